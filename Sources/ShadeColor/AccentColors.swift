import ShadeTraits

/// The colors an interface draws from one accent color in one appearance: the accent as a fill,
/// the text on it, and a "standalone" accent for text, links and symbols drawn straight on the
/// background.
///
/// Shade follows libadwaita (GNOME's `src/adw-accent-color.c`, `adw_rgba_to_standalone`, and the
/// `accent_bg_color`, `accent_fg_color` and `accent_color` of its style sheet), which turns the
/// desktop's one accent into those three colors:
///
/// - **The fill** (libadwaita's `accent_bg_color`) is the accent as the desktop gives it.
/// - **On the accent** (`accent_fg_color`): libadwaita draws white; Shade draws white when it
///   meets 4.5:1 on the fill, else whichever of white and black contrasts more (a yellow accent
///   gets black), which always meets 4.5:1 (the two meet at 4.58:1).
/// - **Standalone** (`accent_color`): libadwaita keeps the accent's Oklab hue and chroma and
///   clamps its lightness, to at most 0.5 on a light background and at least 0.85 on a dark one,
///   then clips to sRGB. Shade does the same and then, because an app's backgrounds are its own
///   and not Adwaita's, keeps moving the lightness the same way until the color meets 4.5:1
///   (WCAG AA for text) against the appearance's background, as its 8-bit value. Where even
///   black or white does not (no background is like that: one of them always reaches 4.58:1), it
///   takes whichever contrasts more.
///
/// ```swift
/// let blue = Color(rgb: 0x3584E4)   // GNOME's default accent
/// let colors = AccentColors(accent: blue, background: .white, appearance: .light)
/// colors.onAccent      // black: white is 3.96:1 on this blue
/// colors.standalone    // darker, 4.5:1 or more on white
/// ```
///
/// A translucent background is seen over the appearance's system background, as in
/// ``Appearance/contrastRatio(of:over:)``, which every check of these colors uses.
public struct AccentColors: Hashable, Sendable {
    /// The contrast the on-accent and standalone colors reach: WCAG AA for normal text.
    public static let minimumContrast = WCAGLevel.aa.minimumContrastRatio(for: .normal)

    /// The accent as a fill: buttons, selection, switches.
    public var accent: Color
    /// Text and symbols on ``accent``.
    public var onAccent: Color
    /// The accent for text, links and symbols drawn on the background.
    public var standalone: Color

    /// Derives the on-accent and standalone colors of `accent` over `background` in `appearance`.
    public init(accent: Color, background: Color, appearance: Appearance) {
        self.accent = accent
        let fill = accent.isOpaque ? accent : appearance.seen(accent, over: background).foreground
        onAccent = Self.onAccent(for: fill, in: appearance)
        standalone = Self.standalone(for: accent, over: background, in: appearance)
    }

    /// White when it meets ``minimumContrast`` on `fill`, else the more contrasting of white and
    /// black.
    static func onAccent(for fill: Color, in appearance: Appearance) -> Color {
        let white = appearance.contrastRatio(of: .white, over: fill)
        if white >= minimumContrast { return .white }
        return appearance.contrastRatio(of: .black, over: fill) > white ? .black : .white
    }

    /// libadwaita's lightness clamp, then the lightness moved on until the 8-bit color meets
    /// ``minimumContrast`` over `background`.
    static func standalone(for accent: Color, over background: Color, in appearance: Appearance) -> Color {
        let seenBackground = appearance.seen(.black, over: background).background
        let (lightness, a, b) = accent.oklab
        // libadwaita lightens for a dark background and darkens for a light one; the background's
        // own luminance decides, so a dark theme shown in light mode still gets a light accent.
        let lighten = Color.contrastRatio(.white, seenBackground) > Color.contrastRatio(.black, seenBackground)
        let clamped = lighten ? max(lightness, 0.85) : min(lightness, 0.5)
        func color(_ lightness: Double) -> Color { quantizedSRGB(lightness: lightness, a: a, b: b) }
        func meets(_ candidate: Color) -> Bool {
            Color.contrastRatio(candidate, seenBackground) >= minimumContrast
        }
        let first = color(clamped)
        if meets(first) { return first }
        let end: Double = lighten ? 1 : 0
        guard meets(color(end)) else {
            let white = Color.contrastRatio(.white, seenBackground)
            return white >= Color.contrastRatio(.black, seenBackground) ? .white : .black
        }
        // Contrast grows as the lightness moves towards `end`: find the first lightness that meets
        // it, to a thousandth.
        var failing = clamped
        var passing = end
        while abs(passing - failing) > 0.001 {
            let middle = (failing + passing) / 2
            if meets(color(middle)) { passing = middle } else { failing = middle }
        }
        return color(passing)
    }

    /// The Oklab color, clipped to sRGB channel by channel as libadwaita does, at 8 bits.
    private static func quantizedSRGB(lightness: Double, a: Double, b: Double) -> Color {
        guard let exact = try? Color(.oklab, components: [lightness, a, b]) else { return .black }
        let bytes = SRGBBytes(exact.clamped().converted(to: .sRGB))
        return Color(
            red: Double(bytes.red) / 255, green: Double(bytes.green) / 255, blue: Double(bytes.blue) / 255)
    }
}

extension DynamicColor {
    /// The standalone variant of `accent` over `background` (``AccentColors/standalone``),
    /// derived for whatever traits it is resolved with.
    ///
    /// ```swift
    /// let link = DynamicColor.standaloneAccent(theme.accent, over: theme.background)
    /// ```
    public static func standaloneAccent(_ accent: DynamicColor, over background: DynamicColor) -> DynamicColor {
        derived(accent, over: background) { $0.standalone }
    }

    /// The color for text and symbols on `accent` (``AccentColors/onAccent``), derived for whatever
    /// traits it is resolved with.
    public static func onAccent(_ accent: DynamicColor, over background: DynamicColor) -> DynamicColor {
        derived(accent, over: background) { $0.onAccent }
    }

    /// One of the derived colors: a table when `accent` and `background` are tables (so that two
    /// colors derived from equal ones are equal), else a provider that derives it for whatever
    /// traits it is resolved with.
    private static func derived(
        _ accent: DynamicColor, over background: DynamicColor,
        _ color: @escaping @Sendable (AccentColors) -> Color
    ) -> DynamicColor {
        if accent.variants != nil, background.variants != nil {
            return DynamicColor(
                variants: ResolvedVariants { index in
                    color(accentColors(accent, over: background, traits: Appearance(index: index).traitCollection))
                })
        }
        return DynamicColor(dynamicProvider: { traits in
            color(accentColors(accent, over: background, traits: traits))
        })
    }

    private static func accentColors(
        _ accent: DynamicColor, over background: DynamicColor, traits: TraitCollection
    ) -> AccentColors {
        AccentColors(
            accent: accent.resolvedColor(with: traits), background: background.resolvedColor(with: traits),
            appearance: Appearance(traits))
    }
}
