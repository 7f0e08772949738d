import ShadeTestSupport
import Testing

@testable import Shade
@testable import ShadeObservation

@Suite("Subject: weakly held target–action and protocol observers")
struct WeakObserverTests {
    @Test func targetActionCallsTheMethodWithInitialStateAndChanges() {
        let subject = Subject(1)
        let target = SendableTarget()
        #expect(subject.subscribe(target, SendableTarget.apply))
        subject.send(2)
        #expect(target.received.values == [1, 2])
    }

    @Test func subjectDoesNotKeepTheTargetAlive() {
        let subject = Subject(1)
        var target: SendableTarget? = SendableTarget()
        subject.subscribe(target!, SendableTarget.apply)
        weak let weakTarget = target
        target = nil
        #expect(weakTarget == nil)
    }

    @Test func releasedTargetIsPurgedWhenMet() {
        let subject = Subject(1)
        var target: SendableTarget? = SendableTarget()
        subject.subscribe(target!, SendableTarget.apply)
        #expect(subject.registrationCount == 1)
        target = nil
        subject.send(2)
        #expect(subject.registrationCount == 0)
    }

    @Test func releasedTargetsArePurgedByRegistrationsWithoutAnySend() {
        let subject = Subject(0)
        for _ in 0..<1000 {
            let target = SendableTarget()
            subject.subscribe(target, SendableTarget.apply, receivingInitialState: false)
        }
        // Each target died at once; the amortised sweep keeps the table from growing with them.
        #expect(subject.registrationCount < 200)
    }

    @Test func releasedTargetsPurgedBySendsLeaveNoEntryInTheIndexByTarget() {
        let subject = Subject(0)
        var targets = (0..<100).map { _ in SendableTarget() }
        for target in targets {
            subject.subscribe(target, SendableTarget.apply, receivingInitialState: false)
        }
        targets = []
        subject.send(1)  // the pass meets each released target and purges its registration
        #expect(subject.registrationCount == 0)
        // An entry left behind for each would grow the index with every target ever released.
        #expect(subject.storage.machine.withLock { $0.anywhere.registry.targets.isEmpty })
    }

    @Test func sameTargetAndActionTwiceNotifiesOnce() {
        let subject = Subject(1)
        let target = SendableTarget()
        var added: [Bool] = []
        for _ in 0..<2 {
            added.append(subject.subscribe(target, SendableTarget.apply))
        }
        subject.send(2)
        #expect(added == [true, false])
        #expect(target.received.values == [1, 2])
    }

    @Test func severalActionsPerTargetAreAllowed() {
        let subject = Subject(1)
        let target = SendableTarget()
        subject.subscribe(target, SendableTarget.apply)
        subject.subscribe(target, SendableTarget.applyOther)
        subject.send(2)
        #expect(target.received.values == [1, 2])
        #expect(target.other.values == [1, 2])
    }

    @Test func forwardedCallSitesKeepRegistrationsApart() {
        func bind(
            _ subject: Subject<Int>, _ target: SendableTarget,
            fileID: String = #fileID, line: UInt = #line, column: UInt = #column
        ) {
            subject.subscribe(target, SendableTarget.apply, fileID: fileID, line: line, column: column)
        }
        let subject = Subject(1)
        let target = SendableTarget()
        bind(subject, target)
        bind(subject, target)
        #expect(subject.registrationCount == 2)
        for _ in 0..<2 { bind(subject, target) }
        #expect(subject.registrationCount == 3)
    }

    @Test func detachRemovesEveryRegistrationOfTheTarget() {
        let subject = Subject(1)
        let target = SendableTarget()
        let bystander = SendableTarget()
        subject.subscribe(target, SendableTarget.apply)
        subject.subscribe(target, SendableTarget.applyOther)
        subject.subscribe(bystander, SendableTarget.apply)
        #expect(subject.isSubscribed(target))
        subject.detach(target)
        #expect(!subject.isSubscribed(target))
        subject.send(2)
        #expect(target.received.values == [1])
        #expect(target.other.values == [1])
        #expect(bystander.received.values == [1, 2])
    }

    @Test func detachingAnUnknownObjectDoesNothing() {
        let subject = Subject(1)
        let target = SendableTarget()
        subject.detach(target)
        #expect(subject.registrationCount == 0)
    }

    @Test func protocolObserverIsCalledAndHeldWeakly() {
        let subject = Subject(1)
        var observer: SendableProtocolObserver? = SendableProtocolObserver()
        #expect(subject.subscribe(observer!))
        #expect(!subject.subscribe(observer!))
        subject.send(2)
        #expect(observer!.received.values == [1, 2])
        weak let weakObserver = observer
        observer = nil
        #expect(weakObserver == nil)
    }

    @Test func detachRemovesAProtocolObserver() {
        let subject = Subject(1)
        let observer = SendableProtocolObserver()
        subject.subscribe(observer)
        subject.detach(observer)
        subject.send(2)
        #expect(observer.received.values == [1])
    }

    @Test func newObjectAtAReleasedObjectsAddressIsNotADuplicate() {
        let subject = Subject(0)
        var seen = Set<ObjectIdentifier>()
        // Allocate until an address repeats; each new object must get its own registration.
        for _ in 0..<10_000 {
            let target = SendableTarget()
            let isNew = subject.subscribe(target, SendableTarget.apply, receivingInitialState: false)
            #expect(isNew)
            if !seen.insert(ObjectIdentifier(target)).inserted { break }
        }
    }
}
