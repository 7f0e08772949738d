import Testing

@testable import Shade
@testable import ShadeTraits

@Suite("TraitCollection: changedTraits")
struct ChangedTraitsTests {
    @Test func equalCollectionsHaveNoChangedTraits() {
        let traits = TraitCollection {
            $0.userInterfaceStyle = .dark
            $0[BrandThemeTrait.self] = .ocean
        }
        #expect(traits.changedTraits(from: traits).isEmpty)
        #expect(TraitCollection().changedTraits(from: TraitCollection()).isEmpty)
    }

    @Test func changedBuiltinTraitsAreReported() {
        let previous = TraitCollection {
            $0.userInterfaceStyle = .light
            $0.accessibilityContrast = .normal
            $0.layoutDirection = .leftToRight
        }
        let current = previous.modifyingTraits {
            $0.userInterfaceStyle = .dark
            $0.accessibilityContrast = .high
        }
        #expect(current.changedTraits(from: previous) == [.userInterfaceStyle, .accessibilityContrast])
    }

    @Test func specifiedAgainstUnspecifiedIsAChangeEitherWay() {
        let bold = TraitCollection(legibilityWeight: .bold)
        #expect(bold.changedTraits(from: TraitCollection()) == [.legibilityWeight])
        #expect(TraitCollection().changedTraits(from: bold) == [.legibilityWeight])
    }

    @Test func changedCustomTraitsAreReported() {
        let previous = TraitCollection {
            $0[BrandThemeTrait.self] = .ocean
            $0[CornerRadiusTrait.self] = 4
            $0[AvatarSizeTrait.self] = 40
        }
        let current = previous.modifyingTraits {
            $0[BrandThemeTrait.self] = .forest
            $0[CornerRadiusTrait.self] = 0
            $0.displayGamut = .P3
        }
        #expect(
            current.changedTraits(from: previous) == [
                Trait(BrandThemeTrait.self), Trait(CornerRadiusTrait.self), .displayGamut,
            ]
        )
    }

    @Test func customTraitSetOnlyInThePreviousCollectionIsAChange() {
        let previous = TraitCollection(AvatarSizeTrait.self, 64)
        #expect(TraitCollection().changedTraits(from: previous) == [Trait(AvatarSizeTrait.self)])
    }

    @Test func traitSetToItsDefaultIsNotAChangeFromNeverSet() {
        let previous = TraitCollection()
        let current = TraitCollection {
            $0.userInterfaceStyle = .dark
            $0[BrandThemeTrait.self] = .ocean
        }.modifyingTraits {
            $0.userInterfaceStyle = .unspecified
            $0[BrandThemeTrait.self] = .standard
        }
        #expect(current.changedTraits(from: previous).isEmpty)
    }

    @Test func hasEqualValueAgreesWithChangedTraits() {
        let previous = TraitCollection {
            $0.userInterfaceStyle = .light
            $0[BrandThemeTrait.self] = .ocean
        }
        let current = previous.modifyingTraits {
            $0.userInterfaceStyle = .dark
            $0[CornerRadiusTrait.self] = 2
        }
        let changed = current.changedTraits(from: previous)
        let candidates: [Trait] = [
            .userInterfaceStyle, .accessibilityContrast, .preferredContentSizeCategory,
            Trait(BrandThemeTrait.self), Trait(CornerRadiusTrait.self), Trait(AvatarSizeTrait.self),
        ]
        for trait in candidates {
            #expect(current.hasEqualValue(for: trait, as: previous) == !changed.contains(trait), "\(trait)")
        }
    }
}
