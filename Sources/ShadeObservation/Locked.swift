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
/// tests can check the observer core for races. Every call's result is checked. In debug builds
/// the mutex is an error-checking one, so taking it again on the thread that holds it (a callback
/// run under the lock that reaches the same lock) stops the program with a message instead of
/// deadlocking; release builds use a normal mutex, whose calls cannot fail once initialised.
@usableFromInline
package final class Locked<Value>: @unchecked Sendable {
    // Safe: `value` is only touched inside `withLock`, which holds `mutex`.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    // Every access to `value` is inside `withLock`, which never nests (nesting would deadlock
    // first), so Swift's dynamic exclusivity check could never fire here; it is switched off.
    @exclusivity(unchecked) @usableFromInline var value: Value

    @usableFromInline
    package init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        var attributes = pthread_mutexattr_t()
        check(pthread_mutexattr_init(&attributes), "pthread_mutexattr_init")
        defer { pthread_mutexattr_destroy(&attributes) }
        #if DEBUG
            check(pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ERRORCHECK)), "pthread_mutexattr_settype")
        #endif
        check(pthread_mutex_init(mutex, &attributes), "pthread_mutex_init")
    }

    deinit {
        check(pthread_mutex_destroy(mutex), "pthread_mutex_destroy")
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the value. Inlinable, so that generic callers are
    /// specialised for their value type; the lock calls themselves stay behind a function call.
    @inlinable
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body(&value)
    }

    @usableFromInline
    package func lock() {
        check(pthread_mutex_lock(mutex), "pthread_mutex_lock")
    }

    @usableFromInline
    package func unlock() {
        check(pthread_mutex_unlock(mutex), "pthread_mutex_unlock")
    }
}

/// Stops the program when a pthread call fails: a lock that cannot be taken or released leaves
/// nothing safe to do. `EDEADLK` (debug builds only) means the calling thread already holds the
/// lock.
@usableFromInline
func check(_ result: Int32, _ call: StaticString) {
    guard result != 0 else { return }
    if result == EDEADLK {
        preconditionFailure("\(call): this thread already holds the lock (a re-entrant use, which would deadlock)")
    }
    preconditionFailure("\(call) failed with error \(result)")
}
