public import ShadeTraits

/// The trait that selects a ``Theme`` for a subtree of the trait tree.
///
/// The ``ThemeManager`` puts the selected theme's identifier on the roots it drives, so every node
/// inherits it; a node that sets another identifier in its overrides shows that theme in its whole
/// subtree, exactly as a node can override light or dark:
///
/// ```swift
/// preview.traitOverrides.themeID = "ocean"
/// let theme = manager.theme(for: preview)   // the Ocean theme, for preview and its children
/// ```
///
/// The value is `nil` where no theme is specified; ``ThemeManager/theme(for:)-(TraitCollection)``
/// then answers with the manager's selected theme. Changing it counts as a color appearance
/// change, so `TraitNode.performIfAppearanceChanged(from:_:)` re-resolves colors on a theme
/// switch.
public enum ThemeTrait: TraitDefinition {
    /// No theme specified.
    public static let defaultValue: ThemeID? = nil
    /// `Theme`, in descriptions and change logs.
    public static let name = "Theme"
    /// The identifier used outside the process.
    public static let identifier = "org.shade.Theme"
    /// A different theme resolves colors differently.
    public static let affectsColorAppearance = true
}

extension TraitCollection {
    /// The identifier of the theme these traits select, or `nil` when none is specified.
    public var themeID: ThemeID? { self[ThemeTrait.self] }

    /// A collection that specifies only the theme.
    public init(themeID: ThemeID?) {
        self.init(ThemeTrait.self, themeID)
    }
}

extension MutableTraits {
    /// The theme these traits select; `nil` removes the trait, so the subtree inherits its theme.
    public var themeID: ThemeID? {
        get { self[ThemeTrait.self] }
        set { self[ThemeTrait.self] = newValue }
    }
}
