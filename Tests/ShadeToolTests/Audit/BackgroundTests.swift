import Synchronization
import Testing

@testable import ShadeTool

/// Work started on another thread while the caller goes on, and its value once it is done.
@Suite struct BackgroundTests {
    @Test func theValueIsTheWorksOnceItIsDoneAndTheCallerWentOnMeanwhile() {
        // The work waits until the caller has done its part, so both run at once.
        let callerWentOn = Atomic<Bool>(false)
        let work = Background { () -> Int in
            while !callerWentOn.load(ordering: .acquiring) {}
            return 42
        }
        callerWentOn.store(true, ordering: .releasing)
        #expect(work.value() == 42)
        #expect(work.value() == 42)
    }

    /// The results are in the elements' order, every element transformed once, whatever their
    /// number and however unevenly their work is spread (a few costly ones among many cheap).
    @Test(arguments: [0, 1, 2, 3, 63, 64, 65, 1000, 4099])
    func mapGivesEachElementsResultInOrderOnce(count: Int) {
        let calls = Atomic<Int>(0)
        let results = Background.map(Array(0..<count)) { element -> Int in
            calls.wrappingAdd(1, ordering: .relaxed)
            // Every 97th element costs a thousand times the others.
            var sum = 0
            for step in 0..<(element % 97 == 0 ? 100_000 : 100) { sum &+= step ^ element }
            return element * 2 + (sum == -1 ? 1 : 0)
        }
        #expect(results == (0..<count).map { $0 * 2 })
        #expect(calls.load(ordering: .relaxed) == count)
    }

    /// A batched map hands every result on in the elements' order, each batch's before any element
    /// of the next is transformed, so no more than a batch of results is held at once.
    @Test(arguments: [(0, 3), (1, 3), (7, 3), (9, 3), (1000, 64), (100, 1)])
    func mapInBatchesHandsEachBatchOnBeforeMakingTheNext(count: Int, atOnce: Int) {
        let transformed = Atomic<Int>(0)
        var handedOn: [Int] = []
        Background.mapInBatches(Array(0..<count), atOnce: atOnce) { element -> Int in
            transformed.wrappingAdd(1, ordering: .relaxed)
            return element * 2
        } each: { result in
            let batchEnd = min((result / 2 / atOnce + 1) * atOnce, count)
            #expect(transformed.load(ordering: .relaxed) == batchEnd)
            handedOn.append(result)
        }
        #expect(handedOn == (0..<count).map { $0 * 2 })
    }

    /// Results that hold objects are the list's own, each made once and freed once with the list:
    /// none is left behind or freed twice by the threads that made them.
    @Test(arguments: [2, 65, 1000])
    func mapsResultsAreMadeOnceAndFreedWithTheList(count: Int) {
        let freed = Counter()
        do {
            let results = Background.map(Array(0..<count)) { element in Tracked(element, freed: freed) }
            #expect(results.map(\.value) == Array(0..<count))
            withExtendedLifetime(results) {
                #expect(Set(results.map(ObjectIdentifier.init)).count == count)
                #expect(freed.value.load(ordering: .relaxed) == 0)
            }
        }
        #expect(freed.value.load(ordering: .relaxed) == count)
    }

    /// A count shared by threads.
    private final class Counter: Sendable {
        let value = Atomic<Int>(0)
    }

    /// An object that counts its freeing.
    private final class Tracked: Sendable {
        let value: Int
        let freed: Counter

        init(_ value: Int, freed: Counter) {
            self.value = value
            self.freed = freed
        }

        deinit { freed.value.wrappingAdd(1, ordering: .relaxed) }
    }

    /// While one thread is held by a costly element, the other goes on with every element not
    /// taken yet, not only with a half given to it at the start. When the machine gives the map
    /// no second thread while the first is held (every worker busy), there is nothing to check.
    @Test func whileOneThreadIsHeldTheOtherDoesTheRest() {
        let count = 640
        // The first thread's first turn: the element that holds it and the few after it.
        let turn = count / 64
        let othersDone = Atomic<Int>(0)
        let doneWhileHeld = Atomic<Int>(0)
        let results = Background.map(Array(0..<count)) { element -> Int in
            if element == 0 {
                // Waits for every element of the other turns, which only the other thread can do
                // meanwhile: until they are done, or for 2 s and then until the count has stood
                // still for half a second (the other thread stopped, or never came).
                let clock = ContinuousClock()
                let deadline = clock.now + .seconds(2)
                var (last, changed) = (0, clock.now)
                while case let done = othersDone.load(ordering: .acquiring), done < count - turn {
                    if done != last { (last, changed) = (done, clock.now) }
                    if clock.now > deadline, changed.duration(to: clock.now) > .milliseconds(500) { break }
                }
                doneWhileHeld.store(othersDone.load(ordering: .acquiring), ordering: .relaxed)
            } else if element >= turn {
                othersDone.wrappingAdd(1, ordering: .releasing)
            }
            return element
        }
        #expect(results == Array(0..<count))
        // With a half each, the other thread would have stopped at 320.
        let done = doneWhileHeld.load(ordering: .relaxed)
        #expect(done == 0 || done == count - turn)
    }
}
