import Testing

@testable import Shade
@testable import ShadeTraits

@Suite("TraitCollection: merging and containment")
struct TraitMergingTests {
    @Test func lastCollectionThatSpecifiesATraitWins() {
        let merged = TraitCollection(traitsFrom: [
            TraitCollection(userInterfaceStyle: .light),
            TraitCollection(userInterfaceStyle: .dark),
            TraitCollection(accessibilityContrast: .high),
        ])
        #expect(merged.userInterfaceStyle == .dark)
        #expect(merged.accessibilityContrast == .high)
        #expect(merged.specifiedTraits == [.userInterfaceStyle, .accessibilityContrast])
    }

    @Test func unspecifiedValuesNeverOverride() {
        let system = TraitCollection {
            $0.userInterfaceStyle = .dark
            $0.preferredContentSizeCategory = .large
        }
        let overrides = TraitCollection(userInterfaceStyle: .unspecified)
        let merged = TraitCollection(traitsFrom: [system, overrides, TraitCollection()])
        #expect(merged == system)
    }

    @Test func everyBuiltinTraitMergesIndependently() {
        let first = TraitCollection {
            $0.userInterfaceStyle = .light
            $0.accessibilityContrast = .normal
            $0.userInterfaceLevel = .base
            $0.legibilityWeight = .regular
            $0.displayGamut = .sRGB
            $0.layoutDirection = .leftToRight
            $0.preferredContentSizeCategory = .small
        }
        let second = TraitCollection {
            $0.userInterfaceLevel = .elevated
            $0.displayGamut = .P3
            $0.preferredContentSizeCategory = .accessibilityMedium
        }
        let merged = TraitCollection(traitsFrom: [first, second])
        #expect(merged.userInterfaceStyle == .light)
        #expect(merged.accessibilityContrast == .normal)
        #expect(merged.userInterfaceLevel == .elevated)
        #expect(merged.legibilityWeight == .regular)
        #expect(merged.displayGamut == .P3)
        #expect(merged.layoutDirection == .leftToRight)
        #expect(merged.preferredContentSizeCategory == .accessibilityMedium)
    }

    @Test func customTraitsMergeLikeBuiltinTraits() {
        let first = TraitCollection {
            $0[BrandThemeTrait.self] = .ocean
            $0[CornerRadiusTrait.self] = 4
        }
        let second = TraitCollection(BrandThemeTrait.self, .forest)
        let third = TraitCollection(BrandThemeTrait.self, .standard)
        let merged = TraitCollection(traitsFrom: [first, second, third])
        #expect(merged.brandTheme == .forest)
        #expect(merged[CornerRadiusTrait.self] == 4)
    }

    @Test func mergingNothingGivesAnEmptyCollection() {
        #expect(TraitCollection(traitsFrom: []) == TraitCollection())
    }

    @Test func mergingOneCollectionGivesThatCollection() {
        let traits = TraitCollection {
            $0.layoutDirection = .rightToLeft
            $0[AvatarSizeTrait.self] = 40
        }
        #expect(TraitCollection(traitsFrom: [traits]) == traits)
    }

    @Test func containsTraitsRequiresEverySpecifiedTraitToBeEqual() {
        let traits = TraitCollection {
            $0.userInterfaceStyle = .dark
            $0.accessibilityContrast = .high
            $0.legibilityWeight = .bold
        }
        #expect(traits.containsTraits(in: TraitCollection(userInterfaceStyle: .dark)))
        #expect(traits.containsTraits(in: traits.modifyingTraits { $0.legibilityWeight = .unspecified }))
        #expect(!traits.containsTraits(in: TraitCollection(userInterfaceStyle: .light)))
        #expect(!traits.containsTraits(in: TraitCollection(displayGamut: .P3)))
        #expect(!TraitCollection(userInterfaceStyle: .dark).containsTraits(in: traits))
    }

    @Test func containsTraitsIgnoresWhatTheArgumentLeavesUnspecified() {
        #expect(TraitCollection().containsTraits(in: TraitCollection()))
        #expect(TraitCollection(userInterfaceLevel: .base).containsTraits(in: TraitCollection()))
    }

    @Test func containsTraitsOfNilIsTrue() {
        #expect(TraitCollection().containsTraits(in: nil))
        #expect(TraitCollection(userInterfaceStyle: .dark).containsTraits(in: nil))
    }

    @Test func containsTraitsComparesCustomTraits() {
        let traits = TraitCollection {
            $0.userInterfaceStyle = .dark
            $0[BrandThemeTrait.self] = .ocean
        }
        #expect(traits.containsTraits(in: TraitCollection(BrandThemeTrait.self, .ocean)))
        #expect(!traits.containsTraits(in: TraitCollection(BrandThemeTrait.self, .forest)))
        #expect(!traits.containsTraits(in: TraitCollection(CornerRadiusTrait.self, 3)))
        #expect(!TraitCollection(userInterfaceStyle: .dark).containsTraits(in: traits))
    }
}
