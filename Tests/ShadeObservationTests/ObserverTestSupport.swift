import ShadeTestSupport

@testable import Shade

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
