import Testing

@testable import ShadeObservation

@Suite("The lock")
struct LockedTests {
    @Test func guardsItsValue() {
        let locked = Locked([Int]())
        locked.withLock { $0.append(1) }
        locked.withLock { $0.append(2) }
        #expect(locked.withLock { $0 } == [1, 2])
    }

    #if DEBUG
        @Test func aReentrantUseStopsTheProgramInsteadOfDeadlocking() async {
            await #expect(processExitsWith: .failure) {
                let locked = Locked(0)
                locked.withLock { _ in locked.withLock { $0 += 1 } }
            }
        }
    #endif
}
