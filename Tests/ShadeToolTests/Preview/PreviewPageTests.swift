import Foundation
import Shade
import ShadeCatalog
import Testing

@testable import ShadeTool

/// The preview page's HTML, without a browser: its groups, its filter and its own colors.
struct PreviewPageTests {
    /// The page of the first `count` colors of a generated catalog, with its conventional pairs.
    static func generatedPage(colors count: Int) -> String {
        let catalog = CatalogBuilder.generated(count: count)
        return PreviewPage(catalog: catalog, pairs: ContrastPairing.conventionalPairs(in: catalog), title: "T").html
    }

    @Test func belowTheThresholdThePageHasNeitherGroupsNorFilter() {
        // The content, before the script (whose selectors name the attributes).
        let small = Self.generatedPage(colors: PreviewPage.groupingThreshold - 1).components(separatedBy: "<script>")[0]
        for marker in ["id=\"filter\"", "data-group", "data-filter-names", "scope=\"rowgroup\""] {
            #expect(!small.contains(marker), "\(marker)")
        }
        #expect(small.components(separatedBy: "<tbody>").count - 1 == 2)
        let large = Self.generatedPage(colors: PreviewPage.groupingThreshold)
        #expect(large.contains("<input type=\"search\" id=\"filter\""))
        #expect(large.contains(">200 of 200 colors</span>"))
        // 20 groups of 10, each with its heading row.
        #expect(large.components(separatedBy: "<tbody data-group>").count - 1 == 20)
        #expect(large.contains(#"<span class="group-name">Feature19</span> <span class="note">10 colors</span>"#))
        // Every swatch row and its simulated row, chip, sample pair and contrast row carries the
        // names the filter reads.
        let pairs = ContrastPairing.conventionalPairs(in: CatalogBuilder.generated(count: 200)).count
        #expect(large.components(separatedBy: "data-filter-names=").count - 1 == 200 * 4 + pairs * 3)
        #expect(large.components(separatedBy: "<tr class=\"simulated\" data-filter-names=").count - 1 == 200)
        #expect(large.contains(#"<tr data-filter-names="Feature0/text"><th scope="row">Feature0/text</th>"#))
    }

    @Test func groupsAreNamespacesInTheOrderOfTheirFirstColor() {
        let red = [TestCatalogs.variant(.any, Color(rgb: 0xFF0000))]
        let catalog = ColorCatalog(entries: [
            TestCatalogs.entry("Brand/Primary", red),
            TestCatalogs.entry("color.accent.wide", tokenPath: true, red),
            TestCatalogs.entry("Plain", red),
            TestCatalogs.entry("Brand/Deep/Blue", red),
            TestCatalogs.entry("color.accent.$root", tokenPath: true, red),
            TestCatalogs.entry("Brand/Secondary", red),
            TestCatalogs.entry("Other", red),
        ])
        let groups = PreviewPage.groups(of: ExportedColor.colors(in: catalog).colors)
        #expect(groups.map(\.name) == ["Brand", "color.accent", "", "Brand/Deep"])
        #expect(
            groups.map { $0.colors.map(\.name) } == [
                ["Brand/Primary", "Brand/Secondary"], ["color.accent.wide", "color.accent.$root"], ["Plain", "Other"],
                ["Brand/Deep/Blue"],
            ])
    }

    @Test func thePagesOwnTextMeetsAAInLightAndDark() {
        for (name, palette) in [("light", PreviewPage.lightPalette), ("dark", PreviewPage.darkPalette)] {
            let text = Color.contrastRatio(palette.text, palette.background)
            let secondary = Color.contrastRatio(palette.secondaryText, palette.background)
            print(
                "\(name): text \(Color.formattedContrastRatio(text)):1, secondary \(Color.formattedContrastRatio(secondary)):1"
            )
            #expect(text >= 4.5, "\(name) text")
            #expect(secondary >= 4.5, "\(name) secondary text")
        }
        // The page's style takes its colors from the palettes.
        let (light, dark) = (PreviewPage.lightPalette, PreviewPage.darkPalette)
        #expect(
            PreviewPage.pageStyle.contains(
                "--page-secondary: light-dark(\(light.secondaryText.hexString), \(dark.secondaryText.hexString));"))
        #expect(PreviewPage.pageStyle.contains(".note { margin: 0; color: var(--page-secondary); }"))
        #expect(!PreviewPage.pageStyle.contains("color: GrayText"))
    }

    /// Under each color's swatches, a row of it as simulated for each deficiency in each
    /// appearance, labelled, with the methods named above the table.
    @Test func eachColorHasASimulatedRowAndThePageNamesTheMethods() throws {
        let orange = Color(rgb: 0xE44001)
        let translucent = Color(rgb: 0x007AFF, alpha: 0.5)
        let catalog = ColorCatalog(entries: [
            TestCatalogs.entry("accent", [TestCatalogs.variant(.any, orange)]),
            TestCatalogs.entry("tint", [TestCatalogs.variant(.any, translucent)]),
        ])
        let html = PreviewPage(catalog: catalog, pairs: [], title: "T").html
        #expect(html.contains("Machado et al. 2009 at severity 1"))
        #expect(html.contains("Brettel et al. 1997"))
        #expect(html.components(separatedBy: "<tr class=\"simulated\">").count - 1 == 2)
        #expect(html.components(separatedBy: "data-check=\"simulated\"").count - 1 == 2 * 8 * 3)
        for deficiency in ColorVisionDeficiency.allCases {
            let simulated = orange.simulating(deficiency).hexString
            let swatch =
                #"data-check="simulated" data-color="accent" data-deficiency="\#(deficiency)" "#
                + #"data-appearance-key="dark" style="background-color: \#(simulated)"></span>\#(deficiency.shortName)</span>"#
            #expect(html.contains(swatch), "\(deficiency)")
            #expect(html.contains(#"title="\#(deficiency.displayName) (\#(deficiency.method)): \#(simulated)""#))
        }
        // A translucent color is simulated as seen over the appearance's system background.
        let seen = Appearance.dark.seen(translucent, over: Appearance.dark.systemBackground).foreground
        let simulated = seen.simulating(.tritanopia).hexString
        #expect(simulated != translucent.simulating(.tritanopia).hexString)
        #expect(
            html.contains(
                #"data-color="tint" data-deficiency="tritanopia" data-appearance-key="dark" style="background-color: \#(simulated)""#
            ))
    }
}
