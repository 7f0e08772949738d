import ArgumentParser
import Foundation
import ShadeTestSupport
import Testing

@testable import ShadeTool

/// The help and the article "The shade command" say what the tool does.
@Suite struct DocumentationAgreesTests {
    /// The article's text.
    static func article() throws -> String {
        try String(
            contentsOfFile: "\(TestCatalogs.repositoryRoot)/Sources/ShadeTool/ShadeTool.docc/TheShadeCommand.md",
            encoding: .utf8)
    }

    /// A token file with a gray text and a white background, and `shade.json` beside it if given.
    func tokens(description: String? = nil, configuration: String? = nil) throws -> (TemporaryDirectory, String) {
        let directory = try TemporaryDirectory()
        let described = description.map { #", "$description": "\#($0)""# } ?? ""
        try directory.write(
            """
            {"color": {"$type": "color",
              "text": {"$value": "#777777"\(described)},
              "background": {"$value": "#FFFFFF"}}}
            """, to: "t.tokens.json")
        if let configuration { try directory.write(configuration, to: "shade.json") }
        return (directory, directory.file("t.tokens.json"))
    }

    @Test func auditsHelpGivesTheJSONReportsVersion() throws {
        let (directory, input) = try tokens()
        defer { withExtendedLifetime(directory) {} }
        let run = runShade(["audit", "--format", "json", input])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let version = try #require(object["version"] as? Int)
        #expect(version == AuditDocument.currentVersion)
        #expect(AuditCommand.helpMessage(columns: 10_000).contains(#"--format json: {"version": \#(version), "#))
    }

    @Test func everySectionAHelpPointsToIsInTheArticle() throws {
        let article = try Self.article()
        let commands: [any ParsableCommand.Type] = [
            AuditCommand.self, ShowCommand.self, ConvertCommand.self, PreviewCommand.self, GenerateCommand.self,
        ]
        for command in commands {
            let help = command.helpMessage(columns: 10_000)
            let section = try #require(help.firstMatch(of: /the section "([^"]+)" of/), "\(command)")
            #expect(article.contains("\n## \(section.output.1)\n"), "\(command): \(section.output.1)")
        }
        #expect(GenerateCommand.helpMessage(columns: 10_000).contains(#"the section "shade generate""#))
    }

    @Test func thePrimerExampleGivesThePairsTheAuditChecks() throws {
        let article = try Self.article()
        let line = try #require(article.split(separator: "\n").first { $0.hasPrefix("base + functional: ") })
        let primer =
            "\(TestCatalogs.repositoryRoot)/Tests/ShadeCatalogTests/Fixtures/tokens/terrazzoapp__dtcg-examples/github-primer"
        let run = runShade(["audit", "\(primer)/base", "\(primer)/functional"])
        let first = try #require(run.output.split(separator: "\n").first)
        #expect(first.hasSuffix(line.dropFirst("base + functional".count)), "\(first)")
        #expect(line.contains("132 pairs"))
    }

    @Test func theRoundTripClaimIsWhatIsTrue() throws {
        let article = try Self.article()
        #expect(!article.contains("down to the text of each"))
        #expect(article.contains("may differ in text"))
    }

    @Test func pairsConfigWithoutPairsIsAnError() throws {
        let (directory, input) = try tokens(configuration: #"{"failOn": "warning"}"#)
        defer { withExtendedLifetime(directory) {} }
        let run = runShade(["audit", "--pairs", "config", input])
        #expect(run.status == 2)
        #expect(
            run.errors.contains(#"shade.json: error: --pairs config, but the file has no "pairs""#), "\(run.errors)")
        // Without --pairs, the names make the pairs, as the article says.
        let names = runShade(["audit", "--list-pairs", input])
        #expect(names.status == 0)
        #expect(names.output.contains("from the color names"))
    }

    @Test func anEmptyDescriptionPrintsNoLine() throws {
        let (described, describedInput) = try tokens(description: "")
        let (plainDirectory, plainInput) = try tokens()
        defer { withExtendedLifetime(plainDirectory) {} }
        let empty = runShade(["show", describedInput, "color.text"])
        let plain = runShade(["show", plainInput, "color.text"])
        #expect(empty.status == 0)
        #expect(
            empty.output.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
                == plain.output.split(separator: "\n", omittingEmptySubsequences: false).dropFirst())
        #expect(empty.output.contains(described.path))
        #expect(!empty.output.contains("\n  \n"))
    }

    @Test func previewsHintNamesAnOptionPreviewTakes() throws {
        let (directory, input) = try tokens(configuration: "")
        let refused = runShade(["preview", input, "-o", directory.file("p.html")])
        #expect(refused.status == 2)
        #expect(
            refused.errors.contains("pass --no-config to preview without it (or --config FILE)"), "\(refused.errors)")
        let run = runShade(["preview", input, "--no-config", "-o", directory.file("p.html")])
        #expect(run.status == 0, "\(run.errors)")
        #expect(runShade(["preview", input, "--no-config", "--config", "x.json", "-o", "p.html"]).status == 64)
        let generate = runShade(["generate", input, "-o", directory.file("C.swift")])
        #expect(generate.errors.contains("pass --no-config to generate without it"))
    }

    @Test func standardInputGivenTwiceIsAUsageError() {
        let run = runShade(["audit", "-", "-"])
        #expect(run.status == 64)
        #expect(run.errors.contains("- (standard input) may be given once"), "\(run.errors)")
        #expect(!run.errors.contains("empty"))
    }
}
