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
/// The writer appends to one string as it goes, without building the text of each value
/// separately, so writing a report of thousands of findings costs little more than its bytes.
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
    /// The text written so far.
    fileprivate var text: String
    /// The line break and indentation of each level reached so far: `"\n"`, `"\n  "`, ….
    private var lineStarts: [String]

    fileprivate init(layout: JSONLayout, into text: String) {
        self.layout = layout
        self.text = text
        self.lineStarts = ["\n"]
    }

    /// `value` as JSON text laid out as `layout` says, without a final line break.
    package static func text(_ value: JSONValue, layout: JSONLayout) -> String {
        var text = ""
        append(value, layout: layout, to: &text)
        return text
    }

    /// `value` as the text of a whole file laid out as `layout` says: ``text(_:layout:)`` and a
    /// final line break.
    package static func document(_ value: JSONValue, layout: JSONLayout) -> String {
        var text = ""
        append(value, layout: layout, to: &text)
        text.append("\n")
        return text
    }

    /// Appends `value` to `text`, laid out as `layout` says, as it is at the start of a line.
    package static func append(_ value: JSONValue, layout: JSONLayout, to text: inout String) {
        var writer = JSONWriter(layout: layout, into: text)
        text = ""
        writer.write(value, level: 0)
        text = writer.text
    }

    /// `text` as a JSON string literal, quotes included, escaped as RFC 8259 requires.
    package static func quoted(_ text: String) -> String {
        var result = ""
        appendQuoted(text, escapingHidden: false, to: &result)
        return result
    }

    /// `text` as a JSON string literal for a message: ``quoted(_:)``, with every character a
    /// terminal would act on or a reader could not see escaped too (see `DisplayText`), and cut
    /// after `limit` characters with `…` when a limit is given.
    package static func displayQuoted(_ text: String, limit: Int? = nil) -> String {
        var result = ""
        guard let limit, let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex),
            end < text.endIndex
        else {
            appendQuoted(text, escapingHidden: true, to: &result)
            return result
        }
        appendQuoted(String(text[..<end]), escapingHidden: true, to: &result)
        return result + "…"
    }

    /// Appends `string` as a JSON string literal: in one piece when nothing in it needs escaping,
    /// as is almost always so, else scalar by scalar.
    fileprivate static func appendQuoted(_ string: String, escapingHidden: Bool, to text: inout String) {
        text.append("\"")
        let needsEscaping = string.utf8.contains {
            $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || (escapingHidden && $0 >= 0x7F)
        }
        guard needsEscaping else {
            text.append(string)
            text.append("\"")
            return
        }
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text.append("\\\"")
            case "\\": text.append("\\\\")
            case "\n": text.append("\\n")
            case "\r": text.append("\\r")
            case "\t": text.append("\\t")
            case "\u{08}": text.append("\\b")
            case "\u{0C}": text.append("\\f")
            case "\u{00}"..."\u{1F}": text.append(DisplayText.escape(scalar))
            default:
                if escapingHidden && DisplayText.isHidden(scalar) {
                    text.append(DisplayText.escape(scalar))
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        text.append("\"")
    }

    fileprivate mutating func write(_ value: JSONValue, level: Int) {
        switch value {
        case .null: text.append("null")
        case .bool(let flag): text.append(flag ? "true" : "false")
        case .number(let literal): text.append(literal)
        case .string(let string): Self.appendQuoted(string, escapingHidden: layout.escapesHiddenCharacters, to: &text)
        case .array(let elements):
            guard !elements.isEmpty else { return writeEmpty("[", "]", level: level) }
            if layout.writesScalarArraysOnOneLine, layout.indent > 0, elements.allSatisfy(\.isScalar) {
                text.append("[")
                for index in elements.indices {
                    if index > 0 { text.append(", ") }
                    write(elements[index], level: level + 1)
                }
                text.append("]")
                return
            }
            text.append("[")
            for index in elements.indices {
                if index > 0 { text.append(",") }
                startLine(level: level + 1)
                write(elements[index], level: level + 1)
            }
            startLine(level: level)
            text.append("]")
        case .object(let members):
            guard !members.isEmpty else { return writeEmpty("{", "}", level: level) }
            let ordered =
                layout.sortsKeys ? members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) } : members
            text.append("{")
            for index in ordered.indices {
                if index > 0 { text.append(",") }
                startLine(level: level + 1)
                Self.appendQuoted(ordered[index].key, escapingHidden: layout.escapesHiddenCharacters, to: &text)
                text.append(layout.keySeparator)
                write(ordered[index].value, level: level + 1)
            }
            startLine(level: level)
            text.append("}")
        }
    }

    private mutating func writeEmpty(_ open: String, _ close: String, level: Int) {
        text.append(open)
        if layout.opensEmptyContainers {
            text.append("\n")
            startLine(level: level)
        }
        text.append(close)
    }

    /// Starts a new line indented to `level`; nothing when the layout has no line breaks.
    fileprivate mutating func startLine(level: Int) {
        guard layout.indent > 0 else { return }
        while lineStarts.count <= level {
            lineStarts.append(lineStarts[lineStarts.count - 1] + String(repeating: " ", count: layout.indent))
        }
        text.append(lineStarts[level])
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
    private struct Container {
        var isArray: Bool
        var count = 0
    }

    private var writer: JSONWriter
    private var open: [Container] = []
    private let pieceSize: Int
    private let sink: (String) -> Void

    /// A stream that hands its text to `sink` in pieces of about `pieceSize` bytes, each the
    /// text that follows the last.
    package init(layout: JSONLayout, pieceSize: Int = 1 << 16, sink: @escaping (String) -> Void) {
        self.writer = JSONWriter(layout: layout, into: "")
        self.pieceSize = pieceSize
        self.sink = sink
    }

    /// Opens an object: the document itself, an element of the open array, or the value of
    /// `key` in the open object.
    package mutating func beginObject(key: String? = nil) {
        place(key: key)
        writer.text.append("{")
        open.append(Container(isArray: false))
    }

    /// Opens an array, placed as ``beginObject(key:)`` places an object.
    package mutating func beginArray(key: String? = nil) {
        place(key: key)
        writer.text.append("[")
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
            writer.text.append("\n")
            writer.startLine(level: open.count)
        }
        writer.text.append(container.isArray ? "]" : "}")
        flushIfFull()
    }

    /// Hands on the text not yet handed on.
    package mutating func finish() {
        guard !writer.text.isEmpty else { return }
        sink(writer.text)
        writer.text = ""
    }

    /// Starts the next value in the open container: a comma after the one before, a new line, and
    /// in an object the key.
    private mutating func place(key: String?) {
        guard let last = open.indices.last else { return }
        if open[last].count > 0 { writer.text.append(",") }
        open[last].count += 1
        writer.startLine(level: open.count)
        if !open[last].isArray {
            guard let key else { preconditionFailure("a value in an object needs a key") }
            JSONWriter.appendQuoted(key, escapingHidden: writer.layout.escapesHiddenCharacters, to: &writer.text)
            writer.text.append(writer.layout.keySeparator)
        }
    }

    private mutating func flushIfFull() {
        if writer.text.utf8.count >= pieceSize { finish() }
    }
}
