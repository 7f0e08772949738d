import Dispatch
import Synchronization

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

    /// ``value()``, which the caller then holds alone: letting it go frees it. The value cannot be
    /// asked for again.
    func take() -> Value {
        let value = value()
        result = nil
        return value
    }
}

extension Background where Value == Void {
    /// Lets `value` go on another thread: a large structure (a plan's tens of thousands of changes
    /// and measurements) is freed there while this thread goes on.
    static func release<Released: Sendable>(_ value: consuming Released) {
        DispatchQueue.global(qos: .utility).async { [value] in _ = value }
    }

    /// `transform` of each of `elements`, in order, the work shared between this thread and
    /// another: each takes the next few elements as it finishes its last, so a few costly
    /// elements (a background's search among thousands of small ones) do not leave one thread
    /// idle while the other works.
    static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], _ transform: @escaping @Sendable (Element) -> Result
    ) -> [Result] {
        let count = elements.count
        guard count > 1 else { return elements.map(transform) }
        // About 32 turns each: few enough that taking one costs nothing, many enough to even out.
        let turn = max(1, count / 64)
        let next = Atomic(0)
        // Each result is made in its place, once, by whichever thread takes its turn, and is the
        // list's from then on: none is copied out of a list of optionals afterwards.
        return [Result](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            // Each turn initializes its own places of the buffer, which outlives both threads.
            nonisolated(unsafe) let buffer = buffer
            DispatchQueue.concurrentPerform(iterations: 2) { _ in
                while case let start = next.wrappingAdd(turn, ordering: .relaxed).oldValue, start < count {
                    for offset in start..<min(start + turn, count) {
                        buffer.initializeElement(at: offset, to: transform(elements[offset]))
                    }
                }
            }
            // The turns cover every place before concurrentPerform returns.
            initializedCount = count
        }
    }

    /// `transform` of each of `elements` on both cores (``map(_:_:)``), `atOnce` elements at a
    /// time, each batch's results handed to `body` in order before the next batch is made: the
    /// pieces of a long report are written as they are made, never all held at once.
    static func mapInBatches<Element: Sendable, Result: Sendable>(
        _ elements: [Element], atOnce: Int, _ transform: @escaping @Sendable (Element) -> Result,
        each body: (Result) -> Void
    ) {
        for start in stride(from: 0, to: elements.count, by: atOnce) {
            map(Array(elements[start..<min(start + atOnce, elements.count)]), transform).forEach(body)
        }
    }
}
