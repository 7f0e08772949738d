/// The built-in traits, in declaration order: the order of descriptions and change logs.
///
/// Each case names one field of ``BuiltinTraitValues``. The generic trait subscript maps a
/// built-in definition type to its case by metatype identity, so `traits[UserInterfaceStyleTrait.self]`
/// reads the inline field instead of the custom-trait dictionary.
@usableFromInline
enum BuiltinTrait: CaseIterable, Sendable {
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

    /// Where the trait's byte sits in ``BuiltinTraitValues``: eight bits per case, in case order.
    @inlinable
    var shift: UInt64 {
        switch self {
        case .userInterfaceStyle: 0
        case .accessibilityContrast: 8
        case .userInterfaceLevel: 16
        case .legibilityWeight: 24
        case .displayGamut: 32
        case .layoutDirection: 40
        case .preferredContentSizeCategory: 48
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

/// The built-in traits of a collection, packed into one word: one byte per trait.
///
/// Byte `n` (from the least significant) holds the trait whose ``BuiltinTrait`` case is the `n`th
/// one, as its enum's case index. Every built-in trait's enum declares `.unspecified` first, so a
/// zero byte is a trait the collection does not specify, and ``unspecified`` is zero.
///
/// One word makes a ``TraitCollection`` two words (this and the custom traits' reference), which
/// Swift copies and passes in registers. Comparing two sets of built-in traits is one integer
/// comparison, and finding which traits changed, merging, and the color-appearance test are a few
/// bit operations on the whole word; none of them touches heap memory.
@usableFromInline
struct BuiltinTraitValues: Hashable, Sendable {
    /// The packed bytes. The eighth byte is always zero.
    @usableFromInline private(set) var bits: UInt64 = 0

    /// The values with no trait specified.
    static let unspecified = BuiltinTraitValues()

    @inlinable
    var userInterfaceStyle: UserInterfaceStyle {
        get { field(.userInterfaceStyle) }
        set { setField(.userInterfaceStyle, newValue) }
    }

    @inlinable
    var accessibilityContrast: AccessibilityContrast {
        get { field(.accessibilityContrast) }
        set { setField(.accessibilityContrast, newValue) }
    }

    @inlinable
    var userInterfaceLevel: UserInterfaceLevel {
        get { field(.userInterfaceLevel) }
        set { setField(.userInterfaceLevel, newValue) }
    }

    @inlinable
    var legibilityWeight: LegibilityWeight {
        get { field(.legibilityWeight) }
        set { setField(.legibilityWeight, newValue) }
    }

    @inlinable
    var displayGamut: DisplayGamut {
        get { field(.displayGamut) }
        set { setField(.displayGamut, newValue) }
    }

    @inlinable
    var layoutDirection: LayoutDirection {
        get { field(.layoutDirection) }
        set { setField(.layoutDirection, newValue) }
    }

    @inlinable
    var preferredContentSizeCategory: ContentSizeCategory {
        get { field(.preferredContentSizeCategory) }
        set { setField(.preferredContentSizeCategory, newValue) }
    }

    /// The byte of `trait`.
    @inlinable
    func byte(_ trait: BuiltinTrait) -> UInt8 {
        UInt8(truncatingIfNeeded: bits &>> trait.shift)
    }

    /// The value in the byte of `trait`, as `Value`, the trait's enum.
    ///
    /// The built-in trait enums are one byte, without payloads, so a value and its case index
    /// convert both ways with a bit cast (which checks the sizes), and the byte only ever holds
    /// what ``setField(_:_:)`` stored for the same trait.
    @inlinable
    func field<Value>(_ trait: BuiltinTrait) -> Value {
        unsafeBitCast(byte(trait), to: Value.self)
    }

    @inlinable
    mutating func setField<Value>(_ trait: BuiltinTrait, _ value: Value) {
        let code = UInt64(unsafeBitCast(value, to: UInt8.self))
        bits = bits & ~(0xFF &<< trait.shift) | code &<< trait.shift
    }

    /// Hashes all seven traits as one word: one hasher round instead of seven.
    @usableFromInline
    func hash(into hasher: inout Hasher) {
        hasher.combine(bits)
    }

    // MARK: - Whole-word operations

    /// The low bit of each byte.
    private static let lowBits: UInt64 = 0x0001_0101_0101_0101

    /// Each nonzero byte of `word` as 1, each zero byte as 0.
    @inline(__always)
    private static func nonzeroBytes(_ word: UInt64) -> UInt64 {
        var folded = word
        folded |= folded &>> 4
        folded |= folded &>> 2
        folded |= folded &>> 1
        return folded & lowBits
    }

    /// The bits (``BuiltinTrait/bit``) of the built-in traits whose values differ from `other`'s.
    @inline(__always)
    func changes(from other: BuiltinTraitValues) -> UInt8 {
        // Gathers the low bit of byte n into bit 56 + n, then shifts the seven of them down.
        let differing = Self.nonzeroBytes(bits ^ other.bits)
        return UInt8(truncatingIfNeeded: (differing &* 0x0102_0408_1020_4080) &>> 56)
    }

    /// Whether the trait's field holds a value other than `.unspecified`.
    func isSpecified(_ trait: BuiltinTrait) -> Bool {
        byte(trait) != 0
    }

    /// Whether the trait's field holds the same value in both.
    func hasEqualValue(for trait: BuiltinTrait, as other: BuiltinTraitValues) -> Bool {
        byte(trait) == other.byte(trait)
    }

    /// The bytes of the traits that affect color appearance (``BuiltinTrait/affectingColorAppearance``):
    /// style, contrast and level (bytes 0 to 2) and gamut (byte 4).
    private static let colorAppearanceBytes: UInt64 = 0x0000_00FF_00FF_FFFF

    /// Whether any trait that affects color appearance differs; specified against unspecified
    /// counts as a difference.
    @inline(__always)
    func hasDifferentColorAppearance(comparedTo other: BuiltinTraitValues) -> Bool {
        (bits ^ other.bits) & Self.colorAppearanceBytes != 0
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
        case .userInterfaceStyle: userInterfaceStyle = Self.field(value)
        case .accessibilityContrast: accessibilityContrast = Self.field(value)
        case .userInterfaceLevel: userInterfaceLevel = Self.field(value)
        case .legibilityWeight: legibilityWeight = Self.field(value)
        case .displayGamut: displayGamut = Self.field(value)
        case .layoutDirection: layoutDirection = Self.field(value)
        case .preferredContentSizeCategory: preferredContentSizeCategory = Self.field(value)
        }
    }

    /// `value` as the type of the field it is stored in, which the caller of
    /// ``setValue(_:of:as:)`` guarantees it is; a checked cast.
    @inline(__always)
    private static func field<Value, Field>(_ value: Value) -> Field {
        guard let field = value as? Field else {
            preconditionFailure("a value of type \(Value.self) is stored in a trait of type \(Field.self)")
        }
        return field
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
    @inline(__always)
    mutating func overlay(_ other: BuiltinTraitValues) {
        let specified = Self.nonzeroBytes(other.bits) &* 0xFF
        bits = bits & ~specified | other.bits
    }

    /// Whether every trait specified in `other` has the same value here.
    func contains(_ other: BuiltinTraitValues) -> Bool {
        let specified = Self.nonzeroBytes(other.bits) &* 0xFF
        return (bits ^ other.bits) & specified == 0
    }
}
