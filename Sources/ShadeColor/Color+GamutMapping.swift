extension Color {
    /// The color's coordinates in Björn Ottosson's Oklab: lightness `L` (0 black, 1 white) and the
    /// opponent axes `a` (green–red) and `b` (blue–yellow). Alpha is not part of them.
    ///
    /// Straight-line distance in Oklab follows perceived difference closely, which makes it the
    /// space of ``deltaEOK(_:)`` and of CSS Color 4's gamut mapping.
    public var oklab: (lightness: Double, a: Double, b: Double) {
        let lab = exactComponents(in: .oklab)
        return (lab.c0, lab.c1, lab.c2)
    }

    /// The color's coordinates in OkLCh, Oklab in polar form: lightness, chroma and hue in degrees
    /// 0..<360 (0 for a color that is gray to within rounding).
    public var oklch: (lightness: Double, chroma: Double, hue: Double) {
        let lch = components(in: .oklch)
        return (lch[0], lch[1], lch[2])
    }

    /// ΔE OK: the Euclidean distance between two colors in Oklab, as CSS Color 4 (§13.2.2) and
    /// coloraide's `delta_e(method="ok")` define it. 0 for the same color; 0.02 is about the
    /// smallest difference people notice (CSS Color 4's "just noticeable difference"). Alpha is
    /// not compared.
    public func deltaEOK(_ other: Color) -> Double {
        let first = exactComponents(in: .oklab)
        let second = other.exactComponents(in: .oklab)
        let dL = first.c0 - second.c0
        let da = first.c1 - second.c1
        let db = first.c2 - second.c2
        return (dL * dL + da * da + db * db).squareRoot()
    }

    /// The color's components in `space`, brought inside the space's gamut the way CSS Color 4
    /// does (§13.2.2, "binary search gamut mapping with local MINDE"): a color inside the gamut is
    /// unchanged; otherwise its OkLCh chroma is reduced, keeping lightness and hue, until clipping
    /// the result to the gamut moves it by less than ΔE OK 0.02, so that the color keeps its hue
    /// rather than shifting as a per-channel clamp does (a vivid Display P3 orange stays orange in
    /// sRGB instead of turning yellow).
    ///
    /// ```swift
    /// let p3Red = try Color(.displayP3, components: [1, 0, 0])
    /// p3Red.gamutMappedComponents(in: .sRGB)   // [1, 0.0, 0.0] to within ΔE OK 0.02, hue kept
    /// ```
    ///
    /// A color as light as white or lighter maps to white, one as dark as black or darker to black.
    /// Spaces without a gamut (XYZ, Lab, LCH, Oklab, OkLCh) take the components as they are; HSL
    /// and HWB are mapped in sRGB, whose colors they describe. The components are those of
    /// ``components(in:)``; every one of an RGB space's is within 0…1. Alpha is unchanged.
    ///
    /// The algorithm is the one the specification gives as pseudo-code, with its constants (JND
    /// 0.02, ε 0.0001), and agrees with coloraide's `fit(space, method="minde-chroma")`, checked
    /// against vectors the tests keep.
    public func gamutMappedComponents(in space: CSSColorSpace) -> [Double] {
        guard let gamut = space.gamutSpace else { return components(in: space) }
        let mapped = gamutMapped(into: gamut)
        guard space != gamut else { return [mapped.c0, mapped.c1, mapped.c2] }
        return Color(validating: mapped, alpha: alpha, in: .sRGB).components(in: space)
    }

    /// The color brought inside the gamut of `space` as ``gamutMappedComponents(in:)`` does, as a
    /// color: in ``ColorSpace/sRGB`` for sRGB (and HSL and HWB), ``ColorSpace/displayP3`` for
    /// Display P3, ``ColorSpace/linearSRGB`` for linear sRGB, and otherwise in
    /// ``ColorSpace/extendedSRGB``, which holds every color; a space without a gamut gives the color
    /// itself.
    public func gamutMapped(to space: CSSColorSpace) -> Color {
        guard let gamut = space.gamutSpace else { return self }
        return Color(mapped: gamutMapped(into: gamut), alpha: alpha, in: gamut)
    }

    /// The color of `oklch`'s components with `alpha`, brought inside `linearGamut` as
    /// ``gamutMapped(to:)`` brings it into that gamut's space, computed from OkLCh in linear
    /// light rather than encoded first: the colors of one hue at many lightnesses, as a search
    /// along it asks for, with the gamut made once for all of them (`nil` for a space without
    /// one, whose colors are kept as they are, in extended sRGB).
    static func gamutMapped(oklch: ColorComponents, alpha: Double, into linearGamut: LinearGamut?) -> Color {
        guard let linearGamut else {
            return Color(validating: CSSColorSpace.oklch.encodedSRGB(from: oklch), alpha: alpha, in: .extendedSRGB)
        }
        let linear = linearGamut.linear(Polar.rectangular(fromPolar: oklch))
        let mapped: ColorComponents
        if isInside(linear) {
            mapped = linear.map(linearGamut.encode)
        } else if oklch.c0 >= whiteLightness || abs(oklch.c0 - whiteLightness) <= 1e-6 {
            mapped = ColorComponents(1, 1, 1)
        } else if oklch.c0 <= 0 {
            mapped = ColorComponents(0, 0, 0)
        } else {
            mapped = linearGamut.mapped(lightness: oklch.c0, chroma: oklch.c1, hue: oklch.c2)
        }
        return Color(mapped: mapped, alpha: alpha, in: linearGamut.space)
    }

    /// The color of the encoded components `mapped` of the RGB space `gamut`: in that space where
    /// ``ColorSpace`` has it, else in extended sRGB.
    private init(mapped: ColorComponents, alpha: Double, in gamut: CSSColorSpace) {
        switch gamut {
        case .sRGB: self.init(validating: mapped, alpha: alpha, in: .sRGB)
        case .displayP3: self.init(validating: mapped, alpha: alpha, in: .displayP3)
        case .sRGBLinear: self.init(validating: mapped, alpha: alpha, in: .linearSRGB)
        default: self.init(validating: gamut.encodedSRGB(from: mapped), alpha: alpha, in: .extendedSRGB)
        }
    }

    /// Whether ``gamutMapped(to:)`` would change the color: whether it lies outside the gamut of
    /// `space`, with no tolerance.
    public func needsGamutMapping(for space: CSSColorSpace) -> Bool {
        guard let gamut = space.gamutSpace else { return false }
        return !Self.isInside(exactComponents(in: gamut))
    }

    /// CSS Color 4's gamut mapping, in the components of `gamut`, an RGB space.
    func gamutMapped(into gamut: CSSColorSpace) -> ColorComponents {
        let origin = exactComponents(in: gamut)
        if Self.isInside(origin) { return origin }
        let lch = exactComponents(in: .oklch)
        // White's own OkLCh lightness is a hair under 1 after the matrices; coloraide compares
        // with it, to 1e-6, and CSS with 100 %.
        if lch.c0 >= Self.whiteLightness || abs(lch.c0 - Self.whiteLightness) <= 1e-6 {
            return ColorComponents(1, 1, 1)
        }
        if lch.c0 <= 0 { return ColorComponents(0, 0, 0) }

        return LinearGamut(gamut).mapped(lightness: lch.c0, chroma: lch.c1, hue: lch.c2)
    }

    private static let whiteLightness = Color.white.exactComponents(in: .oklab).c0

    fileprivate static func isInside(_ components: ColorComponents) -> Bool {
        (0...1).contains(components.c0) && (0...1).contains(components.c1) && (0...1).contains(components.c2)
    }

    fileprivate static func clipped(_ components: ColorComponents) -> ColorComponents {
        components.map { min(max($0, 0), 1) }
    }
}

/// An RGB gamut, where CSS Color 4's gamut mapping runs in linear light: a component is inside
/// 0…1 exactly when its encoded form is, and clipping either is the same, since every transfer
/// function keeps 0 and 1 and its order. Each step of the search then costs matrices and three
/// cube roots instead of a round trip through each encoding.
struct LinearGamut {
    /// The RGB space whose gamut this is.
    let space: CSSColorSpace
    /// CIE XYZ (D65) to the gamut's linear components, and back.
    let fromXYZ: (ColorComponents) -> ColorComponents
    let toXYZ: (ColorComponents) -> ColorComponents
    /// The gamut's transfer function, from linear to encoded.
    let encode: (Double) -> Double

    /// The gamut of `space`, an RGB space (``CSSColorSpace/gamutSpace``).
    init(_ space: CSSColorSpace) {
        self.space = space
        /// Through linear sRGB, with the matrices to and from it.
        func throughSRGB(_ from: Matrix3, _ to: Matrix3)
            -> ((ColorComponents) -> ColorComponents, (ColorComponents) -> ColorComponents)
        {
            ({ from * (Matrix3.xyzD65ToLinearSRGB * $0) }, { Matrix3.linearSRGBToXYZD65 * (to * $0) })
        }
        switch space {
        case .displayP3:
            (fromXYZ, toXYZ) = throughSRGB(Matrix3.linearSRGBToLinearDisplayP3, Matrix3.linearDisplayP3ToLinearSRGB)
            encode = TransferFunction.linearToSRGB
        case .a98RGB:
            (fromXYZ, toXYZ) = throughSRGB(Matrix3.linearSRGBToLinearA98RGB, Matrix3.linearA98RGBToLinearSRGB)
            encode = TransferFunction.linearToA98RGB
        case .rec2020:
            (fromXYZ, toXYZ) = throughSRGB(Matrix3.linearSRGBToLinearRec2020, Matrix3.linearRec2020ToLinearSRGB)
            encode = TransferFunction.linearToRec2020
        case .proPhotoRGB:
            fromXYZ = { Matrix3.xyzD50ToLinearProPhotoRGB * (Matrix3.bradfordD65ToD50 * $0) }
            toXYZ = { Matrix3.bradfordD50ToD65 * (Matrix3.linearProPhotoRGBToXYZD50 * $0) }
            encode = TransferFunction.linearToProPhotoRGB
        case .sRGBLinear:
            (fromXYZ, toXYZ) = ({ Matrix3.xyzD65ToLinearSRGB * $0 }, { Matrix3.linearSRGBToXYZD65 * $0 })
            encode = { $0 }
        default:
            (fromXYZ, toXYZ) = ({ Matrix3.xyzD65ToLinearSRGB * $0 }, { Matrix3.linearSRGBToXYZD65 * $0 })
            encode = TransferFunction.linearToSRGB
        }
    }

    /// The gamut's linear components of an Oklab color.
    func linear(_ oklab: ColorComponents) -> ColorComponents {
        fromXYZ(Oklab.xyzD65(fromOklab: oklab))
    }

    /// The Oklab color of the gamut's linear components.
    private func oklab(_ linear: ColorComponents) -> ColorComponents {
        Oklab.oklab(fromXYZD65: toXYZ(linear))
    }

    /// CSS Color 4's binary search on the chroma (JND 0.02, ε 0.0001) of the OkLCh color, outside
    /// the gamut, lighter than black and darker than white: the gamut's encoded components.
    func mapped(lightness: Double, chroma: Double, hue: Double) -> ColorComponents {
        let justNoticeable = 0.02
        let epsilon = 0.0001
        // The hue's direction, once: each step changes the chroma alone.
        let direction = Polar.direction(ofHue: hue)
        func oklab(chroma: Double) -> ColorComponents {
            ColorComponents(lightness, chroma * direction.cosine, chroma * direction.sine)
        }
        func distance(_ first: ColorComponents, _ second: ColorComponents) -> Double {
            let (dL, da, db) = (first.c0 - second.c0, first.c1 - second.c1, first.c2 - second.c2)
            return (dL * dL + da * da + db * db).squareRoot()
        }
        var current = oklab(chroma: chroma)
        var clipped = Color.clipped(linear(current))
        if distance(current, self.oklab(clipped)) <= justNoticeable { return clipped.map(encode) }
        var low = 0.0
        var high = chroma
        var isLowInGamut = true
        while high - low > epsilon {
            let chroma = (low + high) / 2
            current = oklab(chroma: chroma)
            let components = linear(current)
            if isLowInGamut, Color.isInside(components) {
                low = chroma
                continue
            }
            clipped = Color.clipped(components)
            let difference = distance(current, self.oklab(clipped))
            if difference < justNoticeable {
                if justNoticeable - difference < epsilon { break }
                isLowInGamut = false
                low = chroma
            } else {
                high = chroma
            }
        }
        return clipped.map(encode)
    }
}
