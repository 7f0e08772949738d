// The README's quick start, kept here so that it is compiled and run by CI.
// readme-quick-start:begin
import Shade

enum PlayerState: Equatable, Sendable {
    case idle
    case playing(track: String)
    case paused(track: String)
}

// A main-actor view observes with one of its own methods; it is held weakly.
@MainActor
final class MiniPlayerView {
    func show(_ state: PlayerState) {
        print("mini player:", state)
    }
}

// Any object can observe through the protocol form.
@MainActor
final class TrackList: StateObserver {
    func apply(_ state: PlayerState) {
        if case .playing(let track) = state { print("track list: marking", track) }
    }
}

@MainActor
func run() async {
    let player = Subject(PlayerState.idle)
    let miniPlayer = MiniPlayerView()
    let trackList = TrackList()

    player.subscribe(miniPlayer, MiniPlayerView.show)  // receives .idle at once
    player.subscribe(trackList)

    // A closure from any thread; the registration ends with the subscription.
    let logging = player.observe { state in print("log:", state) }

    player.send(.playing(track: "Intro"))
    player.send(.playing(track: "Intro"))  // equal to the current state: no one is notified
    player.send(.paused(track: "Intro"))
    logging.cancel()

    // Or as an asynchronous sequence: the current state first, then changes.
    for await state in player.values {
        print("values:", state)
        break
    }
}

await run()
// readme-quick-start:end
