public import ShadeTraits

/// The accent color the desktop's user chose (GNOME's and KDE's accent color, published by the
/// XDG desktop portal as `accent-color`), or `nil` where the system states none.
///
/// A theme that follows the system accent resolves its accent from this trait, and derives the
/// colors drawn with it through ``AccentColors``. It affects color appearance, so
/// `TraitNode.performIfAppearanceChanged(from:_:)` re-resolves colors when the user picks
/// another accent.
public enum SystemAccentColorTrait: TraitDefinition {
    /// No accent stated.
    public static let defaultValue: Color? = nil
    /// `SystemAccentColor`, in descriptions and change logs.
    public static let name = "SystemAccentColor"
    /// The identifier used outside the process.
    public static let identifier = "org.shade.SystemAccentColor"
    /// Another accent resolves colors differently.
    public static let affectsColorAppearance = true
}

extension TraitCollection {
    /// The system's accent color, or `nil` when the system states none: see
    /// ``SystemAccentColorTrait``.
    public var systemAccentColor: Color? { self[SystemAccentColorTrait.self] }
}

extension MutableTraits {
    /// The system's accent color; `nil` removes the trait.
    public var systemAccentColor: Color? {
        get { self[SystemAccentColorTrait.self] }
        set { self[SystemAccentColorTrait.self] = newValue }
    }
}
