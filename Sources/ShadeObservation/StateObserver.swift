/// A main-actor object that observes a ``Subject`` through one method.
///
/// Views and view controllers adopt it; the subject holds them weakly and calls `apply(_:)` on the
/// main actor.
///
/// ```swift
/// @MainActor final class MiniPlayerView: StateObserver {
///     func apply(_ state: PlayerState) { … }
/// }
/// player.subscribe(miniPlayerView)
/// ```
@MainActor
public protocol StateObserver<State>: AnyObject {
    associatedtype State
    /// Receives the subject's current state on registration and the states sent after it, in
    /// send order (under load, the latest rather than each one: see ``SubjectBuffering``).
    func apply(_ state: State)
}

/// An object that observes a ``Subject`` from any thread through one method.
///
/// The subject holds it weakly and calls `apply(_:)` on whichever thread is delivering, so the
/// conforming type must be `Sendable`.
public protocol SendableStateObserver<State>: AnyObject, Sendable {
    associatedtype State
    /// Receives the subject's current state on registration and the states sent after it, in
    /// send order (under load, the latest rather than each one: see ``SubjectBuffering``).
    func apply(_ state: State)
}
