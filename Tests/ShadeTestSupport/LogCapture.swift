public import Logging

/// A log handler that keeps the messages it is given.
public final class LogCapture: LogHandler, @unchecked Sendable {
    // Only used from the main actor in the tests.
    /// The messages logged, in order.
    public var messages: [String] = []
    /// The handler's metadata.
    public var metadata: Logger.Metadata = [:]
    /// The lowest level passed on: every level.
    public var logLevel: Logger.Level = .trace

    /// An empty capture.
    public init() {}

    /// The metadata value of `key`.
    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// The level of each message, in order.
    public var levels: [Logger.Level] = []

    /// Keeps the event's message and level.
    public func log(event: LogEvent) {
        messages.append(event.message.description)
        levels.append(event.level)
    }
}
