import Foundation
import Logging

@testable import Shade

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
