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
final class Locked<Value>: @unchecked Sendable {
    // Safe: `value` is only touched inside `withLock`, which holds `mutex`.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

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

    @inline(__always)
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
