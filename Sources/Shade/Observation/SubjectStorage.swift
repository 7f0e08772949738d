public import Synchronization

/// The shared state of a ``Subject``: its lock, its registrations and its delivery machinery.
///
/// A ``Subscription`` holds the storage strongly rather than the subject weakly: no weak reference
/// to it is ever formed, so its reference counting stays on the fast path. When the subject is
/// released it empties the storage, so the registrations' closures are released with it.
@usableFromInline
final class SubjectStorage<State: Sendable>: Sendable {
    @usableFromInline let core: Locked<Core>
    /// Bumped whenever a registration is removed, so a pass in progress knows it must check the
    /// remaining slots against the live table.
    @usableFromInline let removals = Atomic<UInt>(0)
    @usableFromInline let isDuplicate: (@Sendable (State, State) -> Bool)?

    @usableFromInline
    init(_ initialState: State, isDuplicate: (@Sendable (State, State) -> Bool)?) {
        core = Locked(Core(state: initialState))
        self.isDuplicate = isDuplicate
    }

    @inlinable
    var state: State {
        core.withLock { $0.state }
    }

    /// Drops every registration and pending event; called when the subject is released. The
    /// actions are released after the lock.
    @usableFromInline
    func close() {
        _ = core.withLock { core in
            defer { removals.add(1, ordering: .releasing) }
            let registries = (core.anywhere.registry, core.main.registry)
            core.anywhere = Lane()
            core.main = Lane()
            return registries
        }
    }

    @inlinable
    func send(_ newState: State, onMainActor: Bool) {
        let work = commit(newState, onMainActor: onMainActor)
        if let delivery = work.anywhere {
            drain(.anywhere, startingWith: delivery)
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
    @usableFromInline
    var registrationCount: Int {
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
                return core.apply(newState, onMainActor: onMainActor, removals: removals.load(ordering: .relaxed))
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
    func drain(_ lane: LaneKind, startingWith first: Delivery? = nil) {
        var next = first
        while let (event, snapshot, removalsAtStart) = next
            ?? core.withLock({ core -> Delivery? in
                guard let event = core[lane].pending.popFirst() else {
                    core[lane].isDelivering = false
                    return nil
                }
                return (event, core[lane].registry.slots, removals.load(ordering: .relaxed))
            })
        {
            next = nil
            switch event {
            case .broadcast(let state, let upTo):
                broadcast(state, upTo: upTo, over: snapshot, lane, removalsAtStart: removalsAtStart)
            case .initial(let id, let state):
                let entry = core.withLock { core -> (Action, AnyObject?, Bool)? in
                    let registry = core[lane].registry
                    guard registry.contains(id) else { return nil }
                    let slot = registry.slots[Int(id.slot)]
                    return slot.action.map { ($0, slot.target, slot.isTargeted) }
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
                    let isLive = core.withLock { $0[lane].registry.slots[index].stamp == stamp }
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

    @inlinable
    func detach(_ target: AnyObject) {
        _ = core.withLock { core in
            defer { removals.add(1, ordering: .releasing) }
            return (
                core.anywhere.registry.removeAll(targetedAt: target), core.main.registry.removeAll(targetedAt: target)
            )
        }
    }

    @inlinable
    func isSubscribed(_ target: AnyObject) -> Bool {
        core.withLock { core in
            !core.anywhere.registry.registrations(of: target).isEmpty
                || !core.main.registry.registrations(of: target).isEmpty
        }
    }
}

// MARK: - State kept under the lock

extension SubjectStorage {
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

    /// An event with what its pass needs: the snapshot of the slots and the removal count when it
    /// was taken.
    @usableFromInline
    typealias Delivery = (event: Event, snapshot: Slots, removalsAtStart: UInt)

    /// The two lanes of delivery: any thread, or the main actor.
    @usableFromInline
    enum LaneKind {
        case anywhere
        case main
    }

    @usableFromInline
    struct Work {
        /// The delivery the sender makes at once, having become the anywhere lane's deliverer.
        @usableFromInline var anywhere: Delivery?
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
        mutating func apply(_ newState: State, onMainActor: Bool, removals: UInt) -> Work {
            state = newState
            version &+= 1
            var work = Work()
            if !anywhere.registry.isEmpty {
                if anywhere.isDelivering {
                    anywhere.pending.append(.broadcast(newState, upTo: anywhere.registry.lastStamp))
                } else {
                    // An idle lane has an empty queue: deliver this state straight away.
                    anywhere.isDelivering = true
                    work.anywhere = (
                        .broadcast(newState, upTo: anywhere.registry.lastStamp), anywhere.registry.slots, removals
                    )
                }
            }
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
