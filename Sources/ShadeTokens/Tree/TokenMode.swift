public import ShadeCatalogModel
/// A mode of a design-token set: the name a file gives it (`dark`, `light_ax`, `Dark HC`,
/// `dark-dimmed-high-contrast`) and the variant of a color it becomes.
///
/// Design tokens name their modes freely; Shade reads the name as words and maps them to the
/// conditions of a ``ColorVariant``, so that a mode becomes the right entry of a dynamic color:
///
/// | Words in the name | Conditions |
/// |---|---|
/// | `light` (or none of the words below) | none: the *Any* variant, what light mode shows |
/// | `dark` | `luminosity` `dark` |
/// | `hc`, `ax`, `high contrast`, `increased contrast`, `highcontrast` | `contrast` `high` |
/// | `elevated` (with `dark`) | `level` `elevated` |
/// | `explicit light` | `luminosity` `light`, for a variant that applies only when the style is light |
/// | `normal`, `default`, `any`, `base`, `standard` | none (they only say "not the other") |
///
/// Words are separated by `-`, `_`, `.`, spaces or a lower-to-upper case change (`lightHighContrast`),
/// and compared ignoring case. The remaining words, joined with `-` as written, name a theme: a
/// mode without an Apple appearance, such as Primer's `dark-dimmed` (theme `dimmed`, dark) or
/// `light-protanopia-deuteranopia-high-contrast` (theme `protanopia-deuteranopia`, high contrast).
/// ``ColorSet/dynamicColor(idiom:gamut:theme:)`` selects such a theme, and
/// ``ColorCatalog/themes`` lists them.
public struct TokenMode: Hashable, Sendable, CustomStringConvertible {
    /// The name, as the file writes it.
    public var name: String
    /// The conditions of the color variant this mode gives, in Shade's order: luminosity, then
    /// contrast, then level.
    public var conditions: [ColorVariant.Condition]
    /// The named theme, or `nil` for the default theme.
    public var theme: String?

    /// A mode with explicit conditions and theme, named as ``name(conditions:theme:)`` names them.
    public init(conditions: [ColorVariant.Condition], theme: String? = nil) {
        self.init(name: Self.name(conditions: conditions, theme: theme), conditions: conditions, theme: theme)
    }

    /// A mode with a name of your own and explicit conditions and theme.
    public init(name: String, conditions: [ColorVariant.Condition], theme: String? = nil) {
        self.name = name
        self.conditions = conditions
        self.theme = theme
    }

    /// The mode a file's name stands for, read as the table above describes.
    ///
    /// With `lightIsExplicit`, the word `light` reads as `explicit light`: in a set of modes that
    /// also has an `any` mode (as Shade writes a resolver whose colors have explicit Light
    /// variants), `light` is what light mode shows and `any` the variant with no condition.
    public init(named name: String, lightIsExplicit: Bool = false) {
        self.name = name
        var dark = false
        var explicitLight = false
        var highContrast = false
        var elevated = false
        var themeWords: [String] = []
        let words = Self.words(of: name)
        var index = 0
        while index < words.count {
            let word = words[index].lowercased()
            let next = index + 1 < words.count ? words[index + 1].lowercased() : nil
            switch word {
            case "light": explicitLight = explicitLight || lightIsExplicit
            case "dark": dark = true
            case "explicit" where next == "light":
                explicitLight = true
                index += 1
            case "hc", "ax", "highcontrast": highContrast = true
            case "high" where next == "contrast", "increased" where next == "contrast":
                highContrast = true
                index += 1
            case "elevated": elevated = true
            case "normal", "default", "any", "base", "standard": break
            default: themeWords.append(words[index])
            }
            index += 1
        }
        var conditions: [ColorVariant.Condition] = []
        if dark {
            conditions.append(.dark)
        } else if explicitLight {
            conditions.append(.light)
        }
        if highContrast { conditions.append(.highContrast) }
        if elevated, dark { conditions.append(.elevated) }
        if elevated, !dark { themeWords.append("elevated") }
        self.conditions = conditions
        self.theme = themeWords.isEmpty ? nil : themeWords.joined(separator: "-")
    }

    /// The mode of light appearance: *Any*.
    public static let light = TokenMode(named: "light")
    /// The dark mode.
    public static let dark = TokenMode(named: "dark")
    /// The high-contrast light mode.
    public static let lightHighContrast = TokenMode(named: "light-high-contrast")
    /// The high-contrast dark mode.
    public static let darkHighContrast = TokenMode(named: "dark-high-contrast")

    /// Whether the mode is the default one: no condition, no theme.
    public var isDefault: Bool { conditions.isEmpty && theme == nil }

    /// The name.
    public var description: String { name }

    /// The name Shade writes for a mode with these conditions and theme, one that reads back as
    /// the same mode: `light`, `dark`, `light-high-contrast`, `dark-dimmed`,
    /// `dark-protanopia-deuteranopia-high-contrast`, `dark-elevated`, `explicit-light`.
    public static func name(conditions: [ColorVariant.Condition], theme: String?) -> String {
        name(conditions: conditions, theme: theme, explicitLight: false)
    }

    /// The name of a resolver context for a mode with these conditions and theme. Without
    /// `explicitLight` it is ``name(conditions:theme:)``. With it (some color has an explicit
    /// Light variant), the mode with no luminosity is `any` (`any-high-contrast`, `any-sepia`)
    /// and the explicit Light one is `light`, so that a resolver's default `light` context gives
    /// what light mode shows; ``init(named:lightIsExplicit:)`` reads these names back.
    static func name(conditions: [ColorVariant.Condition], theme: String?, explicitLight: Bool) -> String {
        var words: [String] = []
        if conditions.contains(.dark) {
            words.append("dark")
        } else if conditions.contains(.light) {
            words.append(explicitLight ? "light" : "explicit-light")
        } else {
            words.append(explicitLight ? "any" : "light")
        }
        if let theme { words.append(theme) }
        if conditions.contains(.elevated) { words.append("elevated") }
        if conditions.contains(.highContrast) { words.append("high-contrast") }
        return words.joined(separator: "-")
    }

    /// Whether a set of context names reads `light` as explicit Light: one of them is `any`
    /// followed by nothing but conditions or a theme, as ``name(conditions:theme:explicitLight:)``
    /// writes.
    static func readsLightAsExplicit(_ names: some Sequence<String>) -> Bool {
        names.contains { name in
            let words = Self.words(of: name)
            return words.first?.lowercased() == "any" && !words.contains { $0.lowercased() == "light" }
        }
            && names.contains { name in Self.words(of: name).contains { $0.lowercased() == "light" } }
    }

    /// Whether `name` names an appearance: a condition (`dark`, `high-contrast`), or `light`, the
    /// appearance of the default mode. A modifier whose contexts include such a name gives modes, so
    /// `light` and `light-ocean` are the light appearance in the default theme and in `ocean`.
    static func namesAppearance(_ name: String) -> Bool {
        !TokenMode(named: name).conditions.isEmpty || words(of: name).contains { $0.lowercased() == "light" }
    }

    /// The words of a mode name: split at `-`, `_`, `.`, whitespace, and where a lowercase letter
    /// or digit is followed by an uppercase one.
    static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in name {
            if character == "-" || character == "_" || character == "." || character.isWhitespace {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                if let previous, character.isUppercase, previous.isLowercase || previous.isNumber, !current.isEmpty {
                    words.append(current)
                    current = ""
                }
                current.append(character)
            }
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
