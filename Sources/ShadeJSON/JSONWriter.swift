import ShadeDiagnostics

/// How ``JSONWriter`` lays out JSON text: one of three layouts, ``xcode``, ``pretty`` and
/// ``compact``, with two settings a caller may change.
package struct JSONLayout: Hashable, Sendable {
    /// Spaces per level of nesting; 0 writes the whole value on one line.
    fileprivate var indent: Int
    /// What is written between a key and its value.
    fileprivate var keySeparator: String
    /// Whether object members are written in the byte order of their keys rather than as given.
    fileprivate var sortsKeys: Bool
    /// Whether an empty array or object is written across lines, with an empty line inside.
    fileprivate var opensEmptyContainers: Bool

    /// Whether an array of numbers, strings, booleans and nulls is written on one line,
    /// `[1, "a", null]`, when the layout has line breaks; otherwise every element of an array is on
    /// its own line. True for ``pretty``; without line breaks, arrays are on one line anyway.
    package var writesScalarArraysOnOneLine: Bool
    /// Whether a character that does not show (a control or format character, a space other than
    /// U+0020, as `DisplayText` decides) is written as a `\u` escape even where JSON allows it
    /// as it is, so that the text is safe to print on a terminal. False in every layout.
    package var escapesHiddenCharacters = false

    /// Exactly the text current Xcode writes for a `Contents.json`.
    ///
    /// Derived from the files recent Xcode versions write (the sorted files in the test fixtures,
    /// such as NetNewsWire's and CodeEdit's color sets): keys sorted in byte order at every level,
    /// two spaces of indentation per level, `" : "` between a key and its value, every element of
    /// an array and every member of an object on its own line, and an empty array or object as an
    /// opening bracket, an empty line and the closing bracket. A document ends with a line break
    /// (``JSONWriter/document(_:layout:)``).
    package static let xcode = JSONLayout(
        indent: 2, keySeparator: " : ", sortsKeys: true, opensEmptyContainers: true, writesScalarArraysOnOneLine: false)

    /// The pretty form of design-token files: members in the order given, two spaces of
    /// indentation, `": "` after a key, one member of an object per line, an array of scalars on
    /// one line (`[0.5, 1, "none"]`) and an array holding arrays or objects one element per line,
    /// and `[]` and `{}` for empty ones.
    package static let pretty = JSONLayout(
        indent: 2, keySeparator: ": ", sortsKeys: false, opensEmptyContainers: false, writesScalarArraysOnOneLine: true)

    /// Everything on one line with no space: `{"a":[1,2],"b":{}}`; members in the order given.
    package static let compact = JSONLayout(
        indent: 0, keySeparator: ":", sortsKeys: false, opensEmptyContainers: false, writesScalarArraysOnOneLine: false)

    private init(
        indent: Int, keySeparator: String, sortsKeys: Bool, opensEmptyContainers: Bool,
        writesScalarArraysOnOneLine: Bool
    ) {
        self.indent = indent
        self.keySeparator = keySeparator
        self.sortsKeys = sortsKeys
        self.opensEmptyContainers = opensEmptyContainers
        self.writesScalarArraysOnOneLine = writesScalarArraysOnOneLine
    }
}

/// Writes JSON text: the one place Shade lays out JSON and escapes its strings.
///
/// The writer appends UTF-8 bytes to one buffer as it goes, without building the text of each
/// value separately, so writing a report of thousands of findings costs little more than its
/// bytes.
///
/// ```swift
/// let value = JSONValue.object([JSONValue.Member("version", .number(1))])
/// JSONWriter.text(value, layout: .compact)   // {"version":1}
/// JSONWriter.document(value, layout: .xcode) // "{\n  \"version\" : 1\n}\n"
/// ```
///
/// Strings are escaped as RFC 8259 requires, and no more: `"` and `\` with a backslash; line
/// feed, carriage return, tab, backspace and form feed as `\n`, `\r`, `\t`, `\b` and `\f`; other
/// control characters below U+0020 as `\u001F`, in uppercase hexadecimal; every other character,
/// `/` and characters beyond U+FFFF included, as it is. With
/// ``JSONLayout/escapesHiddenCharacters``, a character that does not show is escaped too, one
/// beyond U+FFFF as a surrogate pair (`\uDB40\uDC41`). ``JSONReader`` reads what it writes back
/// to an equal value.
package struct JSONWriter {
    fileprivate let layout: JSONLayout
    /// The UTF-8 of the text written so far.
    fileprivate var bytes: [UInt8] = []
    /// The line break and indentation of each level reached so far: `"\n"`, `"\n  "`, ….
    private var lineStarts: [[UInt8]] = [[0x0A]]

    fileprivate init(layout: JSONLayout) {
        self.layout = layout
    }

    /// `value` as JSON text laid out as `layout` says, without a final line break.
    package static func text(_ value: JSONValue, layout: JSONLayout) -> String {
        var writer = JSONWriter(layout: layout)
        writer.write(value, level: 0)
        return writer.text
    }

    /// `value` as the text of a whole file laid out as `layout` says: ``text(_:layout:)`` and a
    /// final line break.
    package static func document(_ value: JSONValue, layout: JSONLayout) -> String {
        var writer = JSONWriter(layout: layout)
        writer.write(value, level: 0)
        writer.bytes.append(0x0A)
        return writer.text
    }

    /// Appends `value` to `text`, laid out as `layout` says, as it is at the start of a line.
    package static func append(_ value: JSONValue, layout: JSONLayout, to text: inout String) {
        text += self.text(value, layout: layout)
    }

    /// `text` as a JSON string literal, quotes included, escaped as RFC 8259 requires.
    package static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        appendQuoted(text, escapingHidden: false, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` as a JSON string literal for a message: ``quoted(_:)``, with every character a
    /// terminal would act on or a reader could not see escaped too (see `DisplayText`), and cut
    /// after `limit` characters with `…` when a limit is given.
    package static func displayQuoted(_ text: String, limit: Int? = nil) -> String {
        var bytes: [UInt8] = []
        guard let limit, let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex),
            end < text.endIndex
        else {
            appendQuoted(text, escapingHidden: true, to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
        appendQuoted(String(text[..<end]), escapingHidden: true, to: &bytes)
        return String(decoding: bytes, as: UTF8.self) + "…"
    }

    /// The text written so far.
    fileprivate var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Whether a byte of a string's UTF-8 calls for the string to be escaped: one below U+0020,
    /// `"`, `\`, and when `escapingHidden`, any byte of a character beyond ASCII (and DEL).
    private static func needsEscaping(_ byte: UInt8, escapingHidden: Bool) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || (escapingHidden && byte >= 0x7F)
    }

    /// Appends `string` as a JSON string literal: its bytes in one piece when nothing in it needs
    /// escaping, as is almost always so, else scalar by scalar.
    fileprivate static func appendQuoted(_ string: String, escapingHidden: Bool, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        let copied = string.utf8.withContiguousStorageIfAvailable { utf8 in
            guard !utf8.contains(where: { needsEscaping($0, escapingHidden: escapingHidden) }) else { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if copied != true {
            for scalar in string.unicodeScalars {
                switch scalar {
                case "\"": append("\\\"", to: &bytes)
                case "\\": append("\\\\", to: &bytes)
                case "\n": append("\\n", to: &bytes)
                case "\r": append("\\r", to: &bytes)
                case "\t": append("\\t", to: &bytes)
                case "\u{08}": append("\\b", to: &bytes)
                case "\u{0C}": append("\\f", to: &bytes)
                case "\u{00}"..."\u{1F}": append(DisplayText.escape(scalar), to: &bytes)
                default:
                    if escapingHidden && DisplayText.isHidden(scalar) {
                        append(DisplayText.escape(scalar), to: &bytes)
                    } else {
                        UTF8.encode(scalar) { bytes.append($0) }
                    }
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends the UTF-8 of `text`.
    private static func append(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends one ASCII character.
    fileprivate mutating func append(_ character: Unicode.Scalar) {
        bytes.append(UInt8(truncatingIfNeeded: character.value))
    }

    fileprivate mutating func write(_ value: JSONValue, level: Int) {
        switch value {
        case .null: Self.append("null", to: &bytes)
        case .bool(let flag): Self.append(flag ? "true" : "false", to: &bytes)
        case .number(let literal): Self.append(literal, to: &bytes)
        case .string(let string): Self.appendQuoted(string, escapingHidden: layout.escapesHiddenCharacters, to: &bytes)
        case .array(let elements):
            guard !elements.isEmpty else { return writeEmpty("[", "]", level: level) }
            if layout.writesScalarArraysOnOneLine, layout.indent > 0, elements.allSatisfy(\.isScalar) {
                append("[")
                for index in elements.indices {
                    if index > 0 { Self.append(", ", to: &bytes) }
                    write(elements[index], level: level + 1)
                }
                append("]")
                return
            }
            append("[")
            for index in elements.indices {
                if index > 0 { append(",") }
                startLine(level: level + 1)
                write(elements[index], level: level + 1)
            }
            startLine(level: level)
            append("]")
        case .object(let members):
            guard !members.isEmpty else { return writeEmpty("{", "}", level: level) }
            let ordered =
                layout.sortsKeys ? members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) } : members
            append("{")
            for index in ordered.indices {
                if index > 0 { append(",") }
                startLine(level: level + 1)
                writeKey(ordered[index].key)
                write(ordered[index].value, level: level + 1)
            }
            startLine(level: level)
            append("}")
        }
    }

    /// Writes `key` and the separator that follows it.
    fileprivate mutating func writeKey(_ key: String) {
        Self.appendQuoted(key, escapingHidden: layout.escapesHiddenCharacters, to: &bytes)
        Self.append(layout.keySeparator, to: &bytes)
    }

    private mutating func writeEmpty(_ open: Unicode.Scalar, _ close: Unicode.Scalar, level: Int) {
        append(open)
        if layout.opensEmptyContainers {
            append("\n")
            startLine(level: level)
        }
        append(close)
    }

    /// Starts a new line indented to `level`; nothing when the layout has no line breaks.
    fileprivate mutating func startLine(level: Int) {
        guard layout.indent > 0 else { return }
        while lineStarts.count <= level {
            lineStarts.append(
                lineStarts[lineStarts.count - 1] + Array(repeating: UInt8(ascii: " "), count: layout.indent))
        }
        bytes.append(contentsOf: lineStarts[level])
    }
}

/// Writes one JSON document a piece at a time, laid out exactly as ``JSONWriter`` lays out the
/// whole value, and hands the text on in pieces of about `pieceSize` bytes: a document of any
/// size is written with a buffer of that size instead of a tree of the whole document and its
/// whole text. Keys are written in the order they are given (a layout that sorts keys sorts
/// those of each whole value written), and an array opened with ``beginArray(key:)`` has each
/// element on its own line.
///
/// ```swift
/// var stream = JSONStream(layout: .pretty) { output.write($0) }
/// stream.beginObject()
/// stream.write(.number(2), key: "version")
/// stream.beginArray(key: "items")
/// for item in items { stream.write(item.json) }
/// stream.end()
/// stream.end()
/// stream.finish()
/// ```
package struct JSONStream {
    /// An open object or array: whether it is an array, and how many values it holds so far.
    fileprivate struct Container {
        var isArray: Bool
        var count = 0
    }

    fileprivate var writer: JSONWriter
    fileprivate var open: [Container] = []
    private let pieceSize: Int
    private let sink: (String) -> Void

    /// A stream that hands its text to `sink` in pieces of about `pieceSize` bytes, each the
    /// text that follows the last.
    package init(layout: JSONLayout, pieceSize: Int = 1 << 16, sink: @escaping (String) -> Void) {
        self.writer = JSONWriter(layout: layout)
        self.pieceSize = pieceSize
        self.sink = sink
    }

    /// A stream that keeps its text, placed as elements of an array `depth` levels deep, for
    /// ``JSONElements``.
    fileprivate init(layout: JSONLayout, elementsAtDepth depth: Int) {
        self.writer = JSONWriter(layout: layout)
        self.pieceSize = .max
        self.sink = { _ in }
        self.open = Array(repeating: Container(isArray: true), count: depth)
    }

    /// How many objects and arrays are open: the depth of what is written next, which
    /// ``JSONElements/init(layout:depth:_:)`` takes to lay out elements apart.
    package var depth: Int { open.count }

    /// Writes elements of the open array that were laid out apart (``JSONElements``), after those
    /// written so far.
    package mutating func write(_ elements: JSONElements) {
        guard let last = open.indices.last, open[last].isArray, elements.depth == open.count else {
            preconditionFailure("elements are written into the open array at the depth they were laid out for")
        }
        guard elements.count > 0 else { return }
        if open[last].count > 0 { writer.append(",") }
        open[last].count += elements.count
        writer.bytes.append(contentsOf: elements.bytes)
        flushIfFull()
    }

    /// Opens an object: the document itself, an element of the open array, or the value of
    /// `key` in the open object.
    package mutating func beginObject(key: String? = nil) {
        place(key: key)
        writer.append("{")
        open.append(Container(isArray: false))
    }

    /// Opens an array, placed as ``beginObject(key:)`` places an object.
    package mutating func beginArray(key: String? = nil) {
        place(key: key)
        writer.append("[")
        open.append(Container(isArray: true))
    }

    /// Writes a whole value, placed as ``beginObject(key:)`` places an object.
    package mutating func write(_ value: JSONValue, key: String? = nil) {
        place(key: key)
        writer.write(value, level: open.count)
        flushIfFull()
    }

    /// Closes the innermost open object or array.
    package mutating func end() {
        guard let container = open.popLast() else { preconditionFailure("end() without an open object or array") }
        if container.count > 0 {
            writer.startLine(level: open.count)
        } else if writer.layout.opensEmptyContainers {
            writer.append("\n")
            writer.startLine(level: open.count)
        }
        writer.append(container.isArray ? "]" : "}")
        flushIfFull()
    }

    /// Hands on the text not yet handed on.
    package mutating func finish() {
        guard !writer.bytes.isEmpty else { return }
        sink(writer.text)
        // The next piece reuses the buffer rather than growing a new one from nothing.
        writer.bytes.removeAll(keepingCapacity: true)
    }

    /// Starts the next value in the open container: a comma after the one before, a new line, and
    /// in an object the key.
    private mutating func place(key: String?) {
        guard let last = open.indices.last else { return }
        if open[last].count > 0 { writer.append(",") }
        open[last].count += 1
        writer.startLine(level: open.count)
        if !open[last].isArray {
            guard let key else { preconditionFailure("a value in an object needs a key") }
            writer.writeKey(key)
        }
    }

    private mutating func flushIfFull() {
        if writer.bytes.count >= pieceSize { finish() }
    }
}

/// The text of some elements of an array, laid out apart from the stream that writes the array
/// (``JSONStream/write(_:)``), so that the elements of a long array can be laid out on several
/// threads and written in order.
///
/// ```swift
/// stream.beginArray(key: "findings")
/// let depth = stream.depth
/// let parts = chunks.map { chunk in   // on any thread
///     JSONElements(layout: layout, depth: depth) { elements in
///         for finding in chunk { elements.write(finding.json) }
///     }
/// }
/// parts.forEach { stream.write($0) }
/// stream.end()
/// ```
package struct JSONElements: Sendable {
    /// The text, from the start of the first element's line to the end of the last element.
    fileprivate let bytes: [UInt8]
    /// How many elements the text holds.
    fileprivate let count: Int
    /// The depth of the elements' array in the document.
    fileprivate let depth: Int

    /// The elements `write` writes into the stream it is given, each with
    /// ``JSONStream/write(_:key:)``, ``JSONStream/beginObject(key:)`` or
    /// ``JSONStream/beginArray(key:)`` and no key, laid out as `layout` lays out the elements of
    /// an array whose stream's ``JSONStream/depth`` is `depth`.
    package init(layout: JSONLayout, depth: Int, _ write: (inout JSONStream) -> Void) {
        precondition(depth > 0, "elements belong to an array, which is at least one level deep")
        var stream = JSONStream(layout: layout, elementsAtDepth: depth)
        write(&stream)
        precondition(stream.depth == depth, "each element written is closed")
        bytes = stream.writer.bytes
        count = stream.open[depth - 1].count
        self.depth = depth
    }
}
