import Testing

@testable import Shade
@testable import ShadeTraits

@Suite("TraitCollection: values, unspecified traits, equality")
struct TraitCollectionTests {
    @Test func emptyCollectionHasEveryTraitUnspecified() {
        let traits = TraitCollection()
        #expect(traits.userInterfaceStyle == .unspecified)
        #expect(traits.accessibilityContrast == .unspecified)
        #expect(traits.userInterfaceLevel == .unspecified)
        #expect(traits.legibilityWeight == .unspecified)
        #expect(traits.displayGamut == .unspecified)
        #expect(traits.layoutDirection == .unspecified)
        #expect(traits.preferredContentSizeCategory == .unspecified)
        #expect(traits.brandTheme == .standard)
        #expect(traits.isEmpty)
        #expect(traits.specifiedTraits.isEmpty)
    }

    @Test func singleTraitInitializersSpecifyExactlyThatTrait() {
        let cases: [(TraitCollection, Trait)] = [
            (TraitCollection(userInterfaceStyle: .dark), .userInterfaceStyle),
            (TraitCollection(accessibilityContrast: .high), .accessibilityContrast),
            (TraitCollection(userInterfaceLevel: .elevated), .userInterfaceLevel),
            (TraitCollection(legibilityWeight: .bold), .legibilityWeight),
            (TraitCollection(displayGamut: .P3), .displayGamut),
            (TraitCollection(layoutDirection: .rightToLeft), .layoutDirection),
            (TraitCollection(preferredContentSizeCategory: .extraLarge), .preferredContentSizeCategory),
            (TraitCollection(BrandThemeTrait.self, .ocean), Trait(BrandThemeTrait.self)),
        ]
        for (traits, trait) in cases {
            #expect(traits.specifiedTraits == [trait], "\(traits)")
        }
        #expect(TraitCollection(userInterfaceStyle: .dark).userInterfaceStyle == .dark)
        #expect(TraitCollection(accessibilityContrast: .high).accessibilityContrast == .high)
        #expect(TraitCollection(userInterfaceLevel: .elevated).userInterfaceLevel == .elevated)
        #expect(TraitCollection(legibilityWeight: .bold).legibilityWeight == .bold)
        #expect(TraitCollection(displayGamut: .P3).displayGamut == .P3)
        #expect(TraitCollection(layoutDirection: .rightToLeft).layoutDirection == .rightToLeft)
        #expect(TraitCollection(preferredContentSizeCategory: .small).preferredContentSizeCategory == .small)
        #expect(TraitCollection(BrandThemeTrait.self, .ocean).brandTheme == .ocean)
    }

    @Test func singleTraitInitializerWithUnspecifiedValueIsEmpty() {
        #expect(TraitCollection(userInterfaceStyle: .unspecified) == TraitCollection())
        #expect(TraitCollection(BrandThemeTrait.self, .standard) == TraitCollection())
    }

    @Test func subscriptReadsBuiltinTraitsLikeTheirProperties() {
        let traits = TraitCollection {
            $0.userInterfaceStyle = .dark
            $0.accessibilityContrast = .high
            $0.userInterfaceLevel = .elevated
            $0.legibilityWeight = .bold
            $0.displayGamut = .sRGB
            $0.layoutDirection = .leftToRight
            $0.preferredContentSizeCategory = .accessibilityLarge
        }
        #expect(traits[UserInterfaceStyleTrait.self] == .dark)
        #expect(traits[AccessibilityContrastTrait.self] == .high)
        #expect(traits[UserInterfaceLevelTrait.self] == .elevated)
        #expect(traits[LegibilityWeightTrait.self] == .bold)
        #expect(traits[DisplayGamutTrait.self] == .sRGB)
        #expect(traits[LayoutDirectionTrait.self] == .leftToRight)
        #expect(traits[PreferredContentSizeCategoryTrait.self] == .accessibilityLarge)
    }

    @Test func subscriptWritesBuiltinTraitsIntoTheirProperties() {
        let traits = TraitCollection {
            $0[UserInterfaceStyleTrait.self] = .light
            $0[PreferredContentSizeCategoryTrait.self] = .medium
        }
        #expect(traits.userInterfaceStyle == .light)
        #expect(traits.preferredContentSizeCategory == .medium)
        let viaProperties = TraitCollection {
            $0.userInterfaceStyle = .light
            $0.preferredContentSizeCategory = .medium
        }
        #expect(traits == viaProperties)
    }

    @Test func customTraitReadsItsDefaultUntilSet() {
        let unset = TraitCollection()
        let set = TraitCollection {
            $0[BrandThemeTrait.self] = .forest
            $0[CornerRadiusTrait.self] = 12
        }
        #expect(unset[BrandThemeTrait.self] == .standard)
        #expect(unset[CornerRadiusTrait.self] == 0)
        #expect(set[BrandThemeTrait.self] == .forest)
        #expect(set[CornerRadiusTrait.self] == 12)
    }

    @Test func settingBuiltinTraitBackToUnspecifiedEqualsNeverSettingIt() {
        let never = TraitCollection(accessibilityContrast: .high)
        let reset = TraitCollection {
            $0.accessibilityContrast = .high
            $0.userInterfaceStyle = .dark
        }.modifyingTraits { $0.userInterfaceStyle = .unspecified }
        #expect(reset == never)
        #expect(reset.hashValue == never.hashValue)
        #expect(!reset.isSpecified(UserInterfaceStyleTrait.self))
        #expect(reset.changedTraits(from: never).isEmpty)
        #expect(reset.description == never.description)
    }

    @Test func settingCustomTraitBackToItsDefaultEqualsNeverSettingIt() {
        let never = TraitCollection(userInterfaceStyle: .dark)
        let reset = never.modifyingTraits { $0[BrandThemeTrait.self] = .ocean }
            .modifyingTraits { $0[BrandThemeTrait.self] = .standard }
        #expect(reset == never)
        #expect(reset.hashValue == never.hashValue)
        #expect(!reset.isSpecified(BrandThemeTrait.self))
        #expect(reset.changedTraits(from: never).isEmpty)
        #expect(!reset.hasDifferentColorAppearance(comparedTo: never))
    }

    @Test func removeMakesTraitUnspecified() {
        let start = TraitCollection {
            $0.legibilityWeight = .bold
            $0[AvatarSizeTrait.self] = 48
        }
        var traits = MutableTraits(start)
        traits.remove(LegibilityWeightTrait.self)
        traits.remove(Trait(AvatarSizeTrait.self))
        #expect(traits.legibilityWeight == .unspecified)
        #expect(traits[AvatarSizeTrait.self] == 32)
        #expect(TraitCollection(traits) == TraitCollection())
    }

    @Test func isSpecifiedTellsSetTraitsFromDefaults() {
        let traits = TraitCollection {
            $0.displayGamut = .P3
            $0[CornerRadiusTrait.self] = 4
        }
        #expect(traits.isSpecified(DisplayGamutTrait.self))
        #expect(traits.isSpecified(.displayGamut))
        #expect(traits.isSpecified(CornerRadiusTrait.self))
        #expect(traits.isSpecified(Trait(CornerRadiusTrait.self)))
        #expect(!traits.isSpecified(UserInterfaceStyleTrait.self))
        #expect(!traits.isSpecified(BrandThemeTrait.self))
        #expect(!traits.isEmpty)
    }

    @Test func modifyingTraitsLeavesTheReceiverUnchanged() {
        let original = TraitCollection(userInterfaceStyle: .light)
        let modified = original.modifyingTraits {
            $0.userInterfaceStyle = .dark
            $0[BrandThemeTrait.self] = .ocean
        }
        #expect(original.userInterfaceStyle == .light)
        #expect(original.brandTheme == .standard)
        #expect(modified.userInterfaceStyle == .dark)
        #expect(modified.brandTheme == .ocean)
    }

    @Test func mutationsSeeTheValuesSetSoFar() {
        let traits = TraitCollection(legibilityWeight: .bold).modifyingTraits { traits in
            #expect(traits.legibilityWeight == .bold)
            #expect(traits.isSpecified(.legibilityWeight))
            traits.layoutDirection = .rightToLeft
            #expect(traits[LayoutDirectionTrait.self] == .rightToLeft)
        }
        #expect(traits.layoutDirection == .rightToLeft)
    }

    @Test func mutationsMayThrow() {
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            _ = try TraitCollection { _ in throw Stop() }
        }
    }

    @Test func collectionsDifferingOnlyInACustomTraitAreNotEqual() {
        let ocean = TraitCollection {
            $0.userInterfaceStyle = .dark
            $0[BrandThemeTrait.self] = .ocean
        }
        let forest = TraitCollection {
            $0.userInterfaceStyle = .dark
            $0[BrandThemeTrait.self] = .forest
        }
        let plain = TraitCollection(userInterfaceStyle: .dark)
        #expect(ocean != forest)
        #expect(ocean != plain)
        let oceanSetTheOtherWayRound = TraitCollection {
            $0[BrandThemeTrait.self] = .ocean
            $0.userInterfaceStyle = .dark
        }
        #expect(ocean == oceanSetTheOtherWayRound)
    }

    @Test func equalCollectionsHashAlike() {
        let built = TraitCollection {
            $0[CornerRadiusTrait.self] = 8
            $0[BrandThemeTrait.self] = .ocean
            $0.userInterfaceLevel = .elevated
        }
        let sameInAnotherOrder = TraitCollection(userInterfaceLevel: .elevated).modifyingTraits {
            $0[BrandThemeTrait.self] = .ocean
            $0[CornerRadiusTrait.self] = 8
        }
        #expect(built == sameInAnotherOrder)
        #expect(built.hashValue == sameInAnotherOrder.hashValue)
        let set: Set = [built, sameInAnotherOrder, TraitCollection(), TraitCollection(userInterfaceLevel: .elevated)]
        #expect(set.count == 3)
    }

    @Test func everySingleTraitChangeChangesTheHash() {
        let base = TraitCollection {
            $0.userInterfaceStyle = .light
            $0[BrandThemeTrait.self] = .ocean
        }
        let variants = [
            base.modifyingTraits { $0.userInterfaceStyle = .dark },
            base.modifyingTraits { $0.accessibilityContrast = .high },
            base.modifyingTraits { $0.userInterfaceLevel = .elevated },
            base.modifyingTraits { $0.legibilityWeight = .bold },
            base.modifyingTraits { $0.displayGamut = .P3 },
            base.modifyingTraits { $0.layoutDirection = .rightToLeft },
            base.modifyingTraits { $0.preferredContentSizeCategory = .small },
            base.modifyingTraits { $0[BrandThemeTrait.self] = .forest },
            base.modifyingTraits { $0[CornerRadiusTrait.self] = 3 },
        ]
        let hashes = Set(([base] + variants).map(\.hashValue))
        #expect(hashes.count == variants.count + 1)
    }

    @Test func customTraitsSetInAnyOrderGiveEqualCollections() {
        let forward = TraitCollection {
            $0[AvatarSizeTrait.self] = 1
            $0[BrandThemeTrait.self] = .ocean
            $0[CornerRadiusTrait.self] = 2
            $0[ImpostorCornerRadiusTrait.self] = 3
        }
        let backward = TraitCollection {
            $0[ImpostorCornerRadiusTrait.self] = 3
            $0[CornerRadiusTrait.self] = 9
            $0[BrandThemeTrait.self] = .forest
            $0[AvatarSizeTrait.self] = 1
            $0[CornerRadiusTrait.self] = 2
            $0[BrandThemeTrait.self] = .ocean
        }
        #expect(forward == backward)
        #expect(forward.hashValue == backward.hashValue)
        let withoutMiddle = forward.modifyingTraits { $0[BrandThemeTrait.self] = .standard }
        #expect(withoutMiddle[AvatarSizeTrait.self] == 1)
        #expect(withoutMiddle[CornerRadiusTrait.self] == 2)
        #expect(withoutMiddle[ImpostorCornerRadiusTrait.self] == 3)
        #expect(!withoutMiddle.isSpecified(BrandThemeTrait.self))
    }

    @Test func traitsWithTheSameNameAreStillDifferentTraits() {
        let real = TraitCollection(CornerRadiusTrait.self, 10)
        let impostor = TraitCollection(ImpostorCornerRadiusTrait.self, 10)
        #expect(real != impostor)
        #expect(real[ImpostorCornerRadiusTrait.self] == 0)
        #expect(Trait(CornerRadiusTrait.self) != Trait(ImpostorCornerRadiusTrait.self))
        #expect(Trait(CornerRadiusTrait.self).name == Trait(ImpostorCornerRadiusTrait.self).name)
    }

    @Test func traitIsEqualByDefinitionType() {
        #expect(Trait(UserInterfaceStyleTrait.self) == .userInterfaceStyle)
        #expect(Trait(UserInterfaceStyleTrait.self).hashValue == Trait.userInterfaceStyle.hashValue)
        #expect(Trait.userInterfaceStyle != .accessibilityContrast)
        let set: Set<Trait> = [.displayGamut, Trait(DisplayGamutTrait.self), Trait(BrandThemeTrait.self)]
        #expect(set.count == 2)
    }

    @Test func traitReportsItsDefinitionsNameIdentifierAndRole() {
        let brand = Trait(BrandThemeTrait.self)
        #expect(brand.name == "BrandThemeTrait")
        #expect(brand.identifier == "BrandThemeTrait")
        #expect(brand.affectsColorAppearance)
        #expect(brand.description == "BrandThemeTrait")
        let radius = Trait(CornerRadiusTrait.self)
        #expect(radius.name == "CornerRadius")
        #expect(radius.identifier == "com.example.corner-radius")
        #expect(!radius.affectsColorAppearance)
        #expect(Trait.userInterfaceStyle.name == "UserInterfaceStyle")
    }

    @Test func specifiedTraitsListsBuiltinsInOrderThenCustomTraitsByName() {
        let traits = TraitCollection {
            $0[CornerRadiusTrait.self] = 2
            $0.preferredContentSizeCategory = .large
            $0[BrandThemeTrait.self] = .ocean
            $0.userInterfaceStyle = .light
            $0[AvatarSizeTrait.self] = 64
        }
        #expect(
            traits.specifiedTraits == [
                .userInterfaceStyle, .preferredContentSizeCategory, Trait(AvatarSizeTrait.self),
                Trait(BrandThemeTrait.self), Trait(CornerRadiusTrait.self),
            ]
        )
    }

    @Test func mutableTraitsRoundTripsACollection() {
        let traits = TraitCollection {
            $0.userInterfaceStyle = .dark
            $0[BrandThemeTrait.self] = .forest
        }
        var mutable = MutableTraits(traits)
        #expect(mutable.traitCollection == traits)
        mutable.apply(TraitCollection(accessibilityContrast: .high))
        #expect(TraitCollection(mutable) == traits.modifyingTraits { $0.accessibilityContrast = .high })
    }
}
