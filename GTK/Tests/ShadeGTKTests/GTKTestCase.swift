import CAdwaita
import Foundation
import ShadeGTK
import XCTest

/// GTK, initialized once for the test process (on the main thread, where XCTest runs tests),
/// with the main queue drained from GLib's main loop.
///
/// The tests need a display: run them as `.ci/run` and `GTK/Scripts/test` do, under
/// `xvfb-run -a dbus-run-session` with a temporary home.
@MainActor
enum GTKTesting {
    static let isInitialized: Bool = {
        guard gtk_init_check() != 0 else { return false }
        adw_init()
        MainQueueSource.install()
        return true
    }()

    /// Runs GLib's main loop until `condition` holds, for at most `timeout` seconds.
    static func wait(timeout: Double = 5, until condition: () -> Bool) -> Bool {
        GLibMainLoop.iterate(until: condition, timeout: timeout)
    }

    /// Runs GLib's main loop until `window` has presented a frame after now.
    static func waitForFrame(of window: UnsafeMutablePointer<GtkWidget>, timeout: Double = 5) -> Bool {
        guard let clock = gtk_widget_get_frame_clock(window) else {
            return wait(timeout: timeout) { gtk_widget_get_frame_clock(window) != nil }
                && waitForFrame(of: window, timeout: timeout)
        }
        let start = gdk_frame_clock_get_frame_counter(clock)
        gtk_widget_queue_draw(window)
        return wait(timeout: timeout) { gdk_frame_clock_get_frame_counter(clock) > start + 1 }
    }
}

/// A test case that needs GTK: skipped, with a reason, without a display. XCTest runs each test
/// on the main thread, where GTK lives: a test's body enters the main actor with
/// `MainActor.assumeIsolated`.
class GTKTestCase: XCTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        guard MainActor.assumeIsolated({ GTKTesting.isInitialized }) else {
            let reason = "GTK could not open a display: run under xvfb-run (GTK/Scripts/test)"
            // CI sets SHADE_REQUIRE_GTK: there, a missing display fails the tests instead.
            if ProcessInfo.processInfo.environment["SHADE_REQUIRE_GTK"] != nil { return XCTFail(reason) }
            throw XCTSkip(reason)
        }
    }

    /// Runs `body` on the main actor, where the test already runs.
    func onMain(_ body: @MainActor () throws -> Void) rethrows {
        try MainActor.assumeIsolated(body)
    }
}
