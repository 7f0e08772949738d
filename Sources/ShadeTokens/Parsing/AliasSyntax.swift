import ShadeDiagnostics
import ShadeJSON

/// The curly-brace alias syntax, `{group.token}`.
package enum AliasSyntax {
    /// The path of a string that is one whole alias, such as `["color", "blue"]` for
    /// `{color.blue}`; `nil` for anything else.
    static func wholeAlias(_ text: String) -> [String]? {
        guard text.count >= 3, text.first == "{", text.last == "}" else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        let path = inner.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !path.contains(where: \.isEmpty) else { return nil }
        return path
    }

    /// The dot path of a string that is one whole alias, such as `color.blue` for `{color.blue}`
    /// (the parts of ``wholeAlias(_:)`` joined with `.`); `nil` for anything else.
    package static func wholeAliasName(_ text: String) -> String? {
        // An ASCII string is decided by its bytes: there, every character is one byte, except
        // CR LF, which is neither a brace nor a dot. Any other string goes through the characters.
        let decided: String??? = text.utf8.withContiguousStorageIfAvailable { bytes -> String?? in
            let count = bytes.count
            guard count >= 3, bytes[0] == UInt8(ascii: "{"), bytes[count - 1] == UInt8(ascii: "}") else {
                // Neither an ASCII string nor any other starts and ends with a brace byte.
                return .some(nil)
            }
            let inner = UnsafeBufferPointer(rebasing: bytes[1..<(count - 1)])
            var partIsEmpty = true
            for byte in inner {
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "}"): return .some(nil)
                case UInt8(ascii: "."):
                    if partIsEmpty { return .some(nil) }
                    partIsEmpty = true
                case 0x80...: return nil
                default: partIsEmpty = false
                }
            }
            return partIsEmpty ? .some(nil) : String(decoding: inner, as: UTF8.self)
        }
        // Nil when the storage is not contiguous, `.some(nil)` when the bytes do not decide.
        if case .some(.some(let answer)) = decided { return answer }
        return wholeAlias(text)?.joined(separator: ".")
    }

    /// Whether a string holds an alias among other text, as Tokens Studio's expressions do
    /// (`{size.base} * 2`, `rgba({color.blue}, 50%)`).
    static func containsAlias(_ text: String) -> Bool {
        guard let open = text.firstIndex(of: "{") else { return false }
        return text[open...].contains("}")
    }
}
