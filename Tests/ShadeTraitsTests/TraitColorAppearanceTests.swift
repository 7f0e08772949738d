import Testing

@testable import Shade
@testable import ShadeTraits

@Suite("TraitCollection: hasDifferentColorAppearance")
struct TraitColorAppearanceTests {
    @Test func identicalCollectionsAreNotDifferent() {
        let traits = TraitCollection {
            $0.userInterfaceStyle = .dark
            $0.accessibilityContrast = .high
            $0[BrandThemeTrait.self] = .ocean
        }
        #expect(!traits.hasDifferentColorAppearance(comparedTo: traits))
        #expect(!traits.hasDifferentColorAppearance(comparedTo: traits.modifyingTraits { _ in }))
        #expect(!TraitCollection().hasDifferentColorAppearance(comparedTo: TraitCollection()))
    }

    @Test func nilIsAlwaysDifferent() {
        #expect(TraitCollection().hasDifferentColorAppearance(comparedTo: nil))
        #expect(TraitCollection(userInterfaceStyle: .light).hasDifferentColorAppearance(comparedTo: nil))
    }

    @Test func eachColorTraitCountsAsADifference() {
        let base = TraitCollection {
            $0.userInterfaceStyle = .light
            $0.accessibilityContrast = .normal
            $0.userInterfaceLevel = .base
            $0.displayGamut = .sRGB
        }
        let changes: [TraitCollection] = [
            base.modifyingTraits { $0.userInterfaceStyle = .dark },
            base.modifyingTraits { $0.accessibilityContrast = .high },
            base.modifyingTraits { $0.userInterfaceLevel = .elevated },
            base.modifyingTraits { $0.displayGamut = .P3 },
        ]
        for changed in changes {
            #expect(changed.hasDifferentColorAppearance(comparedTo: base), "\(changed)")
            #expect(base.hasDifferentColorAppearance(comparedTo: changed), "\(changed)")
        }
    }

    @Test func specifiedAgainstUnspecifiedCountsAsADifference() {
        let light = TraitCollection(userInterfaceStyle: .light)
        #expect(light.hasDifferentColorAppearance(comparedTo: TraitCollection()))
        #expect(TraitCollection().hasDifferentColorAppearance(comparedTo: light))
        let normal = TraitCollection(accessibilityContrast: .normal)
        #expect(normal.hasDifferentColorAppearance(comparedTo: TraitCollection()))
    }

    @Test func legibilityLayoutAndTextSizeDoNotAffectColorAppearance() {
        let base = TraitCollection(userInterfaceStyle: .dark)
        let changed = base.modifyingTraits {
            $0.legibilityWeight = .bold
            $0.layoutDirection = .rightToLeft
            $0.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        }
        #expect(changed != base)
        #expect(!changed.hasDifferentColorAppearance(comparedTo: base))
        #expect(!base.hasDifferentColorAppearance(comparedTo: changed))
    }

    @Test func customTraitThatAffectsColorCountsAsADifference() {
        let base = TraitCollection(userInterfaceStyle: .dark)
        let ocean = base.modifyingTraits { $0[BrandThemeTrait.self] = .ocean }
        let forest = base.modifyingTraits { $0[BrandThemeTrait.self] = .forest }
        #expect(ocean.hasDifferentColorAppearance(comparedTo: base))
        #expect(base.hasDifferentColorAppearance(comparedTo: ocean))
        #expect(ocean.hasDifferentColorAppearance(comparedTo: forest))
        let anotherOcean = base.modifyingTraits { $0[BrandThemeTrait.self] = .ocean }
        #expect(!ocean.hasDifferentColorAppearance(comparedTo: anotherOcean))
    }

    @Test func customTraitThatDoesNotAffectColorIsIgnored() {
        let base = TraitCollection {
            $0.userInterfaceStyle = .dark
            $0[BrandThemeTrait.self] = .ocean
        }
        let changed = base.modifyingTraits {
            $0[CornerRadiusTrait.self] = 20
            $0[AvatarSizeTrait.self] = 80
        }
        #expect(changed != base)
        #expect(!changed.hasDifferentColorAppearance(comparedTo: base))
        #expect(!base.hasDifferentColorAppearance(comparedTo: changed))
    }

    @Test func colorCustomTraitsAreComparedWhateverOtherCustomTraitsAreSet() {
        let ocean = TraitCollection {
            $0[BrandThemeTrait.self] = .ocean
            $0[CornerRadiusTrait.self] = 1
        }
        let forest = TraitCollection {
            $0[BrandThemeTrait.self] = .forest
            $0[AvatarSizeTrait.self] = 1
        }
        #expect(ocean.hasDifferentColorAppearance(comparedTo: forest))
        let forestTurnedOcean = forest.modifyingTraits { $0[BrandThemeTrait.self] = .ocean }
        #expect(!ocean.hasDifferentColorAppearance(comparedTo: forestTurnedOcean))
    }

    @Test func systemTraitsAffectingColorAppearanceAreStyleContrastLevelAndGamut() {
        #expect(
            TraitCollection.systemTraitsAffectingColorAppearance == [
                .userInterfaceStyle, .accessibilityContrast, .userInterfaceLevel, .displayGamut,
            ]
        )
        let flags = TraitCollection.systemTraitsAffectingColorAppearance.map(\.affectsColorAppearance)
        #expect(flags == [true, true, true, true])
    }
}
