/// What the user chose: the appearance, the contrast and the theme. This is what a
/// ``PreferenceStore`` keeps between launches.
public struct ThemePreferences: Hashable, Sendable {
    /// System, light or dark.
    public var appearance: AppearancePreference
    /// System, normal or high contrast.
    public var contrast: ContrastPreference
    /// The chosen theme, or `nil` for the manager's default theme.
    public var themeID: ThemeID?

    /// Creates preferences; the defaults follow the system with the default theme.
    public init(
        appearance: AppearancePreference = .system, contrast: ContrastPreference = .system, themeID: ThemeID? = nil
    ) {
        self.appearance = appearance
        self.contrast = contrast
        self.themeID = themeID
    }
}
