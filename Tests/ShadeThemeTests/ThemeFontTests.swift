import Foundation
import Testing

@testable import Shade
@testable import ShadeTheme

@Suite struct ThemeFontTests {
    private func traits(_ category: ContentSizeCategory, bold: Bool = false) -> TraitCollection {
        TraitCollection {
            $0.preferredContentSizeCategory = category
            if bold { $0.legibilityWeight = .bold }
        }
    }

    @Test func textStylesFollowApplesDynamicTypeTable() {
        // Spot checks against the HIG table: the body column, and the extremes of other styles.
        #expect(
            ContentSizeCategory.allCases.filter { $0 != .unspecified }.map { TextStyle.body.size(for: $0) }
                == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(TextStyle.largeTitle.size(for: .extraSmall) == 31)
        #expect(TextStyle.largeTitle.size(for: .accessibilityExtraExtraExtraLarge) == 60)
        #expect(TextStyle.caption2.size(for: .medium) == 11)
        #expect(TextStyle.footnote.size(for: .accessibilityMedium) == 23)
        #expect(TextStyle.body.size(for: .unspecified) == 17)
    }

    @Test func everyStyleGrowsWithTheCategory() {
        let categories = ContentSizeCategory.allCases.filter { $0 != .unspecified }
        for style in TextStyle.allCases {
            let sizes = categories.map { style.size(for: $0) }
            #expect(sizes == sizes.sorted(), "\(style) never shrinks as the category grows")
            #expect(sizes[3] == style.defaultSize)
        }
    }

    @Test func aFontScalesInProportionToItsTextStyle() {
        let font = ThemeFont(family: "Georgia", size: 20, relativeTo: .body)
        #expect(font.pointSize(for: .large) == 20)
        #expect(abs(font.pointSize(for: .extraExtraExtraLarge) - 20 * 23 / 17) < 1e-9)
        #expect(abs(font.pointSize(for: .extraSmall) - 20 * 14 / 17) < 1e-9)
        let resolved = font.resolved(with: traits(.accessibilityExtraExtraExtraLarge))
        #expect(resolved.family == "Georgia")
        #expect(abs(resolved.pointSize - 20 * 53 / 17) < 1e-9)
    }

    @Test func aFontWithoutATextStyleKeepsItsSize() {
        let fixed = ThemeFont(size: 12, relativeTo: nil)
        #expect(fixed.resolved(with: traits(.accessibilityExtraExtraExtraLarge)).pointSize == 12)
    }

    @Test func scalingStopsAtTheMaximumSize() {
        let capped = ThemeFont(size: 17, relativeTo: .body, maximumSize: 30)
        #expect(capped.pointSize(for: .extraExtraExtraLarge) == 23)
        #expect(capped.pointSize(for: .accessibilityExtraExtraExtraLarge) == 30)
    }

    @Test func preferredFontsUseTheStylesSizeAndWeight() {
        #expect(ThemeFont.preferred(.headline) == ThemeFont(size: 17, weight: .semibold, relativeTo: .headline))
        #expect(ThemeFont.preferred(.title1).resolved(with: traits(.extraLarge)).pointSize == 30)
        #expect(ThemeFont.preferred(.body).resolved(with: TraitCollection()).description == "system 17 pt regular")
    }

    @Test func boldTextMakesTheWeightTwoStepsHeavier() {
        let body = ThemeFont.preferred(.body)
        #expect(body.resolved(with: traits(.large, bold: true)).weight == .semibold)
        #expect(FontWeight.ultraLight.withBoldText == .light)
        #expect(FontWeight.bold.withBoldText == .black)
        #expect(FontWeight.heavy.withBoldText == .black)
        #expect(FontWeight.black.withBoldText == .black)
    }

    @Test func weightsMapToCSSValues() {
        #expect(FontWeight.allCases.map(\.cssValue) == [100, 200, 300, 400, 500, 600, 700, 800, 900])
        #expect(FontWeight.allCases == FontWeight.allCases.sorted())
    }

    @Test func metricsScaleLikeText() {
        let rowHeight = ThemeMetric(44, relativeTo: .body)
        #expect(rowHeight.value(for: traits(.large)) == 44)
        #expect(abs(rowHeight.value(for: traits(.accessibilityExtraExtraExtraLarge)) - 44 * 53 / 17) < 1e-9)
        #expect(ThemeMetric(10, relativeTo: nil).value(for: traits(.extraSmall)) == 10)
    }

    @Test func fontsRoundTripThroughCodable() throws {
        let font = ThemeFont(family: "Georgia", size: 22, weight: .semibold, relativeTo: .title2, maximumSize: 40)
        let encoded = try JSONEncoder().encode(font)
        #expect(try JSONDecoder().decode(ThemeFont.self, from: encoded) == font)
    }
}
