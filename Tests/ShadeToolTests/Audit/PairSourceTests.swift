import Foundation
import Shade
import ShadeDiagnostics
import ShadeTestSupport
import Testing

@testable import ShadeTool

/// Where `shade audit` takes its pairs from (`--pairs`), how it lists them (`--list-pairs`), and
/// the system backgrounds it checks a catalog over when its names make no pair.
@Suite struct PairSourceTests {
    typealias B = CatalogBuilder

    let folder: TemporaryDirectory
    /// A catalog whose names make pairs of each reason: an on-color, a neutral background, a role.
    let catalog: String

    init() throws {
        folder = try TemporaryDirectory()
        catalog = try writeCatalog(
            B.catalog(
                B.color("label", 0x000000, dark: 0xFFFFFF),
                B.color("successText", 0x1A7F37, dark: 0x3FB950),
                B.color("successBackground", 0xDAFBE1, dark: 0x033A16),
                B.color("criticalBackground", 0xFFEBE9, dark: 0x490202),
                B.color("canvasBackground", 0xFFFFFF, dark: 0x0D1117),
                B.color("onAccent", 0xFFFFFF),
                B.color("accentBackground", 0x0969DA)),
            in: folder)
    }

    /// `text` with the temporary folder's path left out.
    func relative(_ text: String) -> String {
        text.replacingOccurrences(of: folder.path + "/", with: "")
    }

    @Test func listPairsPrintsEachPairWithItsReasonAndAuditsNothing() {
        let run = runShade(["audit", "--list-pairs", catalog])
        #expect(run.status == 0, "the success text fails on its dark background, but nothing is audited")
        #expect(
            relative(run.output) == """
                Colors.xcassets: 4 pairs from the color names
                  onAccent on accentBackground (text): on-color
                  label on canvasBackground (text): neutral background
                  successText on canvasBackground (text): neutral background
                  successText on successBackground (text): same role 'success'

                """)
        #expect(runShade(["audit", "--list-pairs", "--format", "sarif", catalog]).status == 64)
    }

    @Test func listPairsWritesJSONWithTheReasons() throws {
        let run = runShade(["audit", "--list-pairs", "--format", "json", catalog])
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let inputs = try #require(object["inputs"] as? [[String: Any]])
        #expect(inputs.first?["pairSource"] as? String == "naming-conventions")
        let pairs = try #require(inputs.first?["pairs"] as? [[String: String]])
        #expect(
            pairs.map { $0["reason"] ?? "" } == [
                "on-color", "neutral background", "neutral background", "same role 'success'",
            ])
        #expect(
            pairs.last == [
                "foreground": "successText", "background": "successBackground", "use": "text",
                "reason": "same role 'success'",
            ])
    }

    @Test func theAuditReportGivesEachPairItsReason() throws {
        let run = runShade(["audit", "--format", "json", catalog])
        let document = try JSONDecoder().decode(AuditDocument.self, from: Data(run.output.utf8))
        let pairs = try #require(document.inputs.first?.pairs)
        #expect(pairs.map(\.reason) == [.onColor, .neutralBackground, .neutralBackground, .sameRole(["success"])])
        // The success text is never checked on the critical background.
        #expect(!pairs.contains { $0.background == "criticalBackground" })
    }

    @Test func pairsComeFromTheConfigurationTheNamesOrBoth() throws {
        try folder.write(#"{"pairs": [{"foreground": "label", "background": "criticalBackground"}]}"#, to: "shade.json")
        let configured = runShade(["audit", "--list-pairs", catalog])
        #expect(
            relative(configured.output) == """
                Colors.xcassets: 1 pair from shade.json
                  label on criticalBackground (text): shade.json pairs[0]

                """)
        #expect(runShade(["audit", "--list-pairs", "--pairs", "config", catalog]).output == configured.output)
        let names = runShade(["audit", "--list-pairs", "--pairs", "names", catalog])
        #expect(relative(names.output).hasPrefix("Colors.xcassets: 4 pairs from the color names\n"))
        let both = runShade(["audit", "--list-pairs", "--pairs", "both", catalog])
        #expect(
            relative(both.output) == """
                Colors.xcassets: 5 pairs from shade.json and the color names
                  label on criticalBackground (text): shade.json pairs[0]
                  onAccent on accentBackground (text): on-color
                  label on canvasBackground (text): neutral background
                  successText on canvasBackground (text): neutral background
                  successText on successBackground (text): same role 'success'

                """)
        // The JSON report names the source.
        let run = runShade(["audit", "--pairs", "both", "--format", "json", catalog])
        let document = try JSONDecoder().decode(AuditDocument.self, from: Data(run.output.utf8))
        #expect(document.inputs.first?.pairSource == "configuration-and-naming-conventions")
        #expect(document.inputs.first?.configuration == folder.path + "/shade.json")
        #expect(runShade(["audit", "--pairs", "sometimes", catalog]).status == 64)
    }

    @Test func pairsConfigWithoutAShadeJSONCannotAudit() {
        let run = runShade(["audit", "--pairs", "config", catalog])
        #expect(run.status == 2)
        #expect(run.errors.contains("--pairs config, but there is no shade.json beside it and no --config"))
    }

    @Test func aCatalogWithoutPairsIsCheckedOverTheSystemBackgrounds() throws {
        // A navy tint that stays navy in dark mode: fine on white, 2.08:1 on black.
        let path = try writeCatalog(
            B.catalog(B.color("tintColor", 0x0A3D91), B.color("Bisque", 0xFFE4C4)), named: "Tint.xcassets",
            in: folder)
        let text = runShade(["audit", path])
        #expect(text.status == 1)
        #expect(
            relative(text.output).hasPrefix(
                "Tint.xcassets: 2 colors, 6 pairs over the system backgrounds (no pairs from the color names)\n"))
        #expect(
            text.output.contains(
                "tintColor on systemBackground: 2.08:1 in dark, dark high contrast; 1.69:1 in dark elevated"))

        let run = runShade(["audit", "--format", "json", path])
        let document = try JSONDecoder().decode(AuditDocument.self, from: Data(run.output.utf8))
        let input = try #require(document.inputs.first)
        #expect(input.pairSource == "system-backgrounds")
        #expect(input.pairs.map(\.background) == NamingConvention.systemBackgrounds)
        #expect(
            input.pairs.allSatisfy {
                $0.foreground == "tintColor" && $0.use == .nonText && $0.reason == .systemBackground
            })
        let errors = input.findings.filter { $0.check == .contrast }
        #expect(errors.map(\.related) == NamingConvention.systemBackgrounds.map { [$0] })
        let onSystem = try #require(errors.first)
        #expect(onSystem.appearances.names == ["dark", "darkElevated", "darkHighContrast", "darkElevatedHighContrast"])
        #expect(onSystem.contrast?.first?.background.hex == "#000000")
        #expect(onSystem.contrast?[1].background.hex == "#1C1C1E", "the dark elevated system background")
        // At the catalog color's definition: the system color has none.
        #expect(onSystem.location?.file == path + "/tintColor.colorset/Contents.json")
        // SARIF and GitHub place it there too.
        #expect(runShade(["audit", "--format", "sarif", path]).output.contains("tintColor.colorset/Contents.json"))
        #expect(runShade(["audit", "--format", "github", path]).output.contains("tintColor.colorset/Contents.json"))
    }

    @Test func aCatalogWithoutForegroundLikeColorsStillHasNoPairs() throws {
        let path = try writeCatalog(
            B.catalog(B.color("Bisque", 0xFFE4C4, dark: 0x553311)), named: "Plain.xcassets", in: folder)
        #expect(
            relative(runShade(["audit", path]).output).hasPrefix(
                "Plain.xcassets: 1 color, no pairs from the color names"))
    }
}
