import Foundation
import Shade
import ShadeCatalog
import ShadeTestSupport
import Testing

@testable import ShadeTool

/// The audit and the preview give one contrast for a pair, computed by one function
/// (`Appearance.contrastRatio(of:over:)`) and printed by one (`Color.formattedContrastRatio(_:)`),
/// whatever the pair: opaque or translucent, sRGB, Display P3 or beyond, in all eight appearances.
@Suite struct OutputsAgreeTests {
    typealias B = CatalogBuilder

    /// A random value: sRGB, translucent sRGB, Display P3, or extended sRGB beyond both.
    static func randomValue(using generator: inout SplitMix64) -> ColorVariant.Value {
        let pick = Int.random(in: 0..<4, using: &generator)
        let channel = { (generator: inout SplitMix64) in Double.random(in: 0...1, using: &generator) }
        switch pick {
        case 0: return B.value(UInt32.random(in: 0...0xFF_FFFF, using: &generator))
        case 1:
            return B.value(
                UInt32.random(in: 0...0xFF_FFFF, using: &generator),
                alpha: Double.random(in: 0.05...0.95, using: &generator))
        case 2:
            return B.displayP3Value(red: channel(&generator), green: channel(&generator), blue: channel(&generator))
        default:
            return B.extendedValue(
                red: Double.random(in: -0.2...1.2, using: &generator), green: channel(&generator),
                blue: Double.random(in: -0.2...1.2, using: &generator))
        }
    }

    /// A color with a random value in each of the four variants Shade's audit distinguishes most.
    static func randomColor(_ name: String, using generator: inout SplitMix64) -> CatalogEntry {
        let variants = [[], [ColorVariant.Condition.dark], [.highContrast], [.dark, .elevated]].map {
            ColorVariant(conditions: $0, value: randomValue(using: &generator))
        }
        return B.entry(name, variants)
    }

    @Test func theAuditAndThePreviewShowTheSameRatioForEveryPairAndAppearance() throws {
        var generator = SplitMix64(seed: 0xA9BEE)
        var compared = 0
        for round in 0..<60 {
            let uses: [PairUse] = [.text, .largeText, .nonText]
            let use = uses[round % uses.count]
            let catalog = B.catalog(
                Self.randomColor("ink", using: &generator), Self.randomColor("paper", using: &generator))
            let configuration = try AuditConfiguration.parse(
                Array(#"{"pairs": [{"foreground": "ink", "background": "paper", "use": "\#(use.rawValue)"}]}"#.utf8),
                file: "shade.json")
            let result = Auditor(catalog: catalog, configuration: configuration).audit()
            let pair = ContrastPair(foreground: "ink", background: "paper", use: use)
            let page = PreviewPage(catalog: catalog, pairs: [pair], title: "t").html
            let ink = try #require(catalog.dynamicColor(named: "ink"))
            let paper = try #require(catalog.dynamicColor(named: "paper"))
            var ratios: [Appearance: Double] = [:]
            for appearance in Appearance.allCases {
                let traits = appearance.traitCollection
                let ratio = appearance.contrastRatio(
                    of: ink.resolvedColor(with: traits), over: paper.resolvedColor(with: traits))
                ratios[appearance] = ratio
                #expect(pair.contrastRatio(in: catalog, appearance: appearance) == ratio)
                // The page shows the ratio and the badge by the pair's use.
                let badge = PreviewPage.badge(for: ratio, use: use)
                #expect(
                    page.contains(
                        "<span class=\"ratio\">\(Color.formattedContrastRatio(ratio)):1</span> "
                            + "<span class=\"badge \(badge.class)\" data-check=\"badge\">\(badge.text)</span>"),
                    "\(appearance): \(ratio)")
                compared += 1
            }
            // Every appearance the audit reports below the minimum has the same ratio, and fails
            // the page's badge too.
            for finding in result.findings where finding.check == .contrast && finding.severity == .error {
                for measurement in finding.contrast ?? [] {
                    let appearance = try #require(Appearance(name: measurement.appearance))
                    #expect(measurement.ratio == ratios[appearance])
                    #expect(PreviewPage.badge(for: measurement.ratio, use: use).text == "fail" || use == .text)
                    #expect(measurement.ratio < use.minimumRatio)
                }
            }
            for (appearance, ratio) in ratios where ratio < use.minimumRatio {
                let reported = result.findings.contains { finding in
                    finding.check == .contrast && finding.severity == .error
                        && (finding.contrast ?? []).contains { $0.appearance == appearance.name }
                }
                #expect(reported, "\(appearance) \(ratio) is below \(use.minimumRatio) but not reported")
            }
        }
        #expect(compared == 480)
    }
}
