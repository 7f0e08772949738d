/// A writable set of trait values, used to build and modify trait collections.
///
/// Trait collections are immutable; a mutations block receives a `MutableTraits` to change:
///
/// ```swift
/// let traits = TraitCollection { traits in
///     traits.userInterfaceStyle = .dark
///     traits.accessibilityContrast = .high
///     traits[BrandThemeTrait.self] = .ocean
/// }
/// let light = traits.modifyingTraits { $0.userInterfaceStyle = .light }
/// ```
///
/// Setting a trait to its default value (`.unspecified` for built-in traits) removes it, exactly
/// as `remove(_:)` does (traits-spec §1.1).
///
/// Plays the role of UIKit's `UIMutableTraits` (iOS 17). Unlike UIKit's, it is a value: a
/// `MutableTraits` can be kept, for example as a node's trait overrides, and turned into a
/// ``TraitCollection`` at any time.
public struct MutableTraits: Hashable, Sendable {
    /// The traits as set so far.
    public private(set) var traitCollection: TraitCollection

    /// Creates mutable traits with no trait specified.
    public init() {
        traitCollection = TraitCollection()
    }

    /// Creates mutable traits holding the traits of `traitCollection`.
    public init(_ traitCollection: TraitCollection) {
        self.traitCollection = traitCollection
    }

    /// Whether the interface is light or dark.
    public var userInterfaceStyle: UserInterfaceStyle {
        get { traitCollection.builtins.userInterfaceStyle }
        set { traitCollection.builtins.userInterfaceStyle = newValue }
    }

    /// Whether the user asked for increased contrast.
    public var accessibilityContrast: AccessibilityContrast {
        get { traitCollection.builtins.accessibilityContrast }
        set { traitCollection.builtins.accessibilityContrast = newValue }
    }

    /// Whether content is at the base level or elevated.
    public var userInterfaceLevel: UserInterfaceLevel {
        get { traitCollection.builtins.userInterfaceLevel }
        set { traitCollection.builtins.userInterfaceLevel = newValue }
    }

    /// Whether text should be bold.
    public var legibilityWeight: LegibilityWeight {
        get { traitCollection.builtins.legibilityWeight }
        set { traitCollection.builtins.legibilityWeight = newValue }
    }

    /// The display's color gamut.
    public var displayGamut: DisplayGamut {
        get { traitCollection.builtins.displayGamut }
        set { traitCollection.builtins.displayGamut = newValue }
    }

    /// The layout direction.
    public var layoutDirection: LayoutDirection {
        get { traitCollection.builtins.layoutDirection }
        set { traitCollection.builtins.layoutDirection = newValue }
    }

    /// The preferred text size.
    public var preferredContentSizeCategory: ContentSizeCategory {
        get { traitCollection.builtins.preferredContentSizeCategory }
        set { traitCollection.builtins.preferredContentSizeCategory = newValue }
    }

    /// The value of a trait, built-in or custom; setting the default value removes the trait.
    ///
    /// Matches `UIMutableTraits.subscript(_:)` (iOS 17, traits-spec §4.4).
    public subscript<Definition: TraitDefinition>(_ definition: Definition.Type) -> Definition.Value {
        get { traitCollection[definition] }
        set {
            if let builtin = BuiltinTrait(definition) {
                traitCollection.builtins.setValue(newValue, of: builtin, as: definition)
            } else {
                traitCollection.custom.setValue(newValue, for: definition)
            }
        }
    }

    /// Whether a value other than the trait's default value is set.
    public func isSpecified<Definition: TraitDefinition>(_ definition: Definition.Type) -> Bool {
        traitCollection.isSpecified(definition)
    }

    /// Whether a value other than the trait's default value is set.
    public func isSpecified(_ trait: Trait) -> Bool {
        traitCollection.isSpecified(trait)
    }

    /// Resets the trait to its default value, so it is no longer specified.
    public mutating func remove<Definition: TraitDefinition>(_ definition: Definition.Type) {
        self[definition] = Definition.defaultValue
    }

    /// Resets the trait to its default value, so it is no longer specified.
    public mutating func remove(_ trait: Trait) {
        func reset<Definition: TraitDefinition>(_ definition: Definition.Type) {
            remove(definition)
        }
        reset(trait.definition)
    }

    /// Sets every trait that `traitCollection` specifies to its value there; others keep theirs.
    public mutating func apply(_ traitCollection: TraitCollection) {
        self.traitCollection.overlay(traitCollection)
    }
}

extension TraitCollection {
    /// Creates a collection from the traits a mutations block sets.
    ///
    /// ```swift
    /// let traits = TraitCollection { $0.userInterfaceStyle = .dark; $0.legibilityWeight = .bold }
    /// ```
    ///
    /// Matches UIKit's `init(mutations:)` (iOS 17, traits-spec §1.1).
    public init(mutations: (inout MutableTraits) throws -> Void) rethrows {
        var traits = MutableTraits()
        try mutations(&traits)
        self = traits.traitCollection
    }

    /// Creates a copy of the collection with the changes a mutations block makes.
    ///
    /// The receiver is unchanged. Matches UIKit's `modifyingTraits(_:)` (iOS 17, traits-spec §1.1).
    public func modifyingTraits(_ mutations: (inout MutableTraits) throws -> Void) rethrows -> TraitCollection {
        var traits = MutableTraits(self)
        try mutations(&traits)
        return traits.traitCollection
    }

    /// Creates a collection holding the traits of `traits`.
    public init(_ traits: MutableTraits) {
        self = traits.traitCollection
    }

    /// Creates a collection that specifies only the user interface style.
    ///
    /// Matches UIKit's `init(userInterfaceStyle:)`.
    public init(userInterfaceStyle: UserInterfaceStyle) {
        self.init()
        builtins.userInterfaceStyle = userInterfaceStyle
    }

    /// Creates a collection that specifies only the accessibility contrast.
    ///
    /// Matches UIKit's `init(accessibilityContrast:)`.
    public init(accessibilityContrast: AccessibilityContrast) {
        self.init()
        builtins.accessibilityContrast = accessibilityContrast
    }

    /// Creates a collection that specifies only the user interface level.
    ///
    /// Matches UIKit's `init(userInterfaceLevel:)`.
    public init(userInterfaceLevel: UserInterfaceLevel) {
        self.init()
        builtins.userInterfaceLevel = userInterfaceLevel
    }

    /// Creates a collection that specifies only the legibility weight.
    ///
    /// Matches UIKit's `init(legibilityWeight:)`.
    public init(legibilityWeight: LegibilityWeight) {
        self.init()
        builtins.legibilityWeight = legibilityWeight
    }

    /// Creates a collection that specifies only the display gamut.
    ///
    /// Matches UIKit's `init(displayGamut:)`.
    public init(displayGamut: DisplayGamut) {
        self.init()
        builtins.displayGamut = displayGamut
    }

    /// Creates a collection that specifies only the layout direction.
    ///
    /// Matches UIKit's `init(layoutDirection:)`.
    public init(layoutDirection: LayoutDirection) {
        self.init()
        builtins.layoutDirection = layoutDirection
    }

    /// Creates a collection that specifies only the preferred content size category.
    ///
    /// Matches UIKit's `init(preferredContentSizeCategory:)`.
    public init(preferredContentSizeCategory: ContentSizeCategory) {
        self.init()
        builtins.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// Creates a collection that specifies only one trait, built-in or custom.
    ///
    /// ```swift
    /// let ocean = TraitCollection(BrandThemeTrait.self, .ocean)
    /// ```
    ///
    /// Passing the trait's default value creates an empty collection.
    public init<Definition: TraitDefinition>(_ definition: Definition.Type, _ value: Definition.Value) {
        self.init { $0[definition] = value }
    }
}
