import Foundation
import ShadeFiles
import ShadeTestSupport
import ShadeTheme
import Testing

@testable import ShadeSystem

/// The one bounded reader of files: `FileSystem.contents(ofFileAt:limit:)`, and of an open
/// descriptor (standard input): `FileSystem.contents(ofDescriptor:name:limit:)`.
@Suite("Reading a file with a size limit")
struct FileContentsTests {
    /// The failure reading `path` with `limit` gives, or `nil` when it reads.
    private func failure(_ path: String, limit: Int = 16) -> FileSystem.ReadFailure? {
        do {
            _ = try FileSystem.contents(ofFileAt: path, limit: limit)
            return nil
        } catch {
            return error
        }
    }

    @Test func aRegularFileUpToTheLimitIsReadWhole() throws {
        let directory = try TemporaryDirectory()
        try directory.write("0123456789abcdef", to: "sixteen")
        try directory.write("", to: "empty")
        #expect(
            try FileSystem.contents(ofFileAt: directory.file("sixteen"), limit: 16) == Array("0123456789abcdef".utf8))
        #expect(try FileSystem.contents(ofFileAt: directory.file("empty"), limit: 16) == [])
    }

    @Test func anOpenDescriptorIsReadToItsEndUpToTheLimitAsStandardInputIs() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let text = Array("{\"a\": 1}".utf8)
        #expect(write(ends[1], text, text.count) == text.count)
        close(ends[1])
        #expect(try FileSystem.contents(ofDescriptor: ends[0], name: "<stdin>", limit: 16) == text)

        var large: [Int32] = [0, 0]
        try #require(pipe(&large) == 0)
        defer { close(large[0]) }
        let seventeen = [UInt8](repeating: 0x20, count: 17)
        #expect(write(large[1], seventeen, seventeen.count) == 17)
        close(large[1])
        #expect(throws: FileSystem.ReadFailure(path: "<stdin>", kind: .tooLarge(size: 17, limit: 16))) {
            try FileSystem.contents(ofDescriptor: large[0], name: "<stdin>", limit: 16)
        }

        let directory = try TemporaryDirectory()
        let folder = open(directory.path, O_RDONLY)
        try #require(folder >= 0)
        defer { close(folder) }
        #expect(throws: FileSystem.ReadFailure(path: "<stdin>", kind: .folder)) {
            try FileSystem.contents(ofDescriptor: folder, name: "<stdin>", limit: 16)
        }
    }

    @Test func aFilePastTheLimitIsRefusedAndTheFailureSaysWhereHowLargeAndTheLimit() throws {
        let directory = try TemporaryDirectory()
        try directory.write(String(repeating: "x", count: 17), to: "seventeen")
        let refused = try #require(failure(directory.file("seventeen")))
        #expect(refused.kind == .tooLarge(size: 17, limit: 16))
        #expect(
            refused.description == directory.file("seventeen")
                + ": the file is 17 bytes or more; the largest read is 16 bytes")
        let large = FileSystem.ReadFailure(path: "/p", kind: .tooLarge(size: 9_000_000, limit: 8 << 20))
        #expect(large.reason == "the file is 9000000 bytes or more; the largest read is 8388608 bytes (8 MiB)")
        let small = FileSystem.ReadFailure(path: "/p", kind: .tooLarge(size: 70_000, limit: 64 * 1024))
        #expect(small.reason == "the file is 70000 bytes or more; the largest read is 65536 bytes (64 KiB)")
    }

    @Test func nothingThereAFolderAndAPipeAreEachRefusedWithTheirReasonWithoutWaiting() throws {
        let directory = try TemporaryDirectory()
        try directory.write("x", to: "folder/inside")
        #expect(mkfifo(directory.file("pipe"), 0o600) == 0)
        #expect(failure(directory.file("missing"))?.kind == .missing)
        #expect(failure(directory.file("missing/deeper"))?.kind == .missing)
        #expect(failure(directory.file("folder/inside/deeper"))?.kind == .missing)
        #expect(failure(directory.file("folder"))?.kind == .folder)
        #expect(failure(directory.file("folder"))?.reason == "it is a folder, not a file")
        // A pipe no one writes to: refused at once rather than read for ever.
        let pipe = failure(directory.file("pipe"))
        #expect(pipe?.kind == .notRegularFile)
        #expect(pipe?.reason == "it is not a regular file (a device, a pipe or a socket)")
        #expect(failure("/dev/zero")?.kind == .notRegularFile)
        #expect(
            FileSystem.ReadFailure(path: "/p", kind: .system(EACCES)).reason == "it cannot be read (Permission denied)")
    }

    @MainActor
    @Test func thePreferenceStoreReadsThroughItAPipeIsUnreadableNotDamagedALargeFileIsDamaged() throws {
        let directory = try TemporaryDirectory()
        #expect(mkfifo(directory.file("appearance.json"), 0o600) == 0)
        let store = FilePreferenceStore(path: directory.file("appearance.json"))
        #expect {
            try store.load()
        } throws: { error in
            let error = error as? PreferenceStoreError
            return error?.reason == .unreadable && error?.description.contains("not a regular file") == true
        }
        #expect(!store.hasDamagedFile)

        try directory.write(String(repeating: " ", count: FilePreferenceStore.sizeLimit + 1), to: "large.json")
        let large = FilePreferenceStore(path: directory.file("large.json"))
        #expect {
            try large.load()
        } throws: { error in
            let error = error as? PreferenceStoreError
            return error?.reason == .invalidContents && error?.description.contains("65536 bytes (64 KiB)") == true
        }
        #expect(large.hasDamagedFile)
    }
}
