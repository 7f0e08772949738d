public import Synchronization

/// A value that broadcasts every change to its observers.
///
/// `Subject` is the observer-pattern core of Shade. It holds a state and calls each observer with
/// every new state, in one global order, with no observer ever kept alive by the subject.
///
/// ```swift
/// let player = Subject(PlayerState.idle)
///
/// // A closure, cancelled when the subscription is released.
/// let subscription = player.observe { state in print("now", state) }
///
/// // A main-actor view, held weakly, with one of its own methods as the action.
/// player.subscribe(miniPlayerView, MiniPlayerView.show)
///
/// player.send(.playing(track))
/// ```
///
/// ## Forms of observer
/// - Closures: ``observe(receivingInitialState:_:)`` returns a ``Subscription``; the closure is
///   called until the subscription is cancelled or released.
/// - Target–action: ``subscribe(_:_:receivingInitialState:fileID:line:column:)`` holds the target weakly and
///   calls the given unapplied method on it. A target may register several different actions.
/// - Protocol: ``subscribe(_:receivingInitialState:)-5qf0w`` holds a ``StateObserver`` (main actor)
///   or ``SendableStateObserver`` (any thread) weakly and calls its `apply(_:)`.
/// - Async: ``values`` is an `AsyncSequence` of states.
///
/// Weakly held observers stay registered until they are released or passed to ``detach(_:)``.
///
/// ## Guarantees
/// - **Weak**: the subject never keeps an observer object alive; registrations of released
///   objects are purged as they are met or by an amortised sweep, never by a scan per send.
/// - **Once**: registering the same object with the same action (the same registration site or
///   the same protocol) again does not add a second registration.
/// - **Initial value**: a new registration receives the current state at once unless
///   `receivingInitialState` is `false`.
/// - **Only real changes**: when `State` is `Equatable`, sending a value equal to the current one
///   notifies no one.
/// - **Order**: every observer receives the states in the order they were sent, and once the last
///   `send` has returned and delivery is idle, every live observer's last state is the final one.
/// - **Re-entrancy**: an observer may subscribe, cancel or send from inside its callback. A state
///   sent from a callback is delivered after the current pass; an observer cancelled during a pass
///   is not called later in that pass; an observer added during a pass receives its initial state
///   instead of the pass's state.
///
/// ## Threads and actors
/// `Subject` is `Sendable` and every method may be called from any thread. Delivery is serialised:
/// one thread at a time delivers, in send order, and a `send` made while another thread is
/// delivering is queued for that thread and returns at once. No observer is ever called while the
/// subject's lock is held, so a callback can do anything, including sending to the same subject.
///
/// Observers come in two isolations, kept in two lanes that share the same order of states:
/// - `@Sendable` closures, ``SendableStateObserver``s and `Sendable` targets with nonisolated
///   methods are called on whichever thread is delivering.
/// - Main-actor targets and ``StateObserver``s (registered from the main actor) are called on the
///   main actor: synchronously when `send` is called from the main actor, otherwise on the main
///   actor's next turn. A `@MainActor` view can therefore observe with its own methods, with no
///   `@unchecked` code or warnings in the view.
///
/// ## Cost
/// Registering and cancelling are O(1) amortised. A send is one pass over the registrations in
/// contiguous memory and allocates nothing in steady state.
public final class Subject<State: Sendable>: Sendable {
    @usableFromInline let core: Locked<Core>
    /// Bumped whenever a registration is removed, so a pass in progress knows it must check the
    /// remaining slots against the live table.
    @usableFromInline let removals = Atomic<UInt>(0)
    @usableFromInline let isDuplicate: (@Sendable (State, State) -> Bool)?

    /// Creates a subject holding `initialState`; every `send` notifies, even of an equal value.
    public init(_ initialState: State) {
        core = Locked(Core(state: initialState))
        isDuplicate = nil
    }

    /// Creates a subject holding `initialState`; sending a value equal to the current state
    /// notifies no one.
    public init(_ initialState: State) where State: Equatable {
        core = Locked(Core(state: initialState))
        isDuplicate = { $0 == $1 }
    }

    /// The current state: the value most recently sent.
    @inlinable
    public var state: State {
        core.withLock { $0.state }
    }

    /// Makes `newState` the current state and delivers it to every observer.
    ///
    /// Observers that run anywhere are called before `send` returns, unless another thread is
    /// delivering (then that thread delivers it, after the states already queued) or `send` is
    /// called from inside a callback (then it is delivered after the current pass). Main-actor
    /// observers are called before `send` returns when it is called from the main actor, and on
    /// the main actor's next turn otherwise.
    ///
    /// - Parameters:
    ///   - newState: the new state. When `State` is `Equatable` and `newState` equals the current
    ///     state, nothing happens.
    ///   - isolation: the caller's actor, filled in by the compiler; it tells whether main-actor
    ///     observers can be called synchronously.
    @inlinable
    public func send(_ newState: State, isolation: isolated (any Actor)? = #isolation) {
        let work = commit(newState, onMainActor: isolation === MainActor.shared)
        if work.drainAnywhere {
            drain(.anywhere)
        }
        switch work.main {
        case .none:
            break
        case .drainNow:
            MainActor.assumeIsolated { drain(.main) }
        case .schedule:
            Task { @MainActor in self.runScheduledMainDrain() }
        }
    }

    /// The number of registrations, including those of released targets not yet purged.
    package var registrationCount: Int {
        core.withLock { $0.anywhere.registry.count + $0.main.registry.count }
    }

    // MARK: - Delivery

    /// Updates the state and queues the broadcast; compares for equality outside the lock, since
    /// `==` is the caller's code.
    @inlinable
    func commit(_ newState: State, onMainActor: Bool) -> Work {
        while true {
            var observed: (state: State, version: UInt64)?
            if isDuplicate != nil {
                observed = core.withLock { ($0.state, $0.version) }
            }
            if let observed, let isDuplicate, isDuplicate(observed.state, newState) {
                // Equal to the state we saw; if nothing was sent since, this send is a no-op.
                let unchanged = core.withLock { $0.version == observed.version }
                if unchanged { return Work() }
                continue
            }
            let work = core.withLock { core -> Work? in
                if let observed, core.version != observed.version { return nil }
                return core.apply(newState, onMainActor: onMainActor)
            }
            if let work { return work }
        }
    }

    @usableFromInline
    @MainActor
    func runScheduledMainDrain() {
        let shouldDrain = core.withLock { core -> Bool in
            core.isMainDrainScheduled = false
            guard !core.main.isDelivering, !core.main.pending.isEmpty else { return false }
            core.main.isDelivering = true
            return true
        }
        if shouldDrain { drain(.main) }
    }

    /// Delivers the lane's queued events until the queue is empty, then gives up the deliverer role.
    /// The caller must have taken the role (set `isDelivering`) under the lock, and must be on the
    /// main actor when `lane` is `.main`.
    @inlinable
    func drain(_ lane: LaneKind) {
        while let (event, snapshot, removalsAtStart) = core.withLock({ core -> (Event, Slots, UInt)? in
            guard let event = core[lane].pending.popFirst() else {
                core[lane].isDelivering = false
                return nil
            }
            return (event, core[lane].registry.slots, removals.load(ordering: .relaxed))
        }) {
            switch event {
            case .broadcast(let state, let upTo):
                broadcast(state, upTo: upTo, over: snapshot, lane, removalsAtStart: removalsAtStart)
            case .initial(let id, let state):
                let entry = core.withLock { core -> (Action, AnyObject?, Bool)? in
                    let registry = core[lane].registry
                    guard registry.contains(id) else { return nil }
                    return registry.withSlot(Int(id.slot)) { slot in
                        slot.pointee.action.map { ($0, slot.pointee.target, slot.pointee.isTargeted) }
                    }
                }
                guard let (action, target, isTargeted) = entry, !isTargeted || target != nil else { continue }
                action.invoke(target, state)
            }
        }
    }

    /// One pass over a snapshot of the lane's slots. Slots are read from the snapshot (a shared
    /// copy-on-write buffer, so concurrent registrations never move memory under the pass). Once a
    /// removal has happened during the pass, each remaining slot is checked against the live table
    /// before it is called, so an observer cancelled during the pass is not called later in it.
    @inlinable
    func broadcast(_ state: State, upTo: UInt64, over snapshot: Slots, _ lane: LaneKind, removalsAtStart: UInt) {
        var mustCheckLiveTable = false
        snapshot.withUnsafeBufferPointer { buffer in
            guard let slots = buffer.baseAddress else { return }
            for index in 0..<buffer.count {
                let stamp = slots[index].stamp
                guard stamp != 0, stamp <= upTo else { continue }
                if !mustCheckLiveTable, removals.load(ordering: .acquiring) != removalsAtStart {
                    mustCheckLiveTable = true
                }
                if mustCheckLiveTable {
                    let isLive = core.withLock { $0[lane].registry.withSlot(index) { $0.pointee.stamp } == stamp }
                    guard isLive else { continue }
                }
                var target: AnyObject?
                if let reference = slots[index].reference {
                    target = reference.object
                    if target == nil {
                        // Released: purge it now; the action is released after the lock.
                        _ = core.withLock { $0[lane].registry.remove(RegistrationID(slot: Int32(index), stamp: stamp)) }
                        continue
                    }
                }
                slots[index].action.unsafelyUnwrapped.invoke(target, state)
            }
        }
    }

    // MARK: - Registration

    /// Adds a registration to a lane and delivers its initial state if asked. Registrations to the
    /// main lane must be made on the main actor.
    @inlinable
    func register(
        _ action: Action, in lane: LaneKind, target: AnyObject?, key: ActionKey?, receivingInitialState: Bool
    ) -> ObserverRegistry<Action>.Insertion {
        // Actions purged under the lock are released when this tuple is, after the lock.
        let (insertion, drainNow, _) = core.withLock { core in
            let (insertion, purged) = core[lane].registry.insert(action, target: target, key: key)
            guard case .inserted(let id) = insertion, receivingInitialState else { return (insertion, false, purged) }
            return (insertion, core[lane].queueInitial(id, state: core.state), purged)
        }
        if drainNow {
            drain(lane)
        }
        return insertion
    }

    /// Removes one registration. The removed action is released after the lock (`_ =` drops it
    /// once `withLock` has returned), since releasing it may run deinitialisers of what it captured.
    @inlinable
    func cancel(_ id: RegistrationID, in lane: LaneKind) {
        _ = core.withLock { core in
            defer { removals.add(1, ordering: .releasing) }
            return core[lane].registry.remove(id)
        }
    }

    /// Removes every registration of `target`, in both lanes: all its target–action registrations
    /// and its protocol registration. Closure subscriptions are not affected.
    ///
    /// Calling it for an object that is not registered does nothing.
    @inlinable
    public func detach(_ target: AnyObject) {
        _ = core.withLock { core in
            defer { removals.add(1, ordering: .releasing) }
            return (
                core.anywhere.registry.removeAll(targetedAt: target), core.main.registry.removeAll(targetedAt: target)
            )
        }
    }

    /// Whether `target` has at least one registration with this subject.
    @inlinable
    public func isSubscribed(_ target: AnyObject) -> Bool {
        core.withLock { core in
            !core.anywhere.registry.registrations(of: target).isEmpty
                || !core.main.registry.registrations(of: target).isEmpty
        }
    }
}

// MARK: - State kept under the lock

extension Subject {
    /// What a registration calls. Both lanes store the same type: a main-lane action is a
    /// main-actor closure stored with its isolation erased (see ``eraseIsolation(_:)``), and it is
    /// only ever called from the main lane's drain, which runs on the main actor.
    @usableFromInline
    enum Action {
        case plain(@Sendable (State) -> Void)
        case bound(@Sendable (AnyObject, State) -> Void)

        @inlinable
        func invoke(_ target: AnyObject?, _ state: State) {
            switch self {
            case .plain(let handler): handler(state)
            case .bound(let handler): handler(target.unsafelyUnwrapped, state)
            }
        }
    }

    /// Stores a main-actor closure in the shared ``Action`` type. A global-actor-isolated
    /// function has the same representation as a nonisolated one; the main lane calls it only
    /// from ``drain(_:)`` on the main actor, which is what its isolation requires.
    @inlinable
    static func eraseIsolation(_ handler: @escaping @MainActor (State) -> Void) -> Action {
        .plain(unsafeBitCast(handler, to: (@Sendable (State) -> Void).self))
    }

    /// Stores a main-actor bound action in the shared ``Action`` type; see the overload above.
    @inlinable
    static func eraseIsolation(_ handler: @escaping @MainActor (AnyObject, State) -> Void) -> Action {
        .bound(unsafeBitCast(handler, to: (@Sendable (AnyObject, State) -> Void).self))
    }

    @usableFromInline
    typealias Slots = ContiguousArray<ObserverRegistry<Action>.Slot>

    /// The two lanes of delivery: any thread, or the main actor.
    @usableFromInline
    enum LaneKind {
        case anywhere
        case main
    }

    @usableFromInline
    struct Work {
        @usableFromInline var drainAnywhere = false
        @usableFromInline var main = MainWork.none

        @inlinable
        init() {}
    }

    @usableFromInline
    enum MainWork {
        case none
        case drainNow
        case schedule
    }

    @usableFromInline
    enum Event {
        /// Deliver `state` to the registrations that existed when it was queued (stamp ≤ `upTo`).
        case broadcast(State, upTo: UInt64)
        /// Deliver `state` to one new registration.
        case initial(RegistrationID, State)
    }

    /// One isolation's registrations and the events waiting to be delivered to them.
    @usableFromInline
    struct Lane {
        @usableFromInline var registry = ObserverRegistry<Action>()
        @usableFromInline var pending = EventQueue<Event>()
        /// Whether some thread holds the deliverer role for this lane.
        @usableFromInline var isDelivering = false

        @inlinable
        init() {}

        /// Queues a broadcast; returns whether the caller must become the deliverer.
        @inlinable
        mutating func queueBroadcast(_ state: State) -> Bool {
            guard !registry.isEmpty else { return false }
            pending.append(.broadcast(state, upTo: registry.lastStamp))
            return takeDelivererRole()
        }

        /// Queues an initial-state delivery; returns whether the caller must become the deliverer.
        @inlinable
        mutating func queueInitial(_ id: RegistrationID, state: State) -> Bool {
            pending.append(.initial(id, state))
            return takeDelivererRole()
        }

        @inlinable
        mutating func takeDelivererRole() -> Bool {
            guard !isDelivering else { return false }
            isDelivering = true
            return true
        }
    }

    @usableFromInline
    struct Core {
        @usableFromInline var state: State
        /// Counts commits, so a send that compared against an older state can tell.
        @usableFromInline var version: UInt64 = 0
        @usableFromInline var anywhere = Lane()
        @usableFromInline var main = Lane()
        @usableFromInline var isMainDrainScheduled = false

        @inlinable
        init(state: State) {
            self.state = state
        }

        /// The lane, accessed in place.
        @inlinable
        subscript(lane: LaneKind) -> Lane {
            get {
                switch lane {
                case .anywhere: anywhere
                case .main: main
                }
            }
            _modify {
                switch lane {
                case .anywhere: yield &anywhere
                case .main: yield &main
                }
            }
        }

        @inlinable
        mutating func apply(_ newState: State, onMainActor: Bool) -> Work {
            state = newState
            version &+= 1
            var work = Work()
            work.drainAnywhere = anywhere.queueBroadcast(newState)
            guard !main.registry.isEmpty else { return work }
            if onMainActor {
                work.main = main.queueBroadcast(newState) ? .drainNow : .none
            } else {
                main.pending.append(.broadcast(newState, upTo: main.registry.lastStamp))
                if !main.isDelivering, !isMainDrainScheduled {
                    isMainDrainScheduled = true
                    work.main = .schedule
                }
            }
            return work
        }
    }
}
