import Foundation
import Shade
import ShadeDiagnostics
import ShadeTestSupport
import Testing

@testable import ShadeCatalog

/// Writing new colors into real design-token files: a mode's override in `$extensions`, a
/// one-file-per-mode set read through a resolver, CSS strings and color objects, each kept in its
/// form, and every other byte as it was.
@Suite("Fix: design token values")
struct TokenRewriteTests {
    /// Copies `files` (under `Fixtures/tokens`) to a temporary folder, reads them with `read`,
    /// edits the variant of `name` for `conditions` and `theme` to `replacement`, writes the file,
    /// reads again, and checks what a golden test checks. Returns the replacements.
    func rewrite(
        _ files: [String], read: ([URL]) -> CatalogReadResult, entry name: String,
        _ conditions: [ColorVariant.Condition], theme: String? = nil, to replacement: Color,
        expectedFile: String
    ) throws -> [ByteReplacement] {
        let directory = try TemporaryDirectory()
        let copies = try FixTesting.copyTokenFixtures(files, into: directory)
        let before = read(copies).catalog
        let index = try #require(FixTesting.variantIndex(before, name, conditions, theme: theme))
        let variant = try #require(FixTesting.variant(before, name, index))
        let location = try #require(variant.valueSource)
        #expect(location.file == directory.file(expectedFile))
        guard case .color(let original)? = variant.value else { throw CancellationError() }
        let old = try FixTesting.bytes(URL(fileURLWithPath: location.file))
        let edit = try ColorValueEdit(variant: variant, replacement: replacement)
        let replacements = try ColorValueRewriter.replacements(for: [edit], in: old, file: location.file)
        let new = ColorValueRewriter.applying(replacements, to: old)
        FixTesting.expectOnlyReplacedBytesDiffer(old, new, replacements)
        try Data(new).write(to: URL(fileURLWithPath: location.file))
        let after = read(copies).catalog
        let written = ColorValueRewriter.written(replacement, like: original)
        FixTesting.expectSameCatalog(after, as: before, except: name, variant: index, value: written)
        #expect(FixTesting.variant(after, name, index)?.value == .color(written))
        return replacements
    }

    @Test func hexStringInAModeOverrideKeepsItsForm() throws {
        let path = "terrazzoapp__terrazzo/packages/plugin-swift/test/color/tokens.json"
        let replacements = try rewrite(
            [path], read: { TokenReader().read(file: $0[0]) }, entry: "color.primitive.blue.1", [.dark],
            to: Color(rgb: 0x10_2030), expectedFile: path)
        #expect(FixTesting.summary(replacements) == [##""#0d1520" → "#102030""##])
        #expect(replacements.map(\.start) == [DocumentLocation(line: 8, column: 66)])
    }

    @Test func primerOverrideKeepsItsUppercaseHex() throws {
        let base = "terrazzoapp__dtcg-examples/github-primer/"
        let files = [
            base + "base/color/light/light.tokens.json", base + "base/color/dark/dark.tokens.json",
            base + "functional/color/fgColor.tokens.json",
        ]
        let replacements = try rewrite(
            files,
            read: {
                TokenReader().read([.file($0[0], mode: .light), .file($0[1], mode: .dark), .file($0[2])])
            }, entry: "fgColor.accent", [.dark], to: Color(rgb: 0x55_99FF), expectedFile: files[2])
        #expect(FixTesting.summary(replacements) == [##""#4493F8" → "#5599FF""##])
    }

    @Test func primerAlphaOfAnOverrideIsKept() throws {
        let base = "terrazzoapp__dtcg-examples/github-primer/"
        let files = [
            base + "base/color/light/light.tokens.json", base + "base/color/dark/dark.tokens.json",
            base + "functional/color/bgColor.tokens.json",
        ]
        let replacements = try rewrite(
            files,
            read: {
                TokenReader().read([.file($0[0], mode: .light), .file($0[1], mode: .dark), .file($0[2])])
            }, entry: "bgColor.sponsors.muted", [.dark], theme: "tritanopia", to: Color(rgb: 0xCC_4499),
            expectedFile: files[2])
        #expect(FixTesting.summary(replacements) == [##""#db61a2" → "#cc4499""##])
    }

    @Test func colorObjectInAModeFileChangesItsComponentsAndHex() throws {
        let base = "terrazzoapp__dtcg-examples/"
        let files = [
            base + "apple-hig.resolver.json", base + "apple-hig/color/light.tokens.json",
            base + "apple-hig/color/dark.tokens.json", base + "apple-hig/color/light_ax.tokens.json",
            base + "apple-hig/color/dark_ax.tokens.json", base + "apple-hig/font/design.tokens.json",
            base + "apple-hig/font/textStyle/medium.tokens.json",
        ]
        // Dark blue is 0x0a84ff: red stays, green and blue change, and so does the hex fallback.
        let replacements = try rewrite(
            files, read: { TokenReader().read(resolver: $0[0]) }, entry: "color.systemBlue", [.dark],
            to: Color(rgb: 0x0A_70E0), expectedFile: files[2])
        #expect(
            FixTesting.summary(replacements) == [
                "0.5176470588235295 → 0.4392156862745098", "1 → 0.8784313725490196", ##""#0a84ff" → "#0a70e0""##,
            ])
    }

    /// Reads `json` as `tokens.json`, edits the default variant of `name` to `replacement`, and
    /// returns the new text, after checking it reads back as ``ColorValueRewriter/written(_:like:)``.
    func rewriteText(_ json: String, _ name: String, to replacement: Color) throws -> String {
        let before = TokenTesting.read(json).catalog
        let variant = try #require(FixTesting.variant(before, name, 0))
        guard case .color(let original)? = variant.value else { throw CancellationError() }
        let edit = try ColorValueEdit(variant: variant, replacement: replacement)
        let old = Array(json.utf8)
        let new = ColorValueRewriter.applying(
            try ColorValueRewriter.replacements(for: [edit], in: old, file: "tokens.json"), to: old)
        let after = TokenTesting.read(FixTesting.text(new)).catalog
        #expect(
            FixTesting.variant(after, name, 0)?.value == .color(ColorValueRewriter.written(replacement, like: original))
        )
        return FixTesting.text(new)
    }

    /// An integer `hsl()` that cannot give the new bytes gets a decimal more.
    @Test(arguments: [
        (##""#fff""##, 0xFF_FFFF, ##""#fff""##),
        (##""#fff""##, 0x33_66CC, ##""#36c""##),
        (##""#FFF""##, 0x34_66CC, ##""#3466CC""##),
        (##""#fff8""##, 0x34_66CC, ##""#3466cc88""##),
        (##""#0969da80""##, 0x10_2030, ##""#10203080""##),
        (#""rgba(0,0,0,0.4)""#, 0x14_1E28, #""rgba(20,30,40,0.4)""#),
        (#""rgb(255 59 48 / 50%)""#, 0x14_1E28, #""rgb(20 30 40 / 50%)""#),
        (#""rgb(100%, 23%, 19%)""#, 0x80_4020, #""rgb(50.2%, 25.1%, 12.5%)""#),
        (#""hsl(357, 100%, 26%)""#, 0x84_0009, #""hsl(355.9, 100%, 25.9%)""#),
        (#""hsla(210deg, 50%, 40%, 0.5)""#, 0x33_6699, #""hsla(210deg, 50%, 40%, 0.5)""#),
    ])
    func cssStringKeepsItsForm(_ value: String, _ rgb: UInt32, _ expected: String) throws {
        let json = #"{"c": {"$type": "color", "$value": "# + value + "}}"
        let new = try rewriteText(json, "c", to: Color(rgb: rgb))
        #expect(new == #"{"c": {"$type": "color", "$value": "# + expected + "}}")
    }

    @Test func colorObjectWithShortComponentsKeepsThemShort() throws {
        let json = """
            {"c": {"$type": "color", "$value": {"colorSpace": "oklch", "components": [0.5, 0.1, 250], "hex": "#3A6EA5"}}}
            """
        let new = try rewriteText(json, "c", to: try Color(.oklch, components: [0.6, 0.1, 250]))
        #expect(new.contains(#""components": [0.6, 0.1, 250]"#))
        let hex = try #require(new.components(separatedBy: #""hex": ""#).last?.prefix(7))
        #expect(hex.count == 7 && hex != "#3A6EA5" && hex == hex.uppercased())
    }

    /// A hue written `none` (0°) that a change leaves where it was, though the conversion comes
    /// back at 359.999…° or 360°, stays `none`: only the lightness is written. A hue that moves
    /// is written.
    @Test(arguments: [359.999_999_999_9, 360, 1e-13])
    func aHueThatStaysTheSameAngleKeepsItsNone(hue: Double) throws {
        let json = """
            {"c": {"$type": "color", "$value": {"colorSpace": "oklch", "components": [0.8, 0.1, "none"]}}}
            """
        let new = try rewriteText(json, "c", to: try Color(.oklch, components: [0.58, 0.1, hue]))
        #expect(new.contains(#""components": [0.58, 0.1, "none"]"#))
        let moved = try rewriteText(json, "c", to: try Color(.oklch, components: [0.58, 0.1, 30]))
        #expect(moved.contains(#""components": [0.58, 0.1, 30]"#))
    }

    @Test func aliasIsRefusedWithItsLocation() throws {
        let path = TokenTesting.example("github-primer/functional/color/fgColor.tokens.json")
        let catalog = TokenReader().read([
            .file(TokenTesting.example("github-primer/base/color/light/light.tokens.json")), .file(path),
        ]).catalog
        let variant = try #require(FixTesting.variant(catalog, "fgColor.default", 0))
        #expect(variant.aliasOf == "base.color.neutral.13")
        #expect(variant.valueSource == FileLocation(file: path.path, line: 5, column: 17, path: "fgColor.default"))
        do {
            _ = try ColorValueEdit(variant: variant, replacement: .black)
            Issue.record("expected a refusal")
        } catch {
            #expect(error.reason == .alias("base.color.neutral.13"))
            #expect(error.description.hasPrefix("\(path.path):5:17: the value is an alias of `base.color.neutral.13`"))
        }
        // The rewriter refuses it too, given the place directly.
        guard case .color(let color)? = variant.value, let location = variant.valueSource else {
            throw CancellationError()
        }
        let bytes = try FixTesting.bytes(path)
        let edit = ColorValueEdit(location: location, original: color, replacement: .black)
        do {
            _ = try ColorValueRewriter.replacements(for: [edit], in: bytes, file: path.path)
            Issue.record("expected a refusal")
        } catch {
            #expect(error.reason == .alias("base.color.neutral.13"))
        }
    }

    @Test func changedTokenFileIsRefused() throws {
        let json = ##"{"c": {"$type": "color", "$value": "#336699"}}"##
        let variant = try #require(FixTesting.variant(TokenTesting.read(json).catalog, "c", 0))
        let edit = try ColorValueEdit(variant: variant, replacement: .black)
        let changed = Array(json.replacingOccurrences(of: "336699", with: "336698").utf8)
        do {
            _ = try ColorValueRewriter.replacements(for: [edit], in: changed, file: "tokens.json")
            Issue.record("expected a refusal")
        } catch {
            #expect(error.reason == .changedSinceRead)
            #expect(error.location.position == DocumentLocation(line: 1, column: 36))
        }
    }

    @Test func figmaVariablesRecordNoPlaceToRewrite() throws {
        let url = TokenTesting.fixtures.deletingLastPathComponent().appendingPathComponent("figma/rest/variables.json")
        let catalog = TokenReader().read(figma: url).catalog
        var colors = 0
        for entry in catalog.entries {
            guard case .color(let set) = entry.value else { continue }
            colors += 1
            #expect(set.variants.allSatisfy { $0.valueSource == nil })
        }
        #expect(colors > 0)
    }
}
