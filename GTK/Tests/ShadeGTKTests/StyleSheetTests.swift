import CAdwaita
import Foundation
import ShadeColor
import ShadeGTK
import ShadeObservation
import ShadeTheme
import ShadeTraits
import XCTest

/// ThemeStyleSheet, WidgetNode and ColorSchemeBridge on their own: what the CSS says, when it is
/// replaced, how long a node lives, and what 1,000 switches leave behind.
final class StyleSheetTests: GTKTestCase {
    @MainActor
    static func manager(_ themes: [BasicTheme] = BasicTheme.all) -> ThemeManager<BasicTheme> {
        ThemeManager(
            themes: themes, store: InMemoryPreferenceStore(),
            systemAppearance: ManualSystemAppearance(SystemAppearance(userInterfaceStyle: .light)))
    }

    func testNamedColorsAreTheThemesResolvedForTheManagersTraits() {
        onMain {
            let manager = Self.manager()
            manager.themeID = "ocean"
            manager.appearance = .dark
            let sheet = ThemeStyleSheet(manager: manager) { $0.namedColors }
            let dark = TraitCollection { $0.userInterfaceStyle = .dark }
            let label = BasicTheme.ocean.label.resolvedColor(with: dark)
            XCTAssertTrue(sheet.text.contains("@define-color label \(label.rgbString);"), sheet.text)
            XCTAssertTrue(sheet.text.contains("@define-color secondary-background "), sheet.text)
            XCTAssertTrue(sheet.text.contains("@define-color on-accent "), sheet.text)
            XCTAssertEqual(sheet.loadCount, 1)
        }
    }

    func testAThemeFilesNamesCannotWriteCSS() {
        onMain {
            let manager = Self.manager()
            let hostile = [
                "x; } * { color: red; } .y {", "a/*", "@import url(evil.css)", "2x large", "café", "\u{1B}[31m",
            ]
            let sheet = ThemeStyleSheet(manager: manager) { theme in
                hostile.map { ($0, theme.label) }
            }
            let definitions = sheet.text.split(separator: "\n").filter { $0.hasPrefix("@define-color") }
            XCTAssertEqual(definitions.count, hostile.count, sheet.text)
            for line in definitions {
                let name = line.split(separator: " ")[1]
                XCTAssertTrue(
                    name.unicodeScalars.allSatisfy {
                        $0 == "-" || $0.properties.isAlphabetic || ("0"..."9").contains($0)
                    },
                    "\(name) is not an identifier")
            }
            XCTAssertFalse(sheet.text.contains("{"), sheet.text)
            XCTAssertFalse(sheet.text.contains("@import"), sheet.text)
            // GTK reads every definition: none is a parsing error.
            var errors = 0
            let provider = made(gtk_css_provider_new())
            GObjectSignals.connect(UnsafeMutableRawPointer(provider), "parsing-error", arity: .two) { _, _ in
                errors += 1
            }
            gtk_css_provider_load_from_data(provider, sheet.text, -1)
            XCTAssertEqual(errors, 0)
            g_object_unref(UnsafeMutableRawPointer(provider))
        }
    }

    func testTheProviderIsReplacedOncePerChangeAndOnlyWhenAColorChanged() {
        onMain {
            let manager = Self.manager()
            let window = made(gtk_window_new())
            let node = WidgetNode(widget: window, name: "window")
            manager.attach(node)
            let sheet = ThemeStyleSheet(manager: manager) { $0.namedColors }
            for _ in 0..<20 {
                let box = made(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
                gtk_window_set_child(shade_window(window), box)
                sheet.style(box, node: node, [.backgroundColor: "background", .color: "label"])
            }
            sheet.update()
            let loads = sheet.loadCount
            // One switch reaches 20 styled widgets and the named colors: one replacement.
            manager.appearance = .dark
            XCTAssertTrue(GTKTesting.wait { sheet.loadCount > loads })
            _ = GTKTesting.wait(timeout: 0.1) { false }
            XCTAssertEqual(sheet.loadCount, loads + 1)
            // A change that changes no color (the same theme chosen again, a forced style that
            // is already the style) replaces nothing.
            manager.themeID = manager.themeID
            manager.contrast = .normal
            _ = GTKTesting.wait(timeout: 0.1) { false }
            XCTAssertEqual(sheet.loadCount, loads + 1)
            gtk_window_destroy(shade_window(window))
        }
    }

    func testAWidgetsNodeIsReleasedWithTheWidget() {
        onMain {
            let manager = Self.manager()
            let window = made(gtk_window_new())
            weak var panelNode: WidgetNode?
            weak var windowNode: WidgetNode?
            do {
                let node = WidgetNode(widget: window, name: "window")
                manager.attach(node)
                windowNode = node
                let panel = made(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
                gtk_window_set_child(shade_window(window), panel)
                let child = WidgetNode(widget: panel, name: "panel")
                node.addChild(child)
                panelNode = child
                XCTAssertTrue(WidgetNode.node(of: panel) === child)
                // Replacing the window's child finalizes the panel, and with it its node.
                gtk_window_set_child(shade_window(window), nil)
            }
            XCTAssertNil(panelNode, "the panel's node outlived its widget")
            XCTAssertEqual(windowNode?.children.isEmpty, true)
            if let windowNode { manager.detach(windowNode) }
            gtk_window_destroy(shade_window(window))
            _ = GTKTesting.wait(timeout: 0.05) { false }
            XCTAssertNil(windowNode, "the window's node outlived its window")
        }
    }

    func testTheStyleManagerFollowsTheChoice() {
        onMain {
            let manager = Self.manager()
            let styleManager = StyleManagerAppearance.defaultStyleManager
            let bridge = ColorSchemeBridge(manager: manager, styleManager: styleManager)
            for (choice, scheme) in [
                (AppearancePreference.dark, ADW_COLOR_SCHEME_FORCE_DARK), (.light, ADW_COLOR_SCHEME_FORCE_LIGHT),
                (.system, ADW_COLOR_SCHEME_DEFAULT),
            ] {
                manager.appearance = choice
                XCTAssertEqual(adw_style_manager_get_color_scheme(styleManager), scheme, "\(choice)")
            }
            manager.appearance = .dark
            XCTAssertNotEqual(adw_style_manager_get_dark(styleManager), 0)
            withExtendedLifetime(bridge) {}
            manager.appearance = .system
        }
    }

    func testAThousandSwitchesWithWindowsOpenedAndClosedLeaveMemoryFlat() {
        onMain {
            let manager = Self.manager()
            let sheet = ThemeStyleSheet(manager: manager) { $0.namedColors }
            @MainActor func cycle(_ count: Int) {
                for index in 0..<count {
                    let window = made(gtk_window_new())
                    let node = WidgetNode(widget: window, name: "window")
                    manager.attach(node)
                    let box = made(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
                    gtk_window_set_child(shade_window(window), box)
                    sheet.style(box, node: node, [.backgroundColor: "background"])
                    manager.appearance = index.isMultiple(of: 2) ? .dark : .light
                    sheet.update()
                    manager.detach(node)
                    gtk_window_destroy(shade_window(window))
                }
                _ = GTKTesting.wait(timeout: 0.05) { false }
            }
            cycle(100)
            let before = Self.residentBytes()
            cycle(1_000)
            let after = Self.residentBytes()
            // Flat: a leak of one window, node or rule per switch would grow by far more.
            XCTAssertLessThan(after - before, 4 << 20, "grew by \((after - before) >> 10) KiB over 1,000 switches")
            XCTAssertLessThan(sheet.text.split(separator: "\n").count, 20, "rules of closed windows were kept")
        }
    }

    /// This process's resident memory, from /proc/self/statm.
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let pages = text.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
