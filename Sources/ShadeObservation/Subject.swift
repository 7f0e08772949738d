/// A value that broadcasts its changes to its observers.
///
/// `Subject` is the observer-pattern core of Shade. It holds a state and calls each observer with
/// its new states, in one global order, with no observer ever kept alive by the subject. It is a
/// state holder, conflated like Kotlin's `StateFlow`: an observer that falls behind skips to the
/// latest state rather than building up a backlog (see ``SubjectBuffering`` for event-like use
/// that must see every value).
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
/// - Target–action: `subscribe(target, Target.method)` holds the target weakly and calls the given
///   unapplied method on it, on the main actor for a main-actor target
///   (``subscribe(_:_:receivingInitialState:fileID:line:column:)-259vq``)
///   and on the delivering thread for a `Sendable` one
///   (``subscribe(_:_:receivingInitialState:fileID:line:column:)-62hh``).
///   A target may register several different actions.
/// - Protocol: ``subscribe(_:receivingInitialState:)-77x4u`` holds a ``StateObserver`` (main actor)
///   and ``subscribe(_:receivingInitialState:)-my7y`` a ``SendableStateObserver`` (any thread),
///   weakly, and calls its `apply(_:)`.
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
/// - **Order**: every observer receives its states in the one order they were sent, and once the
///   last `send` has returned and delivery is idle, every live observer's last state is the final
///   one. Observers are called in registration order, also after others cancelled.
/// - **Conflation and bounded memory**: a state sent while nobody is delivering reaches every
///   observer before `send` returns (main-actor observers: when sent from the main actor). A
///   state sent while a delivery is under way waits, and with the default buffering,
///   ``SubjectBuffering/latest``, only the latest state waits: an observer may skip intermediate
///   states under load, never the last. So a subject's memory grows with its observers, never
///   with its sends. ``SubjectBuffering/everyState(upTo:)`` keeps up to a stated number of
///   states instead, and drops the oldest at that bound (counted in ``droppedStateCount``).
/// - **Re-entrancy**: an observer may subscribe, cancel or send from inside its callback. A state
///   sent from a callback is delivered after the current pass; an observer cancelled during a pass
///   is not called later in that pass; an observer added during a pass receives its initial state
///   instead of the pass's state.
///
/// ## Threads and actors
/// `Subject` is `Sendable` and every method may be called from any thread. Delivery is serialised:
/// one thread at a time delivers, in send order, and a `send` made while another thread is
/// delivering is left for that thread (conflated with the states already waiting) and returns at
/// once. No observer is ever called while the subject's lock is held, so a callback can do
/// anything, including sending to the same subject.
///
/// Observers come in two isolations, kept in two lanes that share the same order of states:
/// - `@Sendable` closures, ``SendableStateObserver``s and `Sendable` targets with nonisolated
///   methods are called on whichever thread is delivering.
/// - Main-actor targets and ``StateObserver``s (registered from the main actor) are called on the
///   main actor: synchronously when `send` is called from the main actor, otherwise on the main
///   actor's next turn. A `@MainActor` view can therefore observe with its own methods, with no
///   `@unchecked` code or warnings in the view. States sent from other threads faster than the
///   main-actor observers take them do not hold up the main actor: it delivers the latest state,
///   at most 16 broadcasts a turn, and runs its other work in between.
///
/// ## Cost
/// Registering and cancelling are O(1) amortised. A send is one pass over the registrations in
/// contiguous memory and allocates nothing in steady state. Memory: the registrations, plus at
/// most the buffering's limit of states per lane and one initial state per new registration.
public final class Subject<State: Sendable>: Sendable {
    @usableFromInline let storage: SubjectStorage<State>

    /// Creates a subject holding `initialState`; every `send` notifies, even of an equal value.
    ///
    /// - Parameters:
    ///   - initialState: the state until the first `send`.
    ///   - buffering: how many states wait for observers while a delivery is under way: by
    ///     default only the latest (conflation).
    public init(_ initialState: State, buffering: SubjectBuffering = .latest) {
        storage = SubjectStorage(initialState, buffering: buffering, isDuplicate: nil)
    }

    /// Creates a subject holding `initialState`; sending a value equal to the current state
    /// notifies no one.
    ///
    /// - Parameters:
    ///   - initialState: the state until the first `send`.
    ///   - buffering: how many states wait for observers while a delivery is under way: by
    ///     default only the latest (conflation).
    public init(_ initialState: State, buffering: SubjectBuffering = .latest) where State: Equatable {
        storage = SubjectStorage(initialState, buffering: buffering, isDuplicate: { $0 == $1 })
    }

    deinit {
        storage.close()
    }

    /// The current state: the value most recently sent.
    @inlinable
    public var state: State {
        storage.state
    }

    /// Makes `newState` the current state and delivers it to every observer.
    ///
    /// Observers that run anywhere are called before `send` returns, unless another thread is
    /// delivering (then that thread delivers it, after the states already waiting) or `send` is
    /// called from inside a callback (then it is delivered after the current pass). Main-actor
    /// observers are called before `send` returns when it is called from the main actor, and on
    /// the main actor's next turn otherwise. A state that waits is conflated: with the default
    /// buffering, a later send replaces it, and observers that had not received it skip it.
    ///
    /// - Parameters:
    ///   - newState: the new state. When `State` is `Equatable` and `newState` equals the current
    ///     state, nothing happens.
    ///   - isolation: the caller's actor, filled in by the compiler; it tells whether main-actor
    ///     observers can be called synchronously.
    @inlinable
    public func send(_ newState: State, isolation: isolated (any Actor)? = #isolation) {
        storage.send(newState, onMainActor: isolation === MainActor.shared)
    }

    /// Removes every registration of `target`, in both lanes: all its target–action registrations
    /// and its protocol registration. Closure subscriptions are not affected.
    ///
    /// Calling it for an object that is not registered does nothing.
    @inlinable
    public func detach(_ target: AnyObject) {
        storage.detach(target)
    }

    /// Whether `target` has at least one registration with this subject.
    @inlinable
    public func isSubscribed(_ target: AnyObject) -> Bool {
        storage.isSubscribed(target)
    }

    /// The number of registrations, including those of released targets not yet purged.
    package var registrationCount: Int {
        storage.registrationCount
    }

    /// How many sent states were dropped because a lane already held the buffering's limit of
    /// waiting states; each lane counts its own. Only a subject made with
    /// ``SubjectBuffering/everyState(upTo:)`` counts: with ``SubjectBuffering/latest`` skipping
    /// states is the contract, and this stays 0.
    public var droppedStateCount: Int {
        storage.droppedStateCount
    }
}
