import Foundation
import Shade
import Testing

@testable import ShadeCatalog

@Suite("Design tokens: tokens, groups and their properties")
struct TokenStructureTests {
    @Test func aTokensTypeIsItsOwnElseItsNearestGroupsElseItsAliasTargets() throws {
        let result = TokenTesting.read(
            """
            {
              "color": {
                "$type": "color",
                "red": { "$value": "#ff0000" },
                "size": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } },
                "nested": { "blue": { "$value": "#0000ff" } }
              },
              "alias": { "$value": "{color.red}" }
            }
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(TokenTesting.color(result.catalog, "color.red")?.color == Color(rgb: 0xFF0000))
        #expect(TokenTesting.color(result.catalog, "color.nested.blue")?.color == Color(rgb: 0x0000FF))
        #expect(TokenTesting.color(result.catalog, "alias")?.color == Color(rgb: 0xFF0000))
        #expect(result.catalog["alias"]?.aliasOf == "color.red")
        guard case .metric(let metric, let dimension) = result.catalog["color.size"]?.value else {
            Issue.record("color.size is not a metric")
            return
        }
        #expect(metric == ThemeMetric(4, relativeTo: nil))
        #expect(dimension == Dimension(4, unit: "px"))
        #expect(result.catalog.names == ["color.red", "color.size", "color.nested.blue", "alias"])
        #expect(result.catalog["color.nested.blue"]?.path == ["color", "nested", "blue"])
    }

    @Test func aTokenWithoutATypeIsAColorOnlyWhenItsValueIsAColorObjectWithAWarningEitherWay() {
        let result = TokenTesting.read(
            """
            {
              "object": { "$value": { "colorSpace": "srgb", "components": [0, 0.5, 1] } },
              "plain": { "$value": 3 },
              "text": { "$value": "#ff0000" }
            }
            """)
        #expect(
            TokenTesting.located(result) == [
                "2:13: warning: object: no `$type` on the token or its groups; read as a color because its value is a color object",
                "3:12: warning: plain: no `$type` on the token or its groups, and its value is not a color object; kept as written without a type",
                "4:11: warning: text: no `$type` on the token or its groups, and its value is not a color object; kept as written without a type",
            ])
        #expect(TokenTesting.color(result.catalog, "object")?.components == [0, 0.5, 1])
        #expect(result.catalog["plain"]?.value == .other(type: nil, value: .number("3")))
        #expect(result.catalog["text"]?.value == .other(type: nil, value: .string("#ff0000")))
        #expect(result.isComplete)
    }

    @Test func descriptionDeprecationInheritedFromGroupsAndExtensionsAreKeptAsWritten() {
        let result = TokenTesting.read(
            """
            {
              "old": {
                "$type": "color",
                "$deprecated": "use new",
                "a": { "$value": "#000000", "$description": "Black" },
                "b": { "$value": "#000000", "$deprecated": false },
                "c": { "$value": "#000000", "$deprecated": true }
              },
              "ext": {
                "$type": "number",
                "$value": 2,
                "$extensions": { "com.example": { "keep": [1, "two", null] } }
              }
            }
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.catalog["old.a"]?.description == "Black")
        #expect(result.catalog["old.a"]?.deprecation == .reason("use new"))
        #expect(result.catalog["old.b"]?.deprecation == nil)
        #expect(result.catalog["old.c"]?.deprecation == .deprecated)
        #expect(result.catalog["ext"]?.value == .other(type: "number", value: .number("2")))
        let extensions = CatalogJSON.object([
            CatalogJSON.Member(
                "com.example",
                .object([CatalogJSON.Member("keep", .array([.number("1"), .string("two"), .null]))]))
        ])
        #expect(result.catalog["ext"]?.extensions == [CatalogJSON.Member("$extensions", extensions)])
        #expect(result.catalog.groupMetadata[["old"]] == [CatalogJSON.Member("$deprecated", .string("use new"))])
    }

    @Test func theSourceOfAnEntryIsWhereItsTokensObjectStarts() {
        let result = TokenTesting.read(
            """
            {
              "a": {
                "b": { "$type": "color", "$value": "#123456" }
              }
            }
            """)
        #expect(
            result.catalog["a.b"]?.source
                == FileLocation(file: "tokens.json", position: DocumentLocation(line: 3, column: 10)))
    }

    @Test func namesWithOrAreLeftOutWithAnErrorNamesAreProperties() {
        let result = TokenTesting.read(
            """
            {
              "$description": "Palette",
              "$custom": 1,
              "group": {
                "$type": "color",
                "a.b": { "$value": "#000000" },
                "{c}": { "$value": "#000000" },
                "fine": { "$value": "#000000", "$unknown": true, "alpha": 0.5 },
                "number": 3
              }
            }
            """)
        #expect(
            TokenTesting.located(result) == [
                "3:14: warning: unknown group property `$custom`; kept as written",
                "6:12: error: group.a.b: a token or group name must not contain `{`, `}` or `.`; left out",
                "7:12: error: group.{c}: a token or group name must not contain `{`, `}` or `.`; left out",
                "8:48: warning: group.fine: unknown token property `$unknown`; kept as written",
                "9:15: error: group.number: expected a token or a group (an object), found 3; left out",
                "8:63: warning: group.fine: `alpha` is not a DTCG token property; applied to the color's opacity as GitHub Primer does, and kept",
            ])
        #expect(result.catalog.names == ["group.fine"])
        #expect(
            result.catalog.metadata == [
                CatalogJSON.Member("$description", .string("Palette")), CatalogJSON.Member("$custom", .number("1")),
            ])
        #expect(
            result.catalog["group.fine"]?.extensions == [
                CatalogJSON.Member("$unknown", .bool(true)), CatalogJSON.Member("alpha", .number("0.5")),
            ])
        #expect(TokenTesting.color(result.catalog, "group.fine")?.alpha == 0.5)
    }

    /// Found by fuzzing: a token named "" was read, and then no token file could be written.
    @Test func anEmptyTokenOrGroupNameIsLeftOutWithALocatedErrorAndWhatIsLeftWrites() throws {
        let result = TokenTesting.read(
            """
            {
              "": { "$type": "color", "$value": "#ff0000" },
              "group": { "$type": "color", "": { "$value": "#00ff00" }, "fine": { "$value": "#0000ff" } }
            }
            """)
        #expect(
            TokenTesting.located(result) == [
                "2:7: error: a token or group name must not be empty; left out",
                "3:36: error: group.: a token or group name must not be empty; left out",
            ])
        #expect(result.catalog.names == ["group.fine"])
        let (documents, _) = try TokenWriter().documents(for: result.catalog, name: "x")
        #expect(TokenReader().read(text: documents[0].text).catalog.names == ["group.fine"])
    }

    @Test func aTokenThatHoldsTokensAndAnEmptyGroupAreReported() {
        let result = TokenTesting.read(
            """
            {
              "token": { "$type": "color", "$value": "#000000", "child": { "$value": "#ffffff" } },
              "empty": { "$type": "color" }
            }
            """)
        #expect(
            TokenTesting.located(result) == [
                "2:62: error: token.child: a token must not contain tokens or groups; left out",
                "3:12: warning: empty: the group has no tokens (a token needs `$value`); nothing to read",
            ])
        #expect(result.catalog.names == ["token"])
    }

    @Test func rootIsAGroupsOwnTokenNamedWithRoot() throws {
        let result = TokenTesting.read(
            """
            {
              "accent": {
                "$type": "color",
                "$root": { "$value": "#0000ff" },
                "hover": { "$value": "{accent.$root}" }
              },
              "wrong": { "$type": "color", "$value": "{accent}" }
            }
            """)
        #expect(result.catalog.names == ["accent.$root", "accent.hover"])
        #expect(result.catalog["accent.$root"]?.path == ["accent", "$root"])
        #expect(TokenTesting.color(result.catalog, "accent.hover")?.color == Color(rgb: 0x0000FF))
        #expect(
            TokenTesting.located(result) == [
                "7:42: error: wrong: refers to the group `accent`; its own value is the token `accent.$root` (write `{accent.$root}`); left out"
            ])
    }

    @Test func extendsCopiesAGroupsTokensTheExtendingGroupDoesNotDefineAndReportsCycles() {
        // In the cycle `a` → `b` → `a`, `b` still gets `a`'s tokens; `a`, where it closes, gets none.
        let result = TokenTesting.read(
            """
            {
              "button": {
                "$type": "color",
                "bg": { "$value": "#000000" },
                "fg": { "$value": "#ffffff" }
              },
              "danger": {
                "$extends": "{button}",
                "bg": { "$type": "color", "$value": "#ff0000" }
              },
              "a": { "$extends": "{b}", "x": { "$type": "number", "$value": 1 } },
              "b": { "$extends": "{a}", "y": { "$type": "number", "$value": 2 } },
              "c": { "$extends": "{button.bg}" }
            }
            """)
        #expect(TokenTesting.color(result.catalog, "danger.bg")?.color == Color(rgb: 0xFF0000))
        #expect(TokenTesting.color(result.catalog, "danger.fg")?.color == Color(rgb: 0xFFFFFF))
        #expect(
            result.catalog.names == [
                "button.bg", "button.fg", "danger.bg", "danger.fg", "a.x", "b.y", "b.x",
            ])
        #expect(
            TokenTesting.located(result) == [
                "11:22: error: a: `$extends` cycle: a → b → a; not extended",
                "13:22: error: c: `$extends` refers to `button.bg`, which is a token, not a group; not extended",
            ])
        #expect(result.catalog.groupMetadata[["danger"]] == [CatalogJSON.Member("$extends", .string("{button}"))])
    }

    @Test func tokensStudiosLegacyKeysAreReadInAFileWithoutValue() {
        let result = TokenTesting.read(
            """
            {
              "color": {
                "red": { "value": "#ff0000", "type": "color", "description": "Red" },
                "value": { "value": "{color.red}", "type": "color" }
              },
              "size": { "value": "16", "type": "fontSizes" },
              "weight": { "value": "Semi Bold", "type": "fontWeights" },
              "family": { "value": "Inter", "type": "fontFamilies" }
            }
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.catalog["color.red"]?.description == "Red")
        #expect(TokenTesting.color(result.catalog, "color.value")?.color == Color(rgb: 0xFF0000))
        #expect(result.catalog["size"]?.value == .metric(ThemeMetric(16, relativeTo: nil), Dimension(16, unit: "px")))
        guard case .font(let weight, _) = result.catalog["weight"]?.value,
            case .font(let family, _) = result.catalog["family"]?.value
        else {
            Issue.record("weight or family is not a font")
            return
        }
        #expect(weight.weight == .semibold)
        #expect(family.family == "Inter")
    }

    @Test func propertiesOfTheWrongKindAreReportedWhereTheyAreWritten() {
        let result = TokenTesting.read(
            ##"""
            {
              "g": { "$extends": 3, "$type": 7, "$description": 1, "x": { "$type": "number", "$value": 1 } },
              "a": { "$type": "color", "$value": "#000000", "$deprecated": 1, "$description": false },
              "b": { "$type": "color", "$value": "#000000", "$extensions": [] },
              "c": { "$type": "color", "$value": "#000000", "$extensions": { "mode": "dark" } },
              "d": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0], "hex": "black", "gamut": 1 } },
              "e": { "$type": 5, "$value": 1 }
            }
            """##)
        #expect(
            TokenTesting.located(result) == [
                "2:22: error: g: expected `$extends` to be a group reference such as \"{button}\", found 3",
                "2:34: error: g: expected `$type` to be a string, found 7",
                "2:53: warning: g: expected `$description` to be a string, found 1; kept as written",
                "3:64: error: a: expected `$deprecated` to be true, false or a reason, found 1",
                "3:83: warning: a: expected `$description` to be a string, found false; kept as written",
                "4:64: warning: b: expected `$extensions` to be an object, found an array; kept as written",
                "5:74: warning: c: expected `mode` to map mode names to values, found \"dark\"; kept as written",
                "7:19: error: e: expected `$type` to be a string, found 5; the type is ignored",
                "6:112: warning: d: a color has `colorSpace`, `components`, `alpha` and `hex`, found `gamut`; ignored",
                "6:94: warning: d: expected `hex` to be a 6-digit hex color such as \"#ff00ff\", found \"black\"; kept as written",
                "7:8: warning: e: no `$type` on the token or its groups, and its value is not a color object; kept as written without a type",
            ])
        #expect(result.catalog.names == ["g.x", "a", "b", "c", "d", "e"])
    }

    @Test func aFileThatIsNotJSONIsOneLocatedError() {
        let result = TokenTesting.read("{\n  \"a\": [1, 2,]\n}")
        #expect(TokenTesting.located(result) == ["2:14: error: not valid JSON: a trailing comma is not allowed"])
        #expect(result.catalog.count == 0)
    }
}
