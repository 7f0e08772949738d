import Shade
import ShadeCatalog
import Testing

@testable import ShadeTool

/// The contrast checks, each with a pair that has the problem and one that does not.
@Suite struct ContrastCheckTests {
    typealias B = CatalogBuilder

    /// Audits `catalog` with the pairs of `configuration` (JSON), or by the names without one.
    func audit(_ catalog: ColorCatalog, configuration: String? = nil) throws -> AuditResult {
        let parsed = try configuration.map { try ShadeConfiguration.parse(Array($0.utf8), file: "shade.json") }
        return Auditor(catalog: catalog, configuration: parsed).audit()
    }

    func findings(_ result: AuditResult, _ check: Finding.Check) -> [Finding] {
        result.findings.filter { $0.check == check }
    }

    @Test func textBelowAAIsAnErrorInTheAppearancesWhereItFails() throws {
        // #777777 on white is 4.478:1, just under 4.5:1; the dark values pass.
        let result = try audit(
            B.catalog(B.color("label", 0x777777, dark: 0xFFFFFF), B.color("background", 0xFFFFFF, dark: 0x000000)))
        let errors = findings(result, .contrast)
        #expect(errors.count == 1)
        let finding = try #require(errors.first)
        #expect(finding.severity == .error)
        #expect(finding.color == "label")
        #expect(finding.related == ["background"])
        #expect(
            finding.appearances.names == ["light", "lightElevated", "lightHighContrast", "lightElevatedHighContrast"])
        #expect(finding.message.contains("4.47:1 in all light appearances"))
        #expect(finding.message.contains("4.5:1"))
        let measurement = try #require(finding.contrast?.first)
        #expect(abs(measurement.ratio - 4.4784) < 0.001)
        #expect(measurement.required == 4.5)
        #expect(measurement.foreground.hex == "#777777")
        #expect(measurement.background.hex == "#FFFFFF")
        // The four light appearances have the same colors: one measurement names them all.
        #expect(finding.contrast?.count == 1)
        #expect(measurement.appearances == finding.appearances)
    }

    @Test func appearancesShareAMeasurementOnlyWhereTheirColorsAndRatioAreTheSame() throws {
        // Gray text fails in every appearance; its high-contrast values differ, so the
        // high-contrast appearances have ratios of their own, and elevation changes nothing for
        // opaque colors.
        let result = try audit(
            B.catalog(
                B.color("label", 0x999999, dark: 0x333333, highContrast: 0x888888, darkHighContrast: 0x444444),
                B.color("background", 0xFFFFFF, dark: 0x000000)))
        let finding = try #require(findings(result, .contrast).first)
        #expect(finding.appearances.count == 8)
        let measurements = try #require(finding.contrast)
        #expect(measurements.count == 4)
        #expect(
            measurements.map(\.appearances.names) == [
                ["light", "lightElevated"], ["lightHighContrast", "lightElevatedHighContrast"],
                ["dark", "darkElevated"], ["darkHighContrast", "darkElevatedHighContrast"],
            ])
        #expect(Set(measurements.map(\.ratio)).count == measurements.count)
    }

    /// Grouping merges the measurements of the same ratio and colors, in the order their first
    /// appearances come in, and lists each group's appearances in the order of
    /// `Appearance.allCases` however they came.
    @Test func groupingMergesEqualMeasurementsAndListsTheirAppearancesInOrder() throws {
        let white = try #require(SRGBBytes(hex: "#FFFFFF"))
        let black = try #require(SRGBBytes(hex: "#000000"))
        let gray = try #require(SRGBBytes(hex: "#777777"))
        func measurement(_ ratio: Double, _ appearance: Appearance) -> Finding.Measurement {
            Finding.Measurement(
                appearances: [appearance], ratio: ratio, required: 4.5, foreground: gray,
                background: ratio > 2 ? white : black)
        }
        let ratios = [4.1, 4.1, 3.2, 4.1, 1.5, 1.5, 1.9, 1.5]
        let inOrder = zip(ratios, Appearance.allCases).map(measurement)
        #expect(
            Finding.Measurement.grouped(inOrder).map(\.appearances.names) == [
                ["light", "lightElevated", "lightElevatedHighContrast"], ["lightHighContrast"],
                ["dark", "darkElevated", "darkElevatedHighContrast"], ["darkHighContrast"],
            ])
        let shuffled = [inOrder[5], inOrder[0], inOrder[4], inOrder[2], inOrder[1]]
        let grouped = Finding.Measurement.grouped(shuffled)
        #expect(grouped.map(\.ratio) == [1.5, 4.1, 3.2])
        #expect(grouped.first?.appearances.names == ["dark", "darkElevated"])
    }

    @Test func aPairThatMeetsAAAEverywhereHasNoContrastFinding() throws {
        let result = try audit(
            B.catalog(B.color("label", 0x000000, dark: 0xFFFFFF), B.color("background", 0xFFFFFF, dark: 0x000000)))
        #expect(
            result.pairs == [
                ColorPair(foreground: "label", background: "background", use: .text, reason: .neutralBackground)
            ])
        #expect(findings(result, .contrast).isEmpty)
        #expect(findings(result, .enhancedContrast).isEmpty)
    }

    @Test func meetingAAButNotAAAIsInfoWithNormalAndAWarningWithHighContrast() throws {
        // #595959 on white is 7.0:1; #666666 is 5.74:1 (AA, not AAA), also with high contrast.
        let result = try audit(
            B.catalog(B.color("label", 0x666666, dark: 0xFFFFFF), B.color("background", 0xFFFFFF, dark: 0x000000)))
        let short = findings(result, .enhancedContrast)
        #expect(short.count == 2)
        let warning = try #require(short.first { $0.severity == .warning })
        #expect(warning.appearances.names == ["lightHighContrast", "lightElevatedHighContrast"])
        let info = try #require(short.first { $0.severity == .info })
        #expect(info.appearances.names == ["light", "lightElevated"])
        #expect(info.contrast?.first?.required == 7)
        #expect(findings(result, .contrast).isEmpty)
    }

    @Test func largeTextAndNonTextNeedThreeToOne() throws {
        // #949494 on white is 3.03:1: enough for large text and icons, not for text.
        let catalog = B.catalog(B.color("gray", 0x949494, dark: 0xFFFFFF), B.color("white", 0xFFFFFF, dark: 0x000000))
        for use in ["large-text", "non-text"] {
            let configuration = #"{"pairs": [{"foreground": "gray", "background": "white", "use": "\#(use)"}]}"#
            #expect(findings(try audit(catalog, configuration: configuration), .contrast).isEmpty, "\(use)")
        }
        let text = #"{"pairs": [{"foreground": "gray", "background": "white"}]}"#
        #expect(findings(try audit(catalog, configuration: text), .contrast).count == 1)
        // 2.8:1 fails non-text too.
        let paler = B.catalog(B.color("gray", 0x9B9B9B, dark: 0xFFFFFF), B.color("white", 0xFFFFFF, dark: 0x000000))
        let icon = #"{"pairs": [{"foreground": "gray", "background": "white", "use": "non-text"}]}"#
        let failing = findings(try audit(paler, configuration: icon), .contrast)
        #expect(failing.first?.message.contains("non-text") == true)
        // Non-text has no AAA level.
        #expect(findings(try audit(catalog, configuration: icon), .enhancedContrast).isEmpty)
    }

    @Test func aTranslucentForegroundIsCompositedOverTheBackground() throws {
        // Black at 30 % over white is #B3B3B3, 2.1:1; opaque black would be 21:1.
        let result = try audit(
            B.catalog(
                B.color("label", 0x000000, alpha: 0.3, dark: 0xFFFFFF), B.color("background", 0xFFFFFF, dark: 0x000000))
        )
        let finding = try #require(findings(result, .contrast).first)
        #expect(finding.contrast?.first?.foreground.hex == "#B3B3B3")
        #expect(finding.message.contains("2.1"))
    }

    @Test func aTranslucentBackgroundIsCompositedOverTheSystemBackground() throws {
        // White at 10 %: over the light system background it is white (1:1 under white text),
        // over the dark one (#000000) it is #1A1A1A, under white text 17:1.
        let result = try audit(
            B.catalog(B.color("label", 0xFFFFFF), B.color("overlayBackground", 0xFFFFFF, alpha: 0.1)))
        let finding = try #require(findings(result, .contrast).first)
        #expect(finding.appearances.allSatisfy { !$0.isDark })
        #expect(finding.contrast?.first?.background.hex == "#FFFFFF")
        // In dark elevated the system background is #1C1C1E, so the background is lighter there.
        let all = Auditor(
            catalog: B.catalog(B.color("label", 0x000000), B.color("overlayBackground", 0xFFFFFF, alpha: 0.1))
        )
        .audit().findings.filter { $0.check == .contrast }
        let darkElevated = try #require(all.first?.contrast?.first { $0.appearances.names.contains("darkElevated") })
        #expect(darkElevated.background.hex == "#333335")
    }

    @Test func aHighContrastVariantThatLowersContrastIsAWarning() throws {
        // The high-contrast label is lighter than the normal one: 10.4:1 → 5.7:1.
        let result = try audit(
            B.catalog(
                B.color("label", 0x333333, dark: 0xFFFFFF, highContrast: 0x666666),
                B.color("background", 0xFFFFFF, dark: 0x000000)))
        let finding = try #require(findings(result, .highContrastLowersContrast).first)
        #expect(finding.severity == .warning)
        #expect(finding.appearances.names == ["lightHighContrast", "lightElevatedHighContrast"])
        let measurement = try #require(finding.contrast?.first)
        #expect(measurement.ratio < measurement.normalContrastRatio!)
        // A high-contrast variant that raises contrast is what it is for.
        let better = try audit(
            B.catalog(
                B.color("label", 0x666666, dark: 0xFFFFFF, highContrast: 0x333333),
                B.color("background", 0xFFFFFF, dark: 0x000000)))
        #expect(findings(better, .highContrastLowersContrast).isEmpty)
    }

    @Test func aChangeOfTheSystemBackgroundAloneIsNotBlamedOnHighContrast() throws {
        // A translucent background over the dark elevated system background is lighter with high
        // contrast, but neither color has a high-contrast variant.
        let result = try audit(
            B.catalog(
                B.color("label", 0xFFFFFF, dark: 0xFFFFFF),
                B.color("controlBackground", 0x000000, alpha: 0.25, dark: 0xFFFFFF)))
        #expect(findings(result, .highContrastLowersContrast).isEmpty)
    }

    @Test func namedThemesAreCheckedForContrastToo() throws {
        var label = B.color("label", 0x000000, dark: 0xFFFFFF)
        if case .color(var set) = label.value {
            set.variants.append(ColorVariant(theme: "sepia", value: B.value(0xDDDDDD)))
            label.value = .color(set)
        }
        let result = try audit(B.catalog(label, B.color("background", 0xFFFFFF, dark: 0x000000)))
        #expect(result.themes == ["sepia"])
        let finding = try #require(findings(result, .contrast).first)
        #expect(finding.theme == "sepia")
        #expect(finding.message.contains("(theme sepia)"))
    }

    @Test func ratiosAreShownRoundedDownSoAFailureNeverReadsAsTheMinimum() {
        #expect(Auditor.format(4.4999) == "4.49")
        #expect(Auditor.format(4.5) == "4.5")
        #expect(Auditor.format(21) == "21")
        #expect(Auditor.format(3.054) == "3.05")
        #expect(Auditor.format(7.006) == "7")
    }
}
