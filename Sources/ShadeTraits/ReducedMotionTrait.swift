/// Whether the person using the app asked for less motion: the desktop's Reduce Motion setting
/// (the XDG desktop portal's `reduced-motion`, macOS's and iOS's Reduce Motion).
///
/// An app that animates reads it from the traits it draws with and replaces large movements
/// (sliding, zooming, parallax) with a fade or an instant change:
///
/// ```swift
/// let duration = node.traitCollection.prefersReducedMotion ? .zero : .milliseconds(250)
/// ```
///
/// `false`, the default, is "no preference". It does not change how colors resolve.
public enum ReducedMotionTrait: TraitDefinition {
    /// No preference.
    public static let defaultValue = false
    /// `ReducedMotion`, in descriptions and change logs.
    public static let name = "ReducedMotion"
    /// The identifier used outside the process.
    public static let identifier = "org.shade.ReducedMotion"
    /// Motion does not change colors.
    public static let affectsColorAppearance = false
}

extension TraitCollection {
    /// Whether these traits ask for reduced motion: see ``ReducedMotionTrait``.
    public var prefersReducedMotion: Bool { self[ReducedMotionTrait.self] }
}

extension MutableTraits {
    /// Whether the traits ask for reduced motion; `false` removes the trait.
    public var prefersReducedMotion: Bool {
        get { self[ReducedMotionTrait.self] }
        set { self[ReducedMotionTrait.self] = newValue }
    }
}
