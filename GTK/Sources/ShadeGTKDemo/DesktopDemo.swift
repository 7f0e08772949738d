import CAdwaita
import Foundation
import ShadeDemoModel
import ShadeGTK
import ShadeObservation
import ShadeSystem
import ShadeTheme
import ShadeThemeFolder
import ShadeTraits

/// The desktop demo: a GTK application whose windows show the demos' library and settings,
/// themed by a ``ThemeManager`` through ShadeGTK.
///
/// Everything that decides the first frame happens at the application's `startup`, before a
/// window exists: the saved choice is read, the command line's choices applied, the style
/// manager's scheme set and the style sheet loaded. The window is presented at `activate`, so its
/// first frame is already in the chosen appearance.
@MainActor
final class DesktopDemo {
    /// The application's identifier on the session bus.
    nonisolated static let applicationID = "org.shade.GtkDemo"

    let options: GTKDemoCommand
    let environment: [String: String]
    let player = AudioPlayer()
    /// The library shown: the eight tracks of the terminal demo, then more, for scrolling.
    let tracks = Track.library(count: 1_000)

    private(set) var manager: ThemeManager<BasicTheme>?
    private(set) var styleSheet: ThemeStyleSheet<BasicTheme>?
    private(set) var windows: [DemoWindow] = []
    private var colorScheme: ColorSchemeBridge<BasicTheme>?
    private var themeFolder: ThemeFolder<BasicTheme>?
    private var appStyle: UnsafeMutablePointer<GtkCssProvider>?
    private var application: UnsafeMutablePointer<AdwApplication>?
    private var status: Int32 = 0
    private var actions: DemoActions?
    /// Called once with the window after its first frame is presented (the tests sample it).
    var onFirstFrame: (@MainActor (DemoWindow, OpaquePointer?) -> Void)?

    init(options: GTKDemoCommand, environment: [String: String]) {
        self.options = options
        self.environment = environment
    }

    /// Runs the application until its last window closes (or the screenshot is written); returns
    /// the exit status.
    func run() -> Int32 {
        guard gtk_init_check() != 0 else {
            FileHandle.standardError.write(
                Data(
                    "shade-gtk-demo: no display to open a window on (DISPLAY and WAYLAND_DISPLAY name none that answers)\n"
                        .utf8))
            return 1
        }
        MainQueueSource.install()
        let flags = G_APPLICATION_DEFAULT_FLAGS
        guard let application = adw_application_new(Self.applicationID, flags) else { return 1 }
        self.application = application
        defer { g_object_unref(UnsafeMutableRawPointer(application)) }
        let instance = UnsafeMutableRawPointer(application)
        GObjectSignals.connect(instance, "startup") { [unowned self] _, _ in startUp() }
        GObjectSignals.connect(instance, "activate") { [unowned self] _, _ in activate() }
        GObjectSignals.connect(instance, "shutdown") { [unowned self] _, _ in shutDown() }
        // The command line is ArgumentParser's: GApplication sees none of it.
        let result = g_application_run(shade_g_application(instance), 0, nil)
        return status != 0 ? status : result
    }

    // MARK: - Start-up

    private func startUp() {
        let report: (String) -> Void = { FileHandle.standardError.write(Data("shade-gtk-demo: \($0)\n".utf8)) }
        let store = DemoSettings.makeStore(environment: environment, reset: options.reset, report: report)
        let system: any SystemAppearanceProvider =
            if let pretend = options.systemAppearance {
                ManualSystemAppearance(SystemAppearance(userInterfaceStyle: pretend == .dark ? .dark : .light))
            } else {
                StyleManagerAppearance()
            }
        let folder = DemoSettings.loadThemeFolder(path: options.themes)
        let manager = ThemeManager(
            themes: folder?.themes ?? DemoSettings.builtInThemes, store: store, systemAppearance: system,
            onProblem: { report($0.description) })
        folder?.connect(to: manager)
        folder?.start(updating: manager)
        themeFolder = folder
        // The command line acts as the user would.
        if let appearance = options.appearance { manager.appearance = appearance.preference }
        if let contrast = options.contrast { manager.contrast = contrast.preference }
        if let theme = options.theme {
            if manager.themes.contains(where: { $0.id.rawValue == theme }) {
                manager.themeID = ThemeID(rawValue: theme)
            } else {
                report(
                    "there is no theme \(theme); the themes are \(manager.themes.map(\.id.rawValue).joined(separator: ", "))"
                )
            }
        }
        manager.savePreferences()
        self.manager = manager
        colorScheme = ColorSchemeBridge(manager: manager, followsDesktop: options.systemAppearance == nil)
        styleSheet = ThemeStyleSheet(manager: manager) { $0.namedColors }
        appStyle = Self.loadAppStyle()
        if let application {
            actions = DemoActions(demo: self, application: UnsafeMutableRawPointer(application))
        }
    }

    private func activate() {
        guard let manager, let styleSheet, let application else { return }
        if let window = windows.first {
            gtk_window_present(shade_window(window.window))
            return
        }
        let window = DemoWindow(demo: self, manager: manager, styleSheet: styleSheet, application: application)
        windows.append(window)
        // The colors of the new widgets are in the style sheet before the window is shown.
        styleSheet.update()
        gtk_window_present(shade_window(window.window))
        if let onFirstFrame {
            window.afterFirstFrame { onFirstFrame(window, $0) }
        } else if let screenshot = options.screenshot {
            window.afterFirstFrame { [unowned self] texture in
                do {
                    guard let texture else {
                        throw WidgetSnapshot.Failure(description: "the first frame could not be rendered")
                    }
                    try WidgetSnapshot.savePNG(texture, to: screenshot)
                } catch {
                    FileHandle.standardError.write(Data("shade-gtk-demo: \(error)\n".utf8))
                    status = 1
                }
                quit()
            }
        } else if options.measure {
            window.afterFirstFrame { [unowned self] _ in
                SwitchMeasurement.run(window: window.window, manager: manager) { report in
                    print(report)
                    self.quit()
                }
            }
        }
    }

    private func shutDown() {
        manager?.savePreferences()
        themeFolder?.stop()
    }

    /// Ends the application, closing its windows.
    func quit() {
        for window in windows { gtk_window_destroy(shade_window(window.window)) }
        windows.removeAll()
        if let application { g_application_quit(shade_g_application(UnsafeMutableRawPointer(application))) }
    }

    /// Forgets a window that was closed.
    func windowDidClose(_ window: DemoWindow) {
        windows.removeAll { $0 === window }
    }

    /// Writes the first window's next frame to `path`.
    func screenshot(to path: String) {
        guard let window = windows.first else { return }
        WidgetSnapshot.afterNextFrame(of: window.window) { texture in
            do {
                guard let texture else { throw WidgetSnapshot.Failure(description: "the frame could not be rendered") }
                defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
                try WidgetSnapshot.savePNG(texture, to: path)
            } catch {
                FileHandle.standardError.write(Data("shade-gtk-demo: app.screenshot: \(error)\n".utf8))
            }
        }
    }

    /// The app's own CSS, written with the theme's named colors (`@background`, …), in a provider
    /// of its own below the style sheet's.
    static func loadAppStyle() -> UnsafeMutablePointer<GtkCssProvider>? {
        guard let display = gdk_display_get_default() else { return nil }
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_data(provider, DemoWindow.css, -1)
        gtk_style_context_add_provider_for_display(
            display, shade_style_provider(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        return provider
    }
}
