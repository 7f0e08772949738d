/// Something that can end one of its registrations.
@usableFromInline
protocol RegistrationOwner: AnyObject, Sendable {
    func cancel(_ id: RegistrationID, inMainLane: Bool)
}

extension Subject: RegistrationOwner {
    @usableFromInline
    func cancel(_ id: RegistrationID, inMainLane: Bool) {
        cancel(id, in: inMainLane ? .main : .anywhere)
    }
}

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
    private weak let owner: (any RegistrationOwner)?
    private let id: RegistrationID
    private let inMainLane: Bool

    @usableFromInline
    init(owner: any RegistrationOwner, id: RegistrationID, inMainLane: Bool) {
        self.owner = owner
        self.id = id
        self.inMainLane = inMainLane
    }

    deinit {
        cancel()
    }

    /// Ends the registration. Calling it again does nothing.
    public func cancel() {
        owner?.cancel(id, inMainLane: inMainLane)
    }

    /// Adds the subscription to `set`, which keeps it alive.
    public func store(in set: inout Set<Subscription>) {
        set.insert(self)
    }

    /// Appends the subscription to `collection`, which keeps it alive.
    public func store(in collection: inout some RangeReplaceableCollection<Subscription>) {
        collection.append(self)
    }

    public static func == (lhs: Subscription, rhs: Subscription) -> Bool {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
