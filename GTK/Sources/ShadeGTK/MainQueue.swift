import CAdwaita
import Dispatch
import Glibc

/// Swift's main actor inside GLib's main loop.
///
/// On Linux the main actor runs its work on libdispatch's main queue, which only a run loop that
/// knows about it drains: `dispatchMain()`, Foundation's `RunLoop`, or nothing while
/// `g_application_run` holds the main thread. Then a `Task { @MainActor in … }`, and anything sent
/// to the main actor from another thread (a `Subject`'s main-actor observers, a themes folder's
/// changes, the desktop portal's), waits for ever.
///
/// ``install()`` adds a GLib source for the main queue's wake-up handle (an eventfd, readable
/// when work is queued) to the default main context; when it fires, the queue's work runs there,
/// on the main thread, between GTK's own events. libdispatch provides the handle and the function
/// that drains the queue for exactly this (`_dispatch_get_main_queue_handle_4CF`,
/// `_dispatch_main_queue_callback_4CF`, which Foundation's run loop uses on Linux).
@MainActor
public enum MainQueueSource {
    /// The GLib source's id, once installed.
    private static var sourceID: guint = 0

    /// Whether ``install()`` has run.
    public static var isInstalled: Bool { sourceID != 0 }

    /// Drains the main queue from GLib's default main context from now on; call it on the main
    /// thread before the main loop runs. Calling it again does nothing.
    public static func install() {
        guard sourceID == 0 else { return }
        let handle = _dispatch_get_main_queue_handle_4CF()
        sourceID = g_unix_fd_add(
            handle, G_IO_IN,
            { descriptor, _, _ in
                // Reset the eventfd's counter first: work queued while the queue drains wakes
                // the loop again.
                var counter: UInt64 = 0
                _ = read(descriptor, &counter, MemoryLayout<UInt64>.size)
                _dispatch_main_queue_callback_4CF(nil)
                return gboolean(1)  // G_SOURCE_CONTINUE
            }, nil)
    }
}
