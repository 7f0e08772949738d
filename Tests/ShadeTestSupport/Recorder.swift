import ShadeObservation

/// Collects values from any thread, in arrival order. Uses Shade's own lock, which the thread
/// sanitizer understands.
public final class Recorder<Value: Sendable>: Sendable {
    /// Creates an empty recorder.
    public init() {}

    private let storage = Locked<[Value]>([])

    /// Appends `value`.
    public func record(_ value: Value) {
        storage.withLock { $0.append(value) }
    }

    /// Every value recorded, in order.
    public var values: [Value] {
        storage.withLock { $0 }
    }
}

/// Tells when it is deallocated.
public final class LifetimeProbe: Sendable {
    /// Called once, from `deinit`.
    public let onDeinit: @Sendable () -> Void
    /// A probe that calls `onDeinit` when it is deallocated.
    public init(onDeinit: @escaping @Sendable () -> Void) { self.onDeinit = onDeinit }
    deinit { onDeinit() }
}
