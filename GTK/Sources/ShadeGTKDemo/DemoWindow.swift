import CAdwaita
import ShadeDemoModel
import ShadeGTK
import ShadeObservation
import ShadeTheme
import ShadeTraits

/// The demo's window: a header bar with the Library and Settings pages, the track list, and a
/// now-playing panel that keeps its own style (dark) whatever the window's.
///
/// Its trait tree is its widget tree: the window's node (attached to the theme manager), under
/// it the panel's, which overrides the style. The track list and the window's background use the
/// app's CSS with the theme's named colors (`@background`); the panel's widgets are styled
/// through ``ThemeStyleSheet/style(_:node:_:)``, resolved for the panel's node.
@MainActor
final class DemoWindow: PlaybackObserver {
    /// The app's own CSS: GTK widgets drawn in the theme's named colors.
    static let css = """
        .shade-window, .shade-window .track-list { background-color: @background; color: @label; }
        .track-list > row { padding: 6px 12px; }
        .track-list > row:selected { background-color: @accent; color: @on-accent; }
        .track-list .artist { color: @secondary-label; }
        .track-list > row:selected .artist { color: @on-accent; }
        .shade-window preferencespage, .shade-window scrolledwindow > viewport { background-color: @background; }
        .now-playing { padding: 18px; }
        .now-playing .caption { font-size: smaller; font-weight: bold; }
        .now-playing .title { font-size: larger; font-weight: bold; }
        .accent-swatch { min-height: 12px; min-width: 96px; border-radius: 6px; }
        .summary { padding: 12px; }
        """

    let window: UnsafeMutablePointer<GtkWidget>
    let node: WidgetNode
    let panelNode: WidgetNode
    /// The widgets the tests sample: the list, the panel, the accent swatch in it, the header bar.
    let trackList: UnsafeMutablePointer<GtkWidget>
    let panel: UnsafeMutablePointer<GtkWidget>
    let accentSwatch: UnsafeMutablePointer<GtkWidget>
    let headerBar: UnsafeMutablePointer<GtkWidget>
    let stack: UnsafeMutablePointer<GtkWidget>
    private let nowPlayingTitle: UnsafeMutablePointer<GtkWidget>
    private let nowPlayingArtist: UnsafeMutablePointer<GtkWidget>
    private let summary: UnsafeMutablePointer<GtkWidget>
    private unowned let demo: DesktopDemo
    private let manager: ThemeManager<BasicTheme>
    private var subscriptions: [Subscription] = []
    private var settingsRows: SettingsRows?

    init(
        demo: DesktopDemo, manager: ThemeManager<BasicTheme>, styleSheet: ThemeStyleSheet<BasicTheme>,
        application: UnsafeMutablePointer<AdwApplication>
    ) {
        self.demo = demo
        self.manager = manager
        window = adw_application_window_new(shade_application(UnsafeMutableRawPointer(application)))
        gtk_window_set_title(shade_window(window), "Shade")
        gtk_window_set_default_size(shade_window(window), 960, 640)
        gtk_widget_add_css_class(window, "shade-window")
        node = WidgetNode(widget: window, name: "window")

        let content = made(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        headerBar = adw_header_bar_new()
        stack = adw_view_stack_new()
        let switcher = made(adw_view_switcher_new())
        adw_view_switcher_set_stack(shade_view_switcher(switcher), shade_view_stack(stack))
        adw_view_switcher_set_policy(shade_view_switcher(switcher), ADW_VIEW_SWITCHER_POLICY_WIDE)
        adw_header_bar_set_title_widget(shade_header_bar(headerBar), switcher)
        gtk_box_append(shade_box(content), headerBar)
        gtk_widget_set_vexpand(stack, 1)
        gtk_box_append(shade_box(content), stack)
        adw_application_window_set_content(shade_adw_window(window), content)

        // The library: the list, and the now-playing panel beside it.
        let library = made(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0))
        trackList = Self.makeTrackList(demo.tracks)
        let scrolled = made(gtk_scrolled_window_new())
        gtk_scrolled_window_set_child(shade_scrolled_window(scrolled), trackList)
        gtk_widget_set_hexpand(scrolled, 1)
        gtk_box_append(shade_box(library), scrolled)

        panel = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)
        gtk_widget_add_css_class(panel, "now-playing")
        gtk_widget_set_size_request(panel, 300, -1)
        panelNode = WidgetNode(widget: panel, name: "nowPlaying")
        panelNode.overrideUserInterfaceStyle = .dark
        let caption = Self.label("NOW PLAYING", classes: ["caption"])
        nowPlayingTitle = Self.label("Nothing playing", classes: ["title"])
        nowPlayingArtist = Self.label("Choose a track", classes: ["artist"])
        accentSwatch = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
        gtk_widget_add_css_class(accentSwatch, "accent-swatch")
        gtk_widget_set_halign(accentSwatch, GTK_ALIGN_START)
        for widget in [caption, nowPlayingTitle, nowPlayingArtist, accentSwatch] {
            gtk_box_append(shade_box(panel), widget)
        }
        gtk_box_append(shade_box(library), panel)
        _ = adw_view_stack_add_titled(shade_view_stack(stack), library, "library", "Library")

        // The settings page.
        let settings = made(adw_preferences_page_new())
        let group = made(adw_preferences_group_new())
        adw_preferences_group_set_title(shade_preferences_group(group), "Appearance")
        adw_preferences_page_add(shade_preferences_page(settings), shade_preferences_group(group))
        summary = Self.label("", classes: ["summary", "dim-label"])
        let settingsBox = made(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        gtk_box_append(shade_box(settingsBox), settings)
        gtk_widget_set_vexpand(settings, 1)
        gtk_box_append(shade_box(settingsBox), summary)
        _ = adw_view_stack_add_titled(shade_view_stack(stack), settingsBox, "settings", "Settings")

        // The trait tree: the window under the manager, the panel (forced dark) under the window.
        TraitNode.performBatchUpdates {
            node.addChild(panelNode)
            manager.attach(node)
        }
        styleSheet.style(panel, node: panelNode, [.backgroundColor: "secondaryBackground", .color: "label"])
        styleSheet.style(caption, node: panelNode, [.color: "secondaryLabel"])
        styleSheet.style(nowPlayingArtist, node: panelNode, [.color: "secondaryLabel"])
        styleSheet.style(accentSwatch, node: panelNode, [.backgroundColor: "accent"])

        settingsRows = SettingsRows(group: group, manager: manager)
        // Held weakly by the manager: closing the window ends it.
        manager.subscribe(self, DemoWindow.stateDidChange)
        subscriptions.append(demo.player.state.observeOnMainActor { [unowned self] in show($0) })

        GObjectSignals.connect(UnsafeMutableRawPointer(trackList), "activate", arity: .one) {
            [unowned self] position, _ in
            let index = Int(UInt(bitPattern: position))
            guard self.demo.tracks.indices.contains(index) else { return }
            self.demo.player.togglePlayback(of: self.demo.tracks[index])
        }
        GObjectSignals.connect(UnsafeMutableRawPointer(window), "destroy") { [unowned self] _, _ in
            manager.detach(node)
            self.demo.windowDidClose(self)
        }
    }

    // MARK: - The first frame

    /// Calls `body` once, after the window's first frame is presented (the frame clock's
    /// `after-paint`), with that frame as GTK drew it (a texture, released after `body`).
    func afterFirstFrame(_ body: @escaping @MainActor (OpaquePointer?) -> Void) {
        let isDrawn: @MainActor () -> Bool = { [window] in
            gtk_widget_get_mapped(window) != 0 && gtk_widget_get_width(window) > 0
        }
        WidgetSnapshot.afterNextFrame(of: window, when: isDrawn) { texture in
            // After the frame: let GTK finish it first.
            GLibMainLoop.idle(priority: G_PRIORITY_DEFAULT_IDLE) {
                body(texture)
                if let texture { g_object_unref(UnsafeMutableRawPointer(texture)) }
            }
        }
    }

    // MARK: - Content

    private func show(_ state: PlayerState) {
        switch state {
        case .idle:
            gtk_label_set_text(shade_label(nowPlayingTitle), "Nothing playing")
            gtk_label_set_text(shade_label(nowPlayingArtist), "Choose a track")
        case .playing(let track), .paused(let track):
            let paused = if case .paused = state { " (paused)" } else { "" }
            gtk_label_set_text(shade_label(nowPlayingTitle), track.title + paused)
            gtk_label_set_text(shade_label(nowPlayingArtist), "\(track.artist) · \(track.formattedDuration)")
        }
    }

    private func stateDidChange(_ state: ThemeState<BasicTheme>) {
        updateSummary()
    }

    private func updateSummary() {
        let state = manager.state
        let system = manager.systemAppearance
        let text =
            "Now: \(state.userInterfaceStyle == .dark ? "Dark" : "Light"), "
            + "\(state.accessibilityContrast == .high ? "high" : "normal") contrast, \(state.theme.displayName)"
            + " · System: \(system.userInterfaceStyle == .dark ? "Dark" : "Light")"
            + (system.accessibilityContrast == .high ? ", high contrast" : "")
        gtk_label_set_text(shade_label(summary), text)
        settingsRows?.update()
    }

    static func label(_ text: String, classes: [String]) -> UnsafeMutablePointer<GtkWidget> {
        let label = made(gtk_label_new(text))
        gtk_label_set_xalign(shade_label(label), 0)
        for name in classes { gtk_widget_add_css_class(label, name) }
        return label
    }

    /// A list view of `tracks`: one row per track (GTK makes widgets only for the rows in view).
    static func makeTrackList(_ tracks: [Track]) -> UnsafeMutablePointer<GtkWidget> {
        let strings = made(gtk_string_list_new(nil))
        for track in tracks {
            gtk_string_list_append(strings, "\(track.title)\t\(track.artist)")
        }
        let selection = made(gtk_single_selection_new(shade_list_model(UnsafeMutableRawPointer(strings))))
        gtk_single_selection_set_autoselect(selection, 0)
        gtk_single_selection_set_can_unselect(selection, 1)
        gtk_single_selection_set_selected(selection, guint(GTK_INVALID_LIST_POSITION))
        let factory = made(gtk_signal_list_item_factory_new())
        GObjectSignals.connect(UnsafeMutableRawPointer(factory), "setup", arity: .one) { item, _ in
            guard let item else { return }
            let row = made(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12))
            let title = label("", classes: ["title"])
            let artist = label("", classes: ["artist"])
            gtk_box_append(shade_box(row), title)
            gtk_box_append(shade_box(row), artist)
            gtk_list_item_set_child(shade_list_item(item), row)
        }
        GObjectSignals.connect(UnsafeMutableRawPointer(factory), "bind", arity: .one) { item, _ in
            guard let item, let row = gtk_list_item_get_child(shade_list_item(item)),
                let object = gtk_list_item_get_item(shade_list_item(item)),
                let text = gtk_string_object_get_string(shade_string_object(object))
            else { return }
            let parts = String(cString: text).split(separator: "\t", maxSplits: 1).map(String.init)
            let title = gtk_widget_get_first_child(row)
            let artist = title.flatMap { gtk_widget_get_next_sibling($0) }
            if let title { gtk_label_set_text(shade_label(title), parts.first ?? "") }
            if let artist { gtk_label_set_text(shade_label(artist), parts.count > 1 ? parts[1] : "") }
        }
        let list = made(
            gtk_list_view_new(
                shade_selection_model(UnsafeMutableRawPointer(selection)),
                shade_list_item_factory(UnsafeMutableRawPointer(factory))))
        gtk_list_view_set_single_click_activate(shade_list_view(list), 0)
        gtk_widget_add_css_class(list, "track-list")
        return list
    }
}

/// The settings page's rows: Appearance, Increase Contrast and Theme, each a combo row whose
/// choice goes to the manager, and which shows the manager's choice whoever made it.
@MainActor
final class SettingsRows {
    private let manager: ThemeManager<BasicTheme>
    private let appearance: UnsafeMutablePointer<GtkWidget>
    private let contrast: UnsafeMutablePointer<GtkWidget>
    private let theme: UnsafeMutablePointer<GtkWidget>
    private var themeIDs: [ThemeID] = []
    private var isUpdating = false

    init(group: UnsafeMutablePointer<GtkWidget>, manager: ThemeManager<BasicTheme>) {
        self.manager = manager
        appearance = Self.comboRow("Appearance", AppearancePreference.allCases.map(\.description))
        contrast = Self.comboRow("Increase Contrast", DemoSettings.contrastChoices.map(\.description))
        theme = Self.comboRow("Theme", [])
        for row in [appearance, contrast, theme] {
            adw_preferences_group_add(shade_preferences_group(group), row)
        }
        update()
        GObjectSignals.connect(UnsafeMutableRawPointer(appearance), "notify::selected", arity: .one) {
            [unowned self] _, _ in
            guard !isUpdating else { return }
            let index = Int(adw_combo_row_get_selected(shade_combo_row(appearance)))
            if AppearancePreference.allCases.indices.contains(index) {
                manager.appearance = AppearancePreference.allCases[index]
            }
        }
        GObjectSignals.connect(UnsafeMutableRawPointer(contrast), "notify::selected", arity: .one) {
            [unowned self] _, _ in
            guard !isUpdating else { return }
            let index = Int(adw_combo_row_get_selected(shade_combo_row(contrast)))
            if DemoSettings.contrastChoices.indices.contains(index) {
                manager.contrast = DemoSettings.contrastChoices[index]
            }
        }
        GObjectSignals.connect(UnsafeMutableRawPointer(theme), "notify::selected", arity: .one) { [unowned self] _, _ in
            guard !isUpdating else { return }
            let index = Int(adw_combo_row_get_selected(shade_combo_row(theme)))
            if themeIDs.indices.contains(index) { manager.themeID = themeIDs[index] }
        }
    }

    /// Shows the manager's choices (and its themes, which a themes folder changes).
    func update() {
        isUpdating = true
        defer { isUpdating = false }
        let ids = manager.themes.map(\.id)
        if ids != themeIDs {
            themeIDs = ids
            let names = made(gtk_string_list_new(nil))
            for theme in manager.themes { gtk_string_list_append(names, theme.displayName) }
            adw_combo_row_set_model(shade_combo_row(theme), shade_list_model(UnsafeMutableRawPointer(names)))
            g_object_unref(UnsafeMutableRawPointer(names))
        }
        Self.select(appearance, AppearancePreference.allCases.firstIndex(of: manager.appearance))
        Self.select(contrast, DemoSettings.contrastChoices.firstIndex(of: manager.contrast))
        Self.select(theme, themeIDs.firstIndex(of: manager.themeID))
    }

    private static func select(_ row: UnsafeMutablePointer<GtkWidget>, _ index: Int?) {
        let index = guint(index ?? 0)
        if adw_combo_row_get_selected(shade_combo_row(row)) != index {
            adw_combo_row_set_selected(shade_combo_row(row), index)
        }
    }

    private static func comboRow(_ title: String, _ choices: [String]) -> UnsafeMutablePointer<GtkWidget> {
        let row = made(adw_combo_row_new())
        adw_preferences_row_set_title(shade_preferences_row(row), title)
        let names = made(gtk_string_list_new(nil))
        for choice in choices { gtk_string_list_append(names, choice) }
        adw_combo_row_set_model(shade_combo_row(row), shade_list_model(UnsafeMutableRawPointer(names)))
        g_object_unref(UnsafeMutableRawPointer(names))
        return row
    }
}
