import Foundation
import Shade
import ShadeDiagnostics
import ShadeJSON
import ShadeTestSupport
import Synchronization
import Testing

@testable import ShadeTool

/// `shade audit --write-baseline` and `--baseline`: findings keyed by check, colors, theme and
/// appearances, so that moving a color keeps it baselined and a new finding fails.
@Suite struct AuditBaselineTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    /// A token file with `color.text` (gray, 2.85:1 on white: a contrast error) and
    /// `color.background`, and `extra` tokens after them.
    func tokens(text: String = "[0.6, 0.6, 0.6]", before: String = "", extra: String = "") -> String {
        """
        {
          "color": {
            "$type": "color",\(before)
            "text": { "$value": { "colorSpace": "srgb", "components": \(text) } },
            "background": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } }\(extra)
          }
        }
        """
    }

    /// Writes `text` as `brand.tokens.json` and returns its path.
    func write(_ text: String) throws -> String {
        try directory.write(text, to: "brand.tokens.json")
        return directory.file("brand.tokens.json")
    }

    @Test func aWrittenBaselineReadsBackAndTheAuditPasses() throws {
        let input = try write(tokens())
        let baseline = directory.file("shade-baseline.json")
        #expect(runShade(["audit", input]).status == 1)
        let written = runShade(["audit", input, "--write-baseline", baseline])
        #expect(written.status == 0)
        #expect(written.errors.contains("shade-baseline.json: wrote 1 entry"))
        let text = try directory.read("shade-baseline.json")
        let everyAppearance = [
            "light", "lightElevated", "lightHighContrast", "lightElevatedHighContrast", "dark", "darkElevated",
            "darkHighContrast", "darkElevatedHighContrast",
        ].map { "\"\($0)\"" }.joined(separator: ", ")
        #expect(
            text == """
                {
                  "version": 1,
                  "tool": "shade",
                  "entries": [
                    {
                      "check": "contrast",
                      "color": "color.text",
                      "related": ["color.background"],
                      "appearances": [\(everyAppearance)]
                    }
                  ]
                }

                """)
        let parsed = try AuditBaseline.parse(Array(text.utf8), file: "b.json")
        #expect(parsed.entries.count == 1)
        #expect(AuditBaseline(entries: parsed.entries).text == text)
        let run = runShade(["audit", input, "--baseline", baseline])
        #expect(run.status == 0)
        #expect(run.output.contains("1 baselined finding not shown"))
        #expect(!run.output.contains("color.text on color.background"))
    }

    @Test func aMovedColorStaysBaselinedAndANewErrorFails() throws {
        let input = try write(tokens())
        let baseline = directory.file("b.json")
        #expect(runShade(["audit", input, "--write-baseline", baseline]).status == 0)

        // The same colors, moved down the file behind a new one that raises no finding.
        let moved = tokens(
            before: "\n    \"accent\": { \"$value\": { \"colorSpace\": \"srgb\", \"components\": [0, 0, 0] } },\n")
        _ = try write(moved)
        let stays = runShade(["audit", input, "--baseline", baseline, "--format", "json"])
        #expect(stays.status == 0)
        let document = try JSONDecoder().decode(AuditDocument.self, from: Data(stays.output.utf8))
        let contrast = try #require(document.inputs.first?.findings.first { $0.check == .contrast })
        #expect(contrast.baselined == true)
        #expect(contrast.location?.line == 6)
        #expect(document.summary.errors == 0)
        #expect(document.summary.baselined == 1)
        #expect(document.baselineGone == [])

        // A second text color as light: a new contrast error.
        _ = try write(
            tokens(
                extra:
                    ",\n    \"text-muted\": { \"$value\": { \"colorSpace\": \"srgb\", \"components\": [0.7, 0.7, 0.7] } }"
            ))
        let fails = runShade(["audit", input, "--baseline", baseline])
        #expect(fails.status == 1)
        #expect(fails.output.contains("color.text-muted on color.background"))
        #expect(!fails.output.contains("error    color.text on color.background"))
        #expect(fails.output.contains("1 error, "))
        #expect(fails.output.contains("1 baselined"))

        let sarif = runShade(["audit", input, "--baseline", baseline, "--format", "sarif"])
        #expect(sarif.output.contains("\"baselineState\": \"unchanged\""))
        #expect(sarif.output.contains("\"baselineState\": \"new\""))
        let github = runShade(["audit", input, "--baseline", baseline, "--format", "github"])
        #expect(github.output.contains("color.text-muted on"))
        #expect(!github.output.contains("::color.text on"))
    }

    @Test func entriesNoFindingMatchesAreListedAsGone() throws {
        let input = try write(tokens())
        let baseline = directory.file("b.json")
        #expect(runShade(["audit", input, "--write-baseline", baseline]).status == 0)
        _ = try write(tokens(text: "[0, 0, 0]"))
        let run = runShade(["audit", input, "--baseline", baseline])
        #expect(run.status == 0)
        #expect(
            run.output.contains("fixed since the baseline, 1 entry no finding matches (--write-baseline drops them):"))
        #expect(
            run.output.contains(
                "  contrast color.text on color.background (light, lightElevated, lightHighContrast, "
                    + "lightElevatedHighContrast, dark, darkElevated, darkHighContrast, darkElevatedHighContrast)"
            ))
        let json = runShade(["audit", input, "--baseline", baseline, "--format", "json"])
        let document = try JSONDecoder().decode(AuditDocument.self, from: Data(json.output.utf8))
        #expect(document.baselineGone?.map(\.color) == ["color.text"])
    }

    @Test func identicalFindingsNeedAnEntryEach() {
        let finding = Finding(
            check: .contrast, severity: .error, color: "a", related: ["b"], appearances: [.dark], message: "a on b")
        let moved = with(finding) { $0.location = FileLocation(file: "x.json", line: 40, column: 3) }
        let baseline = AuditBaseline(findings: [finding])
        let comparison = baseline.compare([moved, finding])
        #expect(comparison.baselined == [true, false])
        #expect(comparison.gone.isEmpty)
        #expect(AuditBaseline(findings: [finding, finding]).compare([finding]).gone.count == 1)
        // Another appearance or theme is another finding.
        #expect(baseline.compare([with(finding) { $0.appearances = [.light] }]).baselined == [false])
        #expect(baseline.compare([with(finding) { $0.theme = "ocean" }]).baselined == [false])
    }

    @Test func onlyABaselineIsReplaced() throws {
        let input = try write(tokens())
        try directory.write("{\"name\": \"app\"}\n", to: "package.json")
        let refused = runShade(["audit", input, "--write-baseline", directory.file("package.json")])
        #expect(refused.status == 2)
        #expect(refused.errors.contains("package.json: error: not written: the file is not a Shade baseline"))
        #expect(try directory.read("package.json") == "{\"name\": \"app\"}\n")
        // The input itself is no baseline either.
        #expect(runShade(["audit", input, "--write-baseline", input]).status == 2)
        #expect(try directory.read("brand.tokens.json") == tokens())

        try directory.write("{\"version\": 1, \"tool\": \"shade\", \"entries\": []}", to: "b.json")
        #expect(runShade(["audit", input, "--write-baseline", directory.file("b.json")]).status == 0)
        #expect(try directory.read("b.json").contains("\"color.text\""))
    }

    @Test func aBaselineIsNotWrittenWhenAnInputCannotBeReadButTheOthersAreReported() throws {
        let input = try write(tokens())
        let run = runShade([
            "audit", input, directory.file("Missing.xcassets"), "--write-baseline", directory.file("b.json"),
        ])
        #expect(run.status == 2)
        #expect(
            run.errors.contains(
                "b.json: error: not written: an input could not be read, and a baseline without its findings would "
                    + "let them fail later; the others are reported below"))
        #expect(!FileManager.default.fileExists(atPath: directory.file("b.json")))
        // The readable input's findings are reported all the same.
        #expect(run.output.contains("color.text"))
        let json = runShade([
            "audit", "--format", "json", input, directory.file("Missing.xcassets"), "--write-baseline",
            directory.file("b.json"),
        ])
        #expect(json.status == 2)
        let document = try JSONDecoder().decode(AuditDocument.self, from: Data(json.output.utf8))
        #expect(document.inputs.count == 2)
        #expect(document.inputs[0].findings.contains { $0.check == .contrast })
    }

    @Test func aBaselineIsNeverWrittenInsideAnInput() throws {
        try directory.write(tokens(), to: "tokens/brand.tokens.json")
        let inFolder = runShade([
            "audit", directory.file("tokens"), "--write-baseline", directory.file("tokens/b.json"),
        ])
        #expect(inFolder.status == 2)
        #expect(inFolder.errors.contains("b.json: error: would write over the input"))
        #expect(!FileManager.default.fileExists(atPath: directory.file("tokens/b.json")))
        #expect(inFolder.output.contains("color.text"), "the audit is reported")

        let catalog = try writeCatalog(
            CatalogBuilder.catalog(CatalogBuilder.color("label", 0x777777, dark: 0x888888)), in: directory)
        let inCatalog = runShade(["audit", catalog, "--write-baseline", catalog + "/b.json"])
        #expect(inCatalog.status == 2)
        #expect(inCatalog.errors.contains("would write over the input"))
        #expect(!FileManager.default.fileExists(atPath: catalog + "/b.json"))

        // Nor through a link into one.
        try FileManager.default.createSymbolicLink(
            atPath: directory.file("into.json"), withDestinationPath: directory.file("tokens/brand.tokens.json"))
        let throughLink = runShade(["audit", directory.file("tokens"), "--write-baseline", directory.file("into.json")])
        #expect(throughLink.status == 2)
        #expect(try directory.read("tokens/brand.tokens.json") == tokens())
    }

    @Test func aLinkIsWrittenThroughAndTheModeIsKept() throws {
        let input = try write(tokens())
        try directory.write("{\"version\": 1, \"tool\": \"shade\", \"entries\": []}\n", to: "ci/baseline.json")
        #expect(chmod(directory.file("ci/baseline.json"), 0o664) == 0)
        try FileManager.default.createSymbolicLink(
            atPath: directory.file("link.json"), withDestinationPath: "ci/baseline.json")
        let run = runShade(["audit", input, "--write-baseline", directory.file("link.json")])
        #expect(run.status == 0, "\(run.errors)")
        #expect(isLink(directory.file("link.json")), "the link is not replaced by a file")
        #expect(try directory.read("ci/baseline.json").contains("\"color.text\""))
        let attributes = try FileManager.default.attributesOfItem(atPath: directory.file("ci/baseline.json"))
        #expect((attributes[.posixPermissions] as? Int) == 0o664)

        // A plain baseline keeps its mode too.
        #expect(chmod(directory.file("ci/baseline.json"), 0o600) == 0)
        #expect(runShade(["audit", input, "--write-baseline", directory.file("ci/baseline.json")]).status == 0)
        let kept = try FileManager.default.attributesOfItem(atPath: directory.file("ci/baseline.json"))
        #expect((kept[.posixPermissions] as? Int) == 0o600)

        // A link that leads nowhere is refused, not replaced.
        try FileManager.default.createSymbolicLink(
            atPath: directory.file("dangling.json"), withDestinationPath: "gone/b.json")
        let dangling = runShade(["audit", input, "--write-baseline", directory.file("dangling.json")])
        #expect(dangling.status == 2)
        #expect(dangling.errors.contains("dangling.json: error: not written: it is a symbolic link that leads nowhere"))
        #expect(isLink(directory.file("dangling.json")))
    }

    func isLink(_ path: String) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeSymbolicLink
    }

    @Test func concurrentFirstWritesNeverAskForForce() throws {
        let input = try write(tokens())
        for round in 0..<6 {
            let path = directory.file("race-\(round).json")
            let runs = Mutex<[CommandRun]>([])
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                let run = runShade(["audit", input, "--write-baseline", path])
                runs.withLock { $0.append(run) }
            }
            for run in runs.withLock({ $0 }) {
                #expect(!run.errors.contains("--force"), "\(run.errors)")
                if run.status == 2 {
                    #expect(run.errors.contains("a file appeared at the path while the baseline was written"))
                }
            }
            #expect(try directory.read("race-\(round).json").contains("\"color.text\""))
        }
    }

    @Test func anUnknownAppearanceIsALocatedError() throws {
        let input = try write(tokens())
        try directory.write(
            """
            {"version": 1, "tool": "shade", "entries": [
              {"check": "contrast", "color": "color.text", "related": ["color.background"],
               "appearances": ["light", "dusk"]}
            ]}
            """, to: "b.json")
        let run = runShade(["audit", input, "--baseline", directory.file("b.json")])
        #expect(run.status == 2)
        #expect(
            run.errors.contains(
                "b.json:3:29: error: entries[0].appearances[1]: unknown appearance \"dusk\"; expected one of light, "))
        #expect(!run.output.contains("fixed since the baseline"))
    }

    @Test func aMalformedBaselineIsALocatedError() throws {
        let input = try write(tokens())
        let cases: [(String, String)] = [
            ("", "b.json:1:1: error: the document is empty"),
            (
                "{\"version\": 1, \"tool\": \"shade\",\n \"entries\": [{\"check\": \"contrast\", \"color\": 3}]}",
                "b.json:2:45: error: entries[0].color: expected a string, found a number"
            ),
            (
                "{\"version\": 2, \"tool\": \"shade\", \"entries\": []}",
                "b.json:1:13: error: version: this Shade reads baselines of version 1, found 2"
            ),
            (
                "{\"version\": 1, \"tool\": \"shade\", \"entries\": [{\"check\": \"contrast\", \"line\": 3}]}",
                "b.json:1:75: error: entries[0]: unknown key \"line\""
            ),
            (
                "{\"version\": 1, \"tool\": \"shade\", \"entries\": [{\"check\": \"contrasts\"}]}",
                "b.json:1:55: error: entries[0].check: unknown check \"contrasts\""
            ),
            ("[1, 2", "b.json:1:6: error: "),
            ("{\"pairs\": []}", "b.json:1:11: error: unknown key \"pairs\""),
        ]
        for (text, expected) in cases {
            try directory.write(text, to: "b.json")
            let run = runShade(["audit", input, "--baseline", directory.file("b.json")])
            #expect(run.status == 2, "\(text)")
            #expect(run.errors.contains(expected), "\(run.errors)")
        }
        #expect(runShade(["audit", input, "--baseline", directory.file("none.json")]).status == 2)
    }
}
