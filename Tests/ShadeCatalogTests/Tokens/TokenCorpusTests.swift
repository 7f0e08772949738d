import Foundation
import Shade
import Testing

@testable import ShadeCatalog

/// Every token set of the corpus (copies in `Fixtures/tokens`), read, checked for diagnostics,
/// written and read back.
@Suite("Design tokens: the corpus")
struct TokenCorpusTests {
    /// One way of reading part of the corpus.
    struct TokenSet: CustomTestStringConvertible, Sendable {
        var name: String
        var read: @Sendable () -> CatalogReadResult
        /// The errors expected, each justified where the set is defined.
        var errors: Int
        /// The warnings expected, by kind (see ``kind(of:)``), each justified where the set is defined.
        var warnings: [String: Int]

        var testDescription: String { name }
    }

    /// A short name for the kind of a warning, for counting.
    static func kind(of diagnostic: Diagnostic) -> String {
        let kinds = [
            "no `$type`": "untyped color object",
            "is not in `resolutionOrder`": "set outside resolutionOrder",
            "is not an appearance": "non-appearance modifier",
            "expected `lineHeight` to be a number": "lineHeight dimension",
            "expected the unit \"px\" or \"rem\"": "unit other than px or rem",
            "the group has no tokens": "empty group",
            "expected `hex` to have 6 digits": "3-digit hex",
            "`alpha` is not a DTCG token property": "Primer alpha",
            "color modifier": "Tokens Studio color modifier",
            "Tokens Studio expression": "Tokens Studio expression",
            "expected a font weight as a number": "font weight string",
            "font weight names are lowercase": "font weight name case",
        ]
        return kinds.first { diagnostic.message.contains($0.key) }?.value ?? diagnostic.message
    }

    static let sets: [TokenSet] = [
        // The modifier `theme` gives four modes; `size` is read in `medium` only (warned), the
        // other sizes' files are not in the corpus and are not read. The `typography` set is left
        // out of `resolutionOrder` but `medium` aliases into it (warned, read first). In
        // light.tokens.json only systemBlue has `$type` (17 warnings); the text styles give
        // `lineHeight` as a dimension and `letterSpacing` in `em` (11 each).
        TokenSet(
            name: "apple-hig resolver",
            read: { TokenReader().read(resolver: TokenTesting.example("apple-hig.resolver.json")) },
            errors: 0,
            warnings: [
                "set outside resolutionOrder": 1, "non-appearance modifier": 1, "untyped color object": 17,
                "lineHeight dimension": 11, "unit other than px or rem": 11,
            ]),
        // The same color files as one file per mode.
        TokenSet(
            name: "apple-hig, one file per mode",
            read: {
                TokenReader().read([
                    .file(TokenTesting.example("apple-hig/font/design.tokens.json")),
                    .file(TokenTesting.example("apple-hig/font/textStyle/medium.tokens.json")),
                    .file(TokenTesting.example("apple-hig/color/light.tokens.json"), mode: TokenMode(named: "light")),
                    .file(
                        TokenTesting.example("apple-hig/color/light_ax.tokens.json"), mode: TokenMode(named: "light_ax")
                    ),
                    .file(TokenTesting.example("apple-hig/color/dark.tokens.json"), mode: TokenMode(named: "dark")),
                    .file(
                        TokenTesting.example("apple-hig/color/dark_ax.tokens.json"), mode: TokenMode(named: "dark_ax")),
                ])
            },
            errors: 0,
            warnings: ["untyped color object": 17, "lineHeight dimension": 11, "unit other than px or rem": 11]),
        // The resolver names figma-sds/size.tokens.json and typography.tokens.json, which the
        // corpus does not hold: the only two errors. `color.black.50` is a group with `$type`
        // and no `$value`.
        TokenSet(
            name: "figma-sds resolver",
            read: { TokenReader().read(resolver: TokenTesting.example("figma-sds.resolver.json")) },
            errors: 2,
            warnings: ["empty group": 1]),
        TokenSet(
            name: "figma-sds, one file per theme",
            read: {
                TokenReader().read([
                    .file(TokenTesting.example("figma-sds/color.tokens.json")),
                    .file(TokenTesting.example("figma-sds/theme-light.tokens.json"), mode: .light),
                    .file(TokenTesting.example("figma-sds/theme-dark.tokens.json"), mode: .dark),
                ])
            },
            errors: 0,
            warnings: ["empty group": 1]),
        // Primer writes `"hex": "#fff"` (three digits) for white in both bases and for black in
        // the dark one, and gives `base.color.transparent` a non-DTCG `alpha: 0` member (applied).
        TokenSet(
            name: "github-primer, light and dark bases with the functional colors",
            read: {
                TokenReader().read([
                    .file(TokenTesting.example("github-primer/base/color/light/light.tokens.json"), mode: .light),
                    .file(TokenTesting.example("github-primer/base/color/dark/dark.tokens.json"), mode: .dark),
                    .file(TokenTesting.example("github-primer/functional/color/fgColor.tokens.json")),
                    .file(TokenTesting.example("github-primer/functional/color/bgColor.tokens.json")),
                ])
            },
            errors: 0,
            warnings: ["3-digit hex": 4, "Primer alpha": 2]),
        // The light base alone: every mode comes from the functional colors' overrides.
        TokenSet(
            name: "github-primer, light base with the functional colors",
            read: {
                TokenReader().read([
                    .file(TokenTesting.example("github-primer/base/color/light/light.tokens.json")),
                    .file(TokenTesting.example("github-primer/functional/color/fgColor.tokens.json")),
                    .file(TokenTesting.example("github-primer/functional/color/bgColor.tokens.json")),
                ])
            },
            errors: 0,
            warnings: ["3-digit hex": 2, "Primer alpha": 1]),
        TokenSet(
            name: "terrazzo plugin-swift test tokens",
            read: {
                TokenReader().read(
                    file: TokenTesting.fixture("terrazzoapp__terrazzo/packages/plugin-swift/test/color/tokens.json"))
            },
            errors: 0,
            warnings: [:]),
        // Tokens Studio's `modify` (darken) is not applied, and says so.
        TokenSet(
            name: "sd-transforms swift-UI-colors",
            read: {
                TokenReader().read(
                    file: TokenTesting.fixture(
                        "tokens-studio__sd-transforms/test/integration/tokens/swift-UI-colors.tokens.json"))
            },
            errors: 0,
            warnings: ["Tokens Studio color modifier": 2]),
        // Tokens Studio's expressions (math, `rgba({…}, 50%)`, a gradient, and a typography
        // whose size is one) are kept as written; two modifiers are not applied; the typography's
        // weight is the string `"700"` (the `fontWeights` tokens' strings are Tokens Studio's own).
        TokenSet(
            name: "sd-transforms w3c-spec-compliance",
            read: {
                TokenReader().read(
                    file: TokenTesting.fixture(
                        "tokens-studio__sd-transforms/test/integration/tokens/w3c-spec-compliance.tokens.json"))
            },
            errors: 0,
            warnings: [
                "Tokens Studio expression": 9, "Tokens Studio color modifier": 2, "font weight string": 1,
            ]),
    ]

    @Test(arguments: sets)
    func everyCorpusSetReadsWithOnlyTheErrorsAndWarningsItsFilesExplain(set: TokenSet) {
        let result = set.read()
        #expect(result.errors.count == set.errors, "\(result.errors)")
        var warnings: [String: Int] = [:]
        for warning in result.warnings { warnings[Self.kind(of: warning), default: 0] += 1 }
        #expect(warnings == set.warnings)
        #expect(result.catalog.count > 0)
    }

    @Test(arguments: sets)
    func everyCorpusSetReadsBackFromWhatTheWriterWritesAsTheSameCatalog(set: TokenSet) throws {
        let result = set.read()
        let (files, again) = try TokenTesting.roundTrip(result.catalog, name: "set")
        #expect(again.errors.isEmpty, "\(again.errors)")
        #expect(TokenTesting.comparable(again.catalog) == TokenTesting.comparable(result.catalog))
        #expect(again.catalog.names == result.catalog.names)
        #expect(files.first?.lastPathComponent == "set.tokens.json")
    }
}
