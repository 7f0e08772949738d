import Foundation
import Shade
import Testing

@testable import ShadeCatalog

@Suite("Design tokens: colors")
struct TokenColorTests {
    /// One color token of `value`'s JSON, read.
    static func readColor(_ value: String) -> (CatalogColor?, CatalogReadResult) {
        let result = TokenTesting.read(#"{ "c": { "$type": "color", "$value": "# + value + #" } }"#)
        return (TokenTesting.color(result.catalog, "c"), result)
    }

    static func close(_ lhs: [Double], _ rhs: [Double], tolerance: Double = 1e-4) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { abs($0 - $1) <= tolerance }
    }

    static let spaceCases: [(String, String, [Double])] = [
        ("srgb", "[1, 0, 0]", [1.0, 0, 0]),
        ("srgb-linear", "[1, 0, 0]", [1, 0, 0]),
        ("display-p3", "[0.5, 0.5, 0.5]", [0.5, 0.5, 0.5]),
        ("hsl", "[120, 100, 50]", [0, 1, 0]),
        ("hwb", "[240, 0, 0]", [0, 0, 1]),
        ("lab", "[100, 0, 0]", [1, 1, 1]),
        ("lch", "[100, 0, 0]", [1, 1, 1]),
        ("oklab", "[1, 0, 0]", [1, 1, 1]),
        ("oklch", "[1, 0, 0]", [1, 1, 1]),
        ("a98-rgb", "[1, 1, 1]", [1, 1, 1]),
        ("prophoto-rgb", "[1, 1, 1]", [1, 1, 1]),
        ("rec2020", "[1, 1, 1]", [1, 1, 1]),
        ("xyz-d65", "[0.4123907992659595, 0.21263900587151036, 0.01933081871559185]", [1, 0, 0]),
        ("xyz-d50", "[0.43606574687426947, 0.22249317711056527, 0.013923921463169401]", [1, 0, 0]),
    ]

    @Test(arguments: spaceCases)
    func the202510ObjectIsReadInEveryOneOfItsFourteenColorSpaces(space: String, components: String, sRGB: [Double])
        throws
    {
        let (color, result) = Self.readColor(#"{ "colorSpace": ""# + space + #"", "components": "# + components + "}")
        #expect(result.diagnostics.isEmpty)
        let read = try #require(color)
        #expect(read.space.tokenName == space)
        #expect(read.alpha == 1)
        #expect(read.notation == .tokenObject(hex: nil))
        #expect(Self.close(read.color.components(in: .sRGB), sRGB), "\(read.color)")
        // The one conversion: Shade's own space where it has one, CSS Color 4's otherwise.
        let expected = try CatalogColor.color(space: read.space, components: read.components, alpha: 1)
        #expect(read.color == expected)
    }

    @Test func sRGBDisplayP3AndLinearSRGBKeepShadesOwnSpaces() throws {
        #expect(
            Self.readColor(#"{ "colorSpace": "srgb", "components": [1, 0.5, 0] }"#).0?.color
                == Color(red: 1, green: 0.5, blue: 0))
        #expect(
            Self.readColor(#"{ "colorSpace": "display-p3", "components": [1, 0, 0] }"#).0?.color
                == Color(.displayP3, red: 1, green: 0, blue: 0))
        #expect(
            Self.readColor(#"{ "colorSpace": "srgb-linear", "components": [0.5, 0.5, 0.5] }"#).0?.color
                == Color(.linearSRGB, red: 0.5, green: 0.5, blue: 0.5))
    }

    @Test func noneComponentsAreKeptAsNilAndReadAs0AlphaDefaultsTo1() throws {
        let (white, _) = Self.readColor(#"{ "colorSpace": "hsl", "components": ["none", 0, 100] }"#)
        #expect(white?.components == [nil, 0, 100])
        #expect(Self.close(white?.color.components(in: .sRGB) ?? [], [1, 1, 1]))
        #expect(white?.alpha == 1)
        let (translucent, _) = Self.readColor(#"{ "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.25 }"#)
        #expect(translucent?.alpha == 0.25)
        #expect(translucent?.color.alpha == 0.25)
    }

    @Test func theHexFallbackIsKeptAsWrittenAndA3DigitOrMismatchedOneIsReported() {
        let (exact, exactResult) = Self.readColor(
            ##"{ "colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ff0000" }"##)
        #expect(exact?.notation == .tokenObject(hex: "#ff0000"))
        #expect(exactResult.diagnostics.isEmpty)
        let (short, shortResult) = Self.readColor(
            ##"{ "colorSpace": "srgb", "components": [1, 1, 1], "hex": "#fff" }"##)
        #expect(short?.notation == .tokenObject(hex: "#fff"))
        #expect(
            TokenTesting.located(shortResult) == [
                "1:94: warning: c: expected `hex` to have 6 digits (DTCG 2025.10), found 3 (#fff); read as #ffffff"
            ])
        let (_, wrongResult) = Self.readColor(##"{ "colorSpace": "srgb", "components": [1, 1, 1], "hex": "#000000" }"##)
        #expect(
            TokenTesting.located(wrongResult) == [
                "1:94: warning: c: the `hex` fallback #000000 differs from the components (#ffffff); the components are used"
            ])
    }

    static let cssCases: [(String, [Double], Double)] = [
        ("#f00", [1.0, 0, 0], 1.0),
        ("#ff0000", [1, 0, 0], 1),
        ("#ff000080", [1, 0, 0], 128.0 / 255),
        ("rgb(255, 0, 0)", [1, 0, 0], 1),
        ("rgba(0,0,0,0)", [0, 0, 0], 0),
        ("hsl(357, 100%, 26%, 1)", [0.52, 0, 0.026], 1),
        ("hsla(120, 100%, 50%, 0.5)", [0, 1, 0], 0.5),
        ("hsl(0 100% 50% / 50%)", [1, 0, 0], 0.5),
    ]

    @Test(arguments: cssCases)
    func theOlderCSSStringsAreReadIncludingFourArgumentHslAndRgba0000(text: String, sRGB: [Double], alpha: Double)
        throws
    {
        let (color, result) = Self.readColor("\"\(text)\"")
        #expect(result.diagnostics.isEmpty)
        let read = try #require(color)
        #expect(read.notation == .cssString(text))
        #expect(read.space == .sRGB)
        #expect(Self.close(read.color.components(in: .sRGB), sRGB, tolerance: 1e-9))
        #expect(abs(read.alpha - alpha) < 1e-12)
    }

    @Test func aComponentOutsideItsSpacesRangeIsReadAsWrittenWithALocatedWarning() {
        let result = TokenTesting.read(
            """
            {
              "$type": "color",
              "rgb": { "$value": { "colorSpace": "srgb", "components": [1.2, 0, -0.1] } },
              "hue": { "$value": { "colorSpace": "hsl", "components": [360, 50, 101] } },
              "chroma": { "$value": { "colorSpace": "oklch", "components": [0.5, -0.1, 30] } }
            }
            """)
        #expect(
            TokenTesting.located(result) == [
                "3:61: warning: rgb: expected component 1 (red) of `srgb` to be from 0 to 1, found 1.2; read as written",
                "3:69: warning: rgb: expected component 3 (blue) of `srgb` to be from 0 to 1, found -0.1; read as written",
                "4:60: warning: hue: expected component 1 (hue) of `hsl` to be from 0 to 360 (360 excluded), found 360; read as written",
                "4:69: warning: hue: expected component 3 (lightness) of `hsl` to be from 0 to 100, found 101; read as written",
                "5:70: warning: chroma: expected component 2 (chroma) of `oklch` to be 0 or more, found -0.1; read as written",
            ])
        #expect(TokenTesting.color(result.catalog, "rgb")?.components == [1.2, 0, -0.1])
        #expect(TokenTesting.color(result.catalog, "rgb")?.color.red == 1.2)
        #expect(result.isComplete)
    }

    @Test func aColorThatCannotBeReadIsLeftOutWithALocatedError() {
        let result = TokenTesting.read(
            """
            {
              "$type": "color",
              "count": { "$value": { "colorSpace": "srgb", "components": [1, 0] } },
              "space": { "$value": { "colorSpace": "cmyk", "components": [0, 0, 0] } },
              "part": { "$value": { "colorSpace": "srgb", "components": [0, "red", 0] } },
              "alpha": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 1.5 } },
              "missing": { "$value": { "colorSpace": "srgb" } },
              "string": { "$value": "#12345" },
              "number": { "$value": 5 }
            }
            """)
        #expect(
            TokenTesting.located(result) == [
                "3:62: error: count: expected 3 components for `srgb` (red, green, blue), found 2",
                "4:40: error: space: expected `colorSpace` to be one of srgb, srgb-linear, hsl, hwb, lab, lch, oklab, oklch, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz-d65, xyz-d50, found \"cmyk\"",
                "5:65: error: part: expected component 2 (green) of `srgb` to be a number or \"none\", found \"red\"",
                "6:82: error: alpha: expected `alpha` to be a number from 0 to 1, found 1.5",
                "7:26: error: missing: a color object needs `components`; left out",
                "8:25: error: string: expected a color (an object with `colorSpace` and `components`, or a CSS color such as \"#rrggbb\"), found \"#12345\": expected a hex digit at position 7 in \"#12345\", found the end of the input",
                "9:25: error: number: expected a color (an object with `colorSpace` and `components`, or a CSS color string), found 5",
            ])
        #expect(result.catalog.count == 0)
    }

    /// A component of 10³⁰ traps no later stage any more, but no color has one: 10⁶ either way is
    /// the most a reader takes (`CatalogColor.maximumComponentMagnitude`), and `1e400`, which a
    /// `Double` reads as infinity, is beyond it too. Found by a hostile run (10³⁰ made `shade
    /// audit`, `preview`, `generate` and `convert --to css` stop with SIGILL).
    @Test func aComponentBeyondAMillionOrNotFiniteIsLeftOutWithALocatedError() {
        let result = TokenTesting.read(
            """
            {
              "$type": "color",
              "huge": { "$value": { "colorSpace": "srgb", "components": [0, 0, 1e30] } },
              "infinite": { "$value": { "colorSpace": "oklab", "components": [0.5, -1e400, 0] } },
              "hue": { "$value": { "colorSpace": "oklch", "components": [0.5, 0.1, 1000001] } },
              "pointed": { "$value": { "colorSpace": "srgb", "components": [{ "$ref": "#/huge/$value/components/2" }, 0, 0] } },
              "edge": { "$value": { "colorSpace": "srgb", "components": [-1000000, 0, 1e6] } }
            }
            """)
        #expect(
            TokenTesting.located(result).filter { $0.contains("error") } == [
                "3:68: error: huge: expected component 3 (blue) of `srgb` to be a number from -1000000 to 1000000, found 1e30",
                "4:72: error: infinite: expected component 2 (a) of `oklab` to be a number from -1000000 to 1000000, found -1e400",
                "5:72: error: hue: expected component 3 (hue) of `oklch` to be a number from -1000000 to 1000000, found 1000001",
                "3:68: error: pointed: expected component 1 (red) of `srgb` to be a number from -1000000 to 1000000, found 1e30",
            ])
        #expect(result.catalog.names == ["edge"])
        #expect(TokenTesting.color(result.catalog, "edge")?.components == [-1_000_000, 0, 1_000_000])
        let edge = TokenTesting.color(result.catalog, "edge")?.color
        #expect([edge?.red, edge?.green, edge?.blue].allSatisfy { $0?.isFinite == true })
    }
}
