/// A set of weakly held objects, for building an observation protocol of your own.
///
/// `ObserverSet` is the registry behind ``Subject``, for observers with more than one event
/// method. It never keeps an observer alive, iterates over live observers only, in the order they
/// were inserted, and holds each object once. Insertion, removal and membership are O(1)
/// (amortised); entries of released observers are dropped as they are met.
///
/// ```swift
/// @MainActor protocol PlayerObserver: AnyObject {
///     func didStartPlaying(_ track: Track)
///     func didPause()
///     func didStop()
/// }
///
/// extension PlayerObserver {
///     func didStartPlaying(_ track: Track) {}
///     func didPause() {}
///     func didStop() {}
/// }
///
/// @MainActor final class Player {
///     private var observers = ObserverSet<any PlayerObserver>()
///
///     func addObserver(_ observer: any PlayerObserver) { observers.insert(observer) }
///     func removeObserver(_ observer: any PlayerObserver) { observers.remove(observer) }
///
///     func play(_ track: Track) {
///         observers.forEach { $0.didStartPlaying(track) }
///     }
/// }
/// ```
///
/// `Observer` must be a class type or a class-bound protocol (`any P` where `P: AnyObject`).
/// Like `Array`, the set is a value that is not itself synchronised: keep it in a main-actor or
/// otherwise isolated owner. Iteration works on a snapshot, so observers may be inserted or
/// removed while the set is being iterated.
public struct ObserverSet<Observer>: Sequence {
    private var registry = ObserverRegistry<Void>()
    private static var key: ActionKey { .conformance(ObjectIdentifier(ObserverSet.self)) }

    /// Creates an empty set.
    public init() {}

    /// Adds `observer` unless it is already in the set.
    ///
    /// - Returns: `true` when it was added.
    @discardableResult
    public mutating func insert(_ observer: Observer) -> Bool {
        registry.insert((), target: observer as AnyObject, key: Self.key).insertion.isInserted
    }

    /// Removes `observer` if it is in the set.
    ///
    /// - Returns: `true` when it was in the set.
    @discardableResult
    public mutating func remove(_ observer: Observer) -> Bool {
        guard let id = registry.liveRegistration(of: observer as AnyObject, for: Self.key) else { return false }
        return registry.remove(id) != nil
    }

    /// Whether `observer` is in the set.
    public func contains(_ observer: Observer) -> Bool {
        registry.liveRegistration(of: observer as AnyObject, for: Self.key) != nil
    }

    /// Removes every observer.
    public mutating func removeAll() {
        registry = ObserverRegistry()
    }

    /// Drops the entries of observers that have been released. Iteration skips them anyway;
    /// this only returns their memory early.
    public mutating func compact() {
        _ = registry.sweepReleasedTargets()
    }

    /// Whether the set has no live observer. O(n) when it holds entries of released observers.
    public var isEmpty: Bool {
        var iterator = makeIterator()
        return iterator.next() == nil
    }

    /// The live observers, in insertion order.
    public func makeIterator() -> Iterator {
        Iterator(slots: registry.slots, pass: registry.pass)
    }

    /// Iterates over a snapshot of the set, yielding each observer that is still alive.
    public struct Iterator: IteratorProtocol {
        private let slots: ContiguousArray<ObserverRegistry<Void>.Slot>
        private var pass: ObserverRegistry<Void>.Pass

        fileprivate init(slots: ContiguousArray<ObserverRegistry<Void>.Slot>, pass: ObserverRegistry<Void>.Pass) {
            self.slots = slots
            self.pass = pass
        }

        /// The next observer that is still alive, or `nil` at the end.
        public mutating func next() -> Observer? {
            while let (index, _) = pass.next(in: slots) {
                // Every stored object was inserted as an `Observer`, so the cast only fails for
                // released ones, which are skipped (the set is a value, so they are dropped by
                // `compact()` or the next insertion).
                if let observer = slots[index].target as? Observer { return observer }
            }
            return nil
        }
    }
}
