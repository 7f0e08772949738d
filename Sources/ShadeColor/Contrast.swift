import ShadeDiagnostics

/// A WCAG 2.x conformance level for text contrast.
///
/// The minimum contrast ratios are those of WCAG 2.2 success criteria 1.4.3 (Contrast, Minimum:
/// level AA) and 1.4.6 (Contrast, Enhanced: level AAA).
public enum WCAGLevel: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Level AA: 4.5:1 for normal text, 3:1 for large text.
    case aa = "AA"
    /// Level AAA: 7:1 for normal text, 4.5:1 for large text.
    case aaa = "AAA"

    /// The lowest contrast ratio that meets this level for text of the given size.
    public func minimumContrastRatio(for textSize: WCAGTextSize) -> Double {
        switch (self, textSize) {
        case (.aa, .normal): 4.5
        case (.aa, .large): 3
        case (.aaa, .normal): 7
        case (.aaa, .large): 4.5
        }
    }

    /// `AA` or `AAA`.
    public var description: String { rawValue }
}

/// The text size classes WCAG 2.x sets different contrast minimums for.
public enum WCAGTextSize: Hashable, Sendable, CaseIterable {
    /// Text smaller than large-scale text.
    case normal
    /// Large-scale text: at least 18 point, or 14 point bold (WCAG 2.2, "large scale (text)").
    case large
}

extension Color {
    /// The relative luminance of the color as WCAG 2.x defines it: 0 for black, 1 for white.
    ///
    /// The color is converted to linear-light sRGB with the IEC 61966-2-1 curve (the 0.04045
    /// threshold of WCAG 2.2; WCAG 2.0's 0.03928 gives the same result for 8-bit colors), then
    /// `L = 0.2126·R + 0.7152·G + 0.0722·B`. Colors outside the sRGB gamut are measured by their
    /// exact extended-sRGB components; a result below 0 is taken as 0. Alpha is ignored: composite a
    /// translucent color over its background first, as ``contrastRatio(_:_:)`` does.
    public var relativeLuminance: Double {
        let linear = colorSpace.linearSRGB(from: components)
        return max(0, 0.2126 * linear.c0 + 0.7152 * linear.c1 + 0.0722 * linear.c2)
    }

    /// The WCAG 2.x contrast ratio of text in `foreground` over `background`, from 1 to 21.
    ///
    /// ```swift
    /// Color.contrastRatio(.black, .white)                        // 21.0
    /// Color.contrastRatio(try Color(parsing: "#777"), .white)    // 4.478…
    /// ```
    ///
    /// The ratio is `(L1 + 0.05) / (L2 + 0.05)`, with `L1` the ``relativeLuminance`` of the lighter
    /// color and `L2` that of the darker one, so the order of two opaque colors does not matter. A
    /// translucent foreground is first ``composited(over:)`` the background, which is what the eye
    /// sees. The background's own alpha is ignored: composite a translucent background over what is
    /// behind it before calling this.
    ///
    /// The ratio is not rounded: WCAG compares the exact value, so 4.499:1 does not meet 4.5:1.
    public static func contrastRatio(_ foreground: Color, _ background: Color) -> Double {
        contrastRatio(foreground, background, backgroundLuminance: background.relativeLuminance)
    }

    /// ``contrastRatio(_:_:)`` with the background's relative luminance already known
    /// (`backgroundLuminance`, which alpha does not change), for a background measured against
    /// many colors.
    static func contrastRatio(_ foreground: Color, _ background: Color, backgroundLuminance: Double) -> Double {
        let opaqueBackground = background.withAlphaComponent(1)
        let seen = foreground.isOpaque ? foreground : foreground.composited(over: opaqueBackground)
        return contrastRatio(seen.relativeLuminance, backgroundLuminance)
    }

    /// The contrast ratio of two relative luminances, in either order: `(L1 + 0.05) / (L2 + 0.05)`
    /// with `L1` the lighter.
    static func contrastRatio(_ first: Double, _ second: Double) -> Double {
        (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }

    /// Whether text in `foreground` over `background` meets a WCAG 2.x contrast level.
    ///
    /// ```swift
    /// let gray = try Color(parsing: "#777")
    /// Color.meetsContrast(.aa, foreground: gray, background: .white)                     // false: 4.48 < 4.5
    /// Color.meetsContrast(.aa, foreground: gray, background: .white, textSize: .large)   // true: 4.48 ≥ 3
    /// ```
    ///
    /// Compares ``contrastRatio(_:_:)`` with ``WCAGLevel/minimumContrastRatio(for:)``.
    public static func meetsContrast(
        _ level: WCAGLevel,
        foreground: Color,
        background: Color,
        textSize: WCAGTextSize = .normal
    ) -> Bool {
        contrastRatio(foreground, background) >= level.minimumContrastRatio(for: textSize)
    }
}

extension Color {
    /// A contrast ratio as Shade prints it, without the `:1`: at most two decimals, rounded down so
    /// that a ratio below a minimum never reads as the minimum (4.499 is `4.49`, not `4.5`), and
    /// no trailing zeros (`4.5`, `21`). Every report and page of Shade prints ratios with this.
    public static func formattedContrastRatio(_ ratio: Double) -> String {
        guard ratio.isFinite, ratio >= 0 else { return "0" }
        // At most 10⁸ and at least 0, so the conversion cannot trap.
        let hundredths = Int((min(ratio, 1_000_000) * 100).rounded(.down))
        let whole = String(hundredths / 100)
        let fraction = hundredths % 100
        if fraction == 0 { return whole }
        if fraction % 10 == 0 { return whole + "." + String(fraction / 10) }
        return whole + (fraction < 10 ? ".0" : ".") + String(fraction)
    }
}
