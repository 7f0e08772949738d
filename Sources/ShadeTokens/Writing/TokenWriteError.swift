import Foundation
import ShadeDiagnostics
import ShadeJSON

/// Why ``TokenWriter`` could not write a catalog.
public enum TokenWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An entry's path has a part tokens cannot have: empty, starting with `$` (other than
    /// `$root`), or containing `{`, `}` or `.`.
    ///
    /// The writer no longer throws it: such an entry is left out with a located error diagnostic,
    /// and the rest is written.
    case invalidName(entry: String, part: String)
    /// An entry's path is also a group: of other entries' paths, or one with properties
    /// (``ColorCatalog/groupMetadata``). A token cannot hold tokens or be a group.
    case tokenIsGroup(entry: String)
    /// A file is in the way, and ``TokenWriter/existingFiles`` does not allow replacing it.
    case existingFile(path: String, reason: String)
    /// The file system refused.
    case fileSystem(path: String, reason: String)

    /// The message, with what does not show escaped (`DisplayText`).
    public var description: String {
        DisplayText.escaped(text)
    }

    private var text: String {
        switch self {
        case .invalidName(let entry, let part):
            "\(entry): a token or group name must not be empty, start with `$` or contain `{`, `}` or `.`, found \(JSONWriter.displayQuoted(part, limit: 60))"
        case .tokenIsGroup(let entry):
            "\(entry): the entry is also a group of other entries; a token cannot hold tokens"
        case .existingFile(let path, let reason):
            "\(path): not replaced: \(reason)"
        case .fileSystem(let path, let reason):
            "\(path): \(reason)"
        }
    }
}
