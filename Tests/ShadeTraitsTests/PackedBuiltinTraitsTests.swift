import ShadeTestSupport
import Testing

@testable import Shade
@testable import ShadeTraits

/// The built-in traits are packed into one word, one byte per trait, and compared and merged with
/// whole-word bit operations. These tests check the packing against the per-trait meaning, for
/// every value of every trait and for many random collections.
@Suite("Packed built-in traits")
struct PackedBuiltinTraitsTests {
    @Test func everyBuiltinTraitEnumIsOneByteWithUnspecifiedFirst() {
        #expect(MemoryLayout<UserInterfaceStyle>.size == 1)
        #expect(MemoryLayout<AccessibilityContrast>.size == 1)
        #expect(MemoryLayout<UserInterfaceLevel>.size == 1)
        #expect(MemoryLayout<LegibilityWeight>.size == 1)
        #expect(MemoryLayout<DisplayGamut>.size == 1)
        #expect(MemoryLayout<LayoutDirection>.size == 1)
        #expect(MemoryLayout<ContentSizeCategory>.size == 1)
        #expect(UserInterfaceStyle.allCases.first == .unspecified)
        #expect(AccessibilityContrast.allCases.first == .unspecified)
        #expect(UserInterfaceLevel.allCases.first == .unspecified)
        #expect(LegibilityWeight.allCases.first == .unspecified)
        #expect(DisplayGamut.allCases.first == .unspecified)
        #expect(LayoutDirection.allCases.first == .unspecified)
        #expect(ContentSizeCategory.allCases.first == .unspecified)
        #expect(BuiltinTraitValues.unspecified.bits == 0)
    }

    @Test func everyValueOfEveryTraitReadsBackAndLeavesTheOtherTraitsAlone() {
        var values = Self.allSpecified
        for style in UserInterfaceStyle.allCases {
            values.userInterfaceStyle = style
            #expect(values.userInterfaceStyle == style)
        }
        for contrast in AccessibilityContrast.allCases {
            values.accessibilityContrast = contrast
            #expect(values.accessibilityContrast == contrast)
        }
        for level in UserInterfaceLevel.allCases {
            values.userInterfaceLevel = level
            #expect(values.userInterfaceLevel == level)
        }
        for weight in LegibilityWeight.allCases {
            values.legibilityWeight = weight
            #expect(values.legibilityWeight == weight)
        }
        for gamut in DisplayGamut.allCases {
            values.displayGamut = gamut
            #expect(values.displayGamut == gamut)
        }
        for direction in LayoutDirection.allCases {
            values.layoutDirection = direction
            #expect(values.layoutDirection == direction)
        }
        for size in ContentSizeCategory.allCases {
            values.preferredContentSizeCategory = size
            #expect(values.preferredContentSizeCategory == size)
        }
        // Each loop ended on its enum's last case, which is the value in `allSpecified` too.
        #expect(values == Self.allSpecified)
    }

    @Test func wholeWordOperationsAgreeWithTraitByTraitComparison() {
        var generator = SplitMix64(state: 7)
        for _ in 0..<2_000 {
            let lhs = Self.random(using: &generator)
            let rhs = Self.random(using: &generator)

            var changes: UInt8 = 0
            for trait in BuiltinTrait.allCases where !lhs.hasEqualValue(for: trait, as: rhs) {
                changes |= trait.bit
            }
            #expect(lhs.changes(from: rhs) == changes)
            #expect((lhs == rhs) == (changes == 0))

            let colorChanges = BuiltinTrait.affectingColorAppearance.reduce(UInt8(0)) { $0 | $1.bit }
            #expect(lhs.hasDifferentColorAppearance(comparedTo: rhs) == (changes & colorChanges != 0))

            let contains = BuiltinTrait.allCases.allSatisfy {
                !rhs.isSpecified($0) || lhs.hasEqualValue(for: $0, as: rhs)
            }
            #expect(lhs.contains(rhs) == contains)

            var merged = lhs
            merged.overlay(rhs)
            for trait in BuiltinTrait.allCases {
                let expected = rhs.isSpecified(trait) ? rhs : lhs
                #expect(merged.hasEqualValue(for: trait, as: expected))
            }
        }
    }

    /// Every trait set to its last case.
    private static var allSpecified: BuiltinTraitValues {
        var values = BuiltinTraitValues()
        values.userInterfaceStyle = UserInterfaceStyle.allCases.last!
        values.accessibilityContrast = AccessibilityContrast.allCases.last!
        values.userInterfaceLevel = UserInterfaceLevel.allCases.last!
        values.legibilityWeight = LegibilityWeight.allCases.last!
        values.displayGamut = DisplayGamut.allCases.last!
        values.layoutDirection = LayoutDirection.allCases.last!
        values.preferredContentSizeCategory = ContentSizeCategory.allCases.last!
        return values
    }

    /// Built-in traits with each trait unspecified about half the time.
    private static func random(using generator: inout SplitMix64) -> BuiltinTraitValues {
        func pick<Value: CaseIterable>(_: Value.Type) -> Value {
            Bool.random(using: &generator) ? Value.allCases.first! : Value.allCases.randomElement(using: &generator)!
        }
        var values = BuiltinTraitValues()
        values.userInterfaceStyle = pick(UserInterfaceStyle.self)
        values.accessibilityContrast = pick(AccessibilityContrast.self)
        values.userInterfaceLevel = pick(UserInterfaceLevel.self)
        values.legibilityWeight = pick(LegibilityWeight.self)
        values.displayGamut = pick(DisplayGamut.self)
        values.layoutDirection = pick(LayoutDirection.self)
        values.preferredContentSizeCategory = pick(ContentSizeCategory.self)
        return values
    }
}
