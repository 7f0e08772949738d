import Foundation
import ShadeObservation
import ShadeTestSupport
import Testing

@testable import ShadeSystem

/// The changes a watcher delivered, in order, on the main actor.
@MainActor
private final class ChangeLog {
    var changes: [DirectoryWatcher.Change] = []
    var paths: Set<String> { changes.reduce(into: []) { $0.formUnion($1.paths) } }
}

@MainActor
@Suite struct DirectoryWatcherTests {
    private func makeWatcher(
        _ directory: TemporaryDirectory, mechanism: DirectoryWatcher.Mechanism? = nil, log: ChangeLog
    ) -> DirectoryWatcher {
        DirectoryWatcher(
            path: directory.path, debounce: .milliseconds(50), mechanism: mechanism,
            pollingInterval: .milliseconds(50)
        ) { change in
            log.changes.append(change)
        }
    }

    /// Writes `text` to a temporary file beside `name` and renames it over `name`, as editors save.
    private func saveByRenaming(_ text: String, to name: String, in directory: TemporaryDirectory) throws {
        let target = directory.file(name)
        let slash = target.lastIndex(of: "/")!
        let temporary = "\(target[..<slash])/.\(target[target.index(after: slash)...]).tmp"
        try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
        guard rename(temporary, target) == 0 else { throw POSIXError(.init(rawValue: errno)!) }
    }

    /// The mechanisms to check on this platform: the native one and polling.
    nonisolated static let mechanisms: [DirectoryWatcher.Mechanism] =
        DirectoryWatcher.Mechanism.native == .polling ? [.polling] : [.native, .polling]

    @Test(arguments: mechanisms)
    func reportsACreatedFileWithinOneSecond(mechanism: DirectoryWatcher.Mechanism) async throws {
        let directory = try TemporaryDirectory()
        let log = ChangeLog()
        let watcher = makeWatcher(directory, mechanism: mechanism, log: log)
        try watcher.start()
        #expect(watcher.mechanism == mechanism)
        try directory.write("{}", to: "ocean.tokens.json")
        try await waitUntil(timeout: .seconds(1)) { log.paths.contains(directory.file("ocean.tokens.json")) }
    }

    @Test(arguments: mechanisms)
    func reportsAWriteInPlace(mechanism: DirectoryWatcher.Mechanism) async throws {
        let directory = try TemporaryDirectory()
        try directory.write("{}", to: "ocean.tokens.json")
        let log = ChangeLog()
        let watcher = makeWatcher(directory, mechanism: mechanism, log: log)
        try watcher.start()
        let handle = try #require(FileHandle(forWritingAtPath: directory.file("ocean.tokens.json")))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(" ".utf8))
        try handle.close()
        try await waitUntil(timeout: .seconds(1)) { log.paths.contains(directory.file("ocean.tokens.json")) }
    }

    @Test(arguments: mechanisms)
    func aSaveByTemporaryFileAndRenameArrivesAsOneChange(mechanism: DirectoryWatcher.Mechanism) async throws {
        let directory = try TemporaryDirectory()
        try directory.write("{}", to: "ocean.tokens.json")
        let log = ChangeLog()
        let watcher = makeWatcher(directory, mechanism: mechanism, log: log)
        try watcher.start()
        try saveByRenaming(#"{"a": 1}"#, to: "ocean.tokens.json", in: directory)
        try await waitUntil(timeout: .seconds(1)) { log.paths.contains(directory.file("ocean.tokens.json")) }
        #expect(log.changes.count == 1)
    }

    @Test(arguments: mechanisms)
    func reportsARemovedFile(mechanism: DirectoryWatcher.Mechanism) async throws {
        let directory = try TemporaryDirectory()
        try directory.write("{}", to: "ocean.tokens.json")
        let log = ChangeLog()
        let watcher = makeWatcher(directory, mechanism: mechanism, log: log)
        try watcher.start()
        try FileManager.default.removeItem(atPath: directory.file("ocean.tokens.json"))
        try await waitUntil(timeout: .seconds(1)) { log.paths.contains(directory.file("ocean.tokens.json")) }
    }

    @Test(arguments: mechanisms)
    func watchesSubdirectoriesIncludingNewOnes(mechanism: DirectoryWatcher.Mechanism) async throws {
        let directory = try TemporaryDirectory()
        try directory.write("{}", to: "Brand.xcassets/Contents.json")
        let log = ChangeLog()
        let watcher = makeWatcher(directory, mechanism: mechanism, log: log)
        try watcher.start()

        try directory.write("{}", to: "Brand.xcassets/Contents.json")
        try await waitUntil(timeout: .seconds(1)) { log.paths.contains(directory.file("Brand.xcassets/Contents.json")) }

        // A folder made after the start, with a file written into it at once.
        try directory.write("{}", to: "Brand.xcassets/Colors/Accent.colorset/Contents.json")
        let deep = directory.file("Brand.xcassets/Colors/Accent.colorset/Contents.json")
        try await waitUntil(timeout: .seconds(1)) { log.paths.contains(deep) }

        // And a later write into it.
        let count = log.changes.count
        try saveByRenaming("{ }", to: "Brand.xcassets/Colors/Accent.colorset/Contents.json", in: directory)
        try await waitUntil(timeout: .seconds(1)) {
            log.changes.count > count && log.changes.last!.paths.contains(deep)
        }
    }

    @Test func aStoppedWatcherDeliversNothing() async throws {
        let directory = try TemporaryDirectory()
        let log = ChangeLog()
        let watcher = makeWatcher(directory, log: log)
        try watcher.start()
        watcher.stop()
        #expect(!watcher.isWatching)
        #expect(watcher.mechanism == nil)

        // A second watcher sees the write: by then the first would have delivered it too.
        let witness = ChangeLog()
        let second = makeWatcher(directory, log: witness)
        try second.start()
        try directory.write("{}", to: "ocean.tokens.json")
        try await waitUntil(timeout: .seconds(1)) { !witness.changes.isEmpty }
        #expect(log.changes.isEmpty)
    }

    @Test func changesGatheredBeforeAStopAreDropped() async throws {
        let directory = try TemporaryDirectory()
        let log = ChangeLog()
        let watcher = DirectoryWatcher(path: directory.path, debounce: .milliseconds(200)) { log.changes.append($0) }
        try watcher.start()
        try directory.write("{}", to: "ocean.tokens.json")
        try await Task.sleep(for: .milliseconds(20))  // read, not yet delivered
        watcher.stop()
        let witness = ChangeLog()
        let second = makeWatcher(directory, log: witness)
        try second.start()
        try directory.write("{}", to: "sepia.tokens.json")
        try await waitUntil(timeout: .seconds(1)) { !witness.changes.isEmpty }
        try await Task.sleep(for: .milliseconds(250))  // past the first watcher's debounce
        #expect(log.changes.isEmpty)
    }

    @Test func aReleasedWatcherStopsAndReleasesItsHandler() async throws {
        let directory = try TemporaryDirectory()
        let released = Locked(false)
        var probe: LifetimeProbe? = LifetimeProbe { released.withLock { $0 = true } }
        var watcher: DirectoryWatcher? = DirectoryWatcher(path: directory.path) { [probe] _ in _ = probe }
        try watcher?.start()
        probe = nil
        weak let weakWatcher = watcher
        watcher = nil
        #expect(weakWatcher == nil)
        try directory.write("{}", to: "ocean.tokens.json")
        try await waitUntil(timeout: .seconds(1)) { released.withLock { $0 } }
    }

    @Test func startingARunningWatcherAgainChangesNothing() throws {
        let directory = try TemporaryDirectory()
        let watcher = DirectoryWatcher(path: directory.path) { _ in }
        try watcher.start()
        try watcher.start()
        #expect(watcher.isWatching)
        #expect(watcher.mechanism == .native)
    }

    @Test func aMissingDirectoryCannotBeWatched() throws {
        let directory = try TemporaryDirectory()
        let watcher = DirectoryWatcher(path: directory.file("missing")) { _ in }
        #expect(throws: DirectoryWatcherError(path: directory.file("missing"), reason: .notADirectory)) {
            try watcher.start()
        }
        #expect(!watcher.isWatching)
        #expect(
            DirectoryWatcherError(path: "/themes", reason: .notADirectory).description == "/themes: not a directory")
    }

    #if os(Linux)
        @Test func fileSystemEventsAreNotAvailableOnLinux() throws {
            let directory = try TemporaryDirectory()
            let watcher = DirectoryWatcher(path: directory.path, mechanism: .fileSystemEvents) { _ in }
            #expect(
                throws: DirectoryWatcherError(path: directory.path, reason: .mechanismUnavailable(.fileSystemEvents))
            ) {
                try watcher.start()
            }
        }
    #endif
}
