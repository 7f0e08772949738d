/// Turns the names of a theme file (`Brand/Primary`, `dark-olive-green`, `24Vision`,
/// `default`) into Swift identifiers.
///
/// Names are split into words at every character that is neither a letter nor a digit, and joined
/// in camel case, keeping the capitals inside a word (`backgroundPrimary` stays as it is). A
/// property starts with a lowercase letter, its leading run of capitals lowered as Swift's API
/// guidelines lower an acronym (`URLColor` → `urlColor`); a type starts with a capital. A name that
/// starts with a digit gets a leading underscore (`_24Vision`); a name with no letter or digit at
/// all becomes `color` or `Group`. A keyword is written in backticks (`` `default` ``); a type
/// name Swift reserves (`Type`, `Self`) or that would hide a type the generated code names
/// (`Color`, `DynamicColor`) gets an `s` (`Colors`).
enum SwiftIdentifier {
    /// The lowerCamelCase property name for `name`, without backticks.
    static func property(_ name: String) -> String {
        let words = self.words(name)
        guard let first = words.first else { return "color" }
        let identifier = lowercasingLeadingCapitals(first) + words.dropFirst().map(capitalizingFirst).joined()
        return identifier.first!.isNumber ? "_" + identifier : identifier
    }

    /// The UpperCamelCase type name for `name`.
    static func type(_ name: String) -> String {
        let words = self.words(name)
        guard !words.isEmpty else { return "Group" }
        var identifier = words.map(capitalizingFirst).joined()
        if identifier.first!.isNumber { identifier = "_" + identifier }
        return reservedTypeNames.contains(identifier) ? identifier + "s" : identifier
    }

    /// `identifier` as it must be written in source: in backticks when it is a keyword.
    static func escaped(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// The words of `name`: its runs of letters and digits.
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var word = ""
        for character in name {
            if isIdentifierCharacter(character) {
                word.append(character)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    /// Whether `character` may stand in an identifier: an ASCII letter or digit, or a letter of
    /// another script that is a single scalar (Swift accepts those in identifiers).
    static func isIdentifierCharacter(_ character: Character) -> Bool {
        if character.isASCII { return character.isLetter || character.isNumber }
        return character.isLetter && character.unicodeScalars.count == 1
    }

    /// `Primary` → `primary`, `URLColor` → `urlColor`, `URL` → `url`, `iOS` → `iOS`.
    static func lowercasingLeadingCapitals(_ word: String) -> String {
        let characters = Array(word)
        var capitals = 0
        while capitals < characters.count, characters[capitals].isUppercase { capitals += 1 }
        // In `URLColor`, the capital before the first lowercase letter starts the next word.
        if capitals > 1, capitals < characters.count, characters[capitals].isLowercase { capitals -= 1 }
        return characters[..<capitals].map { $0.lowercased() }.joined() + String(characters[capitals...])
    }

    /// `primary` → `Primary`.
    static func capitalizingFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// Type names a namespace may not take: those Swift reserves after a dot, and those the
    /// generated code uses and a nested type of the same name would hide.
    static let reservedTypeNames: Set<String> = [
        "Type", "Protocol", "Self", "Any", "Color", "DynamicColor", "ColorSpace", "Theme", "ThemeID",
        "Shade", "ShadeColor", "ShadeTheme",
    ]

    /// The members `DynamicColor` already has, which a top-level color in
    /// `extension DynamicColor` may not redeclare.
    static let dynamicColorMembers: Set<String> = [
        "init", "description", "hash", "hashValue", "composited", "converted", "resolvedColor", "staticFallback",
        "withAlphaComponent", "lookupOrder", "systemColor", "systemColors", "label", "secondaryLabel",
        "tertiaryLabel", "quaternaryLabel", "link", "placeholderText", "separator", "opaqueSeparator",
        "systemBackground", "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground",
        "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "systemFill", "secondarySystemFill",
        "tertiarySystemFill", "quaternarySystemFill", "systemBlue", "systemBrown", "systemCyan", "systemGreen",
        "systemIndigo", "systemMint", "systemOrange", "systemPink", "systemPurple", "systemRed", "systemTeal",
        "systemYellow", "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
        "storage", "variants", "resolver", "Variant", "Fallback", "Storage",
    ]

    /// Swift's keywords, which an identifier must put in backticks.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "_",
    ]
}

/// Gives each name in one scope its own identifier: the first to ask keeps its identifier, later
/// ones get `2`, `3`, … appended, so the result depends only on the order of the names.
struct IdentifierScope {
    /// The identifiers given out so far, and those the scope holds already.
    private var taken: Set<String>

    /// A scope in which `reserved` are already taken.
    init(reserved: Set<String> = []) {
        taken = reserved
    }

    /// A unique identifier based on `identifier`.
    mutating func claim(_ identifier: String) -> String {
        var candidate = identifier
        var number = 2
        while taken.contains(candidate) {
            candidate = identifier + String(number)
            number += 1
        }
        taken.insert(candidate)
        return candidate
    }
}
