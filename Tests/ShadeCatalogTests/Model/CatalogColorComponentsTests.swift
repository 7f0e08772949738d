import Foundation
import Shade
import ShadeCatalog
import ShadeTestSupport
import Testing

/// `CatalogColor.color(space:components:alpha:)`: the one conversion of every format's
/// components, so that a value reads as one color whichever file holds it.
@Suite struct CatalogColorComponentsTests {
    /// An asset catalog with one color set of `components` in `space`.
    func readAssetCatalog(space: String, components: String) throws -> Color {
        let directory = try TemporaryDirectory()
        try directory.write(#"{"info": {"author": "xcode", "version": 1}}"#, to: "A.xcassets/Contents.json")
        try directory.write(
            """
            {"colors": [{"color": {"color-space": "\(space)", "components": {\(components)}}, "idiom": "universal"}],
             "info": {"author": "xcode", "version": 1}}
            """, to: "A.xcassets/c.colorset/Contents.json")
        let result = AssetCatalogReader.read(at: URL(fileURLWithPath: directory.file("A.xcassets")))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        guard case .color(let set)? = result.catalog["c"]?.value, case .color(let value)? = set.variants.first?.value
        else {
            Issue.record("no color read")
            return .clear
        }
        return value.color
    }

    @Test func anExtendedGrayOutsideZeroToOneKeepsItsLightInExtendedSRGB() throws {
        let bright = try CatalogColor.color(space: .extendedGray, components: [1.5], alpha: 1)
        // Linear light 1.5^2.2, encoded with the sRGB curve extended past 1: 1.4750…
        let expected = 1.055 * pow(pow(1.5, 2.2), 1 / 2.4) - 0.055
        #expect(bright.colorSpace == .extendedSRGB)
        #expect(abs(bright.red - expected) < 1e-9 && bright.red == bright.green && bright.green == bright.blue)
        let below = try CatalogColor.color(space: .extendedGray, components: [-0.5], alpha: 1)
        #expect(below.red < 0, "the curve is mirrored below 0")
        #expect(try CatalogColor.color(space: .extendedGray, components: [0.5], alpha: 1) == Color(white: 0.5))
    }

    @Test func theAssetCatalogReaderGivesTheSameColor() throws {
        let cases: [(space: CatalogColor.Space, json: String, components: [Double])] = [
            (.sRGB, #""red": "0.200", "green": "0.400", "blue": "0.600", "alpha": "1.000""#, [0.2, 0.4, 0.6]),
            (.displayP3, #""red": "1.000", "green": "0.000", "blue": "0.500", "alpha": "1.000""#, [1, 0, 0.5]),
            (
                .extendedSRGB, #""red": "1.200", "green": "-0.100", "blue": "0.500", "alpha": "1.000""#,
                [1.2, -0.1, 0.5]
            ),
            (
                .extendedLinearSRGB, #""red": "0.500", "green": "0.250", "blue": "2.000", "alpha": "1.000""#,
                [0.5, 0.25, 2]
            ),
            (.grayGamma22, #""white": "0.300", "alpha": "1.000""#, [0.3]),
            (.extendedGray, #""white": "1.500", "alpha": "1.000""#, [1.5]),
        ]
        for (space, json, components) in cases {
            let read = try readAssetCatalog(space: try #require(space.assetCatalogName), components: json)
            #expect(read == (try CatalogColor.color(space: space, components: components, alpha: 1)), "\(space)")
        }
    }

    @Test func aTokenAndAnAssetCatalogOfOneValueReadAsOneColor() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            #"{"c": {"$type": "color", "$value": {"colorSpace": "display-p3", "components": [1, 0, 0.5]}}}"#,
            to: "t.tokens.json")
        let tokens = TokenReader().read(contentsOf: URL(fileURLWithPath: directory.file("t.tokens.json")))
        let token = try #require(tokens.catalog.dynamicColor(named: "c")).resolvedColor(
            with: Appearance.light.traitCollection)
        let catalog = try readAssetCatalog(
            space: "display-p3", components: #""red": "1.000", "green": "0.000", "blue": "0.500", "alpha": "1.000""#)
        #expect(token == catalog)
    }

    @Test func aWrongNumberOfComponentsIsAnErrorNotACrash() {
        #expect(throws: CSSColorError.self) { try CatalogColor.color(space: .oklch, components: [0.5, 0.1], alpha: 1) }
    }
}
