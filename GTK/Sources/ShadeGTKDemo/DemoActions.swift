import CAdwaita
import Foundation
import ShadeDemoModel
import ShadeGTK
import ShadeTheme

/// The demo's settings as actions of the application (`app.appearance`, `app.contrast`,
/// `app.theme`, each taking a string, and `app.screenshot` taking a path), so that automation
/// drives a running demo as a user would: `gapplication action org.shade.GtkDemo appearance "'dark'"`.
@MainActor
final class DemoActions {
    private unowned let demo: DesktopDemo

    init(demo: DesktopDemo, application: UnsafeMutableRawPointer) {
        self.demo = demo
        add("appearance", to: application) { [unowned self] value in
            guard let choice = GTKDemoCommand.AppearanceChoice(argument: value) else {
                return reject(
                    value, for: "appearance", choices: GTKDemoCommand.AppearanceChoice.allCases.map(\.rawValue))
            }
            self.demo.manager?.appearance = choice.preference
        }
        add("contrast", to: application) { [unowned self] value in
            guard let choice = GTKDemoCommand.ContrastChoice(argument: value) else {
                return reject(value, for: "contrast", choices: GTKDemoCommand.ContrastChoice.allCases.map(\.rawValue))
            }
            self.demo.manager?.contrast = choice.preference
        }
        add("theme", to: application) { [unowned self] value in
            guard let manager = self.demo.manager else { return }
            guard manager.themes.contains(where: { $0.id.rawValue == value }) else {
                return reject(value, for: "theme", choices: manager.themes.map(\.id.rawValue))
            }
            manager.themeID = ThemeID(rawValue: value)
        }
        add("screenshot", to: application) { [unowned self] path in
            self.demo.screenshot(to: path)
        }
    }

    private func reject(_ value: String, for action: String, choices: [String]) {
        FileHandle.standardError.write(
            Data(
                "shade-gtk-demo: app.\(action): no choice \(value.debugDescription); the choices are \(choices.joined(separator: ", "))\n"
                    .utf8))
    }

    /// Adds an action taking a string to the application.
    private func add(
        _ name: String, to application: UnsafeMutableRawPointer, _ body: @escaping @MainActor (String) -> Void
    ) {
        let type = g_variant_type_new("s")
        defer { g_variant_type_free(type) }
        guard let action = g_simple_action_new(name, type) else { return }
        GObjectSignals.connect(UnsafeMutableRawPointer(action), "activate", arity: .one) { parameter, _ in
            guard let parameter, let text = g_variant_get_string(OpaquePointer(parameter), nil) else { return }
            body(String(cString: text))
        }
        g_action_map_add_action(shade_action_map(application), shade_action(UnsafeMutableRawPointer(action)))
        g_object_unref(UnsafeMutableRawPointer(action))
    }
}
