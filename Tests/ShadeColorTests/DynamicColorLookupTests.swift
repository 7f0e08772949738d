import Testing

@testable import Shade
@testable import ShadeColor

typealias Variant = DynamicColor.Variant

/// A distinct color for each variant, so a resolved color tells which variant it came from.
func marker(for variant: Variant) -> Color {
    Color(rgb: UInt32(variant.slot + 1) * 0x10_1010)
}

/// A table holding exactly `variants` (always with `any`), each as its ``marker(for:)``.
func table(with variants: Set<Variant>) -> DynamicColor {
    func color(_ variant: Variant) -> Color? { variants.contains(variant) ? marker(for: variant) : nil }
    return DynamicColor(
        any: marker(for: .any),
        anyHighContrast: color(.anyHighContrast),
        light: color(.light),
        lightHighContrast: color(.lightHighContrast),
        dark: color(.dark),
        darkHighContrast: color(.darkHighContrast),
        darkElevated: color(.darkElevated),
        darkElevatedHighContrast: color(.darkElevatedHighContrast)
    )
}

@Suite("Variant lookup of dynamic colors")
struct DynamicColorLookupTests {
    /// The documented fallback order for each combination (traits-spec §5.3, §5.5): the style
    /// outranks the contrast, the contrast outranks the level, the level counts only in dark mode.
    static let documentedOrder: [Combination: [Variant]] = [
        .light: [.light, .any],
        .lightElevated: [.light, .any],
        .lightHighContrast: [.lightHighContrast, .light, .anyHighContrast, .any],
        .lightElevatedHighContrast: [.lightHighContrast, .light, .anyHighContrast, .any],
        .dark: [.dark, .any],
        .darkHighContrast: [.darkHighContrast, .dark, .anyHighContrast, .any],
        .darkElevated: [.darkElevated, .dark, .any],
        .darkElevatedHighContrast: [
            .darkElevatedHighContrast, .darkHighContrast, .darkElevated, .dark, .anyHighContrast, .any,
        ],
    ]

    @Test(arguments: Combination.allCases)
    func lookupOrderIsTheDocumentedOne(combination: Combination) {
        #expect(Variant.lookupOrder(for: combination.traits) == Self.documentedOrder[combination])
    }

    @Test func eachVariantsSlotIsItsPositionInAllCases() {
        #expect(Variant.allCases.map(\.slot) == Array(Variant.allCases.indices))
    }

    /// Every step of the fallback: with every variant present the first of the order wins; take it
    /// away and the next one wins, down to `any`. Variants outside the order stay present all along
    /// and are never chosen.
    @Test(arguments: Combination.allCases)
    func eachMissingVariantFallsBackToTheNextInOrder(combination: Combination) throws {
        let order = try #require(Self.documentedOrder[combination])
        var present = Set(Variant.allCases)
        for (step, expected) in order.enumerated() {
            let resolved = table(with: present).resolvedColor(with: combination.traits)
            #expect(resolved == marker(for: expected), "step \(step): expected \(expected)")
            present.remove(expected)
        }
    }

    @Test func missingDarkHighContrastFallsBackToDarkThenToAny() {
        let traits = Combination.darkHighContrast.traits
        let color = DynamicColor(any: Color(rgb: 0xFFFFFF), lightHighContrast: Color(rgb: 0x0000FF), dark: .black)
        #expect(color.resolvedColor(with: traits) == .black)
        let withoutDark = DynamicColor(any: Color(rgb: 0xFFFFFF), lightHighContrast: Color(rgb: 0x0000FF))
        #expect(withoutDark.resolvedColor(with: traits) == Color(rgb: 0xFFFFFF))
    }

    @Test func elevatedVariantsAreIgnoredInLightMode() {
        let color = table(with: [.darkElevated, .darkElevatedHighContrast, .dark])
        #expect(color.resolvedColor(with: Combination.lightElevated.traits) == marker(for: .any))
        #expect(color.resolvedColor(with: Combination.lightElevatedHighContrast.traits) == marker(for: .any))
    }

    /// Unspecified style, contrast and level resolve as light, normal and base.
    @Test(arguments: Combination.allCases)
    func unspecifiedTraitsResolveAsLightNormalBase(combination: Combination) {
        let color = table(with: Set(Variant.allCases))
        let expected = color.resolvedColor(with: combination.traits)
        var traits = MutableTraits(combination.traits)
        if combination.style == .light { traits.userInterfaceStyle = .unspecified }
        if combination.contrast == .normal { traits.accessibilityContrast = .unspecified }
        if combination.level == .base { traits.userInterfaceLevel = .unspecified }
        #expect(color.resolvedColor(with: TraitCollection(traits)) == expected)
    }

    @Test func emptyCollectionResolvesToTheLightVariant() {
        let color = table(with: Set(Variant.allCases))
        #expect(color.resolvedColor(with: TraitCollection()) == marker(for: .light))
        #expect(Variant.lookupOrder(for: TraitCollection()) == [.light, .any])
    }

    @Test func otherTraitsDoNotChangeTheVariant() {
        let color = table(with: Set(Variant.allCases))
        for combination in Combination.allCases {
            let expected = color.resolvedColor(with: combination.traits)
            let busy = combination.traits.modifyingTraits {
                $0.displayGamut = .P3
                $0.legibilityWeight = .bold
                $0.layoutDirection = .rightToLeft
                $0.preferredContentSizeCategory = .accessibilityExtraLarge
                $0[ColorThemeTrait.self] = .night
            }
            #expect(color.resolvedColor(with: busy) == expected)
        }
    }

    @Test func aTableWithOnlyAnyResolvesToItEverywhere() {
        let color = DynamicColor(any: Color(rgb: 0x123456))
        for combination in Combination.allCases {
            #expect(color.resolvedColor(with: combination.traits) == Color(rgb: 0x123456))
        }
        #expect(color == DynamicColor(Color(rgb: 0x123456)))
    }
}

/// A custom trait that affects color appearance, for the provider tests.
enum ColorTheme: Hashable, Sendable {
    case day
    case night
}

enum ColorThemeTrait: TraitDefinition {
    static let defaultValue = ColorTheme.day
    static let affectsColorAppearance = true
}
