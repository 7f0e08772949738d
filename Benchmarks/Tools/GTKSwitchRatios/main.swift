import CAdwaita
import Foundation
import ShadeColor
import ShadeGTK
import ShadeTheme

// Checks the GTK bridge's speed targets against their floor, measured in the same run
// (Benchmarks/README.md → GTK):
//
// - an appearance switch made through a `ThemeManager`, from the change to the end of the frame
//   that shows it (the frame clock's `after-paint`), in a window of 1,000 list rows drawn with the
//   theme's named colors and 100 widgets styled through `ThemeStyleSheet`, costs at most 1.25× the
//   floor: the same window, with the same widgets but no Shade colors, switched by libadwaita's
//   style manager alone;
// - resolving, writing and loading the style sheet of 1,000 named colors costs at most
//   `styleSheetLimit` times its floor: GTK loading the same sheet's text into a provider of its
//   own on the same display (each update and its floor timed one after the other, the median of
//   their ratios compared).
//
// Each side is measured alternately in short rounds, `rounds` times (`switches` switches each)
// after a warm-up, the side that goes first alternating from round to round. Each round's medians
// give that round's ratio, and the median of the rounds' ratios is compared with the limit. A
// virtual machine's speed drifts between regimes that last a second or more (the same switch
// takes 40 ms for a while, then 60 ms); a round of both sides lasts less than that, so a drift
// slows both sides of one round alike, where it would move one side's overall median alone.
// Run under Xvfb (`xvfb-run -a`), with `GSK_RENDERER=cairo` as the tests do. Exits 1 when a
// figure is over its target.
//
//     swift build -c release --package-path Benchmarks --product GTKSwitchRatios
//     xvfb-run -a Benchmarks/.build/release/GTKSwitchRatios [rounds]

let rounds = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 25
let switches = 6
let switchLimit = 1.25
let styleSheetLimit = 2.5

func median(_ values: [Double]) -> Double {
    values.sorted()[values.count / 2]
}

func format(_ value: Double) -> String {
    String(format: "%.2f", value)
}

/// A window like the demo's library: 1,000 rows of a list view, and 100 boxes with a label each.
@MainActor
final class SampleWindow {
    static let css = """
        .sample, .sample listview { background-color: @background; color: @label; }
        .sample listview > row { padding: 4px 8px; }
        """

    let window: UnsafeMutablePointer<GtkWidget>
    let node: WidgetNode
    let boxes: [UnsafeMutablePointer<GtkWidget>]

    init() {
        window = made(gtk_window_new())
        gtk_window_set_default_size(shade_window(window), 900, 700)
        gtk_widget_add_css_class(window, "sample")
        node = WidgetNode(widget: window, name: "sample")
        let content = made(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0))
        let strings = made(gtk_string_list_new(nil))
        for index in 0..<1_000 { gtk_string_list_append(strings, "Track \(index + 1)") }
        let selection = made(gtk_no_selection_new(shade_list_model(UnsafeMutableRawPointer(strings))))
        let factory = made(gtk_signal_list_item_factory_new())
        GObjectSignals.connect(UnsafeMutableRawPointer(factory), "setup", arity: .one) { item, _ in
            guard let item else { return }
            gtk_list_item_set_child(shade_list_item(item), made(gtk_label_new("")))
        }
        GObjectSignals.connect(UnsafeMutableRawPointer(factory), "bind", arity: .one) { item, _ in
            guard let item, let label = gtk_list_item_get_child(shade_list_item(item)),
                let object = gtk_list_item_get_item(shade_list_item(item)),
                let text = gtk_string_object_get_string(shade_string_object(object))
            else { return }
            gtk_label_set_text(shade_label(label), text)
        }
        let list = made(
            gtk_list_view_new(
                shade_selection_model(UnsafeMutableRawPointer(selection)),
                shade_list_item_factory(UnsafeMutableRawPointer(factory))))
        let scrolled = made(gtk_scrolled_window_new())
        gtk_scrolled_window_set_child(shade_scrolled_window(scrolled), list)
        gtk_widget_set_hexpand(scrolled, 1)
        gtk_box_append(shade_box(content), scrolled)
        let grid = made(gtk_flow_box_new())
        gtk_widget_set_size_request(grid, 420, -1)
        var boxes: [UnsafeMutablePointer<GtkWidget>] = []
        for index in 0..<100 {
            let box = made(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
            gtk_box_append(shade_box(box), made(gtk_label_new("\(index + 1)")))
            gtk_widget_set_size_request(box, 36, 24)
            gtk_flow_box_append(shade_flow_box(grid), box)
            boxes.append(box)
        }
        self.boxes = boxes
        gtk_box_append(shade_box(content), grid)
        gtk_window_set_child(shade_window(window), content)
    }
}

/// The milliseconds of `switches` switches of `window`, each made by `change`.
@MainActor
func timeSwitches(_ window: UnsafeMutablePointer<GtkWidget>, _ change: @escaping @MainActor (Int) -> Void) -> [Double] {
    var result: [Double]?
    FrameTiming.measure(window: window, count: switches, change: change) { result = $0 }
    _ = GLibMainLoop.iterate(until: { result != nil }, timeout: 120)
    return result ?? []
}

@MainActor
func main() -> Int32 {
    guard gtk_init_check() != 0 else {
        print("GTKSwitchRatios: no display; run it under xvfb-run")
        return 1
    }
    adw_init()
    MainQueueSource.install()
    let styleManager = StyleManagerAppearance.defaultStyleManager
    let display = gdk_display_get_default()

    // The floor: the sample window with plain colors, switched by the style manager alone.
    let floorCSS = made(gtk_css_provider_new())
    gtk_css_provider_load_from_data(
        floorCSS, ".sample, .sample listview { background-color: @window_bg_color; color: @window_fg_color; }", -1)

    // Shade: the same window, its colors from a ThemeManager through ThemeStyleSheet.
    let manager = ThemeManager(
        themes: BasicTheme.all, store: InMemoryPreferenceStore(),
        systemAppearance: ManualSystemAppearance(SystemAppearance(userInterfaceStyle: .light)))
    let bridge = ColorSchemeBridge(manager: manager, styleManager: styleManager)
    let shadeCSS = made(gtk_css_provider_new())
    gtk_css_provider_load_from_data(shadeCSS, SampleWindow.css, -1)

    /// The floor: the sample window with plain colors, switched by the style manager alone.
    func timeFloor() -> [Double] {
        manager.appearance = .system
        gtk_style_context_add_provider_for_display(
            display, shade_style_provider(floorCSS), ThemeStyleSheet<BasicTheme>.priority)
        let plain = SampleWindow()
        gtk_window_present(shade_window(plain.window))
        _ = GLibMainLoop.iterate(until: { gtk_widget_get_mapped(plain.window) != 0 }, timeout: 10)
        let floor = timeSwitches(plain.window) { index in
            adw_style_manager_set_color_scheme(
                styleManager, index.isMultiple(of: 2) ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT)
        }
        gtk_window_destroy(shade_window(plain.window))
        gtk_style_context_remove_provider_for_display(display, shade_style_provider(floorCSS))
        return floor
    }

    /// Shade: the same window, its colors from the manager through `ThemeStyleSheet`.
    func timeShade() -> [Double] {
        adw_style_manager_set_color_scheme(styleManager, ADW_COLOR_SCHEME_DEFAULT)
        let sheet = ThemeStyleSheet(manager: manager) { $0.namedColors }
        gtk_style_context_add_provider_for_display(
            display, shade_style_provider(shadeCSS), ThemeStyleSheet<BasicTheme>.priority)
        let themed = SampleWindow()
        manager.attach(themed.node)
        for box in themed.boxes {
            sheet.style(box, node: themed.node, [.backgroundColor: "secondaryBackground", .color: "accent"])
        }
        sheet.update()
        gtk_window_present(shade_window(themed.window))
        _ = GLibMainLoop.iterate(until: { gtk_widget_get_mapped(themed.window) != 0 }, timeout: 10)
        let shade = timeSwitches(themed.window) { index in
            manager.appearance = index.isMultiple(of: 2) ? .dark : .light
        }
        manager.detach(themed.node)
        gtk_window_destroy(shade_window(themed.window))
        gtk_style_context_remove_provider_for_display(display, shade_style_provider(shadeCSS))
        withExtendedLifetime(sheet) {}
        return shade
    }

    var floorTimes: [Double] = []
    var shadeTimes: [Double] = []
    var roundRatios: [Double] = []
    for round in 0...rounds {
        let floor: [Double]
        let shade: [Double]
        if round.isMultiple(of: 2) {
            floor = timeFloor()
            shade = timeShade()
        } else {
            shade = timeShade()
            floor = timeFloor()
        }
        if round > 0 {
            floorTimes += floor
            shadeTimes += shade
            roundRatios.append(median(shade) / median(floor))
        }
    }
    withExtendedLifetime(bridge) {}

    // The style sheet of 1,000 named colors: written and loaded, per switch.
    let thousand = (0..<1_000).map { index in
        ("color\(index)", BasicTheme.all[index % 3].namedColors[index % 9].color)
    }
    let big = ThemeStyleSheet(manager: manager) { _ in thousand }
    // The floor: GTK parsing the same text, loaded into a provider of its own on the same display.
    let floorProvider = gtk_css_provider_new()
    gtk_style_context_add_provider_for_display(
        display, shade_style_provider(floorProvider), ThemeStyleSheet<BasicTheme>.priority)
    func milliseconds(_ work: () -> Void) -> Double {
        let start = ContinuousClock.now
        work()
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000
    }
    var sheetTimes: [Double] = []
    var loadTimes: [Double] = []
    for index in 0..<50 {
        manager.appearance = index.isMultiple(of: 2) ? .dark : .light
        sheetTimes.append(milliseconds { big.update() })
        loadTimes.append(milliseconds { gtk_css_provider_load_from_data(floorProvider, big.text, -1) })
    }
    gtk_style_context_remove_provider_for_display(display, shade_style_provider(floorProvider))
    g_object_unref(floorProvider)
    withExtendedLifetime(big) {}

    let floorMedian = median(floorTimes)
    let shadeMedian = median(shadeTimes)
    let ratio = median(roundRatios)
    let sheetMedian = median(sheetTimes)
    let loadMedian = median(loadTimes)
    let sheetRatio = median(zip(sheetTimes, loadTimes).map { $0 / $1 })
    print(
        "Appearance switch, change to frame presented (1,000 list rows, 100 styled widgets), "
            + "\(floorTimes.count) switches each:")
    print("  style manager alone (floor)  median \(format(floorMedian)) ms")
    print("  ThemeManager through ShadeGTK median \(format(shadeMedian)) ms")
    print(
        "  rounds' ratios \(roundRatios.map(format).joined(separator: ", ")); "
            + "median \(format(ratio))× (limit \(switchLimit)×)")
    print(
        "Style sheet of 1,000 named colors, resolved, written and loaded: median \(format(sheetMedian)) ms; "
            + "GTK loading the same text alone (floor): \(format(loadMedian)) ms; "
            + "\(format(sheetRatio))× (limit \(styleSheetLimit)×)")
    var failed = false
    if ratio > switchLimit {
        print("GTKSwitchRatios: the switch costs \(format(ratio))× its floor, over \(switchLimit)×")
        failed = true
    }
    if sheetRatio > styleSheetLimit {
        print("GTKSwitchRatios: the style sheet costs \(format(sheetRatio))× its floor, over \(styleSheetLimit)×")
        failed = true
    }
    return failed ? 1 : 0
}

exit(MainActor.assumeIsolated { main() })
