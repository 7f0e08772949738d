import ShadeJSON

/// JSON text laid out exactly as current Xcode writes a `Contents.json`.
///
/// Derived from the files recent Xcode versions write (the sorted files in the test fixtures, such
/// as NetNewsWire's and CodeEdit's color sets): keys sorted in byte order at every level, two
/// spaces of indentation per level, `" : "` between a key and its value, every element of an array
/// and every member of an object on its own line, an empty array or object as an opening bracket,
/// an empty line and the closing bracket, and a line break after the last brace.
enum XcodeJSONFormat {
    /// The bytes of a whole document.
    static func document(_ value: CatalogJSON) -> [UInt8] {
        var text = ""
        write(value, indentation: 0, into: &text)
        text += "\n"
        return Array(text.utf8)
    }

    private static func write(_ value: CatalogJSON, indentation: Int, into text: inout String) {
        switch value {
        case .null: text += "null"
        case .bool(let flag): text += flag ? "true" : "false"
        case .number(let literal): text += literal
        case .string(let string): text += JSONWriter.quoted(string)
        case .array(let elements):
            writeContainer(open: "[", close: "]", count: elements.count, indentation: indentation, into: &text) {
                index, text in
                write(elements[index], indentation: indentation + 2, into: &text)
            }
        case .object(let members):
            let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            writeContainer(open: "{", close: "}", count: sorted.count, indentation: indentation, into: &text) {
                index, text in
                text += JSONWriter.quoted(sorted[index].key) + " : "
                write(sorted[index].value, indentation: indentation + 2, into: &text)
            }
        }
    }

    private static func writeContainer(
        open: String, close: String, count: Int, indentation: Int, into text: inout String,
        element: (Int, inout String) -> Void
    ) {
        let inner = String(repeating: " ", count: indentation + 2)
        text += open + "\n"
        if count == 0 { text += "\n" }
        for index in 0..<count {
            text += inner
            element(index, &text)
            text += index == count - 1 ? "\n" : ",\n"
        }
        text += String(repeating: " ", count: indentation) + close
    }
}
