import Foundation
import Shade
import Testing

@testable import ShadeCatalog
@testable import ShadeTokens

@Suite("Design tokens: fonts, dimensions and other types")
struct TokenFontTests {
    /// The font of entry `name`.
    static func font(_ result: CatalogReadResult, _ name: String) -> (ThemeFont, Typography)? {
        guard case .font(let font, let typography) = result.catalog[name]?.value else { return nil }
        return (font, typography)
    }

    @Test func aFontFamilyIsANameOrAnArrayOfNamesAtShadesDefaultSize() throws {
        let result = TokenTesting.read(
            """
            {
              "$type": "fontFamily",
              "one": { "$value": "Georgia" },
              "stack": { "$value": ["SF Pro", "Helvetica Neue", "sans-serif"] },
              "empty": { "$value": [] }
            }
            """)
        let one = try #require(Self.font(result, "one"))
        #expect(one.0 == ThemeFont(family: "Georgia", size: 17, weight: .regular, relativeTo: .body))
        #expect(one.1 == Typography(fontFamilies: ["Georgia"]))
        #expect(Self.font(result, "stack")?.1.fontFamilies == ["SF Pro", "Helvetica Neue", "sans-serif"])
        #expect(Self.font(result, "stack")?.0.family == "SF Pro")
        #expect(
            TokenTesting.located(result) == [
                "5:24: error: empty: expected a font family (a name, or an array of names), found an array"
            ])
    }

    static let weightNames: [(String, Int, FontWeight)] = [
        ("thin", 100, .ultraLight), ("hairline", 100, .ultraLight), ("extra-light", 200, .thin),
        ("ultra-light", 200, .thin), ("light", 300, .light), ("normal", 400, .regular), ("regular", 400, .regular),
        ("book", 400, .regular), ("medium", 500, .medium), ("semi-bold", 600, .semibold),
        ("demi-bold", 600, .semibold), ("bold", 700, .bold), ("extra-bold", 800, .heavy),
        ("ultra-bold", 800, .heavy), ("black", 900, .black), ("heavy", 900, .black), ("extra-black", 950, .black),
        ("ultra-black", 950, .black),
    ]

    @Test(arguments: weightNames)
    func everyDTCGFontWeightNameIsReadAsItsNumberThenShadesNearestWeight(name: String, number: Int, weight: FontWeight)
        throws
    {
        let result = TokenTesting.read(#"{ "w": { "$type": "fontWeight", "$value": ""# + name + #"" } }"#)
        #expect(result.diagnostics.isEmpty)
        let font = try #require(Self.font(result, "w"))
        #expect(font.0.weight == weight)
        #expect(font.1.fontWeight == .string(name))
        #expect(TokenResolver.fontWeightNames[name] == number)
        #expect(weight.cssValue == min(number / 100 * 100, 900))
    }

    @Test func aNumericFontWeightIs1To1000OtherFormsAreReadWithAWarningOrRejected() {
        let result = TokenTesting.read(
            """
            {
              "$type": "fontWeight",
              "light": { "$value": 350 },
              "max": { "$value": 1000 },
              "zero": { "$value": 0 },
              "string": { "$value": "600" },
              "cased": { "$value": "SemiBold" },
              "unknown": { "$value": "chunky" }
            }
            """)
        #expect(Self.font(result, "light")?.0.weight == .regular)  // 350 is as near 400 as 300: it rounds up
        #expect(Self.font(result, "max")?.0.weight == .black)
        #expect(Self.font(result, "string")?.0.weight == .semibold)
        #expect(Self.font(result, "cased")?.0.weight == .semibold)
        #expect(
            TokenTesting.located(result) == [
                "5:23: error: zero: expected a font weight from 1 to 1000, found 0",
                "6:25: warning: string: expected a font weight as a number, found the string \"600\"; read as 600",
                "7:24: warning: cased: font weight names are lowercase with hyphens (such as \"semi-bold\"), found \"SemiBold\"; read as 600",
                "8:26: error: unknown: expected a font weight (a number from 1 to 1000, or a name such as \"bold\"), found \"chunky\"",
            ])
    }

    @Test func aDimensionIsTheObjectOrTheOlderStringRemIs16PointsOtherUnitsAreKeptWithAWarning() {
        let result = TokenTesting.read(
            """
            {
              "$type": "dimension",
              "px": { "$value": { "value": 12, "unit": "px" } },
              "rem": { "$value": { "value": 1.5, "unit": "rem" } },
              "string": { "$value": "16px" },
              "em": { "$value": { "value": 2, "unit": "em" } },
              "bare": { "$value": 8 },
              "noUnit": { "$value": { "value": 8 } }
            }
            """)
        #expect(result.catalog["px"]?.value == .metric(ThemeMetric(12, relativeTo: nil), Dimension(12, unit: "px")))
        #expect(result.catalog["rem"]?.value == .metric(ThemeMetric(24, relativeTo: nil), Dimension(1.5, unit: "rem")))
        #expect(result.catalog["string"]?.value == .metric(ThemeMetric(16, relativeTo: nil), Dimension(16, unit: "px")))
        #expect(result.catalog["em"]?.value == .metric(ThemeMetric(2, relativeTo: nil), Dimension(2, unit: "em")))
        #expect(result.catalog["bare"]?.value == .metric(ThemeMetric(8, relativeTo: nil), Dimension(8, unit: "px")))
        #expect(
            TokenTesting.located(result) == [
                "6:43: warning: em: expected the unit \"px\" or \"rem\" (DTCG 2025.10), found \"em\"; kept as written",
                "7:23: warning: bare: a dimension needs a unit, found 8; read as pixels",
                "8:25: error: noUnit: expected a dimension's `unit` to be \"px\" or \"rem\", found none",
            ])
    }

    /// Found by fuzzing a themes folder: a typography of size -1 became a theme's font of size -1,
    /// and a dimension of `1e400` an infinite metric.
    @Test func aFontSizeIsGreaterThan0AndADimensionFinite() {
        let text = ##"""
            { "font": { "$type": "typography",
                "small": { "$value": { "fontFamily": "A", "fontSize": { "value": -1, "unit": "px" }, "fontWeight": 400 } },
                "zero": { "$value": { "fontFamily": "A", "fontSize": "0px", "fontWeight": 400 } } },
              "size": { "$type": "dimension",
                "huge": { "$value": { "value": 1e400, "unit": "px" } },
                "large": { "$value": "1e999rem" },
                "negative": { "$value": { "value": -4, "unit": "px" } } } }
            """##
        let result = TokenReader().read(text: text)
        #expect(result.catalog["font.small"] == nil && result.catalog["font.zero"] == nil)
        #expect(
            result.errors.filter { $0.message.hasPrefix("expected a font size greater than 0") }.map(\.path) == [
                "font.small", "font.zero",
            ])
        #expect(result.catalog["size.huge"] == nil && result.catalog["size.large"] == nil)
        #expect(result.errors.filter { $0.message.contains("which is too large") }.count == 2)
        guard case .metric(let metric, _) = result.catalog["size.negative"]?.value else {
            Issue.record("a negative dimension is a dimension")
            return
        }
        #expect(metric.base == -4)
    }

    /// Found by fuzzing: a typography without a family, size and weight was read with the
    /// defaults, written with them, and read back as another typography.
    @Test(
        "a typography's missing family, size and weight are the defaults it is read with, and a round trip keeps them")
    func missingTypographyFieldsAreTheDefaultsUsed() throws {
        let text = ##"""
            { "font": { "$type": "typography",
                "title2": { "$value": { "lineHeight": 1.2, "letterSpacing": { "value": 0.5, "unit": "px" } } } } }
            """##
        let result = TokenReader().read(text: text)
        guard case .font(let font, let typography)? = result.catalog["font.title2"]?.value else {
            Issue.record("the typography is a font")
            return
        }
        #expect(font == ThemeFont(family: ThemeFont.systemFamily, size: 17, weight: .regular, relativeTo: .title2))
        #expect(typography.fontFamilies == [ThemeFont.systemFamily])
        #expect(typography.fontSize == Dimension(17, unit: "px"))
        #expect(typography.fontWeight == .number(400))
        #expect(result.warnings.filter { $0.message.hasPrefix("the typography has no") }.count == 3)
        let (documents, _) = try TokenWriter().documents(for: result.catalog, name: "x")
        let again = TokenReader().read(text: documents[0].text)
        #expect(again.isComplete && again.warnings.isEmpty, "\(again.diagnostics)")
        #expect(again.catalog["font.title2"]?.value == result.catalog["font.title2"]?.value)
    }

    @Test func aTypographyTokenIsShadesFontPlusWhatTheFontModelHasNoPlaceFor() throws {
        let result = TokenTesting.read(
            """
            {
              "font": {
                "$type": "typography",
                "headline": {
                  "$value": {
                    "fontFamily": "New York",
                    "fontSize": { "value": 17, "unit": "px" },
                    "fontWeight": "semi-bold",
                    "letterSpacing": { "value": -0.4, "unit": "px" },
                    "lineHeight": 1.3,
                    "textCase": "uppercase"
                  }
                },
                "sparse": { "$value": { "lineHeight": 1 } },
                "relative": { "$value": { "fontFamily": "A", "fontSize": { "value": 2, "unit": "em" }, "fontWeight": 400 } }
              }
            }
            """)
        let headline = try #require(Self.font(result, "font.headline"))
        #expect(headline.0 == ThemeFont(family: "New York", size: 17, weight: .semibold, relativeTo: .headline))
        #expect(
            headline.1
                == Typography(
                    fontFamilies: ["New York"], fontWeight: .string("semi-bold"), fontSize: Dimension(17, unit: "px"),
                    letterSpacing: Dimension(-0.4, unit: "px"), lineHeight: .number("1.3"),
                    otherFields: [CatalogJSON.Member("textCase", .string("uppercase"))]))
        let sparse = try #require(Self.font(result, "font.sparse"))
        #expect(sparse.0 == ThemeFont(size: 17, relativeTo: .body))
        #expect(
            TokenTesting.located(result) == [
                "11:21: warning: font.headline: Shade's font model has no `textCase`; kept as written",
                "14:27: warning: font.sparse: the typography has no `fontFamily`; the system font is used",
                "14:27: warning: font.sparse: the typography has no `fontSize`; 17 points is used",
                "14:27: warning: font.sparse: the typography has no `fontWeight`; regular is used",
                "15:84: warning: font.relative: expected the unit \"px\" or \"rem\" (DTCG 2025.10), found \"em\"; kept as written",
                "15:62: error: font.relative: expected a font size in px or rem, found \"em\"",
            ])
        #expect(result.catalog["font.relative"] == nil)
    }

    @Test func otherTypesAreKeptAsWrittenAnAliasResolvedToItsTargetsValue() {
        let result = TokenTesting.read(
            """
            {
              "duration": { "$type": "duration", "$value": { "value": 200, "unit": "ms" } },
              "easing": { "$type": "cubicBezier", "$value": [0.5, 0, 1, 1] },
              "opacity": { "$type": "number", "$value": 0.5 },
              "same": { "$type": "number", "$value": "{opacity}" },
              "shadow": {
                "$type": "shadow",
                "$value": { "color": "{opacity}", "offsetX": { "value": 0, "unit": "px" } }
              }
            }
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(
            result.catalog["duration"]?.value
                == .other(
                    type: "duration",
                    value: .object([
                        CatalogJSON.Member("value", .number("200")), CatalogJSON.Member("unit", .string("ms")),
                    ])))
        #expect(
            result.catalog["easing"]?.value
                == .other(
                    type: "cubicBezier", value: .array([.number("0.5"), .number("0"), .number("1"), .number("1")])))
        #expect(result.catalog["same"]?.value == .other(type: "number", value: .number("0.5")))
        #expect(result.catalog["same"]?.aliasOf == "opacity")
        guard case .other("shadow", let shadow) = result.catalog["shadow"]?.value else {
            Issue.record("the shadow is not kept")
            return
        }
        #expect(shadow["color"] == .string("{opacity}"))
    }
}
