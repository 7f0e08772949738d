public import Shade

/// One of the eight appearances a dynamic color resolves for: light or dark, normal or high
/// contrast, base or elevated level.
///
/// The exporters write a value for each, the preview shows each, and the browser test checks each.
/// In light mode the level changes nothing (a table has no light elevated variant), so the light
/// elevated appearances resolve as their base ones.
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
    public static let allCases: [Appearance] = [false, true].flatMap { isDark in
        [false, true].flatMap { isHighContrast in
            [false, true].map { Appearance(isDark: isDark, isHighContrast: isHighContrast, isElevated: $0) }
        }
    }

    /// The traits a view has in this appearance.
    public var traitCollection: TraitCollection {
        TraitCollection {
            $0.userInterfaceStyle = isDark ? .dark : .light
            $0.accessibilityContrast = isHighContrast ? .high : .normal
            $0.userInterfaceLevel = isElevated ? .elevated : .base
        }
    }

    /// A short key such as `darkHighContrastElevated`, for attributes and file names.
    public var key: String {
        (isDark ? "dark" : "light") + (isHighContrast ? "HighContrast" : "") + (isElevated ? "Elevated" : "")
    }

    /// The appearance in words: `dark, high contrast, elevated`.
    public var description: String {
        [
            isDark ? "dark" : "light", isHighContrast ? "high contrast" : "normal contrast",
            isElevated ? "elevated" : "base",
        ]
        .joined(separator: ", ")
    }

    /// The values of the preview's and the CSS export's `data-appearance`, `data-contrast` and
    /// `data-level` attributes that pin this appearance.
    public var dataAttributes: (appearance: String, contrast: String, level: String) {
        (isDark ? "dark" : "light", isHighContrast ? "high" : "normal", isElevated ? "elevated" : "base")
    }
}
