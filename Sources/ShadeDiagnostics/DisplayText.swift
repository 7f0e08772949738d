/// Text from a document made safe to show in a message.
///
/// A message that quotes a file must not hand the terminal it is printed on the file's control
/// characters, which move the cursor, recolor or retitle the window, or swallow the rest of the
/// line, nor hide what a reader cannot see: a zero-width space, a right-to-left override, a
/// no-break space where a space was meant. Such characters are shown as escapes instead:
///
/// ```
/// "dark\u0007"       the bell character, in a quoted value
/// found U+00A0       a no-break space where JSON allows only its own whitespace
/// ```
package enum DisplayText {
    /// Whether `scalar` is shown as an escape: control characters (C0, DEL, C1), format
    /// characters (bidirectional controls, zero-width characters, the byte order mark), line and
    /// paragraph separators, spaces other than U+0020, and U+FFFD, which stands for bytes that
    /// could not be decoded.
    package static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        if (0x20..<0x7F).contains(scalar.value) { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .surrogate: return true
        default: return scalar == "\u{FFFD}"
        }
    }

    /// `text` with each hidden scalar (see ``isHidden(_:)``) written as a JSON escape, `\u0007`
    /// (two escapes, a surrogate pair, above U+FFFF); other text is unchanged.
    package static func escaped(_ text: String) -> String {
        // Nearly every text is printable ASCII, which shows as it is: told by its bytes, not its
        // scalars' properties (a report escapes hundreds of thousands of names and numbers).
        let printable = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { 0x20 <= $0 && $0 < 0x7F }
        }
        if printable == true { return text }
        guard text.unicodeScalars.contains(where: isHidden) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isHidden(scalar) {
                result += escape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A name made of `bytes` that need not be UTF-8 (a file name), as text: what decodes as
    /// UTF-8 is shown as ``escaped(_:)`` shows it, and each byte that does not as `\xE9`.
    package static func escaped(bytes: [UInt8]) -> String {
        var result = ""
        var index = 0
        while index < bytes.count {
            var decoder = UTF8()
            var iterator = bytes[index...].makeIterator()
            if case .scalarValue(let scalar) = decoder.decode(&iterator) {
                result += isHidden(scalar) ? escape(scalar) : String(Character(scalar))
                index += UTF8.width(scalar)
            } else {
                result += "\\x" + hex(UInt32(bytes[index]), width: 2)
                index += 1
            }
        }
        return result
    }

    /// `text` cut to at most `limit` characters, with `…` for what is left out, escaped as
    /// ``escaped(_:)`` does: for quoting input of any size in a one-line message.
    package static func excerpt(_ text: String, limit: Int = 60) -> String {
        guard let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex), end < text.endIndex
        else { return escaped(text) }
        return escaped(String(text[..<end])) + "…"
    }

    /// How a message names one character it found: `'x'` when it is visible, otherwise its code
    /// point, `U+0007` (each code point of a character made of several).
    package static func describe(_ character: Character) -> String {
        guard character.unicodeScalars.contains(where: isHidden) else { return "'\(character)'" }
        return character.unicodeScalars.map(codePoint).joined(separator: " ")
    }

    /// `U+0007`: the scalar's code point, at least four hex digits.
    package static func codePoint(_ scalar: Unicode.Scalar) -> String {
        "U+" + hex(scalar.value, width: 4)
    }

    /// The JSON escape of `scalar`: `\u0007`, in uppercase hexadecimal, or a surrogate pair above
    /// U+FFFF (`\uD83C\uDF0A`); the one way Shade writes a `\u` escape.
    package static func escape(_ scalar: Unicode.Scalar) -> String {
        guard scalar.value > 0xFFFF else { return "\\u" + hex(scalar.value, width: 4) }
        let offset = scalar.value - 0x10000
        return "\\u" + hex(0xD800 + offset >> 10, width: 4) + "\\u" + hex(0xDC00 + offset & 0x3FF, width: 4)
    }

    /// `value` in uppercase hex, padded with zeros to `width` digits.
    package static func hex(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
