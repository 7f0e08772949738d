import Foundation
package import ShadeCatalog
import ShadeColor
import ShadeJSON
import ShadeTheme

/// Writes the colors of a catalog as Swift source: one `DynamicColor` static per color, and
/// optionally a `Theme` with a property per color.
///
/// The file compiles on its own in any module that depends on Shade's `Shade` product:
///
/// ```swift
/// import Shade
///
/// extension DynamicColor {
///     enum Brand {
///         /// `Brand/Primary`
///         ///
///         /// - any: #007AFF
///         /// - dark: #0A84FF
///         static let primary = DynamicColor(
///             any: Color(rgba: 0x007A_FFFF),
///             dark: Color(rgba: 0x0A84_FFFF)
///         )
///     }
/// }
/// ```
///
/// - **Names.** A color's namespaces (an asset catalog's namespaced folders, a token's groups)
///   become nested enums, and its own name a `static let`, sanitised by the rules of
///   `SwiftIdentifier`: words of letters, digits `0`–`9` and combining marks that Swift's grammar
///   admits (every other scalar separates words and is left out), lowerCamelCase properties and
///   UpperCamelCase types, keywords in backticks, a leading digit prefixed with `_`. Every name
///   gives an identifier (`color` or `Group` when it has no word), so none is refused. Two names that give the same identifier in one scope keep
///   the first and number the others (`myRed`, `myRed2`) in catalog order, and a top-level color
///   named like a member `DynamicColor` has (`label`) gets `Color` appended (`labelColor`).
/// - **Text.** Every other string of the theme file (its names in doc comments, its descriptions,
///   its themes' names in comments and in the `id` string literals) is written by one function per
///   context: a string literal escapes quotes, backslashes and every control, format, separator and
///   invisible scalar (`\u{2028}`), and a comment escapes the latter and is split into `///` lines
///   at every kind of line break, so no theme file can end a comment or a literal early and write
///   code of its own.
/// - **Values.** Each color is the exact variant table of its set (the universal idiom, no
///   display gamut, the default theme): the arguments of
///   `DynamicColor(any:anyHighContrast:light:lightHighContrast:dark:darkHighContrast:darkElevated:darkElevatedHighContrast:)`
///   it declares. An sRGB color made of whole bytes is `Color(rgba: 0xRRGGBBAA)`; any other is
///   written with its color space and components printed so that they read back as the same
///   `Double`s (`Color(.displayP3, red: 1.0, green: 0.2, blue: 0.1)`), so the generated color is
///   equal to the catalog's.
/// - **Theme.** With a theme type name, a `struct` conforming to `Theme` with one property per
///   color (its full name in lowerCamelCase, `brandPrimary`), a `standard` instance built from the
///   statics, and one instance per named theme of the catalog (a token file's modes without an
///   Apple appearance) with that theme's colors.
///
/// Colors whose set gives no value (an empty `AccentColor`) are left out; ``Result/skipped``
/// names them.
package enum SwiftExport {
    /// What an export wrote.
    package struct Result: Hashable, Sendable {
        /// The Swift source.
        package var source: String
        /// The names of the color entries that were left out because they have no value.
        package var skipped: [String]
    }

    /// The access level of the generated declarations.
    package enum Access: String, Hashable, Sendable, CaseIterable {
        /// No modifier: the declarations are for the module that compiles the file.
        case `internal`
        /// `package`: for the modules of the same package too.
        case package
        /// `public`: for every module that imports the one that compiles the file.
        case `public`

        /// The modifier and a space, or nothing for `internal`.
        var modifier: String { self == .internal ? "" : "\(rawValue) " }
    }

    /// What an export writes besides the statics.
    package struct Options: Hashable, Sendable {
        /// The name of a `Theme` type to write too, or `nil`. It must be a Swift identifier
        /// (``isValidTypeName(_:)``).
        package var themeType: String?
        /// The access level of every declaration.
        package var access = Access.internal
        /// The name of an enum to write too, listing every color by its name in the theme file
        /// (``isValidTypeName(_:)``), or `nil`.
        package var listType: String?
        /// The theme file's name, for the file's header and the list's doc comment, or `nil` for
        /// `shade convert`'s header.
        package var origin: String?
        /// What generates the file from ``origin``, for its header.
        package var generator = "`shade generate`"

        /// The options of a plain export, with a theme type or without.
        package init(themeType: String? = nil) {
            self.themeType = themeType
        }
    }

    /// The Swift source for the colors of `catalog`.
    ///
    /// - Parameters:
    ///   - catalog: The colors to write.
    ///   - themeType: The name of a `Theme` type to write too, or `nil` for the statics only. It
    ///     must be a Swift identifier (``isValidTypeName(_:)``).
    /// - Returns: The source, and the colors left out.
    package static func source(for catalog: ColorCatalog, themeType: String? = nil) -> Result {
        source(for: catalog, options: Options(themeType: themeType))
    }

    /// The Swift source for the colors of `catalog`, with what `options` add.
    package static func source(for catalog: ColorCatalog, options: Options) -> Result {
        var writer = SwiftSourceWriter(catalog: catalog, access: options.access)
        return Result(source: writer.write(options), skipped: writer.skipped)
    }

    /// Whether `name` can name the generated theme type: an ASCII letter or underscore, then
    /// letters, digits and underscores, and not a keyword or a reserved type name.
    package static func isValidTypeName(_ name: String) -> Bool {
        guard let first = name.first, first.isASCII, first.isLetter || first == "_" else { return false }
        guard name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else { return false }
        return !SwiftIdentifier.keywords.contains(name) && !SwiftIdentifier.reservedTypeNames.contains(name)
    }
}

/// The state of one Swift export: the namespace tree and the identifiers given out.
struct SwiftSourceWriter {
    /// A namespace of the generated code: a nested enum, or `DynamicColor` itself at the root.
    final class Namespace {
        /// The identifier of the enum (empty at the root).
        let typeName: String
        /// The sub-namespaces and colors, in the order they first appear.
        var members: [Member] = []
        /// The sub-namespaces by their name in the file (compared by its scalars, as the readers
        /// compare names).
        var namespaces = ScalarKeyed<Namespace>()
        /// The identifiers given out in this scope.
        var scope: IdentifierScope

        init(typeName: String, reserved: Set<String> = []) {
            self.typeName = typeName
            scope = IdentifierScope(reserved: reserved)
        }

        enum Member {
            case namespace(Namespace)
            case color(identifier: String, color: ExportedColor)
        }
    }

    let catalog: ColorCatalog
    let colors: [ExportedColor]
    let skipped: [String]
    /// The access modifier of every declaration and a space, or nothing.
    let access: String
    /// The Swift expression of each color's static, by entry name: `DynamicColor.Brand.primary`.
    /// Names are compared by their scalars: `café` precomposed and decomposed are two colors.
    var staticPaths = ScalarKeyed<String>()
    let root = Namespace(typeName: "", reserved: SwiftIdentifier.dynamicColorMembers)

    init(catalog: ColorCatalog, access: SwiftExport.Access = .internal) {
        self.catalog = catalog
        self.access = access.modifier
        (colors, skipped) = ExportedColor.colors(in: catalog)
    }

    mutating func write(themeType: String?) -> String {
        write(SwiftExport.Options(themeType: themeType))
    }

    mutating func write(_ options: SwiftExport.Options) -> String {
        for color in colors { place(color) }
        var lines =
            if let origin = options.origin {
                [
                    "// Generated by \(options.generator) from `\(Self.commentText(origin))`. Edit that file",
                    "// rather than this one.",
                ]
            } else {
                [
                    "// Generated by `shade convert --to swift` from a theme file. Edit the theme file and convert it",
                    "// again rather than editing this file.",
                ]
            }
        lines += [
            "",
            "import Shade",
            "",
            "extension DynamicColor {",
        ]
        lines += members(of: root, indent: "    ")
        lines.append("}")
        if let themeType = options.themeType {
            lines.append("")
            lines += theme(named: themeType)
        }
        if let listType = options.listType {
            lines.append("")
            lines += list(named: listType, origin: options.origin)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A file's name as one line of a comment.
    static func commentText(_ name: String) -> String {
        SwiftSourceText.commentLines(name).joined(separator: " ")
    }

    /// The enum that lists every color by its name in the theme file, for lookups at run time.
    func list(named typeName: String, origin: String?) -> [String] {
        let file = origin.map { "`\(Self.commentText($0))`" } ?? "the theme file"
        var lines = [
            "/// Every color of \(file) by its name there, for lookups at run time:",
            "/// `\(typeName).named[name]`.",
            "\(access)enum \(typeName) {",
            "    /// The colors' names, in the theme file's order.",
            "    \(access)static let names: [String] = [",
        ]
        lines += colors.map { "        \(SwiftSourceText.stringLiteral($0.name))," }
        lines += [
            "    ]",
            "",
        ]
        // A Swift dictionary compares its keys as `String`'s `==` does, by canonical equivalence,
        // and a literal with two equal keys stops the program: of names that are two spellings of
        // the same text (`café` precomposed and decomposed), which the theme file keeps apart,
        // `named` holds the first.
        var keys = Set<String>()
        let keyed = colors.filter { keys.insert($0.name).inserted }
        if keyed.count == colors.count {
            lines.append("    /// The colors by their names.")
        } else {
            lines += [
                "    /// The colors by their names. A name that Swift's `==` finds equal to an earlier one (the",
                "    /// same text in another Unicode spelling) is not a key of its own: a dictionary holds one.",
            ]
        }
        lines.append("    \(access)static let named: [String: DynamicColor] = [")
        lines += keyed.map { "        \(SwiftSourceText.stringLiteral($0.name)): \(staticPath(of: $0))," }
        if colors.isEmpty { lines.append("        :") }
        lines += ["    ]", "}"]
        return lines
    }

    /// Adds `color` to the tree, creating its namespaces, and records its static's path.
    mutating func place(_ color: ExportedColor) {
        var namespace = root
        var path = ["DynamicColor"]
        let nameComponents = color.nameComponents
        for component in nameComponents.dropLast() {
            if let existing = namespace.namespaces[component] {
                namespace = existing
            } else {
                let typeName = namespace.scope.claim(SwiftIdentifier.type(component))
                let child = Namespace(typeName: typeName)
                namespace.namespaces[component] = child
                namespace.members.append(.namespace(child))
                namespace = child
            }
            path.append(namespace.typeName)
        }
        var identifier = SwiftIdentifier.property(nameComponents.last ?? color.name)
        if namespace === root, SwiftIdentifier.dynamicColorMembers.contains(identifier) { identifier += "Color" }
        identifier = namespace.scope.claim(identifier)
        namespace.members.append(.color(identifier: identifier, color: color))
        staticPaths[color.name] = (path + [SwiftIdentifier.escaped(identifier)]).joined(separator: ".")
    }

    /// The declarations of a namespace's members.
    func members(of namespace: Namespace, indent: String) -> [String] {
        var lines: [String] = []
        for (index, member) in namespace.members.enumerated() {
            if index > 0 { lines.append("") }
            switch member {
            case .namespace(let child):
                lines.append("\(indent)\(access)enum \(child.typeName) {")
                lines += members(of: child, indent: indent + "    ")
                lines.append("\(indent)}")
            case .color(let identifier, let color):
                lines += documentation(of: color, indent: indent)
                lines += Self.expression(for: color, indent: indent).enumerated().map { index, line in
                    index == 0 ? "\(indent)\(access)static let \(SwiftIdentifier.escaped(identifier)) = \(line)" : line
                }
            }
        }
        return lines
    }

    /// The doc comment of a color's static: its name, description, and each variant's hex.
    func documentation(of color: ExportedColor, indent: String) -> [String] {
        var lines = SwiftSourceText.commentLines(color.name).map { "\(indent)/// `\($0)`" }
        if let description = catalog[color.name]?.description, !description.isEmpty {
            lines.append("\(indent)///")
            lines += SwiftSourceText.commentLines(description).map {
                "\(indent)/// \($0)".trimmingTrailingSpaces()
            }
        }
        lines.append("\(indent)///")
        for (variant, value) in color.variants {
            lines.append("\(indent)/// - \(Self.words(of: variant)): \(Self.hexDescription(of: value))")
        }
        return lines
    }

    /// `dark high contrast` for `.darkHighContrast`.
    static func words(of variant: DynamicColor.Variant) -> String {
        var words: [String] = []
        var word = ""
        for character in variant.rawValue {
            if character.isUppercase, !word.isEmpty {
                words.append(word)
                word = ""
            }
            word.append(Character(character.lowercased()))
        }
        words.append(word)
        return words.joined(separator: " ")
    }

    /// `#RRGGBB`, with the color space and components for a color that is not an sRGB one of
    /// whole bytes.
    static func hexDescription(of color: Color) -> String {
        if isWholeBytes(color) { return color.hexString }
        let components =
            color.colorSpace == .gray
            ? "white \(color.red)" : "\(color.red), \(color.green), \(color.blue)"
        let alpha = color.alpha == 1 ? "" : ", alpha \(color.alpha)"
        return "\(color.hexString) (\(color.colorSpace) \(components)\(alpha))"
    }

    /// Whether `color` is an sRGB color whose components and alpha are whole bytes, which
    /// `Color(rgba:)` makes exactly.
    static func isWholeBytes(_ color: Color) -> Bool {
        color.colorSpace == .sRGB && color.sRGBBytes.color == color
    }

    /// The `0xRRGGBBAA` value of the color's ``SRGBBytes``.
    static func rgbaValue(of color: Color) -> UInt32 {
        let bytes = color.sRGBBytes
        return UInt32(bytes.red) << 24 | UInt32(bytes.green) << 16 | UInt32(bytes.blue) << 8 | UInt32(bytes.alpha)
    }

    /// The `DynamicColor(…)` expression of a color, as lines; the first has no indentation.
    static func expression(for color: ExportedColor, indent: String) -> [String] {
        if color.variants.count == 1 { return ["DynamicColor(any: \(literal(for: color.variants[0].color)))"] }
        var lines = ["DynamicColor("]
        for (index, (variant, value)) in color.variants.enumerated() {
            let comma = index == color.variants.count - 1 ? "" : ","
            lines.append("\(indent)    \(variant.rawValue): \(literal(for: value))\(comma)")
        }
        lines.append("\(indent))")
        return lines
    }

    /// The Swift expression that makes exactly `color`.
    static func literal(for color: Color) -> String {
        if isWholeBytes(color) {
            let hex = String(rgbaValue(of: color), radix: 16, uppercase: true)
            let digits = String(repeating: "0", count: 8 - hex.count) + hex
            return "Color(rgba: 0x\(digits.prefix(4))_\(digits.suffix(4)))"
        }
        let alpha = color.alpha == 1 ? "" : ", alpha: \(color.alpha)"
        let (red, green, blue) = (number(color.red), number(color.green), number(color.blue))
        switch color.colorSpace {
        case .gray:
            return "Color(white: \(red)\(alpha))"
        case .sRGB:
            return "Color(red: \(red), green: \(green), blue: \(blue)\(alpha))"
        case .extendedSRGB, .linearSRGB, .displayP3:
            return "Color(.\(color.colorSpace), red: \(red), green: \(green), blue: \(blue)\(alpha))"
        }
    }

    /// A component as a Swift expression of exactly its value: its `description` (`0.5`,
    /// `1e+30`), or `.infinity` and `-.infinity`, which an extended-range color made in code may
    /// hold (the readers refuse them; a `Color` holds no NaN).
    static func number(_ value: Double) -> String {
        guard value.isInfinite else { return value.description }
        return value < 0 ? "-.infinity" : ".infinity"
    }

    /// The theme type: its declaration, and its instances.
    func theme(named typeName: String) -> [String] {
        let properties = themeProperties()
        var lines = [
            "/// The colors of the theme file as a `Theme`, with a property per color.",
            "\(access)struct \(typeName): Theme {",
            "    \(access)let id: ThemeID",
        ]
        for property in properties {
            lines.append("")
            lines += SwiftSourceText.commentLines(property.color.name).map { "    /// `\($0)`." }
            lines.append("    \(access)var \(SwiftIdentifier.escaped(property.identifier)): DynamicColor")
        }
        lines += ["}", "", "extension \(typeName) {"]
        lines.append("    /// The theme file's colors: the statics of `extension DynamicColor` above.")
        lines += instance(
            named: "standard", of: typeName,
            arguments: properties.map { ($0.identifier, staticPath(of: $0.color)) })
        for (theme, instanceName) in zip(catalog.themes, themeInstanceNames()) {
            let themed = Dictionary(
                ExportedColor.colors(in: catalog, theme: theme).colors.map { ($0.name, $0) },
                uniquingKeysWith: { a, _ in a }
            )
            let arguments = properties.map { property in
                guard let color = themed[property.color.name], color.dynamicColor != property.color.dynamicColor else {
                    return (property.identifier, staticPath(of: property.color))
                }
                return (property.identifier, Self.expression(for: color, indent: "        ").joined(separator: "\n"))
            }
            lines.append("")
            lines += SwiftSourceText.commentLines(theme).map {
                "    /// The theme file's `\($0)` theme: its colors where it has its own, the statics elsewhere."
            }
            lines += instance(
                named: instanceName, id: theme, of: typeName,
                arguments: arguments)
        }
        lines.append("}")
        return lines
    }

    /// The names of the theme type's instances for the catalog's named themes, in the order of
    /// `ColorCatalog.themes`; `standard` is the default theme's.
    func themeInstanceNames() -> [String] {
        var scope = IdentifierScope(reserved: ["standard"])
        return catalog.themes.map { scope.claim(SwiftIdentifier.property($0)) }
    }

    /// The Swift expression of a color's static, which ``write(themeType:)`` places before it
    /// writes the theme.
    func staticPath(of color: ExportedColor) -> String {
        guard let path = staticPaths[color.name] else {
            preconditionFailure("`write(themeType:)` places every color before it writes the theme")
        }
        return path
    }

    /// The theme type's property for each color: its full name in lowerCamelCase, unique among the
    /// properties, `id`, `displayName` and the instances' names.
    func themeProperties() -> [(color: ExportedColor, identifier: String)] {
        var scope = IdentifierScope(reserved: Set(["id", "displayName", "standard"] + themeInstanceNames()))
        return colors.map { color in
            (color, scope.claim(SwiftIdentifier.property(color.nameComponents.joined(separator: " "))))
        }
    }

    /// `static let name = Type(id: "name", property: value, …)`.
    func instance(named name: String, id: String? = nil, of typeName: String, arguments: [(String, String)])
        -> [String]
    {
        var lines = ["    \(access)static let \(SwiftIdentifier.escaped(name)) = \(typeName)("]
        let idLiteral = SwiftSourceText.stringLiteral(id ?? name)
        lines.append("        id: \(idLiteral)\(arguments.isEmpty ? "" : ",")")
        for (index, (label, value)) in arguments.enumerated() {
            let comma = index == arguments.count - 1 ? "" : ","
            // `inout` is the one keyword an argument label must put in backticks (Swift warns about
            // backticks around the others).
            let written = label == "inout" ? "`inout`" : label
            lines.append("        \(written): \(value)\(comma)")
        }
        lines.append("    )")
        return lines
    }
}

extension String {
    /// The string without spaces at its end.
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
