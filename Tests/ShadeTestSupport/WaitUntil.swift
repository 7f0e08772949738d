/// The condition of ``waitUntil(timeout:_:file:line:)`` did not hold in time; thrown, so that the
/// test stops there and reports this place.
public struct ConditionTimedOut: Error, CustomStringConvertible {
    /// How long the wait polled.
    public var timeout: Duration
    /// The file and line of the wait.
    public var file: String
    /// The line of the wait.
    public var line: Int

    /// Says which wait ran out, and after how long.
    public var description: String {
        "\(file):\(line): the condition did not become true within \(timeout)"
    }
}

/// Waits on the main actor until `condition` holds, polling every 2 ms for up to `timeout` of
/// polls, and returns how long it took by the clock.
///
/// The wait ends as soon as the condition holds, so the generous default costs nothing when it
/// passes. It counts its own polls rather than the clock: while other tests hold the main actor
/// (for long stretches on a loaded machine, or under the address sanitizer), neither this wait nor
/// the work it waits for can run, and a clock deadline could pass before that work had its first
/// turn.
///
/// - Throws: ``ConditionTimedOut`` when `condition` is still false after `timeout` of polls, or
///   `CancellationError` when the task is cancelled.
@MainActor
@discardableResult
public func waitUntil(
    timeout: Duration = .seconds(30), _ condition: @MainActor () -> Bool,
    file: String = #fileID, line: Int = #line
) async throws -> Duration {
    let start = ContinuousClock.now
    let interval = Duration.milliseconds(2)
    var waited = Duration.zero
    while !condition() {
        guard waited < timeout else { throw ConditionTimedOut(timeout: timeout, file: file, line: line) }
        try await Task.sleep(for: interval)
        waited += interval
    }
    return ContinuousClock.now - start
}
