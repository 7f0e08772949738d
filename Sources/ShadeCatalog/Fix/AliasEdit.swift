public import ShadeDiagnostics
import ShadeJSON

/// A change of the token a design token's alias refers to: `"{color.blue.300}"` becomes
/// `"{color.blue.600}"`, where a fix points an alias at another token of the palette instead of
/// writing a value into it.
public struct AliasEdit: Hashable, Sendable {
    /// Where the alias string is (``ColorVariant/valueSource`` of a variant whose value is an
    /// alias).
    public var location: FileLocation
    /// The token the alias refers to now, as the file writes it between the braces.
    public var original: String
    /// The token it is to refer to.
    public var replacement: String

    /// Creates an edit.
    public init(location: FileLocation, original: String, replacement: String) {
        self.location = location
        self.original = original
        self.replacement = replacement
    }
}

extension ColorValueRewriter {
    /// The byte replacement that points each alias at its new token: the whole string literal
    /// `"{original}"` at the edit's place, replaced by `"{replacement}"`; sorted by offset.
    ///
    /// - Throws: ``ColorValueRewriteError`` with ``ColorValueRewriteError/Reason/changedSinceRead``
    ///   when the place does not hold that alias (the file changed since it was read), or
    ///   ``ColorValueRewriteError/Reason/otherFile`` for an edit of another file.
    public static func replacements(for edits: [AliasEdit], in bytes: [UInt8], file: String)
        throws(ColorValueRewriteError) -> [ByteReplacement]
    {
        let index = JSONByteIndex(bytes)
        var result: [ByteReplacement] = []
        for edit in edits {
            guard edit.location.file == file else {
                throw ColorValueRewriteError(
                    location: edit.location, reason: .otherFile, message: "the edit is for another file than \(file)")
            }
            // The literal is compared by what it reads as, so an alias written with escapes matches.
            guard let line = edit.location.line, let column = edit.location.column,
                let offset = index.offset(of: DocumentLocation(line: line, column: column)),
                let range = index.literal(at: offset),
                case .string(let written)? = (try? JSONReader.parse(bytes[range]))?.value,
                written.unicodeScalars.elementsEqual("{\(edit.original)}".unicodeScalars)
            else {
                throw ColorValueRewriteError(
                    location: edit.location, reason: .changedSinceRead,
                    message: "the alias {\(edit.original)} is no longer there; the file changed since it was read")
            }
            let start = DocumentLocation(line: line, column: column)
            result.append(
                ByteReplacement(
                    offset: range.lowerBound, length: range.count,
                    replacement: Array(JSONWriter.quoted("{\(edit.replacement)}").utf8), start: start,
                    end: index.location(after: start, bytes: range), original: Array(bytes[range])))
        }
        return result.sorted { $0.offset < $1.offset }
    }
}
