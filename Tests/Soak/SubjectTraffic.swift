import Foundation
import Shade
import ShadeTestSupport
import Synchronization

/// Other threads at work while the theme manager switches: some send to a set of subjects as
/// fast as they can, others subscribe, cancel, and release observers of them, and the main actor
/// keeps its own changing set of main-actor observers.
///
/// ``finish()`` stops the threads and waits for them; ``problems()`` then names every live
/// observer whose last state is not its subject's final state.
@MainActor
final class SubjectTraffic {
    let subjects: [Subject<Int>]
    private let shared = Shared()
    private var threads: [BackgroundThread] = []
    private var mainObservers: [MainObserver] = []
    private var random: SplitMix64

    /// The number of sends so far.
    var sendCount: Int { shared.sends.load(ordering: .relaxed) }

    /// What the threads share with the main actor.
    private final class Shared: Sendable {
        /// Set when the threads should stop.
        let stop = Flag()
        /// The observers the observer threads kept alive to the end.
        let survivors = Mutex<[LiveObserver]>([])
        /// The number of sends made.
        let sends = Atomic<Int>(0)
    }

    init(subjects count: Int, seed: UInt64) {
        subjects = (0..<count).map { _ in Subject(0) }
        random = SplitMix64(state: seed)
    }

    /// Starts `senders` threads that send, each `sendsPerSecond` times a second, and `observers`
    /// threads that subscribe and cancel, each `changesPerSecond` times a second (as fast as they
    /// can when 0).
    ///
    /// Unpaced senders run below the main thread's priority, as an app's worker threads run below
    /// its interface (a lower quality of service on Apple platforms): on a machine with fewer
    /// cores than busy threads, the scheduler's fair share would otherwise decide the main actor's
    /// rate, whatever the subjects do.
    func start(senders: Int, sendsPerSecond: Int, observers: Int, changesPerSecond: Int, seed: UInt64) {
        let subjects = subjects
        for index in 0..<senders {
            threads.append(
                BackgroundThread(name: "soak-sender-\(index)") { [shared] in
                    if sendsPerSecond == 0 { lowerThisThreadsPriority() }
                    var random = SplitMix64(state: seed &+ UInt64(index) &* 7919)
                    // Sends go out in bursts of 100, each burst at its time on a fixed schedule.
                    let burst = 100
                    let clock = ContinuousClock()
                    let interval = sendsPerSecond > 0 ? Duration.seconds(1) * burst / sendsPerSecond : .zero
                    var nextBurst = clock.now
                    while !shared.stop.isSet {
                        for _ in 0..<burst {
                            subjects[random.below(subjects.count)].send(random.below(1_000_000))
                        }
                        shared.sends.add(burst, ordering: .relaxed)
                        guard sendsPerSecond > 0 else { continue }
                        nextBurst += interval
                        sleepThread(for: clock.now.duration(to: nextBurst))
                    }
                })
        }
        for index in 0..<observers {
            threads.append(
                BackgroundThread(name: "soak-observer-\(index)") { [shared] in
                    var random = SplitMix64(state: seed &+ 0x1000 &+ UInt64(index) &* 104_729)
                    var live: [LiveObserver] = []
                    let burst = 100
                    let clock = ContinuousClock()
                    let interval = changesPerSecond > 0 ? Duration.seconds(1) * burst / changesPerSecond : .zero
                    var nextBurst = clock.now
                    while !shared.stop.isSet {
                        for _ in 0..<burst {
                            Self.churn(&live, subjects: subjects, random: &random)
                        }
                        guard changesPerSecond > 0 else { continue }
                        nextBurst += interval
                        sleepThread(for: clock.now.duration(to: nextBurst))
                    }
                    shared.survivors.withLock { $0 += live }
                })
        }
    }

    /// One step of an observer thread: a new observer of one of the forms, or one let go.
    nonisolated private static func churn(
        _ live: inout [LiveObserver], subjects: [Subject<Int>], random: inout SplitMix64
    ) {
        let index = random.below(subjects.count)
        let subject = subjects[index]
        switch random.below(5) {
        case 0:
            let recorder = Recorder()
            let subscription = subject.observe { recorder.apply($0) }
            live.append(LiveObserver(subject: index, recorder: recorder, subscription: subscription))
        case 1:
            let recorder = Recorder()
            subject.subscribe(recorder)
            live.append(LiveObserver(subject: index, recorder: recorder, subscription: nil))
        case 2:
            let recorder = Recorder()
            subject.subscribe(recorder, Recorder.record)
            live.append(LiveObserver(subject: index, recorder: recorder, subscription: nil))
        case 3 where !live.isEmpty:
            // Let one go: cancelled, detached, or just released.
            let gone = live.remove(at: random.below(live.count))
            switch random.below(3) {
            case 0: gone.subscription?.cancel()
            case 1: subjects[gone.subject].detach(gone.recorder)
            default: break
            }
        default:
            // An observer released at once, which the subject purges without being told.
            subject.subscribe(Recorder(), receivingInitialState: random.below(2) == 0)
        }
        if live.count > 64 { live.remove(at: random.below(live.count)) }
    }

    /// One step of the main actor's share: a main-actor observer added or let go.
    func churnMainObservers() {
        let index = random.below(subjects.count)
        if mainObservers.count < 32 || random.below(2) == 0 {
            let recorder = MainRecorder()
            if random.below(2) == 0 {
                subjects[index].subscribe(recorder, MainRecorder.apply)
                mainObservers.append(MainObserver(subject: index, recorder: recorder, subscription: nil))
            } else {
                let subscription = subjects[index].observeOnMainActor { recorder.apply($0) }
                mainObservers.append(MainObserver(subject: index, recorder: recorder, subscription: subscription))
            }
        }
        if mainObservers.count > 32 {
            mainObservers.remove(at: random.below(mainObservers.count))
        }
    }

    /// Stops the threads and waits for them, letting the main actor run meanwhile.
    func finish() async {
        shared.stop.set()
        for thread in threads {
            while !thread.isFinished { try? await Task.sleep(for: .milliseconds(1)) }
        }
        threads = []
    }

    /// What is wrong once every delivery is done, empty when nothing is: every live observer's
    /// last state must be its subject's state.
    func problems() -> [String] {
        var problems: [String] = []
        for observer in shared.survivors.withLock({ $0 }) {
            let final = subjects[observer.subject].state
            let last = observer.recorder.last
            if last != final {
                problems.append("an observer of subject \(observer.subject) ended on \(last), not \(final)")
            }
        }
        for observer in mainObservers where !mainLaneIsSettled(observer) {
            problems.append(
                "a main-actor observer of subject \(observer.subject) ended on \(observer.recorder.last), "
                    + "not \(subjects[observer.subject].state)")
        }
        return problems
    }

    /// Whether every main-actor observer has its subject's final state (the main lane delivers
    /// on the main actor's next turns after the last send from another thread).
    var mainLaneIsSettled: Bool {
        mainObservers.allSatisfy(mainLaneIsSettled)
    }

    /// The number of live observers checked at the end.
    var observerCount: Int {
        shared.survivors.withLock { $0.count } + mainObservers.count
    }

    private func mainLaneIsSettled(_ observer: MainObserver) -> Bool {
        observer.recorder.last == subjects[observer.subject].state
    }
}

/// An observer of an `Int` subject on any thread, in both the protocol and the target–action form.
final class Recorder: SendableStateObserver {
    private let value = Atomic<Int>(-1)

    /// The last state received, or -1.
    var last: Int { value.load(ordering: .acquiring) }

    func apply(_ state: Int) {
        value.store(state, ordering: .releasing)
    }

    func record(_ state: Int) {
        apply(state)
    }
}

/// A main-actor observer of an `Int` subject.
@MainActor
final class MainRecorder {
    private(set) var last = -1

    func apply(_ state: Int) {
        last = state
    }
}

/// An observer an observer thread keeps alive, and the subject it observes.
struct LiveObserver: Sendable {
    var subject: Int
    var recorder: Recorder
    var subscription: Subscription?
}

/// A main-actor observer the main actor keeps alive, and the subject it observes.
@MainActor
struct MainObserver {
    var subject: Int
    var recorder: MainRecorder
    var subscription: Subscription?
}

/// A flag set once, read from any thread.
final class Flag: Sendable {
    private let value = Atomic<Bool>(false)

    var isSet: Bool { value.load(ordering: .acquiring) }

    func set() {
        value.store(true, ordering: .releasing)
    }
}

/// Gives the calling thread a niceness of 10. On Linux the niceness is a thread's own, and
/// `setpriority` with 0 names the calling thread; elsewhere this does nothing.
private func lowerThisThreadsPriority() {
    #if os(Linux)
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
    #endif
}

/// A thread of its own (not one of the concurrency pool's), running `body` once.
final class BackgroundThread: Sendable {
    private let finished = Flag()

    /// Whether `body` has returned.
    var isFinished: Bool { finished.isSet }

    init(name: String, _ body: @escaping @Sendable () -> Void) {
        let thread = Thread { [finished] in
            body()
            finished.set()
        }
        thread.name = name
        thread.start()
    }
}
