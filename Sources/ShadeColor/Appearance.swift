public import ShadeTraits

/// One of the eight appearances a dynamic color resolves for: light or dark, normal or high
/// contrast, base or elevated level.
///
/// Every output names an appearance from here, so a report, a page and a file agree:
///
/// | appearance | ``name`` | ``label`` | ``modeName`` |
/// |---|---|---|---|
/// | light | `light` | light | `light` |
/// | dark, high contrast, elevated | `darkElevatedHighContrast` | dark elevated high contrast | `dark-elevated-high-contrast` |
///
/// ``name`` is the spelling of ``DynamicColor/Variant`` and of Shade's system-color data. In light
/// mode the level changes nothing (a variant table has no light elevated variant), so the light
/// elevated appearances resolve as their base ones.
///
/// What a translucent color looks like depends on what is behind it: ``contrastRatio(of:over:)``
/// composites a pair over this appearance's ``systemBackground``, and is the one contrast every
/// output of Shade reports.
public struct Appearance: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Whether the style is dark.
    public var isDark: Bool
    /// Whether the contrast is high.
    public var isHighContrast: Bool
    /// Whether the level is elevated.
    public var isElevated: Bool

    /// Creates an appearance.
    public init(isDark: Bool, isHighContrast: Bool, isElevated: Bool) {
        self.isDark = isDark
        self.isHighContrast = isHighContrast
        self.isElevated = isElevated
    }

    /// The eight appearances: light before dark, normal before high contrast, base before elevated.
    public static let allCases: [Appearance] = (0..<8).map(Appearance.init(index:))

    /// The appearance at `index` in ``allCases``: one bit per trait, dark 4, high contrast 2,
    /// elevated 1.
    public init(index: Int) {
        self.init(isDark: index & 4 != 0, isHighContrast: index & 2 != 0, isElevated: index & 1 != 0)
    }

    /// The position in ``allCases``.
    public var index: Int { (isDark ? 4 : 0) | (isHighContrast ? 2 : 0) | (isElevated ? 1 : 0) }

    /// The appearance whose ``name`` is `name`, or `nil`.
    public init?(name: String) {
        guard let index = Self.names.firstIndex(of: name) else { return nil }
        self.init(index: index)
    }

    /// The appearance `traits` resolve colors in: dark only when the style is dark, high contrast
    /// only when the contrast is high, elevated only when the level is elevated (unspecified
    /// traits resolve as light, normal and base).
    public init(_ traits: TraitCollection) {
        self.init(
            isDark: traits.userInterfaceStyle == .dark, isHighContrast: traits.accessibilityContrast == .high,
            isElevated: traits.userInterfaceLevel == .elevated)
    }

    /// The traits a view has in this appearance.
    public var traitCollection: TraitCollection {
        TraitCollection {
            $0.userInterfaceStyle = isDark ? .dark : .light
            $0.accessibilityContrast = isHighContrast ? .high : .normal
            $0.userInterfaceLevel = isElevated ? .elevated : .base
        }
    }

    /// The name in code and data: `light`, `darkElevatedHighContrast`, as ``DynamicColor/Variant``
    /// and Shade's system-color data spell it.
    public var name: String { Self.names[index] }

    /// The name for people: `light`, `dark elevated high contrast`.
    public var label: String { Self.labels[index] }

    /// The name of the design-token mode: `light`, `dark-elevated-high-contrast`.
    public var modeName: String { Self.modeNames[index] }

    /// ``label``.
    public var description: String { label }

    /// The values of the `data-appearance`, `data-contrast` and `data-level` attributes of Shade's
    /// CSS and preview page that pin this appearance.
    public var dataAttributes: (appearance: String, contrast: String, level: String) {
        (isDark ? "dark" : "light", isHighContrast ? "high" : "normal", isElevated ? "elevated" : "base")
    }

    /// The same style and level with normal contrast.
    public var normalContrast: Appearance {
        Appearance(isDark: isDark, isHighContrast: false, isElevated: isElevated)
    }

    /// The same style and level with high contrast.
    public var highContrast: Appearance {
        Appearance(isDark: isDark, isHighContrast: true, isElevated: isElevated)
    }

    /// What a translucent color is seen over: the system background of this appearance
    /// (``DynamicColor/systemBackground``: white in light, black in dark, `#1C1C1E` dark elevated, …).
    public var systemBackground: Color { Self.systemBackgrounds[index] }

    /// A pair as seen in this appearance, both opaque: the background composited over
    /// ``systemBackground`` when it is translucent, then the foreground over that.
    public func seen(_ foreground: Color, over background: Color) -> (foreground: Color, background: Color) {
        let seenBackground = seen(background: background)
        let seenForeground = foreground.isOpaque ? foreground : foreground.composited(over: seenBackground)
        return (seenForeground, seenBackground)
    }

    /// A background as seen in this appearance: composited over ``systemBackground`` when it is
    /// translucent (``seen(_:over:)``'s background, whatever the foreground).
    func seen(background: Color) -> Color {
        background.isOpaque ? background : background.composited(over: systemBackground)
    }

    /// The WCAG 2.x contrast ratio of `foreground` over `background` as seen in this appearance:
    /// the background composited over ``systemBackground`` when translucent, then the foreground
    /// over that (``Color/contrastRatio(_:_:)``). Every output of Shade that shows a ratio (the
    /// audit, the preview's badges, `shade show`) calls this, so they agree.
    ///
    /// ```swift
    /// let shadow = Color(red: 0, green: 0, blue: 0, alpha: 0.25)
    /// Appearance.light.contrastRatio(of: .white, over: shadow)   // 1.83…: white on light gray
    /// ```
    public func contrastRatio(of foreground: Color, over background: Color) -> Double {
        measured(foreground, over: background).ratio
    }

    /// A pair as seen in this appearance (``seen(_:over:)``) and its contrast ratio
    /// (``contrastRatio(of:over:)``), composited once for both.
    ///
    /// ```swift
    /// let shadow = Color(red: 0, green: 0, blue: 0, alpha: 0.25)
    /// let measured = Appearance.light.measured(.white, over: shadow)
    /// measured.background.hexString   // "#BFBFBF": the shadow over white
    /// measured.ratio                  // 1.83…
    /// ```
    public func measured(_ foreground: Color, over background: Color) -> (
        foreground: Color, background: Color, ratio: Double
    ) {
        let seen = seen(foreground, over: background)
        return (seen.foreground, seen.background, Color.contrastRatio(seen.foreground, seen.background))
    }

    /// Light, normal contrast, base level: the appearance of a system's default.
    public static let light = Appearance(index: 0)
    /// Dark, normal contrast, base level.
    public static let dark = Appearance(index: 4)

    private static let names = allCases.map {
        ($0.isDark ? "dark" : "light") + ($0.isElevated ? "Elevated" : "") + ($0.isHighContrast ? "HighContrast" : "")
    }

    private static let labels = allCases.map {
        ($0.isDark ? "dark" : "light") + ($0.isElevated ? " elevated" : "")
            + ($0.isHighContrast ? " high contrast" : "")
    }

    private static let modeNames = allCases.map {
        ($0.isDark ? "dark" : "light") + ($0.isElevated ? "-elevated" : "")
            + ($0.isHighContrast ? "-high-contrast" : "")
    }

    private static let systemBackgrounds = allCases.map {
        DynamicColor.systemBackground.resolvedColor(with: $0.traitCollection)
    }
}
