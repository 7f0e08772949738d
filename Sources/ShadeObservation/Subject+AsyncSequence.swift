extension Subject {
    /// The current state, then the states sent after it, as an asynchronous sequence.
    ///
    /// ```swift
    /// for await state in player.values { render(state) }
    /// ```
    ///
    /// Each access starts a new sequence with its own registration, which ends when iteration
    /// ends or the sequence is released. A consumer slower than the sends does not build up a
    /// buffer: it receives the latest state when it asks for the next one.
    public var values: AsyncStream<State> {
        let (stream, continuation) = AsyncStream.makeStream(of: State.self, bufferingPolicy: .bufferingNewest(1))
        let subscription = observe { continuation.yield($0) }
        continuation.onTermination = { _ in subscription.cancel() }
        return stream
    }
}
