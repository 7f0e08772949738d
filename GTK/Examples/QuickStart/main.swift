// The app of the article "Shade in a GTK app" (Sources/ShadeGTK/ShadeGTK.docc/ShadeInAGTKApp.md),
// whole: a window themed by a ThemeManager, a panel forced to dark, and an Appearance row whose
// choice is saved. CI builds it, so the article's code is code that compiles.
//
//     swift run --package-path GTK gtk-quick-start
import CAdwaita
import Shade
import ShadeGTK

@MainActor
final class App {
    let application = made(adw_application_new("org.example.App", G_APPLICATION_DEFAULT_FLAGS))
    var manager: ThemeManager<BasicTheme>?
    var colorScheme: ColorSchemeBridge<BasicTheme>?
    var styleSheet: ThemeStyleSheet<BasicTheme>?
    var appStyle: UnsafeMutablePointer<GtkCssProvider>?

    static let css = """
        .main-window { background-color: @background; color: @label; }
        .panel { padding: 24px; }
        """

    func run() -> Int32 {
        MainQueueSource.install()
        let instance = UnsafeMutableRawPointer(application)
        GObjectSignals.connect(instance, "startup") { [unowned self] _, _ in startUp() }
        GObjectSignals.connect(instance, "activate") { [unowned self] _, _ in activate() }
        return g_application_run(shade_g_application(instance), 0, nil)
    }

    func startUp() {
        let store = try? FilePreferenceStore(appIdentifier: "org.example.App")
        let manager = ThemeManager(
            themes: BasicTheme.all, store: store ?? InMemoryPreferenceStore(),
            systemAppearance: StyleManagerAppearance())
        self.manager = manager
        colorScheme = ColorSchemeBridge(manager: manager)
        styleSheet = ThemeStyleSheet(manager: manager) { $0.namedColors }
        let provider = made(gtk_css_provider_new())
        gtk_css_provider_load_from_data(provider, Self.css, -1)
        gtk_style_context_add_provider_for_display(
            gdk_display_get_default(), shade_style_provider(provider), ThemeStyleSheet<BasicTheme>.priority)
        appStyle = provider
    }

    func activate() {
        guard let manager, let styleSheet else { return }
        let window = made(adw_application_window_new(shade_application(UnsafeMutableRawPointer(application))))
        gtk_window_set_default_size(shade_window(window), 480, 320)
        gtk_widget_add_css_class(window, "main-window")
        let node = WidgetNode(widget: window, name: "window")
        manager.attach(node)

        let content = made(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        gtk_box_append(shade_box(content), made(adw_header_bar_new()))

        // The in-app switch: the manager's choice, saved and shown whoever made it.
        let row = made(adw_combo_row_new())
        adw_preferences_row_set_title(shade_preferences_row(row), "Appearance")
        let choices = made(gtk_string_list_new(nil))
        for choice in AppearancePreference.allCases { gtk_string_list_append(choices, choice.description) }
        adw_combo_row_set_model(shade_combo_row(row), shade_list_model(UnsafeMutableRawPointer(choices)))
        let selected = AppearancePreference.allCases.firstIndex(of: manager.appearance) ?? 0
        adw_combo_row_set_selected(shade_combo_row(row), guint(selected))
        GObjectSignals.connect(UnsafeMutableRawPointer(row), "notify::selected", arity: .one) { _, _ in
            let index = Int(adw_combo_row_get_selected(shade_combo_row(row)))
            guard AppearancePreference.allCases.indices.contains(index) else { return }
            manager.appearance = AppearancePreference.allCases[index]
        }
        gtk_box_append(shade_box(content), row)

        // A panel that keeps its own style: dark, in a light window too.
        let panel = made(gtk_box_new(GTK_ORIENTATION_VERTICAL, 8))
        gtk_widget_add_css_class(panel, "panel")
        gtk_widget_set_vexpand(panel, 1)
        gtk_box_append(shade_box(panel), made(gtk_label_new("Always dark")))
        let panelNode = WidgetNode(widget: panel, name: "panel")
        panelNode.overrideUserInterfaceStyle = .dark
        node.addChild(panelNode)
        styleSheet.style(panel, node: panelNode, [.backgroundColor: "secondaryBackground", .color: "label"])
        gtk_box_append(shade_box(content), panel)

        adw_application_window_set_content(shade_adw_window(window), content)
        styleSheet.update()
        gtk_window_present(shade_window(window))
    }
}

let status = MainActor.assumeIsolated { App().run() }
exit(status)
