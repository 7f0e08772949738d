import ShadeDiagnostics
import ShadeJSON

/// Text of a theme file written into generated Swift source: in a string literal or in a comment.
///
/// Swift ends a comment line at a line feed or a carriage return, and a string literal at a quote
/// or a line break; a name that holds them would otherwise write code of its own. So every
/// scalar that ``DisplayText`` hides (control characters of C0 and C1 and DEL, line and paragraph
/// separators, bidirectional controls and other format characters such as zero-width ones and
/// the byte order mark, spaces other than U+0020) is written as an escape `\u{2028}`, in a
/// literal and in a comment alike; in a literal, a quote and a backslash are escaped too. The
/// generated file then holds no line break but those it writes itself, and no character that
/// shows other than it reads.
enum SwiftSourceText {
    /// `text` as a Swift string literal, `"Brand/\"Primary\"\u{2028}"`, which makes `text` again,
    /// scalar for scalar.
    static func stringLiteral(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            default: append(scalar, to: &literal)
            }
        }
        return literal + "\""
    }

    /// `text` as the lines of a comment, without the `///`: split at each line break (line feed,
    /// carriage return, the two together, vertical tab, form feed, U+0085, U+2028, U+2029), each
    /// line with its hidden scalars escaped. A name, which is one line, gives one line.
    static func commentLines(_ text: String) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { line in
            var escaped = ""
            for scalar in line.unicodeScalars { append(scalar, to: &escaped) }
            return escaped
        }
    }

    /// Appends `scalar` to `text`, as `\u{…}` when ``DisplayText`` hides it.
    private static func append(_ scalar: Unicode.Scalar, to text: inout String) {
        if DisplayText.isHidden(scalar) {
            text += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        } else {
            text.unicodeScalars.append(scalar)
        }
    }
}
