/// A closure registration with a ``Subject``; it ends when cancelled or released.
///
/// Keep the subscription for as long as the closure should be called: store it in a property, or
/// collect several in a set.
///
/// ```swift
/// var subscriptions = Set<Subscription>()
/// player.observe { state in render(state) }.store(in: &subscriptions)
/// ```
///
/// `cancel()` may be called from any thread, any number of times, and from inside the closure
/// itself; once it has returned, the closure is not called again (a call already running on
/// another thread finishes). A subscription that outlives its subject is harmless.
public final class Subscription: Hashable, Sendable {
    /// Ends a registration of `owner`.
    @usableFromInline
    typealias Canceller = @Sendable (_ owner: AnyObject, _ id: RegistrationID, _ inMainLane: Bool) -> Void

    /// The registry the registration lives in, held strongly: it outlives its subject only as an
    /// empty shell (the subject empties it when released), and holding it strongly means no weak
    /// reference to it is formed, which keeps its reference counting on the fast path.
    private let owner: any AnyObject & Sendable
    private let id: RegistrationID
    private let inMainLane: Bool
    /// A static function of the owner's exact type. It is formed in code specialised for that type,
    /// so it captures nothing and cancelling runs specialised code rather than generic code.
    private let canceller: Canceller

    @usableFromInline
    init(owner: any AnyObject & Sendable, id: RegistrationID, inMainLane: Bool, canceller: @escaping Canceller) {
        self.owner = owner
        self.id = id
        self.inMainLane = inMainLane
        self.canceller = canceller
    }

    deinit {
        cancel()
    }

    /// Ends the registration. Calling it again does nothing.
    public func cancel() {
        canceller(owner, id, inMainLane)
    }

    /// Adds the subscription to `set`, which keeps it alive.
    public func store(in set: inout Set<Subscription>) {
        set.insert(self)
    }

    /// Appends the subscription to `collection`, which keeps it alive.
    public func store(in collection: inout some RangeReplaceableCollection<Subscription>) {
        collection.append(self)
    }

    /// Whether two subscriptions are the same object: each call that subscribes makes a new one.
    public static func == (lhs: Subscription, rhs: Subscription) -> Bool {
        lhs === rhs
    }

    /// Hashes the object's identity, which `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

extension SubjectStorage {
    /// The ``Subscription/Canceller`` of every subject of this state type.
    @inlinable
    static func cancelRegistration(of owner: AnyObject, _ id: RegistrationID, inMainLane: Bool) {
        unsafeDowncast(owner, to: SubjectStorage.self).cancel(id, in: inMainLane ? .main : .anywhere)
    }
}
