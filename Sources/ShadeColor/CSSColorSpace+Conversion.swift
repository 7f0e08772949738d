#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Android)
    import Android
#elseif canImport(WASILibc)
    import WASILibc
#elseif canImport(ucrt)
    import ucrt
#endif

// The conversions between the CSS Color 4 spaces and the linear-light sRGB that ``Color`` converts
// through. They follow the CSS Color 4 Editor's Draft (§7 HSL, §8 HWB, §9 Lab and Oklab, §10
// predefined spaces, §18 sample code) and its sample code, css-color-4/conversions.js, with the
// matrices as published there: the rational ones as the same fractions (each division rounds once,
// as in the sample code), the others with the same 16-17 significant digits.
//
// The RGB spaces with the D65 white (display-p3, a98-rgb, rec2020) convert to and from linear sRGB
// with one matrix each, the exact rational product of CSS's two published matrices through XYZ,
// rounded once. The other spaces go through CIE XYZ relative to D65, the white of sRGB; Lab,
// xyz-d50 and ProPhoto RGB (D50 white) add the Bradford chromatic adaptation between D65 and D50.
// Each step is extended past the gamut (negative and above-1 components) by odd symmetry, as CSS
// does, so a conversion never clamps and round trips are exact up to floating-point rounding.

// MARK: - Between the CSS spaces and sRGB

extension CSSColorSpace {
    /// Extended sRGB components (gamma-encoded, unclamped) of a color with `components` in this
    /// space.
    func encodedSRGB(from components: ColorComponents) -> ColorComponents {
        switch self {
        case .sRGB:
            return components
        case .hsl:
            return HSL.toRGB(hue: components.c0, saturation: components.c1 / 100, lightness: components.c2 / 100)
        case .hwb:
            return HWB.toRGB(hue: components.c0, whiteness: components.c1 / 100, blackness: components.c2 / 100)
        case .displayP3:
            return ColorSpace.displayP3.linearSRGB(from: components).map(TransferFunction.linearToSRGB)
        case .sRGBLinear, .a98RGB, .proPhotoRGB, .rec2020, .xyzD65, .xyzD50, .lab, .lch, .oklab, .oklch:
            return linearSRGB(from: components).map(TransferFunction.linearToSRGB)
        }
    }

    /// Linear-light sRGB components (unbounded) of a color with `components` in this space.
    func linearSRGB(from components: ColorComponents) -> ColorComponents {
        switch self {
        case .sRGB, .hsl, .hwb:
            return encodedSRGB(from: components).map(TransferFunction.sRGBToLinear)
        case .sRGBLinear:
            return components
        case .displayP3:
            return ColorSpace.displayP3.linearSRGB(from: components)
        case .a98RGB:
            return Matrix3.linearA98RGBToLinearSRGB * components.map(TransferFunction.a98RGBToLinear)
        case .rec2020:
            return Matrix3.linearRec2020ToLinearSRGB * components.map(TransferFunction.rec2020ToLinear)
        case .proPhotoRGB, .xyzD65, .xyzD50, .lab, .lch, .oklab, .oklch:
            return Matrix3.xyzD65ToLinearSRGB * xyzD65(from: components)
        }
    }

    /// CIE XYZ (D65) of a color with `components` in one of the spaces converted through XYZ.
    private func xyzD65(from components: ColorComponents) -> ColorComponents {
        switch self {
        case .proPhotoRGB:
            let xyzD50 = Matrix3.linearProPhotoRGBToXYZD50 * components.map(TransferFunction.proPhotoRGBToLinear)
            return Matrix3.bradfordD50ToD65 * xyzD50
        case .xyzD65:
            return components
        case .xyzD50:
            return Matrix3.bradfordD50ToD65 * components
        case .lab:
            return Matrix3.bradfordD50ToD65 * CIELab.xyzD50(fromLab: components)
        case .lch:
            return Matrix3.bradfordD50ToD65 * CIELab.xyzD50(fromLab: Polar.rectangular(fromPolar: components))
        case .oklab:
            return Oklab.xyzD65(fromOklab: components)
        case .oklch:
            return Oklab.xyzD65(fromOklab: Polar.rectangular(fromPolar: components))
        case .sRGB, .sRGBLinear, .displayP3, .a98RGB, .rec2020, .hsl, .hwb:
            return Matrix3.linearSRGBToXYZD65 * linearSRGB(from: components)
        }
    }

    /// The components in this space of a color, exact: a polar hue is the angle of the chroma
    /// vector however small the chroma is, and 0 only when the chroma is exactly 0.
    ///
    /// - Parameters:
    ///   - linear: The color's linear-light sRGB components.
    ///   - encoded: The same color's extended sRGB components, passed so that an sRGB color
    ///     converts to ``sRGB``, ``hsl`` and ``hwb`` from its own components, not through linear
    ///     light.
    /// - Returns: The color's components in this space.
    func exactComponents(fromLinearSRGB linear: ColorComponents, encoded: ColorComponents) -> ColorComponents {
        switch self {
        case .sRGB:
            return encoded
        case .sRGBLinear:
            return linear
        case .hsl:
            let hsl = HSL.fromRGB(encoded)
            return ColorComponents(hsl.hue, hsl.saturation * 100, hsl.lightness * 100)
        case .hwb:
            let hwb = HWB.fromRGB(encoded)
            return ColorComponents(hwb.hue, hwb.whiteness * 100, hwb.blackness * 100)
        case .displayP3:
            return ColorSpace.displayP3.components(fromLinearSRGB: linear)
        case .a98RGB:
            return (Matrix3.linearSRGBToLinearA98RGB * linear).map(TransferFunction.linearToA98RGB)
        case .rec2020:
            return (Matrix3.linearSRGBToLinearRec2020 * linear).map(TransferFunction.linearToRec2020)
        case .proPhotoRGB, .xyzD65, .xyzD50, .lab, .lch, .oklab, .oklch:
            return components(fromXYZD65: Matrix3.linearSRGBToXYZD65 * linear)
        }
    }

    /// The components in this space of the color with CIE XYZ (D65) `xyz`, for the spaces
    /// converted through XYZ.
    private func components(fromXYZD65 xyz: ColorComponents) -> ColorComponents {
        switch self {
        case .proPhotoRGB:
            let linear = Matrix3.xyzD50ToLinearProPhotoRGB * (Matrix3.bradfordD65ToD50 * xyz)
            return linear.map(TransferFunction.linearToProPhotoRGB)
        case .xyzD65:
            return xyz
        case .xyzD50:
            return Matrix3.bradfordD65ToD50 * xyz
        case .lab:
            return CIELab.lab(fromXYZD50: Matrix3.bradfordD65ToD50 * xyz)
        case .lch:
            return Polar.polar(fromRectangular: CIELab.lab(fromXYZD50: Matrix3.bradfordD65ToD50 * xyz))
        case .oklab:
            return Oklab.oklab(fromXYZD65: xyz)
        case .oklch:
            return Polar.polar(fromRectangular: Oklab.oklab(fromXYZD65: xyz))
        case .sRGB, .sRGBLinear, .displayP3, .a98RGB, .rec2020, .hsl, .hwb:
            let linear = Matrix3.xyzD65ToLinearSRGB * xyz
            return exactComponents(fromLinearSRGB: linear, encoded: linear.map(TransferFunction.linearToSRGB))
        }
    }
}

// MARK: - Transfer functions

extension TransferFunction {
    /// The a98-rgb decoding function, a pure power of exponent 563/256 (about 2.2), mirrored for
    /// negative values (CSS Color 4 §10.6, sample code `lin_a98rgb`).
    static func a98RGBToLinear(_ encoded: Double) -> Double {
        mirroredPower(encoded, 563 / 256)
    }

    /// The a98-rgb encoding function, the inverse of ``a98RGBToLinear(_:)`` (sample code
    /// `gam_a98rgb`).
    static func linearToA98RGB(_ linear: Double) -> Double {
        mirroredPower(linear, 256 / 563)
    }

    /// The prophoto-rgb decoding function of ROMM RGB (ISO 22028-2): linear (`x / 16`) up to
    /// 16/512, a 1.8 power above, mirrored for negative values (CSS Color 4 §10.7, sample code
    /// `lin_ProPhoto`).
    static func proPhotoRGBToLinear(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        if magnitude <= 16 / 512 { return encoded / 16 }
        let linear = pow(magnitude, 1.8)
        return encoded < 0 ? -linear : linear
    }

    /// The prophoto-rgb encoding function, the inverse of ``proPhotoRGBToLinear(_:)``: `16 x`
    /// below 1/512, a 1/1.8 power from there (sample code `gam_ProPhoto`).
    static func linearToProPhotoRGB(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        if magnitude < 1 / 512 { return linear * 16 }
        let encoded = pow(magnitude, 1 / 1.8)
        return linear < 0 ? -encoded : encoded
    }

    /// The rec2020 decoding function: the ITU-R BT.1886 reference display curve with no black lift,
    /// a pure 2.4 power, mirrored for negative values.
    ///
    /// CSS Color 4 first used the camera curve of ITU-R BT.2020 itself (the OETF with α =
    /// 1.09929682680944 and β = 0.018053968510807, linear below β). Because `rec2020` is a
    /// display-referred space, the CSS Working Group resolved in August 2025 to decode it with the
    /// BT.1886 display curve instead (w3c/csswg-drafts issue 12574); the Editor's Draft's table for
    /// rec2020 now reads "gamma 2.40, from BT.1886", its examples (`ex-2020-oog-p3`) and the
    /// web-platform-tests' conversion values use it, and so does Shade. The two curves agree at 0
    /// and 1 and differ in between (encoded 0.5 is linear 0.189 here, 0.260 with the BT.2020 OETF).
    static func rec2020ToLinear(_ encoded: Double) -> Double {
        mirroredPower(encoded, 2.4)
    }

    /// The rec2020 encoding function, the inverse of ``rec2020ToLinear(_:)``: a 1/2.4 power.
    static func linearToRec2020(_ linear: Double) -> Double {
        mirroredPower(linear, 1 / 2.4)
    }
}

// MARK: - Matrices

extension Matrix3 {
    /// Linear sRGB to CIE XYZ (D65): `lin_sRGB_to_XYZ` of the CSS Color 4 sample code, in the
    /// rational form it publishes (derived from the sRGB primaries and the 4-digit D65 white).
    static let linearSRGBToXYZD65 = Matrix3(
        r0: ColorComponents(506_752 / 1_228_815, 87_881 / 245_763, 12_673 / 70_218),
        r1: ColorComponents(87_098 / 409_605, 175_762 / 245_763, 12_673 / 175_545),
        r2: ColorComponents(7_918 / 409_605, 87_881 / 737_289, 1_001_167 / 1_053_270)
    )

    /// CIE XYZ (D65) to linear sRGB: `XYZ_to_lin_sRGB`, the exact inverse of
    /// ``linearSRGBToXYZD65`` as CSS publishes it.
    static let xyzD65ToLinearSRGB = Matrix3(
        r0: ColorComponents(12_831 / 3_959, -329 / 214, -1_974 / 3_959),
        r1: ColorComponents(-851_781 / 878_810, 1_648_619 / 878_810, 36_519 / 878_810),
        r2: ColorComponents(705 / 12_673, -2_585 / 12_673, 705 / 667)
    )

    /// Linear sRGB to linear a98-rgb, both with the D65 white: the product `XYZ_to_lin_a98rgb ×
    /// lin_sRGB_to_XYZ` of the two matrices CSS Color 4 publishes as fractions, taken in exact
    /// rational arithmetic and rounded once. Adobe RGB (1998) has sRGB's red and blue primaries, so
    /// green passes through unchanged and the zeros are exact: a color with no sRGB green has no
    /// a98-rgb green either, instead of a rounding error that the 256/563 power would magnify.
    static let linearSRGBToLinearA98RGB = Matrix3(
        r0: ColorComponents(47_872_228 / 66_942_405, 19_070_177 / 66_942_405, 0),
        r1: ColorComponents(0, 1, 0),
        r2: ColorComponents(0, 11_512_411 / 279_685_764, 268_173_353 / 279_685_764)
    )

    /// Linear a98-rgb to linear sRGB: `XYZ_to_lin_sRGB × lin_a98rgb_to_XYZ` in exact rational
    /// arithmetic, the exact inverse of ``linearSRGBToLinearA98RGB``.
    static let linearA98RGBToLinearSRGB = Matrix3(
        r0: ColorComponents(66_942_405 / 47_872_228, -19_070_177 / 47_872_228, 0),
        r1: ColorComponents(0, 1, 0),
        r2: ColorComponents(0, -11_512_411 / 268_173_353, 279_685_764 / 268_173_353)
    )

    /// Linear prophoto-rgb to CIE XYZ (D50): `lin_ProPhoto_to_XYZ`, which has no rational form; CSS
    /// publishes it computed to 64-bit precision (w3c/csswg-drafts issue 7675).
    static let linearProPhotoRGBToXYZD50 = Matrix3(
        r0: ColorComponents(0.797_766_644_900_642_3, 0.135_181_297_400_533_08, 0.031_347_734_128_392_2),
        r1: ColorComponents(0.288_074_828_819_401_3, 0.711_835_234_241_873, 0.000_089_936_938_725_64),
        r2: ColorComponents(0, 0, 0.825_104_602_510_460_2)
    )

    /// CIE XYZ (D50) to linear prophoto-rgb: `XYZ_to_lin_ProPhoto`.
    static let xyzD50ToLinearProPhotoRGB = Matrix3(
        r0: ColorComponents(1.345_786_881_647_158_3, -0.255_572_087_379_794_64, -0.051_101_864_975_545_26),
        r1: ColorComponents(-0.544_630_705_124_901_9, 1.508_247_742_845_146_8, 0.020_527_447_436_421_39),
        r2: ColorComponents(0, 0, 1.211_967_545_638_945_2)
    )

    /// Linear sRGB to linear rec2020, both with the D65 white: the product `XYZ_to_lin_2020 ×
    /// lin_sRGB_to_XYZ` of the two matrices CSS Color 4 publishes as fractions, taken in exact
    /// rational arithmetic and rounded once (each row sums to exactly 1, so white stays white).
    static let linearSRGBToLinearRec2020 = Matrix3(
        r0: ColorComponents(2_939_026_994 / 4_684_425_795, 9_255_011_753 / 28_106_554_770, 173_911_579 / 4_015_222_110),
        r1: ColorComponents(76_515_593 / 1_107_360_270, 6_109_575_001 / 6_644_161_620, 75_493_061 / 6_644_161_620),
        r2: ColorComponents(
            12_225_392 / 745_840_075, 1_772_384_008 / 20_137_682_025, 18_035_212_433 / 20_137_682_025)
    )

    /// Linear rec2020 to linear sRGB: `XYZ_to_lin_sRGB × lin_2020_to_XYZ` in exact rational
    /// arithmetic, the exact inverse of ``linearSRGBToLinearRec2020``.
    static let linearRec2020ToLinearSRGB = Matrix3(
        r0: ColorComponents(2_785_571_537 / 1_677_558_947, -985_802_650 / 1_677_558_947, -122_209_940 / 1_677_558_947),
        r1: ColorComponents(
            -4_638_020_506 / 37_238_079_773, 42_187_016_744 / 37_238_079_773, -310_916_465 / 37_238_079_773),
        r2: ColorComponents(
            -97_469_024 / 5_369_968_309, -3_780_738_464 / 37_589_778_163, 42_052_799_795 / 37_589_778_163)
    )

    /// The Bradford chromatic adaptation from the D65 white to the D50 white: `D65_to_D50` of the
    /// CSS Color 4 sample code (to the cone domain, scaled from one white to the other, and back,
    /// combined into one matrix at 64-bit precision; color.js pull request 354).
    static let bradfordD65ToD50 = Matrix3(
        r0: ColorComponents(1.047_929_792_544_996_9, 0.022_946_870_601_609_652, -0.050_192_266_289_205_24),
        r1: ColorComponents(0.029_627_808_770_055_99, 0.990_434_426_753_879_9, -0.017_073_799_063_418_826),
        r2: ColorComponents(-0.009_243_040_646_204_504, 0.015_055_191_490_298_152, 0.751_874_281_428_137_1)
    )

    /// The Bradford chromatic adaptation from D50 to D65: `D50_to_D65`, the inverse of
    /// ``bradfordD65ToD50`` (color.js pull request 360).
    static let bradfordD50ToD65 = Matrix3(
        r0: ColorComponents(0.955_473_421_488_075, -0.023_098_454_948_764_71, 0.063_259_243_200_570_72),
        r1: ColorComponents(-0.028_369_709_333_863_7, 1.009_995_398_081_304_1, 0.021_041_441_191_917_323),
        r2: ColorComponents(0.012_314_014_864_481_998, -0.020_507_649_298_898_964, 1.330_365_926_242_124)
    )
}

// MARK: - CIE Lab

/// CIE L\*a\*b\* relative to the D50 white, as CSS Color 4 §9 defines it (sample code `XYZ_to_Lab`
/// and `Lab_to_XYZ`), with the CIE's rational constants.
enum CIELab {
    /// ε = 216/24389 = (6/29)³, where the cube-root segment of the Lab function meets the linear one.
    static let epsilon: Double = 216 / 24_389
    /// κ = 24389/27 = (29/3)³, the slope of the linear segment.
    static let kappa: Double = 24_389 / 27
    /// The D50 white of CSS Color 4, from its 4-digit CIE chromaticity x = 0.3457, y = 0.3585,
    /// scaled to Y = 1.
    static let whiteD50 = ColorComponents(0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)

    /// Lab (L 0…100) of CIE XYZ relative to D50.
    static func lab(fromXYZD50 xyz: ColorComponents) -> ColorComponents {
        func f(_ relative: Double) -> Double {
            relative > epsilon ? cbrt(relative) : (kappa * relative + 16) / 116
        }
        let fx = f(xyz.c0 / whiteD50.c0)
        let fy = f(xyz.c1 / whiteD50.c1)
        let fz = f(xyz.c2 / whiteD50.c2)
        return ColorComponents(116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// CIE XYZ relative to D50 of Lab components, the inverse of ``lab(fromXYZD50:)``.
    static func xyzD50(fromLab lab: ColorComponents) -> ColorComponents {
        let fy = (lab.c0 + 16) / 116
        let fx = lab.c1 / 500 + fy
        let fz = fy - lab.c2 / 200
        func inverse(_ f: Double) -> Double {
            let cube = f * f * f
            return cube > epsilon ? cube : (116 * f - 16) / kappa
        }
        // L > κε is the same test as fy³ > ε: κε = 216/27 = 8 exactly.
        let y = lab.c0 > 8 ? fy * fy * fy : lab.c0 / kappa
        return ColorComponents(inverse(fx) * whiteD50.c0, y * whiteD50.c1, inverse(fz) * whiteD50.c2)
    }
}

// MARK: - Oklab

/// Björn Ottosson's Oklab (2020), with the matrices of CSS Color 4 §9.2 (sample code `XYZ_to_OKLab`
/// and `OKLab_to_XYZ`): M1 recomputed for the D65 white CSS uses (w3c/csswg-drafts issue 6642) and
/// to 64-bit precision (color.js pull request 357), as CSS now publishes them.
enum Oklab {
    /// CIE XYZ (D65) to LMS cone responses: Oklab's M1.
    static let xyzD65ToLMS = Matrix3(
        r0: ColorComponents(0.819_022_437_996_703, 0.361_906_260_052_890_4, -0.128_873_781_520_987_9),
        r1: ColorComponents(0.032_983_653_932_388_5, 0.929_286_861_586_343_4, 0.036_144_666_350_642_4),
        r2: ColorComponents(0.048_177_189_359_624_2, 0.264_239_531_752_730_8, 0.633_547_828_469_430_9)
    )

    /// Cube roots of LMS to Oklab: Oklab's M2.
    static let lmsToOklab = Matrix3(
        r0: ColorComponents(0.210_454_268_309_314, 0.793_617_774_702_305_4, -0.004_072_043_011_619_3),
        r1: ColorComponents(1.977_998_532_431_168_4, -2.428_592_242_048_579_9, 0.450_593_709_617_411),
        r2: ColorComponents(0.025_904_042_465_547_8, 0.782_771_712_457_529_6, -0.808_675_754_923_077_4)
    )

    /// Oklab to cube roots of LMS: the inverse of M2, as CSS publishes it.
    static let oklabToLMS = Matrix3(
        r0: ColorComponents(1, 0.396_337_777_376_174_9, 0.215_803_757_309_913_6),
        r1: ColorComponents(1, -0.105_561_345_815_658_6, -0.063_854_172_825_813_3),
        r2: ColorComponents(1, -0.089_484_177_529_811_9, -1.291_485_548_019_409_2)
    )

    /// LMS to CIE XYZ (D65): the inverse of M1, as CSS publishes it.
    static let lmsToXYZD65 = Matrix3(
        r0: ColorComponents(1.226_879_875_845_924_3, -0.557_814_994_460_217_1, 0.281_391_045_665_964_7),
        r1: ColorComponents(-0.040_575_745_214_800_8, 1.112_286_803_280_317, -0.071_711_058_065_516_4),
        r2: ColorComponents(-0.076_372_936_674_660_1, -0.421_493_332_402_243_2, 1.586_924_019_836_781_6)
    )

    /// Oklab (L 0…1) of CIE XYZ relative to D65. The cube root keeps the sign, like JavaScript's
    /// `Math.cbrt` in the sample code, so colors far outside every gamut still convert.
    static func oklab(fromXYZD65 xyz: ColorComponents) -> ColorComponents {
        lmsToOklab * (xyzD65ToLMS * xyz).map { cbrt($0) }
    }

    /// CIE XYZ relative to D65 of Oklab components, the inverse of ``oklab(fromXYZD65:)``.
    static func xyzD65(fromOklab oklab: ColorComponents) -> ColorComponents {
        lmsToXYZD65 * (oklabToLMS * oklab).map { $0 * $0 * $0 }
    }
}

// MARK: - Polar forms

/// Lab ↔ LCH and Oklab ↔ OkLCh (CSS Color 4 §9.5 and §9.6): the chroma is the length of (a, b)
/// and the hue its angle in degrees.
enum Polar {
    /// Lightness, chroma and hue (degrees, 0..<360) of lightness, a and b. The hue of a chroma of
    /// exactly 0 is 0.
    static func polar(fromRectangular lab: ColorComponents) -> ColorComponents {
        let chroma = hypot(lab.c1, lab.c2)
        guard chroma > 0 else { return ColorComponents(lab.c0, 0, 0) }
        return ColorComponents(lab.c0, chroma, normalizedHue(atan2(lab.c2, lab.c1) * 180 / .pi))
    }

    /// Lightness, a and b of lightness, chroma and hue in degrees (any value).
    static func rectangular(fromPolar lch: ColorComponents) -> ColorComponents {
        let direction = direction(ofHue: lch.c2)
        return ColorComponents(lch.c0, lch.c1 * direction.cosine, lch.c1 * direction.sine)
    }

    /// The cosine and sine of a hue in degrees: the opponent axes of a chroma of 1.
    static func direction(ofHue hue: Double) -> (cosine: Double, sine: Double) {
        let radians = hue * .pi / 180
        return (cos(radians), sin(radians))
    }

    /// `degrees` wrapped into 0..<360.
    static func normalizedHue(_ degrees: Double) -> Double {
        var hue = degrees.truncatingRemainder(dividingBy: 360)
        if hue < 0 { hue += 360 }
        return hue >= 360 ? 0 : hue
    }
}

// MARK: - HWB

/// The HWB ↔ sRGB conversions of CSS Color 4 §8 (sample code `hwbToRgb` and `rgbToHwb`), built on
/// the HSL ones.
enum HWB {
    /// sRGB components of a hue in degrees (any value; wraps) and whiteness and blackness as
    /// fractions (1 = 100%). When whiteness and blackness add up to 1 or more, the color is the gray
    /// `whiteness / (whiteness + blackness)`.
    static func toRGB(hue: Double, whiteness: Double, blackness: Double) -> ColorComponents {
        if whiteness + blackness >= 1 {
            let gray = whiteness / (whiteness + blackness)
            return ColorComponents(gray, gray, gray)
        }
        let pure = HSL.toRGB(hue: hue, saturation: 1, lightness: 0.5)
        return pure.map { $0 * (1 - whiteness - blackness) + whiteness }
    }

    /// Hue in degrees 0..<360 (0 for grays), whiteness and blackness as fractions, of sRGB
    /// components. Whiteness is the smallest component and blackness 1 minus the largest, so a
    /// color outside the sRGB gamut has a negative whiteness or blackness.
    static func fromRGB(_ rgb: ColorComponents) -> (hue: Double, whiteness: Double, blackness: Double) {
        (HSL.hue(of: rgb), min(rgb.c0, rgb.c1, rgb.c2), 1 - max(rgb.c0, rgb.c1, rgb.c2))
    }
}
