import Foundation
import ShadeTestSupport
import Testing

@testable import ShadeTool

/// A `shade.json` beside the input that is not a configuration: a located error that says how
/// to go on without it, and `--no-config`, which does.
@Suite struct StrayConfigurationTests {
    let directory: TemporaryDirectory
    let input: String

    /// A token file of a gray text over white: one contrast error to audit.
    static let grayOnWhite = """
        {
          "color": {
            "$type": "color",
            "text": { "$value": { "colorSpace": "srgb", "components": [0.6, 0.6, 0.6] } },
            "background": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } }
          }
        }
        """

    init() throws {
        directory = try TemporaryDirectory()
        try directory.write(Self.grayOnWhite, to: "brand.tokens.json")
        input = directory.file("brand.tokens.json")
    }

    func audit(shadeJSON: String, _ options: [String] = []) throws -> CommandRun {
        try directory.write(shadeJSON, to: "shade.json")
        return runShade(["audit", input] + options)
    }

    @Test func anEmptyFileIsALocatedErrorWithTheWayOut() throws {
        let run = try audit(shadeJSON: "")
        #expect(run.status == 2)
        #expect(
            run.errors.contains(
                "shade.json:1:1: error: the document is empty; pass --no-config to audit without it (or --config FILE)")
        )
    }

    @Test func anotherProgramsJSONIsNotAConfiguration() throws {
        let run = try audit(shadeJSON: "{\n  \"name\": \"shade-app\",\n  \"version\": \"1.0.0\"\n}\n")
        #expect(run.status == 2)
        #expect(
            run.errors.contains(
                "shade.json:2:11: error: unknown key \"name\"; the keys are \"pairs\", \"failOn\" and \"swiftAccess\", "
                    + "and this file has none of them: it is not a Shade configuration; pass --no-config"))
    }

    @Test func invalidJSONNamesTheLineAndColumn() throws {
        let run = try audit(shadeJSON: "{\n  \"pairs\": [\n    { \"foreground\": \"color.text\", }\n  ]\n}\n")
        #expect(run.status == 2)
        #expect(run.errors.contains("shade.json:3:35: error: "))
        #expect(run.errors.contains("; pass --no-config to audit without it (or --config FILE)"))
    }

    @Test func noConfigAuditsWithoutIt() throws {
        let run = try audit(shadeJSON: "", ["--no-config"])
        #expect(run.status == 1)
        #expect(run.errors.isEmpty)
        #expect(run.output.contains("from the color names"))
        #expect(runShade(["audit", input, "--no-config", "--config", directory.file("shade.json")]).status == 64)
    }

    @Test func aGivenConfigurationHasNoHint() throws {
        try directory.write("", to: "other.json")
        let run = runShade(["audit", input, "--config", directory.file("other.json")])
        #expect(run.status == 2)
        #expect(run.errors.contains("the document is empty"))
        #expect(!run.errors.contains("--no-config"))
    }
}
