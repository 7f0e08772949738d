import ArgumentParser
import Foundation
import Shade
import ShadeCatalog
import ShadeJSON
import ShadeTestSupport
import Testing

@testable import ShadeTool

/// `shade audit --simulate`: contrast, and colors told apart by hue alone, as people with a
/// color-vision deficiency see them.
@Suite struct ColorVisionCheckTests {
    typealias B = CatalogBuilder

    func audit(
        _ catalog: ColorCatalog, _ simulations: [ColorVisionDeficiency] = ColorVisionDeficiency.allCases,
        configuration: String? = nil
    ) throws -> AuditResult {
        let parsed = try configuration.map { try ShadeConfiguration.parse(Array($0.utf8), file: "shade.json") }
        return Auditor(catalog: catalog, configuration: parsed, simulations: simulations).audit()
    }

    func findings(_ result: AuditResult, _ check: Finding.Check) -> [Finding] {
        result.findings.filter { $0.check == check }
    }

    /// `#E44001` text on black: 5.03:1 meets AA for text, but protanopes see reds darker, and
    /// simulated it is 3.57:1.
    @Test func aPairThatMeetsAAButNotOnceSimulatedIsAWarning() throws {
        let result = try audit(B.catalog(B.color("label", 0xE44001), B.color("background", 0x000000)))
        #expect(findings(result, .contrast).isEmpty)
        let simulated = findings(result, .contrastSimulated)
        #expect(simulated.count == 1)
        let finding = try #require(simulated.first)
        #expect(finding.severity == .warning)
        #expect(finding.simulation == "protanopia")
        #expect(finding.color == "label")
        #expect(finding.related == ["background"])
        #expect(finding.appearances == .all)
        #expect(
            finding.message
                == "label on background, protanopia simulated (Machado et al. 2009, severity 1): 3.57:1 in every "
                + "appearance, below the WCAG AA minimum of 4.5:1 for text; without simulation 5.03:1 in every appearance"
        )
        let measurement = try #require(finding.contrast?.first)
        #expect(abs(measurement.ratio - 3.5719) < 0.001)
        #expect(abs((measurement.unsimulatedRatio ?? 0) - 5.0332) < 0.001)
        #expect(measurement.required == 4.5)
        let orange = try Color(parsing: "#E44001")
        #expect(measurement.foreground.hex == orange.simulating(.protanopia).hexString)
        #expect(measurement.background.hex == "#000000")
    }

    /// The issue's example, `#E44001` on white, is 4.17:1; simulated with Machado et al. 2009 it is
    /// 5.87:1 for protanopia (reds look darker, so further from white) and 3.5:1 for
    /// deuteranopia: as large text, it meets 3:1 either way, so there is nothing to report.
    @Test func theOrangeOnWhiteAsLargeTextMeetsTheMinimumSimulatedToo() throws {
        let catalog = B.catalog(B.color("label", 0xE44001), B.color("background", 0xFFFFFF))
        let configuration = #"{"pairs": [{"foreground": "label", "background": "background", "use": "large-text"}]}"#
        let result = try audit(catalog, configuration: configuration)
        #expect(findings(result, .contrast).isEmpty)
        #expect(findings(result, .contrastSimulated).isEmpty)
        // As text it fails AA already: the contrast check reports it, and the simulated check does not again.
        let text = try audit(catalog)
        #expect(findings(text, .contrast).count == 1)
        #expect(findings(text, .contrastSimulated).isEmpty)
    }

    @Test func withoutSimulationTheChecksDoNotRun() throws {
        let result = try audit(
            B.catalog(
                B.color("label", 0xE44001), B.color("background", 0x000000), B.color("Status/error", 0xCC664D),
                B.color("Status/success", 0x7D8F4D)),
            [])
        #expect(findings(result, .contrastSimulated).isEmpty)
        #expect(findings(result, .indistinctSimulated).isEmpty)
        #expect(result.simulations.isEmpty)
    }

    /// A red and a green of the same lightness (OKLCh L 0.626 and 0.620, hues 35° and 122°, ΔE OK
    /// 0.16) are 0.017 apart for a deuteranope.
    @Test func colorsOfOneGroupThatOnlyHueTellsApartAreAWarningWhenASimulationMergesThem() throws {
        let result = try audit(
            B.catalog(
                B.color("Status/error", 0xCC664D), B.color("Status/success", 0x7D8F4D),
                // The same colors in different groups are not compared.
                B.color("Brand/red", 0xCC664D), B.color("Other/green", 0x7D8F4D),
                // Told apart by lightness too: not reported.
                B.color("Status/warning", 0x4D6B2A)))
        let found = findings(result, .indistinctSimulated)
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.severity == .warning)
        #expect(finding.color == "Status/error")
        #expect(finding.related == ["Status/success"])
        #expect(finding.simulation == "deuteranopia")
        #expect(finding.appearances == .all)
        #expect(
            finding.message
                == "Status/error and Status/success differ only by hue, and look the same with deuteranopia simulated "
                + "(Machado et al. 2009, severity 1): ΔE OK 0.017 at most, 0.160 or more without simulation, in "
                + "every appearance")
        let distance = try #require(finding.distance)
        #expect(distance < 0.02)
    }

    @Test func aliasesAndNearDuplicatesAreNotReported() throws {
        let result = try audit(
            B.catalog(
                B.color("Status/error", 0xCC664D), B.color("Status/danger", 0xCC664E),
                B.entry("Status/failure", [ColorVariant(value: B.value(0x7D8F4D))], aliasOf: "Status/error")))
        #expect(findings(result, .indistinctSimulated).isEmpty)
    }

    @Test func theOptionTakesEachDeficiencyOrAllOnce() throws {
        #expect(try AuditCommand.parse(["C.xcassets"]).simulations.isEmpty)
        #expect(
            try AuditCommand.parse(["C.xcassets", "--simulate", "all"]).simulations == ColorVisionDeficiency.allCases)
        let repeated = try AuditCommand.parse([
            "C.xcassets", "--simulate", "tritanopia", "--simulate", "protanopia", "--simulate", "all",
        ])
        #expect(repeated.simulations == [.tritanopia, .protanopia, .deuteranopia])
        #expect(throws: (any Error).self) { try AuditCommand.parse(["C.xcassets", "--simulate", "achromatopsia"]) }
    }

    @Test func theReportsNameTheMethodAndTheJSONTheDeficiency() throws {
        let directory = try TemporaryDirectory()
        let path = try writeCatalog(
            B.catalog(
                B.color("label", 0xE44001, dark: 0xE44001, highContrast: 0xE44001, darkHighContrast: 0xE44001),
                B.color("background", 0x000000, dark: 0x000000, highContrast: 0x000000, darkHighContrast: 0x000000)),
            named: "Orange.xcassets", in: directory)
        let text = runShade(["audit", path, "--simulate", "protanopia", "--simulate", "tritanopia"])
        #expect(text.status == 0)
        #expect(
            text.output.contains(
                "  simulated: protanopia (Machado et al. 2009, severity 1), tritanopia (Brettel et al. 1997)\n"))
        #expect(text.output.contains("warning  label on background, protanopia simulated"))
        #expect(text.output.contains("[contrast-simulated]"))
        #expect(runShade(["audit", path, "--simulate", "protanopia", "--fail-on", "warning"]).status == 1)
        #expect(!runShade(["audit", path]).output.contains("simulated"))

        let json = runShade(["audit", path, "--simulate", "all", "--format", "json"])
        let document = try JSONDecoder().decode(AuditDocument.self, from: Data(json.output.utf8))
        let finding = try #require(document.inputs.first?.findings.first { $0.check == .contrastSimulated })
        #expect(finding.simulation == "protanopia")
        #expect(json.output.contains(#""simulation": "protanopia""#))
        #expect(json.output.contains(#""unsimulatedRatio": 5.03"#))

        let sarif = runShade(["audit", path, "--simulate", "all", "--format", "sarif"])
        let log = try SARIFLog(sarif.output)
        let result = try #require(log.results.first { $0.ruleId == "contrast-simulated" })
        #expect(result.level == "warning")
        #expect(sarif.output.contains(#""simulation": "protanopia""#))
    }
}
