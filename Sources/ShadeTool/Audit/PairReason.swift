/// Why `shade audit` checks a foreground over a background: the rule that formed the pair, as
/// `--list-pairs` and the reports print it.
package enum PairReason: Hashable, Sendable {
    /// A rule of `shade.json`, by its position in `pairs`.
    case configuration(rule: Int)
    /// An on-color over the color it names, or over the backgrounds whose words hold the rest of
    /// its name (`onPrimary` over `primary`).
    case onColor
    /// A foreground and a background with the same role words (`text.success` over
    /// `bg.success.subtle`), the words in alphabetical order.
    case sameRole([String])
    /// A foreground over a background with no role word (`bg.canvas`, `surface`).
    case neutralBackground
    /// A foreground-like color over one of the platform's system backgrounds, in a catalog whose
    /// names make no pair.
    case systemBackground

    /// `shade.json pairs[0]`, `on-color`, `same role 'success'`, `neutral background`,
    /// `system background`.
    var description: String {
        switch self {
        case .configuration(let rule): "shade.json pairs[\(rule)]"
        case .onColor: "on-color"
        case .sameRole(let roles): "same role " + roles.map { "'\($0)'" }.joined(separator: " and ")
        case .neutralBackground: "neutral background"
        case .systemBackground: "system background"
        }
    }

    /// The reason a ``description`` names, or `nil` for any other text.
    init?(description: String) {
        switch description {
        case "on-color": self = .onColor
        case "neutral background": self = .neutralBackground
        case "system background": self = .systemBackground
        default:
            if description.hasPrefix("shade.json pairs["), description.hasSuffix("]"),
                let rule = Int(description.dropFirst("shade.json pairs[".count).dropLast())
            {
                self = .configuration(rule: rule)
            } else if description.hasPrefix("same role '") {
                let roles = description.dropFirst("same role ".count).split(separator: " and ")
                    .map { String($0.dropFirst().dropLast()) }
                self = .sameRole(roles)
            } else {
                return nil
            }
        }
    }
}

extension PairReason: Codable {
    /// Reads the reason from its ``description``.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let reason = PairReason(description: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown pair reason \"\(text)\"")
        }
        self = reason
    }

    /// Writes the reason as its ``description``.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
