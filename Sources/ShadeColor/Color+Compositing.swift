extension Color {
    /// The color seen when this color is drawn over `background`: Porter–Duff "source over".
    ///
    /// ```swift
    /// let shadow = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
    /// shadow.composited(over: .white)     // opaque sRGB 0.5, 0.5, 0.5: "#808080"
    /// ```
    ///
    /// The result's alpha is `a + b·(1 − a)` for foreground alpha `a` and background alpha `b`;
    /// each component is the alpha-weighted mix `(f·a + g·b·(1 − a)) / alpha`. Over an opaque
    /// background the result is opaque. Two fully transparent colors give ``clear``-like
    /// transparent black in the background's space.
    ///
    /// Blending happens on the encoded components of the background's color space, as UIKit, Core
    /// Animation and browsers blend sRGB content, and the result is in that space; the foreground
    /// is converted to it first. Two exceptions: over a ``ColorSpace/gray`` background, a
    /// non-gray foreground is blended in sRGB so its hue survives; and in
    /// ``ColorSpace/linearSRGB`` blending is in linear light.
    public func composited(over background: Color) -> Color {
        var space = background.colorSpace
        if space == .gray, colorSpace != .gray { space = .sRGB }
        let foreground = converted(to: space).components
        let backdrop = background.converted(to: space).components
        let alpha = self.alpha + background.alpha * (1 - self.alpha)
        guard alpha > 0 else { return Color(validating: ColorComponents(0, 0, 0), alpha: 0, in: space) }
        let foregroundWeight = self.alpha / alpha
        let backgroundWeight = background.alpha * (1 - self.alpha) / alpha
        let mixed = ColorComponents(
            foreground.c0 * foregroundWeight + backdrop.c0 * backgroundWeight,
            foreground.c1 * foregroundWeight + backdrop.c1 * backgroundWeight,
            foreground.c2 * foregroundWeight + backdrop.c2 * backgroundWeight
        )
        return Color(validating: mixed, alpha: alpha, in: space)
    }
}
