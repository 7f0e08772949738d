public import ShadeColor
import ShadeTraits

/// A ready-made ``Theme`` with three named themes — Standard, Sepia and Ocean — for apps and
/// samples that do not need a model of their own.
///
/// Every color is a `DynamicColor` with light, dark and high-contrast variants (and an elevated
/// dark background for sheets and popovers), and every label color meets WCAG AA against its
/// backgrounds in every appearance, AAA with high contrast (the tests check this).
///
/// ```swift
/// let manager = ThemeManager(themes: BasicTheme.all)
/// let theme = manager.theme(for: node)
/// let background = theme.background.resolvedColor(with: node.traitCollection)
/// ```
public struct BasicTheme: Theme, Hashable {
    /// The stable name: `standard`, `sepia`, `ocean`, or an app's own.
    public let id: ThemeID
    /// The name shown in settings.
    public let displayName: String

    /// The main background of a screen.
    public var background: DynamicColor
    /// The background of grouped content and bars on top of ``background``.
    public var secondaryBackground: DynamicColor
    /// Primary text.
    public var label: DynamicColor
    /// Secondary text: subtitles, footers, hints.
    public var secondaryLabel: DynamicColor
    /// The brand color: selection, links, the current item.
    public var accent: DynamicColor
    /// Text and symbols drawn on ``accent``.
    public var onAccent: DynamicColor
    /// The accent for text, links and symbols drawn straight on ``background``: by default derived
    /// from ``accent`` for each appearance so that it meets 4.5:1 there
    /// (`DynamicColor.standaloneAccent(_:over:)`, as libadwaita derives its `accent_color`).
    public var standaloneAccent: DynamicColor
    /// Thin lines between rows and sections.
    public var separator: DynamicColor
    /// Destructive actions and errors.
    public var destructive: DynamicColor

    /// Titles of screens.
    public var titleFont: ThemeFont
    /// Emphasised text: section headers, the current item.
    public var headlineFont: ThemeFont
    /// Body text.
    public var bodyFont: ThemeFont
    /// Small print.
    public var captionFont: ThemeFont

    /// Space between related elements.
    public var spacing: ThemeMetric
    /// The corner radius of cards and sheets.
    public var cornerRadius: ThemeMetric

    /// Creates a theme. Fonts and metrics default to the system font's text styles and the
    /// platform's usual sizes.
    public init(
        id: ThemeID,
        displayName: String,
        background: DynamicColor,
        secondaryBackground: DynamicColor,
        label: DynamicColor,
        secondaryLabel: DynamicColor,
        accent: DynamicColor,
        onAccent: DynamicColor,
        standaloneAccent: DynamicColor? = nil,
        separator: DynamicColor,
        destructive: DynamicColor = .systemRed,
        titleFont: ThemeFont = .preferred(.title2),
        headlineFont: ThemeFont = .preferred(.headline),
        bodyFont: ThemeFont = .preferred(.body),
        captionFont: ThemeFont = .preferred(.caption1),
        spacing: ThemeMetric = ThemeMetric(8),
        cornerRadius: ThemeMetric = ThemeMetric(10, relativeTo: nil)
    ) {
        self.id = id
        self.displayName = displayName
        self.background = background
        self.secondaryBackground = secondaryBackground
        self.label = label
        self.secondaryLabel = secondaryLabel
        self.accent = accent
        self.onAccent = onAccent
        self.standaloneAccent = standaloneAccent ?? .standaloneAccent(accent, over: background)
        self.separator = separator
        self.destructive = destructive
        self.titleFont = titleFont
        self.headlineFont = headlineFont
        self.bodyFont = bodyFont
        self.captionFont = captionFont
        self.spacing = spacing
        self.cornerRadius = cornerRadius
    }

    /// This theme with its accent following the desktop's accent color, where the system states
    /// one (`SystemAccentColorTrait`, which a `ThemeManager` sets from its system appearance), and
    /// its own accent elsewhere.
    ///
    /// Following is opt-in, because a brand color is often the point of a theme:
    ///
    /// ```swift
    /// let manager = ThemeManager(themes: BasicTheme.all.map { $0.followingSystemAccent() })
    /// ```
    ///
    /// While a system accent applies, ``accent`` is that accent, ``onAccent`` white or black,
    /// whichever meets 4.5:1 on it, and ``standaloneAccent`` its variant that meets 4.5:1 on
    /// ``background`` in the appearance being resolved (`AccentColors` in ShadeColor).
    public func followingSystemAccent() -> BasicTheme {
        var theme = self
        let ownAccent = accent
        let ownOnAccent = onAccent
        let ownStandalone = standaloneAccent
        let background = background
        @Sendable func derived(_ traits: TraitCollection) -> AccentColors? {
            traits.systemAccentColor.map {
                AccentColors(
                    accent: $0, background: background.resolvedColor(with: traits), appearance: Appearance(traits))
            }
        }
        theme.accent = DynamicColor(dynamicProvider: { traits in
            traits.systemAccentColor ?? ownAccent.resolvedColor(with: traits)
        })
        theme.onAccent = DynamicColor(dynamicProvider: { traits in
            derived(traits)?.onAccent ?? ownOnAccent.resolvedColor(with: traits)
        })
        theme.standaloneAccent = DynamicColor(dynamicProvider: { traits in
            derived(traits)?.standalone ?? ownStandalone.resolvedColor(with: traits)
        })
        return theme
    }

    /// Standard, Sepia and Ocean, in that order.
    public static let all = [standard, sepia, ocean]

    /// The platform's look: Apple's system colors.
    public static let standard = BasicTheme(
        id: "standard",
        displayName: "Standard",
        background: .systemBackground,
        secondaryBackground: .secondarySystemBackground,
        label: .label,
        secondaryLabel: DynamicColor(
            any: Color(rgb: 0x5E5E63), anyHighContrast: Color(rgb: 0x3A3A3E),
            dark: Color(rgb: 0xAEAEB2), darkHighContrast: Color(rgb: 0xD1D1D6)),
        accent: DynamicColor(
            any: Color(rgb: 0x007AFF), anyHighContrast: Color(rgb: 0x0040DD),
            dark: Color(rgb: 0x0A84FF), darkHighContrast: Color(rgb: 0x409CFF)),
        onAccent: DynamicColor(any: Color.white, darkHighContrast: Color.black),
        separator: .opaqueSeparator
    )

    /// Warm paper and ink, easy on the eyes for long reading.
    public static let sepia = BasicTheme(
        id: "sepia",
        displayName: "Sepia",
        background: DynamicColor(
            any: Color(rgb: 0xF4ECD8), anyHighContrast: Color(rgb: 0xFBF7EC),
            dark: Color(rgb: 0x2A241C), darkHighContrast: Color(rgb: 0x15120D),
            darkElevated: Color(rgb: 0x3A3226), darkElevatedHighContrast: Color(rgb: 0x241F18)),
        secondaryBackground: DynamicColor(
            any: Color(rgb: 0xEADFC4), anyHighContrast: Color(rgb: 0xF3EBD6),
            dark: Color(rgb: 0x362E23), darkHighContrast: Color(rgb: 0x201B14),
            darkElevated: Color(rgb: 0x453C2E), darkElevatedHighContrast: Color(rgb: 0x2E271E)),
        label: DynamicColor(
            any: Color(rgb: 0x4B3A2A), anyHighContrast: Color(rgb: 0x231A10),
            dark: Color(rgb: 0xEBDDC3), darkHighContrast: Color(rgb: 0xFFF8EA)),
        secondaryLabel: DynamicColor(
            any: Color(rgb: 0x6E5A45), anyHighContrast: Color(rgb: 0x3F3020),
            dark: Color(rgb: 0xBFAE92), darkHighContrast: Color(rgb: 0xE6D8BF)),
        accent: DynamicColor(
            any: Color(rgb: 0x9A4A22), anyHighContrast: Color(rgb: 0x6E3212),
            dark: Color(rgb: 0xE0A070), darkHighContrast: Color(rgb: 0xF3C49C)),
        onAccent: DynamicColor(
            any: Color(rgb: 0xFFF8EA), dark: Color(rgb: 0x2A1A0C), darkHighContrast: Color(rgb: 0x140B03)),
        separator: DynamicColor(
            any: Color(rgb: 0xCDBB95), anyHighContrast: Color(rgb: 0x8C7550),
            dark: Color(rgb: 0x4E4334), darkHighContrast: Color(rgb: 0x8A7A60)),
        titleFont: ThemeFont(family: "Georgia", size: 22, weight: .semibold, relativeTo: .title2),
        bodyFont: ThemeFont(family: "Georgia", size: 17, relativeTo: .body)
    )

    /// Deep blues and sea-green accents.
    public static let ocean = BasicTheme(
        id: "ocean",
        displayName: "Ocean",
        background: DynamicColor(
            any: Color(rgb: 0xEEF6FA), anyHighContrast: Color(rgb: 0xFFFFFF),
            dark: Color(rgb: 0x0B1B26), darkHighContrast: Color(rgb: 0x000A12),
            darkElevated: Color(rgb: 0x14293A), darkElevatedHighContrast: Color(rgb: 0x0A1A28)),
        secondaryBackground: DynamicColor(
            any: Color(rgb: 0xDCEBF3), anyHighContrast: Color(rgb: 0xEAF3F8),
            dark: Color(rgb: 0x12283A), darkHighContrast: Color(rgb: 0x06141F),
            darkElevated: Color(rgb: 0x1C3549), darkElevatedHighContrast: Color(rgb: 0x102436)),
        label: DynamicColor(
            any: Color(rgb: 0x0B2A3C), anyHighContrast: Color(rgb: 0x001522),
            dark: Color(rgb: 0xE2F1F8), darkHighContrast: Color(rgb: 0xFFFFFF)),
        secondaryLabel: DynamicColor(
            any: Color(rgb: 0x3A5C6E), anyHighContrast: Color(rgb: 0x1C3A4A),
            dark: Color(rgb: 0x9CC0D2), darkHighContrast: Color(rgb: 0xCBE3EE)),
        accent: DynamicColor(
            any: Color(rgb: 0x006B8F), anyHighContrast: Color(rgb: 0x004A66),
            dark: Color(rgb: 0x4FC3C9), darkHighContrast: Color(rgb: 0x8EE4E8)),
        onAccent: DynamicColor(
            any: Color(rgb: 0xFFFFFF), dark: Color(rgb: 0x04202A), darkHighContrast: Color(rgb: 0x000F15)),
        separator: DynamicColor(
            any: Color(rgb: 0xA9C9D9), anyHighContrast: Color(rgb: 0x5F8699),
            dark: Color(rgb: 0x284A5E), darkHighContrast: Color(rgb: 0x5C8399))
    )
}
