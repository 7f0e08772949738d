import ShadeTestSupport
import Synchronization
import Testing

@testable import Shade
@testable import ShadeObservation

@Suite("Subject: closures, values and the contract")
struct SubjectTests {
    @Test func newSubscriptionReceivesCurrentStateAtOnce() {
        let subject = Subject(7)
        let recorder = Recorder<Int>()
        let subscription = subject.observe { recorder.record($0) }
        #expect(recorder.values == [7])
        withExtendedLifetime(subscription) {}
    }

    @Test func initialStateCanBeOptedOut() {
        let subject = Subject(7)
        let recorder = Recorder<Int>()
        let subscription = subject.observe(receivingInitialState: false) { recorder.record($0) }
        subject.send(8)
        #expect(recorder.values == [8])
        withExtendedLifetime(subscription) {}
    }

    @Test func sendUpdatesStateAndNotifiesEveryObserverInOrder() {
        let subject = Subject(0)
        let first = Recorder<Int>()
        let second = Recorder<Int>()
        let subscriptions = [subject.observe { first.record($0) }, subject.observe { second.record($0) }]
        for value in 1...5 { subject.send(value) }
        #expect(subject.state == 5)
        #expect(first.values == [0, 1, 2, 3, 4, 5])
        #expect(second.values == [0, 1, 2, 3, 4, 5])
        withExtendedLifetime(subscriptions) {}
    }

    @Test func equalValueDoesNotNotify() {
        let subject = Subject("light")
        let recorder = Recorder<String>()
        let subscription = subject.observe { recorder.record($0) }
        subject.send("light")
        subject.send("dark")
        subject.send("dark")
        #expect(recorder.values == ["light", "dark"])
        withExtendedLifetime(subscription) {}
    }

    @Test func nonEquatableStateNotifiesEverySend() {
        struct Tick: Sendable {}
        let subject = Subject(Tick())
        let count = Mutex(0)
        let subscription = subject.observe(receivingInitialState: false) { _ in count.withLock { $0 += 1 } }
        subject.send(Tick())
        subject.send(Tick())
        #expect(count.withLock { $0 } == 2)
        withExtendedLifetime(subscription) {}
    }

    @Test func cancelledSubscriptionIsNotCalledAgain() {
        let subject = Subject(0)
        let recorder = Recorder<Int>()
        let subscription = subject.observe { recorder.record($0) }
        subject.send(1)
        subscription.cancel()
        subscription.cancel()
        subject.send(2)
        #expect(recorder.values == [0, 1])
        #expect(subject.registrationCount == 0)
    }

    @Test func releasedSubscriptionEndsTheRegistration() {
        let subject = Subject(0)
        let recorder = Recorder<Int>()
        var subscription: Subscription? = subject.observe { recorder.record($0) }
        subject.send(1)
        subscription = nil
        subject.send(2)
        #expect(recorder.values == [0, 1])
        #expect(subject.registrationCount == 0)
        _ = subscription
    }

    @Test func subscriptionsCanBeCollectedInASet() {
        let subject = Subject(0)
        let recorder = Recorder<Int>()
        var bag = Set<Subscription>()
        subject.observe(receivingInitialState: false) { recorder.record($0) }.store(in: &bag)
        subject.observe(receivingInitialState: false) { recorder.record($0 * 10) }.store(in: &bag)
        subject.send(1)
        #expect(bag.count == 2)
        #expect(recorder.values == [1, 10])
        bag.removeAll()
        subject.send(2)
        #expect(recorder.values == [1, 10])
    }

    @Test func cancellingReleasesTheClosureAndWhatItCaptured() {
        let subject = Subject(0)
        let released = Mutex(false)
        var probe: LifetimeProbe? = LifetimeProbe { released.withLock { $0 = true } }
        let subscription = subject.observe { [probe] _ in _ = probe }
        probe = nil
        #expect(released.withLock { $0 } == false)
        subscription.cancel()
        #expect(released.withLock { $0 } == true)
    }

    @Test func subjectReleasedWhileObserversAreAliveIsHarmless() {
        let target = SendableTarget()
        var subject: Subject<Int>? = Subject(1)
        let subscription = subject!.observe { _ in }
        subject!.subscribe(target, SendableTarget.apply)
        weak let weakSubject = subject
        subject = nil
        #expect(weakSubject == nil)
        subscription.cancel()
        #expect(target.received.values == [1])
    }

    @Test func releasingTheSubjectReleasesItsClosuresEvenWhileSubscriptionsLive() {
        let released = Mutex(false)
        var subject: Subject<Int>? = Subject(0)
        var probe: LifetimeProbe? = LifetimeProbe { released.withLock { $0 = true } }
        let subscription = subject!.observe { [probe] _ in _ = probe }
        probe = nil
        subject = nil
        #expect(released.withLock { $0 } == true)
        subscription.cancel()
    }

    @Test func sendFromInsideCallbackIsDeliveredAfterTheCurrentPass() {
        let subject = Subject(0)
        let first = Recorder<Int>()
        let second = Recorder<Int>()
        let a = subject.observe(receivingInitialState: false) { state in
            first.record(state)
            if state == 1 { subject.send(2) }
        }
        let b = subject.observe(receivingInitialState: false) { second.record($0) }
        subject.send(1)
        // The second observer must see 1 before 2: the nested send waits for the pass to end.
        #expect(first.values == [1, 2])
        #expect(second.values == [1, 2])
        #expect(subject.state == 2)
        withExtendedLifetime((a, b)) {}
    }

    @Test func observerCancelledDuringAPassIsNotCalledLaterInThatPass() {
        let subject = Subject(0)
        let recorder = Recorder<String>()
        let victim = Mutex<Subscription?>(nil)
        let killer = subject.observe(receivingInitialState: false) { _ in
            recorder.record("killer")
            victim.withLock { $0?.cancel() }
        }
        victim.withLock { $0 = subject.observe(receivingInitialState: false) { _ in recorder.record("victim") } }
        subject.send(1)
        #expect(recorder.values == ["killer"])
        withExtendedLifetime(killer) {}
    }

    @Test func observerCancellingItselfDuringAPassDoesNotDisturbOthers() {
        let subject = Subject(0)
        let recorder = Recorder<Int>()
        let holder = Mutex<[Subscription]>([])
        for index in 0..<10 {
            let subscription = subject.observe(receivingInitialState: false) { _ in
                recorder.record(index)
                holder.withLock { $0[index].cancel() }
            }
            holder.withLock { $0.append(subscription) }
        }
        subject.send(1)
        subject.send(2)
        #expect(recorder.values == Array(0..<10))
    }

    @Test func subscribingFromInsideCallbackGetsTheCurrentStateOnce() {
        let subject = Subject(0)
        let late = Recorder<Int>()
        let lateSubscription = Mutex<Subscription?>(nil)
        let early = subject.observe(receivingInitialState: false) { state in
            guard state == 1 else { return }
            lateSubscription.withLock { $0 = subject.observe { late.record($0) } }
        }
        subject.send(1)
        subject.send(2)
        #expect(late.values == [1, 2])
        withExtendedLifetime(early) {}
    }

    @Test func valuesStartWithCurrentStateThenChanges() async {
        let subject = Subject(1)
        var iterator = subject.values.makeAsyncIterator()
        #expect(await iterator.next() == 1)
        subject.send(2)
        #expect(await iterator.next() == 2)
        subject.send(3)
        #expect(await iterator.next() == 3)
    }

    @Test func slowValuesConsumerGetsTheLatestStateWithoutBuffering() async {
        let subject = Subject(0)
        var iterator = subject.values.makeAsyncIterator()
        for value in 1...1000 { subject.send(value) }
        #expect(await iterator.next() == 1000)
        subject.send(1001)
        #expect(await iterator.next() == 1001)
    }

    @Test func endingValuesIterationEndsTheRegistration() async {
        let subject = Subject(0)
        let consumer = Task {
            for await value in subject.values where value == 3 { return value }
            return -1
        }
        while subject.registrationCount == 0 { await Task.yield() }
        subject.send(1)
        subject.send(3)
        #expect(await consumer.value == 3)
        #expect(subject.registrationCount == 0)
    }
}
