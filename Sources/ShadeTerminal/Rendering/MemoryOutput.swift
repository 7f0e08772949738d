import Synchronization

/// Output kept in memory: for tests, and for capturing a frame's escape sequences.
///
/// Safe to use from any thread.
public final class MemoryOutput: TerminalOutput {
    private let storage = Mutex<[UInt8]>([])

    /// Creates an empty output.
    public init() {}

    /// Appends `bytes` to what was written.
    public func write(_ bytes: [UInt8]) {
        storage.withLock { $0.append(contentsOf: bytes) }
    }

    /// Every byte written so far.
    public var bytes: [UInt8] {
        storage.withLock { $0 }
    }

    /// The bytes written so far, decoded as UTF-8.
    public var text: String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// Returns the bytes written so far and forgets them.
    @discardableResult
    public func removeAll() -> [UInt8] {
        storage.withLock { bytes in
            defer { bytes = [] }
            return bytes
        }
    }
}
