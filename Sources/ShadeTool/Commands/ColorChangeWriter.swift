import ShadeCatalog
import ShadeColor
import ShadeDiagnostics
import ShadeFiles
import ShadeJSON

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

    /// The replacements of each change `shade fix` would write (made, with a place in a file), by
    /// its position in `plan.changes`, each file read once. A file that cannot be read, or whose
    /// value is not there any more, gives its changes none.
    static func replacementsByChange(_ plan: ContrastFixPlan) -> [Int: [ByteReplacement]] {
        var result: [Int: [ByteReplacement]] = [:]
        for (file, indices) in plan.writtenChangesByFile {
            guard let bytes = try? FileSystem.contents(ofFileAt: file, limit: JSONReader.maximumThemeFileSize)
            else { continue }
            for index in indices {
                result[index] = try? replacements(for: [plan.changes[index]], in: bytes, file: file)
            }
        }
        return result
    }
}
