/// Everything a ``Subject`` keeps under its lock, and every transition of it.
///
/// Each transition (a send, the next event for a deliverer, the main actor's scheduled drain, a
/// registration, a cancellation, a detach, the subject's release) is one `mutating` method that
/// changes the bookkeeping and returns what must be done about it: whom to deliver to, whether to
/// drain, which actions to release. ``SubjectStorage`` calls these methods under its lock and then
/// acts on the answer after unlocking, so no observer code and no deinitialiser ever runs while the
/// lock is held, and the rules can be read, and tested, in one place without threads.
///
/// Observers live in two lanes of the same state order: the *anywhere* lane, whose actions run on
/// whichever thread is delivering, and the *main* lane, whose actions run on the main actor. Each
/// lane has one deliverer at a time (the role is taken and given up under the lock) and what it
/// has still to deliver: the initial states of new registrations, and the states sent while it
/// was busy, at most ``bufferLimit`` of them. A send that finds the buffer full drops its oldest
/// state, so with the default limit of one a lane only ever holds the latest state (conflation,
/// as Kotlin's `StateFlow`), and the memory a subject keeps grows with its observers, never with
/// its sends.
@usableFromInline
struct SubjectStateMachine<State: Sendable> {
    @usableFromInline var state: State
    /// Counts sends, so a send that compared against an older state can tell.
    @usableFromInline var version: UInt64 = 0
    @usableFromInline var anywhere = Lane()
    @usableFromInline var main = Lane()
    /// Whether a task is on its way to drain the main lane.
    @usableFromInline var isMainDrainScheduled = false
    /// The most sent states a lane keeps while its deliverer is busy: 1 when conflated.
    @usableFromInline let bufferLimit: Int
    /// Whether dropping a buffered state is counted: only when the subject promised every state.
    @usableFromInline let countsDrops: Bool
    /// The sent states dropped from a full buffer, counted when ``countsDrops``.
    @usableFromInline var droppedStateCount = 0

    /// The broadcasts a drain on the main actor makes before it lets other work on the main actor
    /// run; the rest follows on its next turn. States sent from other threads faster than the
    /// main-actor observers take them would otherwise keep the main actor busy for good.
    @inlinable static var mainPassesPerTurn: Int { 16 }

    /// A machine for a conflated subject, which keeps only the latest undelivered state.
    @inlinable
    init(state: State) {
        self.init(state: state, bufferLimit: 1, countsDrops: false)
    }

    /// A machine whose lanes keep up to `bufferLimit` undelivered states each; `countsDrops` says
    /// whether a state dropped at that bound is counted.
    @inlinable
    init(state: State, bufferLimit: Int, countsDrops: Bool) {
        precondition(bufferLimit >= 1, "a subject keeps at least the latest state")
        self.state = state
        self.bufferLimit = bufferLimit
        self.countsDrops = countsDrops
    }

    // MARK: - Sending

    /// Makes `newState` current and queues its broadcast in both lanes.
    ///
    /// - Parameters:
    ///   - newState: the state to make current.
    ///   - expectedVersion: the version the caller compared `newState` with, if it compared; when
    ///     another send has happened since, nothing changes and the answer is `nil`, so that the
    ///     caller compares again.
    ///   - onMainActor: whether the caller is on the main actor, and so can drain the main lane.
    ///   - removals: the storage's removal count now, for the pass that starts at once.
    /// - Returns: What the sender must do once it has unlocked, or `nil` when another send came
    ///   first.
    @inlinable
    mutating func send(_ newState: State, expectedVersion: UInt64?, onMainActor: Bool, removals: UInt) -> SendAction? {
        if let expectedVersion, expectedVersion != version { return nil }
        state = newState
        version &+= 1
        var action = SendAction()
        if !anywhere.registry.isEmpty {
            if anywhere.isDelivering {
                buffer(newState, in: .anywhere)
            } else {
                // An idle lane has an empty queue: the sender delivers this state straight away.
                anywhere.isDelivering = true
                action.anywhere = Delivery(
                    event: .broadcast(newState, upTo: anywhere.registry.lastStamp),
                    snapshot: anywhere.registry.slots, removalsAtStart: removals)
            }
        }
        guard !main.registry.isEmpty else { return action }
        buffer(newState, in: .main)
        if onMainActor {
            action.main = main.takeDelivererRole() ? .drainNow : .none
        } else if !main.isDelivering, !isMainDrainScheduled {
            isMainDrainScheduled = true
            action.main = .schedule
        }
        return action
    }

    /// Buffers the broadcast of `newState` in `lane`, dropping the oldest buffered state when the
    /// buffer is full.
    @inlinable
    mutating func buffer(_ newState: State, in lane: LaneKind) {
        if self[lane].broadcasts.count >= bufferLimit {
            _ = self[lane].broadcasts.popFirst()
            if countsDrops { droppedStateCount += 1 }
        }
        self[lane].broadcasts.append((newState, self[lane].registry.lastStamp))
    }

    /// Whether nothing was sent since `version`: a send of a value equal to the state seen then
    /// is a no-op.
    @inlinable
    func isUnchanged(since version: UInt64) -> Bool {
        self.version == version
    }

    // MARK: - Delivering

    /// The next event for the deliverer of `lane`, with what its pass needs; or `nil` when there
    /// is nothing left to deliver, in which case the caller is no longer the deliverer.
    ///
    /// Initial states go first. That keeps every observer's states in send order: an initial state
    /// is the state when its registration was made, and every buffered broadcast that reaches the
    /// registration was sent after that.
    @inlinable
    mutating func nextEvent(in lane: LaneKind, removals: UInt) -> Delivery? {
        let event: Event
        if let initial = self[lane].initials.popFirst() {
            event = .initial(initial.id, initial.state)
        } else if let broadcast = self[lane].broadcasts.popFirst() {
            event = .broadcast(broadcast.state, upTo: broadcast.upTo)
        } else {
            self[lane].isDelivering = false
            return nil
        }
        return Delivery(event: event, snapshot: self[lane].registry.slots, removalsAtStart: removals)
    }

    /// The next step of a drain of the main lane that has made `passes` broadcasts so far: the
    /// next event, or the end of the drain. After ``mainPassesPerTurn`` broadcasts with more
    /// waiting, the drain gives up the deliverer role and a task is scheduled to go on with it,
    /// so that the main actor runs its other work in between.
    @inlinable
    mutating func nextMainStep(afterPasses passes: Int, removals: UInt) -> MainStep {
        if passes >= Self.mainPassesPerTurn, !main.broadcasts.isEmpty {
            main.isDelivering = false
            guard !isMainDrainScheduled else { return .yield(schedule: false) }
            isMainDrainScheduled = true
            return .yield(schedule: true)
        }
        return nextEvent(in: .main, removals: removals).map(MainStep.deliver) ?? .finished
    }

    /// The scheduled main-lane drain has begun on the main actor. Returns whether it must drain:
    /// not when a send on the main actor has drained, or is draining, the lane meanwhile.
    @inlinable
    mutating func beginScheduledMainDrain() -> Bool {
        isMainDrainScheduled = false
        guard main.hasPendingEvents else { return false }
        return main.takeDelivererRole()
    }

    /// The action and target of registration `id` for its initial state, or `nil` when it was
    /// cancelled, or its target released, before the deliverer reached it.
    @inlinable
    func initialRecipient(of id: RegistrationID, in lane: LaneKind) -> (action: Action, target: AnyObject?)? {
        let registry = self[lane].registry
        guard let position = registry.position(of: id) else { return nil }
        let slot = registry.slots[position]
        let target = slot.target  // one read of the weak reference: the target may be released meanwhile
        guard let action = slot.action, !slot.isTargeted || target != nil else { return nil }
        return (action, target)
    }

    /// Whether registration `id` of `lane` is still there: a pass that saw a removal checks this
    /// before each call, so an observer cancelled during the pass is not called.
    @inlinable
    func isLive(_ id: RegistrationID, in lane: LaneKind) -> Bool {
        self[lane].registry.contains(id)
    }

    /// Removes a registration whose target a pass found released; returns its action.
    @inlinable
    mutating func purge(_ id: RegistrationID, in lane: LaneKind) -> Action? {
        self[lane].registry.purge(id)
    }

    // MARK: - Registering

    /// Adds a registration to `lane` and, if asked, queues its initial state.
    @inlinable
    mutating func register(
        _ action: Action, in lane: LaneKind, target: AnyObject?, key: ActionKey?, receivingInitialState: Bool
    ) -> RegisterAction {
        let (insertion, released) = self[lane].registry.insert(action, target: target, key: key)
        guard case .inserted(let id) = insertion, receivingInitialState else {
            return RegisterAction(insertion: insertion, mustDrain: false, released: released)
        }
        self[lane].queueInitialState(state, for: id)
        return RegisterAction(insertion: insertion, mustDrain: self[lane].takeDelivererRole(), released: released)
    }

    /// Removes one registration; returns its action, or `nil` when it had already ended.
    @inlinable
    mutating func cancel(_ id: RegistrationID, in lane: LaneKind) -> Action? {
        self[lane].registry.remove(id)
    }

    /// Removes every registration of `target` in both lanes; returns their actions.
    @inlinable
    mutating func detach(_ target: AnyObject) -> [Action] {
        anywhere.registry.removeAll(targetedAt: target) + main.registry.removeAll(targetedAt: target)
    }

    /// Drops every registration and pending event, as the subject is released; returns the
    /// lanes, whose actions the caller releases.
    @inlinable
    mutating func close() -> (Lane, Lane) {
        defer {
            anywhere = Lane()
            main = Lane()
        }
        return (anywhere, main)
    }

    /// Whether `target` has a registration in either lane.
    @inlinable
    func isSubscribed(_ target: AnyObject) -> Bool {
        !anywhere.registry.registrations(of: target).isEmpty || !main.registry.registrations(of: target).isEmpty
    }

    /// The number of registrations, including those of released targets not yet purged.
    @inlinable
    var registrationCount: Int {
        anywhere.registry.count + main.registry.count
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
}

// MARK: - What the transitions deal in

extension SubjectStateMachine {
    /// What a registration calls.
    ///
    /// The anywhere lane holds `@Sendable` actions, called on whichever thread delivers; the main
    /// lane holds main-actor actions, called only by ``SubjectStorage/drainMain()``, which runs
    /// on the main actor. Each case keeps its function's real type, so no isolation is erased.
    @usableFromInline
    enum Action {
        case anywhere(@Sendable (State) -> Void)
        case anywhereBound(@Sendable (AnyObject, State) -> Void)
        case main(@MainActor (State) -> Void)
        case mainBound(@MainActor (AnyObject, State) -> Void)

        /// Calls an anywhere-lane action. `target` is the registration's live target when it has one.
        @inlinable
        func callAnywhere(_ target: AnyObject?, _ state: State) {
            switch self {
            case .anywhere(let handler): handler(state)
            case .anywhereBound(let handler): handler(target.unsafelyUnwrapped, state)
            case .main, .mainBound: preconditionFailure("a main-actor action in the anywhere lane")
            }
        }

        /// Calls a main-lane action, on the main actor.
        @inlinable
        @MainActor
        func callOnMainActor(_ target: AnyObject?, _ state: State) {
            switch self {
            case .main(let handler): handler(state)
            case .mainBound(let handler): handler(target.unsafelyUnwrapped, state)
            case .anywhere, .anywhereBound: preconditionFailure("a nonisolated action in the main lane")
            }
        }
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
    enum Event {
        /// Deliver `state` to the registrations that existed when it was queued (stamp ≤ `upTo`).
        case broadcast(State, upTo: UInt64)
        /// Deliver `state` to one new registration.
        case initial(RegistrationID, State)
    }

    /// An event with what its pass needs: the snapshot of the lane's slots, and the storage's
    /// removal count, when it was taken.
    @usableFromInline
    struct Delivery {
        @usableFromInline var event: Event
        @usableFromInline var snapshot: Slots
        @usableFromInline var removalsAtStart: UInt

        @inlinable
        init(event: Event, snapshot: Slots, removalsAtStart: UInt) {
            self.event = event
            self.snapshot = snapshot
            self.removalsAtStart = removalsAtStart
        }
    }

    /// What the sender must do after a send.
    @usableFromInline
    struct SendAction {
        /// The delivery the sender makes at once, having become the anywhere lane's deliverer.
        @usableFromInline var anywhere: Delivery?
        @usableFromInline var main = MainLaneAction.none

        @inlinable
        init() {}
    }

    /// What a drain of the main lane does next.
    @usableFromInline
    enum MainStep {
        /// Delivers this event.
        case deliver(Delivery)
        /// Stops: nothing is left to deliver, and the drain no longer holds the deliverer role.
        case finished
        /// Stops to let the main actor run other work, having given up the deliverer role; when
        /// `schedule` is true, the caller schedules a task to go on.
        case yield(schedule: Bool)
    }

    /// What a send asks of the main lane.
    @usableFromInline
    enum MainLaneAction {
        /// Nothing: no main-lane observer, or a deliverer will see the queued event.
        case none
        /// The sender is on the main actor and has become the main lane's deliverer.
        case drainNow
        /// The sender is elsewhere: a task must drain the main lane on the main actor.
        case schedule
    }

    /// What the caller of a registration must do.
    @usableFromInline
    struct RegisterAction {
        @usableFromInline var insertion: ObserverRegistry<Action>.Insertion
        /// Whether the caller has become the lane's deliverer and must drain it.
        @usableFromInline var mustDrain: Bool
        /// Actions of released targets swept by the insertion, to release after the lock.
        @usableFromInline var released: [Action]

        @inlinable
        init(insertion: ObserverRegistry<Action>.Insertion, mustDrain: Bool, released: [Action]) {
            self.insertion = insertion
            self.mustDrain = mustDrain
            self.released = released
        }
    }

    /// One lane's registrations and the states waiting to be delivered to them.
    @usableFromInline
    struct Lane {
        @usableFromInline var registry = ObserverRegistry<Action>()
        /// The initial states of new registrations, delivered before the broadcasts.
        @usableFromInline var initials = EventQueue<(id: RegistrationID, state: State)>()
        /// The states sent while the deliverer was busy, at most the machine's buffer limit, each
        /// for the registrations that existed when it was sent (stamp ≤ `upTo`).
        @usableFromInline var broadcasts = EventQueue<(state: State, upTo: UInt64)>()
        /// Whether some thread holds the deliverer role for this lane.
        @usableFromInline var isDelivering = false

        @inlinable
        init() {}

        /// Whether anything waits to be delivered.
        @inlinable
        var hasPendingEvents: Bool { !initials.isEmpty || !broadcasts.isEmpty }

        /// Queues the initial state of registration `id`. A registration cancelled before its
        /// initial state was delivered leaves its entry behind; once the entries outnumber twice
        /// the registrations, those are dropped, so that registering and cancelling while the
        /// deliverer is busy keeps the queue bounded by the registrations (amortised O(1)).
        @inlinable
        mutating func queueInitialState(_ state: State, for id: RegistrationID) {
            initials.append((id, state))
            if initials.count > 2 * registry.count + 64 {
                initials.removeAll { [registry] in !registry.contains($0.id) }
            }
        }

        /// Takes the deliverer role if nobody holds it; returns whether the caller now holds it.
        @inlinable
        mutating func takeDelivererRole() -> Bool {
            guard !isDelivering else { return false }
            isDelivering = true
            return true
        }
    }
}
