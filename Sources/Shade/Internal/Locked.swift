import Synchronization

/// A value guarded by a `Mutex`, for state that is not itself `Sendable`.
///
/// `Mutex.withLock` only lets non-`Sendable` values leave the critical section when the compiler
/// can prove them disconnected from the guarded state. The observer core must hand out snapshots
/// of its slot array (a copy-on-write buffer the lock no longer protects once shared), so it uses
/// this box instead and keeps the lock discipline by convention: every read and write of `value`
/// happens inside `withLock`, and nothing calls out to user code while the lock is held.
final class Locked<Value>: @unchecked Sendable {
    // Safe: `value` is only touched inside `mutex.withLock`, which serialises all access.
    private let mutex = Mutex(())
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    @inline(__always)
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try mutex.withLock { _ in try body(&value) }
    }
}
