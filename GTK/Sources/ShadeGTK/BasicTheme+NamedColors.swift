public import ShadeColor
public import ShadeTheme

extension BasicTheme {
    /// The theme's colors by their names in Swift, for ``ThemeStyleSheet``: in GTK CSS they are
    /// `@background`, `@secondary-background`, `@label`, `@secondary-label`, `@accent`,
    /// `@on-accent`, `@standalone-accent`, `@separator` and `@destructive`.
    public var namedColors: [(name: String, color: DynamicColor)] {
        [
            ("background", background), ("secondaryBackground", secondaryBackground), ("label", label),
            ("secondaryLabel", secondaryLabel), ("accent", accent), ("onAccent", onAccent),
            ("standaloneAccent", standaloneAccent), ("separator", separator), ("destructive", destructive),
        ]
    }
}
