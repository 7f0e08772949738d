import Foundation
import OpenCombine
import Shade

/// Adds and removes single closure observers on a subject that already has `existingObservers`.
///
/// Used to measure the cost of one subscription and one cancellation when the registry is large.
protocol Registrar {
    associatedtype Token
    init(existingObservers: Int, counter: Counter)
    func subscribe() -> Token
    func cancel(_ token: Token)
}

/// Shade: `observe(receivingInitialState: false)` returns a `Subscription`; `cancel()` ends it.
final class ShadeRegistrar: Registrar {
    private let subject = Subject(0)
    private let counter: Counter
    private let existing: [Shade.Subscription]

    init(existingObservers: Int, counter: Counter) {
        self.counter = counter
        existing = (0..<existingObservers).map { [subject] _ in
            subject.observe(receivingInitialState: false) { _ in counter.increment() }
        }
    }

    func subscribe() -> Shade.Subscription {
        subject.observe(receivingInitialState: false) { [counter] _ in counter.increment() }
    }

    func cancel(_ token: Shade.Subscription) {
        token.cancel()
    }
}

/// Foundation: `addObserver(forName:object:queue:using:)` returns a token; `removeObserver(_:)`.
final class NotificationCenterRegistrar: Registrar {
    private static let name = Notification.Name("ShadeBenchmarks.valueChanged")
    private let center = NotificationCenter()
    private let counter: Counter
    private let existing: [any NSObjectProtocol]

    init(existingObservers: Int, counter: Counter) {
        self.counter = counter
        existing = (0..<existingObservers).map { [center] _ in
            center.addObserver(forName: Self.name, object: nil, queue: nil) { _ in counter.increment() }
        }
    }

    func subscribe() -> any NSObjectProtocol {
        center.addObserver(forName: Self.name, object: nil, queue: nil) { [counter] _ in counter.increment() }
    }

    func cancel(_ token: any NSObjectProtocol) {
        center.removeObserver(token)
    }
}

/// OpenCombine: `CurrentValueSubject.sink` returns an `AnyCancellable`; `cancel()` ends it.
final class OpenCombineRegistrar: Registrar {
    private let subject = CurrentValueSubject<Int, Never>(0)
    private let counter: Counter
    private let existing: [AnyCancellable]

    init(existingObservers: Int, counter: Counter) {
        self.counter = counter
        existing = (0..<existingObservers).map { [subject] _ in
            subject.sink { _ in counter.increment() }
        }
    }

    func subscribe() -> AnyCancellable {
        subject.sink { [counter] _ in counter.increment() }
    }

    func cancel(_ token: AnyCancellable) {
        token.cancel()
    }
}
