extension TraitCollection {
    /// Merges collections: each trait takes its value from the last collection that specifies it.
    ///
    /// Unspecified values never override: `[dark, TraitCollection()]` merges to dark. Custom traits
    /// merge the same way as built-in ones.
    ///
    /// ```swift
    /// let effective = TraitCollection(traitsFrom: [systemTraits, windowOverrides, panelOverrides])
    /// ```
    ///
    /// Matches UIKit's `init(traitsFrom:)` for system traits: "The last trait along any given axis
    /// will supersede any others" (traits-spec §1.3). UIKit since iOS 17 keeps the custom traits of
    /// the *first* collection instead; Shade merges custom traits like built-in ones, which is what
    /// a trait hierarchy needs.
    public init(traitsFrom collections: [TraitCollection]) {
        self.init()
        for collection in collections {
            overlay(collection)
        }
    }

    /// Sets every trait that `other` specifies to its value there.
    mutating func overlay(_ other: TraitCollection) {
        builtins.overlay(other.builtins)
        if !other.custom.isEmpty { custom.overlay(other.custom) }
    }

    /// Whether every trait that `traitCollection` specifies has an equal value here.
    ///
    /// Traits the argument does not specify are ignored, so every collection contains an empty
    /// one, and `nil` is contained too. Custom traits are compared like built-in ones.
    ///
    /// Matches UIKit's `containsTraitsInCollection:` for system traits (traits-spec §1.4); the
    /// answer for `nil` is not documented by Apple, and Shade returns `true`.
    public func containsTraits(in traitCollection: TraitCollection?) -> Bool {
        guard let traitCollection else { return true }
        return builtins.contains(traitCollection.builtins) && custom.contains(traitCollection.custom)
    }

    /// Whether dynamic colors could resolve differently in `traitCollection` than in this one.
    ///
    /// Returns `true` for `nil`. Otherwise compares the traits that affect color appearance: user
    /// interface style, accessibility contrast, user interface level, display gamut, and custom
    /// traits whose definition sets ``TraitDefinition/affectsColorAppearance``. A trait specified
    /// in one collection and unspecified in the other counts as different. Legibility weight,
    /// layout direction and content size do not count.
    ///
    /// Cheap enough to call for every node on every update: one masked word comparison, then a look at
    /// the color-affecting custom traits only when either collection has some; no allocation.
    ///
    /// Matches UIKit's `hasDifferentColorAppearanceComparedToTraitCollection:` (traits-spec §1.5,
    /// Apple's `UITraitCollection.h`).
    public func hasDifferentColorAppearance(comparedTo traitCollection: TraitCollection?) -> Bool {
        guard let traitCollection else { return true }
        return builtins.hasDifferentColorAppearance(comparedTo: traitCollection.builtins)
            || custom.hasDifferentColorAppearance(comparedTo: traitCollection.custom)
    }

    /// The traits whose values differ between `traitCollection` and this collection.
    ///
    /// A trait specified on one side only is changed; a trait set to its default value is the same
    /// as one never set, so it is not. Built-in and custom traits are both reported.
    ///
    /// ```swift
    /// if current.changedTraits(from: previous).contains(.userInterfaceStyle) { reloadArtwork() }
    /// ```
    ///
    /// Matches UIKit's `changedTraitsFromTraitCollection:` (iOS 17, traits-spec §1.1).
    public func changedTraits(from traitCollection: TraitCollection) -> Set<Trait> {
        var changed = Set<Trait>()
        if builtins != traitCollection.builtins {
            for trait in BuiltinTrait.allCases where !builtins.hasEqualValue(for: trait, as: traitCollection.builtins) {
                changed.insert(Trait(trait.definition))
            }
        }
        if !(custom.isEmpty && traitCollection.custom.isEmpty) {
            for definition in custom.changedDefinitions(from: traitCollection.custom) {
                changed.insert(Trait(definition))
            }
        }
        return changed
    }

    /// Whether `trait` has the same value here and in `traitCollection`, without allocating.
    ///
    /// For the trait tree, which filters trait-change registrations by the traits they name.
    func hasEqualValue(for trait: Trait, as traitCollection: TraitCollection) -> Bool {
        if let builtin = BuiltinTrait(trait.definition) {
            return builtins.hasEqualValue(for: builtin, as: traitCollection.builtins)
        }
        return custom.hasEqualValue(for: ObjectIdentifier(trait.definition), as: traitCollection.custom)
    }

    /// The built-in traits that affect color appearance: user interface style, accessibility
    /// contrast, user interface level and display gamut.
    ///
    /// Matches UIKit's `systemTraitsAffectingColorAppearance` (traits-spec §1.5), without the
    /// interface idiom, which Shade does not model.
    public static var systemTraitsAffectingColorAppearance: [Trait] {
        BuiltinTrait.affectingColorAppearance.map { Trait($0.definition) }
    }
}
