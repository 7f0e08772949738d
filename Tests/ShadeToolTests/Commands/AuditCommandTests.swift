import Foundation
import ShadeCatalog
import ShadeDiagnostics
import ShadeTestSupport
import Testing

@testable import ShadeTool

/// `shade audit` as a command: its exit status, its text and JSON reports, colors, progress.
@Suite struct AuditCommandTests {
    typealias B = CatalogBuilder

    let directory: TemporaryDirectory
    /// A catalog with one contrast error (label on background in light) and nothing else wrong
    /// but missing high-contrast variants.
    let failing: String
    /// A catalog with no finding at all.
    let clean: String
    /// A catalog whose only findings are warnings (a color with no dark variant).
    let warnings: String

    init() throws {
        directory = try TemporaryDirectory()
        failing = try writeCatalog(
            B.catalog(
                B.color("label", 0x999999, dark: 0xFFFFFF, highContrast: 0x222222, darkHighContrast: 0xFFFFFF),
                B.color("background", 0xFFFFFF, dark: 0x000000, highContrast: 0xFFFFFF, darkHighContrast: 0x000000)),
            named: "Failing.xcassets", in: directory)
        clean = try writeCatalog(
            B.catalog(
                B.color("label", 0x000000, dark: 0xFFFFFF, highContrast: 0x000000, darkHighContrast: 0xFFFFFF),
                B.color("background", 0xFFFFFF, dark: 0x000000, highContrast: 0xFFFFFF, darkHighContrast: 0x000001)),
            named: "Clean.xcassets", in: directory)
        warnings = try writeCatalog(
            B.catalog(B.color("brand", 0xFF3B30, highContrast: 0xD70015)), named: "Warnings.xcassets", in: directory)
    }

    @Test func aCleanCatalogExitsWithZero() {
        let run = runShade(["audit", clean])
        #expect(run.status == 0)
        #expect(run.output.contains("no findings"))
        #expect(run.errors.isEmpty)
    }

    @Test func anErrorExitsWithOne() {
        let run = runShade(["audit", failing])
        #expect(run.status == 1)
        #expect(run.output.contains("error    label on background: 2.84:1 in light, light elevated"))
    }

    @Test func warningsFailOnlyWithFailOnWarning() {
        #expect(runShade(["audit", warnings]).status == 0)
        #expect(runShade(["audit", warnings, "--fail-on", "warning"]).status == 1)
        #expect(runShade(["audit", clean, "--fail-on", "warning"]).status == 0)
    }

    @Test func anUnreadableInputExitsWithTwoAndTheOthersAreStillAudited() throws {
        let run = runShade(["audit", directory.file("Missing.xcassets"), failing])
        #expect(run.status == 2)
        #expect(run.errors.contains("Missing.xcassets: error: no such file or folder"))
        #expect(run.output.contains("label on background"), "the readable input is audited")
        try directory.write("{ not json", to: "broken.tokens.json")
        let broken = runShade(["audit", directory.file("broken.tokens.json")])
        #expect(broken.status == 2)
        #expect(broken.errors.contains("broken.tokens.json: error: nothing could be read"))
        try directory.write("", to: "notes.txt")
        let other = runShade(["audit", directory.file("notes.txt")])
        #expect(other.status == 2)
        #expect(other.errors.contains("not a theme file"))
    }

    @Test func usageErrorsExitWithSixtyFour() {
        #expect(runShade(["audit"]).status == 64)
        #expect(runShade(["audit", clean, "--fail-on", "info"]).status == 64)
        #expect(runShade(["audit", clean, "--format", "xml"]).status == 64)
        #expect(runShade(["audit", clean, "--bogus"]).status == 64)
        #expect(runShade(["audit", clean, "--color", "sometimes"]).status == 64)
    }

    @Test func theJSONReportDecodesToItsSchema() throws {
        let run = runShade(["audit", failing, warnings, "--format", "json"])
        #expect(run.status == 1)
        let document = try JSONDecoder().decode(AuditDocument.self, from: Data(run.output.utf8))
        #expect(document.version == 2)
        #expect(document.failOn == .error)
        #expect(document.exitCode == 1)
        #expect(document.appearances.count == 8)
        #expect(document.inputs.map(\.path) == [failing, warnings])
        let input = document.inputs[0]
        #expect(input.kind == .assetCatalog)
        #expect(input.readable)
        #expect(input.colors == 2)
        #expect(input.pairSource == "naming-conventions")
        #expect(
            input.pairs == [
                ColorPair(foreground: "label", background: "background", use: .text, reason: .neutralBackground)
            ])
        let contrast = try #require(input.findings.first { $0.check == .contrast })
        #expect(contrast.severity == .error)
        #expect(contrast.color == "label")
        #expect(contrast.location?.file == failing + "/label.colorset/Contents.json")
        // The two appearances it fails in have the same colors, so one measurement covers both.
        let measurements = try #require(contrast.contrast)
        #expect(measurements.count == 1)
        #expect(measurements.first?.appearances == contrast.appearances)
        #expect(contrast.appearances.count == 2)
        #expect(document.summary.errors == document.inputs.flatMap(\.findings).count { $0.severity == .error })
        // The text itself starts with the version and leaves absent values out.
        #expect(run.output.hasPrefix("{\n  \"version\": 2,"))
        #expect(run.output.hasSuffix("}\n"))
        #expect(!run.output.contains("null"))
    }

    /// The JSON report reads back into the document it was written from, and writes the same
    /// text again: the typed parts (appearances, measured colors, suggested changes) lose nothing.
    @Test func theJSONReportReadsBackIntoTheDocumentItWasWrittenFrom() throws {
        let run = runShade(["audit", failing, warnings, "--format", "json", "--suggest", "--simulate", "all"])
        let document = try JSONDecoder().decode(AuditDocument.self, from: Data(run.output.utf8))
        #expect(document.jsonText + "\n" == run.output)
        #expect(try JSONDecoder().decode(AuditDocument.self, from: Data(document.jsonText.utf8)) == document)
        let findings = document.inputs.flatMap(\.findings)
        #expect(findings.contains { $0.suggestion?.changes.isEmpty == false && $0.contrast?.isEmpty == false })
        #expect(findings.contains { !$0.appearances.isEmpty })
    }

    @Test func anUnreadableInputIsInTheJSONReport() throws {
        let run = runShade(["audit", directory.file("Missing.xcassets"), "--format", "json"])
        let document = try JSONDecoder().decode(AuditDocument.self, from: Data(run.output.utf8))
        #expect(document.exitCode == 2)
        #expect(document.inputs.first?.readable == false)
        #expect(document.inputs.first?.error?.contains("no such file") == true)
    }

    @Test func theReportIsGroupedByColorAndPlainWhenNotATerminal() {
        let run = runShade(["audit", failing])
        #expect(!run.output.contains("\u{1B}"))
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
        let heading = lines.firstIndex { $0.hasPrefix("  label  light #999999") }
        #expect(heading != nil)
        #expect(run.output.contains("Failing.xcassets/label.colorset/Contents.json:1:1"))
        #expect(run.output.contains("[contrast]"))
    }

    @Test func colorsFollowTheTerminalTheOptionAndNoColor() {
        let truecolor = ["COLORTERM": "truecolor", "TERM": "xterm-256color"]
        let onTerminal = runShade(["audit", failing], environment: truecolor, outputIsTerminal: true)
        #expect(onTerminal.output.contains("\u{1B}[48;2;153;153;153m"), "a 24-bit swatch of #999999")
        #expect(onTerminal.output.contains("\u{1B}[38;2;153;153;153;48;2;255;255;255m Aa "), "a sample of the pair")

        let palette = runShade(["audit", failing], environment: ["TERM": "xterm-256color"], outputIsTerminal: true)
        #expect(palette.output.contains("\u{1B}[48;5;"))
        #expect(!palette.output.contains("\u{1B}[48;2;"))

        var noColor = truecolor
        noColor["NO_COLOR"] = "1"
        #expect(!runShade(["audit", failing], environment: noColor, outputIsTerminal: true).output.contains("\u{1B}"))
        #expect(
            runShade(["audit", failing, "--color", "always"], environment: noColor).output.contains("\u{1B}[48;2;"))
        #expect(
            !runShade(["audit", failing, "--color", "never"], environment: truecolor, outputIsTerminal: true).output
                .contains("\u{1B}"))
        #expect(
            !runShade(["audit", failing], environment: truecolor).output.contains("\u{1B}"), "a pipe gets no color")
    }

    @Test func progressIsShownOnlyOnATerminal() {
        let terminal = runShade(["audit", failing], errorIsTerminal: true)
        #expect(terminal.errors.contains("reading "))
        #expect(terminal.errors.hasSuffix("\r\u{1B}[K"), "the progress line is erased")
        #expect(runShade(["audit", failing]).errors.isEmpty)
    }

    @Test func aShadeJSONNextToTheInputGivesThePairs() throws {
        let folder = try TemporaryDirectory()
        let catalog = try writeCatalog(
            B.catalog(B.color("ink", 0xBBBBBB, dark: 0xFFFFFF), B.color("paper", 0xFFFFFF, dark: 0)), in: folder)
        #expect(runShade(["audit", catalog]).output.contains("no pairs"))
        try folder.write(#"{"pairs": [{"foreground": "ink", "background": "paper"}]}"#, to: "shade.json")
        let run = runShade(["audit", catalog])
        #expect(run.output.contains("1 pair from \(folder.path)/shade.json"))
        #expect(run.output.contains("ink on paper"))
        #expect(run.status == 1)
        // --config names another file for every input.
        try folder.write(#"{"pairs": []}"#, to: "empty.json")
        #expect(runShade(["audit", catalog, "--config", folder.file("empty.json")]).status == 0)
    }

    @Test func aBrokenShadeJSONIsAnUnreadableInput() throws {
        let folder = try TemporaryDirectory()
        let catalog = try writeCatalog(B.catalog(B.color("ink", 0, dark: 0xFFFFFF)), in: folder)
        try folder.write(#"{"pairs": [{"foreground": "ink", "use": "text"}]}"#, to: "shade.json")
        let run = runShade(["audit", catalog])
        #expect(run.status == 2)
        #expect(run.errors.contains(#"shade.json:1:12: error: pairs[0]: "background" is missing"#))
        #expect(runShade(["audit", catalog, "--config", folder.file("none.json")]).status == 2)
    }

    @Test func designTokensAreAuditedToo() throws {
        try directory.write(
            """
            {
              "color": {
                "$type": "color",
                "text": { "$value": { "colorSpace": "srgb", "components": [0.6, 0.6, 0.6] } },
                "background": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } }
              }
            }
            """, to: "brand.tokens.json")
        let run = runShade(["audit", directory.file("brand.tokens.json")])
        #expect(run.status == 1)
        #expect(run.output.contains("color.text on color.background"))
        #expect(run.output.contains("brand.tokens.json:4:"))
    }
}
