import Foundation
import ShadeTestSupport
import Testing

@testable import Shade
@testable import ShadeSystem

/// Kills a process that saves preferences in a loop, at random moments, and checks after each kill
/// that the preference file is either absent (before the first save) or whole and valid.
@MainActor
@Suite struct CrashSafetyTests {
    static let rounds = 25

    /// The `preference-writer` executable, built beside the test binary.
    static func writerExecutable() -> URL? {
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL {
            candidates.append(executable.deletingLastPathComponent())
        }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent())
        }
        return candidates.map { $0.appendingPathComponent("preference-writer") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Synchronous on purpose: the waits block this thread (the main one) rather than a thread of
    /// the shared pool, so a suite that keeps every pool thread busy cannot hold a kill back.
    @Test func killingAWriterAtAnyMomentLeavesTheOldOrTheNewFile() throws {
        let writer = try #require(Self.writerExecutable(), "preference-writer is built with the tests")
        let directory = try TemporaryDirectory()
        let path = directory.file("app/appearance.json")
        var random = SplitMix64(state: 0x5EED)
        var writesSeen = Set<ThemeID>()

        for round in 0..<Self.rounds {
            let process = Process()
            process.executableURL = writer
            process.arguments = [path, String(round)]
            let errors = Pipe()
            process.standardError = errors
            let started = Pipe()
            process.standardOutput = started
            try process.run()
            // Wait for its first save (starting a process is slow on a loaded machine and under a
            // sanitizer; a writer that fails ends the wait too), then let it write for a while:
            // long enough to save several times, then kill it wherever it happens to be.
            _ = started.fileHandleForReading.availableData
            usleep(useconds_t(5_000 + random.next() % 40_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(process.terminationReason == .uncaughtSignal, "the writer was still writing when killed")
            let errorOutput = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(errorOutput.isEmpty, "the writer failed: \(errorOutput)")

            let store = FilePreferenceStore(path: path)
            let loaded = try store.load()
            if let loaded {
                writesSeen.insert(try #require(loaded.themeID))
            } else {
                #expect(writesSeen.isEmpty, "the file disappeared after round \(round)")
            }
        }
        // Each round saved at least once, so the kills landed among many writes.
        #expect(writesSeen.count >= Self.rounds / 2)
        let leftovers = try directory.entries(in: "app").filter { $0 != "appearance.json" }
        #expect(
            leftovers.allSatisfy { $0.hasPrefix(".appearance.json.tmp-") }, "only stray temporary files: \(leftovers)")
    }
}
