/// A color-vision deficiency that ``Color/simulating(_:)`` can simulate: one of the three
/// dichromacies, in which one kind of cone is missing.
///
/// Each is simulated at full severity (dichromacy, not the milder anomalous trichromacy), with
/// the method named by ``method``:
///
/// | Deficiency | Missing cones | Method |
/// |---|---|---|
/// | ``protanopia`` | long-wavelength (L, "red") | Machado, Oliveira & Fernandes 2009, severity 1 |
/// | ``deuteranopia`` | medium-wavelength (M, "green") | Machado, Oliveira & Fernandes 2009, severity 1 |
/// | ``tritanopia`` | short-wavelength (S, "blue") | Brettel, Viénot & Mollon 1997 |
///
/// ```swift
/// let orange = try Color(parsing: "#E44001")
/// Color.contrastRatio(orange, .black)                                                   // 5.03…
/// Color.contrastRatio(orange.simulating(.protanopia), .black.simulating(.protanopia))   // 3.57…
/// ```
public enum ColorVisionDeficiency: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// No long-wavelength (L) cones: reds look dark and red and green are confused.
    case protanopia
    /// No medium-wavelength (M) cones: red and green are confused.
    case deuteranopia
    /// No short-wavelength (S) cones: blue and green, and yellow and violet, are confused.
    case tritanopia

    /// The deficiency's name with a capital, as a report or page shows it: `Protanopia`,
    /// `Deuteranopia` or `Tritanopia`.
    public var displayName: String {
        switch self {
        case .protanopia: "Protanopia"
        case .deuteranopia: "Deuteranopia"
        case .tritanopia: "Tritanopia"
        }
    }

    /// The short name of the deficiency's type, as a swatch label: `protan`, `deutan` or `tritan`.
    public var shortName: String {
        switch self {
        case .protanopia: "protan"
        case .deuteranopia: "deutan"
        case .tritanopia: "tritan"
        }
    }

    /// The simulation method, to name in a report: `Machado et al. 2009, severity 1` for
    /// ``protanopia`` and ``deuteranopia``, `Brettel et al. 1997` for ``tritanopia``.
    public var method: String {
        switch self {
        case .protanopia, .deuteranopia: "Machado et al. 2009, severity 1"
        case .tritanopia: "Brettel et al. 1997"
        }
    }

    /// The lowercase name: `protanopia`, `deuteranopia` or `tritanopia`.
    public var description: String { rawValue }
}

extension Color {
    /// The color as a person with the dichromacy `deficiency` sees it.
    ///
    /// ```swift
    /// let red = Color(red: 1, green: 0, blue: 0)
    /// red.simulating(.protanopia)   // a dark olive: extended sRGB 0.427, 0.373, −0.049
    /// ```
    ///
    /// The simulation works on linear-light sRGB components, as coloraide's `filter` does:
    /// - ``ColorVisionDeficiency/protanopia`` and ``ColorVisionDeficiency/deuteranopia`` multiply
    ///   them by the severity 1 matrix of Machado, Oliveira & Fernandes 2009.
    /// - ``ColorVisionDeficiency/tritanopia`` follows Brettel, Viénot & Mollon 1997: the color goes
    ///   to LMS cone space and is projected, along the S axis, onto one of two half-planes that
    ///   meet along the neutral axis (anchored at 485 nm and 660 nm), chosen by which side of a
    ///   plane through the neutral axis it lies on, then back to linear sRGB.
    ///
    /// The result is in ``ColorSpace/extendedSRGB`` and is not clipped: like coloraide, the
    /// simulation leaves a result outside the sRGB gamut as it is (pure blue under protanopia
    /// has a red component a little below 0), so that it stays exact; clip it with
    /// ``clamped()``, or map it with ``gamutMapped(to:)``, to display it. A color outside sRGB is
    /// simulated from its exact (unbounded) linear components. Alpha is kept: composite a
    /// translucent color over what is behind it first to simulate what the eye sees.
    ///
    /// The results agree with coloraide's `filter("protan", method="machado")`,
    /// `filter("deutan", method="machado")` and `filter("tritan", method="brettel")` to within
    /// 1e-12, checked against vectors the tests keep.
    public func simulating(_ deficiency: ColorVisionDeficiency) -> Color {
        let linear = colorSpace.linearSRGB(from: components)
        let simulated: ColorComponents
        switch deficiency {
        case .protanopia: simulated = Matrix3.machadoProtanopia * linear
        case .deuteranopia: simulated = Matrix3.machadoDeuteranopia * linear
        case .tritanopia:
            let lms = Matrix3.linearSRGBToLMS * linear
            let wing = lms.dot(Matrix3.brettelTritanSeparation) > 0 ? Matrix3.brettelTritanWing2 : .brettelTritanWing1
            simulated = wing * lms
        }
        return Color(
            validating: ColorSpace.extendedSRGB.components(fromLinearSRGB: simulated), alpha: alpha,
            in: .extendedSRGB)
    }
}

// MARK: - Matrices

extension Matrix3 {
    /// Protanopia at severity 1.0, on linear sRGB: the table of Machado, Oliveira & Fernandes,
    /// "A Physiologically-based Model for Simulation of Color Vision Deficiency", IEEE TVCG
    /// 15(6), 2009, as the authors publish it (six decimals) and coloraide 8.13.1 uses it
    /// (`coloraide/filters/cvd.py`, `MACHADO_PROTAN[10]`).
    static let machadoProtanopia = Matrix3(
        r0: ColorComponents(0.152_286, 1.052_583, -0.204_868),
        r1: ColorComponents(0.114_503, 0.786_281, 0.099_216),
        r2: ColorComponents(-0.003_882, -0.048_116, 1.051_998)
    )

    /// Deuteranopia at severity 1.0, on linear sRGB: Machado, Oliveira & Fernandes 2009, as
    /// above (coloraide's `MACHADO_DEUTAN[10]`).
    static let machadoDeuteranopia = Matrix3(
        r0: ColorComponents(0.367_322, 0.860_646, -0.227_968),
        r1: ColorComponents(0.280_085, 0.672_501, 0.047_413),
        r2: ColorComponents(-0.011_820, 0.042_940, 0.968_881)
    )

    /// Linear sRGB to LMS cone responses (Smith & Pokorny fundamentals), the matrix of Viénot,
    /// Brettel & Mollon, "Digital video colourmaps for checking the legibility of displays by
    /// dichromats", Color Research & Application 24(4), 1999, with coloraide 8.13.1's digits
    /// (`LRGB_TO_LMS` in `coloraide/filters/cvd.py`).
    static let linearSRGBToLMS = Matrix3(
        r0: ColorComponents(0.178_824_041_258, 0.435_160_905_700_000_1, 0.041_193_496_92),
        r1: ColorComponents(0.034_556_423_182, 0.271_553_824_58, 0.038_671_308_360_000_003),
        r2: ColorComponents(0.000_299_565_576, 0.001_843_089_6, 0.014_670_861_36)
    )

    /// The normal of the plane that separates Brettel, Viénot & Mollon's two tritan half-planes
    /// ("Computerized simulation of color appearance for dichromats", JOSA A 14(10), 1997), in LMS:
    /// coloraide 8.13.1's `BRETTEL_TRITAN[2]`.
    static let brettelTritanSeparation = ColorComponents(0.344_781_556_122, -0.655_178_443_878_000_1, 0)

    /// The projection onto the first tritan half-plane, from LMS, followed by LMS to linear sRGB
    /// in the same matrix: coloraide 8.13.1's `BRETTEL_TRITAN[0]`, taken where the color does not
    /// lie on the positive side of ``brettelTritanSeparation``.
    static let brettelTritanWing1 = Matrix3(
        r0: ColorComponents(7.392_856_536_180_033, -11.148_044_821_248_138, 0),
        r1: ColorComponents(-0.341_940_124_219_306_53, 3.550_166_117_506_4, 0),
        r2: ColorComponents(-4.205_069_271_644_858_6, 10.891_158_982_027_31, 0)
    )

    /// The projection onto the second tritan half-plane, from LMS, followed by LMS to linear
    /// sRGB: coloraide 8.13.1's `BRETTEL_TRITAN[1]`, taken where the color lies on the positive
    /// side of ``brettelTritanSeparation``.
    static let brettelTritanWing2 = Matrix3(
        r0: ColorComponents(8.064_393_457_631_1, -12.424_147_058_710_19, 0),
        r1: ColorComponents(-0.995_607_822_858_194_6, 4.792_311_986_399_683_5, 0),
        r2: ColorComponents(-0.215_029_728_803_894_2, 3.309_001_954_563_792_8, 0)
    )
}
