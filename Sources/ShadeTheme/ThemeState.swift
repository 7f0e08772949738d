public import ShadeTraits

/// Everything about how the app looks at one moment: what a ``ThemeManager`` tells its observers.
///
/// Two states are equal when they have the same theme (by identifier), themes revision,
/// preferences and effective traits; the manager notifies only when the state is no longer equal
/// to the last one. A theme edited while the app runs keeps its identifier and raises
/// ``themesRevision``, so the new value reaches the observers.
public struct ThemeState<AppTheme: Theme>: Sendable, Equatable, CustomStringConvertible {
    /// The selected theme.
    public var theme: AppTheme
    /// What the user chose: appearance, contrast and theme.
    public var preferences: ThemePreferences
    /// The style in effect: `UserInterfaceStyle.light` or `UserInterfaceStyle.dark`, never
    /// unspecified.
    public var userInterfaceStyle: UserInterfaceStyle
    /// The contrast in effect: `AccessibilityContrast.normal` or `AccessibilityContrast.high`.
    public var accessibilityContrast: AccessibilityContrast
    /// The traits the manager's windows inherit: the system traits with the preferences on top and
    /// the selected theme.
    public var traitCollection: TraitCollection
    /// How many times the manager's themes changed (a theme added, removed, reordered or edited
    /// with ``ThemeManager/replaceThemes(_:defaultThemeID:)``); 0 until the first change. A
    /// settings screen that lists the themes shows them again when it changes. The traits carry
    /// it too, as ``ThemeRevisionTrait``.
    public var themesRevision: Int

    /// Whether two states have the same theme identifier, themes revision, preferences and
    /// effective traits. The theme's values are not compared: an edit raises the revision instead.
    public static func == (lhs: ThemeState, rhs: ThemeState) -> Bool {
        lhs.theme.id == rhs.theme.id && lhs.themesRevision == rhs.themesRevision
            && lhs.preferences == rhs.preferences
            && lhs.userInterfaceStyle == rhs.userInterfaceStyle
            && lhs.accessibilityContrast == rhs.accessibilityContrast && lhs.traitCollection == rhs.traitCollection
    }

    /// `Theme sepia, Dark, contrast Normal (appearance System, contrast System)`.
    public var description: String {
        "Theme \(theme.id), \(userInterfaceStyle), contrast \(accessibilityContrast) "
            + "(appearance \(preferences.appearance), contrast \(preferences.contrast))"
    }
}
