import ShadeCatalog
import ShadeColor

/// The bytes `shade fix` and the SARIF log's fixes replace for a file's changes: a value's
/// components through `ColorValueRewriter`, an alias's token through its alias edit.
enum ColorChangeWriter {
    /// The replacements in `bytes`, the file `file`, that make `changes` (each written there and
    /// no compromise), sorted by offset.
    static func replacements(for changes: [ColorChange], in bytes: [UInt8], file: String)
        throws(ColorValueRewriteError) -> [ByteReplacement]
    {
        var values: [ColorValueEdit] = []
        var aliases: [AliasEdit] = []
        for change in changes {
            guard let source = change.source else { continue }
            if let alias = change.alias {
                aliases.append(AliasEdit(location: source, original: alias.before, replacement: alias.after))
            } else {
                values.append(
                    ColorValueEdit(location: source, original: change.before, replacement: change.after.color))
            }
        }
        let found =
            try ColorValueRewriter.replacements(for: values, in: bytes, file: file)
            + ColorValueRewriter.replacements(for: aliases, in: bytes, file: file)
        return found.sorted { $0.offset < $1.offset }
    }
}
