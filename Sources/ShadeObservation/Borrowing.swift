extension Array where Element: AnyObject {
    /// Calls `body` with each element in turn, borrowed: no element is retained for the call.
    ///
    /// The caller guarantees that the array stays alive, and so keeps every element alive, for the
    /// whole loop: call it on a local copy, which callbacks cannot change. (`for element in array`
    /// retains and releases each element around the call, as Swift cannot prove that the call does
    /// not release it.)
    ///
    /// Defined here, in a module built in the Swift 6 language mode, so that a main-actor closure
    /// passed to it needs no dynamic executor check: the check is made for isolated closures that
    /// are passed straight to functions of modules built without strict concurrency checking, such
    /// as the standard library's `_withUnsafeGuaranteedRef`, which this passes a nonisolated closure.
    @inlinable
    package func forEachBorrowed(_ body: (Element) -> Void) {
        for index in indices {
            Unmanaged.passUnretained(self[index])._withUnsafeGuaranteedRef(body)
        }
    }
}
