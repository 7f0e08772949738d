/// How many sent states a ``Subject`` keeps for observers it has not reached yet.
///
/// A subject delivers a state at once when nobody is delivering. States sent while a delivery is
/// under way wait for it: sent from several threads at once, from inside a callback, or from
/// another thread to observers on the main actor, which take them on the main actor's next turn.
/// The subject keeps them per lane (its main-actor observers, and those called on any thread),
/// never per observer, so its memory grows with its observers and never with its sends.
///
/// ```swift
/// let level = Subject(0.0)                                    // .latest: a level meter, a progress value
/// let taps = Subject(Tap.none, buffering: .everyState(upTo: 256))   // events that must all arrive
/// ```
public struct SubjectBuffering: Sendable, Hashable {
    /// The most states each lane keeps waiting.
    public let limit: Int
    /// Whether the subject promises every state, and so counts the ones it drops at the bound.
    let keepsEveryState: Bool

    private init(limit: Int, keepsEveryState: Bool) {
        precondition(limit >= 1, "a subject keeps at least the latest state")
        self.limit = limit
        self.keepsEveryState = keepsEveryState
    }

    /// Conflated, the default, as Kotlin's `StateFlow`: only the latest state waits.
    ///
    /// Every observer sees its states in the one order they were sent, may skip states sent while
    /// it was being delivered to (under load), and always ends on the last one. Right for a state
    /// holder: an appearance, a selection, a progress value or a level sent faster than the
    /// interface can draw it.
    public static let latest = SubjectBuffering(limit: 1, keepsEveryState: false)

    /// Every state, for event-like use: up to `limit` states wait in each lane.
    ///
    /// Observers see every state in send order as long as no lane falls `limit` states behind.
    /// At the bound, a send drops the lane's oldest waiting state (its observers skip it, as with
    /// ``latest``) and counts it in ``Subject/droppedStateCount``, so memory stays bounded by
    /// `limit` states per lane whatever the send rate, and a test or a debug check can tell that
    /// the bound was reached. Sends are never blocked: a sender may be the main actor, or a
    /// callback of the very delivery it would wait for.
    ///
    /// - Parameter limit: the most states waiting per lane; at least 1.
    /// - Returns: The buffering that keeps every state, up to `limit` per lane.
    public static func everyState(upTo limit: Int) -> SubjectBuffering {
        SubjectBuffering(limit: limit, keepsEveryState: true)
    }
}
