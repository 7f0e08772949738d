import Foundation
import Shade
import ShadeCatalog
import Testing

@testable import ShadeTool

/// The checks of each color's variants, gamut and references, and the near-duplicate search.
@Suite struct VariantCheckTests {
    typealias B = CatalogBuilder

    func checks(_ catalog: ColorCatalog, of color: String, diagnostics: [Diagnostic] = []) -> [Finding.Check] {
        Auditor(catalog: catalog, diagnostics: diagnostics).audit().findings.filter { $0.color == color }.map(\.check)
    }

    @Test func aColorWithoutADarkVariantIsAWarning() {
        let result = Auditor(catalog: B.catalog(B.color("brand", 0xFF3B30))).audit()
        let finding = result.findings.first { $0.check == .missingDark }
        #expect(finding?.severity == .warning)
        #expect(finding?.message == "brand has no dark variant: it stays #FF3B30 in dark mode")
        #expect(finding?.location?.description == "Colors.xcassets/brand.colorset/Contents.json:1:1")
        #expect(!checks(B.catalog(B.color("brand", 0xFF3B30, dark: 0xFF453A)), of: "brand").contains(.missingDark))
    }

    @Test func aSystemColorReferenceChangesInDarkModeByItself() throws {
        let reference = B.entry(
            "tint", [ColorVariant(value: .reference(SystemColorReference(platform: "ios", name: "systemBlueColor")))])
        let resolved = try #require(
            ColorSet(variants: [ColorVariant(value: .reference(SystemColorReference(name: "systemBlueColor")))])
                .resolved(theme: nil))
        #expect(resolved.colors[Appearance(name: "dark")!.index].hexString == "#0A84FF")
        let found = checks(B.catalog(reference), of: "tint")
        #expect(!found.contains(.missingDark))
        #expect(!found.contains(.missingHighContrast), "systemBlue has high-contrast values")
    }

    @Test func aDarkVariantIdenticalToTheLightOneIsAWarning() {
        let found = checks(B.catalog(B.color("card", 0xFFFFFF, dark: 0xFFFFFF)), of: "card")
        #expect(found.contains(.darkSameAsLight))
        #expect(!found.contains(.missingDark))
        // The same value written in another space is the same color.
        let p3White = B.entry(
            "card",
            [
                ColorVariant(value: B.value(0xFFFFFF)),
                ColorVariant(conditions: [.dark], value: B.displayP3Value(red: 1, green: 1, blue: 1)),
            ])
        #expect(checks(B.catalog(p3White), of: "card").contains(.darkSameAsLight))
    }

    @Test func aColorWithoutAHighContrastVariantIsInfo() {
        let result = Auditor(catalog: B.catalog(B.color("brand", 0x007AFF, dark: 0x0A84FF))).audit()
        #expect(result.findings.map(\.check) == [.missingHighContrast])
        #expect(result.findings.first?.severity == .info)
        let withHighContrast = B.color("brand", 0x007AFF, dark: 0x0A84FF, highContrast: 0x0040DD)
        #expect(checks(B.catalog(withHighContrast), of: "brand").isEmpty)
    }

    @Test func aColorOutsideSRGBInAnSRGBOnlyCatalogIsAWarning() {
        let wide = B.entry(
            "vivid",
            [
                ColorVariant(value: B.extendedValue(red: 1.2, green: -0.1, blue: 0)),
                ColorVariant(conditions: [.dark], value: B.value(0xFF0000)),
            ])
        let result = Auditor(catalog: B.catalog(wide)).audit()
        let finding = result.findings.first { $0.check == .outsideSRGB }
        #expect(finding?.severity == .warning)
        #expect(finding?.message.contains("the Any variant (extended-srgb 1.200 -0.100 0.000, alpha 1.000") == true)
        // In a catalog that has Display P3 colors, wide colors are meant.
        let p3 = B.entry("p3", [ColorVariant(value: B.displayP3Value(red: 1, green: 0, blue: 0))])
        #expect(!checks(B.catalog(wide, p3), of: "vivid").contains(.outsideSRGB))
        // Extended sRGB within the gamut is fine.
        let inside = B.entry("plain", [ColorVariant(value: B.extendedValue(red: 0.5, green: 0.5, blue: 0.5))])
        #expect(!checks(B.catalog(inside), of: "plain").contains(.outsideSRGB))
    }

    @Test func aSystemColorShadeDoesNotKnowIsAnUnresolvedReference() {
        let entry = B.entry(
            "separator",
            [
                ColorVariant(value: B.value(0xE6E6E6)),
                ColorVariant(
                    conditions: [.dark], value: .reference(SystemColorReference(platform: "osx", name: "gridColor"))),
            ])
        // The reader's warning about it is reported once, as this finding, at its place.
        let diagnostic = Diagnostic(
            .warning, file: "Colors.xcassets/separator.colorset/Contents.json", location: .init(line: 14, column: 22),
            path: "separator", message: "Shade has no system color named \"gridColor\"; it is kept as a reference")
        let findings = Auditor(catalog: B.catalog(entry), diagnostics: [diagnostic]).audit().findings
        let unresolved = findings.filter { $0.check == .unresolvedReference }
        #expect(unresolved.count == 1)
        #expect(unresolved.first?.severity == .warning)
        #expect(unresolved.first?.message.contains("\"gridColor\" (osx)") == true)
        #expect(unresolved.first?.location?.line == 14)
        #expect(!findings.contains { $0.check == .reader })
    }

    @Test func readerDiagnosticsAreFindingsWithTheReadersSeverity() {
        let diagnostics = [
            Diagnostic(
                .error, file: "tokens.json", location: .init(line: 3, column: 14), path: "color.bg",
                message: "refers to `color.base.white`, which does not exist; left out"),
            Diagnostic(.warning, file: "tokens.json", path: "color.fg", message: "no `$type`; read as a color"),
            Diagnostic(.error, file: "Colors.xcassets", message: "cannot be listed"),
        ]
        let findings = Auditor(catalog: B.catalog(B.color("color.fg", 0, dark: 0xFFFFFF)), diagnostics: diagnostics)
            .audit().findings
        let alias = findings.first { $0.message.contains("color.base.white") }
        #expect(alias?.check == .unresolvedReference)
        #expect(alias?.severity == .error)
        #expect(alias?.color == nil, "the token was left out, so the finding is the catalog's")
        #expect(alias?.location?.description == "tokens.json:3:14")
        let warning = findings.first { $0.message.contains("$type") }
        #expect(warning?.check == .reader)
        #expect(warning?.severity == .warning)
        #expect(warning?.color == "color.fg")
        #expect(findings.contains { $0.check == .reader && $0.severity == .error && $0.color == nil })
    }

    @Test func colorsWithinDeltaEOfTwoHundredthsInEveryAppearanceAreNearDuplicates() {
        let catalog = B.catalog(
            B.color("primary", 0x336699, dark: 0x6699CC),
            B.color("accent", 0x34669A, dark: 0x6699CD),  // a byte off: ΔE OK about 0.003
            B.color("link", 0x34669A, dark: 0xFF0000)  // the same in light only
        )
        let findings = Auditor(catalog: catalog).audit().findings.filter { $0.check == .nearDuplicate }
        #expect(findings.count == 1)
        #expect(findings.first?.color == "primary")
        #expect(findings.first?.related == ["accent"])
        #expect(findings.first?.severity == .info)
        #expect((findings.first?.distance ?? 1) < 0.01)
        // A difference in alpha counts.
        let translucent = B.catalog(
            B.color("a", 0x336699, dark: 0x6699CC), B.color("b", 0x336699, alpha: 0.5, dark: 0x6699CC))
        #expect(!Auditor(catalog: translucent).audit().findings.contains { $0.check == .nearDuplicate })
    }

    @Test func aliasesOfTheSameColorAreNotNearDuplicates() {
        let white = B.color("color.white", 0xFFFFFF)
        var background = B.color("color.bg.default", 0xFFFFFF)
        background.aliasOf = "color.white"
        var card = B.color("color.bg.card", 0xFFFFFF)
        card.aliasOf = "color.white"
        let findings = Auditor(catalog: B.catalog(white, background, card)).audit().findings
        #expect(!findings.contains { $0.check == .nearDuplicate })
        // The palette color they alias gets its modes through them: no missing-variant findings.
        #expect(!findings.contains { $0.color == "color.white" })
    }

    @Test func aPaletteFileBesideThemeFilesIsNotCheckedForMissingVariants() {
        let palette = "tokens/palette.tokens.json"
        let theme = "tokens/theme.tokens.json"
        let catalog = B.catalog(
            B.color("color.pink.100", 0xFCF1FD, file: palette), B.color("color.pink.900", 0x57184A, file: palette),
            B.color("color.bg.default", 0xFFFFFF, dark: 0x1E1E1E, file: theme),
            B.color("color.bg.brand", 0xEEEEEE, file: theme))
        let missing = Auditor(catalog: catalog).audit().findings.filter { $0.check == .missingDark }.compactMap(\.color)
        #expect(missing == ["color.bg.brand"])
    }

    @Test func aColorWithNoValueIsNotAudited() {
        let accent = B.entry("AccentColor", [ColorVariant(value: nil)])
        let result = Auditor(catalog: B.catalog(accent)).audit()
        #expect(result.findings.isEmpty)
        #expect(result.unauditedColors == ["AccentColor"])
    }

    @Test func findingsOfAColorAreListedMostSeriousFirst() {
        let catalog = B.catalog(B.color("label", 0xAAAAAA), B.color("background", 0xFFFFFF, dark: 0x000000))
        let severities = Auditor(catalog: catalog).audit().findings.filter { $0.color == "label" }.map(\.severity)
        #expect(severities == severities.sorted(by: >))
        #expect(severities.first == .error)
    }

    /// The audit reads a set as an sRGB display shows it (``ColorSet/resolved(theme:)``); the
    /// exports write it as a display of no stated gamut does (``ColorSet/dynamicColor(theme:)``).
    /// Over every catalog, token set and Figma export among the fixtures, in every theme, the two
    /// give the same color in each appearance.
    @Test func theAuditAndTheExportsReadEveryFixtureAlike() throws {
        var inputs = fixtureCatalogs().map(\.path)
        for folder in ["tokens", "figma"] {
            let root = fixtures.appendingPathComponent(folder)
            let enumerator = FileManager.default.enumerator(atPath: root.path)
            while let path = enumerator?.nextObject() as? String {
                if path.hasSuffix(".json") { inputs.append(root.appendingPathComponent(path).path) }
            }
        }
        var compared = 0
        for input in inputs {
            // A token file that is one part of a resolver's set does not read alone.
            guard let read = try? CatalogInput.read(path: input) else { continue }
            for (name, set) in read.catalog.colors {
                for theme in [nil] + set.themes.map(Optional.some) {
                    let audited = set.resolved(theme: theme)?.colors
                    let exported = set.dynamicColor(theme: theme).map { color in
                        Appearance.allCases.map { color.resolvedColor(with: $0.traitCollection) }
                    }
                    #expect(audited == exported, "\(input) \(name) \(theme ?? "default")")
                    compared += 1
                }
            }
        }
        #expect(compared > 800)
    }

    /// A set with variants of no display gamut and variants for sRGB is read as an sRGB display
    /// shows it, the sRGB ones overriding the others, by the audit and by every export alike: a
    /// dark value given for sRGB alone is the dark value everywhere.
    @Test func aSetWithVariantsForSRGBAndForNoGamutIsReadForSRGBByTheAuditAndTheExports() throws {
        let set = ColorSet(variants: [
            ColorVariant(value: B.value(0x111111)),
            ColorVariant(
                conditions: [.dark], displayGamut: .sRGB,
                value: B.value(0x555555)),
        ])
        let audited = try #require(set.resolved(theme: nil)).colors
        let exported = try #require(set.dynamicColor())
        #expect(audited[Appearance.dark.index].hexString == "#555555")
        #expect(audited[Appearance.light.index].hexString == "#111111")
        for appearance in Appearance.allCases {
            #expect(exported.resolvedColor(with: appearance.traitCollection) == audited[appearance.index])
        }
        #expect(set.readingSlot()?.gamut == .sRGB)
        #expect(set.variantTable()[.dark]?.hexString == "#555555")
        let css = CSSExport.css(for: ColorCatalog(entries: [CatalogEntry(name: "c", value: .color(set))])).css
        #expect(css.contains("--c: #555555"), "\(css)")
        #expect(css.contains("--c: #111111"), "\(css)")
    }

    /// A set with only Display P3 variants, or only variants of one idiom, is read at those, in
    /// every theme, by the audit and the exports alike.
    @Test func aSetWithNothingUniversalOnSRGBIsReadAtItsFirstIdiomAndGamut() throws {
        let p3 = ColorSet(variants: [ColorVariant(displayGamut: .displayP3, value: B.value(0x223344))])
        #expect(p3.readingSlot()?.gamut == .displayP3)
        let mac = ColorSet(variants: [
            ColorVariant(idiom: "mac", value: B.value(0x445566)),
            ColorVariant(idiom: "iphone", value: B.value(0x778899)),
        ])
        #expect(mac.readingSlot()?.idiom == "mac")
        for set in [p3, mac] {
            let audited = try #require(set.resolved(theme: nil)).colors
            let exported = try #require(set.dynamicColor())
            #expect(exported.resolvedColor(with: TraitCollection()) == audited[Appearance.light.index])
        }
        #expect(ColorSet(variants: [ColorVariant(value: nil)]).readingSlot() == nil)
    }

    @Test func resolvingTheVariantTableDirectlyAgreesWithDynamicColor() throws {
        for url in fixtureCatalogs() {
            for (name, set) in AssetCatalogReader.read(at: url).catalog.colors {
                let resolved = set.resolved(theme: nil)
                var expected: DynamicColor?
                for gamut in [ColorVariant.DisplayGamut.sRGB, .displayP3] where expected == nil {
                    expected = set.dynamicColor(gamut: gamut)
                }
                if let expected {
                    let colors = try #require(resolved?.colors, "\(name)")
                    for appearance in Appearance.allCases {
                        #expect(
                            colors[appearance.index] == expected.resolvedColor(with: appearance.traitCollection),
                            "\(url.lastPathComponent) \(name) \(appearance.name)")
                    }
                }
            }
        }
    }
}
