import ShadeTestSupport
import Testing

@testable import Shade
@testable import ShadeColor

@Suite("Color spaces and conversions")
struct ColorConversionTests {
    // MARK: - Published reference values

    /// The sRGB primaries in Display P3, as CSS Color 4 tools publish them to four decimals
    /// (color.js, `#FF0000` = `color(display-p3 0.9175 0.2003 0.1386)`).
    @Test(arguments: [
        (Color(red: 1, green: 0, blue: 0), 0.9175, 0.2003, 0.1386),
        (Color(red: 0, green: 1, blue: 0), 0.4584, 0.9853, 0.2983),
        (Color(red: 0, green: 0, blue: 1), 0.0, 0.0, 0.9596),
    ])
    func sRGBPrimariesMatchPublishedDisplayP3Values(color: Color, red: Double, green: Double, blue: Double) {
        let p3 = color.converted(to: .displayP3)
        #expect(p3.colorSpace == .displayP3)
        #expect(hasComponents(p3, red, green, blue, tolerance: 0.000_05), "\(p3)")
    }

    /// The Display P3 primaries in extended sRGB, as the CSS Color 4 sample code computes them to
    /// four decimals: outside the sRGB gamut, so some components are negative or above 1.
    @Test(arguments: [
        (Color(.displayP3, red: 1, green: 0, blue: 0), 1.0931, -0.2267, -0.1501),
        (Color(.displayP3, red: 0, green: 1, blue: 0), -0.5116, 1.0183, -0.3107),
        (Color(.displayP3, red: 0, green: 0, blue: 1), 0.0, 0.0, 1.0420),
    ])
    func displayP3PrimariesKeepTheirExactValuesInExtendedSRGB(
        color: Color,
        red: Double,
        green: Double,
        blue: Double
    ) {
        let extended = color.converted(to: .extendedSRGB)
        #expect(extended.colorSpace == .extendedSRGB)
        #expect(hasComponents(extended, red, green, blue, tolerance: 0.000_05), "\(extended)")
    }

    /// IEC 61966-2-1: encoded 0.5 is linear 0.2140411; linear 0.18 (mid gray) encodes to 0.4613561;
    /// the segments meet at 0.04045 ↔ 0.0031308.
    @Test func sRGBTransferFunctionMatchesIEC61966() {
        let half = Color(red: 0.5, green: 0.5, blue: 0.5).converted(to: .linearSRGB)
        #expect(isClose(half.red, 0.214_041_140_482_232_55, tolerance: 1e-12))
        let midGray = Color(.linearSRGB, red: 0.18, green: 0.18, blue: 0.18).converted(to: .sRGB)
        #expect(isClose(midGray.red, 0.461_356_129_500_441_64, tolerance: 1e-12))
        let knee = Color(red: 0.040_45, green: 0.040_45, blue: 0.040_45).converted(to: .linearSRGB)
        #expect(isClose(knee.red, 0.040_45 / 12.92, tolerance: 1e-15))
        #expect(isClose(knee.red, 0.003_130_8, tolerance: 1e-8))
    }

    @Test func extendedSRGBMirrorsTheCurveForNegativeComponents() {
        let color = Color(.extendedSRGB, red: -0.5, green: 1.5, blue: -0.01)
        let linear = color.converted(to: .linearSRGB)
        #expect(isClose(linear.red, -0.214_041_140_482_232_55, tolerance: 1e-12))
        #expect(isClose(linear.green, 2.537_155_239_391_517, tolerance: 1e-12))
        #expect(isClose(linear.blue, -0.01 / 12.92, tolerance: 1e-15))
    }

    /// Gray gamma 2.2 is a pure power curve: gray 0.5 is linear 0.5^2.2 = 0.2176376.
    @Test func grayUsesAPureGamma22Curve() {
        let gray = Color(white: 0.5)
        let linear = gray.converted(to: .linearSRGB)
        #expect(
            hasComponents(linear, 0.217_637_640_824_031, 0.217_637_640_824_031, 0.217_637_640_824_031, tolerance: 1e-12)
        )
        // No linear segment near black, unlike the sRGB curve.
        let dark = Color(white: 0.01).converted(to: .linearSRGB)
        #expect(isClose(dark.red, 0.000_039_810_717_055_349_7, tolerance: 1e-15))
    }

    @Test func grayConvertsToANeutralRGBColorOfTheSameLuminance() {
        let sRGB = Color(white: 0.5).converted(to: .sRGB)
        #expect(sRGB.red == sRGB.green && sRGB.green == sRGB.blue)
        #expect(isClose(sRGB.relativeLuminance, 0.217_637_640_824_031, tolerance: 1e-9))
        // sRGB 0.5 gray has luminance 0.2140411, so its gray-2.2 level is 0.2140411^(1/2.2).
        #expect(isClose(Color(red: 0.5, green: 0.5, blue: 0.5).white, 0.496_227_205_993_606_5, tolerance: 1e-9))
    }

    @Test func rgbToGrayKeepsTheLuminanceAndDropsTheHue() {
        let red = Color(red: 1, green: 0, blue: 0)
        let gray = red.converted(to: .gray)
        #expect(gray.colorSpace == .gray)
        #expect(gray.red == gray.green && gray.green == gray.blue)
        #expect(isClose(gray.converted(to: .linearSRGB).red, 0.212_639_005_871_510_36, tolerance: 1e-12))
    }

    @Test(arguments: ColorSpace.allCases)
    func whiteAndBlackAreTheSameInEverySpace(space: ColorSpace) {
        let white = Color.white.converted(to: space)
        #expect(hasComponents(white, 1, 1, 1, tolerance: 1e-12), "\(white)")
        let black = Color.black.converted(to: space)
        #expect(hasComponents(black, 0, 0, 0, tolerance: 1e-15), "\(black)")
    }

    // MARK: - Round trips

    /// Colors every space can hold: sRGB colors (inside the Display P3 gamut too) and grays.
    static let sampleColors: [Color] = {
        var generator = SplitMix64(state: 42)
        var colors = (0..<200).map { _ in
            Color(
                red: .random(in: 0...1, using: &generator),
                green: .random(in: 0...1, using: &generator),
                blue: .random(in: 0...1, using: &generator),
                alpha: .random(in: 0...1, using: &generator)
            )
        }
        colors += [Color.black, .white, Color(red: 1, green: 0, blue: 0), Color(red: 0.002, green: 0.04, blue: 0.9)]
        return colors
    }()

    @Test(arguments: [ColorSpace.extendedSRGB, .linearSRGB, .displayP3])
    func sRGBColorsRoundTripThroughEveryRGBSpaceWithin1e6(space: ColorSpace) {
        for color in Self.sampleColors {
            let back = color.converted(to: space).converted(to: .sRGB)
            #expect(isClose(back, color, tolerance: 1e-6), "\(color) → \(space) → \(back)")
        }
    }

    @Test(arguments: [ColorSpace.sRGB, .extendedSRGB, .linearSRGB, .displayP3])
    func grayColorsRoundTripThroughEverySpaceWithin1e6(space: ColorSpace) {
        for level in stride(from: 0.0, through: 1.0, by: 0.01) {
            let gray = Color(white: level, alpha: 0.5)
            let back = gray.converted(to: space).converted(to: .gray)
            #expect(isClose(back, gray, tolerance: 1e-6), "\(gray) → \(space) → \(back)")
        }
    }

    @Test func displayP3ColorsOutsideSRGBRoundTripThroughExtendedSpacesWithin1e6() {
        var generator = SplitMix64(state: 7)
        for _ in 0..<200 {
            let p3 = Color(
                .displayP3,
                red: .random(in: 0...1, using: &generator),
                green: .random(in: 0...1, using: &generator),
                blue: .random(in: 0...1, using: &generator)
            )
            for space in [ColorSpace.extendedSRGB, .linearSRGB] {
                let back = p3.converted(to: space).converted(to: .displayP3)
                #expect(isClose(back, p3, tolerance: 1e-6), "\(p3) → \(space) → \(back)")
            }
        }
    }

    @Test func convertingToTheSameSpaceReturnsTheColorUnchanged() {
        for space in ColorSpace.allCases {
            let color = Color(space, red: 0.25, green: 0.25, blue: 0.25, alpha: 0.75)
            #expect(color.converted(to: space) == color)
        }
    }

    @Test func conversionKeepsAlpha() {
        let color = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.3)
        for space in ColorSpace.allCases {
            #expect(color.converted(to: space).alpha == 0.3)
        }
    }

    // MARK: - Gamut and clamping

    @Test func convertingOutOfGamutToABoundedSpaceClampsIt() {
        let p3Red = Color(.displayP3, red: 1, green: 0, blue: 0)
        #expect(p3Red.converted(to: .sRGB) == Color(red: 1, green: 0, blue: 0))
        // Back into P3 it is the sRGB red, no longer the P3 red.
        #expect(!isClose(p3Red.converted(to: .sRGB).converted(to: .displayP3), p3Red, tolerance: 0.01))
    }

    @Test func clampingAnExtendedColorIsOnRequest() {
        let extended = Color(.displayP3, red: 1, green: 0, blue: 0).converted(to: .extendedSRGB)
        #expect(extended.green < 0)
        let clamped = extended.clamped()
        #expect(clamped == Color(.extendedSRGB, red: 1, green: 0, blue: 0))
        let inGamut = Color(.extendedSRGB, red: 0.5, green: 0.25, blue: 1)
        #expect(inGamut.clamped() == inGamut)
    }

    @Test func gamutMembershipFollowsTheTargetSpace() {
        let p3Red = Color(.displayP3, red: 1, green: 0, blue: 0)
        #expect(!p3Red.isWithinGamut(of: .sRGB))
        #expect(p3Red.isWithinGamut(of: .displayP3))
        #expect(p3Red.isWithinGamut(of: .extendedSRGB))
        #expect(!p3Red.isWithinGamut(of: .gray))
        #expect(Color(red: 1, green: 0.5, blue: 0).isWithinGamut(of: .displayP3))
        #expect(Color(white: 0.3).isWithinGamut(of: .sRGB))
        #expect(Color(red: 0.3, green: 0.3, blue: 0.3).isWithinGamut(of: .gray))
    }

    @Test func boundedSpacesClampComponentsAndExtendedSpacesKeepThem() {
        let sRGB = Color(red: 1.5, green: -0.5, blue: 0.5, alpha: 2)
        #expect(sRGB.red == 1 && sRGB.green == 0 && sRGB.blue == 0.5 && sRGB.alpha == 1)
        let extended = Color(.extendedSRGB, red: 1.5, green: -0.5, blue: 0.5, alpha: -1)
        #expect(extended.red == 1.5 && extended.green == -0.5 && extended.alpha == 0)
        #expect(Color(white: 3).white == 1)
    }

    @Test func notANumberIsStoredAsZeroSoColorsStayEqualToThemselves() {
        let color = Color(.extendedSRGB, red: .nan, green: 0.5, blue: .nan, alpha: .nan)
        #expect(color == color)
        #expect(color.red == 0 && color.blue == 0 && color.alpha == 0)
        #expect(Color(white: .nan) == Color(white: 0, alpha: 1))
    }

    // MARK: - Initializers

    @Test func byteInitializersDivideBy255() {
        let color = Color(rgba: 0x3C3C_4399)
        #expect(color == Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 153 / 255))
        #expect(Color(rgb: 0xFF3B30) == Color(red: 1, green: 59 / 255, blue: 48 / 255))
        #expect(Color(rgb: 0xFF_FF3B30, alpha: 0.5) == Color(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 0.5))
    }

    @Test func grayInitializerAndGraySpaceAgree() {
        #expect(Color(white: 0.4, alpha: 0.5) == Color(.gray, red: 0.4, green: 0.4, blue: 0.4, alpha: 0.5))
        let uneven = Color(.gray, red: 1, green: 0, blue: 0)
        #expect(uneven.red == uneven.green && uneven.green == uneven.blue)
        #expect(isClose(uneven.converted(to: .linearSRGB).red, 0.212_639_005_871_510_36, tolerance: 1e-12))
    }

    @Test func withAlphaComponentReplacesTheAlpha() {
        let color = Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.5)
        let changed = color.withAlphaComponent(0.25)
        #expect(changed == Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.25))
        #expect(color.withAlphaComponent(7).alpha == 1)
    }

    @Test func descriptionNamesTheSpaceAndExactValues() {
        #expect(
            Color(red: 1, green: 0.5, blue: 0).description == "Color(sRGB, red: 1.0, green: 0.5, blue: 0.0, alpha: 1.0)"
        )
        #expect(Color(white: 0.25, alpha: 0.5).description == "Color(gray, white: 0.25, alpha: 0.5)")
        #expect(ColorSpace.displayP3.description == "displayP3")
    }
}
