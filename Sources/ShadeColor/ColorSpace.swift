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

/// The color space a ``Color``'s components are expressed in.
///
/// Every space uses the D65 white point, so converting between them needs no chromatic
/// adaptation, and every conversion is exact up to floating-point rounding (see
/// ``Color/converted(to:)``).
///
/// | Space | Primaries | Transfer function | Range |
/// |---|---|---|---|
/// | ``sRGB`` | sRGB (ITU-R BT.709) | sRGB curve, IEC 61966-2-1 | 0…1 |
/// | ``extendedSRGB`` | sRGB | sRGB curve, mirrored below 0 | any value |
/// | ``linearSRGB`` | sRGB | none (linear light) | any value |
/// | ``displayP3`` | DCI-P3 with D65 white | sRGB curve | 0…1 |
/// | ``gray`` | the D65 neutral axis | pure power, gamma 2.2 | 0…1 |
///
/// The bounded spaces (``sRGB``, ``displayP3``, ``gray``) hold only in-gamut colors: a color
/// created or converted into one has its components clamped to 0…1. The extended-range spaces
/// (``extendedSRGB``, ``linearSRGB``) keep components below 0 and above 1, so a Display P3 color
/// outside the sRGB gamut keeps its exact value there, as in Apple's `extendedSRGB` and
/// `extendedLinearSRGB` color spaces.
public enum ColorSpace: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The standard RGB space of the web and of most displays, components 0…1.
    case sRGB
    /// sRGB with components allowed outside 0…1, to express colors beyond the sRGB gamut.
    ///
    /// Matches Apple's `extendedSRGB`, the space `UIColor` components are reported in: the sRGB
    /// curve is mirrored for negative values and continued above 1 (CSS Color 4 §10.2).
    case extendedSRGB
    /// sRGB primaries with linear-light components (no transfer function), of any value.
    ///
    /// Use it for physically based blending and interpolation. Like Apple's `extendedLinearSRGB`
    /// it is unbounded, so converting a wide-gamut color into it loses nothing.
    case linearSRGB
    /// The Display P3 space of Apple's wide-gamut displays, components 0…1.
    ///
    /// DCI-P3 primaries with the D65 white point and the sRGB transfer function.
    case displayP3
    /// Gray levels from black (0) to white (1) with a gamma 2.2 curve.
    ///
    /// Matches Apple's `genericGrayGamma2_2`: the linear light of a gray `w` is `w` raised to
    /// 2.2, a pure power curve with no linear segment. Its white is the D65 white of the RGB spaces.
    case gray

    /// Whether components may lie outside 0…1: `true` for ``extendedSRGB`` and ``linearSRGB``.
    public var isExtendedRange: Bool {
        switch self {
        case .extendedSRGB, .linearSRGB: true
        case .sRGB, .displayP3, .gray: false
        }
    }

    /// The space's name: `sRGB`, `extendedSRGB`, `linearSRGB`, `displayP3` or `gray`.
    public var description: String {
        switch self {
        case .sRGB: "sRGB"
        case .extendedSRGB: "extendedSRGB"
        case .linearSRGB: "linearSRGB"
        case .displayP3: "displayP3"
        case .gray: "gray"
        }
    }
}

// MARK: - Conversion through linear sRGB

/// Three color components, in whatever space the caller says.
struct ColorComponents: Hashable, Sendable {
    var c0: Double
    var c1: Double
    var c2: Double

    init(_ c0: Double, _ c1: Double, _ c2: Double) {
        self.c0 = c0
        self.c1 = c1
        self.c2 = c2
    }
}

extension ColorSpace {
    /// Linear-light sRGB components (unbounded) of a color with these components in this space.
    func linearSRGB(from components: ColorComponents) -> ColorComponents {
        switch self {
        case .sRGB, .extendedSRGB:
            return components.map(TransferFunction.sRGBToLinear)
        case .linearSRGB:
            return components
        case .displayP3:
            return Matrix3.linearDisplayP3ToLinearSRGB * components.map(TransferFunction.sRGBToLinear)
        case .gray:
            let light = TransferFunction.gray22ToLinear(components.c0)
            return ColorComponents(light, light, light)
        }
    }

    /// The components in this space of a color with linear-light sRGB components `linear`.
    ///
    /// Not clamped; the caller clamps for bounded spaces.
    func components(fromLinearSRGB linear: ColorComponents) -> ColorComponents {
        switch self {
        case .sRGB, .extendedSRGB:
            return linear.map(TransferFunction.linearToSRGB)
        case .linearSRGB:
            return linear
        case .displayP3:
            return (Matrix3.linearSRGBToLinearDisplayP3 * linear).map(TransferFunction.linearToSRGB)
        case .gray:
            let white = TransferFunction.linearToGray22(Matrix3.luminanceOfLinearSRGB(linear))
            return ColorComponents(white, white, white)
        }
    }
}

extension ColorComponents {
    func map(_ transform: (Double) -> Double) -> ColorComponents {
        ColorComponents(transform(c0), transform(c1), transform(c2))
    }
}

// MARK: - Transfer functions

/// The transfer functions between encoded components and linear light.
///
/// Each is extended to the whole real line by odd symmetry, `f(-x) = -f(x)`, as CSS Color 4
/// (§10.2, the sample code's `lin_sRGB` and `gam_sRGB`) and Apple's extended color spaces do, so
/// extended-range components convert exactly and invertibly.
enum TransferFunction {
    /// The sRGB decoding function of IEC 61966-2-1:1999 §4.2 (the "sRGB EOTF"): linear below
    /// 0.04045, a 2.4 power curve with offset above.
    static func sRGBToLinear(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        if magnitude <= 0.040_45 { return encoded / 12.92 }
        let linear = pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -linear : linear
    }

    /// The sRGB encoding function of IEC 61966-2-1:1999 §5.2, the inverse of ``sRGBToLinear(_:)``:
    /// linear up to 0.0031308, `1.055 · x^(1/2.4) − 0.055` above.
    static func linearToSRGB(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        if magnitude <= 0.003_130_8 { return linear * 12.92 }
        let encoded = 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }

    /// `|value|^exponent` with the sign of `value`: a pure power curve extended to negative
    /// values by odd symmetry, as every transfer function here is.
    static func mirroredPower(_ value: Double, _ exponent: Double) -> Double {
        let magnitude = pow(abs(value), exponent)
        return value < 0 ? -magnitude : magnitude
    }

    /// Gray gamma 2.2 decoding: a pure power curve, `x^2.2`.
    static func gray22ToLinear(_ encoded: Double) -> Double {
        mirroredPower(encoded, 2.2)
    }

    /// Gray gamma 2.2 encoding: `x^(1/2.2)`, the inverse of ``gray22ToLinear(_:)``.
    static func linearToGray22(_ linear: Double) -> Double {
        mirroredPower(linear, 1 / 2.2)
    }
}

// MARK: - Matrices

/// A 3×3 matrix, row by row.
struct Matrix3: Sendable {
    let r0: ColorComponents
    let r1: ColorComponents
    let r2: ColorComponents

    static func * (matrix: Matrix3, vector: ColorComponents) -> ColorComponents {
        ColorComponents(matrix.r0.dot(vector), matrix.r1.dot(vector), matrix.r2.dot(vector))
    }

    /// Linear Display P3 to linear sRGB, both with D65 white.
    ///
    /// The product `XYZ_to_lin_sRGB × lin_P3_to_XYZ` of the two matrices CSS Color 4 publishes in
    /// its sample code (css-color-4/conversions.js; §10.4 and §10.5 of the spec), which are derived
    /// from the sRGB and DCI-P3 primaries and the D65 white point. The product was taken in exact
    /// rational arithmetic and rounded once: the first row is 3685649/3008840, −676809/3008840, 0.
    static let linearDisplayP3ToLinearSRGB = Matrix3(
        r0: ColorComponents(1.224_940_176_280_559_8, -0.224_940_176_280_559_96, 0),
        r1: ColorComponents(-0.042_056_954_709_688_16, 1.042_056_954_709_688, 0),
        r2: ColorComponents(-0.019_637_554_590_334_432, -0.078_636_045_550_631_89, 1.098_273_600_140_966_3)
    )

    /// Linear sRGB to linear Display P3, both with D65 white: the exact inverse of
    /// ``linearDisplayP3ToLinearSRGB``, the product `XYZ_to_lin_P3 × lin_sRGB_to_XYZ` of the CSS
    /// Color 4 matrices, rounded once. The first row is 2442703/2969989, 527286/2969989, 0.
    static let linearSRGBToLinearDisplayP3 = Matrix3(
        r0: ColorComponents(0.822_461_968_714_362_3, 0.177_538_031_285_637_75, 0),
        r1: ColorComponents(0.033_194_198_850_961_62, 0.966_805_801_149_038_4, 0),
        r2: ColorComponents(0.017_082_630_721_120_033, 0.072_397_440_663_963_47, 0.910_519_928_614_916_5)
    )

    /// The luminance Y (CIE 1931, D65 white = 1) of linear sRGB components.
    ///
    /// The middle row of CSS Color 4's `lin_sRGB_to_XYZ`: 87098/409605, 175762/245763 and
    /// 12673/175545, which sum to exactly 1.
    static func luminanceOfLinearSRGB(_ linear: ColorComponents) -> Double {
        0.212_639_005_871_510_36 * linear.c0 + 0.715_168_678_767_755_9 * linear.c1
            + 0.072_192_315_360_733_71 * linear.c2
    }
}

extension ColorComponents {
    func dot(_ other: ColorComponents) -> Double {
        c0 * other.c0 + c1 * other.c1 + c2 * other.c2
    }
}
