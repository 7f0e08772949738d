import Testing

@testable import ShadeObservation

/// The subject's transitions, one at a time and without threads: what each changes and what it
/// asks the caller to do.
@Suite("Subject state machine")
struct SubjectStateMachineTests {
    typealias Machine = SubjectStateMachine<Int>

    final class Target {}

    /// Sends `state` and returns what the machine asks of the sender; a refused send fails the test.
    private func send(
        _ state: Int, to machine: inout Machine, onMainActor: Bool = false, removals: UInt = 0,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Machine.SendAction {
        let action = machine.send(state, expectedVersion: nil, onMainActor: onMainActor, removals: removals)
        return try #require(action, sourceLocation: sourceLocation)
    }

    private func register(
        _ machine: inout Machine, in lane: Machine.LaneKind = .anywhere, target: AnyObject? = nil,
        key: ActionKey? = nil, initial: Bool = false
    ) -> Machine.RegisterAction {
        let action: Machine.Action = lane == .anywhere ? .anywhere { _ in } : .main { _ in }
        return machine.register(action, in: lane, target: target, key: key, receivingInitialState: initial)
    }

    @Test func aSendWithNoObserversOnlyChangesTheState() throws {
        var machine = Machine(state: 0)
        let action = try send(1, to: &machine, onMainActor: false, removals: 0)
        #expect(action.anywhere == nil)
        #expect(action.main == .none)
        #expect(machine.state == 1)
        #expect(machine.version == 1)
    }

    @Test func theFirstSenderDeliversAndLaterSendsAreConflatedToTheLatest() throws {
        var machine = Machine(state: 0)
        _ = register(&machine)
        let first = try send(1, to: &machine, onMainActor: false, removals: 7)
        let delivery = try #require(first.anywhere)
        guard case .broadcast(1, upTo: 1) = delivery.event else {
            Issue.record("expected a broadcast of 1 up to stamp 1, got \(delivery.event)")
            return
        }
        #expect(delivery.removalsAtStart == 7)
        #expect(delivery.snapshot.count == 1)

        // While the first sender delivers, later sends wait for it, and only the latest is kept.
        for state in 2...5 {
            let later = try send(state, to: &machine, onMainActor: false, removals: 7)
            #expect(later.anywhere == nil)
        }
        #expect(machine.anywhere.broadcasts.count == 1)
        let nextEvent = machine.nextEvent(in: .anywhere, removals: 7)
        let queued = try #require(nextEvent)
        guard case .broadcast(5, upTo: 1) = queued.event else {
            Issue.record("expected the latest state, 5, got \(queued.event)")
            return
        }
        #expect(machine.droppedStateCount == 0, "a conflated subject does not count what it skips")
        // An empty queue ends the deliverer's role: the next sender delivers at once again.
        let result1 = machine.nextEvent(in: .anywhere, removals: 7)
        #expect(result1 == nil)
        #expect(machine.anywhere.isDelivering == false)
        let result2 = try send(6, to: &machine, onMainActor: false, removals: 7)
        #expect(result2.anywhere != nil)
    }

    @Test func everyStateKeepsUpToItsLimitAndCountsWhatItDropsAtTheBound() throws {
        var machine = Machine(state: 0, bufferLimit: 3, countsDrops: true)
        _ = register(&machine)
        _ = register(&machine, in: .main)
        let firstSend = try send(1, to: &machine)
        #expect(firstSend.anywhere != nil)
        for state in 2...6 { _ = try send(state, to: &machine) }
        // The anywhere lane had 2...6 sent while busy: 2 and 3 dropped. The main lane, idle on
        // another thread's sends, waits for its scheduled drain with 1...6: 1, 2 and 3 dropped.
        #expect(machine.droppedStateCount == 5)
        var delivered: [Int] = []
        while let delivery = machine.nextEvent(in: .anywhere, removals: 0) {
            guard case .broadcast(let state, _) = delivery.event else { continue }
            delivered.append(state)
        }
        #expect(delivered == [4, 5, 6])
        let drains = machine.beginScheduledMainDrain()
        #expect(drains)
        delivered = []
        while let delivery = machine.nextEvent(in: .main, removals: 0) {
            guard case .broadcast(let state, _) = delivery.event else { continue }
            delivered.append(state)
        }
        #expect(delivered == [4, 5, 6])
    }

    @Test func initialStatesGoBeforeWaitingBroadcasts() throws {
        var machine = Machine(state: 0)
        _ = register(&machine)
        _ = try send(1, to: &machine)  // the sender is now the deliverer
        let late = register(&machine, initial: true)
        #expect(!late.mustDrain)
        _ = try send(2, to: &machine)
        let firstEvent = machine.nextEvent(in: .anywhere, removals: 0)
        let first = try #require(firstEvent)
        guard case .initial(late.insertion.id, 1) = first.event else {
            Issue.record("expected the late registration's initial state 1, got \(first.event)")
            return
        }
        let secondEvent = machine.nextEvent(in: .anywhere, removals: 0)
        let second = try #require(secondEvent)
        guard case .broadcast(2, upTo: 2) = second.event else {
            Issue.record("expected the broadcast of 2, which reaches the late registration, got \(second.event)")
            return
        }
    }

    @Test func initialStatesOfCancelledRegistrationsDoNotPileUp() throws {
        var machine = Machine(state: 0)
        _ = register(&machine)
        _ = try send(1, to: &machine)  // the sender is now the deliverer, and stays so
        for _ in 0..<10_000 {
            let id = register(&machine, initial: true).insertion.id
            _ = machine.cancel(id, in: .anywhere)
        }
        #expect(machine.anywhere.initials.count <= 2 * machine.registrationCount + 65)
    }

    @Test func aDrainOfTheMainLaneYieldsAfterItsPassesForTheTurn() throws {
        var machine = Machine(state: 0)
        _ = register(&machine, in: .main)
        let firstSend = try send(1, to: &machine, onMainActor: true)
        #expect(firstSend.main == .drainNow)
        var passes = 0
        var step = machine.nextMainStep(afterPasses: passes, removals: 0)
        while case .deliver = step {
            passes += 1
            // Another thread sends while each pass runs.
            _ = try send(passes + 1, to: &machine)
            step = machine.nextMainStep(afterPasses: passes, removals: 0)
        }
        #expect(passes == Machine.mainPassesPerTurn)
        // It gave up the role and asked for a task to go on with the latest state.
        guard case .yield(schedule: true) = step else {
            Issue.record("expected the drain to yield and schedule a task, got \(step)")
            return
        }
        #expect(!machine.main.isDelivering)
        #expect(machine.isMainDrainScheduled)
        let drains = machine.beginScheduledMainDrain()
        #expect(drains)
        step = machine.nextMainStep(afterPasses: 0, removals: 0)
        guard case .deliver(let delivery) = step, case .broadcast(passes + 1, _) = delivery.event else {
            Issue.record("expected the latest state, \(passes + 1), got \(step)")
            return
        }
        guard case .finished = machine.nextMainStep(afterPasses: 1, removals: 0) else {
            Issue.record("expected the drain to finish")
            return
        }
    }

    @Test func aSendComparedAgainstAnOlderVersionIsRefused() {
        var machine = Machine(state: 0)
        _ = machine.send(1, expectedVersion: nil, onMainActor: false, removals: 0)
        let result3 = machine.send(2, expectedVersion: 0, onMainActor: false, removals: 0)
        #expect(result3 == nil)
        #expect(machine.state == 1)
        #expect(machine.isUnchanged(since: 1))
        #expect(!machine.isUnchanged(since: 0))
    }

    @Test func theMainLaneDrainsAtOnceOnTheMainActorAndIsScheduledOnceFromElsewhere() throws {
        var machine = Machine(state: 0)
        _ = register(&machine, in: .main)
        let result4 = try send(1, to: &machine, onMainActor: false, removals: 0)
        #expect(result4.main == .schedule)
        // Already scheduled: the task will deliver this one too.
        let result5 = try send(2, to: &machine, onMainActor: false, removals: 0)
        #expect(result5.main == .none)
        let result6 = machine.beginScheduledMainDrain()
        #expect(result6)
        // Both sends wait as one, the latest.
        let result7 = machine.nextEvent(in: .main, removals: 0)
        guard case .broadcast(2, _) = result7?.event else {
            Issue.record("expected the latest state, 2, got \(String(describing: result7?.event))")
            return
        }
        let result9 = machine.nextEvent(in: .main, removals: 0)
        #expect(result9 == nil)

        let result10 = try send(3, to: &machine, onMainActor: true, removals: 0)
        #expect(result10.main == .drainNow)
        // The sender drained the queue before the scheduled task ran: the task finds nothing.
        _ = machine.nextEvent(in: .main, removals: 0)
        _ = machine.nextEvent(in: .main, removals: 0)
        let result11 = try send(4, to: &machine, onMainActor: false, removals: 0)
        #expect(result11.main == .schedule)
        let result12 = machine.beginScheduledMainDrain()
        #expect(result12)
        _ = machine.nextEvent(in: .main, removals: 0)
        _ = machine.nextEvent(in: .main, removals: 0)
        let result13 = machine.beginScheduledMainDrain()
        #expect(!result13)
    }

    @Test func aRegistrationAsksForItsInitialStateAndADuplicateAddsNothing() throws {
        var machine = Machine(state: 5)
        let target = Target()
        let key = TargetAction.key(fileID: "F", line: 1, column: 1)
        let first = register(&machine, target: target, key: key, initial: true)
        #expect(first.insertion.isInserted)
        #expect(first.mustDrain)
        let next = machine.nextEvent(in: .anywhere, removals: 0)
        let delivery = try #require(next)
        guard case .initial(let id, 5) = delivery.event else {
            Issue.record("expected the initial state 5, got \(delivery.event)")
            return
        }
        #expect(id == first.insertion.id)
        #expect(machine.initialRecipient(of: id, in: .anywhere)?.target === target)

        let again = register(&machine, target: target, key: key, initial: true)
        #expect(!again.insertion.isInserted)
        #expect(!again.mustDrain)
        #expect(machine.registrationCount == 1)
        #expect(machine.isSubscribed(target))
    }

    @Test func aCancelledRegistrationIsNoLongerLiveNorReachedByItsInitialState() throws {
        var machine = Machine(state: 0)
        let registration = register(&machine, initial: true)
        let id = registration.insertion.id
        #expect(machine.isLive(id, in: .anywhere))
        let result14 = machine.cancel(id, in: .anywhere)
        #expect(result14 != nil)
        let result15 = machine.cancel(id, in: .anywhere)
        #expect(result15 == nil)
        #expect(!machine.isLive(id, in: .anywhere))
        #expect(machine.initialRecipient(of: id, in: .anywhere) == nil)
    }

    @Test func aReleasedTargetIsSkippedAndPurged() throws {
        var machine = Machine(state: 0)
        var target: Target? = Target()
        let id = register(&machine, target: target, key: TargetAction.key(fileID: "F", line: 2, column: 1))
            .insertion.id
        target = nil
        #expect(machine.initialRecipient(of: id, in: .anywhere) == nil)
        let result16 = machine.purge(id, in: .anywhere)
        #expect(result16 != nil)
        #expect(machine.registrationCount == 0)
    }

    @Test func detachAndCloseEmptyTheLanes() {
        var machine = Machine(state: 0)
        let target = Target()
        _ = register(&machine, target: target, key: TargetAction.key(fileID: "F", line: 3, column: 1))
        _ = register(&machine, in: .main, target: target, key: TargetAction.key(fileID: "F", line: 4, column: 1))
        _ = register(&machine)
        let result17 = machine.detach(target)
        #expect(result17.count == 2)
        #expect(!machine.isSubscribed(target))
        #expect(machine.registrationCount == 1)
        _ = machine.send(1, expectedVersion: nil, onMainActor: false, removals: 0)
        let (anywhere, _) = machine.close()
        #expect(anywhere.registry.count == 1)
        #expect(machine.registrationCount == 0)
        #expect(!machine.anywhere.hasPendingEvents)
    }
}
