extension Color {
    /// Creates a color from its components in a CSS Color 4 color space, as the Design Tokens
    /// format writes a color: `{"colorSpace": "oklch", "components": [0.7, 0.15, "none"], "alpha": 1}`.
    ///
    /// ```swift
    /// let brand = try Color(.oklch, components: [0.628, 0.258, 29.23])
    /// let white = try Color(.hsl, components: [nil, 0, 100])      // "none" hue
    /// let wide = try Color(.displayP3, components: [1, 0, 0])     // red beyond sRGB
    /// wide.red                                                    // 1.0931, kept exactly
    /// ```
    ///
    /// The color is stored in ``ColorSpace/extendedSRGB``, the space of the web's colors extended
    /// past 0…1, so that nothing is clamped: a color outside the sRGB gamut keeps its exact value as
    /// components below 0 or above 1, and ``components(in:)`` gives back the components it was made
    /// from, up to rounding of about 1e-15 (sRGB components are stored as given). Clamp it, if ever,
    /// with ``clamped()`` or by converting to a bounded space.
    ///
    /// The components are used as given, in the units of ``CSSColorSpace/referenceRanges``: hues in
    /// degrees (any value; they wrap), ``CSSColorSpace/hsl`` and ``CSSColorSpace/hwb`` percentages
    /// as numbers 0…100. Values past the reference ranges are converted, not clamped, so that every
    /// color ``components(in:)`` writes reads back unchanged; CSS instead clamps a `lab()` or
    /// `oklab()` lightness to its range and a negative chroma or saturation to 0 when it parses a
    /// stylesheet.
    ///
    /// - Parameters:
    ///   - space: The color space of the components.
    ///   - components: The three components in the space's order (``CSSColorSpace/componentNames``).
    ///     `nil` stands for the Design Tokens and CSS keyword `none`, a missing component, which
    ///     CSS Color 4 §4.4 converts as 0 (`0deg` for a hue): `[nil, 0, 100]` in ``CSSColorSpace/hsl``
    ///     is white, and `[0.5, 0.1, nil]` in ``CSSColorSpace/oklch`` has hue 0.
    ///   - alpha: The opacity from 0 (transparent) to 1 (opaque); opaque unless given.
    /// - Throws: ``CSSColorError`` when there are not exactly 3 components, when a component is
    ///   infinite or NaN, when alpha is not a number from 0 to 1 (the Design Tokens format allows
    ///   no other), or when the components are so large that the conversion overflows.
    public init(_ space: CSSColorSpace, components: [Double?], alpha: Double = 1) throws(CSSColorError) {
        guard components.count == 3 else {
            throw CSSColorError.wrongComponentCount(space: space, expected: 3, found: components.count)
        }
        let values = components.map { $0 ?? 0 }
        if let index = values.firstIndex(where: { !$0.isFinite }) {
            throw CSSColorError.nonFiniteComponent(space: space, index: index, value: values[index])
        }
        guard alpha >= 0, alpha <= 1 else { throw CSSColorError.alphaOutOfRange(alpha) }
        let encoded = space.encodedSRGB(from: ColorComponents(values[0], values[1], values[2]))
        guard encoded.c0.isFinite, encoded.c1.isFinite, encoded.c2.isFinite else {
            throw CSSColorError.notRepresentable(space: space, components: values)
        }
        self.init(validating: encoded, alpha: alpha, in: .extendedSRGB)
    }

    /// The color's components in a CSS Color 4 color space, such as `[0.628, 0.258, 29.23]` in
    /// ``CSSColorSpace/oklch``; ``alpha`` is the alpha to write with them.
    ///
    /// Nothing is clamped or gamut mapped: a color outside the space's gamut has components below 0
    /// or above 1 (``isInGamut(of:tolerance:)`` tells). Converting to the space the color was made
    /// in gives back its components up to rounding of about 1e-15, and reading the result with
    /// ``init(_:components:alpha:)`` gives back the color, to about 1e-12 or better for colors of
    /// ordinary range.
    ///
    /// Hues are in degrees 0..<360. When the color is achromatic to within rounding (chroma or
    /// saturation at the level of floating-point noise, such as white's 1e-16 chroma in Oklab), the
    /// hue is 0 and the chroma or saturation 0 (HWB: blackness is 100 minus whiteness), so that white
    /// is `oklch(1 0 0)` rather than a random hue. CSS Color 4 calls such a hue *powerless* and
    /// writes it as `none` when the chroma is below a larger threshold;
    /// ``cssComponents(in:)`` does that.
    ///
    /// - Parameter space: The color space to express the color in.
    /// - Returns: The three components in the space's order (``CSSColorSpace/componentNames``), in
    ///   the units of ``CSSColorSpace/referenceRanges``. A color so large that the conversion
    ///   overflows (components of 1e300) gets infinite or NaN components.
    public func components(in space: CSSColorSpace) -> [Double] {
        var components = exactComponents(in: space)
        if space.hasPowerlessHue(components, below: space.roundingHueEpsilon) {
            components = space.removingHue(from: components)
        }
        return [components.c0, components.c1, components.c2]
    }

    /// The color's components in a CSS Color 4 color space as CSS serializes a converted color:
    /// a *powerless* hue is `nil`, to be written as `none`.
    ///
    /// A hue is powerless when the color is so close to gray that its hue means nothing (CSS Color
    /// 4 §4.4.1): when the ``CSSColorSpace/lch`` chroma is at most 0.0015, the
    /// ``CSSColorSpace/oklch`` chroma at most 0.000004, the ``CSSColorSpace/hsl`` saturation at most
    /// 0.001 (percent), or the ``CSSColorSpace/hwb`` whiteness and blackness add up to within 0.001
    /// of 100 (the HSL threshold, in HWB's terms). Its chroma or saturation is then 0 (HWB:
    /// blackness is 100 minus whiteness), as CSS does to keep floating-point noise out of the
    /// result. In every other case, and in the rectangular spaces, the components are those of
    /// ``components(in:)``, none of them `nil`.
    ///
    /// ```swift
    /// Color.white.cssComponents(in: .oklch)   // [1.0, 0.0, nil]
    /// Color.white.components(in: .oklch)      // [1.0, 0.0, 0.0]
    /// ```
    ///
    /// - Parameter space: The color space to express the color in.
    /// - Returns: The three components in the space's order, with `nil` for a powerless hue.
    public func cssComponents(in space: CSSColorSpace) -> [Double?] {
        let components = exactComponents(in: space)
        guard let hueIndex = space.hueIndex, space.hasPowerlessHue(components, below: space.powerlessHueEpsilon)
        else { return [components.c0, components.c1, components.c2] }
        let gray = space.removingHue(from: components)
        var result: [Double?] = [gray.c0, gray.c1, gray.c2]
        result[hueIndex] = nil
        return result
    }

    /// Whether the color lies within the gamut of a CSS color space, allowing for `tolerance` of
    /// rounding at the edges: whether its components there are all within 0…1.
    ///
    /// The gamut of ``CSSColorSpace/hsl`` and ``CSSColorSpace/hwb`` is that of sRGB, whose colors
    /// they describe. XYZ, Lab, LCH, Oklab and OkLCh hold every color, so every color is within their
    /// gamut (``CSSColorSpace/hasGamut`` is false for them). For the spaces ``ColorSpace`` also has,
    /// this agrees with ``isWithinGamut(of:tolerance:)``.
    ///
    /// ```swift
    /// let p3Green = try Color(.displayP3, components: [0, 1, 0])
    /// p3Green.isInGamut(of: .sRGB)      // false
    /// p3Green.isInGamut(of: .rec2020)   // true
    /// ```
    public func isInGamut(of space: CSSColorSpace, tolerance: Double = 1e-9) -> Bool {
        guard let gamut = space.gamutSpace else { return true }
        let components = exactComponents(in: gamut)
        return [components.c0, components.c1, components.c2].allSatisfy { $0 >= -tolerance && $0 <= 1 + tolerance }
    }

    /// The components in `space` before any powerless hue is removed: a hue is the angle of the
    /// chroma vector however small it is.
    func exactComponents(in space: CSSColorSpace) -> ColorComponents {
        // The spaces the color is stored in give back its own components, untouched.
        if space == .displayP3, colorSpace == .displayP3 { return components }
        if space == .sRGBLinear, colorSpace == .linearSRGB { return components }
        let linear: ColorComponents
        let encoded: ColorComponents
        if colorSpace == .sRGB || colorSpace == .extendedSRGB {
            encoded = components
            linear = components.map(TransferFunction.sRGBToLinear)
        } else {
            linear = colorSpace.linearSRGB(from: components)
            encoded = linear.map(TransferFunction.linearToSRGB)
        }
        return space.exactComponents(fromLinearSRGB: linear, encoded: encoded)
    }
}

// MARK: - Powerless hues

extension CSSColorSpace {
    /// The colorfulness at or below which CSS Color 4 calls the hue powerless: the "Powerless hue
    /// ε" of the tables for `lch()` (C ≤ 0.0015), `oklch()` (C ≤ 0.000004) and `hsl()` (S ≤ 0.001);
    /// HWB uses HSL's, as 100 − whiteness − blackness.
    var powerlessHueEpsilon: Double {
        switch self {
        case .lch: 0.0015
        case .oklch: 0.000_004
        case .hsl, .hwb: 0.001
        case .sRGB, .sRGBLinear, .displayP3, .a98RGB, .proPhotoRGB, .rec2020, .xyzD65, .xyzD50, .lab, .oklab: 0
        }
    }

    /// The colorfulness at or below which a hue is floating-point noise: a trillionth of the
    /// reference range of the chroma (or 100% of saturation), far above the rounding of a gray's
    /// conversion (about 1e-14) and far below any color a person could tell from gray.
    var roundingHueEpsilon: Double {
        switch self {
        case .lch: 150e-12
        case .oklch: 0.4e-12
        case .hsl, .hwb: 100e-12
        case .sRGB, .sRGBLinear, .displayP3, .a98RGB, .proPhotoRGB, .rec2020, .xyzD65, .xyzD50, .lab, .oklab: 0
        }
    }

    /// Whether the hue of `components` in this polar space is powerless at `epsilon`.
    func hasPowerlessHue(_ components: ColorComponents, below epsilon: Double) -> Bool {
        switch self {
        case .lch, .oklch, .hsl: components.c1 <= epsilon
        case .hwb: 100 - components.c1 - components.c2 <= epsilon
        case .sRGB, .sRGBLinear, .displayP3, .a98RGB, .proPhotoRGB, .rec2020, .xyzD65, .xyzD50, .lab, .oklab: false
        }
    }

    /// `components` of a powerless hue with the hue set to 0 and the chroma or saturation to 0
    /// (HWB: blackness to 100 minus whiteness), as CSS Color 4 §4.4.1 does to drop the noise.
    func removingHue(from components: ColorComponents) -> ColorComponents {
        switch self {
        case .lch, .oklch: return ColorComponents(components.c0, 0, 0)
        case .hsl: return ColorComponents(0, 0, components.c2)
        case .hwb: return ColorComponents(0, components.c1, 100 - components.c1)
        case .sRGB, .sRGBLinear, .displayP3, .a98RGB, .proPhotoRGB, .rec2020, .xyzD65, .xyzD50, .lab, .oklab:
            return components
        }
    }
}
