public import ShadeTraits

/// Everything about how the app looks at one moment: what a ``ThemeManager`` tells its observers.
///
/// Two states are equal when they have the same theme (by identifier), preferences and effective
/// traits; the manager notifies only when the state is no longer equal to the last one.
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

    public static func == (lhs: ThemeState, rhs: ThemeState) -> Bool {
        lhs.theme.id == rhs.theme.id && lhs.preferences == rhs.preferences
            && lhs.userInterfaceStyle == rhs.userInterfaceStyle
            && lhs.accessibilityContrast == rhs.accessibilityContrast && lhs.traitCollection == rhs.traitCollection
    }

    /// `Theme sepia, Dark, contrast Normal (appearance System, contrast System)`.
    public var description: String {
        "Theme \(theme.id), \(userInterfaceStyle), contrast \(accessibilityContrast) "
            + "(appearance \(preferences.appearance), contrast \(preferences.contrast))"
    }
}
