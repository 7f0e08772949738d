import ShadeTestSupport
import Testing

@testable import Shade
@testable import ShadeObservation
@testable import ShadeTraits

/// Observers are called in registration order, also after others were cancelled or released: the
/// two reproductions of the regression, then random runs of 10 000 steps checked against a model
/// that is only a list in registration order.
@Suite("Registration order")
struct RegistrationOrderTests {
    /// The steps of each random run.
    static let steps = 10_000

    @Test func aRegistrationMadeAfterACancellationIsCalledAfterTheOlderOnes() {
        let subject = Subject(0)
        let calls = Recorder<String>()
        let a = subject.observe(receivingInitialState: false) { _ in calls.record("a") }
        let b = subject.observe(receivingInitialState: false) { _ in calls.record("b") }
        a.cancel()
        let c = subject.observe(receivingInitialState: false) { _ in calls.record("c") }
        subject.send(1)
        #expect(calls.values == ["b", "c"])
        withExtendedLifetime((b, c)) {}
    }

    @MainActor
    @Test func anObserverSetIteratesInInsertionOrderAfterARemoval() {
        var set = ObserverSet<TrackList>()
        let (first, second, third) = (TrackList(), TrackList(), TrackList())
        set.insert(first)
        set.insert(second)
        set.remove(first)
        set.insert(third)
        set.insert(first)
        #expect(set.map(ObjectIdentifier.init) == [second, third, first].map(ObjectIdentifier.init))
    }

    // MARK: - Subject

    /// A weakly held observer of the subject, in the target–action or the protocol form.
    final class Target: SendableStateObserver {
        let label: Int
        let calls: Locked<[Int]>

        init(label: Int, calls: Locked<[Int]>) {
            self.label = label
            self.calls = calls
        }

        func apply(_ state: Int) { calls.withLock { $0.append(label) } }
        func receive(_ state: Int) { calls.withLock { $0.append(label) } }
    }

    /// One registration of the model, by the label its observer records.
    struct SubjectEntry {
        var label: Int
        /// A closure registration's subscription, or nil once the step released it.
        var subscription: Subscription?
        /// A weak target, held here to keep it alive.
        var target: Target?
        /// For a closure that cancels another when called: that one's label.
        var victim: Int?
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func subjectCallsObserversInRegistrationOrderThroughRandomSteps(seed: UInt64) {
        var random = SplitMix64(state: seed)
        let subject = Subject(0)
        let calls = Locked<[Int]>([])
        var model: [SubjectEntry] = []
        var nextLabel = 0
        var sends = 0
        var compactionsSeen = 0
        var previousSlotCount = 0

        func closureEntries() -> [Int] { model.indices.filter { model[$0].subscription != nil } }
        func targetEntries() -> [Int] { model.indices.filter { model[$0].target != nil } }

        for _ in 0..<Self.steps {
            let label = nextLabel
            switch random.next() % 100 {
            case 0..<20 where model.count < 200:
                nextLabel += 1
                let subscription = subject.observe(receivingInitialState: false) { _ in
                    calls.withLock { $0.append(label) }
                }
                model.append(SubjectEntry(label: label, subscription: subscription))
            case 20..<30 where model.count < 200:
                nextLabel += 1
                let target = Target(label: label, calls: calls)
                subject.subscribe(target, Target.receive, receivingInitialState: false)
                model.append(SubjectEntry(label: label, target: target))
            case 30..<35 where model.count < 200:
                nextLabel += 1
                let target = Target(label: label, calls: calls)
                subject.subscribe(target, receivingInitialState: false)
                model.append(SubjectEntry(label: label, target: target))
            case 35..<40 where model.count < 200:
                // A closure that cancels another, earlier or later in the order, when it is called.
                guard let victimIndex = closureEntries().randomElement(using: &random) else { continue }
                nextLabel += 1
                weak let victim = model[victimIndex].subscription
                let subscription = subject.observe(receivingInitialState: false) { _ in
                    calls.withLock { $0.append(label) }
                    victim?.cancel()
                }
                model.append(SubjectEntry(label: label, subscription: subscription, victim: model[victimIndex].label))
            case 40..<60:
                // A closure registration cancelled, or its subscription released.
                guard let index = closureEntries().randomElement(using: &random) else { continue }
                if random.next() % 2 == 0 { model[index].subscription?.cancel() }
                model.remove(at: index)
            case 60..<68:
                // A weak target released: the subject purges it without being told.
                guard let index = targetEntries().randomElement(using: &random) else { continue }
                model.remove(at: index)
            case 68..<72:
                guard let index = targetEntries().randomElement(using: &random) else { continue }
                subject.detach(model[index].target!)
                model.remove(at: index)
            default:
                sends += 1
                calls.withLock { $0.removeAll(keepingCapacity: true) }
                subject.send(sends)
                let called = calls.withLock { $0 }
                let expected = Self.expectedPass(over: &model, label: \.label, victim: \.victim)
                #expect(called == expected, "send \(sends)")
                guard called == expected else { return }
                // Every released target was purged by the pass.
                #expect(subject.registrationCount == model.count)
            }
            let (slotCount, liveCount) = subject.storage.machine.withLock {
                ($0.anywhere.registry.slots.count, $0.anywhere.registry.count)
            }
            if slotCount < previousSlotCount { compactionsSeen += 1 }
            previousSlotCount = slotCount
            // Dead slots are compacted away once they are half the table.
            #expect(slotCount <= 2 * liveCount + ObserverRegistry<Int>.compactionMinimum)
        }
        #expect(sends > 2_000)
        #expect(compactionsSeen > 10, "the run should compact the table many times")
    }

    /// The labels one pass calls, in order, and the model after it: every entry that existed when
    /// the pass began, in registration order, less those an entry cancelled earlier in the pass.
    private static func expectedPass<Entry>(
        over model: inout [Entry], label: (Entry) -> Int, victim: (Entry) -> Int?
    ) -> [Int] {
        var called: [Int] = []
        var cancelled = Set<Int>()
        for entry in model where !cancelled.contains(label(entry)) {
            called.append(label(entry))
            if let victim = victim(entry) { cancelled.insert(victim) }
        }
        model.removeAll { cancelled.contains(label($0)) }
        return called
    }

    // MARK: - ObserverSet

    @MainActor
    @Test(arguments: [1, 2, 3] as [UInt64])
    func observerSetIteratesInInsertionOrderThroughRandomSteps(seed: UInt64) {
        var random = SplitMix64(state: seed)
        var set = ObserverSet<TrackList>()
        // The live members in insertion order; `pool` also holds members removed from the set.
        var model: [TrackList] = []
        var pool: [TrackList] = []
        var iterations = 0
        for _ in 0..<Self.steps {
            switch random.next() % 100 {
            case 0..<25 where pool.count < 200:
                let object = TrackList()
                pool.append(object)
                let inserted = set.insert(object)
                #expect(inserted)
                model.append(object)
            case 25..<35:
                // Inserting again an object from the pool: at the end if it had been removed, a
                // no-op if it is still a member.
                guard let object = pool.randomElement(using: &random) else { continue }
                let isMember = model.contains { $0 === object }
                let inserted = set.insert(object)
                #expect(inserted == !isMember)
                if !isMember { model.append(object) }
            case 35..<55:
                guard let object = model.randomElement(using: &random) else { continue }
                let removed = set.remove(object)
                #expect(removed)
                model.removeAll { $0 === object }
                #expect(!set.contains(object))
            case 55..<65:
                // A member released: the set skips it without being told.
                guard let object = model.randomElement(using: &random) else { continue }
                model.removeAll { $0 === object }
                pool.removeAll { $0 === object }
            case 65..<68:
                set.compact()
            default:
                iterations += 1
                let order = set.map(ObjectIdentifier.init)
                #expect(order == model.map(ObjectIdentifier.init), "iteration \(iterations)")
                guard order == model.map(ObjectIdentifier.init) else { return }
            }
        }
        #expect(iterations > 2_000)
    }

    // MARK: - Trait node

    /// A weakly held target of trait-change registrations.
    @MainActor
    final class TraitTarget {
        let label: Int
        let record: (Int) -> Void

        init(label: Int, record: @escaping (Int) -> Void) {
            self.label = label
            self.record = record
        }

        func traitsChanged(_ node: TraitNode, _ previous: TraitCollection) { record(label) }
    }

    /// The registrations by label, for handlers that unregister another.
    @MainActor
    final class TraitRegistrations {
        var byLabel: [Int: TraitChangeRegistration] = [:]
    }

    struct TraitEntry {
        var label: Int
        var registration: TraitChangeRegistration?
        var target: TraitTarget?
        var victim: Int?
    }

    /// The trait tree's registration pass reads the live table while handlers unregister others,
    /// which may compact it under the pass.
    @MainActor
    @Test(arguments: [1, 2, 3] as [UInt64])
    func traitNodeCallsHandlersInRegistrationOrderThroughRandomSteps(seed: UInt64) {
        var random = SplitMix64(state: seed)
        let node = TraitNode()
        var calls: [Int] = []
        var model: [TraitEntry] = []
        let registrations = TraitRegistrations()
        var nextLabel = 0
        var changes = 0

        func handlerEntries() -> [Int] { model.indices.filter { model[$0].registration != nil } }
        func targetEntries() -> [Int] { model.indices.filter { model[$0].target != nil } }

        for _ in 0..<Self.steps {
            let label = nextLabel
            switch random.next() % 100 {
            case 0..<25 where model.count < 200:
                nextLabel += 1
                let registration = node.registerForTraitChanges([UserInterfaceStyleTrait.self]) { _, _ in
                    calls.append(label)
                }
                registrations.byLabel[label] = registration
                model.append(TraitEntry(label: label, registration: registration))
            case 25..<35 where model.count < 200:
                nextLabel += 1
                let target = TraitTarget(label: label) { calls.append($0) }
                node.registerForTraitChanges(
                    [UserInterfaceStyleTrait.self], target: target, action: TraitTarget.traitsChanged)
                model.append(TraitEntry(label: label, target: target))
            case 35..<42 where model.count < 200:
                // A handler that unregisters another when it is called.
                guard let victimIndex = handlerEntries().randomElement(using: &random) else { continue }
                nextLabel += 1
                let victim = model[victimIndex].label
                let registration = node.registerForTraitChanges([UserInterfaceStyleTrait.self]) { node, _ in
                    calls.append(label)
                    if let registration = registrations.byLabel[victim] { node.unregisterForTraitChanges(registration) }
                }
                registrations.byLabel[label] = registration
                model.append(TraitEntry(label: label, registration: registration, victim: victim))
            case 42..<65:
                guard let index = handlerEntries().randomElement(using: &random) else { continue }
                node.unregisterForTraitChanges(model[index].registration!)
                model.remove(at: index)
            case 65..<72:
                guard let index = targetEntries().randomElement(using: &random) else { continue }
                model.remove(at: index)
            default:
                changes += 1
                calls.removeAll()
                node.overrideUserInterfaceStyle = changes % 2 == 1 ? .dark : .light
                let expected = Self.expectedPass(over: &model, label: \.label, victim: \.victim)
                #expect(calls == expected, "change \(changes)")
                guard calls == expected else { return }
            }
            // Dead slots are compacted away once they are half the table.
            let table = node.registrations
            #expect(table.slots.count <= 2 * table.count + ObserverRegistry<Int>.compactionMinimum)
        }
        #expect(changes > 2_000)
    }
}
