public import CAdwaita
public import ShadeObservation
public import ShadeTheme
import ShadeTraits

/// The desktop's appearance as libadwaita's style manager knows it (from the settings portal, or
/// GSettings' `org.gnome.desktop.interface color-scheme` and
/// `org.gnome.desktop.a11y.interface high-contrast`), as a system appearance for a
/// `ThemeManager`: live, so that an app on "System" follows a desktop change while it runs.
///
/// The style manager reports the scheme in force, which is the app's own while it forces light
/// or dark (``ColorSchemeBridge`` does that for the manager's appearance choice). This source
/// reads the desktop's scheme only while the app follows the system, and otherwise keeps the
/// last one it saw: when the app follows the system again, the style manager reports the
/// desktop's current scheme at once, and this source with it. High contrast is always the
/// desktop's (libadwaita 1.2 lets an app read it, not force it).
@MainActor
public final class StyleManagerAppearance: SystemAppearanceProvider {
    /// The style manager read.
    public let styleManager: OpaquePointer
    private let subject: Subject<SystemAppearance>
    private var handlers: [UInt] = []

    /// A source reading `styleManager`, the default one (of the default display) unless given.
    /// GTK must be initialized.
    public init(styleManager: OpaquePointer? = nil) {
        let styleManager = styleManager ?? StyleManagerAppearance.defaultStyleManager
        self.styleManager = styleManager
        subject = Subject(Self.read(styleManager, previous: SystemAppearance()))
        let instance = UnsafeMutableRawPointer(styleManager)
        for property in ["notify::dark", "notify::high-contrast", "notify::color-scheme"] {
            handlers.append(
                GObjectSignals.connect(instance, property, arity: .one) { [weak self] _, _ in self?.update() })
        }
    }

    isolated deinit {
        for handler in handlers {
            g_signal_handler_disconnect(UnsafeMutableRawPointer(styleManager), gulong(handler))
        }
    }

    /// The style manager of the default display; GTK must be initialized (with `adw_init`).
    public static var defaultStyleManager: OpaquePointer {
        guard let styleManager = adw_style_manager_get_default() else {
            preconditionFailure("libadwaita's style manager needs a display: call adw_init() first")
        }
        return styleManager
    }

    /// The desktop's appearance now.
    public var appearance: SystemAppearance { subject.state }

    /// Calls `handler` on the main actor after each change of ``appearance``.
    public func observeChanges(_ handler: @escaping @MainActor (SystemAppearance) -> Void) -> Subscription {
        subject.observeOnMainActor(receivingInitialState: false, handler)
    }

    /// Whether the style manager follows the desktop's scheme now (the app forces none).
    public var followsDesktopScheme: Bool {
        let scheme = adw_style_manager_get_color_scheme(styleManager)
        return scheme == ADW_COLOR_SCHEME_DEFAULT || scheme == ADW_COLOR_SCHEME_PREFER_LIGHT
            || scheme == ADW_COLOR_SCHEME_PREFER_DARK
    }

    private func update() {
        let next = Self.read(styleManager, previous: subject.state)
        if next != subject.state { subject.send(next) }
    }

    private static func read(
        _ styleManager: OpaquePointer, previous: SystemAppearance
    ) -> SystemAppearance {
        var appearance = previous
        let scheme = adw_style_manager_get_color_scheme(styleManager)
        let follows = scheme != ADW_COLOR_SCHEME_FORCE_LIGHT && scheme != ADW_COLOR_SCHEME_FORCE_DARK
        if follows || previous.userInterfaceStyle == .unspecified {
            // Without a system that states a scheme, libadwaita's `dark` is its default, light.
            appearance.userInterfaceStyle =
                follows ? (adw_style_manager_get_dark(styleManager) != 0 ? .dark : .light) : .light
        }
        appearance.accessibilityContrast = adw_style_manager_get_high_contrast(styleManager) != 0 ? .high : .normal
        return appearance
    }
}

/// Drives libadwaita's style manager from a `ThemeManager`'s appearance choice, so that GTK's
/// own widgets switch with the app's colors, in the same frame: System follows the desktop
/// (`ADW_COLOR_SCHEME_DEFAULT`), Light and Dark force it (`FORCE_LIGHT`, `FORCE_DARK`).
///
/// An app whose system appearance does not come from the style manager (a pretended one, for a
/// test or a screenshot) forces the scheme the manager resolved, System included.
@MainActor
public final class ColorSchemeBridge<AppTheme: Theme> {
    /// The style manager driven.
    public let styleManager: OpaquePointer
    private var subscription: Subscription?

    /// Drives `styleManager` (the default one unless given) from `manager`'s appearance choice,
    /// now and at every change, until the bridge is released. With `followsDesktop` (the manager's
    /// system appearance is a ``StyleManagerAppearance``), System lets libadwaita follow the
    /// desktop; without it, every choice forces the style the manager resolved.
    public init(
        manager: ThemeManager<AppTheme>, styleManager: OpaquePointer? = nil, followsDesktop: Bool = true
    ) {
        let styleManager = styleManager ?? StyleManagerAppearance.defaultStyleManager
        self.styleManager = styleManager
        subscription = manager.observe { [weak self] state in
            let scheme =
                followsDesktop
                ? Self.colorScheme(for: state.preferences.appearance)
                : (state.userInterfaceStyle == .dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT)
            self?.apply(scheme)
        }
    }

    /// The scheme that stands for an appearance choice.
    public static func colorScheme(for appearance: AppearancePreference) -> AdwColorScheme {
        switch appearance {
        case .system: ADW_COLOR_SCHEME_DEFAULT
        case .light: ADW_COLOR_SCHEME_FORCE_LIGHT
        case .dark: ADW_COLOR_SCHEME_FORCE_DARK
        }
    }

    private func apply(_ scheme: AdwColorScheme) {
        if adw_style_manager_get_color_scheme(styleManager) != scheme {
            adw_style_manager_set_color_scheme(styleManager, scheme)
        }
    }
}
