import Dispatch

/// A value computed on another thread while the caller goes on with other work: the audit's
/// checks and `--suggest`'s plan, which need the same pairs and nothing of each other, run on two
/// cores at once.
///
/// ```swift
/// let plan = Background { planner.plan() }
/// var audit = auditor.audit()    // meanwhile, on this thread
/// audit.attach(plan.value())
/// ```
final class Background<Value: Sendable>: @unchecked Sendable {
    // `result` is written once, on the worker, before `finished` is signalled, and read only after
    // waiting for that signal: the semaphore orders the two.
    private let finished = DispatchSemaphore(value: 0)
    private var result: Value?
    // Read and written by the caller only.
    private var waited = false

    /// Starts `work` on another thread.
    init(_ work: @escaping @Sendable () -> Value) {
        DispatchQueue.global(qos: .userInitiated).async {
            self.result = work()
            self.finished.signal()
        }
    }

    /// The value, once `work` has returned: waits for it the first time.
    func value() -> Value {
        if !waited {
            finished.wait()
            waited = true
        }
        guard let result else { preconditionFailure("the work signals only once it has stored its value") }
        return result
    }
}
