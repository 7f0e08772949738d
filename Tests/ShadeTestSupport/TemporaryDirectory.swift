import Foundation

/// A directory of its own under the system's temporary directory, removed when released.
public final class TemporaryDirectory: Sendable {
    /// The directory's path.
    public let path: String

    /// Creates the directory.
    public init() throws {
        let base = NSTemporaryDirectory().hasSuffix("/") ? NSTemporaryDirectory() : NSTemporaryDirectory() + "/"
        var template = Array("\(base)shade-tests-XXXXXX".utf8CString)
        guard let created = mkdtemp(&template) else {
            throw CocoaError(.fileWriteUnknown)
        }
        path = String(cString: created)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The path of `name` inside the directory.
    public func file(_ name: String) -> String {
        "\(path)/\(name)"
    }

    /// The names of the entries in the directory (or in `subdirectory`), sorted.
    public func entries(in subdirectory: String? = nil) throws -> [String] {
        let directory = subdirectory.map { "\(path)/\($0)" } ?? path
        return try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    }

    /// Writes `text` to `name`, creating directories on the way.
    public func write(_ text: String, to name: String) throws {
        let url = URL(fileURLWithPath: file(name))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// The text of the file `name`.
    public func read(_ name: String) throws -> String {
        try String(contentsOfFile: file(name), encoding: .utf8)
    }
}
