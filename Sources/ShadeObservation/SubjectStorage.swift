public import Synchronization

/// The shared state of a ``Subject``: its lock, its state machine, and the delivery that acts on
/// the machine's answers.
///
/// Every transition is decided by ``SubjectStateMachine`` under the lock; this type only locks,
/// asks, and acts after unlocking: it calls observers, drains lanes, schedules the main actor's
/// drain and releases removed actions, none of it while the lock is held.
///
/// A ``Subscription`` holds the storage strongly rather than the subject weakly: no weak reference
/// to it is ever formed, so its reference counting stays on the fast path. When the subject is
/// released it closes the storage, so the registrations' closures are released with it.
@usableFromInline
final class SubjectStorage<State: Sendable>: Sendable {
    @usableFromInline typealias Machine = SubjectStateMachine<State>

    @usableFromInline let machine: Locked<Machine>
    /// Bumped whenever a registration is removed, so a pass in progress knows it must check the
    /// remaining slots against the live table. Outside the lock, so a pass reads it without locking.
    @usableFromInline let removals = Atomic<UInt>(0)
    @usableFromInline let isDuplicate: (@Sendable (State, State) -> Bool)?

    @usableFromInline
    init(_ initialState: State, buffering: SubjectBuffering, isDuplicate: (@Sendable (State, State) -> Bool)?) {
        machine = Locked(
            Machine(state: initialState, bufferLimit: buffering.limit, countsDrops: buffering.keepsEveryState))
        self.isDuplicate = isDuplicate
    }

    @inlinable
    var state: State {
        machine.withLock { $0.state }
    }

    /// The number of registrations, including those of released targets not yet purged.
    @usableFromInline
    var registrationCount: Int {
        machine.withLock { $0.registrationCount }
    }

    /// The sent states dropped from a full buffer of a subject that keeps every state.
    @usableFromInline
    var droppedStateCount: Int {
        machine.withLock { $0.droppedStateCount }
    }

    // MARK: - Sending and delivering

    @inlinable
    func send(_ newState: State, onMainActor: Bool) {
        guard let action = commit(newState, onMainActor: onMainActor) else { return }
        if let delivery = action.anywhere {
            drainAnywhere(startingWith: delivery)
        }
        switch action.main {
        case .none:
            break
        case .drainNow:
            MainActor.assumeIsolated { drainMain() }
        case .schedule:
            Task { @MainActor in self.runScheduledMainDrain() }
        }
    }

    /// Makes `newState` current, or finds it equal to the current state (`nil`). `==` is the
    /// caller's code, so it runs outside the lock, against the state and version seen under it;
    /// if another send slipped in meanwhile, the comparison is made again.
    @inlinable
    func commit(_ newState: State, onMainActor: Bool) -> Machine.SendAction? {
        while true {
            var expectedVersion: UInt64?
            if let isDuplicate {
                let (current, version) = machine.withLock { ($0.state, $0.version) }
                if isDuplicate(current, newState) {
                    if machine.withLock({ $0.isUnchanged(since: version) }) { return nil }
                    continue
                }
                expectedVersion = version
            }
            let removalsNow = removals.load(ordering: .relaxed)
            let action = machine.withLock {
                $0.send(newState, expectedVersion: expectedVersion, onMainActor: onMainActor, removals: removalsNow)
            }
            if let action { return action }
        }
    }

    @usableFromInline
    @MainActor
    func runScheduledMainDrain() {
        if machine.withLock({ $0.beginScheduledMainDrain() }) {
            drainMain()
        }
    }

    /// Delivers the anywhere lane's events until its queue is empty. The caller must be its
    /// deliverer.
    @inlinable
    func drainAnywhere(startingWith first: Machine.Delivery? = nil) {
        var next = first
        while let delivery = next ?? nextDelivery(in: .anywhere) {
            next = nil
            deliver(delivery, in: .anywhere) { action, target, state in action.callAnywhere(target, state) }
        }
    }

    /// Delivers the main lane's events until none is left, or until it has made
    /// ``SubjectStateMachine/mainPassesPerTurn`` broadcasts, when a task goes on with the rest on
    /// the main actor's next turn. The caller must be the lane's deliverer.
    @inlinable
    @MainActor
    func drainMain() {
        var passes = 0
        while true {
            let removalsNow = removals.load(ordering: .relaxed)
            switch machine.withLock({ $0.nextMainStep(afterPasses: passes, removals: removalsNow) }) {
            case .deliver(let delivery):
                if case .broadcast = delivery.event { passes += 1 }
                deliver(delivery, in: .main) { action, target, state in action.callOnMainActor(target, state) }
            case .finished:
                return
            case .yield(let schedule):
                if schedule { Task { @MainActor in self.runScheduledMainDrain() } }
                return
            }
        }
    }

    @inlinable
    func nextDelivery(in lane: Machine.LaneKind) -> Machine.Delivery? {
        let removalsNow = removals.load(ordering: .relaxed)
        return machine.withLock { $0.nextEvent(in: lane, removals: removalsNow) }
    }

    /// Delivers one event: a broadcast to every registration it reaches, or an initial state to
    /// one registration. `call` calls an action in the lane's isolation.
    @inlinable
    func deliver(
        _ delivery: Machine.Delivery, in lane: Machine.LaneKind,
        call: (Machine.Action, AnyObject?, State) -> Void
    ) {
        switch delivery.event {
        case .broadcast(let state, let upTo):
            broadcast(state, upTo: upTo, delivery, in: lane, call: call)
        case .initial(let id, let state):
            guard let recipient = machine.withLock({ $0.initialRecipient(of: id, in: lane) }) else { return }
            call(recipient.action, recipient.target, state)
        }
    }

    /// One pass over the snapshot of the lane's slots taken with the event (a shared
    /// copy-on-write buffer, so concurrent registrations never move memory under the pass). Once
    /// a removal has happened during the pass, each remaining slot is checked against the live
    /// table before it is called, so an observer cancelled during the pass is not called later in
    /// it.
    @inlinable
    func broadcast(
        _ state: State, upTo: UInt64, _ delivery: Machine.Delivery, in lane: Machine.LaneKind,
        call: (Machine.Action, AnyObject?, State) -> Void
    ) {
        var mustCheckLiveTable = false
        delivery.snapshot.withUnsafeBufferPointer { slots in
            var pass = ObserverRegistry<Machine.Action>.Pass(upTo: upTo)
            while let (index, stamp) = pass.next(in: slots) {
                if !mustCheckLiveTable, removals.load(ordering: .acquiring) != delivery.removalsAtStart {
                    mustCheckLiveTable = true
                }
                if mustCheckLiveTable {
                    let id = RegistrationID(handle: slots[index].handle, stamp: stamp)
                    guard machine.withLock({ $0.isLive(id, in: lane) }) else { continue }
                }
                guard let reference = slots[index].reference else {
                    // No target: `nil` is passed as a literal, so there is no reference to release.
                    call(slots[index].action.unsafelyUnwrapped, nil, state)
                    continue
                }
                guard let target = reference.object else {
                    // Released: purged now; the action is released after the lock, when `_` drops
                    // it.
                    let id = RegistrationID(handle: slots[index].handle, stamp: stamp)
                    _ = machine.withLock { $0.purge(id, in: lane) }
                    continue
                }
                call(slots[index].action.unsafelyUnwrapped, target, state)
            }
        }
    }

    // MARK: - Registering

    /// Adds a registration to a lane and delivers its initial state if asked. Registrations to the
    /// main lane are made on the main actor.
    @inlinable
    func register(
        _ action: Machine.Action, in lane: Machine.LaneKind, target: AnyObject?, key: ActionKey?,
        receivingInitialState: Bool
    ) -> ObserverRegistry<Machine.Action>.Insertion {
        // Actions swept by the insertion are released with `registration`, after the lock.
        let registration = machine.withLock {
            $0.register(action, in: lane, target: target, key: key, receivingInitialState: receivingInitialState)
        }
        if registration.mustDrain {
            switch lane {
            case .anywhere: drainAnywhere()
            case .main: MainActor.assumeIsolated { drainMain() }
            }
        }
        return registration.insertion
    }

    /// Removes one registration. The removed action is released after the lock (`_ =` drops it
    /// once `withLock` has returned), since releasing it may run deinitialisers of what it captured.
    @inlinable
    func cancel(_ id: RegistrationID, in lane: Machine.LaneKind) {
        _ = machine.withLock { machine in
            defer { removals.add(1, ordering: .releasing) }
            return machine.cancel(id, in: lane)
        }
    }

    /// Removes every registration of `target`; the actions are released after the lock.
    @inlinable
    func detach(_ target: AnyObject) {
        _ = machine.withLock { machine in
            defer { removals.add(1, ordering: .releasing) }
            return machine.detach(target)
        }
    }

    @inlinable
    func isSubscribed(_ target: AnyObject) -> Bool {
        machine.withLock { $0.isSubscribed(target) }
    }

    /// Drops every registration and waiting state; called when the subject is released. The
    /// actions are released after the lock.
    @usableFromInline
    func close() {
        _ = machine.withLock { machine in
            defer { removals.add(1, ordering: .releasing) }
            return machine.close()
        }
    }
}
