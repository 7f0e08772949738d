public import ShadeTraits

/// The trait that counts changes of a ``ThemeManager``'s themes, so that views re-resolve their
/// colors when a theme they show is edited while the app runs.
///
/// A theme's identifier stays the same when its file is edited, so ``ThemeTrait`` alone cannot
/// tell the trait tree that the colors behind it changed. The manager puts
/// ``ThemeState/themesRevision`` on the roots it drives as this trait; every replacement that
/// changes the themes (one added, removed, reordered or edited) raises it, so every node gets its
/// change callback. A view that registers for specific traits registers for this one next to
/// ``ThemeTrait``:
///
/// ```swift
/// registerForTraitChanges([UserInterfaceStyleTrait.self, ThemeTrait.self, ThemeRevisionTrait.self]) {
///     (view: PlayerView, _) in view.updateColors()
/// }
/// ```
///
/// It affects color appearance, so `TraitNode.performIfAppearanceChanged(from:_:)` re-resolves
/// too. It is 0 (unspecified) until the themes first change.
public enum ThemeRevisionTrait: TraitDefinition {
    /// No change of the themes yet.
    public static let defaultValue = 0
    /// `ThemeRevision`, in descriptions and change logs.
    public static let name = "ThemeRevision"
    /// The identifier used outside the process.
    public static let identifier = "org.shade.ThemeRevision"
    /// An edited theme resolves colors differently.
    public static let affectsColorAppearance = true
}

extension TraitCollection {
    /// How many times the themes of the ``ThemeManager`` driving these traits changed: see
    /// ``ThemeRevisionTrait``.
    public var themeRevision: Int { self[ThemeRevisionTrait.self] }
}
