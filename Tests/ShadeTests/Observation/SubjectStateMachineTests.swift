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

    @Test func theFirstSenderDeliversAndLaterSendsWaitInTheQueue() throws {
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

        // While the first sender delivers, a second send is queued for it.
        let second = try send(2, to: &machine, onMainActor: false, removals: 7)
        #expect(second.anywhere == nil)
        let nextEvent = machine.nextEvent(in: .anywhere, removals: 7)
        let queued = try #require(nextEvent)
        guard case .broadcast(2, upTo: 1) = queued.event else {
            Issue.record("expected the queued broadcast of 2, got \(queued.event)")
            return
        }
        // An empty queue ends the deliverer's role: the next sender delivers at once again.
        let result1 = machine.nextEvent(in: .anywhere, removals: 7)
        #expect(result1 == nil)
        #expect(machine.anywhere.isDelivering == false)
        let result2 = try send(3, to: &machine, onMainActor: false, removals: 7)
        #expect(result2.anywhere != nil)
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
        let result7 = machine.nextEvent(in: .main, removals: 0)
        #expect(result7 != nil)
        let result8 = machine.nextEvent(in: .main, removals: 0)
        #expect(result8 != nil)
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
        #expect(machine.isLive(slot: Int(id.slot), stamp: id.stamp, in: .anywhere))
        let result14 = machine.cancel(id, in: .anywhere)
        #expect(result14 != nil)
        let result15 = machine.cancel(id, in: .anywhere)
        #expect(result15 == nil)
        #expect(!machine.isLive(slot: Int(id.slot), stamp: id.stamp, in: .anywhere))
        #expect(machine.initialRecipient(of: id, in: .anywhere) == nil)
    }

    @Test func aReleasedTargetIsSkippedAndPurged() throws {
        var machine = Machine(state: 0)
        var target: Target? = Target()
        let id = register(&machine, target: target, key: TargetAction.key(fileID: "F", line: 2, column: 1))
            .insertion.id
        target = nil
        #expect(machine.initialRecipient(of: id, in: .anywhere) == nil)
        let result16 = machine.purge(slot: Int(id.slot), stamp: id.stamp, in: .anywhere)
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
        #expect(machine.anywhere.pending.isEmpty)
    }
}
