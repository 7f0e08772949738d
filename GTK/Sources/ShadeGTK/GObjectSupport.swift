import CAdwaita

/// A Swift closure handed to GObject as a signal handler's data: retained while the handler is
/// connected, released by GObject when it is disconnected or its object is finalized.
@MainActor
final class SignalHandler {
    let body: @MainActor (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void

    init(_ body: @escaping @MainActor (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void) {
        self.body = body
    }
}

/// Releases a `SignalHandler` when GObject drops it.
private let releaseHandler: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// The C function of a signal with no argument besides the instance.
private let callHandler0: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
    call(data, nil, nil)
}

/// The C function of a signal with one pointer argument besides the instance.
private let callHandler1: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, first, data in
    call(data, first, nil)
}

/// The C function of a signal with two pointer arguments besides the instance.
private let callHandler2: @convention(c) (gpointer?, gpointer?, gpointer?, gpointer?) -> Void = {
    _, first, second, data in
    call(data, first, second)
}

/// Calls the `SignalHandler` at `data` with the signal's arguments, on the main actor (GTK
/// calls handlers on the main thread). The pointers cross into the main actor as addresses:
/// they are GTK's, valid for the call.
private func call(_ data: gpointer?, _ first: gpointer?, _ second: gpointer?) {
    guard let data else { return }
    let addresses = (UInt(bitPattern: data), UInt(bitPattern: first), UInt(bitPattern: second))
    MainActor.assumeIsolated {
        guard let data = UnsafeMutableRawPointer(bitPattern: addresses.0) else { return }
        Unmanaged<SignalHandler>.fromOpaque(data).takeUnretainedValue().body(
            UnsafeMutableRawPointer(bitPattern: addresses.1), UnsafeMutableRawPointer(bitPattern: addresses.2))
    }
}

/// Signals and object data of GObject, from Swift.
///
/// GTK calls handlers on the thread that runs its main loop, the main thread, where Swift's main
/// actor runs too: each handler enters through `MainActor.assumeIsolated`, which traps if that
/// ever stops being true rather than run main-actor code elsewhere.
@MainActor
public enum GObjectSignals {
    /// The number of pointer arguments a signal passes between its instance and the handler's
    /// data (`clicked`: 0; `notify`: 1, the parameter; `activate` of an action: 1, the parameter).
    public enum Arity: Sendable {
        case none, one, two
    }

    /// Connects `body` to `signal` of `instance`; it is called with the signal's pointer
    /// arguments (as many as `arity` says, `nil` beyond), and released with the connection.
    @discardableResult
    public static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String, arity: Arity = .none,
        _ body: @escaping @MainActor (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
    ) -> UInt {
        let handler = Unmanaged.passRetained(SignalHandler(body) as AnyObject).toOpaque()
        let function: GCallback =
            switch arity {
            case .none: unsafeBitCast(callHandler0, to: GCallback.self)
            case .one: unsafeBitCast(callHandler1, to: GCallback.self)
            case .two: unsafeBitCast(callHandler2, to: GCallback.self)
            }
        return UInt(shade_signal_connect(instance, signal, function, handler, releaseHandler))
    }

    /// Keeps `object` (a Swift object) alive as long as the GObject `owner`, under `key`, and
    /// calls `finalized` when GObject drops it (when `owner` is finalized, or the key is set again).
    public static func attach(
        _ object: AnyObject, to owner: UnsafeMutableRawPointer, key: String,
        finalized: (@MainActor () -> Void)? = nil
    ) {
        let box = AttachedObject(object: object, finalized: finalized)
        g_object_set_data_full(
            shade_object(owner), key, Unmanaged.passRetained(box).toOpaque(),
            { data in
                guard let data else { return }
                let box = Unmanaged<AttachedObject>.fromOpaque(data).takeRetainedValue()
                MainActor.assumeIsolated { box.finalized?() }
            })
    }

    /// The Swift object ``attach(_:to:key:finalized:)`` attached to `owner` under `key`.
    public static func attached(to owner: UnsafeMutableRawPointer, key: String) -> AnyObject? {
        guard let data = g_object_get_data(shade_object(owner), key) else { return nil }
        return Unmanaged<AttachedObject>.fromOpaque(data).takeUnretainedValue().object
    }
}

/// What ``GObjectSignals/attach(_:to:key:finalized:)`` keeps on a GObject.
private final class AttachedObject {
    let object: AnyObject
    let finalized: (@MainActor () -> Void)?

    init(object: AnyObject, finalized: (@MainActor () -> Void)?) {
        self.object = object
        self.finalized = finalized
    }
}

/// Work for GLib's main loop.
@MainActor
public enum GLibMainLoop {
    /// Runs `body` once, when the main loop is idle at `priority` (GLib's: lower runs first),
    /// unless the returned source is removed first (`g_source_remove`).
    @discardableResult
    public static func idle(priority: Int32, _ body: @escaping @MainActor () -> Void) -> UInt32 {
        let handler = Unmanaged.passRetained(SignalHandler { _, _ in body() } as AnyObject).toOpaque()
        return g_idle_add_full(
            priority,
            { data in
                call(data, nil, nil)
                return gboolean(0)  // G_SOURCE_REMOVE
            }, handler,
            { data in
                guard let data else { return }
                Unmanaged<AnyObject>.fromOpaque(data).release()
            })
    }

    /// Runs the default main context's pending work until `condition` holds or `timeout`
    /// seconds pass; returns whether it holds. For tests and command-line runs that wait for GTK.
    public static func iterate(until condition: () -> Bool, timeout: Double) -> Bool {
        let deadline = g_get_monotonic_time() + gint64(timeout * 1_000_000)
        while !condition() {
            guard g_get_monotonic_time() < deadline else { return false }
            // Without pending work, wait a millisecond rather than block: the deadline holds.
            if g_main_context_iteration(nil, 0) == 0 { g_usleep(1000) }
        }
        return true
    }
}

/// What a GTK constructor returned: GTK's constructors return an object or abort (GLib aborts
/// when memory runs out), so a `nil` here is a broken promise of the library, not an input.
public func made<Object>(_ object: Object?, file: StaticString = #fileID, line: UInt = #line) -> Object {
    guard let object else { preconditionFailure("a GTK constructor returned no object", file: file, line: line) }
    return object
}
