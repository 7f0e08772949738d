import Synchronization

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
    private let core: Locked<Core>
    /// Bumped whenever a registration of the lane is removed, so a pass in progress knows it must
    /// check the remaining slots against the live table.
    private let anywhereRemovals = Atomic<UInt>(0)
    private let mainRemovals = Atomic<UInt>(0)
    private let isDuplicate: (@Sendable (State, State) -> Bool)?

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
    public func send(_ newState: State, isolation: isolated (any Actor)? = #isolation) {
        let onMainActor = isolation === MainActor.shared
        let work = commit(newState, onMainActor: onMainActor)
        perform(work)
    }

    /// The number of registrations, including those of released targets not yet purged.
    package var registrationCount: Int {
        core.withLock { $0.anywhere.registry.count + $0.main.registry.count }
    }

    // MARK: - Delivery

    struct Work {
        var drainAnywhere = false
        var main = MainWork.none
    }

    enum MainWork {
        case none
        case drainNow
        case schedule
    }

    /// Updates the state and queues the broadcast; compares for equality outside the lock, since
    /// `==` is the caller's code.
    private func commit(_ newState: State, onMainActor: Bool) -> Work {
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

    private func perform(_ work: Work) {
        if work.drainAnywhere {
            drainAnywhere()
        }
        switch work.main {
        case .none:
            break
        case .drainNow:
            MainActor.assumeIsolated { drainMain() }
        case .schedule:
            Task { @MainActor in self.runScheduledMainDrain() }
        }
    }

    private func drainAnywhere() {
        drain(\.anywhere, removals: anywhereRemovals) { action, target, state in
            switch action {
            case .plain(let handler): handler(state)
            case .bound(let handler): handler(target!, state)
            }
        }
    }

    @MainActor
    private func drainMain() {
        drain(\.main, removals: mainRemovals) { action, target, state in
            switch action {
            case .plain(let handler): handler(state)
            case .bound(let handler): handler(target!, state)
            }
        }
    }

    @MainActor
    private func runScheduledMainDrain() {
        let shouldDrain = core.withLock { core -> Bool in
            core.isMainDrainScheduled = false
            guard !core.main.isDelivering, !core.main.pending.isEmpty else { return false }
            core.main.isDelivering = true
            return true
        }
        if shouldDrain { drainMain() }
    }

    /// Delivers the lane's queued events until the queue is empty, then gives up the deliverer role.
    /// The caller must have taken the role (set `isDelivering`) under the lock.
    private func drain<Action>(
        _ lane: WritableKeyPath<Core, Lane<Action>>,
        removals: borrowing Atomic<UInt>,
        invoke: (Action, AnyObject?, State) -> Void
    ) {
        while let next = core.withLock({ core -> (Event, ContiguousArray<Lane<Action>.Slot>, UInt)? in
            guard let event = core[keyPath: lane].pending.popFirst() else {
                core[keyPath: lane].isDelivering = false
                return nil
            }
            return (event, core[keyPath: lane].registry.slots, removals.load(ordering: .relaxed))
        }) {
            let (event, snapshot, removalsAtStart) = next
            switch event {
            case .broadcast(let state, let upTo):
                broadcast(
                    state, upTo: upTo, over: snapshot, lane, removals: removals, since: removalsAtStart, invoke: invoke)
            case .initial(let id, let state):
                let entry = core.withLock { core -> (Action, AnyObject?, Bool)? in
                    let registry = core[keyPath: lane].registry
                    guard registry.contains(id), let action = registry.slots[Int(id.slot)].action else { return nil }
                    let slot = registry.slots[Int(id.slot)]
                    return (action, slot.target, slot.isTargeted)
                }
                guard let (action, target, isTargeted) = entry, !isTargeted || target != nil else { continue }
                invoke(action, target, state)
            }
        }
    }

    /// One pass over a snapshot of the lane's slots. Slots are read from the snapshot (a shared
    /// copy-on-write buffer, so concurrent registrations never move memory under the pass). Once a
    /// removal has happened during the pass, each remaining slot is checked against the live table
    /// before it is called, so an observer cancelled during the pass is not called later in it.
    private func broadcast<Action>(
        _ state: State,
        upTo: UInt64,
        over snapshot: ContiguousArray<Lane<Action>.Slot>,
        _ lane: WritableKeyPath<Core, Lane<Action>>,
        removals: borrowing Atomic<UInt>,
        since removalsAtStart: UInt,
        invoke: (Action, AnyObject?, State) -> Void
    ) {
        var mustCheckLiveTable = false
        snapshot.withUnsafeBufferPointer { slots in
            for index in slots.indices {
                let stamp = slots[index].stamp
                guard stamp != 0, stamp <= upTo else { continue }
                if !mustCheckLiveTable, removals.load(ordering: .acquiring) != removalsAtStart {
                    mustCheckLiveTable = true
                }
                if mustCheckLiveTable {
                    let isLive = core.withLock { $0[keyPath: lane].registry.slots[index].stamp == stamp }
                    guard isLive else { continue }
                }
                var target: AnyObject?
                if slots[index].isTargeted {
                    target = slots[index].target
                    if target == nil {
                        purge(RegistrationID(slot: Int32(index), stamp: stamp), from: lane)
                        continue
                    }
                }
                invoke(slots[index].action.unsafelyUnwrapped, target, state)
            }
        }
    }

    private func purge<Action>(_ id: RegistrationID, from lane: WritableKeyPath<Core, Lane<Action>>) {
        // The removed action is released here, after the lock.
        _ = core.withLock { $0[keyPath: lane].registry.remove(id) }
    }

    // MARK: - Registration

    /// Adds a registration to the anywhere lane and delivers its initial state if asked.
    func register(
        _ action: AnywhereAction, target: AnyObject?, key: ActionKey?, receivingInitialState: Bool
    ) -> ObserverRegistry<AnywhereAction>.Insertion {
        // Actions purged under the lock are released when this tuple is, after the lock.
        let (insertion, drainNow, _) = core.withLock { core in
            let (insertion, purged) = core.anywhere.registry.insert(action, target: target, key: key)
            guard case .inserted(let id) = insertion, receivingInitialState else { return (insertion, false, purged) }
            return (insertion, core.anywhere.queueInitial(id, state: core.state), purged)
        }
        if drainNow { drainAnywhere() }
        return insertion
    }

    /// Adds a registration to the main-actor lane and delivers its initial state if asked.
    @MainActor
    func registerOnMainActor(
        _ action: MainAction, target: AnyObject?, key: ActionKey?, receivingInitialState: Bool
    ) -> ObserverRegistry<MainAction>.Insertion {
        // Actions purged under the lock are released when this tuple is, after the lock.
        let (insertion, drainNow, _) = core.withLock { core in
            let (insertion, purged) = core.main.registry.insert(action, target: target, key: key)
            guard case .inserted(let id) = insertion, receivingInitialState else { return (insertion, false, purged) }
            return (insertion, core.main.queueInitial(id, state: core.state), purged)
        }
        if drainNow { drainMain() }
        return insertion
    }

    /// Removes one registration. The removed action is released after the lock (`_ =` drops it
    /// once `withLock` has returned), since releasing it may run deinitialisers of what it captured.
    func cancel(_ id: RegistrationID, inMainLane: Bool) {
        if inMainLane {
            _ = core.withLock { core in
                defer { mainRemovals.add(1, ordering: .releasing) }
                return core.main.registry.remove(id)
            }
        } else {
            _ = core.withLock { core in
                defer { anywhereRemovals.add(1, ordering: .releasing) }
                return core.anywhere.registry.remove(id)
            }
        }
    }

    /// Removes every registration of `target`, in both lanes: all its target–action registrations
    /// and its protocol registration. Closure subscriptions are not affected.
    ///
    /// Calling it for an object that is not registered does nothing.
    public func detach(_ target: AnyObject) {
        _ = core.withLock { core in
            defer {
                anywhereRemovals.add(1, ordering: .releasing)
                mainRemovals.add(1, ordering: .releasing)
            }
            return (
                core.anywhere.registry.removeAll(targetedAt: target), core.main.registry.removeAll(targetedAt: target)
            )
        }
    }

    /// Whether `target` has at least one registration with this subject.
    public func isSubscribed(_ target: AnyObject) -> Bool {
        core.withLock { core in
            !core.anywhere.registry.registrations(of: target).isEmpty
                || !core.main.registry.registrations(of: target).isEmpty
        }
    }
}

// MARK: - State kept under the lock

extension Subject {
    enum AnywhereAction {
        case plain(@Sendable (State) -> Void)
        case bound(@Sendable (AnyObject, State) -> Void)
    }

    enum MainAction {
        case plain(@MainActor (State) -> Void)
        case bound(@MainActor (AnyObject, State) -> Void)
    }

    enum Event {
        /// Deliver `state` to the registrations that existed when it was queued (stamp ≤ `upTo`).
        case broadcast(State, upTo: UInt64)
        /// Deliver `state` to one new registration.
        case initial(RegistrationID, State)
    }

    /// One isolation's registrations and the events waiting to be delivered to them.
    struct Lane<Action> {
        typealias Slot = ObserverRegistry<Action>.Slot
        var registry = ObserverRegistry<Action>()
        var pending = EventQueue<Event>()
        /// Whether some thread holds the deliverer role for this lane.
        var isDelivering = false

        /// Queues a broadcast; returns whether the caller must become the deliverer.
        mutating func queueBroadcast(_ state: State) -> Bool {
            guard !registry.isEmpty else { return false }
            pending.append(.broadcast(state, upTo: registry.lastStamp))
            return takeDelivererRole()
        }

        /// Queues an initial-state delivery; returns whether the caller must become the deliverer.
        mutating func queueInitial(_ id: RegistrationID, state: State) -> Bool {
            pending.append(.initial(id, state))
            return takeDelivererRole()
        }

        private mutating func takeDelivererRole() -> Bool {
            guard !isDelivering else { return false }
            isDelivering = true
            return true
        }
    }

    struct Core {
        var state: State
        /// Counts commits, so a send that compared against an older state can tell.
        var version: UInt64 = 0
        var anywhere = Lane<AnywhereAction>()
        var main = Lane<MainAction>()
        var isMainDrainScheduled = false

        init(state: State) {
            self.state = state
        }

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
