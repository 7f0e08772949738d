import Shade
import ShadeCatalog
import Testing

/// `components` as a color's optional components, for comparisons the compiler checks quickly.
func values(_ components: Double...) -> [Double?] { components }

@Suite("Component forms of a color set")
struct ComponentFormTests {
    /// The channels, alpha and notation of a one-color set with `components` in `space`.
    func read(_ components: String, space: String = "srgb") throws -> CatalogColor {
        let result = readColorSet(colorSetJSON(space: space, components))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        return try firstColor(of: result)
    }

    @Test func aDecimalStringIsOnThe01ScaleAndKeepsItsNumberOfPlaces() throws {
        let color = try read(#""alpha" : "1.000", "blue" : "0.250", "green" : "0.500", "red" : "0.750""#)
        #expect(color.components == values(0.75, 0.5, 0.25))
        #expect(color.alpha == 1)
        #expect(color.notation == .assetCatalog(channels: .decimal(places: 3), alpha: .decimal(places: 3)))
        #expect(color.color == Color(red: 0.75, green: 0.5, blue: 0.25))
        let compound = try read(#""alpha" : "1.0000", "blue" : "0.0300", "green" : "0.1000", "red" : "0.9000""#)
        #expect(compound.notation == .assetCatalog(channels: .decimal(places: 4), alpha: .decimal(places: 4)))
    }

    @Test func aGeneratorsShortestDecimalsAreKeptAsShortestAlpha1IsOpaque() throws {
        let color = try read(
            #""red": "0.05746783530090841", "green": "0.08146881860449817", "blue": "0.12189566404846394", "alpha": "1""#,
            space: "display-p3")
        #expect(
            color.components == values(0.057_467_835_300_908_41, 0.081_468_818_604_498_17, 0.121_895_664_048_463_94))
        #expect(color.alpha == 1)
        #expect(color.notation == .assetCatalog(channels: .decimal(places: nil), alpha: .decimal(places: 0)))
    }

    @Test func v0xAnd0XHexadecimalBytesAreOnThe0255ScaleWithThePrefixKept() throws {
        let lower = try read(#""alpha" : "1.000", "blue" : "0xF2", "green" : "0xed", "red" : "0x7F""#)
        #expect(lower.components == values(127.0 / 255, 237.0 / 255, 242.0 / 255))
        #expect(
            lower.notation == .assetCatalog(channels: .hexadecimal(uppercasePrefix: false), alpha: .decimal(places: 3)))
        let upper = try read(#""alpha" : "1.000", "blue" : "0X1E", "green" : "0XFF", "red" : "0X7F""#)
        #expect(upper.components == values(127.0 / 255, 1, 30.0 / 255))
        #expect(
            upper.notation == .assetCatalog(channels: .hexadecimal(uppercasePrefix: true), alpha: .decimal(places: 3)))
        let oneDigit = try read(#""alpha" : "1.000", "blue" : "0x0", "green" : "0xF", "red" : "0xFF""#)
        #expect(oneDigit.components == values(1, 15.0 / 255, 0))
    }

    @Test func integerStringsAreOnThe0255ScaleWhenEveryChannelIsAnInteger() throws {
        let color = try read(#""alpha" : "0.250", "blue" : "255", "green" : "0", "red" : "127""#)
        #expect(color.components == values(127.0 / 255, 0, 1))
        #expect(color.alpha == 0.25)
        #expect(color.notation == .assetCatalog(channels: .integer, alpha: .decimal(places: 3)))
    }

    @Test func theSiblingRule1Is1255BesideIntegers10BesideDecimals8BitBesideHexadecimals() throws {
        let allOnes = try read(#""alpha" : "1.000", "blue" : "1", "green" : "1", "red" : "1""#)
        #expect(allOnes.components == values(1.0 / 255, 1.0 / 255, 1.0 / 255))
        let allZero = try read(#""alpha" : "0.250", "blue" : "0", "green" : "0", "red" : "0""#)
        #expect(allZero.components == values(0, 0, 0) && allZero.alpha == 0.25)
        let besideDecimals = try read(#""alpha" : "1.000", "blue" : "0.500", "green" : "0", "red" : "1""#)
        #expect(besideDecimals.components == values(1, 0, 0.5))
        #expect(besideDecimals.notation == .assetCatalog(channels: .decimal(places: nil), alpha: .decimal(places: 3)))
        let besideHex = try read(#""alpha" : "1.000", "blue" : "0x80", "green" : "128", "red" : "255""#)
        #expect(besideHex.components == values(1, 128.0 / 255, 128.0 / 255))
        #expect(besideHex.notation == .assetCatalog(channels: .integer, alpha: .decimal(places: 3)))
    }

    @Test func alphaIsAlwaysOnThe01ScaleWhateverTheChannelsScale() throws {
        let integerAlpha = try read(#""alpha" : "1", "blue" : "66", "green" : "66", "red" : "66""#)
        #expect(integerAlpha.alpha == 1)
        #expect(integerAlpha.notation == .assetCatalog(channels: .integer, alpha: .decimal(places: 0)))
        let zero = try read(#""alpha" : "0", "blue" : "66", "green" : "66", "red" : "66""#)
        #expect(zero.alpha == 0)
        let hexAlpha = try read(#""alpha" : "0x80", "blue" : "0x00", "green" : "0x00", "red" : "0x00""#)
        #expect(hexAlpha.alpha == 128.0 / 255)
        let shortest = try read(#""alpha" : "0.4", "blue" : "0.500", "green" : "0.500", "red" : "0.500""#)
        #expect(shortest.notation == .assetCatalog(channels: .decimal(places: 3), alpha: .decimal(places: nil)))
        let result = readColorSet(colorSetJSON(#""alpha" : "255", "blue" : "66", "green" : "66", "red" : "66""#))
        #expect(
            result.errors.map(\.message) == [
                #"colors[0].color.components.alpha: expected an alpha 0…1, found "255"; the variant is left out"#
            ])
    }

    @Test func jsonNumbersAreOnThe01ScaleIntegersIncluded() throws {
        let color = try read(#""alpha" : 1, "blue" : 0.1, "green" : 0, "red" : 0.8784313725"#, space: "display-p3")
        #expect(color.components == values(0.878_431_372_5, 0, 0.1))
        #expect(color.alpha == 1)
        #expect(color.notation == .assetCatalog(channels: .number, alpha: .number))
        #expect(color.color == Color(.displayP3, red: 0.878_431_372_5, green: 0, blue: 0.1))
        let gray = try read(#""white" : 0, "alpha" : 0.4"#, space: "extended-gray")
        #expect(gray.components == values(0) && gray.alpha == 0.4)
    }

    @Test func channelsInMixedFormsAreKeptExactlyToBeWrittenAsShortestDecimals() throws {
        let color = try read(#""alpha" : "1.000", "blue" : "0.500", "green" : 0.25, "red" : "0xFF""#)
        #expect(color.components == values(1, 0.25, 0.5))
        #expect(color.notation == .assetCatalog(channels: .decimal(places: nil), alpha: .decimal(places: 3)))
    }

    @Test func aComponentThatIsNoNumberOrOutOfRangeLeavesTheVariantOutWithAnError() throws {
        let cases: [(String, String)] = [
            (#""blue" : "blue""#, #"expected a number 0…1, 0…255 or 0xNN, found "blue""#),
            (#""blue" : "0x1FF""#, #"expected a number 0…1, 0…255 or 0xNN, found "0x1FF""#),
            (#""blue" : " 0.5""#, #"expected a number 0…1, 0…255 or 0xNN, found " 0.5""#),
            (#""blue" : "nan""#, #"expected a number 0…1, 0…255 or 0xNN, found "nan""#),
            (#""blue" : true"#, "expected a number 0…1, 0…255 or 0xNN, found true"),
            (#""blue" : {}"#, "expected a number 0…1, 0…255 or 0xNN, found an object"),
            (#""blue" : "1.500""#, #"expected a number 0…1 in srgb, found "1.500""#),
            (#""blue" : -0.1"#, "expected a number 0…1 in srgb, found -0.1"),
            (#""blue" : "2""#, #"expected a number 0…1 in srgb, found "2""#),
        ]
        for (blue, message) in cases {
            let result = readColorSet(colorSetJSON(#""alpha" : "1.000", \#(blue), "green" : "0.5", "red" : "0.5""#))
            #expect(
                result.errors.map(\.message) == ["colors[0].color.components.blue: \(message); the variant is left out"]
            )
            #expect(try variants(of: result).isEmpty)
        }
        let over = readColorSet(colorSetJSON(#""alpha" : "1.000", "blue" : "256", "green" : "0", "red" : "0""#))
        #expect(
            over.errors.map(\.message) == [
                #"colors[0].color.components.blue: expected an integer 0…255, found "256"; the variant is left out"#
            ])
    }

    @Test func theExtendedSpacesTakeValuesOutside01() throws {
        let color = try read(
            #""alpha" : "1.000", "blue" : "-0.100", "green" : "0.500", "red" : "1.200""#, space: "extended-srgb")
        #expect(color.components == values(1.2, 0.5, -0.1))
        #expect(color.color == Color(.extendedSRGB, red: 1.2, green: 0.5, blue: -0.1))
    }

    @Test func aMissingAlphaIsOpaqueWithAWarning() throws {
        let result = readColorSet(colorSetJSON(#""blue" : "0.5", "green" : "0.5", "red" : "0.5""#))
        #expect(result.isComplete)
        #expect(
            result.diagnostics.map(\.message) == [
                #"colors[0].color.components: expected an "alpha" component, found none; read as 1 (opaque)"#
            ])
        #expect(try firstColor(of: result).alpha == 1)
    }
}
