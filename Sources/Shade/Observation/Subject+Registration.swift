extension Subject {
    /// Calls `handler` with the current state and with every state sent after it, on whichever
    /// thread is delivering, until the returned subscription is cancelled or released.
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
            .plain(handler), in: .anywhere, target: nil, key: nil, receivingInitialState: receivingInitialState
        ).id
        return Subscription(
            owner: storage, id: id, inMainLane: false, canceller: SubjectStorage<State>.cancelRegistration)
    }

    /// Calls `handler` on the main actor with the current state and every state sent after it,
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
            SubjectStorage<State>.eraseIsolation(handler), in: .main, target: nil, key: nil,
            receivingInitialState: receivingInitialState
        ).id
        return Subscription(
            owner: storage, id: id, inMainLane: true, canceller: SubjectStorage<State>.cancelRegistration)
    }

    /// Registers `action`, a method of a main-actor `target`, to be called on the main actor with
    /// the current state and every state sent after it.
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
        let site = CallSite(fileID: fileID, line: line, column: column)
        let bound: @MainActor (AnyObject, State) -> Void = { object, state in
            action(unsafeDowncast(object, to: Target.self))(state)
        }
        return storage.register(
            SubjectStorage<State>.eraseIsolation(bound), in: .main, target: target, key: .site(site),
            receivingInitialState: receivingInitialState
        ).isInserted
    }

    /// Registers `action`, a nonisolated method of a `Sendable` target, to be called with the
    /// current state and every state sent after it, on whichever thread is delivering.
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
        let site = CallSite(fileID: fileID, line: line, column: column)
        let bound: @Sendable (AnyObject, State) -> Void = { object, state in
            action(unsafeDowncast(object, to: Target.self))(state)
        }
        return storage.register(
            .bound(bound), in: .anywhere, target: target, key: .site(site),
            receivingInitialState: receivingInitialState
        ).isInserted
    }

    /// Registers a main-actor observer, held weakly, whose `apply(_:)` is called on the main actor
    /// with the current state and every state sent after it.
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
        let bound: @MainActor (AnyObject, State) -> Void = { object, state in
            unsafeDowncast(object, to: Observer.self).apply(state)
        }
        return storage.register(
            SubjectStorage<State>.eraseIsolation(bound), in: .main, target: observer,
            key: .conformance(ObjectIdentifier((any StateObserver).self)),
            receivingInitialState: receivingInitialState
        ).isInserted
    }

    /// Registers an observer, held weakly, whose `apply(_:)` is called with the current state and
    /// every state sent after it, on whichever thread is delivering.
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
        let bound: @Sendable (AnyObject, State) -> Void = { object, state in
            unsafeDowncast(object, to: Observer.self).apply(state)
        }
        return storage.register(
            .bound(bound), in: .anywhere, target: observer,
            key: .conformance(ObjectIdentifier((any SendableStateObserver).self)),
            receivingInitialState: receivingInitialState
        ).isInserted
    }
}
