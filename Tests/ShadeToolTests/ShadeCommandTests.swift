import ArgumentParser
import ShadeTestSupport
import Testing

@testable import ShadeTool

@Suite struct ShadeCommandTests {
    @Test func helpNamesTheCommand() {
        #expect(ShadeCommand.helpMessage().contains("USAGE: shade"))
    }

    /// What the command plugin asks for its inputs: a JSON array of the theme files among a
    /// target's entries; an interface, so not in the help.
    @Test func themeFilesListsATargetsThemeFilesAsJSONForThePlugin() throws {
        let directory = try TemporaryDirectory()
        try directory.write("{}", to: "Target/Colors.xcassets/Contents.json")
        try directory.write("{}", to: "Target/brand.tokens.json")
        try directory.write("{}", to: "Target/shade.json")
        let root = directory.file("Target")
        let run = runShade([
            "theme-files", root, root + "/Colors.xcassets/Contents.json", root + "/brand.tokens.json",
            root + "/shade.json",
        ])
        #expect(run.status == 0)
        #expect(run.output == #"["\#(root)/Colors.xcassets","\#(root)/brand.tokens.json"]"# + "\n")
        #expect(!ShadeCommand.helpMessage().contains("theme-files"))
    }
}
