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
}
