import Shade
import Testing

@testable import ShadeCatalog

@Suite("The catalog model")
struct ColorCatalogModelTests {
    static func value(_ rgba: UInt32) -> ColorVariant.Value {
        let color = Color(rgba: rgba)
        return .color(
            CatalogColor(
                space: .sRGB, components: [color.red, color.green, color.blue], alpha: color.alpha,
                notation: .assetCatalog(channels: .hexadecimal(uppercasePrefix: false), alpha: .decimal(places: 3)),
                color: color))
    }

    @Test func conditionsSelectTheVariantOfShadesTableAndUnknownOnesSelectNone() {
        let cases: [([ColorVariant.Condition], DynamicColor.Variant?)] = [
            ([], .any),
            ([.light], .light),
            ([.dark], .dark),
            ([.highContrast], .anyHighContrast),
            ([.highContrast, .dark], .darkHighContrast),
            ([.light, .highContrast], .lightHighContrast),
            ([.dark, .elevated], .darkElevated),
            ([.elevated, .highContrast, .dark], .darkElevatedHighContrast),
            ([.light, .elevated], nil),
            ([.light, .dark], nil),
            ([.other(kind: "luminosity", value: "dim")], nil),
            ([.other(kind: "vibrancy", value: "high")], nil),
        ]
        for (conditions, expected) in cases {
            #expect(ColorVariant(conditions: conditions, value: nil).appearance == expected, "\(conditions)")
        }
        for variant in DynamicColor.Variant.allCases {
            #expect(ColorVariant(conditions: ColorVariant.conditions(for: variant), value: nil).appearance == variant)
        }
    }

    @Test func aSetResolvesLikeTheAssetCatalogIdiomAndGamutOverrideUniversalThemeOverridesDefault() throws {
        let set = ColorSet(variants: [
            ColorVariant(value: Self.value(0x1111_11FF)),
            ColorVariant(conditions: [.dark], value: Self.value(0x2222_22FF)),
            ColorVariant(conditions: [.dark, .highContrast], value: Self.value(0x3333_33FF)),
            ColorVariant(idiom: "mac", value: Self.value(0x4444_44FF)),
            ColorVariant(displayGamut: .displayP3, value: Self.value(0x5555_55FF)),
            ColorVariant(conditions: [.dark], theme: "tritanopia", value: Self.value(0x6666_66FF)),
            ColorVariant(conditions: [.other(kind: "luminosity", value: "dim")], value: Self.value(0x7777_77FF)),
        ])
        let dark = TraitCollection { $0.userInterfaceStyle = .dark }
        let darkHigh = TraitCollection {
            $0.userInterfaceStyle = .dark
            $0.accessibilityContrast = .high
        }
        let plain = try #require(set.dynamicColor())
        #expect(plain.resolvedColor(with: TraitCollection()) == Color(rgba: 0x1111_11FF))
        #expect(plain.resolvedColor(with: dark) == Color(rgba: 0x2222_22FF))
        #expect(plain.resolvedColor(with: darkHigh) == Color(rgba: 0x3333_33FF))
        #expect(set.dynamicColor(idiom: "mac")?.resolvedColor(with: TraitCollection()) == Color(rgba: 0x4444_44FF))
        #expect(set.dynamicColor(gamut: .displayP3)?.resolvedColor(with: TraitCollection()) == Color(rgba: 0x5555_55FF))
        #expect(set.dynamicColor(theme: "tritanopia")?.resolvedColor(with: dark) == Color(rgba: 0x6666_66FF))
        #expect(
            set.dynamicColor(theme: "tritanopia")?.resolvedColor(with: TraitCollection()) == Color(rgba: 0x1111_11FF))
        #expect(set.themes == ["tritanopia"])
        #expect(ColorSet(variants: [ColorVariant(value: nil)]).dynamicColor() == nil)
    }

    @Test func aSystemColorReferenceResolvesPerAppearanceAndAnUnknownOneToNothing() throws {
        let set = ColorSet(variants: [
            ColorVariant(value: .reference(SystemColorReference(platform: "ios", name: "systemBackgroundColor"))),
            ColorVariant(conditions: [.dark], value: .reference(SystemColorReference(name: "systemRedColor"))),
        ])
        let color = try #require(set.dynamicColor())
        let dark = TraitCollection { $0.userInterfaceStyle = .dark }
        #expect(
            color.resolvedColor(with: TraitCollection())
                == DynamicColor.systemBackground.resolvedColor(with: TraitCollection()))
        #expect(color.resolvedColor(with: dark) == DynamicColor.systemRed.resolvedColor(with: dark))
        #expect(SystemColorReference(name: "quaternaryLabelColor").resolved == .quaternaryLabel)
        #expect(SystemColorReference(name: "label").resolved == .label)
        #expect(SystemColorReference(name: "controlAccentColor").resolved == nil)
        #expect(SystemColorReference(name: "Color").resolved == nil)
    }

    @Test func entriesKeepTheirOrderALaterEntryOfTheSameNameReplacesTheFirstInPlace() {
        let color = CatalogEntry.Value.color(ColorSet(variants: [ColorVariant(value: Self.value(0x0000_00FF))]))
        var catalog = ColorCatalog(entries: [
            CatalogEntry(name: "b", value: color),
            CatalogEntry(name: "a", value: color),
            CatalogEntry(name: "b", value: color, description: "second"),
        ])
        #expect(catalog.names == ["b", "a"])
        #expect(catalog["b"]?.description == "second")
        #expect(catalog.remove(named: "b")?.name == "b")
        #expect(catalog.names == ["a"])
        #expect(catalog["a"] != nil && catalog["b"] == nil)
        catalog.insert(CatalogEntry(name: "c", value: .other(type: "number", value: .number(2))))
        #expect(catalog.names == ["a", "c"])
        #expect(catalog.colors.map(\.name) == ["a"])
    }

    @Test func dimensionsConvertToPointsDiagnosticsPrintAsFileLineColumn() {
        #expect(Dimension(2, unit: "rem").points == 32)
        #expect(Dimension(12, unit: "px").points == 12)
        #expect(Dimension(1, unit: "em").points == nil)
        let diagnostic = Diagnostic(
            .error, file: "a.tokens.json", location: DocumentLocation(line: 3, column: 14), path: "color.bg",
            message: "expected a color, found a number")
        #expect(diagnostic.description == "a.tokens.json:3:14: error: color.bg: expected a color, found a number")
        #expect(Severity.warning < .error)
        #expect(CatalogJSON.number(2.0) == .number("2") && CatalogJSON.number(0.5) == .number("0.5"))
    }
}
