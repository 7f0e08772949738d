import Foundation
import ShadeFiles
import ShadeTestSupport
import Testing

/// Writing a fixed file back: only over the bytes that were read, atomically, never outside the
/// inputs' folder.
@Suite("Fix: replacing a file's contents")
struct ReplaceContentsTests {
    @Test func replacesTheBytesAndKeepsThePermissions() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("tokens.json")
        try directory.write("old", to: "tokens.json")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        try FileSystem.replaceContents(
            ofFileAt: path, expecting: Array("old".utf8), with: Array("new".utf8), inside: directory.path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions == 0o640)
        #expect(try directory.entries() == ["tokens.json"])
    }

    @Test func fileChangedSinceItWasReadIsLeftAsItIs() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("tokens.json")
        try directory.write("changed", to: "tokens.json")
        #expect {
            try FileSystem.replaceContents(
                ofFileAt: path, expecting: Array("old".utf8), with: Array("new".utf8), inside: directory.path)
        } throws: { error in
            (error as? FileSystem.ReplaceFailure)?.kind == .changedSinceRead
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "changed")
        #expect(try directory.entries() == ["tokens.json"])
    }

    @Test func linkLeadingOutsideTheFolderIsRefused() throws {
        let outside = try TemporaryDirectory()
        let inputs = try TemporaryDirectory()
        try outside.write("secret", to: "target.json")
        try FileManager.default.createSymbolicLink(
            atPath: inputs.file("link.json"), withDestinationPath: outside.file("target.json"))
        #expect {
            try FileSystem.replaceContents(
                ofFileAt: inputs.file("link.json"), expecting: Array("secret".utf8), with: Array("new".utf8),
                inside: inputs.path)
        } throws: { error in
            if case .outsideFolder? = (error as? FileSystem.ReplaceFailure)?.kind { return true }
            return false
        }
        #expect(try String(contentsOfFile: outside.file("target.json"), encoding: .utf8) == "secret")
    }

    @Test func linkInsideTheFolderStaysALink() throws {
        let inputs = try TemporaryDirectory()
        try inputs.write("old", to: "real/tokens.json")
        try FileManager.default.createSymbolicLink(
            atPath: inputs.file("link.json"), withDestinationPath: inputs.file("real/tokens.json"))
        try FileSystem.replaceContents(
            ofFileAt: inputs.file("link.json"), expecting: Array("old".utf8), with: Array("new".utf8),
            inside: inputs.path)
        #expect(try String(contentsOfFile: inputs.file("real/tokens.json"), encoding: .utf8) == "new")
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: inputs.file("link.json"))
                == inputs.file("real/tokens.json"))
    }
}
