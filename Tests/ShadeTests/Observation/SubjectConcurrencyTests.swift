import Dispatch
import Synchronization
import Testing

@testable import Shade
@testable import ShadeObservation

/// Many threads subscribing, cancelling and sending at random for a fixed number of operations.
/// Runs under the thread sanitizer in CI (`--sanitize=thread --filter SubjectConcurrencyTests`).
@Suite("Subject under concurrency")
struct SubjectConcurrencyTests {
    @Test(arguments: [1, 2, 3])
    func everyObserverFollowsTheGlobalOrderAndEndsOnTheFinalState(seed: UInt64) {
        let subject = Subject(0)
        // Registered first and never cancelled: its sequence is the global delivery order.
        let reference = Recorder<Int>()
        let referenceSubscription = subject.observe { reference.record($0) }
        let nextValue = Atomic<Int>(1)
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
                    subject.send(nextValue.wrappingAdd(1, ordering: .relaxed).oldValue)
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

        let order = reference.values
        let position = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        #expect(order.count == Set(order).count, "the reference saw a state twice")
        #expect(order.last == subject.state)

        func followsGlobalOrder(_ log: [Int]) -> Bool {
            let positions = log.map { position[$0] ?? -1 }
            return !positions.contains(-1) && zip(positions, positions.dropFirst()).allSatisfy { $0 < $1 }
        }
        let survivorLogs = survivors.withLock { $0.map { $0.0.values } }
        // A registration cancelled before its queued initial state was delivered may have seen
        // nothing; what it did see must still follow the global order.
        for log in cancelledLogs.withLock({ $0.map(\.values) }) {
            #expect(followsGlobalOrder(log))
        }
        for log in survivorLogs {
            #expect(followsGlobalOrder(log))
            #expect(log.last == subject.state, "a live registration did not end on the final state")
        }
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
        #expect(kept.received.values == Array(0...1_000))
        subject.send(-1)
        // Every short-lived target is gone: only the kept one can remain once purged by the pass.
        #expect(subject.registrationCount == 1)
    }

    @Test func sendsFromManyThreadsReachMainActorObserversInOneOrder() async {
        let subject = Subject(0)
        let view = MainActorView()
        await subject.subscribe(view)
        let reference = Recorder<Int>()
        let subscription = subject.observe { reference.record($0) }
        await withTaskGroup(of: Void.self) { group in
            for thread in 0..<4 {
                group.addTask {
                    for step in 0..<250 { subject.send(thread * 1_000 + step + 1) }
                }
            }
        }
        // Main-actor delivery of sends made elsewhere is asynchronous: wait for it, boundedly.
        for _ in 0..<10_000 where await view.received.last != subject.state {
            await Task.yield()
        }
        let seen = await view.received
        #expect(seen == reference.values)
        #expect(seen.last == subject.state)
        withExtendedLifetime(subscription) {}
    }
}
