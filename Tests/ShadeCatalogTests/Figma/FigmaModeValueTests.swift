import Foundation
import Shade
import ShadeJSON
import ShadeTestSupport
import Testing

@testable import ShadeCatalog
@testable import ShadeFigma
@testable import ShadeTokens

/// Figma variables whose values differ by mode, the default mode of a collection, and names with
/// `.` (`Fixtures/figma`).
@Suite("Figma values per mode, default modes and dotted names")
struct FigmaModeValueTests {
    static let fixtures = FigmaVariablesTests.fixtures
    static let export = FigmaVariablesTests.export
    static let dottedREST = fixtures.appendingPathComponent("rest/dotted-names.json")
    static let dottedExport = fixtures.appendingPathComponent("export-dotted")

    static func number(_ literal: String) -> CatalogEntry.Value { .other(type: "number", value: .number(literal)) }

    /// Every mode of the catalog: each theme, and the default theme, in the appearances it has.
    static let modes: [(conditions: [ColorVariant.Condition], theme: String?)] = [
        ([], nil), ([.dark], nil), ([.highContrast], nil), ([.dark, .highContrast], nil),
    ]

    /// Expects `reread` to give every entry of `original` the same value and alias in every mode
    /// and theme of `original`, and returns how many non-color entries differ by mode.
    @discardableResult
    static func expectSameValuesInEveryMode(
        _ original: ColorCatalog, _ reread: ColorCatalog, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Int {
        var perMode = 0
        for entry in original.entries where !entry.modeValues.isEmpty { perMode += 1 }
        for entry in original.entries {
            guard case .other = entry.value else { continue }
            guard let other = reread[entry.name] else {
                Issue.record("\(entry.name) is not read back", sourceLocation: sourceLocation)
                continue
            }
            for theme in [nil] + original.themes {
                for (conditions, _) in modes {
                    #expect(
                        other.value(conditions: conditions, theme: theme)
                            == entry.value(conditions: conditions, theme: theme),
                        "\(entry.name) \(conditions) \(theme ?? "default")", sourceLocation: sourceLocation)
                }
            }
        }
        return perMode
    }

    // MARK: - Values per mode

    @Test func theExportsRadiiHaveAValuePerThemeAndNoError() throws {
        let result = TokenReader().read(contentsOf: Self.export)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.description))")
        let radius = try #require(result.catalog["radius.3xl"])
        // `Brutal Theme`, first by name, is the default; `Modern Theme` rounds its corners.
        #expect(radius.value == Self.number("0"))
        #expect(radius.value(theme: "Modern-Theme") == Self.number("360"))
        #expect(radius.value(conditions: [.dark], theme: "Modern-Theme") == Self.number("360"))
        #expect(radius.value(conditions: [.dark]) == Self.number("0"))
        #expect(radius.modeValues.map(\.theme) == ["Modern-Theme"])
        // A token of another collection that aliases it follows it in each theme.
        let alias = try #require(result.catalog.entries.first { $0.aliasOf == "radius.3xl" })
        #expect(alias.value(theme: "Modern-Theme") == Self.number("360"))
        #expect(alias.modeValues.first?.aliasOf == "radius.3xl")
        let differing = result.catalog.entries.filter { !$0.modeValues.isEmpty }
        #expect(differing.count >= 9)
    }

    @Test func theExportsValuesPerModeReadBackFromTokens() throws {
        let original = TokenReader().read(contentsOf: Self.export).catalog
        let directory = try TemporaryDirectory()
        let files = try TokenWriter().write(
            original.namedForDesignTokens(), to: URL(fileURLWithPath: directory.path), name: "figma"
        ).files
        let resolver = try #require(files.first { $0.lastPathComponent.hasSuffix(".resolver.json") })
        let tokens = TokenReader().read(contentsOf: resolver)
        #expect(tokens.errors.isEmpty, "\(tokens.errors.map(\.description))")
        #expect(Self.expectSameValuesInEveryMode(original, tokens.catalog) >= 9)
        #expect(
            tokens.catalog.entries.filter { !$0.modeValues.isEmpty }.map(\.name)
                == original.entries.filter { !$0.modeValues.isEmpty }.map(\.name))
        #expect(tokens.catalog.themes == original.themes)
    }

    @Test func aValueRepeatingItsFallbackIsNotAModeValue() {
        let base = CatalogEntry.ModeValue(conditions: [], theme: nil, value: Self.number("1"))
        let kept = TokenCatalogBuilder.compacted(
            [
                CatalogEntry.ModeValue(conditions: [.dark], theme: nil, value: Self.number("2")),
                CatalogEntry.ModeValue(conditions: [.dark, .highContrast], theme: nil, value: Self.number("2")),
                CatalogEntry.ModeValue(conditions: [], theme: "Sepia", value: Self.number("1")),
                CatalogEntry.ModeValue(conditions: [.dark], theme: "Sepia", value: Self.number("3")),
            ], base: base)
        #expect(kept.map(\.conditions) == [[.dark], [.dark]])
        #expect(kept.map(\.theme) == [nil, "Sepia"])
    }

    // MARK: - Default modes

    @Test func aNamedDefaultModeIsReadWhereACollectionHasNoModeOfItsOwn() throws {
        let result = TokenReader(figmaDefaultMode: "modern theme").read(contentsOf: Self.export)
        #expect(result.catalog.themes == ["Brutal-Theme"])
        let radius = try #require(result.catalog["radius.3xl"])
        #expect(radius.value == Self.number("360"))
        #expect(radius.value(theme: "Brutal-Theme") == Self.number("0"))
        #expect(!result.diagnostics.contains { $0.message.contains("Primitives") })
    }

    /// Writes `files` (name → JSON text) into a new folder.
    static func exportFolder(_ files: [String: String]) throws -> (TemporaryDirectory, URL) {
        let directory = try TemporaryDirectory()
        for (name, text) in files {
            try Data(text.utf8).write(to: URL(fileURLWithPath: directory.file(name)))
        }
        return (directory, URL(fileURLWithPath: directory.path))
    }

    /// An export file with one color token, as Figma's export writes it.
    static func figmaFile(_ name: String, color: String) -> String {
        ##"{"\##(name)": {"$type": "color", "$value": "\##(color)", "$description": "", "$extensions": "##
            + ##"{"com.figma": {"hiddenFromPublishing": false, "scopes": [], "codeSyntax": {}}}}}"##
    }

    @Test func aModeNamedAsTheDefaultAppearanceIsTheDefaultBeforeTheFirstByName() throws {
        let (directory, folder) = try Self.exportFolder([
            "Ink.Light.json": Self.figmaFile("ink", color: "#000000"),
            "Ink.Dark.json": Self.figmaFile("ink", color: "#ffffff"),
            "Paper.Alpine.json": Self.figmaFile("paper", color: "#eeffee"),
            "Paper.Default.json": Self.figmaFile("paper", color: "#ffffff"),
        ])
        _ = directory
        let result = TokenReader().read(contentsOf: folder)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        // In Dark, which Paper has not, Paper is read in `Default`, not in `Alpine` (first by name).
        let paper = try #require(result.catalog.dynamicColor(named: "paper"))
        #expect(FigmaVariablesTests.hex(paper.resolvedColor(with: FigmaVariablesTests.dark)) == "ffffffff")
        #expect(result.catalog.themes == ["Alpine"])
    }

    @Test func withoutADefaultNamedTheFirstByNameIsReadWithAWarningThatSaysHowToChoose() throws {
        let (directory, folder) = try Self.exportFolder([
            "Ink.Light.json": Self.figmaFile("ink", color: "#000000"),
            "Ink.Dark.json": Self.figmaFile("ink", color: "#ffffff"),
            "Paper.Ocean.json": Self.figmaFile("paper", color: "#0000ff"),
            "Paper.Alpine.json": Self.figmaFile("paper", color: "#00ff00"),
        ])
        _ = directory
        let result = TokenReader().read(contentsOf: folder)
        let warnings = result.diagnostics.filter { $0.severity == .warning }
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.contains("`Alpine` (the first by name)") == true)
        #expect(warnings.first?.message.contains("name the default mode") == true)
        let chosen = TokenReader(figmaDefaultMode: "Ocean").read(contentsOf: folder)
        #expect(chosen.diagnostics.isEmpty, "\(chosen.diagnostics.map(\.description))")
        let paper = try #require(chosen.catalog.dynamicColor(named: "paper"))
        #expect(FigmaVariablesTests.hex(paper.resolvedColor(with: FigmaVariablesTests.dark)) == "0000ffff")
    }

    @Test func aNamedDefaultModeNoCollectionHasIsOneWarningAndTheRulesChoose() {
        let result = TokenReader(figmaDefaultMode: "Nowhere").read(contentsOf: Self.export)
        let warnings = result.diagnostics.filter { $0.severity == .warning }.map(\.message)
        #expect(warnings.filter { $0.contains("no collection has a mode named \"Nowhere\"") }.count == 1)
        // Tokens and System choose Light by the rule, Primitives the first by name.
        #expect(warnings.filter { $0.contains("(the first by name)") }.count == 1, "\(warnings)")
        #expect(warnings.count == 2)
        #expect(result.catalog.themes == ["Modern-Theme"])
    }

    // MARK: - Names with dots

    @Test(arguments: [
        ("1.5", "1%2E5"), ("v2.0.1", "v2%2E0%2E1"), ("50%", "50%"), ("a%2Eb", "a%252Eb"), ("%", "%"), ("%zz", "%zz"),
        ("plain", "plain"), ("%.", "%%2E"),
    ])
    func aDotInANamePartIsEscapedAndNoTwoNamesMeet(part: String, token: String) {
        #expect(FigmaReading.tokenName(ofPart: part) == token)
        #expect(!token.contains("."))
    }

    @Test(arguments: [dottedREST, dottedExport])
    func dottedNamesAreReadWithTheirAliasesAndRoundTripThroughTokens(url: URL) throws {
        let result = TokenReader(figmaDefaultMode: "Comfortable").read(contentsOf: url)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        let catalog = result.catalog
        #expect(
            Set(catalog.names) == ["spacing.1%2E5", "spacing.gap", "opacity.50%", "label.v2%2E0"])
        let spacing = try #require(catalog["spacing.1%2E5"])
        #expect(spacing.path == ["spacing", "1%2E5"])
        #expect(spacing.value == Self.number("6"))
        #expect(spacing.value(theme: "Compact") == Self.number("4"))
        let gap = try #require(catalog["spacing.gap"])
        #expect(gap.aliasOf == "spacing.1%2E5")
        #expect(gap.value(theme: "Compact") == Self.number("4"))
        #expect(catalog["label.v2%2E0"]?.value(theme: "Compact") == .other(type: "string", value: .string("Tight")))

        let directory = try TemporaryDirectory()
        let files = try TokenWriter().write(
            catalog.namedForDesignTokens(), to: URL(fileURLWithPath: directory.path), name: "spacing"
        ).files
        let resolver = try #require(files.first { $0.lastPathComponent.hasSuffix(".resolver.json") })
        let reread = TokenReader().read(contentsOf: resolver)
        #expect(reread.errors.isEmpty, "\(reread.errors.map(\.description))")
        #expect(reread.catalog.names == catalog.names)
        #expect(reread.catalog["spacing.gap"]?.aliasOf == "spacing.1%2E5")
        Self.expectSameValuesInEveryMode(catalog, reread.catalog)
    }
}
