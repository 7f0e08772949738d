extension Subject {
    /// Calls `handler` with the current state and with the states sent after it, on whichever
    /// thread is delivering, until the returned subscription is cancelled or released.
    ///
    /// The states arrive in send order; under load, with the subject's default buffering, the
    /// handler may skip intermediate states, never the last (see ``SubjectBuffering``).
    ///
    /// - Parameters:
    ///   - receivingInitialState: whether `handler` is called with the current state at once.
    ///   - handler: the closure to call. It may subscribe, cancel or send from inside.
    /// - Returns: the registration; keep it alive for as long as `handler` should be called.
    @inlinable
    public func observe(
        receivingInitialState: Bool = true,
        _ handler: @escaping @Sendable (State) -> Void
    ) -> Subscription {
        let id = storage.register(
            .anywhere(handler), in: .anywhere, target: nil, key: nil, receivingInitialState: receivingInitialState
        ).id
        return Subscription(
            owner: storage, id: id, inMainLane: false, canceller: SubjectStorage<State>.cancelRegistration)
    }

    /// Calls `handler` on the main actor with the current state and the states sent after it,
    /// until the returned subscription is cancelled or released.
    ///
    /// Use it from main-actor code whose closure touches main-actor state.
    @MainActor
    @inlinable
    public func observeOnMainActor(
        receivingInitialState: Bool = true,
        _ handler: @escaping @MainActor (State) -> Void
    ) -> Subscription {
        let id = storage.register(
            .main(handler), in: .main, target: nil, key: nil,
            receivingInitialState: receivingInitialState
        ).id
        return Subscription(
            owner: storage, id: id, inMainLane: true, canceller: SubjectStorage<State>.cancelRegistration)
    }

    /// Registers `action`, a method of a main-actor `target`, to be called on the main actor with
    /// the current state and the states sent after it.
    ///
    /// ```swift
    /// subject.subscribe(self, ThemedView.apply)
    /// ```
    ///
    /// The target is held weakly: the registration ends when the target is released or passed to
    /// ``detach(_:)``. A target may register several actions; registering again from the same
    /// place in the source (the same `fileID`, `line` and `column`, filled in by the compiler) is a
    /// no-op, so code that runs twice does not double notify. An unapplied method reference has no
    /// identity of its own in Swift, which is why the registration site stands for the action:
    /// functions that forward an action here should take and forward these three values, the way
    /// assertion helpers forward `#fileID` and `#line`.
    ///
    /// - Returns: `true` when a registration was added, `false` when it already existed.
    @MainActor
    @discardableResult
    @inlinable
    public func subscribe<Target: AnyObject>(
        _ target: Target,
        _ action: @escaping (Target) -> @MainActor (State) -> Void,
        receivingInitialState: Bool = true,
        fileID: String = #fileID,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        registerOnMainActor(
            target, action, key: TargetAction.key(fileID: fileID, line: line, column: column),
            receivingInitialState: receivingInitialState)
    }

    /// Registers `action`, a nonisolated method of a `Sendable` target, to be called with the
    /// current state and the states sent after it, on whichever thread is delivering.
    ///
    /// The target is held weakly; see ``subscribe(_:_:receivingInitialState:fileID:line:column:)`` for the
    /// rules on duplicates and ``detach(_:)``.
    ///
    /// - Returns: `true` when a registration was added, `false` when it already existed.
    @discardableResult
    @inlinable
    public func subscribe<Target: AnyObject & Sendable>(
        _ target: Target,
        _ action: @escaping @Sendable (Target) -> (State) -> Void,
        receivingInitialState: Bool = true,
        fileID: String = #fileID,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        registerAnywhere(
            target, action, key: TargetAction.key(fileID: fileID, line: line, column: column),
            receivingInitialState: receivingInitialState)
    }

    /// Registers a main-actor observer, held weakly, whose `apply(_:)` is called on the main actor
    /// with the current state and the states sent after it.
    ///
    /// Registering the same observer again is a no-op. The registration ends when the observer is
    /// released or passed to ``detach(_:)``.
    ///
    /// - Returns: `true` when a registration was added, `false` when it already existed.
    @MainActor
    @discardableResult
    @inlinable
    public func subscribe<Observer: StateObserver<State>>(
        _ observer: Observer,
        receivingInitialState: Bool = true
    ) -> Bool {
        registerOnMainActor(
            observer, { observer in { observer.apply($0) } },
            key: TargetAction.conformanceKey(for: (any StateObserver).self),
            receivingInitialState: receivingInitialState)
    }

    /// Registers an observer, held weakly, whose `apply(_:)` is called with the current state and
    /// the states sent after it, on whichever thread is delivering.
    ///
    /// Registering the same observer again is a no-op. The registration ends when the observer is
    /// released or passed to ``detach(_:)``.
    ///
    /// - Returns: `true` when a registration was added, `false` when it already existed.
    @discardableResult
    @inlinable
    public func subscribe<Observer: SendableStateObserver<State>>(
        _ observer: Observer,
        receivingInitialState: Bool = true
    ) -> Bool {
        registerAnywhere(
            observer, { observer in { observer.apply($0) } },
            key: TargetAction.conformanceKey(for: (any SendableStateObserver).self),
            receivingInitialState: receivingInitialState)
    }

    // MARK: - The binders

    /// Registers `action`, a main-actor method of `target`, in the main lane under `key`: the one
    /// place where a main-actor target–action pair, or a ``StateObserver``, is bound.
    @MainActor
    @inlinable
    func registerOnMainActor<Target: AnyObject>(
        _ target: Target, _ action: @escaping (Target) -> @MainActor (State) -> Void, key: ActionKey,
        receivingInitialState: Bool
    ) -> Bool {
        storage.register(
            .mainBound { object, state in action(TargetAction.target(object, as: Target.self))(state) },
            in: .main, target: target, key: key, receivingInitialState: receivingInitialState
        ).isInserted
    }

    /// Registers `action`, a nonisolated method of a `Sendable` target, in the anywhere lane under
    /// `key`: the one place where such a pair, or a ``SendableStateObserver``, is bound.
    @inlinable
    func registerAnywhere<Target: AnyObject & Sendable>(
        _ target: Target, _ action: @escaping @Sendable (Target) -> (State) -> Void, key: ActionKey,
        receivingInitialState: Bool
    ) -> Bool {
        storage.register(
            .anywhereBound { object, state in action(TargetAction.target(object, as: Target.self))(state) },
            in: .anywhere, target: target, key: key, receivingInitialState: receivingInitialState
        ).isInserted
    }
}
