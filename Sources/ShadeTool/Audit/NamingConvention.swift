/// The pairs `shade audit` checks when there is no `shade.json`: foregrounds and backgrounds
/// recognized by the words of their names.
///
/// The rule — how a name is cut into words, which words give which role, and how roles are
/// paired — is written once, in ``AuditRules`` (its sections Words, Roles and Pairing), which
/// `shade audit --help` prints and the article "Audit rules" is made from. The word lists there are
/// this type's own sets.
///
/// The work is proportional to the number of colors times the depth of their groups, plus the
/// backgrounds of the groups each foreground looks in: from its own group outwards, stopping at
/// the first that has a background fitting its role, so no foreground is compared with every
/// background of a catalog unless its own groups have none that fits.
enum NamingConvention {
    /// What a name says its color is for.
    enum Role: Hashable, Sendable {
        /// Shown over backgrounds, for this use.
        case foreground(PairUse)
        /// Shown on the color named by these words, for this use.
        case onColor([String], PairUse)
        /// Under foregrounds.
        case background
        /// Neither.
        case other
    }

    /// The words that make a background.
    static let backgroundWords: Set<String> = ["background", "backgrounds", "bg", "surface", "surfaces"]
    /// The words that make a foreground used for text.
    static let textWords: Set<String> = ["label", "labels", "text", "foreground", "fg"]
    /// The words that make a foreground used for non-text elements.
    static let nonTextWords: Set<String> = ["icon", "icons", "glyph"]

    /// The words of a role — a status, a brand or an emphasis — that keep a foreground to the
    /// backgrounds of the same role and the neutral ones (those with none of these words):
    /// `text.success` goes over `bg.success.subtle` and `bg.canvas`, never over `bg.critical`.
    static let roleWords: Set<String> = [
        "accent", "attention", "brand", "caution", "closed", "critical", "danger", "destructive", "discovery",
        "done", "emphasis", "error", "info", "information", "informative", "inverse", "inverted", "negative",
        "neutral", "notice", "open", "positive", "severe", "solid", "sponsors", "success", "upsell", "warning",
    ]

    /// The words of a color checked over the system backgrounds when a catalog's names make no
    /// pair: those of a foreground, and `tint` and `accent`, used for controls and symbols.
    static let systemBackgroundTextWords: Set<String> = textWords
    /// The words of a color checked as a non-text element over the system backgrounds.
    static let systemBackgroundNonTextWords: Set<String> = nonTextWords.union(["tint", "accent"])

    /// The system backgrounds (UIKit's names, values from ShadeColor's system colors) that the
    /// foreground-like colors of a catalog without pairs are checked over.
    static let systemBackgrounds = [
        "systemBackground", "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground",
        "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground",
    ]

    /// The words of colors WCAG 2 sets no contrast minimum for: those of inactive components.
    static let exemptWords: Set<String> = ["disabled", "inactive"]

    /// The words of states of a control, which do not make a background a different one for an
    /// on-color (`brand-hover` is still the brand background).
    static let stateWords: Set<String> = [
        "hover", "hovered", "pressed", "active", "focus", "focused", "selected", "highlighted", "rest",
    ]

    /// The parts of a name: cut at `/` and `.`, without a design token's final `$root` (the
    /// group's own value, named like the group).
    static func parts(of name: String) -> [Substring] {
        var parts = name.split(whereSeparator: { $0 == "/" || $0 == "." })
        if parts.count > 1, parts.last == "$root" { parts.removeLast() }
        return parts
    }

    /// The words of one part, in lowercase.
    static func words(of part: Substring) -> [String] {
        enum Kind { case lower, upper, digit, other }
        func kind(_ scalar: Unicode.Scalar) -> Kind {
            switch scalar.value {
            case 0x61...0x7A: .lower
            case 0x41...0x5A: .upper
            case 0x30...0x39: .digit
            case 0..<0x80: .other
            default:
                scalar.properties.isUppercase
                    ? .upper : scalar.properties.isLowercase || scalar.properties.isAlphabetic ? .lower : .other
            }
        }
        let scalars = Array(part.unicodeScalars)
        var words: [String] = []
        var current = String.UnicodeScalarView()
        func flush() {
            if !current.isEmpty { words.append(String(current).lowercased()) }
            current = String.UnicodeScalarView()
        }
        for (index, scalar) in scalars.enumerated() {
            if scalar == "-" || scalar == "_" || scalar == " " {
                flush()
                continue
            }
            let this = kind(scalar)
            if let previous = current.last.map(kind) {
                let next = index + 1 < scalars.count ? kind(scalars[index + 1]) : .other
                let startsWord =
                    (this == .upper && (previous == .lower || previous == .digit))
                    || (this == .upper && previous == .upper && next == .lower)
                    || (this == .digit) != (previous == .digit) && (this != .other && previous != .other)
                if startsWord { flush() }
            }
            current.append(scalar)
        }
        flush()
        return words
    }

    /// The role the words of `name` give it.
    static func role(of name: String) -> Role {
        let parts = parts(of: name)
        let words = parts.map(words(of:))
        return role(partWords: words)
    }

    /// The role of a name with these words in each part.
    private static func role(partWords: [[String]]) -> Role {
        let allWords = partWords.flatMap { $0 }
        guard !allWords.isEmpty else { return .other }
        // WCAG 2 sets no minimum for inactive components (SC 1.4.3 and 1.4.11).
        if allWords.contains(where: exemptWords.contains) { return .other }
        // The last part that starts with `on` and more words: `onPrimary`, `text.on-solid.primary`.
        if let onPart = partWords.last(where: { $0.count >= 2 && $0[0] == "on" }) {
            let use: PairUse = allWords.contains(where: nonTextWords.contains) ? .nonText : .text
            return .onColor(Array(onPart.dropFirst()), use)
        }
        if allWords.contains(where: backgroundWords.contains) { return .background }
        if allWords.contains(where: textWords.contains) { return .foreground(.text) }
        if allWords.contains(where: nonTextWords.contains) { return .foreground(.nonText) }
        return .other
    }

    /// The pairs of the foreground-like colors among `names` over the ``systemBackgrounds``, for a
    /// catalog whose names make no pair: each color with a word of ``systemBackgroundTextWords``
    /// (for text) or ``systemBackgroundNonTextWords`` (for non-text elements), and neither a
    /// background word nor an exempt word, over each system background, in the order of `names`.
    static func systemBackgroundPairs(among names: [String]) -> [ColorPair] {
        var pairs: [ColorPair] = []
        for name in names {
            let words = Set(parts(of: name).flatMap(words(of:)))
            guard words.isDisjoint(with: backgroundWords), words.isDisjoint(with: exemptWords) else { continue }
            let use: PairUse
            if !words.isDisjoint(with: systemBackgroundTextWords) {
                use = .text
            } else if !words.isDisjoint(with: systemBackgroundNonTextWords) {
                use = .nonText
            } else {
                continue
            }
            for background in systemBackgrounds {
                pairs.append(ColorPair(foreground: name, background: background, use: use, reason: .systemBackground))
            }
        }
        return pairs
    }

    /// The pairs among `names`: the on-colors' first, then the other foregrounds', each in the
    /// order of `names`, and each foreground's backgrounds in the order of `names`.
    static func pairs(among names: [String]) -> [ColorPair] {
        let parts = names.map(parts(of:))
        let groups = parts.map { Array($0.dropLast()) }
        let partWords = parts.map { $0.map(words(of:)) }
        let lastWords = partWords.map { $0.last ?? [] }
        let roles = partWords.map { role(partWords: $0) }
        let backgrounds = roles.indices.filter { roles[$0] == .background }

        // The backgrounds by word, and every color by group and last-part words, for on-colors.
        var backgroundsByWord: [String: [Int]] = [:]
        var wordsOfBackground: [Int: Set<String>] = [:]
        for index in backgrounds {
            let words = Set(partWords[index].flatMap { $0 })
            wordsOfBackground[index] = words
            for word in words { backgroundsByWord[word, default: []].append(index) }
        }
        var colorByGroupAndWords: [[Substring]: [[String]: Int]] = [:]
        // Only a background or a color without a role can be the one an on-color names: `on-danger`
        // is never shown on the foreground `text.danger`.
        for index in names.indices where roles[index] == .background || roles[index] == .other {
            guard colorByGroupAndWords[groups[index]]?[lastWords[index]] == nil else { continue }
            colorByGroupAndWords[groups[index], default: [:]][lastWords[index]] = index
        }

        /// The candidates in the nearest group, from `group` outwards, that has any.
        func nearest(_ candidates: [Int], to group: [Substring]) -> [Int] {
            guard !candidates.isEmpty else { return [] }
            for level in stride(from: group.count, through: 0, by: -1) {
                let prefix = group.prefix(level)
                let inScope = candidates.filter { groups[$0].starts(with: prefix) }
                if !inScope.isEmpty { return inScope }
            }
            return []
        }

        var pairs: [ColorPair] = []
        var seen = Set<[Int]>()
        func add(_ foreground: Int, _ background: Int, _ use: PairUse, _ reason: PairReason) {
            guard foreground != background, seen.insert([foreground, background]).inserted else { return }
            pairs.append(
                ColorPair(foreground: names[foreground], background: names[background], use: use, reason: reason))
        }

        // On-colors first, since they keep their backgrounds from the other foregrounds.
        var reserved = Set<Int>()
        var foregrounds: [(index: Int, use: PairUse)] = []
        for (index, role) in roles.enumerated() {
            switch role {
            case .foreground(let use):
                foregrounds.append((index, use))
            case .onColor(let rest, let use):
                let target = colorByGroupAndWords[groups[index]]?[rest]
                let rarest = rest.min {
                    backgroundsByWord[$0, default: []].count < backgroundsByWord[$1, default: []].count
                }
                let matching = (rarest.flatMap { backgroundsByWord[$0] } ?? []).filter { candidate in
                    rest.allSatisfy { wordsOfBackground[candidate]?.contains($0) ?? false }
                }
                // The best matches: the fewest words besides the rest's, background words, the
                // on-color's group's and state words (`on-brand` is for `brand` and `brand-hover`,
                // not `brand-secondary`, which has `on-brand-secondary`).
                let known = Set(rest).union(Self.backgroundWords).union(Self.stateWords)
                    .union(partWords[index].dropLast().flatMap { $0 })
                let extra = Dictionary(
                    uniqueKeysWithValues: matching.map {
                        ($0, wordsOfBackground[$0, default: []].subtracting(known).count)
                    })
                let fewest = extra.values.min() ?? 0
                let scoped = nearest(matching.filter { extra[$0] == fewest }, to: groups[index])
                // An on-color that names nothing of the catalog is not shown on its neutral
                // backgrounds: it has no pair.
                if target == nil && scoped.isEmpty { continue }
                if let target { add(index, target, use, .onColor) }
                for background in scoped { add(index, background, use, .onColor) }
                if !(rest.count == 1 && Self.backgroundWords.contains(rest[0])) { reserved.formUnion(scoped) }
            case .background, .other:
                break
            }
        }
        guard !foregrounds.isEmpty else { return pairs }

        // Every group's backgrounds, subgroups included, keyed by the group's parts.
        var backgroundsInGroup: [ArraySlice<Substring>: [Int]] = [:]
        for index in backgrounds where !reserved.contains(index) {
            let group = groups[index]
            for level in 0...group.count { backgroundsInGroup[group.prefix(level), default: []].append(index) }
        }
        // A background goes under a foreground when its role words are among the foreground's:
        // none (a neutral background), or the same.
        let roleSets = partWords.map { Set($0.joined()).intersection(roleWords) }
        for (index, use) in foregrounds {
            let group = groups[index]
            for level in stride(from: group.count, through: 0, by: -1) {
                guard let inScope = backgroundsInGroup[group.prefix(level)] else { continue }
                let fitting = inScope.filter { roleSets[$0].isSubset(of: roleSets[index]) }
                guard !fitting.isEmpty else { continue }
                for background in fitting {
                    add(
                        index, background, use,
                        roleSets[background].isEmpty ? .neutralBackground : .sameRole(roleSets[background].sorted()))
                }
                break
            }
        }
        return pairs
    }
}
