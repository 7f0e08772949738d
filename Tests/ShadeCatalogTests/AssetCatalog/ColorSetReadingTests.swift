import Shade
import ShadeCatalog
import Testing

@Suite("Color set contents")
struct ColorSetReadingTests {
    static let red =
        #"{"color-space": "srgb", "components": {"red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"}}"#
    static let blue =
        #"{"color-space": "srgb", "components": {"red": "0.000", "green": "0.000", "blue": "1.000", "alpha": "1.000"}}"#

    @Test func displayGamutsAreReadWithTheirCapitalPEachGamutResolvesItsOwnVariant() throws {
        let result = readColorSet(
            """
            {"colors": [
              {"display-gamut": "sRGB", "idiom": "universal", "color": \(Self.red)},
              {"display-gamut": "display-P3", "idiom": "universal", "color": \(Self.blue)}
            ]}
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(try variants(of: result).map(\.displayGamut) == [.sRGB, .displayP3])
        let set = try #require(result.catalog.colors.first?.set)
        #expect(
            set.dynamicColor(gamut: .displayP3)?.resolvedColor(with: TraitCollection())
                == Color(red: 0, green: 0, blue: 1))
        #expect(
            set.dynamicColor(gamut: .sRGB)?.resolvedColor(with: TraitCollection()) == Color(red: 1, green: 0, blue: 0))

        let cased = readColorSet(
            #"{"colors": [{"display-gamut": "display-p3", "idiom": "universal", "color": \#(Self.red)}]}"#)
        #expect(cased.isComplete && cased.diagnostics.count == 1)
        #expect(try variants(of: cased).first?.displayGamut == .displayP3)
        let unknown = readColorSet(
            #"{"colors": [{"display-gamut": "rec2020", "idiom": "universal", "color": \#(Self.red)}]}"#)
        #expect(unknown.isComplete && unknown.diagnostics.count == 1)
        let kept = try #require(try variants(of: unknown).first)
        #expect(kept.displayGamut == nil && kept.extraKeys == [CatalogJSON.Member("display-gamut", .string("rec2020"))])
    }

    @Test func everyIdiomIsKeptAMissingOneIsUniversalAnUnknownOneIsKeptWithAWarning() throws {
        let known = ["universal", "iphone", "ipad", "mac", "tv", "watch", "car", "vision"]
        let entries = known.map { #"{"idiom": "\#($0)", "color": \#(Self.red)}"# }.joined(separator: ",")
        let result = readColorSet(#"{"colors": [\#(entries), {"color": \#(Self.blue)}]}"#)
        #expect(result.diagnostics.isEmpty)
        #expect(try variants(of: result).map(\.idiom) == known + ["universal"])
        let set = try #require(result.catalog.colors.first?.set)
        #expect(
            set.dynamicColor(idiom: "mac")?.resolvedColor(with: TraitCollection()) == Color(red: 1, green: 0, blue: 0))

        let unknown = readColorSet(#"{"colors": [{"idiom": "toaster", "color": \#(Self.red)}]}"#)
        #expect(unknown.isComplete)
        #expect(
            unknown.diagnostics.map(\.message) == [
                #"colors[0].idiom: "toaster" is not an idiom Shade knows; it is kept"#
            ])
        #expect(try variants(of: unknown).first?.idiom == "toaster")
    }

    @Test func systemColorReferencesStayReferencesWithOrWithoutAPlatform() throws {
        let result = readColorSet(
            """
            {"colors": [
              {"idiom": "universal", "color": {"platform": "ios", "reference": "systemBlueColor"}},
              {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
               "color": {"platform": "osx", "reference": "quaternaryLabelColor"}},
              {"idiom": "mac", "color": {"reference": "systemPurpleColor"}},
              {"idiom": "ipad", "color": {"platform": "universal", "reference": "systemIndigoColor"}}
            ]}
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(
            try variants(of: result).map(\.value) == [
                .reference(SystemColorReference(platform: "ios", name: "systemBlueColor")),
                .reference(SystemColorReference(platform: "osx", name: "quaternaryLabelColor")),
                .reference(SystemColorReference(name: "systemPurpleColor")),
                .reference(SystemColorReference(platform: "universal", name: "systemIndigoColor")),
            ])
        let color = try #require(result.catalog.dynamicColor(named: "Test"))
        let dark = TraitCollection { $0.userInterfaceStyle = .dark }
        #expect(
            color.resolvedColor(with: TraitCollection())
                == DynamicColor.systemBlue.resolvedColor(with: TraitCollection()))
        #expect(color.resolvedColor(with: dark) == DynamicColor.quaternaryLabel.resolvedColor(with: dark))

        let unknown = readColorSet(
            #"{"colors": [{"idiom": "mac", "color": {"platform": "osx", "reference": "controlAccentColor"}}]}"#)
        #expect(unknown.isComplete)
        #expect(
            unknown.diagnostics.map(\.message) == [
                #"colors[0].color.reference: Shade has no system color named "controlAccentColor"; it is kept as a reference that resolves to nothing"#
            ])
        #expect(
            try variants(of: unknown).first?.value
                == .reference(SystemColorReference(platform: "osx", name: "controlAccentColor")))
    }

    @Test func aVariantWithoutAColorIsKeptUnsetASetWithoutAnyResolvesToNothing() throws {
        let result = readColorSet(#"{"colors": [{"idiom": "universal"}], "info": {"author": "xcode", "version": 1}}"#)
        #expect(result.diagnostics.isEmpty)
        #expect(try variants(of: result) == [ColorVariant(value: nil)])
        #expect(result.catalog.dynamicColor(named: "Test") == nil)
    }

    @Test func anEmptyColorsArrayIsAnEmptySetAMissingOneTooWithAWarning() throws {
        let empty = readColorSet(
            "{\n  \"info\" : {\n    \"version\" : 1,\n    \"author\" : \"xcode\"\n  },\n  \"colors\" : [\n\n  ]\n}")
        #expect(empty.diagnostics.isEmpty)
        #expect(try variants(of: empty).isEmpty)
        let missing = readColorSet(#"{"info": {"author": "xcode", "version": 1}}"#)
        #expect(missing.isComplete && missing.diagnostics.count == 1)
        #expect(try variants(of: missing).isEmpty)
    }

    @Test func infoVersionMayBeAnIntegerOrANumericStringAnythingElseIsAWarning() {
        for version in ["1", #""1""#] {
            let result = readColorSet(#"{"colors": [], "info": {"author": "zeplin", "version": \#(version)}}"#)
            #expect(result.diagnostics.isEmpty, "\(version)")
        }
        let cases = [
            (#""one""#, #"info.version: expected a version number, found "one"; read as version 1"#),
            ("true", "info.version: expected a version number, found true; read as version 1"),
            ("2", "info.version: version 2 is not 1, the only version there is; read as version 1"),
        ]
        for (version, message) in cases {
            let result = readColorSet(#"{"colors": [], "info": {"author": "xcode", "version": \#(version)}}"#)
            #expect(result.isComplete)
            #expect(result.diagnostics.map(\.message) == [message])
        }
    }

    @Test func unknownKeysAreKeptAtEveryLevelSortedByKey() throws {
        let result = readColorSet(
            """
            {"colors": [{"idiom": "universal", "locale": "fr", "color": \(Self.red),
                         "width-class": {"z": 1, "a": [true, null, 1.50]}}],
             "properties": {"localizable": true},
             "info": {"author": "xcode", "version": 1, "generator": "shade"}}
            """)
        #expect(result.diagnostics.isEmpty)
        let variant = try #require(try variants(of: result).first)
        #expect(
            variant.extraKeys == [
                CatalogJSON.Member("locale", .string("fr")),
                CatalogJSON.Member(
                    "width-class",
                    .object([
                        CatalogJSON.Member("a", .array([.bool(true), .null, .number("1.50")])),
                        CatalogJSON.Member("z", .number("1")),
                    ])),
            ])
        #expect(
            result.catalog.entries.first?.extensions == [
                CatalogJSON.Member("info", .object([CatalogJSON.Member("generator", .string("shade"))])),
                CatalogJSON.Member("properties", .object([CatalogJSON.Member("localizable", .bool(true))])),
            ])
    }

    @Test func appearancesKnownPairsSelectAVariantInAnyOrderUnknownPairsAreKeptAndSelectNone() throws {
        let result = readColorSet(
            """
            {"colors": [
              {"idiom": "universal", "color": \(Self.red)},
              {"idiom": "universal", "appearances": [{"appearance": "contrast", "value": "high"},
                                                     {"appearance": "luminosity", "value": "dark"}], "color": \(Self.blue)},
              {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dim"}], "color": \(Self.blue)}
            ]}
            """)
        #expect(result.isComplete)
        #expect(
            result.diagnostics.map(\.message) == [
                "colors[2].appearances: Shade resolves luminosity light or dark and contrast high, found luminosity dim; "
                    + "the entry is kept, but no trait collection selects it"
            ])
        let variants = try variants(of: result)
        #expect(variants.map(\.appearance) == [.any, .darkHighContrast, nil])
        #expect(variants[1].conditions == [.highContrast, .dark])
        #expect(variants[2].conditions == [.other(kind: "luminosity", value: "dim")])
        let color = try #require(result.catalog.dynamicColor(named: "Test"))
        let darkHigh = TraitCollection {
            $0.userInterfaceStyle = .dark
            $0.accessibilityContrast = .high
        }
        #expect(color.resolvedColor(with: darkHigh) == Color(red: 0, green: 0, blue: 1))
        #expect(
            color.resolvedColor(with: TraitCollection { $0.userInterfaceStyle = .dark })
                == Color(red: 1, green: 0, blue: 0))
    }
}
