import Dispatch
import ShadeTestSupport
import Synchronization
import Testing

@testable import Shade
@testable import ShadeObservation

/// Many threads subscribing, cancelling and sending at random for a fixed number of operations.
/// Runs under the thread sanitizer in CI (`--sanitize=thread --filter SubjectConcurrencyTests`).
@Suite("Subject under concurrency")
struct SubjectConcurrencyTests {
    /// Sends made one at a time under `lock`, each of the next number, so that the global send
    /// order is the order of the numbers, while other threads subscribe and cancel (and so take
    /// turns as the deliverer, during which sends wait and are conflated).
    private static func sendNext(_ subject: Subject<Int>, _ next: Locked<Int>) {
        next.withLock { next in
            next += 1
            subject.send(next)
        }
    }

    /// Whether `log` follows the global send order of ``sendNext(_:_:)``: strictly increasing.
    private static func followsGlobalOrder(_ log: [Int]) -> Bool {
        zip(log, log.dropFirst()).allSatisfy { $0 < $1 }
    }

    @Test(arguments: [1, 2, 3])
    func everyObserverFollowsTheGlobalOrderAndEndsOnTheFinalState(seed: UInt64) {
        let subject = Subject(0)
        // Registered first and never cancelled: it sees every broadcast of its lane.
        let reference = Recorder<Int>()
        let referenceSubscription = subject.observe { reference.record($0) }
        let next = Locked(0)
        let survivors = Locked<[(Recorder<Int>, Subscription)]>([])
        let cancelledLogs = Locked<[Recorder<Int>]>([])

        let threads = 4
        let operationsPerThread = 2_000
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            var random = SplitMix64(state: seed &* 1000 &+ UInt64(thread))
            var mine: [(Recorder<Int>, Subscription)] = []
            for _ in 0..<operationsPerThread {
                switch random.next() % 10 {
                case 0...3:
                    Self.sendNext(subject, next)
                case 4...6:
                    let log = Recorder<Int>()
                    mine.append((log, subject.observe { log.record($0) }))
                default:
                    guard !mine.isEmpty else { continue }
                    let (log, subscription) = mine.remove(at: Int(random.next() % UInt64(mine.count)))
                    subscription.cancel()
                    cancelledLogs.withLock { $0.append(log) }
                }
            }
            survivors.withLock { $0.append(contentsOf: mine) }
        }

        let final = subject.state
        #expect(final == next.withLock { $0 })
        #expect(Self.followsGlobalOrder(reference.values))
        #expect(reference.values.last == final)
        // A registration cancelled before its queued initial state was delivered may have seen
        // nothing; what it did see must still follow the global order.
        for log in cancelledLogs.withLock({ $0.map(\.values) }) {
            #expect(Self.followsGlobalOrder(log))
        }
        for log in survivors.withLock({ $0.map { $0.0.values } }) {
            #expect(Self.followsGlobalOrder(log))
            #expect(log.last == final, "a live registration did not end on the final state")
        }
        withExtendedLifetime(referenceSubscription) {}
    }

    @Test func everyStateBufferingDeliversEverySendBelowItsBound() {
        // Room for every send: nothing may be skipped, whoever delivers.
        let subject = Subject(0, buffering: .everyState(upTo: 10_000))
        let reference = Recorder<Int>()
        let referenceSubscription = subject.observe { reference.record($0) }
        let next = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            var keep: [Subscription] = []
            for step in 0..<1_000 {
                if thread < 2 {
                    Self.sendNext(subject, next)
                } else {
                    keep.append(subject.observe { _ in })
                    if step % 2 == 0 { keep.removeFirst() }
                }
            }
        }
        #expect(reference.values == Array(0...2_000))
        #expect(subject.droppedStateCount == 0)
        withExtendedLifetime(referenceSubscription) {}
    }

    @Test func concurrentTargetActionRegistrationsAndReleases() {
        let subject = Subject(0)
        let kept = SendableTarget()
        subject.subscribe(kept, SendableTarget.apply)
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for step in 0..<1_000 {
                if thread == 0 {
                    subject.send(step + 1)
                } else {
                    let shortLived = SendableTarget()
                    subject.subscribe(shortLived, SendableTarget.apply)
                    if step % 3 == 0 { subject.detach(shortLived) }
                }
            }
        }
        // Sends made while another thread delivered an initial state are conflated: the kept
        // target sees the sends in order, maybe not all of them, and ends on the last.
        let received = kept.received.values
        #expect(received.first == 0)
        #expect(Self.followsGlobalOrder(received))
        #expect(received.last == 1_000)
        subject.send(-1)
        // Every short-lived target is gone: only the kept one can remain once purged by the pass.
        #expect(subject.registrationCount == 1)
    }

    @Test(arguments: [SubjectBuffering.latest, .everyState(upTo: 2_000)])
    func sendsFromManyThreadsReachMainActorObserversInOneOrder(buffering: SubjectBuffering) async {
        let subject = Subject(0, buffering: buffering)
        let view = MainActorView()
        await subject.subscribe(view)
        let reference = Recorder<Int>()
        let subscription = subject.observe { reference.record($0) }
        let next = Locked(0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    for _ in 0..<250 { Self.sendNext(subject, next) }
                }
            }
        }
        // Main-actor delivery of sends made elsewhere is asynchronous: wait for it, boundedly.
        for _ in 0..<10_000 where await view.received.last != subject.state {
            await Task.yield()
        }
        let seen = await view.received
        #expect(Self.followsGlobalOrder(seen))
        #expect(seen.last == subject.state)
        #expect(subject.state == 1_000)
        if buffering != .latest {
            // Room for every send: both lanes see every state.
            #expect(seen == Array(0...1_000))
            #expect(reference.values == Array(0...1_000))
        }
        withExtendedLifetime(subscription) {}
    }

    /// Runs `body` on another thread while the calling thread waits for it, so that when the
    /// caller is the main actor, the main actor runs nothing else meanwhile.
    private static func runElsewhereWhileWaiting(_ body: @Sendable () -> Void) {
        DispatchQueue.global().sync(execute: body)
    }

    /// Sends from another thread while the main actor is busy all wait for the main lane, which
    /// keeps only as many as its buffering allows: the latest alone by default (without counting
    /// what it skips), or the newest eight, counting the 992 it dropped at that bound.
    @MainActor
    @Test(arguments: [(SubjectBuffering.latest, [1_000], 0), (.everyState(upTo: 8), Array(993...1_000), 992)])
    func sendsOutpacingTheMainActorKeepWhatTheBufferingAllows(
        buffering: SubjectBuffering, delivered: [Int], dropped: Int
    ) async {
        let subject = Subject(0, buffering: buffering)
        let view = MainActorView()
        subject.subscribe(view)
        Self.runElsewhereWhileWaiting {
            for value in 1...1_000 { subject.send(value) }
        }
        #expect(subject.storage.machine.withLock { $0.main.broadcasts.count } == buffering.limit)
        for _ in 0..<10_000 where view.received.last != 1_000 {
            await Task.yield()
        }
        #expect(view.received == [0] + delivered)
        #expect(subject.droppedStateCount == dropped)
    }
}
