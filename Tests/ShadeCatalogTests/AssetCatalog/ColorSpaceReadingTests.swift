import Foundation
import Shade
import ShadeCatalog
import Testing

@Suite("Color spaces of a color set")
struct ColorSpaceReadingTests {
    func read(_ components: String, space: String) throws -> CatalogColor {
        let result = readColorSet(colorSetJSON(space: space, components))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        return try firstColor(of: result)
    }

    static let rgb = #""alpha" : "0.800", "blue" : "0.250", "green" : "0.500", "red" : "0.750""#

    @Test(
        "the four RGB spaces map to Shade's color spaces",
        arguments: [
            ("srgb", ColorSpace.sRGB), ("display-p3", .displayP3), ("extended-srgb", .extendedSRGB),
            ("extended-linear-srgb", .linearSRGB),
        ])
    func rgbSpaces(name: String, space: ColorSpace) throws {
        let color = try read(Self.rgb, space: name)
        #expect(color.space.assetCatalogName == name)
        #expect(color.components == values(0.75, 0.5, 0.25))
        #expect(color.color == Color(space, red: 0.75, green: 0.5, blue: 0.25, alpha: 0.8))
    }

    @Test(
        "the gray spaces have one white component and map to Shade's gray",
        arguments: ["gray-gamma-22", "extended-gray"])
    func graySpaces(name: String) throws {
        let color = try read(#""alpha" : "1.000", "white" : "0.900""#, space: name)
        #expect(color.space.assetCatalogName == name && color.space.isGray)
        #expect(color.components == values(0.9))
        #expect(color.color == Color(white: 0.9))
    }

    @Test func anExtendedGrayWhiteOutside01BecomesTheExtendedSRGBGrayOfTheSameLight() throws {
        let bright = try read(#""alpha" : "1.000", "white" : "1.500""#, space: "extended-gray")
        #expect(bright.components == values(1.5))
        #expect(bright.color.colorSpace == .extendedSRGB)
        let light = pow(1.5, 2.2)
        let expected = Color(.linearSRGB, red: light, green: light, blue: light).converted(to: .extendedSRGB)
        #expect(bright.color == expected)
        #expect(
            bright.color.red > 1 && bright.color.red == bright.color.green && bright.color.green == bright.color.blue)
        let negative = try read(#""alpha" : "1.000", "white" : "-0.200""#, space: "extended-gray")
        #expect(negative.color.colorSpace == .extendedSRGB && negative.color.red < 0)
    }

    @Test func aGraySpaceRejectsWhiteOutside01UnlessItIsExtended() {
        let result = readColorSet(colorSetJSON(space: "gray-gamma-22", #""alpha" : "1.000", "white" : "1.500""#))
        #expect(
            result.errors.map(\.message) == [
                #"colors[0].color.components.white: expected a number 0…1 in gray-gamma-22, found "1.500"; the variant is left out"#
            ])
    }

    /// An extended space takes any component up to 10⁶ either way
    /// (`CatalogColor.maximumComponentMagnitude`); `"1e30"` in `extended-srgb` stopped `shade
    /// audit`, `preview`, `generate` and `convert --to css` with SIGILL, and is now an error at the
    /// component. An integer string of more digits is a number too, and is held to the same bound.
    @Test(arguments: [
        ("extended-srgb", #""alpha" : "1.000", "blue" : "1e30", "green" : "0", "red" : "0""#, "blue", #""1e30""#),
        ("extended-linear-srgb", #""alpha" : 1, "blue" : 0, "green" : -1e7, "red" : 0"#, "green", "-1e7"),
        ("extended-gray", #""alpha" : "1.000", "white" : "-2e6""#, "white", #""-2e6""#),
    ])
    func anExtendedComponentBeyondAMillionIsAnError(space: String, components: String, key: String, found: String) {
        let result = readColorSet(colorSetJSON(space: space, components))
        #expect(
            result.errors.map(\.message) == [
                "colors[0].color.components.\(key): expected a number from -1000000 to 1000000 in \(space), found \(found); the variant is left out"
            ])
        #expect(result.errors.allSatisfy { $0.location != nil })
    }

    @Test func anExtendedComponentOfAMillionIsRead() throws {
        let color = try read(
            #""alpha" : "1.000", "blue" : "1000000", "green" : "-1000000", "red" : "0.5""#, space: "extended-srgb")
        #expect(color.components == values(0.5, -1_000_000, 1_000_000))
    }

    @Test func anUnknownColorSpaceIsAnErrorAWronglyCasedOneAndAMissingOneAreReadWithAWarning() throws {
        let unknown = readColorSet(colorSetJSON(space: "cmyk", Self.rgb))
        #expect(
            unknown.errors.map(\.message) == [
                "colors[0].color.color-space: expected one of srgb, extended-srgb, extended-linear-srgb, display-p3, "
                    + #"gray-gamma-22, extended-gray, found "cmyk"; the variant is left out"#
            ])
        let cased = readColorSet(colorSetJSON(space: "sRGB", Self.rgb))
        #expect(cased.isComplete && cased.diagnostics.count == 1)
        #expect(try firstColor(of: cased).space == .sRGB)

        let missing = readColorSet(
            #"{"colors": [{"idiom": "universal", "color": {"components": {"white": "0.5", "alpha": "1"}}}]}"#)
        #expect(missing.isComplete)
        #expect(
            missing.diagnostics.map(\.message).contains(
                #"colors[0].color: expected a "color-space", found none; read as gray-gamma-22"#))
        #expect(try firstColor(of: missing).space == .grayGamma22)
    }

    @Test func componentsOfTheOtherSpaceAreWarnedAboutAndIgnored() throws {
        let result = readColorSet(
            colorSetJSON(#""alpha" : "1", "white" : "0.5", "red" : "1.0", "green" : "0.0", "blue" : "0.0""#))
        #expect(result.isComplete)
        #expect(
            result.diagnostics.map(\.message) == [
                "colors[0].color.components.white: is not a component of srgb; it is ignored"
            ])
        #expect(try firstColor(of: result).components == values(1, 0, 0))
        let missing = readColorSet(colorSetJSON(#""alpha" : "1", "red" : "1.0", "green" : "0.0""#))
        #expect(
            missing.errors.map(\.message) == [
                #"colors[0].color.components: expected a "blue" component, found none; the variant is left out"#
            ])
    }
}
