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
}
