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

    @Test func everyValueOfEveryTraitReadsBackAndLeavesTheOtherTraitsAlone() throws {
        var values = try Self.allSpecified()
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
        let lastCases = try Self.allSpecified()
        #expect(values == lastCases)
    }

    @Test func wholeWordOperationsAgreeWithTraitByTraitComparison() throws {
        var generator = SplitMix64(state: 7)
        for _ in 0..<2_000 {
            let lhs = try Self.random(using: &generator)
            let rhs = try Self.random(using: &generator)

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
    private static func allSpecified() throws -> BuiltinTraitValues {
        var values = BuiltinTraitValues()
        values.userInterfaceStyle = try #require(UserInterfaceStyle.allCases.last)
        values.accessibilityContrast = try #require(AccessibilityContrast.allCases.last)
        values.userInterfaceLevel = try #require(UserInterfaceLevel.allCases.last)
        values.legibilityWeight = try #require(LegibilityWeight.allCases.last)
        values.displayGamut = try #require(DisplayGamut.allCases.last)
        values.layoutDirection = try #require(LayoutDirection.allCases.last)
        values.preferredContentSizeCategory = try #require(ContentSizeCategory.allCases.last)
        return values
    }

    /// Built-in traits with each trait unspecified about half the time.
    private static func random(using generator: inout SplitMix64) throws -> BuiltinTraitValues {
        func pick<Value: CaseIterable>(_: Value.Type) throws -> Value {
            let cases = Value.allCases
            let picked = Bool.random(using: &generator) ? cases.first : cases.randomElement(using: &generator)
            return try #require(picked)
        }
        var values = BuiltinTraitValues()
        values.userInterfaceStyle = try pick(UserInterfaceStyle.self)
        values.accessibilityContrast = try pick(AccessibilityContrast.self)
        values.userInterfaceLevel = try pick(UserInterfaceLevel.self)
        values.legibilityWeight = try pick(LegibilityWeight.self)
        values.displayGamut = try pick(DisplayGamut.self)
        values.layoutDirection = try pick(LayoutDirection.self)
        values.preferredContentSizeCategory = try pick(ContentSizeCategory.self)
        return values
    }
}
