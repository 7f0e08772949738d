import Foundation
import Shade
import Testing

@testable import ShadeCatalog
@testable import ShadeTokens

@Suite("Design tokens: modes")
struct TokenModeTests {
    static let dark = TraitCollection { $0.userInterfaceStyle = .dark }
    static let darkHighContrast = TraitCollection {
        $0.userInterfaceStyle = .dark
        $0.accessibilityContrast = .high
    }
    static let lightHighContrast = TraitCollection {
        $0.userInterfaceStyle = .light
        $0.accessibilityContrast = .high
    }

    static let modeNameCases: [(String, [ColorVariant.Condition], String?)] = [
        ("light", [], nil),
        ("Light", [], nil),
        ("default", [], nil),
        ("dark", [.dark], nil),
        ("light_ax", [.highContrast], nil),
        ("dark_ax", [.dark, .highContrast], nil),
        ("light-hc", [.highContrast], nil),
        ("Light HC", [.highContrast], nil),
        ("Dark HC", [.dark, .highContrast], nil),
        ("light-high-contrast", [.highContrast], nil),
        ("lightHighContrast", [.highContrast], nil),
        ("darkHighContrast", [.dark, .highContrast], nil),
        ("dark-dimmed", [.dark], "dimmed"),
        ("dark-dimmed-high-contrast", [.dark, .highContrast], "dimmed"),
        ("light-tritanopia", [], "tritanopia"),
        ("dark-protanopia-deuteranopia-high-contrast", [.dark, .highContrast], "protanopia-deuteranopia"),
        ("dark-elevated", [.dark, .elevated], nil),
        ("explicit-light", [.light], nil),
        ("sepia", [], "sepia"),
        ("Brand A", [], "Brand-A"),
    ]

    @Test(arguments: modeNameCases)
    func aModesNameMapsToTheConditionsAndNamedThemeOfAColorVariant(
        name: String, conditions: [ColorVariant.Condition], theme: String?
    ) {
        let mode = TokenMode(named: name)
        #expect(mode.conditions == conditions)
        #expect(mode.theme == theme)
        #expect(mode.name == name)
    }

    @Test func theNameShadeWritesForAModeReadsBackAsTheSameMode() {
        for variant in DynamicColor.Variant.allCases {
            for theme in [nil, "dimmed", "protanopia-deuteranopia"] {
                let conditions = ColorVariant.conditions(for: variant)
                let mode = TokenMode(named: TokenMode.name(conditions: conditions, theme: theme))
                #expect(mode.conditions == conditions, "\(variant) \(theme ?? "")")
                #expect(mode.theme == theme)
            }
        }
    }

    /// The components and alpha of `color.systemBlue` in an apple-hig color file.
    static func appleBlue(_ file: String) throws -> (components: [Double?], alpha: Double) {
        let result = TokenReader().read(file: TokenTesting.example("apple-hig/color/\(file).tokens.json"))
        let color = try #require(TokenTesting.color(result.catalog, "color.systemBlue"))
        return (color.components, color.alpha)
    }

    @Test func theAppleHigResolverGivesSystemBluesLightDarkAndIncreasedContrastVariantsFromTheirFiles() throws {
        let result = TokenReader().read(resolver: TokenTesting.example("apple-hig.resolver.json"))
        #expect(result.isComplete)
        let variants = TokenTesting.variants(result.catalog, "color.systemBlue")
        #expect(variants.map(\.conditions) == [[], [.highContrast], [.dark], [.dark, .highContrast]])
        for (conditions, file) in [
            ([], "light"), ([.highContrast], "light_ax"), ([.dark], "dark"), ([.dark, .highContrast], "dark_ax"),
        ] as [([ColorVariant.Condition], String)] {
            let color = try #require(TokenTesting.color(result.catalog, "color.systemBlue", conditions))
            let expected = try Self.appleBlue(file)
            #expect(color.components == expected.components, "\(file)")
            #expect(color.alpha == expected.alpha)
        }
        let blue = try #require(result.catalog.dynamicColor(named: "color.systemBlue"))
        #expect(blue.resolvedColor(with: TraitCollection()) == Color(red: 0, green: 0.47843137254901963, blue: 1))
        #expect(
            blue.resolvedColor(with: Self.dark) == Color(red: 0.0392156862745098, green: 0.5176470588235295, blue: 1))
        #expect(
            blue.resolvedColor(with: Self.lightHighContrast)
                == Color(red: 0, green: 0.25098039215686274, blue: 0.8666666666666667))
        #expect(
            blue.resolvedColor(with: Self.darkHighContrast)
                == Color(red: 0.25098039215686274, green: 0.611764705882353, blue: 1))
        // The text styles come from the default `size` context, with their font family alias.
        guard case .font(let body, let typography) = result.catalog["font.textStyle.body"]?.value else {
            Issue.record("font.textStyle.body is not a font")
            return
        }
        #expect(body == ThemeFont(family: "SF Pro", size: 17, weight: .regular, relativeTo: .body))
        #expect(typography.fieldAliases == ["fontFamily": "font.design.default"])
    }

    @Test func oneFilePerModeGivesTheSameColorsAsTheResolverThatNamesThoseFiles() throws {
        let files = TokenReader().read([
            .file(TokenTesting.example("apple-hig/color/light.tokens.json"), mode: TokenMode(named: "light")),
            .file(TokenTesting.example("apple-hig/color/light_ax.tokens.json"), mode: TokenMode(named: "light_ax")),
            .file(TokenTesting.example("apple-hig/color/dark.tokens.json"), mode: TokenMode(named: "dark")),
            .file(TokenTesting.example("apple-hig/color/dark_ax.tokens.json"), mode: TokenMode(named: "dark_ax")),
        ])
        let resolver = TokenReader().read(resolver: TokenTesting.example("apple-hig.resolver.json"))
        #expect(files.isComplete)
        #expect(files.catalog.colors.count == 18)
        for (name, set) in files.catalog.colors {
            #expect(resolver.catalog[name]?.value == .color(set), "\(name)")
        }
    }

    @Test func figmaSdsThemeFilesOfAliasesIntoASharedPaletteWithRootTokens() throws {
        let result = TokenReader().read(resolver: TokenTesting.example("figma-sds.resolver.json"))
        // The corpus holds three of the five files the resolver names (see Fixtures/tokens/SOURCES.md).
        #expect(result.errors.map(\.message).allSatisfy { $0.hasPrefix("cannot read \"./figma-sds/") })
        #expect(result.errors.count == 2)
        let variants = TokenTesting.variants(result.catalog, "color.background.brand.$root")
        #expect(variants.map(\.conditions) == [[], [.dark]])
        #expect(variants.map(\.aliasOf) == ["color.brand.800", "color.white.100"])
        #expect(
            TokenTesting.color(result.catalog, "color.background.brand.$root")?.color
                == TokenTesting.color(result.catalog, "color.brand.800")?.color)
        #expect(
            TokenTesting.color(result.catalog, "color.background.brand.$root", [.dark])?.color
                == TokenTesting.color(result.catalog, "color.white.100")?.color)
        // A palette color is the same in both themes: one variant.
        #expect(TokenTesting.variants(result.catalog, "color.brand.800").count == 1)

        let files = TokenReader().read([
            .file(TokenTesting.example("figma-sds/color.tokens.json")),
            .file(TokenTesting.example("figma-sds/theme-light.tokens.json"), mode: .light),
            .file(TokenTesting.example("figma-sds/theme-dark.tokens.json"), mode: .dark),
        ])
        #expect(files.isComplete)
        #expect(files.catalog.colors.map(\.name) == result.catalog.colors.map(\.name))
    }

    @Test func gitHubPrimersOverridesGiveTheDarkVariantsAndTheNamedThemesResolvedAmongTheDarkTokens() throws {
        let result = TokenReader().read([
            .file(TokenTesting.example("github-primer/base/color/light/light.tokens.json"), mode: .light),
            .file(TokenTesting.example("github-primer/base/color/dark/dark.tokens.json"), mode: .dark),
            .file(TokenTesting.example("github-primer/functional/color/fgColor.tokens.json")),
            .file(TokenTesting.example("github-primer/functional/color/bgColor.tokens.json")),
        ])
        #expect(result.isComplete)
        #expect(result.catalog.themes == ["dimmed", "protanopia-deuteranopia", "tritanopia"])
        let catalog = result.catalog
        func hex(_ name: String, _ conditions: [ColorVariant.Condition] = [], theme: String? = nil) -> String? {
            TokenTesting.color(catalog, name, conditions, theme: theme).flatMap {
                TokenColorConversion.hex(of: $0.color)
            }
        }
        // `$value` {base.color.neutral.13} in light; the `dark` override {base.color.neutral.12} among dark tokens.
        #expect(hex("fgColor.default") == "#1f2328")
        #expect(hex("fgColor.default", [.dark]) == "#f0f6fc")
        #expect(hex("fgColor.default", [.dark], theme: "dimmed") == "#d1d7e0")
        // No `dark-tritanopia` override: `$value` again, among the dark tokens, as Primer builds it.
        #expect(hex("fgColor.default", [.dark], theme: "tritanopia") == "#ffffff")
        let variant = TokenTesting.variants(catalog, "fgColor.default").first { $0.theme == "dimmed" }
        #expect(variant?.aliasOf == "base.color.neutral.11")
        // Primer's `{"$value": …, "alpha": …}` override.
        let muted = try #require(TokenTesting.color(catalog, "bgColor.neutral.muted"))
        #expect(muted.alpha == 0.12)
        #expect(TokenColorConversion.hex(of: muted.color) == "#818b98")
        // The theme is selected like any other.
        let dimmed = try #require(catalog.dynamicColor(named: "fgColor.default", theme: "dimmed"))
        #expect(TokenColorConversion.hex(of: dimmed.resolvedColor(with: Self.dark)) == "#d1d7e0")
        #expect(TokenColorConversion.hex(of: dimmed.resolvedColor(with: TraitCollection())) == "#1f2328")
    }

    @Test func terrazzosModeExtensionGivesADarkVariant() {
        let result = TokenReader().read(
            file: TokenTesting.fixture("terrazzoapp__terrazzo/packages/plugin-swift/test/color/tokens.json"))
        #expect(result.diagnostics.isEmpty)
        #expect(TokenTesting.variants(result.catalog, "color.primitive.blue.1").map(\.conditions) == [[], [.dark]])
        #expect(TokenTesting.color(result.catalog, "color.primitive.blue.1", [.dark])?.color == Color(rgb: 0x0D1520))
        // Both modes the same: one variant.
        #expect(TokenTesting.variants(result.catalog, "color.primitive.blue.9").count == 1)
    }

    @Test func aVariantThatRepeatsWhatTheLookupFallsBackToIsLeftOutOneThatDiffersFromItIsKept() {
        let light = ##"{ "c": { "$type": "color", "same": { "$value": "#111111" }, "hc": { "$value": "#111111" } } }"##
        let dark = ##"{ "c": { "$type": "color", "same": { "$value": "#111111" }, "hc": { "$value": "#222222" } } }"##
        let darkHC = ##"{ "c": { "$type": "color", "same": { "$value": "#111111" }, "hc": { "$value": "#111111" } } }"##
        let result = TokenReader().read([
            .text(light, name: "light.json", mode: .light),
            .text(dark, name: "dark.json", mode: .dark),
            .text(darkHC, name: "dark-hc.json", mode: .darkHighContrast),
        ])
        #expect(TokenTesting.variants(result.catalog, "c.same").map(\.conditions) == [[]])
        // Dark high contrast equals Any, but the lookup would give dark's #222222: it stays.
        #expect(
            TokenTesting.variants(result.catalog, "c.hc").map(\.conditions) == [[], [.dark], [.dark, .highContrast]])
        // The two left out are written in files of their own, which a change of the light value
        // leaves as they are: the result keeps them, where they are written.
        let repeated = result.repeatedVariants["c.same"] ?? []
        #expect(repeated.map(\.conditions) == [[.dark], [.dark, .highContrast]])
        #expect(repeated.compactMap(\.valueSource?.file) == ["dark.json", "dark-hc.json"])
        #expect(result.repeatedVariants["c.hc"] == nil)
        let restored = result.catalog.restoring(result.repeatedVariants)
        #expect(
            TokenTesting.variants(restored, "c.same").map(\.conditions) == [[], [.dark], [.dark, .highContrast]])
        if case .color(let set)? = restored["c.same"]?.value {
            #expect(set.compactedAsRead() == ColorSet(variants: TokenTesting.variants(result.catalog, "c.same")))
        }
    }

    @Test func anOverrideThatRepeatsTheValueIsWrittenApartAModeWithoutOneIsNot() {
        let text = ##"""
            { "c": { "$type": "color",
              "a": { "$value": "#111111",
                     "$extensions": { "org.primer.overrides": { "dark": "#111111", "dark-dimmed": "#222222" } } },
              "b": { "$value": "#111111", "$extensions": { "org.primer.overrides": { "dark": "#333333" } } } } }
            """##
        let result = TokenReader().read(text: text)
        #expect(result.isComplete, "\(result.errors)")
        // `a`'s dark override repeats `$value`; `b` has no `dark-dimmed` override, so that mode
        // reads `b`'s `$value`, in the same place as light: nothing is written apart.
        #expect(TokenTesting.variants(result.catalog, "c.a").map(\.theme) == [nil, "dimmed"])
        let repeated = result.repeatedVariants["c.a"] ?? []
        #expect(repeated.map(\.conditions) == [[.dark]])
        #expect(repeated.first?.valueSource?.position == DocumentLocation(line: 3, column: 61))
        #expect(result.repeatedVariants["c.b"] == nil)
    }

    /// Found by fuzzing: a theme's override that repeats the default color was left out when
    /// both were CSS strings, but kept once the writer had written the default as an object, so
    /// the variant appeared in the round trip. The notation is not part of the color.
    @Test func aVariantThatRepeatsItsFallbackInAnotherNotationIsLeftOutTooSoARoundTripKeepsTheCatalog() throws {
        let text = ##"""
            { "c": { "$type": "color",
              "a": { "$value": { "colorSpace": "srgb", "components": [0, 0.2, 0.4], "hex": "#003366" },
                     "$extensions": { "mode": { "ligh.t": "#003366", "dark": "#000000" } } },
              "b": { "$value": "#3eb1ef", "$extensions": { "mode": { "light": "#5eb1ef" } } } } }
            """##
        let result = TokenReader().read(text: text)
        #expect(result.isComplete, "\(result.errors)")
        #expect(TokenTesting.variants(result.catalog, "c.a").map(\.conditions) == [[], [.dark]])
        #expect(TokenTesting.variants(result.catalog, "c.b").map(\.theme) == [nil, nil, "ligh-t"])
        let (_, again) = try TokenTesting.roundTrip(result.catalog)
        #expect(again.isComplete, "\(again.errors)")
        #expect(TokenTesting.comparable(again.catalog) == TokenTesting.comparable(result.catalog))
    }

    @Test func aMetricWithAnotherValueInAnotherModeKeepsEachModesValue() throws {
        let result = TokenReader().read([
            .text(#"{ "size": { "$type": "dimension", "$value": "4px" } }"#, name: "light.json", mode: .light),
            .text(#"{ "size": { "$type": "dimension", "$value": "8px" } }"#, name: "dark.json", mode: .dark),
        ])
        #expect(TokenTesting.located(result) == [])
        let size = try #require(result.catalog["size"])
        #expect(size.value == .metric(ThemeMetric(4, relativeTo: nil), Dimension(4, unit: "px")))
        #expect(size.value(conditions: [.dark]) == .metric(ThemeMetric(8, relativeTo: nil), Dimension(8, unit: "px")))
    }

    @Test(
        "a resolver's modifiers: appearance contexts become modes, others their default, inline sources and sets included"
    )
    func resolverModifiers() throws {
        let directory = try TokenTesting.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try TokenTesting.write(
            [
                "base.json":
                    ##"{ "palette": { "$type": "color", "white": { "$value": "#ffffff" }, "black": { "$value": "#000000" } } }"##,
                "compact.json": ##"{ "space": { "$type": "dimension", "$value": "4px" } }"##,
            ], into: directory)
        let text = """
            {
              "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "base.json" }] } },
              "modifiers": {
                "appearance": {
                  "contexts": {
                    "light": [{ "bg": { "$type": "color", "$value": "{palette.white}" } }],
                    "dark": [{ "$ref": "#/sets/base" }, { "bg": { "$type": "color", "$value": "{palette.black}" } }]
                  },
                  "default": "light"
                },
                "density": {
                  "contexts": {
                    "compact": [{ "$ref": "compact.json" }],
                    "regular": [{ "space": { "$type": "dimension", "$value": "8px" } }]
                  },
                  "default": "regular"
                }
              },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/appearance" }, { "$ref": "#/modifiers/density" }]
            }
            """
        let result = TokenReader().read(resolverText: text, name: "test.resolver.json", directory: directory)
        #expect(result.errors.isEmpty)
        #expect(
            TokenTesting.located(result) == [
                "12:16: warning: the modifier `density` is not an appearance: only its context `regular` is read, not `compact`"
            ])
        #expect(TokenTesting.variants(result.catalog, "bg").map(\.aliasOf) == ["palette.white", "palette.black"])
        #expect(result.catalog["space"]?.value == .metric(ThemeMetric(8, relativeTo: nil), Dimension(8, unit: "px")))
    }

    @Test func resolverMistakesAreLocatedAMissingFileAnUnknownReferenceABadDefault() throws {
        let directory = try TokenTesting.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = """
            {
              "version": "2025.10",
              "modifiers": {
                "theme": {
                  "contexts": { "light": [{ "$ref": "missing.json" }], "dark": [] },
                  "default": "dim"
                }
              },
              "resolutionOrder": [{ "$ref": "#/sets/none" }, { "$ref": "#/modifiers/theme" }]
            }
            """
        let result = TokenReader().read(resolverText: text, name: "test.resolver.json", directory: directory)
        let missing = directory.appendingPathComponent("missing.json").standardizedFileURL.path
        #expect(
            TokenTesting.located(result) == [
                "6:18: error: expected the `default` of `theme` to be one of its contexts (light, dark), found \"dim\"",
                "9:23: error: `resolutionOrder` refers to \"#/sets/none\", which is no set or modifier of this document; ignored",
                "5:41: error: cannot read \"missing.json\" (\(missing)): there is no such file",
            ])
    }

    @Test func inlineSetsAndModifiersInResolutionOrderAOneContextModifierIsReadAsASet() throws {
        let directory = try TokenTesting.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = ##"""
            {
              "version": "2025.10",
              "resolutionOrder": [
                { "type": "set", "name": "base", "sources": [{ "c": { "$type": "color", "$value": "#000000" } }] },
                {
                  "type": "modifier",
                  "name": "theme",
                  "contexts": {
                    "light": [],
                    "dark": [{ "c": { "$type": "color", "$value": "#ffffff" } }],
                    "dim": [{ "$ref": "#/modifiers/other" }, { "c": { "$type": "color", "$value": "#777777" } }]
                  },
                  "default": "light"
                },
                { "type": "modifier", "name": "solo", "contexts": { "only": [] } },
                { "name": "nameless" }
              ]
            }
            """##
        let result = TokenReader().read(resolverText: text, directory: directory)
        #expect(
            TokenTesting.located(result) == [
                "11:17: error: a modifier must not refer to a modifier (\"#/modifiers/other\"); ignored",
                "15:55: warning: the modifier `solo` has one context; it is read as a set",
                "16:5: error: an inline item of `resolutionOrder` needs `type` (\"set\" or \"modifier\") and `name`; ignored",
            ])
        #expect(TokenTesting.variants(result.catalog, "c").map(\.conditions) == [[], [.dark], []])
        #expect(result.catalog.themes == ["dim"])
    }

    @Test func aTokensStudioSetThatIsMissingIsReportedAtItsTheme() throws {
        let directory = try TokenTesting.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try TokenTesting.write(
            ["$themes.json": #"[{ "name": "Light", "selectedTokenSets": { "gone": "enabled" } }]"#], into: directory)
        let result = TokenReader().read(contentsOf: directory)
        let path = directory.appendingPathComponent("gone.json").path
        #expect(TokenTesting.located(result) == ["1:2: error: cannot read \"gone\" (\(path)): there is no such file"])
    }

    @Test func aTokensStudioSetOutsideTheFolderByNameOrThroughALinkIsReportedAndNotRead() throws {
        let directory = try TokenTesting.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let studio = directory.appendingPathComponent("studio")
        try TokenTesting.write(
            [
                "secret.json": ##"{"leak": {"$type": "color", "$value": "#102030"}}"##,
                "studio/$themes.json":
                    #"[{ "name": "Light", "selectedTokenSets": { "../secret": "enabled", "linked": "enabled", "core": "enabled" } }]"#,
                "studio/core.json": ##"{"c": {"$type": "color", "$value": "#405060"}}"##,
            ], into: directory)
        try FileManager.default.createSymbolicLink(
            atPath: studio.appendingPathComponent("linked.json").path,
            withDestinationPath: directory.appendingPathComponent("secret.json").path)
        let result = TokenReader().read(contentsOf: studio)
        #expect(result.catalog.names == ["c"])
        let outside = result.errors.filter { $0.message.contains("outside the Tokens Studio folder") }
        #expect(
            outside.map { String($0.message.prefix(26)) } == [
                "the token set \"../secret\" ", "the token set \"linked\" nam",
            ])
        #expect(outside.allSatisfy { $0.location != nil })
    }

    /// A Tokens Studio folder in compound's shape: legacy keys, themes Light, Dark, Light HC and
    /// Dark HC, a `source` core palette and `enabled` semantic sets.
    static let tokensStudioFiles: [String: String] = [
        "$metadata.json":
            #"{ "tokenSetOrder": ["semantic", "theme-light", "theme-light-hc", "theme-dark", "theme-dark-hc", "core"] }"#,
        "$themes.json": """
        [
          { "id": "1", "name": "Light", "selectedTokenSets": { "core": "source", "theme-light": "enabled", "semantic": "enabled", "unused": "disabled" } },
          { "id": "2", "name": "Dark", "selectedTokenSets": { "core": "source", "theme-dark": "enabled", "semantic": "enabled" } },
          { "id": "3", "name": "Light HC", "selectedTokenSets": { "core": "source", "theme-light": "enabled", "theme-light-hc": "enabled", "semantic": "enabled" } },
          { "id": "4", "name": "Dark HC", "selectedTokenSets": { "core": "source", "theme-dark": "enabled", "theme-dark-hc": "enabled", "semantic": "enabled" } }
        ]
        """,
        "core.json":
            ##"{ "gray": { "100": { "value": "#eeeeee", "type": "color" }, "900": { "value": "#111111", "type": "color" } }, "accent": { "value": "#ff0000", "type": "color" } }"##,
        "theme-light.json":
            ##"{ "theme": { "bg": { "value": "{gray.100}", "type": "color" }, "fg": { "value": "{gray.900}", "type": "color" } }, "accent": { "value": "#0000ff", "type": "color" } }"##,
        "theme-light-hc.json": ##"{ "theme": { "fg": { "value": "#000000", "type": "color" } } }"##,
        "theme-dark.json":
            ##"{ "theme": { "bg": { "value": "{gray.900}", "type": "color" }, "fg": { "value": "{gray.100}", "type": "color" } } }"##,
        "theme-dark-hc.json": ##"{ "theme": { "fg": { "value": "#ffffff", "type": "color" } } }"##,
        "semantic.json": ##"{ "text": { "value": "{theme.fg}", "type": "color", "description": "Body text" } }"##,
    ]

    @Test func aTokensStudioFolderEachThemeAModeSourceSetsBeforeEnabledOnesDisabledOnesDropped() throws {
        let directory = try TokenTesting.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try TokenTesting.write(Self.tokensStudioFiles, into: directory)
        let result = TokenReader().read(contentsOf: directory)
        #expect(result.diagnostics.isEmpty)
        let text = TokenTesting.variants(result.catalog, "text")
        #expect(text.map(\.conditions) == [[], [.highContrast], [.dark], [.dark, .highContrast]])
        #expect(TokenTesting.color(result.catalog, "text")?.color == Color(rgb: 0x111111))
        #expect(TokenTesting.color(result.catalog, "text", [.highContrast])?.color == Color(rgb: 0x000000))
        #expect(TokenTesting.color(result.catalog, "text", [.dark])?.color == Color(rgb: 0xEEEEEE))
        #expect(TokenTesting.color(result.catalog, "text", [.dark, .highContrast])?.color == Color(rgb: 0xFFFFFF))
        #expect(result.catalog["text"]?.description == "Body text")
        // `core` is a source set, read before the enabled `theme-light` though `tokenSetOrder` lists it last.
        #expect(TokenTesting.color(result.catalog, "accent")?.color == Color(rgb: 0x0000FF))
        #expect(TokenTesting.color(result.catalog, "accent", [.dark])?.color == Color(rgb: 0xFF0000))
    }

    @Test func tokensStudioThemesWithGroupsCombineAcrossGroupsAThemeWithoutAnAppearanceIsANamedTheme() throws {
        let directory = try TokenTesting.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try TokenTesting.write(
            [
                "$themes.json": """
                [
                  { "name": "Light", "group": "mode", "selectedTokenSets": { "light": "enabled" } },
                  { "name": "Dark", "group": "mode", "selectedTokenSets": { "dark": "enabled" } },
                  { "name": "Ocean", "group": "brand", "selectedTokenSets": { "ocean": "enabled" } },
                  { "name": "Forest", "group": "brand", "selectedTokenSets": { "forest": "enabled" } }
                ]
                """,
                "light.json": ##"{ "bg": { "value": "{brand.light}", "type": "color" } }"##,
                "dark.json": ##"{ "bg": { "value": "{brand.dark}", "type": "color" } }"##,
                "ocean.json":
                    ##"{ "brand": { "light": { "value": "#ddeeff", "type": "color" }, "dark": { "value": "#001133", "type": "color" } } }"##,
                "forest.json":
                    ##"{ "brand": { "light": { "value": "#ddffdd", "type": "color" }, "dark": { "value": "#003300", "type": "color" } } }"##,
            ], into: directory)
        let result = TokenReader().read(tokensStudioFolder: directory)
        #expect(result.diagnostics.isEmpty)
        #expect(result.catalog.themes == ["Forest", "Ocean"])
        let ocean = try #require(result.catalog.dynamicColor(named: "bg", theme: "Ocean"))
        #expect(ocean.resolvedColor(with: Self.dark) == Color(rgb: 0x001133))
        let forest = try #require(result.catalog.dynamicColor(named: "bg", theme: "Forest"))
        #expect(forest.resolvedColor(with: TraitCollection()) == Color(rgb: 0xDDFFDD))
    }

    @Test func twoModesThatAreTheSameVariantTheSecondIsNotRead() {
        let result = TokenReader().read([
            .text(
                ##"{ "c": { "$type": "color", "$value": "#000000" } }"##, name: "a.json",
                mode: TokenMode(named: "light")),
            .text(
                ##"{ "c": { "$type": "color", "$value": "#ffffff" } }"##, name: "b.json",
                mode: TokenMode(named: "default")),
        ])
        #expect(
            result.diagnostics.map(\.description) == [
                "b.json: warning: the modes `light` and `default` are the same variant; `default` is not read"
            ])
        #expect(TokenTesting.color(result.catalog, "c")?.color == Color(rgb: 0x000000))
    }

    /// Found by fuzzing: a catalog whose only modes were themes was written as a modifier with the
    /// contexts `light` and `light-ocean`, which the reader took for a modifier of something other
    /// than appearance, so it read `light` alone and the theme was lost.
    @Test(
        "a modifier whose contexts are `light` and `light-<theme>` gives the theme, and a catalog of themes alone round-trips"
    )
    func themesWithoutOtherAppearancesRoundTrip() throws {
        let set = ColorSet(variants: [
            ColorVariant(value: TokenTesting.colorValue(0x102030)),
            ColorVariant(theme: "ocean", value: TokenTesting.colorValue(0x0000FF)),
        ])
        let result = CatalogReadResult(
            catalog: ColorCatalog(entries: [CatalogEntry(name: "c", path: ["c"], value: .color(set))]), diagnostics: [])
        let (written, again) = try TokenTesting.roundTrip(result.catalog)
        #expect(written.map(\.lastPathComponent).contains("tokens.light-ocean.tokens.json"))
        #expect(again.warnings.isEmpty, "\(again.warnings)")
        #expect(TokenTesting.color(again.catalog, "c", theme: "ocean")?.color == Color(rgb: 0x0000FF))
        #expect(TokenTesting.color(again.catalog, "c")?.color == Color(rgb: 0x102030))
        #expect(!TokenMode.namesAppearance("ocean") && !TokenMode.namesAppearance("brand-acme"))
        #expect(TokenMode.namesAppearance("light-ocean") && TokenMode.namesAppearance("Dark"))
    }
}
