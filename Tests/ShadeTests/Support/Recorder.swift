@testable import Shade

/// Collects values from any thread, in arrival order. Uses Shade's own lock, which the thread
/// sanitizer understands.
final class Recorder<Value: Sendable>: Sendable {
    private let storage = Locked<[Value]>([])

    func record(_ value: Value) {
        storage.withLock { $0.append(value) }
    }

    var values: [Value] {
        storage.withLock { $0 }
    }
}

/// A `Sendable` observer with a nonisolated method, for the any-thread lane.
final class SendableTarget: Sendable {
    let received = Recorder<Int>()
    let other = Recorder<Int>()

    func apply(_ state: Int) { received.record(state) }
    func applyOther(_ state: Int) { other.record(state) }
}

final class SendableProtocolObserver: SendableStateObserver {
    let received = Recorder<Int>()
    func apply(_ state: Int) { received.record(state) }
}

/// A main-actor view-like observer using its own methods.
@MainActor
final class MainActorView: StateObserver {
    var received: [Int] = []
    var titles: [Int] = []

    func apply(_ state: Int) { received.append(state) }
    func updateTitle(_ state: Int) { titles.append(state) }
}

/// Tells when it is deallocated.
final class LifetimeProbe: Sendable {
    let onDeinit: @Sendable () -> Void
    init(onDeinit: @escaping @Sendable () -> Void) { self.onDeinit = onDeinit }
    deinit { onDeinit() }
}
