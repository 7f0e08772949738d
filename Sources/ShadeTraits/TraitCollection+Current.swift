import ShadeObservation

/// What ``TraitCollection/current`` reads, bound per task (or per thread outside tasks).
///
/// One task-local value holds both parts, so reading `current` costs a single task-local lookup.
struct CurrentTraitContext: Sendable {
    /// The collection bound by the innermost `performAsCurrent`, if any.
    var bound: TraitCollection?
    /// The box holding the default collection: the process-wide one, unless a task binds its own.
    ///
    /// Tests that set the default collection bind a fresh box for their task, so tests running in
    /// parallel never see each other's defaults.
    var defaults: Locked<TraitCollection>
}

extension TraitCollection {
    /// The process-wide default collection, guarded by a lock the thread sanitizer understands.
    private static let processDefaults = Locked(TraitCollection())

    /// The current context of this task or thread.
    @TaskLocal static var context = CurrentTraitContext(bound: nil, defaults: processDefaults)

    /// The collection bound by the innermost ``performAsCurrent(_:)`` of this task or thread.
    static var bound: TraitCollection? { context.bound }

    /// The trait collection that dynamic colors resolve against when none is passed explicitly.
    ///
    /// Inside ``performAsCurrent(_:)`` this is the collection being performed as current, with
    /// every trait it leaves unspecified filled in from ``defaultCollection``: built-in and custom
    /// traits alike. When no collection is current, it is ``defaultCollection``.
    ///
    /// `current` is local to the task and to the thread: a task sees what its own
    /// `performAsCurrent` calls (or those of the task that created it, for child tasks) bound, and
    /// code running on a thread outside any task sees only what was bound on that thread. Binding
    /// it on one thread never affects another.
    ///
    /// Matches UIKit's `UITraitCollection.current`: "a thread-local property, so it may be changed
    /// on non-main threads without affecting the main thread", filled from a fallback collection
    /// where unspecified (traits-spec §2, Apple's `UITraitCollection.h`). Unlike UIKit, it has no
    /// setter: use ``performAsCurrent(_:)``, which Apple also recommends.
    public static var current: TraitCollection {
        let context = self.context
        let fallback = context.defaults.withLock { $0 }
        guard var traits = context.bound else { return fallback }
        if fallback.isEmpty { return traits }
        traits.fill(from: fallback)
        return traits
    }

    /// The collection that ``current`` falls back to: the system's traits.
    ///
    /// Its traits fill in whatever the current collection leaves unspecified, and it is ``current``
    /// itself when no collection is current. Set it once at start-up, and again when the system
    /// appearance changes, to the traits of the environment (for example `.light`, `.normal`
    /// contrast, `.large` text). It starts empty.
    ///
    /// Reading and writing it is thread-safe; a write is seen by every thread and task. Matches
    /// UIKit's fallback trait collection (traits-spec §2).
    public static var defaultCollection: TraitCollection {
        get { context.defaults.withLock { $0 } }
        set { context.defaults.withLock { $0 = newValue } }
    }

    /// Makes this collection ``current`` for the duration of `body` and returns its result.
    ///
    /// ```swift
    /// TraitCollection(userInterfaceStyle: .dark).performAsCurrent {
    ///     drawBadge()   // dynamic colors resolved in here read `current`: dark
    /// }
    /// ```
    ///
    /// The previous current collection is restored when `body` returns or throws. Calls nest: the
    /// innermost collection is current, not merged with the enclosing ones; its unspecified traits
    /// come from ``defaultCollection``. Only the calling task or thread is affected.
    ///
    /// Matches UIKit's `performAsCurrent(_:)`: "Sets currentTraitCollection to this trait
    /// collection, performs the given actions, then restores currentTraitCollection to its
    /// original value" (traits-spec §2, Apple's `UITraitCollection.h`).
    public func performAsCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        var context = Self.context
        context.bound = self
        return try Self.$context.withValue(context, operation: body)
    }

    /// Makes this collection ``current`` for the duration of the asynchronous `body` and returns
    /// its result.
    ///
    /// The collection stays current across suspension points in `body`. Tasks created inside
    /// `body` inherit it (`async let`, task groups and `Task { }`, but not `Task.detached`); other
    /// tasks never see it. The previous current collection is restored when `body` returns or
    /// throws.
    public func performAsCurrent<Result>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Result
    ) async rethrows -> Result {
        var context = Self.context
        context.bound = self
        return try await Self.$context.withValue(context, operation: body, isolation: isolation)
    }

    /// Sets every trait this collection leaves unspecified to its value in `fallback`.
    mutating func fill(from fallback: TraitCollection) {
        var filled = fallback
        filled.overlay(self)
        self = filled
    }
}
