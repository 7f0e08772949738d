package import ShadeDiagnostics

/// A strict JSON reader (RFC 8259) that says where a document goes wrong.
///
/// Preference files, and later catalogs and token files, are edited by people and damaged by
/// crashes; a useful error names the line and column. The reader accepts exactly RFC 8259 — no
/// trailing commas, comments or unquoted keys — keeps object members in document order, and
/// records where every value starts so a checker can point at a value of the wrong type too.
package struct JSONNode: Hashable, Sendable {
    /// The value.
    package var value: Value
    /// Where the value starts in the document.
    package var location: DocumentLocation

    /// A node made by a reader that builds a document from another (Figma's variables as design
    /// tokens), keeping the locations of the values it came from.
    package init(value: Value, location: DocumentLocation) {
        self.value = value
        self.location = location
    }
}

extension JSONNode {
    /// A node's value: a scalar, or the nodes it holds, each with its own location. Without the
    /// locations, it is a ``JSONValue`` (`JSONValue.init(_:)`).
    package enum Value: Hashable, Sendable {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// A number, with the literal as written so integers keep their exact digits.
        case number(literal: String)
        /// A string.
        case string(String)
        /// An array.
        case array([JSONNode])
        /// Members in document order; a duplicate key is reported by ``JSONReader`` as an error.
        /// Keys are compared by their Unicode scalars, as RFC 8259 compares them: `café` with a
        /// precomposed `é` and with `e` and U+0301 are two keys, though `String`'s `==` finds them
        /// equal.
        case object([(key: String, node: JSONNode)])

        /// A noun for messages: "a string", "an object", ….
        package var kindDescription: String {
            switch self {
            case .null: "null"
            case .bool: "a boolean"
            case .number: "a number"
            case .string: "a string"
            case .array: "an array"
            case .object: "an object"
            }
        }

        /// Whether two values are equal: the same kind, literal, string or elements, and members
        /// with the same keys and nodes in the same order.
        package static func == (lhs: Value, rhs: Value) -> Bool {
            switch (lhs, rhs) {
            case (.null, .null): true
            case (.bool(let l), .bool(let r)): l == r
            case (.number(let l), .number(let r)): l == r
            case (.string(let l), .string(let r)): l == r
            case (.array(let l), .array(let r)): l == r
            case (.object(let l), .object(let r)):
                l.elementsEqual(r) { $0.key.scalarsEqual($1.key) && $0.node == $1.node }
            default: false
            }
        }

        /// Hashes what ``==(_:_:)`` compares.
        package func hash(into hasher: inout Hasher) {
            switch self {
            case .null: hasher.combine(0)
            case .bool(let value): hasher.combine(value)
            case .number(let literal): hasher.combine(literal)
            case .string(let value): hasher.combine(value)
            case .array(let elements): hasher.combine(elements)
            case .object(let members):
                for member in members {
                    hasher.combine(member.key)
                    hasher.combine(member.node)
                }
            }
        }
    }
}

/// A JSON document that is not well formed, and where.
package struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    package var message: String
    package var location: DocumentLocation

    package var description: String { "\(location): \(message)" }
}

/// Reads JSON text into ``JSONNode``s.
///
/// Limits: a document of at most ``maximumSize`` bytes (8 MiB; a larger one is refused before it
/// is read) nesting at most ``maximumDepth`` levels (256); beyond either, a located error. Errors
/// name what they found readably: a character that does not show (a control or format
/// character, a space other than U+0020) by its code point, `found U+0007`; a byte that is not
/// UTF-8 by its value, `found byte 0x8F`; never the raw character. The fuzz target `fuzz-json`
/// checks that every location lies inside the document and that what is read is written and read
/// back the same.
package struct JSONReader {
    /// The deepest nesting accepted, so that hostile input cannot exhaust the stack.
    package static let maximumDepth = 256
    /// The largest document accepted, 8 MiB: far beyond any real theme or preference file (the
    /// largest design-token file seen in public design systems is under 50 KB), and small enough
    /// that reading one costs well under a second.
    package static let maximumSize = 8 << 20
    /// The largest theme file accepted (a token, resolver or Tokens Studio file, a Figma REST
    /// response), 64 MiB: Figma's REST response for a file's variables repeats each variable's
    /// id, collection and scopes and holds its value in every mode, so a real file of about
    /// 18,000 variables passes 8 MiB; 64 MiB reads some 130,000, past the 100,000 entries a read
    /// takes, in a few seconds. The bound stays, so that a file of gigabytes is still refused
    /// from its size.
    package static let maximumThemeFileSize = 64 << 20

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1
    private var depth = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Parses a whole document: one value, with only whitespace around it, of at most `limit`
    /// bytes (``maximumSize``, or ``maximumThemeFileSize`` for a theme file).
    package static func parse(_ bytes: some Sequence<UInt8>, limit: Int = maximumSize) throws(JSONSyntaxError)
        -> JSONNode
    {
        var reader = JSONReader(bytes: Array(bytes))
        guard reader.bytes.count <= limit else {
            throw reader.error(
                "the document is \(reader.bytes.count) bytes; the largest read is \(limit) bytes (\(limit >> 20) MiB)")
        }
        if reader.bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            reader.index = 3
        }
        try reader.checkEncoding()
        reader.skipWhitespace()
        guard reader.index < reader.bytes.count else {
            throw reader.error("the document is empty")
        }
        let node = try reader.readValue()
        reader.skipWhitespace()
        guard reader.index == reader.bytes.count else {
            throw reader.error("unexpected \(reader.describeNext()) after the end of the document")
        }
        return node
    }

    /// Parses a whole document given as a string.
    package static func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        try parse(text.utf8)
    }

    // MARK: - Values

    private mutating func readValue() throws(JSONSyntaxError) -> JSONNode {
        let location = currentLocation
        guard let byte = peek() else { throw error("the document ends where a value was expected") }
        let value: JSONNode.Value
        switch byte {
        case UInt8(ascii: "{"): value = try readObject()
        case UInt8(ascii: "["): value = try readArray()
        case UInt8(ascii: "\""): value = .string(try readString())
        case UInt8(ascii: "t"):
            try readLiteral("true")
            value = .bool(true)
        case UInt8(ascii: "f"):
            try readLiteral("false")
            value = .bool(false)
        case UInt8(ascii: "n"):
            try readLiteral("null")
            value = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = .number(literal: try readNumber())
        default: throw error("expected a value, found \(describeNext())")
        }
        return JSONNode(value: value, location: location)
    }

    private mutating func readObject() throws(JSONSyntaxError) -> JSONNode.Value {
        try enterContainer()
        advance()  // {
        var members: [(key: String, node: JSONNode)] = []
        // Duplicates are found by a scan while the object is small (most are), by a set beyond.
        // Names are compared by their scalars, as RFC 8259 does: `café` precomposed and decomposed
        // are two names (`String`'s `==` would make them one).
        var keys: ScalarSet?
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            advance()
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            let keyLocation = currentLocation
            guard peek() == UInt8(ascii: "\"") else {
                throw error("expected a member name in double quotes, found \(describeNext())")
            }
            let key = try readString()
            let isDuplicate: Bool
            if keys == nil, members.count < 16 {
                isDuplicate = members.contains { $0.key.scalarsEqual(key) }
            } else {
                if keys == nil {
                    var set = ScalarSet()
                    for member in members { set.insert(member.key) }
                    keys = set
                }
                isDuplicate = keys?.insert(key).inserted == false
            }
            guard !isDuplicate else {
                throw JSONSyntaxError(
                    message: "the member \(JSONWriter.displayQuoted(key, limit: 60)) appears twice",
                    location: keyLocation)
            }
            skipWhitespace()
            try expect(UInt8(ascii: ":"), "':' after the member name")
            skipWhitespace()
            members.append((key, try readValue()))
            skipWhitespace()
            if peek() == UInt8(ascii: ",") {
                advance()
                skipWhitespace()
                if peek() == UInt8(ascii: "}") { throw error("a trailing comma is not allowed") }
                continue
            }
            try expect(UInt8(ascii: "}"), "',' or '}' after a member")
            depth -= 1
            return .object(members)
        }
    }

    private mutating func readArray() throws(JSONSyntaxError) -> JSONNode.Value {
        try enterContainer()
        advance()  // [
        var elements: [JSONNode] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            advance()
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try readValue())
            skipWhitespace()
            if peek() == UInt8(ascii: ",") {
                advance()
                skipWhitespace()
                if peek() == UInt8(ascii: "]") { throw error("a trailing comma is not allowed") }
                continue
            }
            try expect(UInt8(ascii: "]"), "',' or ']' after an element")
            depth -= 1
            return .array(elements)
        }
    }

    private mutating func enterContainer() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw error("the document nests deeper than \(Self.maximumDepth) levels")
        }
    }

    private mutating func readString() throws(JSONSyntaxError) -> String {
        advance()  // opening quote
        // Runs of plain bytes are decoded whole; escapes are appended between them. Most strings
        // have no escape and become one decode of their bytes.
        var result = ""
        var run = index  // start of the current run of plain bytes
        while true {
            guard index < bytes.count else { throw error("the document ends inside a string") }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                if run < index { result += String(decoding: bytes[run..<index], as: UTF8.self) }
                advance()
                return result
            case UInt8(ascii: "\\"):
                if run < index { result += String(decoding: bytes[run..<index], as: UTF8.self) }
                let escapeLocation = currentLocation
                advance()
                do {
                    result.unicodeScalars.append(try readEscape())
                } catch {
                    throw JSONSyntaxError(message: error.message, location: escapeLocation)
                }
                run = index
            case 0..<0x20:
                throw error(
                    "a control character (U+\(DisplayText.hex(UInt32(byte), width: 4))) must be escaped in a string")
            default:
                // No line break here (it would be a control character): only the column moves.
                index += 1
                if byte & 0xC0 != 0x80 { column += 1 }
            }
        }
    }

    private mutating func readEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        guard let byte = peek() else { throw error("the document ends inside an escape sequence") }
        advance()
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try readHex4()
            if (0xD800..<0xDC00).contains(high) {
                guard peek() == UInt8(ascii: "\\") else {
                    throw error("a high surrogate must be followed by a low one")
                }
                advance()
                guard peek() == UInt8(ascii: "u") else { throw error("a high surrogate must be followed by a low one") }
                advance()
                let low = try readHex4()
                guard (0xDC00..<0xE000).contains(low) else {
                    throw error("a high surrogate must be followed by a low one")
                }
                guard let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) else {
                    preconditionFailure("a surrogate pair always encodes a scalar in U+10000...U+10FFFF")
                }
                return scalar
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("a lone low surrogate is not a character") }
            return scalar
        default:
            // The escape's location replaces this one (see readString), so `index` stays past it.
            let escaped = scalar(at: index - 1)
            guard let escaped, !DisplayText.isHidden(escaped) else {
                let found = escaped.map(DisplayText.codePoint) ?? "byte 0x\(DisplayText.hex(UInt32(byte), width: 2))"
                throw error("'\\' followed by \(found) is not an escape sequence")
            }
            throw error("\\\(escaped) is not an escape sequence")
        }
    }

    private mutating func readHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = hexValue(byte) else {
                throw error("\\u must be followed by four hexadecimal digits")
            }
            value = value << 4 | digit
            advance()
        }
        return value
    }

    private mutating func readNumber() throws(JSONSyntaxError) -> String {
        let start = index
        if peek() == UInt8(ascii: "-") { advance() }
        guard let first = peek(), isDigit(first) else { throw error("expected a digit, found \(describeNext())") }
        advance()
        if first != UInt8(ascii: "0") {
            while let byte = peek(), isDigit(byte) { advance() }
        } else if let byte = peek(), isDigit(byte) {
            throw error("a number must not start with 0")
        }
        if peek() == UInt8(ascii: ".") {
            advance()
            guard let byte = peek(), isDigit(byte) else { throw error("expected a digit after '.'") }
            while let byte = peek(), isDigit(byte) { advance() }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            advance()
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { advance() }
            guard let byte = peek(), isDigit(byte) else { throw error("expected a digit in the exponent") }
            while let byte = peek(), isDigit(byte) { advance() }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func readLiteral(_ word: StaticString) throws(JSONSyntaxError) {
        let start = currentLocation
        let startIndex = index
        for expected in UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount) {
            guard peek() == expected else {
                let letters = bytes[startIndex...].prefix { (0x61...0x7A).contains($0) || (0x41...0x5A).contains($0) }
                let found = letters.isEmpty ? describeNext() : "'\(String(decoding: letters, as: UTF8.self))'"
                throw JSONSyntaxError(message: "expected \(word), found \(found)", location: start)
            }
            advance()
        }
    }

    // MARK: - Bytes

    private var currentLocation: DocumentLocation { DocumentLocation(line: line, column: column) }

    private func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    /// Checks that the document is well-formed UTF-8 (RFC 8259 §8.1), so that no text is read
    /// with replacement characters in it; reports the first byte that breaks it, with its location.
    private func checkEncoding() throws(JSONSyntaxError) {
        // Runs of ASCII are passed eight bytes at a time; lines and columns are counted only to
        // place an error.
        let bad: Int? = bytes.withUnsafeBytes { raw in
            var position = index
            while position < raw.count {
                if position + 8 <= raw.count,
                    raw.loadUnaligned(fromByteOffset: position, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
                {
                    position += 8
                    continue
                }
                if raw[position] < 0x80 {
                    position += 1
                    continue
                }
                let length = Self.utf8SequenceLength(bytes, at: position)
                guard length > 0 else { return position }
                position += length
            }
            return nil
        }
        guard let bad else { return }
        var line = 1
        var column = 1
        for byte in bytes[index..<bad] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        throw JSONSyntaxError(
            message: "the document is not valid UTF-8: found byte 0x\(DisplayText.hex(UInt32(bytes[bad]), width: 2))",
            location: DocumentLocation(line: line, column: column))
    }

    /// The length of the well-formed UTF-8 sequence starting at `position`, or 0 when there is
    /// none: the byte ranges of the Unicode Standard's table 3-7, so overlong forms, surrogates and
    /// values above U+10FFFF are refused.
    private static func utf8SequenceLength(_ bytes: [UInt8], at position: Int) -> Int {
        func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            position + offset < bytes.count && range.contains(bytes[position + offset])
        }
        switch bytes[position] {
        case 0xC2...0xDF: return continuation(1) ? 2 : 0
        case 0xE0: return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF: return continuation(1) && continuation(2) ? 3 : 0
        case 0xED: return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : 0
        case 0xF0: return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4: return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default: return 0
        }
    }

    /// Moves past one byte, keeping the line and column: a column counts scalars, so UTF-8
    /// continuation bytes do not move it.
    private mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                column += 1
            case UInt8(ascii: "\n"):
                line += 1
                column = 1
            default:
                return
            }
            index += 1
        }
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(JSONSyntaxError) {
        guard peek() == byte else { throw error("expected \(what), found \(describeNext())") }
        advance()
    }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(message: message, location: currentLocation)
    }

    /// The next character for a message: `'x'`, "a line break", "the end of the document", or,
    /// for a character that does not show (a control or format character, a space other than
    /// U+0020), its code point: `U+0007`, never the character itself.
    private func describeNext() -> String {
        guard index < bytes.count else { return "the end of the document" }
        guard let scalar = scalar(at: index) else { return "byte 0x\(DisplayText.hex(UInt32(bytes[index]), width: 2))" }
        if scalar == "\n" || scalar == "\r" { return "a line break" }
        return DisplayText.describe(Character(scalar))
    }

    /// The scalar whose UTF-8 encoding starts at `position`, or `nil` when none does.
    private func scalar(at position: Int) -> Unicode.Scalar? {
        let length = bytes[position] < 0x80 ? 1 : Self.utf8SequenceLength(bytes, at: position)
        guard length > 0 else { return nil }
        var iterator = bytes[position..<(position + length)].makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
        return scalar
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}

/// The JSON reader for Shade's benchmark package, which compares the theme-file readers with the
/// reader alone on the same bytes; not part of Shade's API.
@_spi(Benchmarks)
public enum JSONReaderBenchmarkAccess {
    /// Parses `bytes` as one JSON document and returns the number of values read (0 when the
    /// document is not well formed), so the work cannot be optimized away.
    public static func parse(_ bytes: [UInt8]) -> Int {
        guard let node = try? JSONReader.parse(bytes) else { return 0 }
        return count(node)
    }

    private static func count(_ node: JSONNode) -> Int {
        switch node.value {
        case .array(let elements): elements.reduce(1) { $0 + count($1) }
        case .object(let members): members.reduce(1) { $0 + count($1.node) }
        default: 1
        }
    }
}
