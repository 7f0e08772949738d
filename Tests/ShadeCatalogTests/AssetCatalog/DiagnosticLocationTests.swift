import Foundation
import ShadeCatalog
import ShadeDiagnostics
import ShadeJSON
import Testing

@Suite("Located diagnostics")
struct DiagnosticLocationTests {
    /// A color set as Xcode lays it out, with `red`, `colorSpace` and `idiom` as given (JSON text).
    static func colorSet(red: String = #""1.000""#, colorSpace: String = #""srgb""#, idiom: String = #""universal""#)
        -> String
    {
        """
        {
          "colors" : [
            {
              "color" : {
                "color-space" : \(colorSpace),
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "0.000",
                  "green" : "0.000",
                  "red" : \(red)
                }
              },
              "idiom" : \(idiom)
            }
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }
        """
    }

    func diagnostics(_ json: String) -> [String] {
        AssetCatalogReader.read(
            contentsJSON: Array(json.utf8), file: "Colors.xcassets/Brand/Primary.colorset/Contents.json",
            name: "Brand/Primary"
        ).diagnostics.map(\.description)
    }

    @Test func anOutOfRangeComponentPointsAtItsValue() {
        #expect(
            diagnostics(Self.colorSet(red: #""1.500""#)) == [
                "Colors.xcassets/Brand/Primary.colorset/Contents.json:10:19: error: Brand/Primary: "
                    + #"colors[0].color.components.red: expected a number 0…1 in srgb, found "1.500"; the variant is left out"#
            ])
    }

    @Test func aComponentThatIsNoNumberNamesWhatWasExpectedAndFound() {
        #expect(
            diagnostics(Self.colorSet(red: #""blue""#)) == [
                "Colors.xcassets/Brand/Primary.colorset/Contents.json:10:19: error: Brand/Primary: "
                    + #"colors[0].color.components.red: expected a number 0…1, 0…255 or 0xNN, found "blue"; the variant is left out"#
            ])
    }

    @Test func anUnknownColorSpacePointsAtItsName() {
        #expect(
            diagnostics(Self.colorSet(colorSpace: #""adobe-rgb""#)) == [
                "Colors.xcassets/Brand/Primary.colorset/Contents.json:5:25: error: Brand/Primary: "
                    + "colors[0].color.color-space: expected one of srgb, extended-srgb, extended-linear-srgb, display-p3, "
                    + #"gray-gamma-22, extended-gray, found "adobe-rgb"; the variant is left out"#
            ])
    }

    @Test func valuesOfTheWrongTypePointAtTheValue() {
        #expect(
            diagnostics(Self.colorSet(idiom: "3")) == [
                "Colors.xcassets/Brand/Primary.colorset/Contents.json:13:17: error: Brand/Primary: "
                    + #"colors[0].idiom: expected an idiom such as "universal", found 3; the entry is left out"#
            ])
        #expect(
            diagnostics(Self.colorSet(colorSpace: "[]")) == [
                "Colors.xcassets/Brand/Primary.colorset/Contents.json:5:25: error: Brand/Primary: "
                    + "colors[0].color.color-space: expected one of srgb, extended-srgb, extended-linear-srgb, display-p3, "
                    + "gray-gamma-22, extended-gray, found an array; the variant is left out"
            ])
        #expect(
            diagnostics(#"{"colors": {"idiom": "universal"}}"#) == [
                "Colors.xcassets/Brand/Primary.colorset/Contents.json:1:12: error: Brand/Primary: "
                    + "colors: expected an array, found an object; the color set is left out"
            ])
        #expect(
            diagnostics("[]") == [
                "Colors.xcassets/Brand/Primary.colorset/Contents.json:1:1: error: Brand/Primary: "
                    + "expected an object, found an array; the color set is left out"
            ])
        #expect(
            diagnostics(#"{"colors": [{"idiom": "universal", "appearances": {"appearance": "luminosity"}}]}"#) == [
                "Colors.xcassets/Brand/Primary.colorset/Contents.json:1:51: error: Brand/Primary: "
                    + "colors[0].appearances: expected an array, found an object; the entry is left out"
            ])
    }

    @Test func malformedJSONPointsAtTheFirstCharacterThatIsWrongAndTheSetIsLeftOut() {
        let trailingComma = Self.colorSet().replacingOccurrences(of: #""red" : "1.000""#, with: #""red" : "1.000","#)
        #expect(
            diagnostics(trailingComma) == [
                "Colors.xcassets/Brand/Primary.colorset/Contents.json:11:9: error: Brand/Primary: "
                    + "a trailing comma is not allowed; the color set is left out"
            ])
        let result = AssetCatalogReader.read(contentsJSON: Array("{\"colors\": [".utf8), file: "x.json", name: "x")
        #expect(result.catalog.count == 0)
        #expect(
            result.errors.map(\.description) == [
                "x.json:1:13: error: x: the document ends where a value was expected; the color set is left out"
            ])
    }

    @Test func everyProblemIsReportedNotOnlyTheFirstAndTheReadableVariantsAreKept() throws {
        let result = readColorSet(
            """
            {"colors": [
              {"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "2", "green": "0.5", "blue": "0.5", "alpha": "1"}}},
              {"idiom": 7},
              {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}]},
              "nonsense"
            ]}
            """)
        #expect(result.errors.count == 3)
        #expect(result.errors.map(\.location?.line) == [2, 3, 5])
        #expect(try variants(of: result) == [ColorVariant(conditions: [.dark], value: nil)])
    }
}
