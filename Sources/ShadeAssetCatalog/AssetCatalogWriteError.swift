import ShadeDiagnostics
import ShadeJSON

/// Why ``AssetCatalogWriter`` wrote nothing.
///
/// When the writer throws, the destination is as it was: the new catalog is built in a hidden
/// folder beside it, which is removed again.
public enum AssetCatalogWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Something that is not an asset catalog (a file, or a folder whose name does not end in
    /// `.xcassets`) is at the destination. Pass
    /// ``AssetCatalogWriter/Options/replacingNonCatalogItem`` to replace it anyway.
    case destinationIsNotACatalog(path: String)
    /// An entry, group or asset needs a folder whose name cannot be one: `name` is the folder's
    /// name and `reason` says what is wrong with it.
    case invalidName(entry: String, name: String, reason: String)
    /// Two entries, or an entry and an asset of another type, need the same folder (compared
    /// without regard to case, as on the file systems of Apple platforms).
    case sameFolder(path: String, first: String, second: String)
    /// An entry, group or asset is inside `depth` nested groups, more than the `limit` whose
    /// assets ``AssetCatalogReader`` reads: the catalog would not read back.
    case tooDeep(entry: String, depth: Int, limit: Int)
    /// The file system refused an operation on `path`.
    case fileSystem(path: String, message: String)

    /// A sentence that names the path or entry and says what to do, with what does not show
    /// escaped (`DisplayText`).
    public var description: String {
        DisplayText.escaped(text)
    }

    private var text: String {
        switch self {
        case .destinationIsNotACatalog(let path):
            "\(path): error: is not an asset catalog (a folder named *.xcassets); not replaced, nothing was written"
        case .invalidName(let entry, let name, let reason):
            "error: \(entry): the folder name \"\(name)\" \(reason); nothing was written"
        case .sameFolder(let path, let first, let second):
            "\(path): error: both \(first) and \(second) would be written to this folder; nothing was written"
        case .tooDeep(let entry, let depth, let limit):
            "error: \(entry): is inside \(depth) nested groups; an asset catalog is read at most \(limit) deep, "
                + "so it would not read back; nothing was written"
        case .fileSystem(let path, let message):
            "\(path): error: \(message); the destination is unchanged"
        }
    }
}
