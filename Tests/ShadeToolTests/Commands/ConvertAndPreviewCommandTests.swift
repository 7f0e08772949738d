import ArgumentParser
import Foundation
import Shade
import ShadeCatalog
import ShadeTestSupport
import Testing

@testable import ShadeTool

@Suite struct ConvertAndPreviewCommandTests {
    /// The exit code the argument parser gives for parsing `arguments`, or `nil` when they parse.
    static func usageExitCode(_ arguments: [String]) -> Int32? {
        do {
            _ = try ShadeCommand.parseAsRoot(arguments)
            return nil
        } catch {
            return ShadeCommand.exitCode(for: error).rawValue
        }
    }

    @Test(arguments: [
        ["convert"],
        ["convert", "X.xcassets", "-o", "out.css"],
        ["convert", "X.xcassets", "--to", "png", "-o", "out.png"],
        ["convert", "X.xcassets", "--to", "css"],
        ["convert", "X.xcassets", "--to", "css", "-o", "out.css", "--theme-type", "AppTheme"],
        ["convert", "X.xcassets", "--to", "swift", "-o", "out.swift", "--theme-type", "2Theme"],
        ["convert", "X.xcassets", "--to", "swift", "-o", "out.swift", "--theme-type", "class"],
        ["convert", "X.xcassets", "--to", "swift", "-o", "out.swift", "--theme-type", "Color"],
        ["preview", "X.xcassets"],
        ["preview", "-o", "page.html"],
        ["preview", "X.xcassets", "-o", "page.html", "--bogus"],
    ])
    func badCommandLinesAreUsageErrors(arguments: [String]) {
        #expect(Self.usageExitCode(arguments) == 64, "\(arguments)")
    }

    @Test func goodCommandLinesParse() {
        #expect(Self.usageExitCode(["convert", "X.xcassets", "--to", "css", "-o", "out.css"]) == nil)
        #expect(
            Self.usageExitCode(["convert", "X.xcassets", "--to", "swift", "--output", "o.swift", "--theme-type", "App"])
                == nil)
        #expect(Self.usageExitCode(["preview", "X.xcassets", "-o", "page.html", "--config", "shade.json"]) == nil)
    }

    @Test func helpListsTheCommands() {
        let help = ShadeCommand.helpMessage()
        #expect(help.contains("convert"))
        #expect(help.contains("preview"))
        #expect(ShadeCommand.helpMessage(for: ConvertCommand.self).contains("--theme-type"))
    }

    @Test func convertWritesCSSAndSwift() throws {
        let directory = try TemporaryDirectory()
        var css = try ShadeCommand.parseAsRoot([
            "convert", TestCatalogs.samplePath, "--to", "css", "-o", directory.file("c.css"),
        ])
        try css.run()
        #expect(try directory.read("c.css") == CSSExport.css(for: try TestCatalogs.sample()).css)
        var swift = try ShadeCommand.parseAsRoot([
            "convert", TestCatalogs.samplePath, "--to", "swift", "-o", directory.file("C.swift"), "--theme-type",
            "AppTheme",
        ])
        try swift.run()
        #expect(
            try directory.read("C.swift")
                == SwiftExport.source(for: try TestCatalogs.sample(), themeType: "AppTheme").source)
    }

    @Test func convertReadsDesignTokens() throws {
        let directory = try TemporaryDirectory()
        let resolver =
            "\(TestCatalogs.repositoryRoot)/Tests/ShadeCatalogTests/Fixtures/tokens/terrazzoapp__dtcg-examples/apple-hig.resolver.json"
        var css = try ShadeCommand.parseAsRoot(["convert", resolver, "--to", "css", "-o", directory.file("c.css")])
        try css.run()
        let written = try directory.read("c.css")
        #expect(written == CSSExport.css(for: TestCatalogs.tokens("apple-hig")).css)
        #expect(written.contains("--color-system-blue: #409CFF;"))
    }

    @Test func unreadableInputsFailWithoutWriting() throws {
        let directory = try TemporaryDirectory()
        for input in [directory.file("missing.xcassets"), directory.path] {
            var command = try ShadeCommand.parseAsRoot(["convert", input, "--to", "css", "-o", directory.file("c.css")])
            // Status 2, as for every command: the input could not be read.
            #expect(throws: ExitCode(2)) { try command.run() }
            var preview = try ShadeCommand.parseAsRoot(["preview", input, "-o", directory.file("p.html")])
            #expect(throws: ExitCode(2)) { try preview.run() }
        }
        #expect(try directory.entries() == [])
    }

    @Test func previewWritesOneSelfContainedPage() throws {
        let directory = try TemporaryDirectory()
        var command = try ShadeCommand.parseAsRoot(["preview", TestCatalogs.samplePath, "-o", directory.file("p.html")])
        try command.run()
        let html = try directory.read("p.html")
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains(CSSExport.css(for: try TestCatalogs.sample()).css))
        #expect(!html.contains("http") && !html.contains("src=") && !html.contains("<link"))
        // 8 colors in 8 appearances, and each in the page's and the elevated sample.
        #expect(html.components(separatedBy: "data-check=\"swatch\"").count - 1 == 64)
        // Each color's swatch there and its three simulated swatches.
        #expect(html.components(separatedBy: "data-appearance-key=\"darkElevatedHighContrast\"").count - 1 == 8 * 4)
        #expect(html.components(separatedBy: "data-check=\"simulated\"").count - 1 == 64 * 3)
        #expect(html.contains("<th>Dark<br>high contrast<br>elevated</th>"))
        #expect(html.contains("Brand/OnPrimary on Brand/Primary"))
        // Each swatch sits on its appearance's own system background: white in the four light
        // appearances, #1C1C1E in dark elevated.
        #expect(html.components(separatedBy: "class=\"backdrop\" style=\"background-color: #FFFFFF\"").count - 1 == 32)
        #expect(html.components(separatedBy: "class=\"backdrop\" style=\"background-color: #1C1C1E\"").count - 1 == 8)
        #expect(html.contains("forced-color-adjust: none"))
        #expect(html.contains("8 colors ·"))
    }

    @Test func previewPairsComeFromTheConfigurationFileAsTheAuditsDo() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.copyItem(atPath: TestCatalogs.samplePath, toPath: directory.file("Sample.xcassets"))
        try directory.write(
            #"{"pairs": [{"foreground": "Label", "background": "Brand/Primary"}]}"#, to: "shade.json")
        // Beside the input, it is found without --config.
        let run = runShade(["preview", directory.file("Sample.xcassets"), "-o", directory.file("p.html")])
        #expect(run.status == 0, "\(run.errors)")
        let page = try directory.read("p.html")
        #expect(page.contains("Label on Brand/Primary"))
        #expect(!page.contains("Brand/OnPrimary on Brand/Primary"))

        // A pair naming no color: the page is written without it, the rule's place is named and
        // the status is 1, as shade audit's.
        try directory.write(
            #"{"pairs": [{"foreground": "Nope", "background": "Label"}]}"#, to: "bad.json")
        let bad = runShade([
            "preview", directory.file("Sample.xcassets"), "-o", directory.file("bad.html"), "--config",
            directory.file("bad.json"),
        ])
        #expect(bad.status == 1)
        #expect(bad.errors.contains("bad.json:1:27: error: pairs[0].foreground: the catalog has no color"))
        #expect(FileManager.default.fileExists(atPath: directory.file("bad.html")))
        // A name the file gives is quoted with its control characters escaped.
        try directory.write(
            #"{"pairs": [{"foreground": "\u001b]0;x\u0007Nope", "background": "Label"}]}"#, to: "esc.json")
        let escaped = runShade([
            "preview", directory.file("Sample.xcassets"), "-o", directory.file("esc.html"), "--config",
            directory.file("esc.json"),
        ])
        #expect(escaped.errors.contains(#"no color named "\u001B]0;x\u0007Nope""#), "\(escaped.errors)")
        #expect(!escaped.errors.unicodeScalars.contains("\u{1B}"))

        // A configuration that is not one: located, status 2, nothing written.
        try directory.write(#"{"pairs": "Label"}"#, to: "malformed.json")
        let malformed = runShade([
            "preview", directory.file("Sample.xcassets"), "-o", directory.file("m.html"), "--config",
            directory.file("malformed.json"),
        ])
        #expect(malformed.status == 2)
        #expect(malformed.errors.contains("malformed.json:1:11: error: pairs: expected an array"))
        #expect(!FileManager.default.fileExists(atPath: directory.file("m.html")))
    }

    @Test func pairsFollowNamingConventionsWithoutAConfiguration() throws {
        let pairs = ContrastPairing.conventionalPairs(in: try TestCatalogs.sample())
        #expect(
            pairs == [
                ColorPair(foreground: "Brand/OnPrimary", background: "Brand/Primary", reason: .onColor),
                ColorPair(foreground: "Label", background: "Background", reason: .neutralBackground),
                ColorPair(foreground: "Label", background: "Secondary Background", reason: .neutralBackground),
                ColorPair(foreground: "Secondary Text", background: "Background", reason: .neutralBackground),
                ColorPair(foreground: "Secondary Text", background: "Secondary Background", reason: .neutralBackground),
            ])
        #expect(NamingConvention.role(of: "color.on-surface") == .onColor(["surface"], .text))
        #expect(NamingConvention.role(of: "Online") == .other)
    }

    @Test func badgesFollowWCAGLevels() {
        #expect(PreviewPage.badge(for: 21).text == "AAA")
        #expect(PreviewPage.badge(for: 7).text == "AAA")
        #expect(PreviewPage.badge(for: 6.99).text == "AA")
        #expect(PreviewPage.badge(for: 4.5).text == "AA")
        #expect(PreviewPage.badge(for: 4.49).text == "AA large")
        #expect(PreviewPage.badge(for: 2.99).text == "fail")
        #expect(PreviewPage.shownName("color.accent.$root") == "color.accent")
        #expect(PreviewPage.shownName("Brand/Primary") == "Brand/Primary")
        // Compared exactly, as the audit does: 4.49999 does not meet 4.5, and prints as 4.49.
        #expect(PreviewPage.badge(for: 4.49999).text == "AA large")
        #expect(Color.formattedContrastRatio(4.49999) == "4.49")
        // By the pair's use: large text meets AAA at 4.5, non-text has AA only, at 3.
        #expect(PreviewPage.badge(for: 4.6, use: .largeText).text == "AAA")
        #expect(PreviewPage.badge(for: 3.1, use: .largeText).text == "AA")
        #expect(PreviewPage.badge(for: 2.9, use: .largeText).text == "fail")
        #expect(PreviewPage.badge(for: 12, use: .nonText).text == "AA")
        #expect(PreviewPage.badge(for: 2.99, use: .nonText).text == "fail")
    }
}
