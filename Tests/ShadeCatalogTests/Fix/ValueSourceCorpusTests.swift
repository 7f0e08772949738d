import Foundation
import Shade
import ShadeDiagnostics
import ShadeTestSupport
import Testing

@testable import ShadeCatalog

/// Every variant of the corpus's catalogs and token sets records a place that the rewriter
/// accepts: an edit to the value it holds changes nothing, and an edit to another color writes
/// what ``ColorValueRewriter/written(_:like:)`` says.
@Suite("Fix: where the corpus's values are written")
struct ValueSourceCorpusTests {
    /// Checks every variant of `catalog` whose value is a color written out: a no-op edit gives no
    /// replacement, and (when `reread` is given, with a file's new bytes) an edit to a random
    /// color reads back as `written`. Returns the number of variants checked.
    func check(
        _ catalog: ColorCatalog, reread: (([UInt8], String) -> ColorCatalog?)? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Int {
        var random = SplitMix64(seed: 0x5EED)
        var checked = 0
        for entry in catalog.entries {
            guard case .color(let set) = entry.value else { continue }
            for (index, variant) in set.variants.enumerated() {
                guard case .color(let color)? = variant.value, variant.aliasOf == nil else { continue }
                let location = try #require(variant.valueSource, "\(entry.name)", sourceLocation: sourceLocation)
                let bytes = try FixTesting.bytes(URL(fileURLWithPath: location.file))
                let same = try ColorValueEdit(variant: variant, replacement: color.color)
                #expect(
                    try ColorValueRewriter.replacements(for: [same], in: bytes, file: location.file) == [],
                    "\(entry.name) \(index)", sourceLocation: sourceLocation)
                checked += 1
                guard let reread else { continue }
                let other = Color(
                    .sRGB, red: Double.random(in: 0...1, using: &random),
                    green: Double.random(in: 0...1, using: &random), blue: Double.random(in: 0...1, using: &random))
                let edit = try ColorValueEdit(variant: variant, replacement: other)
                let new = ColorValueRewriter.applying(
                    try ColorValueRewriter.replacements(for: [edit], in: bytes, file: location.file), to: bytes)
                let after = try #require(reread(new, location.file), sourceLocation: sourceLocation)
                #expect(
                    FixTesting.variant(after, entry.name, index)?.value
                        == .color(ColorValueRewriter.written(other, like: color)),
                    "\(entry.name) \(index)", sourceLocation: sourceLocation)
            }
        }
        return checked
    }

    @Test func assetCatalogVariantsPointAtValuesTheRewriterAccepts() throws {
        var checked = 0
        for catalog in Fixtures.catalogs {
            let result = AssetCatalogReader.read(at: catalog)
            checked += try check(result.catalog) { bytes, file in
                let name =
                    result.catalog.entries.first { entry in
                        guard case .color(let set) = entry.value else { return false }
                        return set.variants.contains { $0.valueSource?.file == file }
                    }?.name ?? ""
                let reread = AssetCatalogReader.read(contentsJSON: bytes, file: file, name: name).catalog
                var whole = result.catalog
                if let entry = reread.entries.first { whole.insert(entry) }
                return whole
            }
        }
        #expect(checked >= 70)
    }

    @Test func tokenVariantsPointAtValuesTheRewriterAccepts() throws {
        let single = [
            "terrazzoapp__terrazzo/packages/plugin-swift/test/color/tokens.json",
            "tokens-studio__sd-transforms/test/integration/tokens/swift-UI-colors.tokens.json",
            "tokens-studio__sd-transforms/test/integration/tokens/w3c-spec-compliance.tokens.json",
        ]
        var checked = 0
        for path in single {
            let url = TokenTesting.fixture(path)
            checked += try check(TokenReader().read(file: url).catalog) { bytes, _ in
                TokenReader().read([.bytes(bytes, name: url.path)]).catalog
            }
        }
        let primer = "github-primer/"
        let sets: [CatalogReadResult] = [
            TokenReader().read(resolver: TokenTesting.example("apple-hig.resolver.json")),
            TokenReader().read(resolver: TokenTesting.example("figma-sds.resolver.json")),
            TokenReader().read([
                .file(TokenTesting.example(primer + "base/color/light/light.tokens.json"), mode: .light),
                .file(TokenTesting.example(primer + "base/color/dark/dark.tokens.json"), mode: .dark),
                .file(TokenTesting.example(primer + "functional/color/fgColor.tokens.json")),
                .file(TokenTesting.example(primer + "functional/color/bgColor.tokens.json")),
            ]),
        ]
        for set in sets { checked += try check(set.catalog) }
        #expect(checked >= 350)
    }
}
