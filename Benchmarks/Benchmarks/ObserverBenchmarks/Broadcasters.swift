import Foundation
import Observation
import OpenCombine
import Shade

/// One way of notifying `observerCount` observers of a new `Int` value.
///
/// A broadcaster builds all its observers in `init` (outside the measured region) and `send`
/// notifies every one of them once. Every observer increments the shared `counter` by one, so after
/// `k` sends the counter must have grown by `k × observerCount`; the benchmarks check that.
protocol Broadcaster {
    init(observerCount: Int, counter: Counter)
    func send(_ value: Int)
}

// MARK: - The floor

/// The floor: a plain array of closures called in a loop. No registry, no lock, no weak references:
/// the least any observer mechanism can do is one indirect call per observer.
final class PlainClosureLoop: Broadcaster {
    private let closures: [() -> Void]

    init(observerCount: Int, counter: Counter) {
        closures = (0..<observerCount).map { _ in { counter.increment() } }
    }

    func send(_ value: Int) {
        for closure in closures {
            closure()
        }
    }
}

// MARK: - Shade

/// Shade closure subscriptions: `subject.observe(receivingInitialState: false) { … }`.
final class ShadeClosures: Broadcaster {
    private let subject = Subject(0)
    private let subscriptions: [Shade.Subscription]

    init(observerCount: Int, counter: Counter) {
        subscriptions = (0..<observerCount).map { [subject] _ in
            subject.observe(receivingInitialState: false) { _ in counter.increment() }
        }
    }

    /// Called from a nonisolated context, so delivery happens synchronously on this thread.
    func send(_ value: Int) {
        subject.send(value)
    }
}

/// Shade weakly held observers in target–action form: `subject.subscribe(target, Target.receive)`.
/// The subject holds the targets weakly, so this fixture keeps them alive.
final class ShadeTargetAction: Broadcaster {
    private let subject = Subject(0)
    private let targets: [Target]

    init(observerCount: Int, counter: Counter) {
        targets = (0..<observerCount).map { _ in Target(counter: counter) }
        for target in targets {
            subject.subscribe(target, Target.receive, receivingInitialState: false)
        }
    }

    func send(_ value: Int) {
        subject.send(value)
    }
}

/// Shade weakly held protocol observers: `subject.subscribe(observer)` with a `SendableStateObserver`.
final class ShadeProtocolObservers: Broadcaster {
    private let subject = Subject(0)
    private let observers: [CountingObserver]

    init(observerCount: Int, counter: Counter) {
        observers = (0..<observerCount).map { _ in CountingObserver(counter: counter) }
        for observer in observers {
            subject.subscribe(observer, receivingInitialState: false)
        }
    }

    func send(_ value: Int) {
        subject.send(value)
    }
}

// MARK: - Other mechanisms

/// Foundation `NotificationCenter` (a private instance) with block observers and `post`.
final class NotificationCenterBlocks: Broadcaster {
    private static let name = Notification.Name("ShadeBenchmarks.valueChanged")
    private let center = NotificationCenter()
    private let tokens: [any NSObjectProtocol]

    init(observerCount: Int, counter: Counter) {
        tokens = (0..<observerCount).map { [center] _ in
            center.addObserver(forName: Self.name, object: nil, queue: nil) { _ in counter.increment() }
        }
    }

    func send(_ value: Int) {
        center.post(name: Self.name, object: nil)
    }
}

/// OpenCombine `CurrentValueSubject` with `sink` subscribers.
final class OpenCombineSinks: Broadcaster {
    private let subject = CurrentValueSubject<Int, Never>(0)
    private var cancellables: [AnyCancellable] = []

    init(observerCount: Int, counter: Counter) {
        cancellables.reserveCapacity(observerCount)
        for _ in 0..<observerCount {
            // `sink` delivers the current value at once; that call is part of the setup.
            cancellables.append(subject.sink { _ in counter.increment() })
        }
    }

    func send(_ value: Int) {
        subject.send(value)
    }
}

/// The observed model for the Observation-framework benchmark.
///
/// `@unchecked Sendable` because the `onChange` handlers of `withObservationTracking` are
/// `@Sendable`; the benchmark mutates it from one thread only.
@Observable
final class ObservedModel: @unchecked Sendable {
    var value = 0
}

/// The Observation framework: `observerCount` watchers each track `model.value` with
/// `withObservationTracking`. Tracking is one-shot, so each watcher registers again from its
/// `onChange` handler; a send therefore measures the property change, the N change handlers and
/// the N re-registrations.
final class ObservationTracking: Broadcaster {
    /// One observer: it counts the change and starts tracking again.
    final class Watcher: Sendable {
        let model: ObservedModel
        let counter: Counter

        init(model: ObservedModel, counter: Counter) {
            self.model = model
            self.counter = counter
        }

        func track() {
            withObservationTracking {
                _ = model.value
            } onChange: { [self] in
                counter.increment()
                track()
            }
        }
    }

    private let model = ObservedModel()
    private let watchers: [Watcher]

    init(observerCount: Int, counter: Counter) {
        watchers = (0..<observerCount).map { [model] _ in Watcher(model: model, counter: counter) }
        for watcher in watchers {
            watcher.track()
        }
    }

    func send(_ value: Int) {
        model.value = value
    }
}
