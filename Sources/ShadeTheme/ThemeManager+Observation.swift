public import ShadeObservation

extension ThemeManager {
    /// Calls `handler` on the main actor with the current state at once, and with every changed
    /// state after it, until the returned subscription is cancelled or released.
    ///
    /// ```swift
    /// manager.observe { state in
    ///     chart.palette = state.theme.chartColors(for: state.traitCollection)
    /// }.store(in: &subscriptions)
    /// ```
    public func observe(
        receivingInitialState: Bool = true,
        _ handler: @escaping @MainActor (ThemeState<AppTheme>) -> Void
    ) -> Subscription {
        subject.observeOnMainActor(receivingInitialState: receivingInitialState, handler)
    }

    /// Registers `action`, a method of `target`, to be called with the current state at once and
    /// every changed state after it.
    ///
    /// ```swift
    /// manager.subscribe(self, PlayerModel.themeDidChange)
    /// ```
    ///
    /// The target is held weakly. Registering the same action from the same place again is a
    /// no-op; see `Subject.subscribe(_:_:receivingInitialState:fileID:line:column:)`.
    ///
    /// - Returns: `true` when a registration was added, `false` when it already existed.
    @discardableResult
    public func subscribe<Target: AnyObject>(
        _ target: Target,
        _ action: @escaping (Target) -> @MainActor (ThemeState<AppTheme>) -> Void,
        receivingInitialState: Bool = true,
        fileID: String = #fileID,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        subject.subscribe(
            target, action, receivingInitialState: receivingInitialState, fileID: fileID, line: line, column: column)
    }

    /// Registers `observer`, held weakly, whose `apply(_:)` gets the current state at once and
    /// every changed state after it. Registering it again is a no-op.
    ///
    /// - Returns: `true` when a registration was added, `false` when it already existed.
    @discardableResult
    public func subscribe<Observer: StateObserver<ThemeState<AppTheme>>>(
        _ observer: Observer,
        receivingInitialState: Bool = true
    ) -> Bool {
        subject.subscribe(observer, receivingInitialState: receivingInitialState)
    }

    /// Ends every target–action and observer registration of `target`.
    public func unsubscribe(_ target: AnyObject) {
        subject.detach(target)
    }

    /// Whether `target` has a target–action or observer registration.
    public func isSubscribed(_ target: AnyObject) -> Bool {
        subject.isSubscribed(target)
    }

    /// The current state, then every changed state, as an asynchronous sequence. A consumer that
    /// falls behind gets the latest state, not a backlog.
    ///
    /// ```swift
    /// for await state in manager.updates {
    ///     await renderer.use(state.theme)
    /// }
    /// ```
    public var updates: AsyncStream<ThemeState<AppTheme>> {
        subject.values
    }
}
