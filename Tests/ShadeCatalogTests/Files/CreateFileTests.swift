import Foundation
import ShadeFiles
import ShadeTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `FileSystem.createFile`: the one step every writer (an atomic write, a staged asset catalog, a
/// token file) makes a new file with.
@Suite("Files: creating a new file")
struct CreateFileTests {
    @Test func writesTheBytesWithTheMode() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("new.json")
        try FileSystem.createFile(Array("{}\n".utf8), atPath: path, display: path, mode: 0o640)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "{}\n")
        var info = stat()
        #expect(stat(path, &info) == 0)
        // The umask may only take bits away.
        #expect(info.st_mode & 0o777 & ~0o640 == 0)
    }

    @Test func neverReplacesAFileAndLeavesItAsItWas() throws {
        let directory = try TemporaryDirectory()
        try directory.write("kept", to: "taken.json")
        let path = directory.file("taken.json")
        #expect {
            try FileSystem.createFile(Array("new".utf8), atPath: path, display: "taken.json")
        } throws: { error in
            let failure = try #require(error as? FileSystem.Failure)
            return failure.code == EEXIST && failure.operation == "creating" && failure.path == "taken.json"
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "kept")
    }

    @Test func aNameThatIsNotUTF8IsWrittenAsItIs() throws {
        let directory = try TemporaryDirectory()
        // "bad\xFF.json": a byte no UTF-8 name has.
        let name: [CChar] = Array("bad".utf8CString.dropLast()) + [CChar(bitPattern: 0xFF)] + Array(".json".utf8CString)
        let path = Array(directory.path.utf8CString.dropLast()) + [CChar(UInt8(ascii: "/"))] + name
        try FileSystem.createFile(Array("x".utf8), atPath: path, display: "bad\\xFF.json")
        let entries = try #require(FileTree.entries(in: directory.path))
        #expect(entries.map(\.name) == [Array("bad".utf8) + [0xFF] + Array(".json".utf8)])
    }

    @Test func aFailureNamesTheStepAndLeavesNothing() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("missing/new.json")
        #expect {
            try FileSystem.createFile(Array("x".utf8), atPath: path, display: path)
        } throws: { error in
            (error as? FileSystem.Failure)?.code == ENOENT
        }
        #expect(try directory.entries() == [])
    }
}
