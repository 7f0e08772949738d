import Foundation
import ShadeTestSupport
import Testing

@testable import ShadeTool

/// Every command takes Figma variables: the REST response and the file-per-mode export.
@Suite struct FigmaInputTests {
    /// ShadeCatalogTests' `Fixtures/figma`, where the copies live.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("ShadeCatalogTests/Fixtures/figma")
    static let rest = fixtures.appendingPathComponent("rest/variables.json").path
    static let export = fixtures.appendingPathComponent("figma__variables-github-action-example/tokens").path

    @Test func detectionTakesBothShapesAsTokens() throws {
        #expect(try CatalogInput.detect(Self.rest).kind == .tokens)
        #expect(try CatalogInput.detect(Self.export).kind == .tokens)
    }

    @Test func showGivesEachModeOfAFigmaVariable() {
        let run = runShade(["show", Self.rest, "color.background"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("variables.json:"))
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("  light ") && $0.contains("#FFFFFF") })
        #expect(lines.contains { $0.hasPrefix("  dark ") && $0.contains("#202020") })
        #expect(lines.contains { $0.hasPrefix("  dark high contrast ") && $0.contains("#000000") })
        #expect(run.output.contains("theme Sepia"))
    }

    @Test func theDefaultModeNamedOnTheCommandLineReachesTheReaderInEveryCommand() throws {
        let directory = try TemporaryDirectory()
        let convert = runShade([
            "convert", Self.export, "--to", "tokens", "-o", directory.file("x.tokens.json"), "--figma-default-mode",
            "modern theme",
        ])
        #expect(convert.status == 0, "\(convert.errors)")
        // `Modern Theme` is the default, so `Brutal Theme` is the named theme, and nothing is chosen by name.
        #expect(FileManager.default.fileExists(atPath: directory.file("x.light-Brutal-Theme.tokens.json")))
        #expect(!convert.errors.contains("the first by name"), "\(convert.errors)")
        let commands = [
            ["audit", Self.export], ["show", Self.export, "color.background.warning-emphasis"],
            ["preview", Self.export, "-o", directory.file("p.html")],
            ["convert", Self.export, "--to", "css", "-o", directory.file("c.css")],
            ["generate", Self.export, "-o", directory.file("g.swift")],
        ]
        for arguments in commands {
            let run = runShade(arguments + ["--figma-default-mode", "Nowhere"])
            #expect(run.status != 64, "\(arguments[0]): \(run.errors)")
            if arguments[0] != "show" {
                #expect(
                    (run.output + run.errors).contains("no collection has a mode named \"Nowhere\""),
                    "\(arguments[0]): \(run.output) \(run.errors)")
            }
        }
    }

    @Test func showReadsTheExportFolder() {
        let run = runShade(["show", Self.export, "color.background.warning-emphasis"])
        #expect(run.output.contains("#FFFFFF"), "\(run.output)")
    }

    @Test func convertToCSSWritesEveryAppearance() throws {
        let directory = try TemporaryDirectory()
        let css = directory.file("figma.css")
        let run = runShade(["convert", Self.rest, "--to", "css", "-o", css])
        #expect(run.status == 0, "\(run.errors)")
        let text = try String(contentsOfFile: css, encoding: .utf8)
        #expect(text.contains("--color-background: #202020;"))
        #expect(text.contains("--color-scrim: #000000B2;"))
    }

    @Test func aMissingAliasTargetIsReportedWithItsLocation() {
        let path = Self.fixtures.appendingPathComponent("rest/missing-alias.json").path
        let run = runShade(["audit", path])
        let text = run.output + run.errors
        #expect(text.contains("VariableID:9:9"), "\(text)")
        #expect(text.contains("missing-alias.json:199:19"), "\(text)")
        #expect(run.status == 1)
    }

    @Test func previewAndConvertToSwiftAndXcassetsTakeTheExport() throws {
        let directory = try TemporaryDirectory()
        let page = runShade(["preview", Self.export, "--output", directory.file("figma.html")])
        #expect(FileManager.default.fileExists(atPath: directory.file("figma.html")), "\(page.errors)")
        _ = runShade(["convert", Self.rest, "--to", "swift", "-o", directory.file("Figma.swift")])
        #expect(FileManager.default.fileExists(atPath: directory.file("Figma.swift")))
        let catalog = runShade(["convert", Self.rest, "--to", "xcassets", "-o", directory.file("Figma.xcassets")])
        #expect(catalog.status == 0, "\(catalog.errors)")
        #expect(FileManager.default.fileExists(atPath: directory.file("Figma.xcassets/color/background.colorset")))
    }

    /// The export's `Modern Theme` is read in dark too, with the primitives of that theme, so
    /// `convert --to tokens` writes its file, and `show` gives Figma's color there.
    @Test func convertWritesEveryThemeInEveryAppearance() throws {
        let directory = try TemporaryDirectory()
        let run = runShade(["convert", Self.export, "--to", "tokens", "-o", directory.file("out")])
        #expect(run.status == 0, "\(run.errors)")
        #expect(FileManager.default.fileExists(atPath: directory.file("out/tokens.dark-Modern-Theme.tokens.json")))
        let show = runShade(["show", Self.export, "text.text-primary"])
        let lines = show.output.split(separator: "\n").map(String.init)
        let modern = try #require(lines.firstIndex { $0.contains("theme Modern-Theme") })
        #expect(
            lines[modern...].contains { $0.hasPrefix("  dark ") && $0.contains("#F1F1F1") }, "\(show.output)")
    }

    /// A Figma REST response of one collection with the modes `Light` and `Night`, and two
    /// variables, `text/primary` and `background/primary`, gray in each mode.
    static func twoModeResponse(text: (light: Double, night: Double), background: (light: Double, night: Double))
        -> String
    {
        func variable(_ id: String, _ name: String, _ gray: (light: Double, night: Double)) -> String {
            """
            "VariableID:\(id)": {"id": "VariableID:\(id)", "name": "\(name)", "key": "k\(id)",
              "variableCollectionId": "VariableCollectionId:2:0", "resolvedType": "COLOR",
              "valuesByMode": {"2:0": {"r": \(gray.light), "g": \(gray.light), "b": \(gray.light), "a": 1},
                               "2:1": {"r": \(gray.night), "g": \(gray.night), "b": \(gray.night), "a": 1}},
              "remote": false, "description": "", "hiddenFromPublishing": false, "scopes": [], "codeSyntax": {}}
            """
        }
        return """
            {"status": 200, "error": false, "meta": {
              "variableCollections": {"VariableCollectionId:2:0": {"id": "VariableCollectionId:2:0",
                "name": "Semantic", "key": "c2", "defaultModeId": "2:0", "remote": false, "hiddenFromPublishing": false,
                "modes": [{"modeId": "2:0", "name": "Light"}, {"modeId": "2:1", "name": "Night"}],
                "variableIds": ["VariableID:2:1", "VariableID:2:2"]}},
              "variables": {\(variable("2:1", "text/primary", text)),
                            \(variable("2:2", "background/primary", background))}}}
            """
    }

    /// The changes of `audit --suggest --format json`'s findings, by the finding's theme.
    static func suggestedChanges(_ path: String) throws -> [String: [[String: Any]]] {
        let audit = runShade(["audit", path, "--suggest", "--format", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(audit.output.utf8)) as? [String: Any])
        let findings = (report["inputs"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]] ?? []
        var result: [String: [[String: Any]]] = [:]
        for finding in findings {
            guard let suggestion = finding["suggestion"] as? [String: Any] else { continue }
            result[finding["theme"] as? String ?? "", default: []] += suggestion["changes"] as? [[String: Any]] ?? []
        }
        return result
    }

    /// A failing text in two modes of a collection: the suggestions name each mode, and say the
    /// variables are set in Figma; `shade fix` names the variable and writes nothing.
    @Test func suggestionsForFigmaVariablesNameTheModeAndAreNotWritten() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("variables.json")
        try Data(Self.twoModeResponse(text: (0.6, 0.3), background: (1, 0.1)).utf8).write(
            to: URL(fileURLWithPath: path))
        let changes = try Self.suggestedChanges(path).values.flatMap { $0 }
        #expect(Set(changes.compactMap { $0["mode"] as? String }) == ["Light", "Night"], "\(changes)")
        for change in changes {
            #expect(change["color"] as? String == "text.primary")
            #expect(change["writable"] as? Bool == false)
            #expect((change["reason"] as? String)?.contains("Figma variable") == true, "\(change)")
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let fix = runShade(["fix", path])
        #expect(fix.output.contains("text.primary (Any (theme Night), mode Night)"), "\(fix.output)")
        #expect(
            fix.output.contains(
                "change the variable `text/primary` of the collection `Semantic` in the mode `Night` in Figma"),
            "\(fix.output)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    /// The text is the same in both modes, so the `Night` theme shows its default value: the
    /// failing pair of that theme gets the change of that value.
    @Test func aThemedPairShowingADefaultValueGetsItsChange() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("variables.json")
        try Data(Self.twoModeResponse(text: (0.45, 0.45), background: (1, 0.9)).utf8)
            .write(to: URL(fileURLWithPath: path))
        let changes = try Self.suggestedChanges(path)
        let night = try #require(changes["Night"]?.first, "\(changes)")
        #expect(night["color"] as? String == "text.primary")
        #expect(night["mode"] as? String == "Light")
        #expect(night["theme"] == nil)
    }
}
