public import ShadeColor
public import ShadeObservation
public import ShadeTraits

/// The appearance the system asks for: its light/dark setting, its contrast setting, its accent
/// color and whether it asks for reduced motion.
///
/// A ``ThemeManager`` puts all four on the traits of its windows: style and contrast under the
/// user's preferences, the accent as `SystemAccentColorTrait` and reduced motion as
/// `ReducedMotionTrait`.
public struct SystemAppearance: Hashable, Sendable, CustomStringConvertible {
    /// Light, dark, or unspecified when the system has no setting (treated as light).
    public var userInterfaceStyle: UserInterfaceStyle
    /// Normal, high, or unspecified when the system has no setting (treated as normal).
    public var accessibilityContrast: AccessibilityContrast
    /// The accent color the user chose for the desktop, in sRGB, or `nil` when the system states
    /// none.
    public var accentColor: Color?
    /// Whether the system asks apps to reduce motion; `false` is "no preference".
    public var prefersReducedMotion: Bool

    /// Creates a system appearance.
    public init(
        userInterfaceStyle: UserInterfaceStyle = .unspecified,
        accessibilityContrast: AccessibilityContrast = .unspecified,
        accentColor: Color? = nil,
        prefersReducedMotion: Bool = false
    ) {
        self.userInterfaceStyle = userInterfaceStyle
        self.accessibilityContrast = accessibilityContrast
        self.accentColor = accentColor
        self.prefersReducedMotion = prefersReducedMotion
    }

    /// `Dark, contrast High`, then `, accent #3584E4` and `, reduced motion` when they apply.
    public var description: String {
        "\(userInterfaceStyle), contrast \(accessibilityContrast)"
            + (accentColor.map { ", accent \($0.hexString)" } ?? "") + (prefersReducedMotion ? ", reduced motion" : "")
    }
}

/// A source of the system appearance for a ``ThemeManager``.
///
/// Shade has three: ``ManualSystemAppearance`` (tests, and apps that learn the appearance
/// themselves and feed it in), and in `ShadeSystem`, `EnvironmentSystemAppearance` (environment
/// variables) and `DesktopSystemAppearance` (the desktop's own setting on Linux and macOS);
/// `SystemAppearance.automaticProvider(environment:)` picks between those two.
///
/// On iOS, tvOS, watchOS and visionOS the system appearance belongs to the app's windows: the app
/// reads `UITraitCollection.current` (or SwiftUI's `colorScheme` and `colorSchemeContrast`) and
/// feeds it into a ``ManualSystemAppearance`` from its trait-change callback.
@MainActor
public protocol SystemAppearanceProvider: AnyObject {
    /// The system appearance now.
    var appearance: SystemAppearance { get }

    /// Calls `handler` on the main actor each time ``appearance`` changes, until the returned
    /// subscription is cancelled or released.
    func observeChanges(_ handler: @escaping @MainActor (SystemAppearance) -> Void) -> Subscription
}

/// A system appearance that changes when it is told to: for tests, previews, and apps that learn
/// the system setting by their own means.
///
/// ```swift
/// let system = ManualSystemAppearance(SystemAppearance(userInterfaceStyle: .light))
/// let manager = ThemeManager(themes: BasicTheme.all, systemAppearance: system)
/// system.appearance.userInterfaceStyle = .dark   // under `.system`, everything turns dark
/// ```
@MainActor
public final class ManualSystemAppearance: SystemAppearanceProvider {
    private let subject: Subject<SystemAppearance>

    /// Creates a provider with the given appearance.
    public init(_ appearance: SystemAppearance = SystemAppearance()) {
        subject = Subject(appearance)
    }

    /// The appearance; setting a different one notifies the observers.
    public var appearance: SystemAppearance {
        get { subject.state }
        set { subject.send(newValue) }
    }

    /// Calls `handler` on the main actor after each change of ``appearance``.
    public func observeChanges(_ handler: @escaping @MainActor (SystemAppearance) -> Void) -> Subscription {
        subject.observeOnMainActor(receivingInitialState: false, handler)
    }
}
