import CAdwaita
import Dispatch
import ShadeGTK
import ShadeObservation
import XCTest

/// The main actor inside GLib's main loop: work sent to the main actor from other threads runs
/// while GLib's loop (not libdispatch's) holds the main thread.
final class MainQueueTests: GTKTestCase {
    /// Counts what a main-actor observer of a subject received.
    @MainActor
    final class Receiver {
        var values: [Int] = []
        func receive(_ value: Int) { values.append(value) }
    }

    func testASubjectSentToFromAnotherThreadReachesAMainActorObserver() {
        onMain {
            let subject = Subject(0)
            let receiver = Receiver()
            let subscription = subject.observeOnMainActor(receivingInitialState: false) { receiver.receive($0) }
            defer { subscription.cancel() }
            let sent = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                for value in 1...100 { subject.send(value) }
                sent.signal()
            }
            XCTAssertTrue(GTKTesting.wait { receiver.values.last == 100 }, "received \(receiver.values.suffix(3))")
            sent.wait()
            XCTAssertEqual(receiver.values.last, 100)
            XCTAssertEqual(receiver.values, receiver.values.sorted())
        }
    }

    func testATaskOnTheMainActorRunsWhileGLibsLoopRuns() {
        onMain {
            var ran = false
            Task { @MainActor in ran = true }
            XCTAssertTrue(GTKTesting.wait { ran })
        }
    }

    func testInstallingTwiceInstallsOneSource() {
        onMain {
            MainQueueSource.install()
            MainQueueSource.install()
            XCTAssertTrue(MainQueueSource.isInstalled)
            var count = 0
            DispatchQueue.main.async { count += 1 }
            XCTAssertTrue(GTKTesting.wait { count == 1 })
            // Run the loop a little more: a second source would not run it twice, but would spin.
            _ = GTKTesting.wait(timeout: 0.05) { false }
            XCTAssertEqual(count, 1)
        }
    }
}
