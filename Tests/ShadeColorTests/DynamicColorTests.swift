import Synchronization
import Testing

@testable import Shade
@testable import ShadeColor

@Suite("Dynamic colors: providers, current traits, modifiers, equality")
struct DynamicColorTests {
    static let light = Color(rgb: 0xFFFFFF)
    static let dark = Color(rgb: 0x1C1C1E)
    static let darkElevated = Color(rgb: 0x2C2C2E)
    static let card = DynamicColor(any: light, dark: dark, darkElevated: darkElevated)

    // MARK: - Construction

    @Test func aStaticColorResolvesToItselfEverywhere() {
        let color = DynamicColor(Color(rgb: 0xFF3B30))
        for combination in Combination.allCases {
            #expect(color.resolvedColor(with: combination.traits) == Color(rgb: 0xFF3B30))
        }
    }

    @Test func lightDarkShorthandMatchesTheTable() {
        let color = DynamicColor(light: Self.light, dark: Self.dark)
        #expect(color == DynamicColor(any: Self.light, dark: Self.dark))
        #expect(color.resolvedColor(with: Combination.darkElevatedHighContrast.traits) == Self.dark)
        #expect(color.resolvedColor(with: Combination.lightHighContrast.traits) == Self.light)
    }

    // MARK: - Providers

    @Test func providerReceivesTheWholeCollectionIncludingCustomTraits() {
        let color = DynamicColor { traits in
            traits[ColorThemeTrait.self] == .night ? Color(rgb: 0x000080) : Color(rgb: 0xFFFF00)
        }
        let night = TraitCollection(ColorThemeTrait.self, .night)
        #expect(color.resolvedColor(with: night) == Color(rgb: 0x000080))
        #expect(color.resolvedColor(with: TraitCollection()) == Color(rgb: 0xFFFF00))
    }

    @Test func providerIsCalledOncePerResolution() {
        let calls = Mutex(0)
        let color = DynamicColor { _ in
            calls.withLock { $0 += 1 }
            return .black
        }
        for combination in Combination.allCases { _ = color.resolvedColor(with: combination.traits) }
        #expect(calls.withLock { $0 } == 8)
    }

    /// Resolution passes the collection to the provider and does not bind it as current.
    @Test func providerGetsTheResolvingCollectionNotTheCurrentOne() {
        let seen = Mutex<TraitCollection?>(nil)
        let color = DynamicColor { traits in
            seen.withLock { $0 = traits }
            return .black
        }
        let dark = Combination.dark.traits
        Combination.light.traits.performAsCurrent { _ = color.resolvedColor(with: dark) }
        #expect(seen.withLock { $0 } == dark)
    }

    // MARK: - The current collection

    @Test func resolvingWithoutTraitsUsesTheCurrentCollection() {
        let provider = DynamicColor { $0.userInterfaceLevel == .elevated ? Self.darkElevated : Self.light }
        for combination in Combination.allCases {
            let traits = combination.traits
            traits.performAsCurrent {
                #expect(Self.card.resolvedColor() == Self.card.resolvedColor(with: traits))
                #expect(provider.resolvedColor() == provider.resolvedColor(with: traits))
            }
        }
    }

    @Test func resolvingWithTraitsIgnoresTheCurrentCollection() {
        Combination.darkElevated.traits.performAsCurrent {
            #expect(Self.card.resolvedColor(with: Combination.light.traits) == Self.light)
            #expect(Self.card.resolvedColor() == Self.darkElevated)
        }
    }

    // MARK: - Static fallback

    @Test func staticFallbackIsTheLightValue() {
        #expect(Self.card.staticFallback == Self.light)
        let withLight = DynamicColor(any: .black, light: .white, dark: .black)
        #expect(withLight.staticFallback == .white)
        let provider = DynamicColor { $0.userInterfaceStyle == .dark ? .black : .white }
        #expect(provider.staticFallback == .white)
    }

    // MARK: - Modifiers

    @Test func withAlphaComponentOnATableStaysADynamicTable() {
        let translucent = Self.card.withAlphaComponent(0.5)
        guard translucent.resolver == nil else {
            Issue.record("expected a table, got \(translucent)")
            return
        }
        for combination in Combination.allCases {
            let expected = Self.card.resolvedColor(with: combination.traits).withAlphaComponent(0.5)
            #expect(translucent.resolvedColor(with: combination.traits) == expected)
        }
        #expect(
            translucent.resolvedColor(with: Combination.light.traits)
                != translucent.resolvedColor(with: Combination.dark.traits))
    }

    @Test func withAlphaComponentOnAProviderStaysDynamic() {
        let calls = Mutex(0)
        let provider = DynamicColor { traits in
            calls.withLock { $0 += 1 }
            return traits.userInterfaceStyle == .dark ? Self.dark : Self.light
        }
        let translucent = provider.withAlphaComponent(0.25)
        #expect(translucent.resolvedColor(with: Combination.dark.traits) == Self.dark.withAlphaComponent(0.25))
        #expect(translucent.resolvedColor(with: Combination.light.traits) == Self.light.withAlphaComponent(0.25))
        #expect(calls.withLock { $0 } == 2)
        // A second alpha replaces the first rather than stacking.
        #expect(translucent.withAlphaComponent(0.75) == provider.withAlphaComponent(0.75))
    }

    @Test func convertedStaysDynamic() {
        let p3 = Self.card.converted(to: .displayP3)
        let fromProvider = DynamicColor { _ in Self.dark }.converted(to: .displayP3)
        for combination in Combination.allCases {
            let expected = Self.card.resolvedColor(with: combination.traits).converted(to: .displayP3)
            #expect(p3.resolvedColor(with: combination.traits) == expected)
        }
        #expect(fromProvider.resolvedColor(with: TraitCollection()) == Self.dark.converted(to: .displayP3))
    }

    @Test func compositedResolvesBothColorsAgainstTheSameTraits() {
        let overlay = DynamicColor(
            light: Color(red: 0, green: 0, blue: 0, alpha: 0.5), dark: Color(white: 1, alpha: 0.5))
        let composite = overlay.composited(over: Self.card)
        guard composite.resolver == nil else {
            Issue.record("two tables should composite to a table")
            return
        }
        let withProvider = overlay.composited(over: DynamicColor { Self.card.resolvedColor(with: $0) })
        for combination in Combination.allCases {
            let traits = combination.traits
            let expected = overlay.resolvedColor(with: traits).composited(over: Self.card.resolvedColor(with: traits))
            #expect(composite.resolvedColor(with: traits) == expected)
            #expect(withProvider.resolvedColor(with: traits) == expected)
        }
    }

    @Test func systemColorsStayDynamicUnderModifiers() {
        let dimmed = DynamicColor.label.withAlphaComponent(0.5)
        #expect(dimmed.resolvedColor(with: Combination.light.traits) == Color(rgb: 0x000000, alpha: 0.5))
        #expect(dimmed.resolvedColor(with: Combination.dark.traits) == Color(rgb: 0xFFFFFF, alpha: 0.5))
    }

    // MARK: - Equality and description

    @Test func tablesThatResolveAlikeAreEqual() {
        let written = DynamicColor(any: Self.light, light: Self.light, dark: Self.dark, darkHighContrast: Self.dark)
        #expect(written == DynamicColor(light: Self.light, dark: Self.dark))
        #expect(Set([written, DynamicColor(light: Self.light, dark: Self.dark)]).count == 1)
        #expect(written != Self.card)
    }

    @Test func providerColorsAreEqualOnlyToTheirCopies() {
        let provider = DynamicColor { _ in .black }
        let copy = provider
        #expect(provider == copy)
        #expect(provider != DynamicColor { _ in .black })
        #expect(provider.withAlphaComponent(0.5) == copy.withAlphaComponent(0.5))
        #expect(provider.withAlphaComponent(0.5) != provider.withAlphaComponent(0.4))
        #expect(Set([provider, copy]).count == 1)
    }

    @Test func descriptionListsTheCombinations() {
        #expect(Self.card.description.hasPrefix("DynamicColor(light: #FFFFFF, lightElevated: #FFFFFF"))
        #expect(Self.card.description.contains("darkElevated: #2C2C2E"))
        #expect(
            DynamicColor { _ in .black }.withAlphaComponent(0.5).description
                == "DynamicColor(provider).withAlphaComponent(0.5)")
    }

    @Test func dynamicColorsCrossTasks() async {
        let color = DynamicColor.systemBackground
        let resolved = await Task.detached { color.resolvedColor(with: Combination.darkElevated.traits) }.value
        #expect(resolved == Color(rgb: 0x1C1C1E))
    }
}
