import ShadeTool

/// What a Swift file written by `SwiftExport` declares, read by an exact parser of the only
/// shape that export writes, so that a test or a fuzz target can compare it with what the
/// catalog should give.
///
/// The parser is strict rather than general: it reads the file as Swift's lexer would where
/// that matters for injection, and refuses anything the export does not write.
///
/// - **Lexing.** A line comment runs to the next line feed. Any scalar other than a line feed and
///   U+0020 that is a control, format, separator or space character (a carriage return, U+0085,
///   U+2028, a bidirectional override, a zero-width space, a byte order mark) is refused wherever
///   it stands, comments included, so no comment can end early by any reading of Swift's
///   line breaks, and no text hides what it is. A string literal may hold only the escapes
///   `\\`, `\"`, `\n`, `\r`, `\t`, `\0` and `\u{…}` (no interpolation, no raw line break) and is
///   decoded. An identifier must satisfy Swift's grammar (`SwiftIdentifier.isValid`), in
///   backticks or not; a keyword outside backticks is a keyword. Block comments, `#`, `@`, `$`,
///   `;` and other punctuation than `{ } ( ) : , . = -` are refused.
/// - **Parsing.** `import Shade`, then `extension DynamicColor { … }` holding nested
///   `enum Name { … }` and `static let name = DynamicColor(…)`, then optionally
///   `struct T: Theme { let id: ThemeID; var p: DynamicColor … }` and
///   `extension T { static let i = T(id: "…", p: value, …) … }`, then optionally the list of
///   `shade generate`, `enum L { static let names: [String] = ["…", …]` and
///   `static let named: [String: DynamicColor] = ["…": DynamicColor.A.b, …] }`, whose names
///   must be the same in the same order, each naming a static declared above. Every declaration
///   has the same access modifier (`public`, `package`, or none). The arguments of a
///   `DynamicColor(…)` may only hold the labels of its variants, `Color`, its initializers'
///   labels and color spaces, numbers and punctuation; an instance's argument is the path of a
///   static declared above or such an expression, and its labels are the theme's properties in
///   order.
package struct GeneratedSwift: Sendable {
    /// A `static let` in `extension DynamicColor`: the names of the enums it is nested in, and
    /// its own name (without backticks).
    package struct Static: Hashable, Sendable {
        package var path: [String]
        package var name: String
        /// `DynamicColor.Brand.primary`, with backticks where the name is a keyword.
        package var expression: String {
            (["DynamicColor"] + path + [SwiftIdentifier.keywords.contains(name) ? "`\(name)`" : name])
                .joined(separator: ".")
        }
    }

    /// An instance of the theme type: its name and the `id` its literal spells.
    package struct Instance: Hashable, Sendable {
        package var name: String
        package var id: String
    }

    /// Every enum, as the names of the enums from the outermost to itself, in order.
    package var enums: [[String]] = []
    /// Every color static, in order.
    package var statics: [Static] = []
    /// The theme type's name, or `nil` when the file declares none.
    package var themeType: String?
    /// The theme type's color properties, in order (`id` aside).
    package var themeProperties: [String] = []
    /// The theme type's instances, in order.
    package var instances: [Instance] = []
    /// The access modifier of every declaration (`public`, `package`), or `nil` for none.
    package var access: String?
    /// The list enum's name, or `nil` when the file declares none.
    package var listType: String?
    /// The list's `names`, in order: every color's name, each once (compared by its scalars).
    package var names: [String] = []
    /// The list's `named` entries, in order: each color's name and the static it names
    /// (``Static/expression``); the same names as ``names`` in the same order, but for a name that
    /// `String`'s `==` finds equal to an earlier one, which a Swift dictionary cannot hold twice.
    package var list: [(name: String, expression: String)] = []

    /// A way the file differs from the shape the export writes.
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// Reads `source`.
    ///
    /// - Throws: ``Failure`` at the first thing the export does not write.
    package init(parsing source: String) throws {
        var parser = Parser(tokens: try Lexer.tokens(of: source))
        try parser.file(into: &self)
    }
}

// MARK: - Lexing

extension GeneratedSwift {
    enum Token: Equatable {
        case keyword(String)
        case identifier(String)
        case string(String)
        case number(String)
        case punctuation(Unicode.Scalar)
    }

    enum Lexer {
        /// Whether `scalar` is refused anywhere in the file: a control, format, separator or
        /// space character other than a line feed and a space.
        static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
            if scalar == "\n" || scalar == " " { return false }
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .surrogate:
                return true
            default:
                return false
            }
        }

        static func tokens(of source: String) throws -> [Token] {
            let scalars = Array(source.unicodeScalars)
            if let refused = scalars.firstIndex(where: isRefused) {
                throw Failure(description: "U+\(hex(scalars[refused].value)) at scalar \(refused)")
            }
            var tokens: [Token] = []
            var index = 0
            func peek(_ offset: Int = 0) -> Unicode.Scalar? {
                index + offset < scalars.count ? scalars[index + offset] : nil
            }
            while let scalar = peek() {
                switch scalar {
                case " ", "\n":
                    index += 1
                case "/" where peek(1) == "/":
                    while let next = peek(), next != "\n" { index += 1 }
                case "\"":
                    index += 1
                    tokens.append(.string(try string(scalars, &index)))
                case "`":
                    index += 1
                    let start = index
                    while let next = peek(), next != "`", next != "\n" { index += 1 }
                    guard peek() == "`" else { throw Failure(description: "an unclosed backtick") }
                    let name = String(String.UnicodeScalarView(scalars[start..<index]))
                    index += 1
                    guard SwiftIdentifier.isValid(name) else {
                        throw Failure(description: "`\(name)` is not an identifier")
                    }
                    tokens.append(.identifier(name))
                case "0"..."9":
                    let start = index
                    while let next = peek(),
                        next.properties.isASCIIHexDigit || next == "x" || next == "_" || next == "."
                            || ((next == "-" || next == "+") && (scalars[index - 1] == "e"))
                    {
                        index += 1
                    }
                    tokens.append(.number(String(String.UnicodeScalarView(scalars[start..<index]))))
                case "{", "}", "(", ")", "[", "]", ":", ",", ".", "=", "-":
                    tokens.append(.punctuation(scalar))
                    index += 1
                case _ where SwiftIdentifier.isIdentifierHead(scalar):
                    let start = index
                    while let next = peek(), SwiftIdentifier.isIdentifierCharacter(next) { index += 1 }
                    let name = String(String.UnicodeScalarView(scalars[start..<index]))
                    tokens.append(SwiftIdentifier.keywords.contains(name) ? .keyword(name) : .identifier(name))
                default:
                    throw Failure(description: "unexpected U+\(hex(scalar.value)) at scalar \(index)")
                }
            }
            return tokens
        }

        /// The rest of a string literal whose quote is before `index`, decoded.
        static func string(_ scalars: [Unicode.Scalar], _ index: inout Int) throws -> String {
            var text = String.UnicodeScalarView()
            while index < scalars.count {
                let scalar = scalars[index]
                index += 1
                switch scalar {
                case "\"":
                    return String(text)
                case "\n":
                    throw Failure(description: "a line break in a string literal")
                case "\\":
                    guard index < scalars.count else { break }
                    let escape = scalars[index]
                    index += 1
                    switch escape {
                    case "\\", "\"": text.append(escape)
                    case "n": text.append("\n")
                    case "r": text.append("\r")
                    case "t": text.append("\t")
                    case "0": text.append("\0")
                    case "u":
                        guard index < scalars.count, scalars[index] == "{" else {
                            throw Failure(description: "a \\u without {")
                        }
                        index += 1
                        var digits = ""
                        while index < scalars.count, scalars[index].properties.isASCIIHexDigit, digits.count < 8 {
                            digits.unicodeScalars.append(scalars[index])
                            index += 1
                        }
                        guard index < scalars.count, scalars[index] == "}", let value = UInt32(digits, radix: 16),
                            let decoded = Unicode.Scalar(value)
                        else { throw Failure(description: "a bad \\u{\(digits)} escape") }
                        index += 1
                        text.append(decoded)
                    default:
                        throw Failure(description: "the escape \\\(escape) in a string literal")
                    }
                default:
                    text.append(scalar)
                }
            }
            throw Failure(description: "an unclosed string literal")
        }

        static func hex(_ value: UInt32) -> String {
            let digits = String(value, radix: 16, uppercase: true)
            return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }
    }
}

// MARK: - Parsing

extension GeneratedSwift {
    /// The names a `DynamicColor(…)` expression may hold besides numbers and punctuation.
    static let expressionVocabulary: Set<String> = [
        "DynamicColor", "Color", "any", "anyHighContrast", "light", "lightHighContrast", "dark", "darkHighContrast",
        "darkElevated", "darkElevatedHighContrast", "rgba", "red", "green", "blue", "white", "alpha", "displayP3",
        "extendedSRGB", "linearSRGB", "sRGB", "gray", "infinity",
    ]

    struct Parser {
        let tokens: [Token]
        var index = 0

        init(tokens: [Token]) {
            self.tokens = tokens
        }

        var next: Token? { index < tokens.count ? tokens[index] : nil }
        /// Whether a declaration has been read, so that ``modifier(into:)`` knows the file's
        /// access level.
        var hasDeclaration = false

        /// Whether the next declaration, past an access modifier, starts with `keyword`.
        func isNext(_ keyword: String) -> Bool {
            let offset = Self.isModifier(next) ? 1 : 0
            return index + offset < tokens.count && tokens[index + offset] == .keyword(keyword)
        }

        static func isModifier(_ token: Token?) -> Bool {
            token == .keyword("public") || token == .identifier("package")
        }

        /// Reads the access modifier of a declaration, if any, which must be the file's.
        mutating func modifier(into result: inout GeneratedSwift) throws {
            let found: String? =
                switch next {
                case .keyword("public")?: "public"
                case .identifier("package")?: "package"
                default: nil
                }
            if found != nil { index += 1 }
            if hasDeclaration {
                guard found == result.access else {
                    throw Failure(description: "the access \(found ?? "internal") after \(result.access ?? "internal")")
                }
            } else {
                result.access = found
                hasDeclaration = true
            }
        }

        mutating func take() throws -> Token {
            guard let token = next else { throw Failure(description: "the file ends early") }
            index += 1
            return token
        }

        mutating func expect(_ token: Token) throws {
            let found = try take()
            guard found == token else { throw Failure(description: "expected \(token), found \(found)") }
        }

        mutating func identifier() throws -> String {
            let found = try take()
            guard case .identifier(let name) = found else {
                throw Failure(description: "expected an identifier, found \(found)")
            }
            return name
        }

        mutating func file(into result: inout GeneratedSwift) throws {
            try expect(.keyword("import"))
            try expect(.identifier("Shade"))
            try expect(.keyword("extension"))
            try expect(.identifier("DynamicColor"))
            try expect(.punctuation("{"))
            try members(path: [], into: &result)
            if isNext("struct") { try theme(into: &result) }
            if next != nil { try list(into: &result) }
            if let next { throw Failure(description: "\(next) after the list") }
        }

        /// The list enum: `names`, then `named` with the same names in the same order.
        mutating func list(into result: inout GeneratedSwift) throws {
            try modifier(into: &result)
            try expect(.keyword("enum"))
            result.listType = try identifier()
            try expect(.punctuation("{"))
            try modifier(into: &result)
            for token: Token in [.keyword("static"), .keyword("let"), .identifier("names"), .punctuation(":")] {
                try expect(token)
            }
            for token: Token in [.punctuation("["), .identifier("String"), .punctuation("]"), .punctuation("=")] {
                try expect(token)
            }
            try expect(.punctuation("["))
            var names: [String] = []
            while next != .punctuation("]") {
                guard case .string(let name) = try take() else {
                    throw Failure(description: "a name that is no string")
                }
                names.append(name)
                try expect(.punctuation(","))
            }
            index += 1
            guard Set(names.map { Array($0.utf8) }).count == names.count else {
                throw Failure(description: "a name listed twice")
            }
            result.names = names
            try modifier(into: &result)
            for token: Token in [.keyword("static"), .keyword("let"), .identifier("named"), .punctuation(":")] {
                try expect(token)
            }
            for token: Token in [
                .punctuation("["), .identifier("String"), .punctuation(":"), .identifier("DynamicColor"),
                .punctuation("]"), .punctuation("="), .punctuation("["),
            ] {
                try expect(token)
            }
            let statics = Set(result.statics.map(\.expression))
            if names.isEmpty {
                try expect(.punctuation(":"))
            }
            while next != .punctuation("]") {
                guard case .string(let name) = try take() else { throw Failure(description: "a key that is no string") }
                try expect(.punctuation(":"))
                result.list.append((name, try staticPath(among: statics)))
                try expect(.punctuation(","))
            }
            index += 1
            // A literal with keys that `==` finds equal stops the program: the first of them only.
            var keys = Set<String>()
            let keyed = names.filter { keys.insert($0).inserted }
            guard result.list.map({ Array($0.name.utf8) }) == keyed.map({ Array($0.utf8) }) else {
                throw Failure(description: "named's keys \(result.list.map(\.name)) are not names \(names)")
            }
            try expect(.punctuation("}"))
        }

        /// The members of an enum (or of the extension) up to its closing brace.
        mutating func members(path: [String], into result: inout GeneratedSwift) throws {
            var names: Set<String> = []
            while true {
                if next == .punctuation("}") {
                    index += 1
                    return
                }
                try modifier(into: &result)
                switch try take() {
                case .keyword("enum"):
                    let name = try identifier()
                    guard names.insert(name).inserted else { throw Failure(description: "\(name) twice") }
                    result.enums.append(path + [name])
                    try expect(.punctuation("{"))
                    try members(path: path + [name], into: &result)
                case .keyword("static"):
                    try expect(.keyword("let"))
                    let name = try identifier()
                    guard names.insert(name).inserted else { throw Failure(description: "\(name) twice") }
                    try expect(.punctuation("="))
                    try colorExpression()
                    result.statics.append(Static(path: path, name: name))
                case let other:
                    throw Failure(description: "\(other) where a member starts")
                }
            }
        }

        /// `DynamicColor(…)` with the vocabulary of a color only.
        mutating func colorExpression() throws {
            try expect(.identifier("DynamicColor"))
            try expect(.punctuation("("))
            var depth = 1
            while depth > 0 {
                let token = try take()
                switch token {
                case .punctuation("("): depth += 1
                case .punctuation(")"): depth -= 1
                case .punctuation(":"), .punctuation(","), .punctuation("."), .punctuation("-"), .number: break
                case .identifier(let name) where GeneratedSwift.expressionVocabulary.contains(name): break
                default: throw Failure(description: "\(token) in a color")
                }
            }
        }

        mutating func theme(into result: inout GeneratedSwift) throws {
            try modifier(into: &result)
            try expect(.keyword("struct"))
            let type = try identifier()
            result.themeType = type
            try expect(.punctuation(":"))
            try expect(.identifier("Theme"))
            try expect(.punctuation("{"))
            try modifier(into: &result)
            try expect(.keyword("let"))
            try expect(.identifier("id"))
            try expect(.punctuation(":"))
            try expect(.identifier("ThemeID"))
            var names: Set<String> = ["id"]
            while isNext("var") {
                try modifier(into: &result)
                index += 1
                let name = try identifier()
                guard names.insert(name).inserted else { throw Failure(description: "the property \(name) twice") }
                try expect(.punctuation(":"))
                try expect(.identifier("DynamicColor"))
                result.themeProperties.append(name)
            }
            try expect(.punctuation("}"))
            try expect(.keyword("extension"))
            try expect(.identifier(type))
            try expect(.punctuation("{"))
            let statics = Set(result.statics.map(\.expression))
            var instances: Set<String> = []
            while isNext("static") {
                try modifier(into: &result)
                index += 1
                try expect(.keyword("let"))
                let name = try identifier()
                guard instances.insert(name).inserted, !names.contains(name) else {
                    throw Failure(description: "the instance \(name) twice")
                }
                try expect(.punctuation("="))
                try expect(.identifier(type))
                try expect(.punctuation("("))
                try expect(.identifier("id"))
                try expect(.punctuation(":"))
                guard case .string(let id) = try take() else { throw Failure(description: "an id that is no string") }
                result.instances.append(Instance(name: name, id: id))
                for property in result.themeProperties {
                    try expect(.punctuation(","))
                    let label = try take()
                    guard label == .identifier(property) || label == .keyword(property) else {
                        throw Failure(description: "the label \(label) where \(property) belongs")
                    }
                    try expect(.punctuation(":"))
                    if next == .identifier("DynamicColor"), index + 1 < tokens.count,
                        tokens[index + 1] == .punctuation("(")
                    {
                        try colorExpression()
                    } else {
                        _ = try staticPath(among: statics)
                    }
                }
                try expect(.punctuation(")"))
            }
            try expect(.punctuation("}"))
        }

        /// `DynamicColor.A.b`, which must be one of `statics`; returns it.
        mutating func staticPath(among statics: Set<String>) throws -> String {
            var path = [try identifier()]
            while next == .punctuation(".") {
                index += 1
                path.append(try identifier())
            }
            let name = path.removeLast()
            let expression = Static(path: Array(path.dropFirst()), name: name).expression
            guard path.first == "DynamicColor", statics.contains(expression) else {
                throw Failure(description: "\(expression) is not a static declared above")
            }
            return expression
        }
    }
}
