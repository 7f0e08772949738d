/// One trait, named by its definition type, for use in sets and lists of traits.
///
/// `Trait` wraps a ``TraitDefinition`` metatype so traits can be stored in a `Set`, as in the
/// result of ``TraitCollection/changedTraits(from:)``. Two `Trait`s are equal exactly when they wrap
/// the same definition type.
///
/// ```swift
/// let changed = current.changedTraits(from: previous)
/// if changed.contains(.userInterfaceStyle) || changed.contains(Trait(BrandThemeTrait.self)) {
///     repaint()
/// }
/// ```
///
/// Swift Testing also declares a type named `Trait`; in a file that imports both modules, write
/// `Shade.Trait`.
///
/// Plays the role of UIKit's `UITrait` (`any UITraitDefinition.Type`), see Apple's `UITrait.h`.
public struct Trait: Hashable, Sendable, CustomStringConvertible {
    /// The definition type that declares the trait.
    public let definition: any TraitDefinition.Type

    /// Creates the trait declared by `definition`.
    public init(_ definition: any TraitDefinition.Type) {
        self.definition = definition
    }

    /// The trait's name, such as `UserInterfaceStyle`.
    public var name: String { definition.name }

    /// The trait's stable identifier; see ``TraitDefinition/identifier``.
    public var identifier: String { definition.identifier }

    /// Whether dynamic colors may resolve differently when this trait changes.
    public var affectsColorAppearance: Bool { definition.affectsColorAppearance }

    /// The trait's name.
    public var description: String { name }

    /// Whether both wrap the same definition type.
    public static func == (lhs: Trait, rhs: Trait) -> Bool {
        ObjectIdentifier(lhs.definition) == ObjectIdentifier(rhs.definition)
    }

    /// Hashes the identity of the definition type.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(definition))
    }
}

extension Trait {
    /// The ``UserInterfaceStyleTrait`` (light or dark).
    public static var userInterfaceStyle: Trait { Trait(UserInterfaceStyleTrait.self) }

    /// The ``AccessibilityContrastTrait`` (the Increase Contrast setting).
    public static var accessibilityContrast: Trait { Trait(AccessibilityContrastTrait.self) }

    /// The ``UserInterfaceLevelTrait`` (base or elevated content).
    public static var userInterfaceLevel: Trait { Trait(UserInterfaceLevelTrait.self) }

    /// The ``LegibilityWeightTrait`` (the Bold Text setting).
    public static var legibilityWeight: Trait { Trait(LegibilityWeightTrait.self) }

    /// The ``DisplayGamutTrait`` (sRGB or Display P3).
    public static var displayGamut: Trait { Trait(DisplayGamutTrait.self) }

    /// The ``LayoutDirectionTrait`` (left-to-right or right-to-left).
    public static var layoutDirection: Trait { Trait(LayoutDirectionTrait.self) }

    /// The ``PreferredContentSizeCategoryTrait`` (the Dynamic Type text size).
    public static var preferredContentSizeCategory: Trait { Trait(PreferredContentSizeCategoryTrait.self) }
}
