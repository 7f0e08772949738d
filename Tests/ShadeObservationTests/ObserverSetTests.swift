import Testing

@testable import Shade
@testable import ShadeObservation

/// An app-defined observation protocol with several events and default empty implementations,
/// as the `ObserverSet` documentation shows.
@MainActor
protocol PlaybackObserver: AnyObject {
    func didStartPlaying(_ track: String)
    func didPause()
    func didStop()
}

extension PlaybackObserver {
    func didStartPlaying(_ track: String) {}
    func didPause() {}
    func didStop() {}
}

@MainActor
final class TrackList: PlaybackObserver {
    var playing: String?
    func didStartPlaying(_ track: String) { playing = track }
    func didStop() { playing = nil }
}

@MainActor
final class PauseCounter: PlaybackObserver {
    var pauses = 0
    func didPause() { pauses += 1 }
}

@MainActor
final class Player {
    private(set) var observers = ObserverSet<any PlaybackObserver>()
    func addObserver(_ observer: any PlaybackObserver) { observers.insert(observer) }
    func removeObserver(_ observer: any PlaybackObserver) { observers.remove(observer) }
    func play(_ track: String) { observers.forEach { $0.didStartPlaying(track) } }
    func pause() { observers.forEach { $0.didPause() } }
    func stop() { observers.forEach { $0.didStop() } }
}

@Suite("ObserverSet")
@MainActor
struct ObserverSetTests {
    @Test func appDefinedProtocolWithSeveralEventsAndDefaults() {
        let player = Player()
        let list = TrackList()
        let counter = PauseCounter()
        player.addObserver(list)
        player.addObserver(counter)
        player.play("Intro")
        #expect(list.playing == "Intro")
        player.pause()
        #expect(counter.pauses == 1)
        player.stop()
        #expect(list.playing == nil)
    }

    @Test func insertRemoveAndContains() {
        var set = ObserverSet<TrackList>()
        let a = TrackList()
        let b = TrackList()
        let firstInsert = set.insert(a)
        let secondInsert = set.insert(a)
        #expect(firstInsert && !secondInsert)
        #expect(set.contains(a))
        #expect(!set.contains(b))
        let firstRemove = set.remove(a)
        let secondRemove = set.remove(a)
        #expect(firstRemove && !secondRemove)
        #expect(!set.contains(a))
        #expect(set.isEmpty)
    }

    @Test func iteratesLiveObjectsOnceInInsertionOrder() {
        var set = ObserverSet<TrackList>()
        let objects = (0..<5).map { _ in TrackList() }
        for object in objects + objects { set.insert(object) }
        #expect(set.map(ObjectIdentifier.init) == objects.map(ObjectIdentifier.init))
    }

    @Test func doesNotKeepObserversAliveAndSkipsReleasedOnes() {
        var set = ObserverSet<TrackList>()
        let kept = TrackList()
        var released: TrackList? = TrackList()
        set.insert(kept)
        set.insert(released!)
        weak let weakReleased = released
        released = nil
        #expect(weakReleased == nil)
        #expect(set.map(ObjectIdentifier.init) == [ObjectIdentifier(kept)])
    }

    @Test func removingDuringIterationIsSafe() {
        var set = ObserverSet<TrackList>()
        let objects = (0..<3).map { _ in TrackList() }
        for object in objects { set.insert(object) }
        var visited = 0
        for object in set {
            set.remove(object)
            visited += 1
        }
        #expect(visited == 3)
        #expect(set.isEmpty)
    }
}
