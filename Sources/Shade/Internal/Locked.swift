#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Android)
    import Android
#endif

/// A value guarded by a lock, for state that is not itself `Sendable`.
///
/// `Synchronization.Mutex.withLock` only lets non-`Sendable` values leave the critical section
/// when the compiler can prove them disconnected from the guarded state. The observer core hands
/// out snapshots of its slot array (a copy-on-write buffer that the lock no longer needs to guard
/// once shared), so it uses this box instead and keeps the discipline by convention: every read
/// and write of `value` happens inside `withLock`, and no user code runs while the lock is held.
///
/// The lock is a `pthread_mutex_t`, which the thread sanitizer understands, so the concurrency
/// tests can check the observer core for races.
@usableFromInline
final class Locked<Value>: @unchecked Sendable {
    // Safe: `value` is only touched inside `withLock`, which holds `mutex`.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    // Every access to `value` is inside `withLock`, which never nests (nesting would deadlock
    // first), so Swift's dynamic exclusivity check could never fire here; it is switched off.
    @exclusivity(unchecked) @usableFromInline var value: Value

    @usableFromInline
    init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the value. Inlinable, so that generic callers are
    /// specialised for their value type; the lock calls themselves stay behind a function call.
    @inlinable
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body(&value)
    }

    @usableFromInline
    func lock() {
        pthread_mutex_lock(mutex)
    }

    @usableFromInline
    func unlock() {
        pthread_mutex_unlock(mutex)
    }
}
