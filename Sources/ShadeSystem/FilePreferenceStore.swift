import Foundation
import ShadeFiles
import ShadeJSON
public import ShadeTheme

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The default `PreferenceStore`: a small JSON file in the platform's config directory.
///
/// ```swift
/// let store = try FilePreferenceStore(appIdentifier: "com.example.player")
/// // Linux: $XDG_CONFIG_HOME/com.example.player/appearance.json (or ~/.config/…)
/// // macOS: ~/Library/Application Support/com.example.player/appearance.json
/// ```
///
/// The store is built so that the user's choice is never lost and a bad file never takes the app
/// down:
///
/// - **Atomic writes.** Each save writes a temporary file beside the real one, flushes it to disk
///   and renames it over the old file, then flushes the directory. Killed at any moment, the
///   process leaves the old file or the new one, never a half-written one. (A kill can leave a
///   stray `.appearance.json.tmp-…` file behind; it is never read.)
/// - **Damaged files are kept.** A file that is empty, cut short, not the expected shape or of a
///   newer format version makes ``load()`` throw a located `PreferenceStoreError`. The store
///   remembers it, and before its next write moves it aside to
///   `appearance.json.corrupt-<UTC timestamp>` (never replacing an existing file), so it can be
///   inspected or recovered. Until then it is left untouched.
/// - A missing file is not an error: ``load()`` returns `nil` and the app starts with defaults.
///
/// The file holds `version`, `appearance`, `contrast` and `theme`; see
/// `ThemePreferences.fileContents()`.
@MainActor
public final class FilePreferenceStore: PreferenceStore {
    /// The name of the file inside the app's directory.
    public static let fileName = "appearance.json"

    /// The file's path.
    public let path: String

    /// The path the damaged file was last moved to, if a save has moved one aside.
    public private(set) var setAsidePath: String?

    /// Whether the file at ``path`` was found damaged by ``load()`` and is waiting to be moved aside.
    public private(set) var hasDamagedFile = false

    /// A preference file is a few dozen bytes; anything over this is not one of ours.
    static let sizeLimit = 64 * 1024

    /// Creates a store for the file at `path`. Nothing is read or created until the first
    /// ``load()`` or ``save(_:)``.
    public init(path: String) {
        self.path = path
    }

    /// Creates a store for the app's file in the platform's config directory:
    /// `<config directory>/<appIdentifier>/appearance.json`.
    ///
    /// - Parameters:
    ///   - appIdentifier: the app's identifier, such as `com.example.player`; it becomes a
    ///     directory name, so it must not be empty, `.` or `..`, or contain `/`.
    ///   - environment: where `HOME` and `XDG_CONFIG_HOME` are read; the process environment when
    ///     `nil`.
    /// - Throws: `PreferenceStoreError` with reason `.invalidLocation` for an identifier that
    ///   cannot name a directory or an environment with no home directory.
    public convenience init(
        appIdentifier: String,
        environment: [String: String]? = nil
    ) throws(PreferenceStoreError) {
        guard Self.isValidFileName(appIdentifier) else {
            throw PreferenceStoreError(
                .invalidLocation,
                "the app identifier \(JSONWriter.displayQuoted(appIdentifier)) cannot name a directory: "
                    + "it must be non-empty, not \".\" or \"..\", and contain no \"/\"")
        }
        let environment = environment ?? ProcessInfo.processInfo.environment
        guard let directory = Self.configDirectory(environment: environment) else {
            throw PreferenceStoreError(
                .invalidLocation, "there is no config directory: neither XDG_CONFIG_HOME nor HOME is set")
        }
        self.init(path: "\(directory)/\(appIdentifier)/\(Self.fileName)")
    }

    /// The directory for per-user configuration.
    ///
    /// On Linux and other Unix systems it follows the XDG Base Directory Specification:
    /// `$XDG_CONFIG_HOME` when it is set to an absolute path (the specification says to ignore a
    /// relative one), else `$HOME/.config`. On Apple platforms it is
    /// `$HOME/Library/Application Support`.
    public static func configDirectory(environment: [String: String]) -> String? {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
        #if canImport(Darwin)
            return home.map { "\($0)/Library/Application Support" }
        #else
            if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
                return xdg
            }
            return home.map { "\($0)/.config" }
        #endif
    }

    // MARK: - PreferenceStore

    /// Reads the file: `nil` when there is none, a located error (and the file marked to be moved
    /// aside) when it is damaged.
    public func load() throws(PreferenceStoreError) -> ThemePreferences? {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.contents(ofFileAt: path, limit: Self.sizeLimit)
        } catch {
            switch error.kind {
            case .missing:
                hasDamagedFile = false
                return nil
            case .tooLarge:
                hasDamagedFile = true
                throw PreferenceStoreError(.invalidContents, error.reason, path: path)
            case .folder, .notRegularFile, .symbolicLink, .system:
                throw PreferenceStoreError(.unreadable, error.reason, path: path)
            }
        }
        do {
            let preferences = try ThemePreferences(fileContents: bytes)
            hasDamagedFile = false
            return preferences
        } catch {
            hasDamagedFile = true
            var located = error
            located.path = path
            throw located
        }
    }

    /// Writes the file atomically, first moving a damaged file aside.
    public func save(_ preferences: ThemePreferences) throws(PreferenceStoreError) {
        do {
            try FileSystem.createDirectory(FileSystem.directoryName(of: path))
            try setDamagedFileAside()
            try FileSystem.replaceAtomically(path, with: Array(preferences.fileContents().utf8))
        } catch {
            throw PreferenceStoreError(.unwritable, error.message, path: path)
        }
    }

    /// Removes the file. A damaged file is moved aside instead, so that nothing is lost.
    public func reset() throws(PreferenceStoreError) {
        do {
            try setDamagedFileAside()
            try FileSystem.remove(path)
        } catch {
            throw PreferenceStoreError(.unwritable, error.message, path: path)
        }
    }

    // MARK: - Private

    /// Moves a file that ``load()`` found damaged to `…corrupt-<timestamp>`, with `-2`, `-3`, …
    /// added if that name is taken.
    private func setDamagedFileAside() throws(FileSystem.Failure) {
        guard hasDamagedFile else { return }
        guard FileSystem.exists(path) else {
            hasDamagedFile = false
            return
        }
        let base = "\(path).corrupt-\(FileSystem.timestamp())"
        var attempt = 1
        while true {
            let destination = attempt == 1 ? base : "\(base)-\(attempt)"
            do {
                try FileSystem.moveWithoutReplacing(path, to: destination)
                setAsidePath = destination
                hasDamagedFile = false
                return
            } catch  where error.code == EEXIST && attempt < 100 {
                attempt += 1
            }
        }
    }

    private static func isValidFileName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\0")
            && name.utf8.count <= 255
    }
}
