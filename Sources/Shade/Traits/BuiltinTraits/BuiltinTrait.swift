/// The built-in traits, in declaration order: the order of descriptions and change logs.
///
/// Each case names one field of ``BuiltinTraitValues``. The generic trait subscript maps a
/// built-in definition type to its case by metatype identity, so `traits[UserInterfaceStyleTrait.self]`
/// reads the inline field instead of the custom-trait dictionary.
enum BuiltinTrait: CaseIterable {
    case userInterfaceStyle
    case accessibilityContrast
    case userInterfaceLevel
    case legibilityWeight
    case displayGamut
    case layoutDirection
    case preferredContentSizeCategory

    /// The built-in trait declared by `definition`, or `nil` for a custom trait.
    ///
    /// Compares metadata pointers only: no conformance lookup, no allocation.
    @inline(__always)
    init?(_ definition: any TraitDefinition.Type) {
        switch ObjectIdentifier(definition) {
        case ObjectIdentifier(UserInterfaceStyleTrait.self): self = .userInterfaceStyle
        case ObjectIdentifier(AccessibilityContrastTrait.self): self = .accessibilityContrast
        case ObjectIdentifier(UserInterfaceLevelTrait.self): self = .userInterfaceLevel
        case ObjectIdentifier(LegibilityWeightTrait.self): self = .legibilityWeight
        case ObjectIdentifier(DisplayGamutTrait.self): self = .displayGamut
        case ObjectIdentifier(LayoutDirectionTrait.self): self = .layoutDirection
        case ObjectIdentifier(PreferredContentSizeCategoryTrait.self): self = .preferredContentSizeCategory
        default: return nil
        }
    }

    /// The definition type that declares the trait.
    var definition: any TraitDefinition.Type {
        switch self {
        case .userInterfaceStyle: UserInterfaceStyleTrait.self
        case .accessibilityContrast: AccessibilityContrastTrait.self
        case .userInterfaceLevel: UserInterfaceLevelTrait.self
        case .legibilityWeight: LegibilityWeightTrait.self
        case .displayGamut: DisplayGamutTrait.self
        case .layoutDirection: LayoutDirectionTrait.self
        case .preferredContentSizeCategory: PreferredContentSizeCategoryTrait.self
        }
    }

    /// The built-in traits whose changes may change how dynamic colors resolve.
    static let affectingColorAppearance: [BuiltinTrait] = [
        .userInterfaceStyle, .accessibilityContrast, .userInterfaceLevel, .displayGamut,
    ]
}

/// The built-in traits of a collection, stored inline: seven one-byte enums.
///
/// Comparing, hashing and reading them touches no heap memory. A field holding `.unspecified`
/// is a trait the collection does not specify.
struct BuiltinTraitValues: Hashable, Sendable {
    var userInterfaceStyle = UserInterfaceStyle.unspecified
    var accessibilityContrast = AccessibilityContrast.unspecified
    var userInterfaceLevel = UserInterfaceLevel.unspecified
    var legibilityWeight = LegibilityWeight.unspecified
    var displayGamut = DisplayGamut.unspecified
    var layoutDirection = LayoutDirection.unspecified
    var preferredContentSizeCategory = ContentSizeCategory.unspecified

    /// The values with no trait specified.
    static let unspecified = BuiltinTraitValues()

    /// Hashes all seven traits as one word: one hasher round instead of seven.
    func hash(into hasher: inout Hasher) {
        var packed = UInt64(truncatingIfNeeded: userInterfaceStyle.rawValue + 1)
        packed = packed << 8 | UInt64(truncatingIfNeeded: accessibilityContrast.rawValue + 1)
        packed = packed << 8 | UInt64(truncatingIfNeeded: userInterfaceLevel.rawValue + 1)
        packed = packed << 8 | UInt64(truncatingIfNeeded: legibilityWeight.rawValue + 1)
        packed = packed << 8 | UInt64(truncatingIfNeeded: displayGamut.rawValue + 1)
        packed = packed << 8 | UInt64(truncatingIfNeeded: layoutDirection.rawValue + 1)
        packed = packed << 8 | UInt64(truncatingIfNeeded: preferredContentSizeCategory.order)
        hasher.combine(packed)
    }

    /// Whether the trait's field holds a value other than `.unspecified`.
    func isSpecified(_ trait: BuiltinTrait) -> Bool {
        switch trait {
        case .userInterfaceStyle: userInterfaceStyle != .unspecified
        case .accessibilityContrast: accessibilityContrast != .unspecified
        case .userInterfaceLevel: userInterfaceLevel != .unspecified
        case .legibilityWeight: legibilityWeight != .unspecified
        case .displayGamut: displayGamut != .unspecified
        case .layoutDirection: layoutDirection != .unspecified
        case .preferredContentSizeCategory: preferredContentSizeCategory != .unspecified
        }
    }

    /// Whether the trait's field holds the same value in both.
    func hasEqualValue(for trait: BuiltinTrait, as other: BuiltinTraitValues) -> Bool {
        switch trait {
        case .userInterfaceStyle: userInterfaceStyle == other.userInterfaceStyle
        case .accessibilityContrast: accessibilityContrast == other.accessibilityContrast
        case .userInterfaceLevel: userInterfaceLevel == other.userInterfaceLevel
        case .legibilityWeight: legibilityWeight == other.legibilityWeight
        case .displayGamut: displayGamut == other.displayGamut
        case .layoutDirection: layoutDirection == other.layoutDirection
        case .preferredContentSizeCategory: preferredContentSizeCategory == other.preferredContentSizeCategory
        }
    }

    /// Whether any trait that affects color appearance differs; specified against unspecified
    /// counts as a difference.
    @inline(__always)
    func hasDifferentColorAppearance(comparedTo other: BuiltinTraitValues) -> Bool {
        userInterfaceStyle != other.userInterfaceStyle
            || accessibilityContrast != other.accessibilityContrast
            || userInterfaceLevel != other.userInterfaceLevel
            || displayGamut != other.displayGamut
    }

    /// The trait's value, as the definition's `Value` type.
    ///
    /// The caller guarantees that `Definition` is the definition type of `trait` (``BuiltinTrait``
    /// matched its metatype), so `Definition.Value` *is* the field's type and each bit cast is from
    /// a type to itself. A checked `as!` would cost a runtime cast on every unspecialized read.
    func value<Definition: TraitDefinition>(of trait: BuiltinTrait, as _: Definition.Type) -> Definition.Value {
        switch trait {
        case .userInterfaceStyle: unsafeBitCast(userInterfaceStyle, to: Definition.Value.self)
        case .accessibilityContrast: unsafeBitCast(accessibilityContrast, to: Definition.Value.self)
        case .userInterfaceLevel: unsafeBitCast(userInterfaceLevel, to: Definition.Value.self)
        case .legibilityWeight: unsafeBitCast(legibilityWeight, to: Definition.Value.self)
        case .displayGamut: unsafeBitCast(displayGamut, to: Definition.Value.self)
        case .layoutDirection: unsafeBitCast(layoutDirection, to: Definition.Value.self)
        case .preferredContentSizeCategory: unsafeBitCast(preferredContentSizeCategory, to: Definition.Value.self)
        }
    }

    /// Stores `value` in the trait's field; same contract as ``value(of:as:)``.
    mutating func setValue<Definition: TraitDefinition>(
        _ value: Definition.Value,
        of trait: BuiltinTrait,
        as _: Definition.Type
    ) {
        switch trait {
        case .userInterfaceStyle: userInterfaceStyle = value as! UserInterfaceStyle
        case .accessibilityContrast: accessibilityContrast = value as! AccessibilityContrast
        case .userInterfaceLevel: userInterfaceLevel = value as! UserInterfaceLevel
        case .legibilityWeight: legibilityWeight = value as! LegibilityWeight
        case .displayGamut: displayGamut = value as! DisplayGamut
        case .layoutDirection: layoutDirection = value as! LayoutDirection
        case .preferredContentSizeCategory: preferredContentSizeCategory = value as! ContentSizeCategory
        }
    }

    /// The trait's value, type-erased, for descriptions.
    func anyValue(of trait: BuiltinTrait) -> any Hashable & Sendable {
        switch trait {
        case .userInterfaceStyle: userInterfaceStyle
        case .accessibilityContrast: accessibilityContrast
        case .userInterfaceLevel: userInterfaceLevel
        case .legibilityWeight: legibilityWeight
        case .displayGamut: displayGamut
        case .layoutDirection: layoutDirection
        case .preferredContentSizeCategory: preferredContentSizeCategory
        }
    }

    /// Sets the trait to its value in `other` when `other` specifies it.
    mutating func overlay(_ other: BuiltinTraitValues) {
        if other.userInterfaceStyle != .unspecified { userInterfaceStyle = other.userInterfaceStyle }
        if other.accessibilityContrast != .unspecified { accessibilityContrast = other.accessibilityContrast }
        if other.userInterfaceLevel != .unspecified { userInterfaceLevel = other.userInterfaceLevel }
        if other.legibilityWeight != .unspecified { legibilityWeight = other.legibilityWeight }
        if other.displayGamut != .unspecified { displayGamut = other.displayGamut }
        if other.layoutDirection != .unspecified { layoutDirection = other.layoutDirection }
        if other.preferredContentSizeCategory != .unspecified {
            preferredContentSizeCategory = other.preferredContentSizeCategory
        }
    }

    /// Whether every trait specified in `other` has the same value here.
    func contains(_ other: BuiltinTraitValues) -> Bool {
        BuiltinTrait.allCases.allSatisfy { !other.isSpecified($0) || hasEqualValue(for: $0, as: other) }
    }
}
