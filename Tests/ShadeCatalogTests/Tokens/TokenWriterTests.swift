import Foundation
import Shade
import Testing

@testable import ShadeCatalog

@Suite("Design tokens: the writer")
struct TokenWriterTests {
    @Test func aTokenFileIsDTCG202510ObjectsForColorsAHexFallbackInSRGBTypeOnGroupsTwoSpaceJSON() throws {
        let result = TokenTesting.read(
            ##"""
            {
              "$description": "Brand colors",
              "color": {
                "$type": "color",
                "red": { "$value": "#ff0000", "$description": "Red" },
                "wide": { "$value": { "colorSpace": "display-p3", "components": [1, 0, 0] } },
                "old": { "$value": "{color.red}", "$deprecated": "use red", "$extensions": { "com.example": true } }
              },
              "space": { "$type": "dimension", "$value": "4px" }
            }
            """##)
        #expect(result.diagnostics.isEmpty)
        let (documents, diagnostics) = try TokenWriter().documents(for: result.catalog, name: "brand")
        #expect(diagnostics.isEmpty)
        #expect(documents.map(\.fileName) == ["brand.tokens.json"])
        #expect(
            documents[0].text == ##"""
                {
                  "$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
                  "$description": "Brand colors",
                  "color": {
                    "$type": "color",
                    "red": {
                      "$description": "Red",
                      "$value": {
                        "colorSpace": "srgb",
                        "components": [1, 0, 0],
                        "alpha": 1,
                        "hex": "#ff0000"
                      }
                    },
                    "wide": {
                      "$value": {
                        "colorSpace": "display-p3",
                        "components": [1, 0, 0],
                        "alpha": 1
                      }
                    },
                    "old": {
                      "$value": "{color.red}",
                      "$deprecated": "use red",
                      "$extensions": {
                        "com.example": true
                      }
                    }
                  },
                  "space": {
                    "$type": "dimension",
                    "$value": {
                      "value": 4,
                      "unit": "px"
                    }
                  }
                }

                """##)
    }

    @Test func modesBecomeOneFileEachAndAResolverWhoseContextsFollowShadesFallback() throws {
        let light =
            ##"{ "bg": { "$type": "color", "$value": "#ffffff" }, "fg": { "$type": "color", "$value": "#000000" } }"##
        let dark =
            ##"{ "bg": { "$type": "color", "$value": "#000000" }, "fg": { "$type": "color", "$value": "#ffffff" } }"##
        let darkHC = ##"{ "fg": { "$type": "color", "$value": "#ffff00" } }"##
        let result = TokenReader().read([
            .text(light, name: "light.json", mode: .light),
            .text(dark, name: "dark.json", mode: .dark),
            .text(darkHC, name: "dark-hc.json", mode: .darkHighContrast),
        ])
        let (documents, _) = try TokenWriter().documents(for: result.catalog, name: "app")
        #expect(
            documents.map(\.fileName) == [
                "app.tokens.json", "app.dark.tokens.json", "app.dark-high-contrast.tokens.json", "app.resolver.json",
            ])
        #expect(documents.map(\.mode?.name) == [nil, "dark", "dark-high-contrast", nil])
        #expect(
            documents[2].text == ##"""
                {
                  "$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
                  "fg": {
                    "$type": "color",
                    "$value": {
                      "colorSpace": "srgb",
                      "components": [1, 1, 0],
                      "alpha": 1,
                      "hex": "#ffff00"
                    }
                  }
                }

                """##)
        #expect(
            documents[3].text == ##"""
                {
                  "$schema": "https://www.designtokens.org/schemas/2025.10/resolver.json",
                  "name": "app",
                  "version": "2025.10",
                  "sets": {
                    "tokens": {
                      "sources": [
                        {
                          "$ref": "./app.tokens.json"
                        }
                      ]
                    }
                  },
                  "modifiers": {
                    "mode": {
                      "contexts": {
                        "light": [],
                        "dark": [
                          {
                            "$ref": "./app.dark.tokens.json"
                          }
                        ],
                        "dark-high-contrast": [
                          {
                            "$ref": "./app.dark.tokens.json"
                          },
                          {
                            "$ref": "./app.dark-high-contrast.tokens.json"
                          }
                        ]
                      },
                      "default": "light"
                    }
                  },
                  "resolutionOrder": [
                    {
                      "$ref": "#/sets/tokens"
                    },
                    {
                      "$ref": "#/modifiers/mode"
                    }
                  ]
                }

                """##)
        let (_, again) = try TokenTesting.roundTrip(result.catalog)
        #expect(TokenTesting.comparable(again.catalog) == TokenTesting.comparable(result.catalog))
    }

    @Test func everyKindOfVariantThemeSpaceAndValueSurvivesARoundTrip() throws {
        func file(_ blue: String, _ accent: String) -> String {
            """
            {
              "c": {
                "$type": "color",
                "blue": { "$value": "\(blue)" },
                "accent": { "$value": { "colorSpace": "oklch", "components": [\(accent), 0.1, "none"], "alpha": 0.5 } },
                "alias": { "$value": "{c.blue}" }
              }
            }
            """
        }
        let shared = """
            {
              "font": {
                "family": { "$type": "fontFamily", "$value": ["Inter", "Helvetica"] },
                "weight": { "$type": "fontWeight", "$value": "semi-bold" },
                "body": {
                  "$type": "typography",
                  "$value": { "fontFamily": "{font.family}", "fontSize": { "value": 1, "unit": "rem" }, "fontWeight": 400, "lineHeight": 1.5 }
                }
              },
              "radius": { "$type": "dimension", "$value": { "value": 6, "unit": "px" }, "$deprecated": true },
              "motion": { "$type": "duration", "$value": { "value": 150, "unit": "ms" }, "$description": "Fast" }
            }
            """
        let modes: [(String, String, String)] = [
            ("light", "#0000ff", "0.5"), ("dark", "#000088", "0.6"), ("dark-elevated", "#0000aa", "0.7"),
            ("light-high-contrast", "#000044", "0.8"), ("dark-high-contrast", "#4444ff", "0.9"),
            ("dark-sepia", "#332211", "0.3"), ("light-sepia", "#ccbbaa", "0.4"), ("explicit-light", "#0000fe", "0.55"),
        ]
        let result = TokenReader().read(
            [.text(shared, name: "shared.json")]
                + modes.map { .text(file($0.1, $0.2), name: "\($0.0).json", mode: TokenMode(named: $0.0)) })
        #expect(result.isComplete)
        #expect(TokenTesting.variants(result.catalog, "c.blue").count == 8)
        #expect(result.catalog.themes == ["sepia"])
        let (files, again) = try TokenTesting.roundTrip(result.catalog)
        #expect(files.count == 9)
        #expect(again.isComplete)
        #expect(TokenTesting.comparable(again.catalog) == TokenTesting.comparable(result.catalog))
    }

    @Test(
        "with explicit Light variants the resolver's default `light` context gives what light mode shows, and `any` the variant with no luminosity"
    )
    func explicitLightContexts() throws {
        func file(_ value: String) -> String { #"{ "c": { "$type": "color", "v": { "$value": "\#(value)" } } }"# }
        // iina's SearchResult: white with no luminosity, translucent black in light, translucent white in dark.
        let modes = [
            ("light", "#ffffff"), ("explicit-light", "#000000cc"), ("dark", "#ffffffcc"),
            ("light-high-contrast", "#eeeeee"), ("explicit-light-high-contrast", "#000000ee"),
        ]
        let catalog = TokenReader().read(
            modes.map { .text(file($0.1), name: "\($0.0).json", mode: TokenMode(named: $0.0)) }
        ).catalog
        let (documents, _) = try TokenWriter().documents(for: catalog, name: "t")
        let texts = Dictionary(uniqueKeysWithValues: documents.map { ($0.fileName, $0.text) })
        let resolverText = try #require(texts["t.resolver.json"])
        let resolver = try #require(JSONSerialization.jsonObject(with: Data(resolverText.utf8)) as? [String: Any])
        let mode = try #require((resolver["modifiers"] as? [String: Any])?["mode"] as? [String: Any])
        let contexts = try #require(mode["contexts"] as? [String: [[String: String]]])
        #expect(mode["default"] as? String == "light")
        #expect(Set(contexts.keys) == ["any", "light", "dark", "any-high-contrast", "light-high-contrast"])

        // What a resolver tool gets: the base file, then the context's files in order, the last one winning.
        func resolved(_ context: String) throws -> String? {
            var value: String?
            let files = (contexts[context] ?? []).compactMap { $0["$ref"].map { String($0.dropFirst(2)) } }
            for name in ["t.tokens.json"] + files {
                let text = try #require(texts[name])
                let json = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
                let token = (json["c"] as? [String: Any])?["v"] as? [String: Any]
                if let object = token?["$value"] as? [String: Any], let components = object["components"] as? [Double] {
                    value =
                        components.map { String(format: "%.3f", $0) }.joined(separator: " ")
                        + " \(object["alpha"] ?? 1)"
                }
            }
            return value
        }
        #expect(try resolved("light") == "0.000 0.000 0.000 0.8")
        #expect(try resolved("any") == "1.000 1.000 1.000 1")
        #expect(try resolved("dark") == "1.000 1.000 1.000 0.8")
        #expect(try resolved("light-high-contrast") == "0.000 0.000 0.000 0.9333333333333333")
        #expect(try resolved("any-high-contrast") == "0.933 0.933 0.933 1")
        let dynamic = try #require(catalog.dynamicColor(named: "c.v"))
        let light = dynamic.resolvedColor(with: TraitCollection(userInterfaceStyle: .light))
        #expect(light.alpha == 0.8)

        let (_, again) = try TokenTesting.roundTrip(catalog)
        #expect(again.isComplete)
        #expect(TokenTesting.comparable(again.catalog) == TokenTesting.comparable(catalog))
        #expect(TokenTesting.variants(again.catalog, "c.v").count == 5)
    }

    @Test func writingRefusesToReplaceAFileThatIsNotATokenFileAndLeavesNoTemporaryFile() throws {
        let directory = try TokenTesting.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog = TokenTesting.read(##"{ "c": { "$type": "color", "$value": "#123456" } }"##).catalog
        let target = directory.appendingPathComponent("t.tokens.json")
        try Data("notes, not tokens\n".utf8).write(to: target)

        #expect(
            throws: TokenWriteError.existingFile(
                path: target.path, reason: "the file exists and is not a design-token file")
        ) {
            try TokenWriter().write(catalog, to: directory, name: "t")
        }
        #expect(try String(contentsOf: target, encoding: .utf8) == "notes, not tokens\n")

        try TokenWriter(existingFiles: .replaceAll).write(catalog, to: directory, name: "t")
        #expect(TokenReader().read(file: target).catalog.names == ["c"])
        // A token file is replaced by default, and never with `.refuse`.
        try TokenWriter().write(catalog, to: directory, name: "t")
        #expect(throws: TokenWriteError.existingFile(path: target.path, reason: "the file exists")) {
            try TokenWriter(existingFiles: .refuse).write(catalog, to: directory, name: "t")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["t.tokens.json"])
    }

    @Test(
        "names a token cannot have are left out with a located error, the rest written; a token that is also a group is refused"
    )
    func invalidNames() throws {
        let black = CatalogColor(
            space: .sRGB, components: [0, 0, 0], alpha: 1, notation: .tokenObject(hex: nil), color: Color(rgb: 0))
        let color = ColorSet(variants: [ColorVariant(value: .color(black))])
        let source = FileLocation(file: "C.xcassets/{x}.colorset/Contents.json", position: .init(line: 1, column: 1))
        let dotted = ColorCatalog(entries: [
            CatalogEntry(name: "a.b", path: ["a.b"], value: .color(color)),
            CatalogEntry(name: "{x}", path: ["{x}"], value: .color(color), source: source),
            CatalogEntry(name: "$y", path: ["$y"], value: .color(color)),
            CatalogEntry(name: "g/c}", path: ["g", "c}"], value: .color(color)),
            CatalogEntry(name: "fine", path: ["fine"], value: .color(color)),
        ])
        let (documents, diagnostics) = try TokenWriter().documents(for: dotted, name: "x")
        #expect(documents.count == 1)
        let back = TokenReader().read(text: try #require(documents.first).text)
        #expect(back.catalog.names == ["fine"])
        #expect(
            diagnostics.map(\.description) == [
                "x.tokens.json: error: a.b: a token or group name must not be empty, start with `$` or contain `{`, `}` or `.`, found \"a.b\"; this entry is left out",
                "C.xcassets/{x}.colorset/Contents.json:1:1: error: {x}: a token or group name must not be empty, start with `$` or contain `{`, `}` or `.`, found \"{x}\"; this entry is left out",
                "x.tokens.json: error: $y: a token or group name must not be empty, start with `$` or contain `{`, `}` or `.`, found \"$y\"; this entry is left out",
                "x.tokens.json: error: g/c}: a token or group name must not be empty, start with `$` or contain `{`, `}` or `.`, found \"c}\"; this entry is left out",
            ])
        let nested = ColorCatalog(entries: [
            CatalogEntry(name: "a", path: ["a"], value: .color(color)),
            CatalogEntry(name: "a.b", path: ["a", "b"], value: .color(color)),
        ])
        #expect(throws: TokenWriteError.tokenIsGroup(entry: "a")) {
            try TokenWriter().documents(for: nested, name: "x")
        }
    }

    @Test func whatATokenCannotHoldIsKeptInExtensionsAndComesBackIdiomsGamutsSystemColors() throws {
        let black = Color(rgb: 0)
        let value = ColorVariant.Value.color(
            CatalogColor(space: .sRGB, components: [0, 0, 0], alpha: 1, notation: .tokenObject(hex: nil), color: black))
        let set = ColorSet(variants: [
            ColorVariant(value: value),
            ColorVariant(idiom: "mac", value: value),
            ColorVariant(displayGamut: .displayP3, value: value),
            // An AppKit color Shade has no value for; a known one is written as its values.
            ColorVariant(conditions: [.dark], value: .reference(SystemColorReference(name: "controlAccentColor"))),
        ])
        let catalog = ColorCatalog(entries: [
            CatalogEntry(name: "Brand/Primary", path: ["Brand", "Primary"], value: .color(set))
        ])
        let (documents, diagnostics) = try TokenWriter().documents(for: catalog, name: "x")
        #expect(documents.count == 1)
        // Nothing is lost: what a token cannot hold is kept in `$extensions` and comes back in an
        // asset catalog.
        #expect(diagnostics.isEmpty)
        #expect(documents[0].text.contains(#""\#(ColorCatalog.assetCatalogExtensionKey)""#))
        let again = TokenReader().read(text: documents[0].text)
        #expect(TokenTesting.color(again.catalog, "Brand.Primary")?.color == black)
        guard case .color(let back)? = again.catalog.namedForAssetCatalog()["Brand/Primary"]?.value else {
            Issue.record("Brand/Primary did not come back")
            return
        }
        #expect(back.variants.contains { $0.idiom == "mac" })
        #expect(back.variants.contains { $0.displayGamut == .displayP3 })
        #expect(
            back.variants.contains {
                if case .reference(let reference)? = $0.value { reference.name == "controlAccentColor" } else { false }
            })
    }

    /// A set with only sRGB and Display P3 variants, or only one idiom's, is written with the
    /// variants that stand for it (``ColorSet/fallbackSlot``), not left out.
    @Test func aSetWithoutUniversalVariantsIsWrittenWithItsSRGBOrItsOneIdiomsVariants() throws {
        func value(_ rgb: UInt32) -> ColorVariant.Value {
            let color = Color(rgb: rgb)
            return .color(
                CatalogColor(
                    space: .sRGB, components: [color.red, color.green, color.blue], alpha: 1,
                    notation: .tokenObject(hex: nil), color: color))
        }
        let gamuts = ColorSet(variants: [
            ColorVariant(displayGamut: .sRGB, value: value(0x0D0D0D)),
            ColorVariant(displayGamut: .displayP3, value: value(0x1A1A1A)),
        ])
        let macOnly = ColorSet(variants: [
            ColorVariant(idiom: "mac", value: value(0x336699)),
            ColorVariant(conditions: [.dark], idiom: "mac", value: value(0x99CCFF)),
        ])
        #expect(gamuts.fallbackSlot?.gamut == .sRGB)
        #expect(macOnly.fallbackSlot?.idiom == "mac")
        let catalog = ColorCatalog(entries: [
            CatalogEntry(name: "Night", path: ["Night"], value: .color(gamuts)),
            CatalogEntry(name: "Mac", path: ["Mac"], value: .color(macOnly)),
        ])
        let (documents, diagnostics) = try TokenWriter().documents(for: catalog, name: "x")
        #expect(diagnostics.isEmpty)
        let base = try #require(documents.first { $0.mode == nil && !$0.fileName.hasSuffix(".resolver.json") })
        let again = TokenReader().read(text: base.text)
        #expect(TokenTesting.color(again.catalog, "Night")?.color == Color(rgb: 0x0D0D0D))
        #expect(TokenTesting.color(again.catalog, "Mac")?.color == Color(rgb: 0x336699))
    }

    /// Found by fuzzing: a group with no tokens that another group extends was not written, so
    /// the `$extends` read back as an error.
    @Test func aGroupThatAnotherExtendsIsWrittenEvenWhenItHasNoTokens() throws {
        let text = ##"""
            { "button": { "$type": "color", "bg": {} },
              "danger": { "$extends": "{button}", "fg": { "$type": "color", "$value": "#ff0000" } } }
            """##
        let result = TokenReader().read(text: text)
        #expect(result.isComplete, "\(result.errors)")
        let (documents, _) = try TokenWriter().documents(for: result.catalog, name: "x")
        #expect(documents[0].text.contains(#""button": {"#))
        let again = TokenReader().read(text: documents[0].text)
        #expect(again.isComplete, "\(again.errors)")
        #expect(TokenTesting.comparable(again.catalog) == TokenTesting.comparable(result.catalog))
    }

    /// Found by fuzzing: a group that extends another, and holds a group of the name the other
    /// gives a token, got the inherited token too, and was written with that name twice.
    @Test func whatAnExtendingGroupHoldsItselfWinsOverWhatItInheritsTokenOrGroup() throws {
        let text = ##"""
            { "button": { "$type": "color",
                          "bg": { "$value": "#000000" },
                          "icon": { "on": { "$value": "#111111" } }, "sub": { "x": { "$value": "#222222" } },
                          "fg": { "$value": "#ffffff" } },
              "danger": { "$extends": "{button}",
                          "bg": { "$description": "a group here", "on": { "$type": "color", "$value": "#ff0000" } },
                          "icon": { "$type": "color", "$value": "#00ff00" },
                          "fg": {} } }
            """##
        let result = TokenReader().read(text: text)
        #expect(result.isComplete, "\(result.errors)")
        #expect(result.catalog["danger.bg"] == nil)
        #expect(result.catalog["danger.icon.on"] == nil)
        #expect(TokenTesting.color(result.catalog, "danger.bg.on")?.color == Color(rgb: 0xFF0000))
        #expect(TokenTesting.color(result.catalog, "danger.icon")?.color == Color(rgb: 0x00FF00))
        #expect(TokenTesting.color(result.catalog, "danger.sub.x")?.color == Color(rgb: 0x222222))
        #expect(result.catalog["danger.fg"] == nil, "an empty group of its own stands where `fg` would be inherited")
        let (documents, _) = try TokenWriter().documents(for: result.catalog, name: "x")
        let again = TokenReader().read(text: documents[0].text)
        #expect(again.isComplete, "\(again.errors)")
        #expect(TokenTesting.comparable(again.catalog) == TokenTesting.comparable(result.catalog))
    }

    @Test func aGroupsPropertiesAtATokensNameAreRefusedNotWrittenAsASecondMemberOfThatName() {
        var catalog = ColorCatalog(entries: [
            CatalogEntry(
                name: "a.b", path: ["a", "b"],
                value: .color(
                    ColorSet(variants: [
                        ColorVariant(
                            value: .color(
                                CatalogColor(
                                    space: .sRGB, components: [0, 0, 0], alpha: 1, notation: .tokenObject(hex: nil),
                                    color: Color(rgb: 0))))
                    ])))
        ])
        catalog.groupMetadata[["a", "b"]] = [CatalogJSON.Member("$description", .string("a group"))]
        #expect(throws: TokenWriteError.tokenIsGroup(entry: "a.b")) {
            try TokenWriter().documents(for: catalog, name: "x")
        }
        catalog.groupMetadata = [["a", "b", "c"]: [CatalogJSON.Member("$description", .string("inside"))]]
        #expect(throws: TokenWriteError.tokenIsGroup(entry: "a.b")) {
            try TokenWriter().documents(for: catalog, name: "x")
        }
    }

    @Test(
        "a group in one file with the name of a token in another keeps the token, and says the group's properties are not kept"
    )
    func groupAndTokenOfOneNameInTwoFiles() throws {
        let result = TokenReader().read([
            .text(##"{ "a": { "b": { "$type": "color", "$value": "#102030" } } }"##, name: "one.tokens.json"),
            .text(##"{ "a": { "b": { "$description": "a group" } } }"##, name: "two.tokens.json"),
        ])
        #expect(TokenTesting.color(result.catalog, "a.b")?.color == Color(rgb: 0x102030))
        #expect(result.catalog.groupMetadata[["a", "b"]] == nil)
        let warning = try #require(result.diagnostics.first { $0.message.contains("has the name of the token `a.b`") })
        #expect(warning.file == "two.tokens.json")
        #expect(warning.location?.line == 1)
        let (documents, _) = try TokenWriter().documents(for: result.catalog, name: "x")
        #expect(TokenReader().read(text: documents[0].text).catalog["a.b"] != nil)
    }

    /// Found by fuzzing: a theme named `ligh#FFFt` was written to a file that the resolver's `$ref`
    /// named up to the `#`, a fragment; a theme with `/` made a path into folders that do not exist.
    @Test(
        "a mode's file is named with letters, digits, `-` and `_` only, one file a mode, and the resolver reads them all"
    )
    func modeFileNamesAreSafe() throws {
        func catalog(themes: [String]) -> ColorCatalog {
            let set = ColorSet(
                variants: [ColorVariant(value: TokenTesting.colorValue(0x102030))]
                    + themes.enumerated().map {
                        ColorVariant(theme: $1, value: TokenTesting.colorValue(UInt32($0 + 1)))
                    })
            return ColorCatalog(entries: [CatalogEntry(name: "c", path: ["c"], value: .color(set))])
        }
        let (documents, _) = try TokenWriter().documents(
            for: catalog(themes: ["q#w", "a/b", "a#b", "../../up", "x\u{0}y"]), name: "x")
        let names = documents.map(\.fileName)
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { $0.allSatisfy { $0.isLetter || $0.isNumber || "-_.".contains($0) } })
        #expect(names.contains("x.light-a_b.tokens.json") && names.contains("x.light-a_b-2.tokens.json"))
        // Themes as a resolver's context names read back: no `.`, `_` or spaces, which separate words.
        let themes = ["q#w", "a/b", "a#b", "x%y"]
        let catalog = catalog(themes: themes)
        let (_, again) = try TokenTesting.roundTrip(catalog, name: "x")
        #expect(again.isComplete, "\(again.errors)")
        for (index, theme) in themes.enumerated() {
            #expect(TokenTesting.color(again.catalog, "c", theme: theme)?.color == Color(rgb: UInt32(index + 1)))
        }
    }
}
