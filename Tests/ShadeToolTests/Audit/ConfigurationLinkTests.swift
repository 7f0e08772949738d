import Foundation
import ShadeTestSupport
import Testing

@testable import ShadeTool

/// A `shade.json` found beside the input that is a symbolic link: followed only when it stays in
/// its folder, as the readers follow a link of their folder; one that leaves is refused before
/// anything is read through it.
@Suite struct ConfigurationLinkTests {
    let directory: TemporaryDirectory
    let input: String

    init() throws {
        directory = try TemporaryDirectory()
        try directory.write(StrayConfigurationTests.grayOnWhite, to: "themes/brand.tokens.json")
        input = directory.file("themes/brand.tokens.json")
    }

    /// Makes `themes/shade.json` a symbolic link to `target`.
    func link(to target: String) throws {
        try FileManager.default.createSymbolicLink(
            atPath: directory.file("themes/shade.json"), withDestinationPath: target)
    }

    @Test(arguments: ["/proc/self/environ", "/etc/shadow", "/etc/passwd"])
    func aLinkToASystemFileIsNotOpened(target: String) throws {
        try link(to: target)
        let run = runShade(["audit", input])
        #expect(run.status == 2)
        #expect(
            run.errors.contains(
                "themes/shade.json: error: is a symbolic link to \"\(target)\", which is outside its folder (or "
                    + "leads nowhere); it is not followed; pass --no-config"))
        // Nothing of the file is quoted: the message is the same whether it exists or can be read.
        #expect(!run.errors.contains("unexpected"))
        #expect(!run.errors.contains("1:1"))
        let sarif = runShade(["audit", "--format", "sarif", input])
        #expect(sarif.status == 2)
        #expect(sarif.output.contains("is a symbolic link to"))
        #expect(!sarif.output.contains("1:1"))
        for command in [
            ["preview", "-o", directory.file("page.html")], ["generate", "-o", directory.file("C.swift")],
        ] {
            let run = runShade([command[0], input] + command.dropFirst())
            #expect(run.status == 2, "\(command[0])")
            #expect(run.errors.contains("is a symbolic link to \"\(target)\""), "\(command[0])")
        }
    }

    @Test func anotherFoldersConfigurationIsNotApplied() throws {
        try directory.write(
            #"{"pairs": [{"foreground": "color.background", "background": "color.text"}]}"#,
            to: "other/shade.json")
        try link(to: "../other/shade.json")
        let run = runShade(["audit", "--list-pairs", input])
        #expect(run.status == 2)
        #expect(run.errors.contains("is a symbolic link to \"../other/shade.json\", which is outside its folder"))
        #expect(!run.output.contains("color.background on color.text"))
    }

    @Test func aLinkThatLeadsNowhereIsRefusedNotPassedOver() throws {
        try link(to: "missing.json")
        let run = runShade(["audit", input])
        #expect(run.status == 2)
        #expect(
            run.errors.contains(
                "is a symbolic link to \"missing.json\", which is outside its folder (or leads nowhere)"))
    }

    @Test func aLinkInsideTheFolderIsFollowed() throws {
        try directory.write(
            #"{"pairs": [{"foreground": "color.background", "background": "color.text"}]}"#,
            to: "themes/config/audit.json")
        try link(to: "config/audit.json")
        let run = runShade(["audit", "--list-pairs", input])
        #expect(run.status == 0)
        #expect(run.output.contains("color.background on color.text"))
    }

    @Test func aGivenLinkIsFollowedAsTheUserAsked() throws {
        try directory.write(
            #"{"pairs": [{"foreground": "color.background", "background": "color.text"}]}"#,
            to: "other/shade.json")
        try FileManager.default.createSymbolicLink(
            atPath: directory.file("given.json"), withDestinationPath: directory.file("other/shade.json"))
        let run = runShade(["audit", "--list-pairs", input, "--config", directory.file("given.json")])
        #expect(run.status == 0)
        #expect(run.output.contains("color.background on color.text"))
    }
}
