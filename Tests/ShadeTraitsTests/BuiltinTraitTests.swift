import Testing

@testable import Shade
@testable import ShadeTraits

@Suite("Built-in traits: raw values, names and roles")
struct BuiltinTraitTests {
    @Test func rawValuesMatchUIKit() {
        #expect(UserInterfaceStyle.allCases.map(\.rawValue) == [0, 1, 2])
        #expect(AccessibilityContrast.allCases.map(\.rawValue) == [-1, 0, 1])
        #expect(UserInterfaceLevel.allCases.map(\.rawValue) == [-1, 0, 1])
        #expect(LegibilityWeight.allCases.map(\.rawValue) == [-1, 0, 1])
        #expect(DisplayGamut.allCases.map(\.rawValue) == [-1, 0, 1])
        #expect(LayoutDirection.allCases.map(\.rawValue) == [-1, 0, 1])
        #expect(UserInterfaceStyle(rawValue: 2) == .dark)
        #expect(AccessibilityContrast(rawValue: -1) == .unspecified)
    }

    @Test func contentSizeRawValuesAreUIKitsConstants() {
        #expect(ContentSizeCategory.unspecified.rawValue == "_UICTContentSizeCategoryUnspecified")
        #expect(ContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
        #expect(ContentSizeCategory.extraExtraExtraLarge.rawValue == "UICTContentSizeCategoryXXXL")
        #expect(ContentSizeCategory.accessibilityMedium.rawValue == "UICTContentSizeCategoryAccessibilityM")
        #expect(
            ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
                == .accessibilityExtraExtraExtraLarge)
    }

    @Test func defaultValuesAreUnspecified() {
        #expect(UserInterfaceStyleTrait.defaultValue == .unspecified)
        #expect(AccessibilityContrastTrait.defaultValue == .unspecified)
        #expect(UserInterfaceLevelTrait.defaultValue == .unspecified)
        #expect(LegibilityWeightTrait.defaultValue == .unspecified)
        #expect(DisplayGamutTrait.defaultValue == .unspecified)
        #expect(LayoutDirectionTrait.defaultValue == .unspecified)
        #expect(PreferredContentSizeCategoryTrait.defaultValue == .unspecified)
    }

    @Test func namesMatchUIKit() {
        let all: [Trait] = [
            .userInterfaceStyle, .accessibilityContrast, .userInterfaceLevel, .legibilityWeight, .displayGamut,
            .layoutDirection, .preferredContentSizeCategory,
        ]
        #expect(
            all.map(\.name) == [
                "UserInterfaceStyle", "AccessibilityContrast", "UserInterfaceLevel", "LegibilityWeight",
                "DisplayGamut", "LayoutDirection", "PreferredContentSizeCategory",
            ]
        )
        #expect(Set(all.map(\.identifier)).count == all.count)
    }

    @Test func onlyStyleContrastLevelAndGamutAffectColorAppearance() {
        #expect(UserInterfaceStyleTrait.affectsColorAppearance)
        #expect(AccessibilityContrastTrait.affectsColorAppearance)
        #expect(UserInterfaceLevelTrait.affectsColorAppearance)
        #expect(DisplayGamutTrait.affectsColorAppearance)
        #expect(!LegibilityWeightTrait.affectsColorAppearance)
        #expect(!LayoutDirectionTrait.affectsColorAppearance)
        #expect(!PreferredContentSizeCategoryTrait.affectsColorAppearance)
    }

    @Test func customTraitDefaultsAreTypeNameAndNoColorEffect() {
        #expect(BrandThemeTrait.name == "BrandThemeTrait")
        #expect(BrandThemeTrait.identifier == "BrandThemeTrait")
        #expect(AvatarSizeTrait.identifier == "AvatarSize")
        #expect(!AvatarSizeTrait.affectsColorAppearance)
    }

    @Test func contentSizeCategoriesAreOrderedBySize() {
        let bySize: [ContentSizeCategory] = [
            .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge,
        ]
        #expect(bySize == ContentSizeCategory.allCases)
        #expect(bySize.shuffled().sorted() == bySize)
        for (smaller, larger) in zip(bySize, bySize.dropFirst()) {
            #expect(smaller < larger)
            #expect(!(larger < smaller))
        }
        #expect(ContentSizeCategory.large >= .large)
        #expect(ContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
    }

    @Test func onlyTheFiveAccessibilitySizesAreAccessibilityCategories() {
        let accessibility = ContentSizeCategory.allCases.filter(\.isAccessibilityCategory)
        #expect(
            accessibility == [
                .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
                .accessibilityExtraExtraExtraLarge,
            ]
        )
        #expect(!ContentSizeCategory.unspecified.isAccessibilityCategory)
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }

    @Test func contentSizeEqualityAndHashingFollowTheCase() {
        let set = Set(ContentSizeCategory.allCases + ContentSizeCategory.allCases)
        #expect(set.count == ContentSizeCategory.allCases.count)
        #expect(ContentSizeCategory.large == ContentSizeCategory(rawValue: "UICTContentSizeCategoryL"))
        #expect(ContentSizeCategory.large != .medium)
    }
}
