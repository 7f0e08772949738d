import Shade

// Observers used by every benchmark. Each one does the same small piece of work when called:
// it increments a counter held by a class instance it captured or stores, so the call cannot be
// optimised away and every form of observer pays for exactly the same body.

/// A shared, non-atomic counter.
///
/// The benchmarks are single-threaded: every observer is called on the thread that sends. The
/// counter is `@unchecked Sendable` only so that `@Sendable` observer closures may capture it; an
/// atomic increment would cost more than the dispatch being measured and blur the comparison.
///
/// The count lives behind a pointer rather than in a stored `var`: a mutation of a class's stored
/// property goes through Swift's dynamic exclusivity check (`swift_beginAccess`), which would cost
/// several times the observer dispatch being measured.
final class Counter: @unchecked Sendable {
    private let storage = UnsafeMutablePointer<Int>.allocate(capacity: 1)

    init() {
        storage.initialize(to: 0)
    }

    deinit {
        storage.deallocate()
    }

    var value: Int { storage.pointee }

    /// The observers' work: one add to memory.
    @inline(__always)
    func increment() {
        storage.pointee &+= 1
    }
}

/// A weakly held target for Shade's target–action form: `subject.subscribe(target, Target.receive)`.
///
/// `Sendable` with a nonisolated method, so Shade calls it on the sending thread (the "anywhere"
/// lane), like the closure observers.
final class Target: Sendable {
    let counter: Counter

    init(counter: Counter) {
        self.counter = counter
    }

    func receive(_ state: Int) {
        counter.increment()
    }
}

/// A weakly held protocol observer for Shade: `subject.subscribe(observer)`.
final class CountingObserver: SendableStateObserver {
    typealias State = Int

    let counter: Counter

    init(counter: Counter) {
        self.counter = counter
    }

    func apply(_ state: Int) {
        counter.increment()
    }
}
