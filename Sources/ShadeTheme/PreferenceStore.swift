/// Where a ``ThemeManager`` keeps the user's choice between launches.
///
/// The manager loads once, synchronously, in its initializer (so the first frame already shows
/// the saved appearance) and saves after every change the user makes. `FilePreferenceStore` is
/// the default for apps; ``InMemoryPreferenceStore`` serves tests and previews.
@MainActor
public protocol PreferenceStore: AnyObject {
    /// The saved preferences, or `nil` when none have been saved.
    ///
    /// - Throws: ``PreferenceStoreError`` when something was saved but cannot be used. The manager
    ///   then starts from the defaults and reports the error; the store must not lose the damaged
    ///   data (a file store moves it aside before its next write).
    func load() throws(PreferenceStoreError) -> ThemePreferences?

    /// Saves `preferences`, replacing what was saved before, all at once: after a crash at any
    /// moment, ``load()`` returns either the old preferences or the new ones.
    func save(_ preferences: ThemePreferences) throws(PreferenceStoreError)

    /// Forgets the saved preferences, so the next ``load()`` returns `nil`.
    func reset() throws(PreferenceStoreError)
}

/// A ``PreferenceStore`` that keeps the preferences in memory, for tests and previews.
@MainActor
public final class InMemoryPreferenceStore: PreferenceStore {
    /// What is saved, or `nil`.
    public var preferences: ThemePreferences?
    /// How many times ``save(_:)`` was called: a test can check that a no-op change wrote nothing.
    public private(set) var saveCount = 0

    /// Creates a store holding `preferences`.
    public init(_ preferences: ThemePreferences? = nil) {
        self.preferences = preferences
    }

    /// What is saved.
    public func load() -> ThemePreferences? {
        preferences
    }

    /// Keeps `preferences` and counts the save.
    public func save(_ preferences: ThemePreferences) {
        self.preferences = preferences
        saveCount += 1
    }

    /// Forgets what is saved.
    public func reset() {
        preferences = nil
    }
}
