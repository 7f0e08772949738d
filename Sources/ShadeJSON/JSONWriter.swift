import ShadeDiagnostics

/// Writes JSON text.
package enum JSONWriter {
    /// `text` as a JSON string literal, quotes included, with the characters RFC 8259 requires
    /// escaped.
    package static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case "\u{00}"..."\u{1F}":
                let digits = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `text` as a JSON string literal for a message: ``quoted(_:)``, with every character a
    /// terminal would act on or a reader could not see escaped too (see ``DisplayText``), and cut
    /// after `limit` characters with `…` when a limit is given.
    package static func displayQuoted(_ text: String, limit: Int? = nil) -> String {
        guard let limit, let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex),
            end < text.endIndex
        else { return DisplayText.escaped(quoted(text)) }
        return DisplayText.escaped(quoted(String(text[..<end]))) + "…"
    }

    /// `value` as JSON text: on one line, or with `indent` spaces per level and one member or
    /// element per line when `indent` is above 0. Numbers are written as their literal, and
    /// members in their order, so ``JSONReader`` reads the text back to an equal value.
    package static func text(_ value: JSONValue, indent: Int = 0) -> String {
        var text = ""
        write(value, into: &text, indent: indent, level: 0)
        return text
    }

    private static func write(_ value: JSONValue, into text: inout String, indent: Int, level: Int) {
        let inner = indent > 0 ? "\n" + String(repeating: " ", count: indent * (level + 1)) : ""
        let outer = indent > 0 ? "\n" + String(repeating: " ", count: indent * level) : ""
        switch value {
        case .null: text += "null"
        case .bool(let flag): text += flag ? "true" : "false"
        case .number(let literal): text += literal
        case .string(let string): text += quoted(string)
        case .array(let elements):
            guard !elements.isEmpty else {
                text += "[]"
                return
            }
            text += "["
            for (index, element) in elements.enumerated() {
                text += (index == 0 ? "" : ",") + inner
                write(element.value, into: &text, indent: indent, level: level + 1)
            }
            text += outer + "]"
        case .object(let members):
            guard !members.isEmpty else {
                text += "{}"
                return
            }
            text += "{"
            for (index, member) in members.enumerated() {
                text += (index == 0 ? "" : ",") + inner + quoted(member.key) + (indent > 0 ? ": " : ":")
                write(member.node.value, into: &text, indent: indent, level: level + 1)
            }
            text += outer + "}"
        }
    }
}
