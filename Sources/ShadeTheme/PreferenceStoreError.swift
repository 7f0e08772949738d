public import ShadeDiagnostics

/// Why a ``PreferenceStore`` could not load or save the preferences.
///
/// The description names the file, and for a damaged file the line and column and what was wrong:
///
/// ```
/// ~/.config/com.example.app/appearance.json:3:17: "appearance" must be one of "system", "light",
/// "dark", but it is "purple"
/// ```
public struct PreferenceStoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of problem.
    public enum Reason: Hashable, Sendable {
        /// The file exists but is empty (or only whitespace), as a crash during a non-atomic write
        /// leaves it.
        case empty
        /// The file is not well-formed JSON, for example because it was cut short.
        case malformed
        /// The file is JSON but not preferences: a missing member, a wrong type, an unknown value.
        case invalidContents
        /// The file was written in a format version this code does not know, by a newer release.
        case unsupportedVersion(Int)
        /// The file could not be read, for example for lack of permission.
        case unreadable
        /// The preferences could not be written.
        case unwritable
        /// There is nowhere to keep the file: the app identifier cannot name a file, or the
        /// environment names no home or config directory.
        case invalidLocation
    }

    /// The kind of problem.
    public var reason: Reason
    /// What exactly went wrong, in a sentence without the file and location.
    public var message: String
    /// The file concerned, when the store is a file.
    public var path: String?
    /// Where in the file the problem is, when it is in the contents.
    public var location: DocumentLocation?

    /// Creates an error.
    public init(_ reason: Reason, _ message: String, path: String? = nil, location: DocumentLocation? = nil) {
        self.reason = reason
        self.message = message
        self.path = path
        self.location = location
    }

    /// Whether the stored data itself is bad (empty, malformed, invalid or of an unknown version),
    /// as opposed to the storage failing. A file store moves such a file aside before it writes.
    public var isDamagedData: Bool {
        switch reason {
        case .empty, .malformed, .invalidContents, .unsupportedVersion: true
        case .unreadable, .unwritable, .invalidLocation: false
        }
    }

    /// `path:line:column: message`, leaving out what is not known.
    ///
    /// Characters of the path or the message that a terminal would act on or a reader could not
    /// see (a control or format character, a space other than U+0020) are written as JSON escapes,
    /// `\u001B`, so that printing the error never sends a terminal such a character.
    public var description: String {
        var prefix = path.map { "\(DisplayText.escaped($0)):" } ?? ""
        if let location { prefix += "\(location.line):\(location.column):" }
        let message = DisplayText.escaped(message)
        return prefix.isEmpty ? message : "\(prefix) \(message)"
    }
}
