import Foundation
import Shade
import Testing

@testable import ShadeCatalog

@Suite("Design tokens: aliases and JSON pointers")
struct TokenAliasTests {
    @Test func anAliasChainIsFollowedToItsEndTheEntryKeepsTheFirstAlias() {
        let result = TokenTesting.read(
            """
            {
              "color": {
                "$type": "color",
                "a": { "$value": "{color.b}" },
                "b": { "$value": "{color.c}" },
                "c": { "$value": "#336699" }
              }
            }
            """)
        #expect(result.diagnostics.isEmpty)
        for name in ["color.a", "color.b", "color.c"] {
            #expect(TokenTesting.color(result.catalog, name)?.color == Color(rgb: 0x336699))
        }
        #expect(result.catalog["color.a"]?.aliasOf == "color.b")
        #expect(result.catalog["color.b"]?.aliasOf == "color.c")
        #expect(result.catalog["color.c"]?.aliasOf == nil)
        #expect(TokenTesting.variants(result.catalog, "color.a").first?.aliasOf == "color.b")
    }

    @Test(
        "an alias cycle is reported at each of its tokens with the cycle's path, and so is a token that leads into it")
    func aliasCycles() {
        let result = TokenTesting.read(
            """
            {
              "color": {
                "$type": "color",
                "a": { "$value": "{color.b}" },
                "b": { "$value": "{color.c}" },
                "c": { "$value": "{color.a}" },
                "d": { "$value": "{color.a}" },
                "e": { "$value": "{color.missing}" }
              }
            }
            """)
        #expect(
            TokenTesting.located(result) == [
                "4:22: error: color.a: alias cycle: color.a → color.b → color.c → color.a; left out",
                "5:22: error: color.b: alias cycle: color.b → color.c → color.a → color.b; left out",
                "6:22: error: color.c: alias cycle: color.c → color.a → color.b → color.c; left out",
                "7:22: error: color.d: refers to `color.a`, which has no value (see the diagnostic there); left out",
                "8:22: error: color.e: refers to `color.missing`, which does not exist; left out",
            ])
        #expect(result.catalog.count == 0)
    }

    @Test func aJSONPointerWorksAsAWholeValueAndInsideAColorFollowingAliasesOnItsWay() throws {
        let result = TokenTesting.read(
            """
            {
              "colors": {
                "$type": "color",
                "blue": { "$value": { "colorSpace": "srgb", "components": [0, 0, 1], "alpha": 0.5 } },
                "alias": { "$value": "{colors.blue}" },
                "whole": { "$value": { "$ref": "#/colors/blue/$value" } },
                "mixed": {
                  "$value": {
                    "colorSpace": { "$ref": "#/colors/blue/$value/colorSpace" },
                    "components": [{ "$ref": "#/colors/blue/$value/components/2" }, 0, { "$ref": "#/colors/alias/$value/components/0" }],
                    "alpha": { "$ref": "#/colors/blue/$value/alpha" }
                  }
                },
                "nowhere": { "$value": { "$ref": "#/colors/blue/$value/components/7" } },
                "elsewhere": { "$value": { "$ref": "other.json#/x" } },
                "loop": { "$value": { "colorSpace": "srgb", "components": { "$ref": "#/colors/loop/$value/components" } } }
              }
            }
            """)
        #expect(
            TokenTesting.color(result.catalog, "colors.whole")?.color == Color(red: 0, green: 0, blue: 1, alpha: 0.5))
        #expect(result.catalog["colors.whole"]?.aliasOf == "colors.blue")
        let mixed = try #require(TokenTesting.color(result.catalog, "colors.mixed"))
        #expect(mixed.space == .sRGB)
        #expect(mixed.components == [1, 0, 0])
        #expect(mixed.alpha == 0.5)
        #expect(
            TokenTesting.located(result) == [
                "14:28: error: colors.nowhere: the pointer `#/colors/blue/$value/components/7` leads nowhere: an array at `#/colors/blue/$value/components` has no `7`; left out",
                "15:30: error: colors.elsewhere: expected a JSON pointer into this document (starting with `#/`), found \"other.json#/x\"; left out",
                "16:63: error: colors.loop: the pointer `#/colors/loop/$value/components` leads into a loop of pointers (or through more than 64); left out",
            ])
    }

    @Test func typographyFieldsMayBeAliasesWhichTheEntryKeepsByField() throws {
        let result = TokenTesting.read(
            """
            {
              "font": {
                "family": { "$type": "fontFamily", "$value": ["Avenir Next", "Helvetica"] },
                "bold": { "$type": "fontWeight", "$value": "bold" },
                "size": { "$type": "dimension", "$value": { "value": 1.25, "unit": "rem" } },
                "title": {
                  "$type": "typography",
                  "$value": {
                    "fontFamily": "{font.family}",
                    "fontSize": { "$ref": "#/font/size/$value" },
                    "fontWeight": "{font.bold}",
                    "letterSpacing": { "value": 0.5, "unit": "px" },
                    "lineHeight": 1.2
                  }
                }
              }
            }
            """)
        #expect(result.diagnostics.isEmpty)
        guard case .font(let font, let typography) = result.catalog["font.title"]?.value else {
            Issue.record("font.title is not a font")
            return
        }
        #expect(font == ThemeFont(family: "Avenir Next", size: 20, weight: .bold, relativeTo: .body))
        #expect(typography.fontFamilies == ["Avenir Next", "Helvetica"])
        #expect(typography.fontSize == Dimension(1.25, unit: "rem"))
        #expect(typography.fontWeight == .string("bold"))
        #expect(typography.letterSpacing == Dimension(0.5, unit: "px"))
        #expect(typography.lineHeight == .number("1.2"))
        #expect(
            typography.fieldAliases == [
                "fontFamily": "font.family", "fontSize": "font.size", "fontWeight": "font.bold",
            ])
    }

    @Test func anAliasToATokenOfAnotherTypeIsAnErrorThatNamesTheTarget() {
        let result = TokenTesting.read(
            """
            {
              "size": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } },
              "color": { "$type": "color", "$value": "{size}" }
            }
            """)
        #expect(result.catalog.names == ["size"])
        #expect(
            TokenTesting.located(result) == [
                "3:42: error: color: refers to `size`, whose value cannot be read as a color: a color object needs `colorSpace`; left out"
            ])
    }

    @Test func anAliasTakesTheModesValueTheSameSemanticTokenResolvesToEachModesBaseColor() {
        let base = """
            { "semantic": { "$type": "color", "bg": { "$value": "{palette.0}" } } }
            """
        let light = ##"{ "palette": { "$type": "color", "0": { "$value": "#ffffff" } } }"##
        let dark = ##"{ "palette": { "$type": "color", "0": { "$value": "#000000" } } }"##
        let result = TokenReader().read([
            .text(light, name: "light.json", mode: .light),
            .text(dark, name: "dark.json", mode: .dark),
            .text(base, name: "semantic.json"),
        ])
        #expect(result.diagnostics.isEmpty)
        let variants = TokenTesting.variants(result.catalog, "semantic.bg")
        #expect(variants.map(\.conditions) == [[], [.dark]])
        #expect(variants.map(\.aliasOf) == ["palette.0", "palette.0"])
        #expect(TokenTesting.color(result.catalog, "semantic.bg", [.dark])?.color == Color(rgb: 0x000000))
    }

    /// Found by fuzzing: a token of a type read as written, an alias of a color that could not
    /// be read, was kept as an alias of nothing, and the file written from it did not read back.
    @Test func anAliasOfATokenLeftOutIsLeftOutWithAnErrorWhateverItsTypeAndSoAreAliasesOfIt() {
        let result = TokenTesting.read(
            """
            {
              "a": { "$type": "color", "$value": "[b}" },
              "b": { "$type": "custom", "$value": "{a}" },
              "c": { "$value": "{b}" },
              "d": { "$type": "custom", "$value": "{e}" },
              "e": { "$type": "color", "$value": "#102030" }
            }
            """)
        #expect(
            TokenTesting.located(result).filter { $0.contains("error") }.map { $0.replacing(/: expected.*/, with: "") }
                == [
                    "2:38: error: a",
                    "3:8: error: b: refers to `a`, which is left out (see the diagnostic there); left out",
                    "4:8: error: c: refers to `b`, which is left out (see the diagnostic there); left out",
                ])
        #expect(result.catalog.names == ["d", "e"])
        #expect(result.catalog["d"]?.aliasOf == "e")
    }
}
