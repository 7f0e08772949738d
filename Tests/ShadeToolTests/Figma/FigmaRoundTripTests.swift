import Foundation
import Shade
import ShadeCatalog
import ShadeTestSupport
import Testing

@testable import ShadeTool

/// Figma's export, converted by `shade convert` to design tokens and to an asset catalog, reads
/// back with the same value in every mode each output can hold.
@Suite struct FigmaRoundTripTests {
    /// The export of the fixtures: 232 colors, 29 of them other in dark, and 80 numbers, strings
    /// and booleans, 9 of them other in the `Modern Theme` than in the default `Brutal Theme`.
    static let input = FigmaInputTests.export

    /// The themes of a catalog, the default one first.
    static func themes(of catalog: ColorCatalog) -> [String?] { [nil] + catalog.themes }

    /// One of the eight appearances: light or dark, normal or high contrast, base or elevated
    /// level; its traits, and the variant whose conditions a mode of the appearance has.
    struct Appearance {
        var name: String
        var traits: TraitCollection
        var variant: DynamicColor.Variant
    }

    /// The eight appearances.
    static let appearances: [Appearance] = {
        var result: [Appearance] = []
        for dark in [false, true] {
            for high in [false, true] {
                for elevated in [false, true] {
                    let name = [dark ? "dark" : "light", high ? "high" : "normal", elevated ? "elevated" : "base"]
                    let traits = TraitCollection {
                        $0.userInterfaceStyle = dark ? .dark : .light
                        $0.accessibilityContrast = high ? .high : .normal
                        $0.userInterfaceLevel = elevated ? .elevated : .base
                    }
                    let variant: DynamicColor.Variant =
                        switch (dark, high, elevated) {
                        case (false, false, _): .any
                        case (false, true, _): .anyHighContrast
                        case (true, false, false): .dark
                        case (true, true, false): .darkHighContrast
                        case (true, false, true): .darkElevated
                        case (true, true, true): .darkElevatedHighContrast
                        }
                    result.append(Appearance(name: name.joined(separator: " "), traits: traits, variant: variant))
                }
            }
        }
        return result
    }()

    /// The color of every entry in each appearance of `theme`, by name, then appearance.
    static func colors(of catalog: ColorCatalog, theme: String?) -> [String: [String: Color]] {
        var result: [String: [String: Color]] = [:]
        for (name, set) in catalog.colors {
            guard let dynamic = set.dynamicColor(theme: theme) else { continue }
            result[name] = Dictionary(
                uniqueKeysWithValues: appearances.map { ($0.name, dynamic.resolvedColor(with: $0.traits)) })
        }
        return result
    }

    /// The value of every other entry in each appearance of `theme`, by name, then appearance.
    static func others(of catalog: ColorCatalog, theme: String?) -> [String: [String: CatalogEntry.Value]] {
        var result: [String: [String: CatalogEntry.Value]] = [:]
        for entry in catalog.entries {
            if case .color = entry.value { continue }
            result[entry.name] = Dictionary(
                uniqueKeysWithValues: appearances.map {
                    ($0.name, entry.value(conditions: ColorVariant.conditions(for: $0.variant), theme: theme))
                })
        }
        return result
    }

    @Test func tokensAndAnAssetCatalogReadBackTheSameInEveryMode() throws {
        let original = try CatalogInput.detect(Self.input).read().catalog
        let directory = try TemporaryDirectory()
        let tokens = directory.file("x.tokens.json")
        let toTokens = runShade(["convert", Self.input, "--to", "tokens", "-o", tokens])
        #expect(toTokens.status == 0, "\(toTokens.errors)")
        let assets = directory.file("x.xcassets")
        let toAssets = runShade(["convert", Self.input, "--to", "xcassets", "-o", assets])
        #expect(toAssets.status == 0, "\(toAssets.errors)")
        let resolver = directory.file("x.resolver.json")
        let tokenInput = FileManager.default.fileExists(atPath: resolver) ? resolver : tokens
        let fromTokens = try CatalogInput.detect(tokenInput).read()
        #expect(fromTokens.errors.isEmpty, "\(fromTokens.errors.map(\.description))")
        let fromAssets = try CatalogInput.detect(assets).read()
        #expect(fromAssets.errors.isEmpty, "\(fromAssets.errors.map(\.description))")
        #expect(original.colors.count == 232)
        #expect(original.entries.count == 232 + 80)
        #expect(Self.themes(of: original) == [nil, "Modern-Theme"])
        #expect(original.entries.filter { !$0.modeValues.isEmpty }.count == 9)
        #expect(fromAssets.catalog.colors.count == 232)

        #expect(Self.themes(of: fromTokens.catalog) == Self.themes(of: original))
        // Renaming for a format changes no value, so each output is compared with the input named for it.
        let forTokens = original.namedForDesignTokens()
        for theme in Self.themes(of: original) {
            #expect(Self.colors(of: fromTokens.catalog, theme: theme) == Self.colors(of: forTokens, theme: theme))
            #expect(Self.others(of: fromTokens.catalog, theme: theme) == Self.others(of: forTokens, theme: theme))
        }
        // An asset catalog holds the colors' appearances, in the default theme only.
        let forAssets = original.namedForAssetCatalog()
        #expect(Self.colors(of: fromAssets.catalog, theme: nil) == Self.colors(of: forAssets, theme: nil))
    }
}
