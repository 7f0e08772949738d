import Foundation

/// Turns the names of a theme file (`Brand/Primary`, `dark-olive-green`, `24Vision`,
/// `default`) into Swift identifiers.
///
/// ## The rule
/// A name is put in Unicode normalization form C, then split into *words*: the longest runs of
/// these Unicode scalars, every other scalar ending a word and being left out:
///
/// - a *letter*: `A`–`Z`, `a`–`z`, or a scalar of another script whose general category is a
///   letter (Lu, Ll, Lt, Lm, Lo) that Swift's grammar admits at the start of an identifier
///   (``isIdentifierHead(_:)``);
/// - a *digit*: `0`–`9` only (the digits of other scripts, `٣`, and number-like letters such as
///   `Ⅻ` end a word);
/// - a *combining mark* (Mn, Mc) that Swift's grammar admits inside an identifier
///   (``isIdentifierCharacter(_:)``), when it follows a letter, digit or mark of the word (so
///   `हिन्दी` keeps its vowel signs).
///
/// Scalars that are ignorable by default (zero-width characters, variation selectors, the Hangul
/// fillers, bidirectional controls) are never part of a word, so an identifier holds nothing
/// invisible.
///
/// The words are joined in camel case, keeping the capitals inside a word (`backgroundPrimary`
/// stays as it is). A property starts with a lowercase letter, its leading run of capitals
/// lowered as Swift's API guidelines lower an acronym (`URLColor` → `urlColor`); a type starts
/// with a capital. A letter is lowered or raised only when the result is made of letters and marks
/// by the same rule (otherwise it stays as it is). A name that starts with a digit gets a leading
/// underscore (`_24Vision`); a name with no word at all becomes `color` or `Group`. A keyword is
/// written in backticks (`` `default` ``); a type name Swift reserves (`Type`, `Self`) or that
/// would hide a module or a type of the standard library or Shade (`Swift`, `String`, `Color`,
/// `DynamicColor`) gets an `s` (`Strings`, `Colors`).
///
/// Every name therefore becomes an identifier that Swift's grammar accepts (its first scalar an
/// identifier head, the others identifier characters, ``isValid(_:)``), and no name is refused.
package enum SwiftIdentifier {
    /// The lowerCamelCase property name for `name`, without backticks.
    static func property(_ name: String) -> String {
        let words = self.words(name)
        guard let first = words.first else { return "color" }
        let identifier = lowercasingLeadingCapitals(first) + words.dropFirst().map(capitalizingFirst).joined()
        return startsWithDigit(identifier) ? "_" + identifier : identifier
    }

    /// The UpperCamelCase type name for `name`.
    static func type(_ name: String) -> String {
        let words = self.words(name)
        guard !words.isEmpty else { return "Group" }
        var identifier = words.map(capitalizingFirst).joined()
        if startsWithDigit(identifier) { identifier = "_" + identifier }
        return reservedTypeNames.contains(identifier) ? identifier + "s" : identifier
    }

    /// `identifier` as it must be written in source: in backticks when it is a keyword.
    static func escaped(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// Whether `identifier` starts with `0`–`9`.
    static func startsWithDigit(_ identifier: String) -> Bool {
        identifier.unicodeScalars.first.map { ("0"..."9").contains($0) } ?? false
    }

    /// The words of `name` (see the rule above).
    static func words(_ name: String) -> [String] {
        // ASCII is its own canonical composition: split it byte by byte.
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            return name.utf8.split { !isASCIIWordByte($0) }.map { String(decoding: $0, as: UTF8.self) }
        }
        var words: [String] = []
        var word = String.UnicodeScalarView()
        for scalar in name.precomposedStringWithCanonicalMapping.unicodeScalars {
            if isWordLetter(scalar) || isWordDigit(scalar) || (!word.isEmpty && isWordMark(scalar)) {
                word.append(scalar)
            } else if !word.isEmpty {
                words.append(String(word))
                word = String.UnicodeScalarView()
            }
        }
        if !word.isEmpty { words.append(String(word)) }
        return words
    }

    /// Whether an ASCII byte is part of a word: a letter or a digit.
    static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Whether `scalar` is a letter of a word: an ASCII letter, or a letter of another script that
    /// Swift admits at the start of an identifier and that is not ignorable by default.
    static func isWordLetter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
            return isIdentifierHead(scalar) && !scalar.properties.isDefaultIgnorableCodePoint
        default:
            return false
        }
    }

    /// Whether `scalar` is a digit of a word: `0`–`9`.
    static func isWordDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    /// Whether `scalar` is a combining mark a word may hold after its first scalar: a nonspacing
    /// or spacing mark that Swift admits inside an identifier and that is not ignorable by default.
    static func isWordMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark:
            return isIdentifierCharacter(scalar) && !scalar.properties.isDefaultIgnorableCodePoint
        default:
            return false
        }
    }

    /// Whether `identifier` is one that Swift's grammar accepts (without backticks, keywords
    /// aside): an identifier head, then identifier characters.
    package static func isValid(_ identifier: String) -> Bool {
        guard let first = identifier.unicodeScalars.first, isIdentifierHead(first) else { return false }
        return identifier.unicodeScalars.dropFirst().allSatisfy(isIdentifierCharacter)
    }

    /// Whether Swift's grammar (*The Swift Programming Language*, Lexical Structure,
    /// `identifier-head`) admits `scalar` at the start of an identifier.
    package static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if scalar.isASCII { return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_" }
        if value >= 0x10000 { return value <= 0xEFFFD && value & 0xFFFF <= 0xFFFD }
        return identifierHeadRanges.contains { $0.contains(value) }
    }

    /// Whether Swift's grammar (`identifier-character`) admits `scalar` after the first scalar of
    /// an identifier: a head, a digit `0`–`9`, or a combining mark of the four ranges it names.
    package static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        if isIdentifierHead(scalar) || ("0"..."9").contains(scalar) { return true }
        return identifierCombiningRanges.contains { $0.contains(scalar.value) }
    }

    /// The ranges of `identifier-head` between U+0080 and U+FFFF, as the grammar lists them.
    static let identifierHeadRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6,
        0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF,
        0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F, 0x2070...0x20CF,
        0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007,
        0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F,
        0xFE30...0xFE44, 0xFE47...0xFFFD,
    ]

    /// The combining marks `identifier-character` adds to the heads.
    static let identifierCombiningRanges: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]

    /// `character` changed by `change` (to lowercase or uppercase), when the result is still made
    /// of word scalars and starts with a letter; otherwise `character` as it is.
    static func changingCase(_ character: Character, _ change: (Character) -> String) -> String {
        let changed = change(character)
        let scalars = changed.unicodeScalars
        guard let first = scalars.first, isWordLetter(first),
            scalars.allSatisfy({ isWordLetter($0) || isWordDigit($0) || isWordMark($0) })
        else { return String(character) }
        return changed
    }

    /// `Primary` → `primary`, `URLColor` → `urlColor`, `URL` → `url`, `iOS` → `iOS`.
    static func lowercasingLeadingCapitals(_ word: String) -> String {
        let characters = Array(word)
        var capitals = 0
        while capitals < characters.count, characters[capitals].isUppercase { capitals += 1 }
        // In `URLColor`, the capital before the first lowercase letter starts the next word.
        if capitals > 1, capitals < characters.count, characters[capitals].isLowercase { capitals -= 1 }
        return characters[..<capitals].map { changingCase($0) { $0.lowercased() } }.joined()
            + String(characters[capitals...])
    }

    /// `primary` → `Primary`.
    static func capitalizingFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return changingCase(first) { $0.uppercased() } + word.dropFirst()
    }

    /// Type names a namespace may not take: those Swift reserves after a dot; the modules and
    /// the standard library's common types (`Swift`, `String`, `Double`), which a nested type of
    /// `DynamicColor` would hide from every extension of it in the app; and Shade's modules and
    /// public types (`Color`, `DynamicColor`, `Appearance`), which the generated code and the
    /// app's code name.
    static let reservedTypeNames: Set<String> = [
        // Swift's own.
        "Type", "Protocol", "Self", "Any", "AnyObject",
        // Modules.
        "Swift", "Foundation", "SwiftUI", "UIKit", "AppKit", "CoreGraphics", "Observation", "Shade", "ShadeColor",
        "ShadeDiagnostics", "ShadeJSON", "ShadeObservation", "ShadeSystem", "ShadeTheme", "ShadeTraits",
        // The standard library's common types, and Foundation's for colors.
        "String", "Substring", "Character", "Unicode", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt",
        "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Float16", "CGFloat", "Array", "Dictionary", "Set",
        "Optional", "Result", "Range", "ClosedRange", "Never", "Void", "Error", "Sendable", "Hashable", "Equatable",
        "Comparable", "Identifiable", "Codable", "Encodable", "Decodable", "CustomStringConvertible", "Sequence",
        "Collection", "Data", "Date", "URL",
        // Shade's public types.
        "AccentColors", "AccessibilityContrast", "Appearance", "AppearancePreference", "BasicTheme", "Color",
        "ColorSpace", "ColorVisionDeficiency", "ContentSizeCategory", "ContrastPreference", "DisplayGamut",
        "DynamicColor", "FontWeight", "LayoutDirection", "LegibilityWeight", "ResolvedFont", "SRGBBytes",
        "SystemAppearance", "TextStyle", "Theme", "ThemeFont", "ThemeID", "ThemeManager", "ThemeMetric",
        "ThemePreferences", "ThemeState", "Trait", "TraitCollection", "UserInterfaceLevel", "UserInterfaceStyle",
        "WCAGLevel", "WCAGTextSize",
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
    package static let keywords: Set<String> = [
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
