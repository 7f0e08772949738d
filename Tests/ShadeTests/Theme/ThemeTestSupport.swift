import Foundation
import Logging
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

/// Waits on the main actor until `condition` holds, polling every 5 ms for up to `timeout` of
/// polls; fails the test otherwise.
///
/// The wait ends as soon as the condition holds, so the generous default costs nothing when it
/// passes. It counts its own polls rather than the clock: while other tests hold the main actor
/// (for long stretches on a loaded machine, or under the address sanitizer), neither this wait
/// nor the work it waits for can run, and a clock deadline could pass before that work had its
/// first turn.
@MainActor
func waitUntil(
    timeout: Duration = .seconds(30), _ condition: @MainActor () -> Bool,
    sourceLocation: SourceLocation = #_sourceLocation
) async throws {
    let interval = Duration.milliseconds(5)
    var polled = Duration.zero
    while !condition() {
        guard polled < timeout else {
            Issue.record("the condition did not become true within \(timeout)", sourceLocation: sourceLocation)
            return
        }
        try await Task.sleep(for: interval)
        polled += interval
    }
}
