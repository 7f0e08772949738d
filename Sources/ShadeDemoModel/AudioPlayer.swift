public import ShadeObservation

/// What the player is doing.
public enum PlayerState: Hashable, Sendable {
    /// Nothing is playing.
    case idle
    /// The track is playing.
    case playing(Track)
    /// The track is paused.
    case paused(Track)

    /// The current track, playing or paused.
    public var track: Track? {
        switch self {
        case .idle: nil
        case .playing(let track), .paused(let track): track
        }
    }
}

/// Playback events, for objects that care about more than the current state. Every method has
/// an empty default, so an observer implements only the events it needs.
@MainActor
public protocol PlaybackObserver: AnyObject {
    /// A track started playing (from the start or after a pause).
    func playerDidStart(_ track: Track)
    /// The playing track was paused.
    func playerDidPause(_ track: Track)
    /// Playback stopped.
    func playerDidStop()
}

extension PlaybackObserver {
    /// Does nothing.
    public func playerDidStart(_ track: Track) {}
    /// Does nothing.
    public func playerDidPause(_ track: Track) {}
    /// Does nothing.
    public func playerDidStop() {}
}

/// A pretend audio player: the second, non-theme use of the observer core. Its state is a
/// ``Subject`` (the mini player observes it), and its events go to ``PlaybackObserver``s held in
/// an ``ObserverSet`` (the track list is one).
@MainActor
public final class AudioPlayer {
    /// The state, for observers of the whole state.
    public let state = Subject(PlayerState.idle)
    private var observers = ObserverSet<any PlaybackObserver>()

    /// An idle player.
    public init() {}

    /// Adds an observer, held weakly; adding it again does nothing.
    public func addObserver(_ observer: any PlaybackObserver) {
        observers.insert(observer)
    }

    /// Removes an observer.
    public func removeObserver(_ observer: any PlaybackObserver) {
        observers.remove(observer)
    }

    /// Plays `track` from the start.
    public func play(_ track: Track) {
        state.send(.playing(track))
        for observer in observers { observer.playerDidStart(track) }
    }

    /// Pauses the playing track; does nothing otherwise.
    public func pause() {
        guard case .playing(let track) = state.state else { return }
        state.send(.paused(track))
        for observer in observers { observer.playerDidPause(track) }
    }

    /// Resumes a paused track; does nothing otherwise.
    public func resume() {
        guard case .paused(let track) = state.state else { return }
        state.send(.playing(track))
        for observer in observers { observer.playerDidStart(track) }
    }

    /// Stops playback; does nothing when idle.
    public func stop() {
        guard state.state != .idle else { return }
        state.send(.idle)
        for observer in observers { observer.playerDidStop() }
    }

    /// Space: plays `track` if it is not the current one, else pauses or resumes it.
    public func togglePlayback(of track: Track) {
        switch state.state {
        case .playing(let current) where current == track: pause()
        case .paused(let current) where current == track: resume()
        default: play(track)
        }
    }
}
