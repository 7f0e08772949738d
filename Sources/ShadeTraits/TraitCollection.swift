/// An immutable set of trait values: appearance, contrast, text size and custom traits.
///
/// A trait collection maps each trait to a value. A trait the collection does not specify reads
/// as its default value, which for the built-in traits is `.unspecified`, and storing the default
/// value is the same as not specifying the trait: such collections are equal, hash alike, and
/// report no change between them (traits-spec §1.1).
///
/// ```swift
/// let dark = TraitCollection(userInterfaceStyle: .dark)
/// let darkHighContrast = dark.modifyingTraits { $0.accessibilityContrast = .high }
/// darkHighContrast.hasDifferentColorAppearance(comparedTo: dark)   // true
/// darkHighContrast[UserInterfaceStyleTrait.self]                   // .dark
/// ```
///
/// ## Built-in and custom traits
/// The built-in traits have properties (``userInterfaceStyle``, ``accessibilityContrast``, …) and
/// definition types (``UserInterfaceStyleTrait``, …). Custom traits are declared with
/// ``TraitDefinition`` and read with the subscript, `traits[BrandThemeTrait.self]`, which works the
/// same for built-in definition types. Custom traits take part in equality, hashing, merging,
/// ``containsTraits(in:)``, ``changedTraits(from:)``, ``description`` and, when their definition
/// says so, ``hasDifferentColorAppearance(comparedTo:)``.
///
/// ## Cost
/// A collection is two words: the built-in traits packed into one, a byte each, and a reference to
/// the custom traits, a small array sorted by definition type that is absent (and unallocated) when
/// there are none and shared between collections derived from one another. Copying a collection
/// without custom traits is copying two words. Reading a trait, comparing and hashing collections,
/// and ``hasDifferentColorAppearance(comparedTo:)`` allocate nothing; comparing two collections
/// compares the built-in traits first, as one integer.
///
/// ## Threads
/// A trait collection is a `Sendable` value; use it from any thread or task. ``current`` is
/// local to the task or thread that sets it.
///
/// Matches UIKit's `UITraitCollection` (iOS 17), see Apple's `UITraitCollection.h`.
public struct TraitCollection: Hashable, Sendable {
    @usableFromInline var builtins: BuiltinTraitValues
    var custom: CustomTraitValues

    /// Creates a collection that specifies no trait.
    public init() {
        builtins = .unspecified
        custom = CustomTraitValues()
    }

    // MARK: - Built-in traits

    /// Whether the interface is light or dark; ``UserInterfaceStyle/unspecified`` when not
    /// specified.
    @inlinable
    public var userInterfaceStyle: UserInterfaceStyle { builtins.userInterfaceStyle }

    /// Whether the user asked for increased contrast; ``AccessibilityContrast/unspecified`` when
    /// not specified.
    @inlinable
    public var accessibilityContrast: AccessibilityContrast { builtins.accessibilityContrast }

    /// Whether content is at the base level or elevated; ``UserInterfaceLevel/unspecified`` when
    /// not specified.
    @inlinable
    public var userInterfaceLevel: UserInterfaceLevel { builtins.userInterfaceLevel }

    /// Whether text should be bold; ``LegibilityWeight/unspecified`` when not specified.
    @inlinable
    public var legibilityWeight: LegibilityWeight { builtins.legibilityWeight }

    /// The display's color gamut; ``DisplayGamut/unspecified`` when not specified.
    @inlinable
    public var displayGamut: DisplayGamut { builtins.displayGamut }

    /// The layout direction; ``LayoutDirection/unspecified`` when not specified.
    @inlinable
    public var layoutDirection: LayoutDirection { builtins.layoutDirection }

    /// The preferred text size; ``ContentSizeCategory/unspecified`` when not specified.
    @inlinable
    public var preferredContentSizeCategory: ContentSizeCategory { builtins.preferredContentSizeCategory }

    // MARK: - Any trait

    /// The value of a trait, built-in or custom, or its default value when it is not specified.
    ///
    /// ```swift
    /// traits[UserInterfaceStyleTrait.self]   // same as traits.userInterfaceStyle
    /// traits[BrandThemeTrait.self]           // a custom trait
    /// ```
    ///
    /// Reading a built-in trait reads its inline field. Matches UIKit's
    /// `UITraitCollection.subscript(_:)` (iOS 17).
    public subscript<Definition: TraitDefinition>(_ definition: Definition.Type) -> Definition.Value {
        if let builtin = BuiltinTrait(definition) {
            return builtins.value(of: builtin, as: definition)
        }
        return custom.value(for: definition)
    }

    /// Whether the collection holds a value other than the trait's default value.
    ///
    /// A trait that was set to its default value is not specified (traits-spec §1.1).
    public func isSpecified<Definition: TraitDefinition>(_ definition: Definition.Type) -> Bool {
        isSpecified(Trait(definition))
    }

    /// Whether the collection holds a value other than the trait's default value.
    public func isSpecified(_ trait: Trait) -> Bool {
        if let builtin = BuiltinTrait(trait.definition) {
            return builtins.isSpecified(builtin)
        }
        return custom.entry(for: ObjectIdentifier(trait.definition)) != nil
    }

    /// Whether the collection specifies no trait at all.
    public var isEmpty: Bool {
        builtins == .unspecified && custom.isEmpty
    }

    /// The traits the collection specifies: built-in traits in declaration order, then custom
    /// traits by name.
    public var specifiedTraits: [Trait] {
        var traits = BuiltinTrait.allCases.filter { builtins.isSpecified($0) }.map { Trait($0.definition) }
        traits += custom.entries.map { Trait($0.definition) }.sortedForDisplay()
        return traits
    }

    // MARK: - Equality

    /// Whether both collections specify the same traits with equal values.
    ///
    /// Compares the inline built-in traits first, then the custom traits. A trait set to its
    /// default value counts as not specified. Matches UIKit's `isEqual:`, which compares system and
    /// custom traits (traits-spec §1.6).
    public static func == (lhs: TraitCollection, rhs: TraitCollection) -> Bool {
        lhs.builtins == rhs.builtins && lhs.custom == rhs.custom
    }

    /// Hashes the built-in traits as one word, then the custom traits, if any.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(builtins)
        if !custom.isEmpty { hasher.combine(custom) }
    }
}

extension Sequence<Trait> {
    /// The traits in the order descriptions and change logs list custom traits: by name, then by
    /// identifier.
    func sortedForDisplay() -> [Trait] {
        map { (trait: $0, name: $0.name, identifier: $0.identifier) }
            .sorted { ($0.name, $0.identifier) < ($1.name, $1.identifier) }
            .map(\.trait)
    }
}
