import Foundation
import Logging

@testable import Shade

/// A directory of its own under the system's temporary directory, removed when released.
final class TemporaryDirectory: Sendable {
    let path: String

    init() throws {
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
    func file(_ name: String) -> String {
        "\(path)/\(name)"
    }

    /// The names of the entries in the directory (or in `subdirectory`), sorted.
    func entries(in subdirectory: String? = nil) throws -> [String] {
        let directory = subdirectory.map { "\(path)/\($0)" } ?? path
        return try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    }

    func write(_ text: String, to name: String) throws {
        let url = URL(fileURLWithPath: file(name))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ name: String) throws -> String {
        try String(contentsOfFile: file(name), encoding: .utf8)
    }
}

/// A store whose saves fail, as on a full or read-only disk.
@MainActor
final class FailingPreferenceStore: PreferenceStore {
    var preferences: ThemePreferences?
    var loadError: PreferenceStoreError?

    init(preferences: ThemePreferences? = nil, loadError: PreferenceStoreError? = nil) {
        self.preferences = preferences
        self.loadError = loadError
    }

    func load() throws(PreferenceStoreError) -> ThemePreferences? {
        if let loadError { throw loadError }
        return preferences
    }

    func save(_ preferences: ThemePreferences) throws(PreferenceStoreError) {
        throw PreferenceStoreError(.unwritable, "No space left on device", path: "/full/appearance.json")
    }

    func reset() throws(PreferenceStoreError) {
        throw PreferenceStoreError(.unwritable, "No space left on device", path: "/full/appearance.json")
    }
}

/// A logger that writes into `capture`.
func capturingLogger(_ capture: LogCapture) -> Logger {
    var logger = Logger(label: "test") { _ in capture }
    logger.logLevel = .trace
    return logger
}
