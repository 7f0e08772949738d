import Testing

@testable import Shade
@testable import ShadeTraits

@Suite("TraitCollection: description and change descriptions")
struct TraitDescriptionTests {
    @Test func emptyCollectionDescribesItselfWithoutTraits() {
        #expect(TraitCollection().description == "<TraitCollection>")
    }

    @Test func descriptionListsSpecifiedBuiltinTraitsInUIKitFormat() {
        let traits = TraitCollection {
            $0.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
            $0.layoutDirection = .rightToLeft
            $0.displayGamut = .P3
            $0.legibilityWeight = .bold
            $0.userInterfaceLevel = .elevated
            $0.accessibilityContrast = .high
            $0.userInterfaceStyle = .dark
        }
        #expect(
            traits.description
                == "<TraitCollection; UserInterfaceStyle = Dark, AccessibilityContrast = High, "
                + "UserInterfaceLevel = Elevated, LegibilityWeight = Bold, DisplayGamut = P3, "
                + "LayoutDirection = RTL, PreferredContentSizeCategory = AX-XXXL>"
        )
    }

    @Test func descriptionLeavesOutUnspecifiedTraits() {
        let traits = TraitCollection {
            $0.accessibilityContrast = .normal
            $0.displayGamut = .sRGB
            $0.layoutDirection = .leftToRight
        }
        #expect(
            traits.description
                == "<TraitCollection; AccessibilityContrast = Normal, DisplayGamut = sRGB, LayoutDirection = LTR>")
        #expect(traits.debugDescription == traits.description)
    }

    @Test func descriptionAppendsCustomTraitsByName() {
        let traits = TraitCollection {
            $0[CornerRadiusTrait.self] = 6.5
            $0[BrandThemeTrait.self] = .ocean
            $0.userInterfaceStyle = .light
            $0[AvatarSizeTrait.self] = 48
        }
        #expect(
            traits.description
                == "<TraitCollection; UserInterfaceStyle = Light, AvatarSize = 48, BrandThemeTrait = ocean, CornerRadius = 6.5>"
        )
    }

    @Test func valuesDescribeThemselvesAsUIKitDoes() {
        #expect(UserInterfaceStyle.allCases.map(\.description) == ["Unspecified", "Light", "Dark"])
        #expect(AccessibilityContrast.allCases.map(\.description) == ["Unspecified", "Normal", "High"])
        #expect(UserInterfaceLevel.allCases.map(\.description) == ["Unspecified", "Base", "Elevated"])
        #expect(LegibilityWeight.allCases.map(\.description) == ["Unspecified", "Regular", "Bold"])
        #expect(DisplayGamut.allCases.map(\.description) == ["Unspecified", "sRGB", "P3"])
        #expect(LayoutDirection.allCases.map(\.description) == ["Unspecified", "LTR", "RTL"])
        #expect(
            ContentSizeCategory.allCases.map(\.description) == [
                "Unspecified", "XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX-M", "AX-L", "AX-XL", "AX-XXL", "AX-XXXL",
            ]
        )
    }

    @Test func mutableTraitsDescribeThemselvesInTheSameFormat() {
        var traits = MutableTraits()
        #expect(traits.description == "<MutableTraits>")
        traits.userInterfaceStyle = .dark
        traits[BrandThemeTrait.self] = .forest
        #expect(traits.description == "<MutableTraits; UserInterfaceStyle = Dark, BrandThemeTrait = forest>")
    }

    @Test func describeChangesListsOnlyChangedTraitsInUIKitFormat() {
        let previous = TraitCollection {
            $0.userInterfaceStyle = .light
            $0.accessibilityContrast = .normal
            $0.preferredContentSizeCategory = .large
        }
        let current = previous.modifyingTraits {
            $0.accessibilityContrast = .high
            $0.userInterfaceStyle = .dark
        }
        #expect(
            TraitCollection.describeChanges(from: previous, to: current)
                == "{ UserInterfaceStyle: Light → Dark, AccessibilityContrast: Normal → High }"
        )
    }

    @Test func describeChangesShowsUnspecifiedBuiltinTraitsAsUnspecified() {
        let dark = TraitCollection(userInterfaceStyle: .dark)
        let elevated = TraitCollection(userInterfaceLevel: .elevated)
        #expect(
            TraitCollection.describeChanges(from: dark, to: elevated)
                == "{ UserInterfaceStyle: Dark → Unspecified, UserInterfaceLevel: Unspecified → Elevated }"
        )
    }

    @Test func describeChangesListsCustomTraitsAfterBuiltinsByName() {
        let previous = TraitCollection {
            $0[CornerRadiusTrait.self] = 4
            $0[BrandThemeTrait.self] = .ocean
        }
        let current = TraitCollection {
            $0[BrandThemeTrait.self] = .forest
            $0[AvatarSizeTrait.self] = 64
            $0.preferredContentSizeCategory = .extraSmall
        }
        #expect(
            TraitCollection.describeChanges(from: previous, to: current)
                == "{ PreferredContentSizeCategory: Unspecified → XS, AvatarSize: 32 → 64, "
                + "BrandThemeTrait: ocean → forest, CornerRadius: 4.0 → 0.0 }"
        )
    }

    @Test func describeChangesOfEqualCollectionsIsEmptyBraces() {
        let traits = TraitCollection(userInterfaceStyle: .dark)
        #expect(TraitCollection.describeChanges(from: traits, to: traits) == "{ }")
    }
}
