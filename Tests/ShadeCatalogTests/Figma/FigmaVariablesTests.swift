import Foundation
import Shade
import ShadeJSON
import ShadeTestSupport
import Testing

@testable import ShadeCatalog

/// Figma variables: the REST response and the file-per-mode export (`Fixtures/figma`).
@Suite("Figma variables")
struct FigmaVariablesTests {
    /// `Fixtures/figma`.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/figma")
    static let rest = fixtures.appendingPathComponent("rest/variables.json")
    static let export = fixtures.appendingPathComponent("figma__variables-github-action-example/tokens")

    static let dark = TraitCollection { $0.userInterfaceStyle = .dark }
    static let darkHighContrast = TraitCollection {
        $0.userInterfaceStyle = .dark
        $0.accessibilityContrast = .high
    }

    static func hex(_ color: Color) -> String {
        ConversionTests.eightBit(color).map { String($0, radix: 16) }.map { $0.count == 1 ? "0" + $0 : $0 }
            .joined()
    }

    static func entry(_ catalog: ColorCatalog, _ name: String) -> CatalogEntry? {
        catalog.entries.first { $0.name == name }
    }

    @Test func theKindsAreToldByContent() {
        #expect(ThemeFileKind(path: Self.rest.path) == .figmaVariables)
        #expect(ThemeFileKind(path: Self.export.path) == .figmaExport)
        #expect(
            ThemeFileKind(path: Self.export.appendingPathComponent("System.Light.json").path) == .tokens)
        #expect(ThemeFileKind(path: Self.fixtures.path) == nil)
    }

    @Test func theRESTResponseGivesFourModesAliasesAcrossCollectionsAlphaAndOtherValues() throws {
        let result = TokenReader().read(contentsOf: Self.rest)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        let catalog = result.catalog
        #expect(catalog.themes == ["Sepia"])
        let background = try #require(catalog.dynamicColor(named: "color.background"))
        #expect(Self.hex(background.resolvedColor(with: TraitCollection())) == "ffffffff")
        #expect(Self.hex(background.resolvedColor(with: Self.dark)) == "202020ff")
        #expect(Self.hex(background.resolvedColor(with: Self.darkHighContrast)) == "000000ff")
        let sepia = try #require(catalog.dynamicColor(named: "color.background", theme: "Sepia"))
        #expect(Self.hex(sepia.resolvedColor(with: TraitCollection())) == "f4ecd8ff")
        // Alpha: 0.7 as a 32-bit float is 178.4999… of 255, b2; 0.9 is e5.
        let scrim = try #require(catalog.dynamicColor(named: "color.scrim"))
        #expect(Self.hex(scrim.resolvedColor(with: TraitCollection())) == "000000b2")
        #expect(Self.hex(scrim.resolvedColor(with: Self.dark)) == "000000e5")
        // FLOAT, STRING and BOOLEAN variables are kept, and their Figma data in `$extensions`.
        let gap = try #require(Self.entry(catalog, "space.gap"))
        #expect(gap.aliasOf == "spacing.4")
        guard case .other(let type, let value) = try #require(Self.entry(catalog, "copy.continue")).value else {
            Issue.record("copy.continue is not another value")
            return
        }
        #expect(type == "string")
        #expect(value == .string("Continue"))
        guard case .other(let flagType, _) = try #require(Self.entry(catalog, "flag.rounded")).value else {
            Issue.record("flag.rounded is not another value")
            return
        }
        #expect(flagType == "boolean")
        let extensions = try #require(Self.entry(catalog, "color.background")).extensions
        let figma = try #require(extensions.first { $0.key == "$extensions" }?.value["com.figma"])
        #expect(figma["hiddenFromPublishing"] == .bool(false))
        #expect(figma["codeSyntax"]?["iOS"] == .string("color/background"))
        #expect(figma["scopes"] == .array([.string("FRAME_FILL"), .string("SHAPE_FILL")]))
    }

    @Test func aMissingAliasTargetIsALocatedError() {
        let result = TokenReader().read(contentsOf: Self.fixtures.appendingPathComponent("rest/missing-alias.json"))
        let error = result.errors.first
        #expect(result.errors.count == 1)
        #expect(error?.message.contains("VariableID:9:9") == true)
        #expect(error?.message.hasPrefix("in mode `Dark`: ") == true, "\(error?.message ?? "")")
        #expect(error?.location != nil)
        #expect(error?.path == "color/background")
        #expect(result.catalog.dynamicColor(named: "color.background") != nil)
    }

    @Test func aCycleOfAliasesIsAnErrorNotAHang() {
        let result = TokenReader().read(contentsOf: Self.fixtures.appendingPathComponent("rest/alias-cycle.json"))
        #expect(result.errors.contains { $0.message.contains("cycle") || $0.message.contains("→") })
        #expect(result.errors.allSatisfy { $0.location != nil })
    }

    @Test(arguments: [
        "{}", "[]", #"{"meta": 1}"#, #"{"meta": {"variables": [], "variableCollections": {}}}"#,
        #"{"meta": {"variables": {"v": 1}, "variableCollections": {"c": {"name": 1}}}}"#,
        #"{"meta": {"variables": {"v": {"name": "a", "variableCollectionId": "c", "resolvedType": "COLOR", "valuesByMode": {"m": {"r": "x", "g": 0, "b": 0}}}}, "variableCollections": {"c": {"name": "C", "modes": [{"modeId": "m", "name": "Light"}]}}}}"#,
        #"{"meta": {"variables": {"v": {"name": "a", "variableCollectionId": "c", "resolvedType": "COLOR", "valuesByMode": {"m": {"r": 1e999, "g": 0, "b": 0, "a": -5}}}}, "variableCollections": {"c": {"name": "C", "modes": [{"modeId": "m", "name": "Light"}]}}}}"#,
        #"{"meta": {"variables": {"v": {"name": "a", "variableCollectionId": "c", "resolvedType": "FLOAT", "valuesByMode": {"m": "twelve"}}}, "variableCollections": {"c": {"name": "C", "modes": [{"modeId": "m", "name": "Light"}]}}}}"#,
        #"{"meta": {"variables": {"v": {"name": "a", "variableCollectionId": "c", "resolvedType": "FLOAT", "valuesByMode": {"m": {"type": "VARIABLE_ALIAS", "id": "v"}}}}, "variableCollections": {"c": {"name": "C", "modes": [{"modeId": "m", "name": "Light"}]}}}}"#,
    ])
    func hostileResponsesAreErrorsNotCrashes(text: String) {
        let result = TokenReader().read(figmaVariablesBytes: Array(text.utf8), name: "variables.json")
        #expect(!result.errors.isEmpty)
        #expect(result.errors.allSatisfy { $0.file == "variables.json" })
    }

    /// `{"r": 0, "g": 0, "b": 1e30}` was read as an extended sRGB color that stopped `shade audit`,
    /// `preview`, `generate` and `convert --to css` with SIGILL; a component is at most 10⁶ either
    /// way (`CatalogColor.maximumComponentMagnitude`), an error at the component otherwise.
    @Test func aComponentBeyondAMillionIsALocatedErrorAtTheComponent() throws {
        let text =
            #"{"meta": {"variables": {"v": {"name": "bg", "variableCollectionId": "c", "resolvedType": "COLOR", "valuesByMode": {"m": {"r": 0, "g": 0, "b": 1e30, "a": 1}}}, "w": {"name": "fg", "variableCollectionId": "c", "resolvedType": "COLOR", "valuesByMode": {"m": {"r": 0, "g": 1e6, "b": 0, "a": 1}}}}, "variableCollections": {"c": {"name": "C", "modes": [{"modeId": "m", "name": "Light"}]}}}}"#
        let result = TokenReader().read(figmaVariablesBytes: Array(text.utf8), name: "variables.json")
        #expect(result.errors.count == 1)
        let error = try #require(result.errors.first)
        #expect(error.file == "variables.json")
        #expect(error.path == "bg")
        #expect(
            error.message
                == "expected component 3 (blue) of `srgb` to be a number from -1000000 to 1000000, found 1e30")
        let offset = try #require(text.utf8.firstRange(of: "1e30".utf8)?.lowerBound)
        #expect(error.location?.column == text.utf8.distance(from: text.utf8.startIndex, to: offset) + 1)
        #expect(result.catalog.names == ["fg"])
    }

    @Test func aNameOfManyGroupsIsRefused() {
        let name = Array(repeating: "a", count: 10_000).joined(separator: "/")
        let text =
            #"{"meta": {"variables": {"v": {"name": ""# + name
            + #"", "variableCollectionId": "c", "resolvedType": "FLOAT", "valuesByMode": {"m": 1}}}, "variableCollections": {"c": {"name": "C", "modes": [{"modeId": "m", "name": "Light"}]}}}}"#
        let result = TokenReader().read(figmaVariablesBytes: Array(text.utf8))
        #expect(result.errors.count == 1)
    }

    @Test func theExportReadsEveryCollectionWithAliasesAcrossThem() throws {
        let result = TokenReader().read(contentsOf: Self.export)
        let catalog = result.catalog
        // Single-mode Palette through its only mode; System's Light and Dark are appearances.
        let warning = try #require(
            catalog.dynamicColor(named: "color.background.warning-emphasis"))
        #expect(Self.hex(warning.resolvedColor(with: Self.dark)) == "ffffffff")
        // The two-mode Primitives are named themes; Tokens is read in its default (Light) there.
        // `Brutal Theme`, first by name, is what the other collections read, so only `Modern
        // Theme` differs from the default and stays a theme.
        #expect(catalog.themes == ["Modern-Theme"])
        let gray = try #require(catalog.dynamicColor(named: "color.gray.900"))
        #expect(Self.hex(gray.resolvedColor(with: TraitCollection())) == "33057eff")
        let modern = try #require(catalog.dynamicColor(named: "color.gray.900", theme: "Modern-Theme"))
        #expect(Self.hex(modern.resolvedColor(with: TraitCollection())) == "202020ff")
        // The radii, which differ by theme, have a value per mode (`FigmaModeValueTests`).
        #expect(result.errors.isEmpty, "\(result.errors.map(\.description))")
        #expect(result.diagnostics.filter { $0.severity == .warning }.count == 1)
        let words = try #require(Self.entry(catalog, "Has cart"))
        guard case .other(let type, _) = words.value else {
            Issue.record("`Has cart` is not another value")
            return
        }
        #expect(type == "boolean")
        #expect(words.extensions.first { $0.key == "$extensions" }?.value["com.figma"] != nil)
    }

    @Test func theExportWrittenAsTokensAndAsAnAssetCatalogReadsBackTheSameInEveryMode() throws {
        let original = TokenReader().read(contentsOf: Self.export).catalog
        let directory = try TemporaryDirectory()
        let folder = URL(fileURLWithPath: directory.path)
        let files = try TokenWriter().write(original.namedForDesignTokens(), to: folder, name: "figma").files
        let written = try #require(files.first { $0.lastPathComponent.hasSuffix(".resolver.json") })
        let tokens = TokenReader().read(contentsOf: written)
        #expect(tokens.errors.isEmpty, "\(tokens.errors.map(\.description))")
        let catalogURL = URL(fileURLWithPath: directory.file("Figma.xcassets"))
        try AssetCatalogWriter.write(original.namedForAssetCatalog(), to: catalogURL)
        let assets = AssetCatalogReader.read(at: catalogURL)
        #expect(assets.errors.isEmpty, "\(assets.errors.map(\.description))")
        // Light and Dark in both; the named theme in the tokens (an asset catalog has no place
        // for a named theme, and its writer says so).
        #expect(ConversionTests.expectSameColors(original, assets.catalog) == original.colors.count)
        for reread in [tokens.catalog] {
            #expect(ConversionTests.expectSameColors(original, reread) == original.colors.count)
            #expect(Set(reread.themes) == Set(original.themes))
            for theme in original.themes {
                for (name, set) in original.colors {
                    let expected = try #require(set.dynamicColor(theme: theme))
                    let other = reread.colors.first {
                        $0.name == name || $0.name == name.replacingOccurrences(of: ".", with: "/")
                    }
                    let actual = try #require(other?.set.dynamicColor(theme: theme), "\(name)")
                    for traits in ConversionTests.combinations {
                        #expect(
                            ConversionTests.eightBit(actual.resolvedColor(with: traits))
                                == ConversionTests.eightBit(expected.resolvedColor(with: traits)), "\(name) \(theme)")
                    }
                }
            }
        }
    }

    @Test(
        arguments: [
            ("Light", [], nil), ("Dark", [.dark], nil), ("High contrast", [.highContrast], nil),
            ("HC", [.highContrast], nil), ("Light HC", [.highContrast], nil),
            ("Dark High Contrast", [.dark, .highContrast], nil), ("dark hc", [.dark, .highContrast], nil),
            ("Brutal Theme", [], "Brutal-Theme"),
        ] as [(String, [ColorVariant.Condition], String?)])
    func figmaModeNamesMapOntoAppearancesByTheOneRule(
        name: String, conditions: [ColorVariant.Condition], theme: String?
    ) {
        let mode = TokenMode(named: name)
        #expect(mode.conditions == conditions)
        #expect(mode.theme == theme)
    }
}
