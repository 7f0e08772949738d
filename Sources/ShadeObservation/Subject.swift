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
    @usableFromInline let storage: SubjectStorage<State>

    /// Creates a subject holding `initialState`; every `send` notifies, even of an equal value.
    public init(_ initialState: State) {
        storage = SubjectStorage(initialState, isDuplicate: nil)
    }

    /// Creates a subject holding `initialState`; sending a value equal to the current state
    /// notifies no one.
    public init(_ initialState: State) where State: Equatable {
        storage = SubjectStorage(initialState, isDuplicate: { $0 == $1 })
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
}
