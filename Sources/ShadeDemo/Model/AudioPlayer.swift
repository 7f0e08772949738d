import ShadeObservation

/// What the player is doing.
enum PlayerState: Hashable, Sendable {
    case idle
    case playing(Track)
    case paused(Track)

    /// The current track, playing or paused.
    var track: Track? {
        switch self {
        case .idle: nil
        case .playing(let track), .paused(let track): track
        }
    }
}

/// Playback events, for objects that care about more than the current state. Every method has
/// an empty default, so an observer implements only the events it needs.
@MainActor
protocol PlaybackObserver: AnyObject {
    /// A track started playing (from the start or after a pause).
    func playerDidStart(_ track: Track)
    /// The playing track was paused.
    func playerDidPause(_ track: Track)
    /// Playback stopped.
    func playerDidStop()
}

extension PlaybackObserver {
    func playerDidStart(_ track: Track) {}
    func playerDidPause(_ track: Track) {}
    func playerDidStop() {}
}

/// A pretend audio player: the second, non-theme use of the observer core. Its state is a
/// ``Subject`` (the mini player observes it), and its events go to ``PlaybackObserver``s held in
/// an ``ObserverSet`` (the track list is one).
@MainActor
final class AudioPlayer {
    /// The state, for observers of the whole state.
    let state = Subject(PlayerState.idle)
    private var observers = ObserverSet<any PlaybackObserver>()

    init() {}

    /// Adds an observer, held weakly; adding it again does nothing.
    func addObserver(_ observer: any PlaybackObserver) {
        observers.insert(observer)
    }

    /// Removes an observer.
    func removeObserver(_ observer: any PlaybackObserver) {
        observers.remove(observer)
    }

    /// Plays `track` from the start.
    func play(_ track: Track) {
        state.send(.playing(track))
        for observer in observers { observer.playerDidStart(track) }
    }

    /// Pauses the playing track; does nothing otherwise.
    func pause() {
        guard case .playing(let track) = state.state else { return }
        state.send(.paused(track))
        for observer in observers { observer.playerDidPause(track) }
    }

    /// Resumes a paused track; does nothing otherwise.
    func resume() {
        guard case .paused(let track) = state.state else { return }
        state.send(.playing(track))
        for observer in observers { observer.playerDidStart(track) }
    }

    /// Stops playback; does nothing when idle.
    func stop() {
        guard state.state != .idle else { return }
        state.send(.idle)
        for observer in observers { observer.playerDidStop() }
    }

    /// Space: plays `track` if it is not the current one, else pauses or resumes it.
    func togglePlayback(of track: Track) {
        switch state.state {
        case .playing(let current) where current == track: pause()
        case .paused(let current) where current == track: resume()
        default: play(track)
        }
    }
}
