import Foundation
import Logging
import ShadeTestSupport
import Testing

@testable import Shade
@testable import ShadeTheme

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

/// A problem handler that logs through ``ThemeProblem/log(to:)`` into `capture` and then calls
/// `report`.
@MainActor
func logged(to capture: LogCapture, then report: @escaping @MainActor (ThemeProblem) -> Void)
    -> @MainActor (ThemeProblem) -> Void
{
    let log = ThemeProblem.log(to: capturingLogger(capture))
    return { problem in
        log(problem)
        report(problem)
    }
}
