import Dispatch
import Testing

@testable import Shade
@testable import ShadeObservation

@Suite("Subject: main-actor observers")
@MainActor
struct MainActorObserverTests {
    @Test func mainActorViewObservesWithItsOwnMethods() {
        let subject = Subject(1)
        let view = MainActorView()
        subject.subscribe(view, MainActorView.updateTitle)
        subject.subscribe(view)
        subject.send(2)
        #expect(view.titles == [1, 2])
        #expect(view.received == [1, 2])
    }

    @Test func mainActorRegistrationsAreOnceAndWeak() {
        let subject = Subject(1)
        var view: MainActorView? = MainActorView()
        var added: [Bool] = []
        for _ in 0..<2 {
            added.append(subject.subscribe(view!, MainActorView.updateTitle))
            added.append(subject.subscribe(view!))
        }
        #expect(added == [true, true, false, false])
        weak let weakView = view
        view = nil
        #expect(weakView == nil)
        subject.send(2)
        #expect(subject.registrationCount == 0)
    }

    /// Both states wait for the main actor: conflated into the latest by default, each kept when
    /// the subject buffers every state.
    @Test(arguments: [(SubjectBuffering.latest, [1, 3]), (.everyState(upTo: 4), [1, 2, 3])])
    func sendFromAnotherThreadReachesMainActorObserversOnTheMainActor(
        buffering: SubjectBuffering, expected: [Int]
    ) async {
        let subject = Subject(1, buffering: buffering)
        let view = MainActorView()
        subject.subscribe(view)
        // The main actor waits, without suspending, while another thread sends both states, so
        // neither can be delivered before the other is sent, however the threads are scheduled.
        let sent = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            subject.send(2)
            subject.send(3)
            sent.signal()
        }
        sent.wait()
        // The delivery was scheduled on the main actor before this task; let it run.
        await Task { @MainActor in }.value
        #expect(view.received == expected)
        #expect(subject.droppedStateCount == 0)
    }

    @Test func aSendFromTheMainActorReachesMainActorObserversBeforeItReturns() {
        let subject = Subject(1)
        let view = MainActorView()
        subject.subscribe(view)
        for value in 2...5 {
            subject.send(value)
            #expect(view.received.last == value)
        }
        #expect(view.received == [1, 2, 3, 4, 5])
    }

    @Test func mainActorClosureObservation() {
        let subject = Subject(1)
        let view = MainActorView()
        let subscription = subject.observeOnMainActor { view.apply($0) }
        subject.send(2)
        subscription.cancel()
        subject.send(3)
        #expect(view.received == [1, 2])
    }

    @Test func detachRemovesMainActorRegistrations() {
        let subject = Subject(1)
        let view = MainActorView()
        subject.subscribe(view, MainActorView.updateTitle)
        subject.subscribe(view)
        subject.detach(view)
        subject.send(2)
        #expect(view.titles == [1])
        #expect(view.received == [1])
    }
}
