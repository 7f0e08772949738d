/// The traits a registration listens to, in a form that is cheap to test against a change: a bit
/// per built-in trait, and the custom traits by identity.
struct TraitFilter {
    /// The bits (``BuiltinTrait/bit``) of the built-in traits.
    let builtinMask: UInt8
    private let customTraits: [ObjectIdentifier]

    init(_ traits: [any TraitDefinition.Type]) {
        var mask: UInt8 = 0
        var custom: [ObjectIdentifier] = []
        for definition in traits {
            if let builtin = BuiltinTrait(definition) {
                mask |= builtin.bit
            } else {
                custom.append(ObjectIdentifier(definition))
            }
        }
        builtinMask = mask
        customTraits = custom
    }

    /// Whether one of the custom traits differs between `previous` and `current`. A change matches
    /// the filter when this is true or when `builtinMask` shares a bit with the built-in traits that
    /// changed (``BuiltinTraitValues/changes(from:)``).
    func matchesCustomTrait(from previous: TraitCollection, to current: TraitCollection) -> Bool {
        customTraits.contains { !current.custom.hasEqualValue(for: $0, as: previous.custom) }
    }
}

extension BuiltinTrait {
    /// This trait's bit in a ``TraitFilter`` mask.
    var bit: UInt8 {
        switch self {
        case .userInterfaceStyle: 1 << 0
        case .accessibilityContrast: 1 << 1
        case .userInterfaceLevel: 1 << 2
        case .legibilityWeight: 1 << 3
        case .displayGamut: 1 << 4
        case .layoutDirection: 1 << 5
        case .preferredContentSizeCategory: 1 << 6
        }
    }
}
