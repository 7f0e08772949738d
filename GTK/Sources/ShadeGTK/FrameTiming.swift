public import CAdwaita

/// How long changes take to reach the screen: from a change made on the main thread to the end of
/// the frame that shows it (the frame clock's `after-paint`), in GTK's own loop.
@MainActor
public enum FrameTiming {
    /// Makes `count` changes to `window`, one per frame: `change(i)` then the frame that follows,
    /// timed; calls `completion` with each change's milliseconds, in order.
    public static func measure(
        window: UnsafeMutablePointer<GtkWidget>, count: Int, change: @escaping @MainActor (Int) -> Void,
        completion: @escaping @MainActor ([Double]) -> Void
    ) {
        guard let clock = gtk_widget_get_frame_clock(window) else { return completion([]) }
        let run = Run(count: count, change: change, completion: completion)
        let handler = GObjectSignals.connect(UnsafeMutableRawPointer(clock), "after-paint") { _, _ in
            run.painted()
        }
        run.disconnect = { g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), gulong(handler)) }
        run.window = window
        run.next()
    }

    /// One measurement in progress.
    private final class Run {
        let count: Int
        let change: @MainActor (Int) -> Void
        let completion: @MainActor ([Double]) -> Void
        var window: UnsafeMutablePointer<GtkWidget>?
        var disconnect: (@MainActor () -> Void)?
        var times: [Double] = []
        var started: gint64?

        init(
            count: Int, change: @escaping @MainActor (Int) -> Void, completion: @escaping @MainActor ([Double]) -> Void
        ) {
            self.count = count
            self.change = change
            self.completion = completion
        }

        @MainActor func next() {
            guard times.count < count else {
                disconnect?()
                disconnect = nil
                completion(times)
                return
            }
            // Between frames, at the loop's lowest priority: nothing else is pending.
            GLibMainLoop.idle(priority: G_PRIORITY_LOW) { [self] in
                started = g_get_monotonic_time()
                change(times.count)
                // A change that draws nothing still ends with a frame.
                if let window { gtk_widget_queue_draw(window) }
            }
        }

        @MainActor func painted() {
            guard let started else { return }
            self.started = nil
            times.append(Double(g_get_monotonic_time() - started) / 1000)
            next()
        }
    }
}
