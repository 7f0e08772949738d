import Foundation
import Shade
import ShadeCatalog
import ShadeTestSupport
import Testing

@Suite("Writing asset catalogs")
struct AssetCatalogWriterTests {
    /// Whether a fixture file is in the layout current Xcode writes: keys sorted (so `author`
    /// comes before `version`), `" : "`, and a final line break. Older files list `version` first.
    static func isCurrentXcodeStyle(_ text: String) -> Bool {
        text.hasSuffix("}\n") && text.contains("\"author\" : \"xcode\",\n")
    }

    @Test func everyColorSetXcodeWroteInItsCurrentStyleIsWrittenBackByteForByte() throws {
        var compared = 0
        for set in Fixtures.colorSets {
            let bytes = [UInt8](try Data(contentsOf: set.appendingPathComponent("Contents.json")))
            guard Self.isCurrentXcodeStyle(String(decoding: bytes, as: UTF8.self)) else { continue }
            let result = AssetCatalogReader.read(contentsJSON: bytes, file: set.path, name: "Test")
            let entry = try #require(result.catalog.entries.first)
            let written = try #require(AssetCatalogWriter.contentsJSON(for: entry))
            #expect(String(decoding: written, as: UTF8.self) == String(decoding: bytes, as: UTF8.self), "\(set.path)")
            compared += 1
        }
        #expect(compared == 24)
    }

    @Test func everyContentsJsonOfACatalogXcodeWroteInItsCurrentStyleComesBackByteForByte() throws {
        var compared = 0
        for catalog in Fixtures.catalogs {
            let directory = try TemporaryDirectory()
            let copy = URL(fileURLWithPath: directory.file("Copy.xcassets"))
            try AssetCatalogWriter.write(AssetCatalogReader.read(at: catalog).catalog, to: copy)
            let enumerator = FileManager.default.enumerator(atPath: catalog.path)
            while let relative = enumerator?.nextObject() as? String {
                guard relative.hasSuffix("Contents.json") else { continue }
                let original = try String(contentsOf: catalog.appendingPathComponent(relative), encoding: .utf8)
                guard Self.isCurrentXcodeStyle(original) else { continue }
                let written = try String(contentsOf: copy.appendingPathComponent(relative), encoding: .utf8)
                #expect(written == original, "\(catalog.path)/\(relative)")
                compared += 1
            }
        }
        #expect(compared >= 50)
    }

    @Test func aSetWithEveryFeatureIsWrittenInXcodesLayoutAndReadsBackTheSame() throws {
        let xcodeStyle = """
            {
              "colors" : [
                {
                  "color" : {
                    "color-space" : "extended-gray",
                    "components" : {
                      "alpha" : 0.4,
                      "white" : 1.25
                    }
                  },
                  "display-gamut" : "sRGB",
                  "idiom" : "universal"
                },
                {
                  "appearances" : [
                    {
                      "appearance" : "luminosity",
                      "value" : "dark"
                    },
                    {
                      "appearance" : "contrast",
                      "value" : "high"
                    }
                  ],
                  "color" : {
                    "reference" : "systemPurpleColor"
                  },
                  "display-gamut" : "display-P3",
                  "idiom" : "mac",
                  "locale" : "fr"
                },
                {
                  "color" : {
                    "color-space" : "extended-linear-srgb",
                    "components" : {
                      "alpha" : "1",
                      "blue" : "-0.5",
                      "green" : "0.25",
                      "red" : "1.5"
                    }
                  },
                  "idiom" : "iphone"
                },
                {
                  "idiom" : "watch"
                }
              ],
              "info" : {
                "author" : "xcode",
                "version" : 1
              },
              "properties" : {
                "localizable" : true
              }
            }

            """
        let result = readColorSet(xcodeStyle)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        let entry = try #require(result.catalog.entries.first)
        let written = try #require(AssetCatalogWriter.contentsJSON(for: entry))
        #expect(String(decoding: written, as: UTF8.self) == xcodeStyle)
    }

    @Test func anEmptySetIsWrittenAsXcodeWritesAnEmptyArray() throws {
        let entry = CatalogEntry(name: "Empty", value: .color(ColorSet(variants: [])))
        let written = try #require(AssetCatalogWriter.contentsJSON(for: entry))
        #expect(
            String(decoding: written, as: UTF8.self)
                == "{\n  \"colors\" : [\n\n  ],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
        )
        #expect(
            AssetCatalogWriter.contentsJSON(
                for: CatalogEntry(name: "n", value: .other(type: "number", value: .number(1)))) == nil)
    }

    /// The `components` object a color from another source is written with.
    func writtenComponents(_ color: CatalogColor) throws -> String {
        let entry = CatalogEntry(name: "c", value: .color(ColorSet(variants: [ColorVariant(value: .color(color))])))
        let text = String(decoding: try #require(AssetCatalogWriter.contentsJSON(for: entry)), as: UTF8.self)
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let space = try #require(lines.first { $0.hasPrefix("\"color-space\"") })
        let start = try #require(lines.firstIndex(of: "\"components\" : {"))
        return ([space] + lines[(start + 1)...].prefix { $0 != "}" }).joined(separator: " ")
    }

    @Test func colorsFromOtherSourcesGetXcodesThreePlacesInTheSmallestAssetCatalogSpaceThatHoldsThem() throws {
        let orange = Color(red: 1, green: 0.5, blue: 0)
        #expect(
            try writtenComponents(
                CatalogColor(
                    space: .sRGB, components: [1, 0.5, 0], alpha: 1, notation: .cssString("#ff8000"), color: orange))
                == #""color-space" : "srgb", "alpha" : "1.000", "blue" : "0.000", "green" : "0.500", "red" : "1.000""#)
        let p3 = Color(.displayP3, red: 1, green: 0, blue: 0, alpha: 0.5)
        #expect(
            try writtenComponents(
                CatalogColor(
                    space: .displayP3, components: [1, 0, 0], alpha: 0.5, notation: .tokenObject(hex: nil), color: p3))
                == #""color-space" : "display-p3", "alpha" : "0.500", "blue" : "0.000", "green" : "0.000", "red" : "1.000""#
        )
        // An oklch color inside sRGB, one only Display P3 holds, and one beyond Display P3.
        let inSRGB = CatalogColor(
            space: .oklch, components: [0.5, 0, 0], alpha: 1, notation: .tokenObject(hex: nil),
            color: Color(.extendedSRGB, red: 0.25, green: 0.25, blue: 0.25))
        #expect(
            try writtenComponents(inSRGB).hasPrefix(#""color-space" : "srgb", "alpha" : "1.000", "blue" : "0.250""#))
        let inP3 = CatalogColor(
            space: .oklch, components: [0.6, 0.25, 30], alpha: 1, notation: .cssString("oklch(…)"),
            color: p3.withAlphaComponent(1).converted(to: .extendedSRGB))
        #expect(
            try writtenComponents(inP3)
                == #""color-space" : "display-p3", "alpha" : "1.000", "blue" : "0.000", "green" : "0.000", "red" : "1.000""#
        )
        let beyond = CatalogColor(
            space: .rec2020, components: [1, 0, 0], alpha: 1, notation: .tokenObject(hex: nil),
            color: Color(.extendedSRGB, red: 1.25, green: -0.375, blue: 0))
        #expect(
            try writtenComponents(beyond)
                == #""color-space" : "extended-srgb", "alpha" : "1.000", "blue" : "0.000", "green" : "-0.375", "red" : "1.250""#
        )
        let linear = CatalogColor(
            space: .sRGBLinear, components: [0.5, 0.5, 0.5], alpha: 1, notation: .tokenObject(hex: nil),
            color: Color(.linearSRGB, red: 0.5, green: 0.5, blue: 0.5))
        #expect(
            try writtenComponents(linear).hasPrefix(
                #""color-space" : "extended-linear-srgb", "alpha" : "1.000", "blue" : "0.500""#))
    }

    @Test func componentsAreWrittenInTheNotationTheyWereReadIn() throws {
        func written(_ channels: CatalogColor.ComponentStyle, _ alpha: CatalogColor.ComponentStyle, _ value: Double)
            throws -> String
        {
            try writtenComponents(
                CatalogColor(
                    space: .sRGB, components: [value, 0, 1], alpha: 0.5,
                    notation: .assetCatalog(channels: channels, alpha: alpha), color: .black))
        }
        #expect(
            try written(.integer, .decimal(places: 3), 0.5)
                == #""color-space" : "srgb", "alpha" : "0.500", "blue" : "255", "green" : "0", "red" : "128""#)
        #expect(
            try written(.hexadecimal(uppercasePrefix: true), .number, 0.5)
                == #""color-space" : "srgb", "alpha" : 0.5, "blue" : "0XFF", "green" : "0X00", "red" : "0X80""#)
        #expect(
            try written(.hexadecimal(uppercasePrefix: false), .decimal(places: nil), 0.5)
                == #""color-space" : "srgb", "alpha" : "0.5", "blue" : "0xFF", "green" : "0x00", "red" : "0x80""#)
        #expect(
            try written(.number, .decimal(places: 0), 0.25)
                == #""color-space" : "srgb", "alpha" : "0", "blue" : 1, "green" : 0, "red" : 0.25"#)
        #expect(
            try written(.decimal(places: 4), .decimal(places: 4), 0.03)
                == #""color-space" : "srgb", "alpha" : "0.5000", "blue" : "1.0000", "green" : "0.0000", "red" : "0.0300""#
        )
        #expect(
            try written(.decimal(places: nil), .integer, 0.1)
                == #""color-space" : "srgb", "alpha" : "0.500", "blue" : "1.0", "green" : "0.0", "red" : "0.1""#)
        #expect(
            try written(.decimal(places: 3), .decimal(places: 3), -0.0001)
                == #""color-space" : "srgb", "alpha" : "0.500", "blue" : "1.000", "green" : "0.000", "red" : "0.000""#)
    }
}
