import CAdwaita
import Foundation
import ShadeColor
import ShadeDemoModel
import ShadeGTK
import ShadeTheme
import ShadeTraits
import XCTest

@testable import ShadeGTKDemo

/// The running demo and its desktop: the system's color scheme followed live under "System" and
/// not when forced, the application's actions driven from another process, the command line.
final class DesktopTests: GTKTestCase {
    /// Runs `gsettings` with `arguments`, as a user or the desktop would, in this test's
    /// environment (its key file of settings); returns its exit status.
    @discardableResult
    static func gsettings(_ arguments: [String]) throws -> Int32 {
        try run("/usr/bin/gsettings", arguments)
    }

    @discardableResult
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Whether the list's background in the window's next frame is dark.
    @MainActor
    static func listIsDark(_ window: DemoWindow) -> Bool? {
        guard let pixels = DemoRun.nextFrame(of: window) else { return nil }
        let list = DemoRun.bounds(of: window.trackList, in: window)
        return lightness(pixels[list.x + list.width - 8, list.y + list.height / 2]) < 0.5
    }

    func testSystemFollowsTheDesktopsSchemeLiveAndAForcedChoiceDoesNot() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/gsettings"),
            try Self.gsettings(["range", "org.gnome.desktop.interface", "color-scheme"]) == 0
        else {
            throw XCTSkip("gsettings or the org.gnome.desktop.interface schema (gsettings-desktop-schemas) is missing")
        }
        try Self.gsettings(["set", "org.gnome.desktop.interface", "color-scheme", "default"])
        defer { _ = try? Self.gsettings(["reset", "org.gnome.desktop.interface", "color-scheme"]) }
        try onMain {
            let status = try DemoRun.run(["--appearance", "system"]) { demo, window, _ in
                guard let manager = demo.manager else { return XCTFail("no manager") }
                XCTAssertEqual(manager.state.userInterfaceStyle, .light)
                XCTAssertEqual(Self.listIsDark(window), false)
                // The desktop turns dark: the app follows, GTK's widgets and Shade's colors alike.
                XCTAssertEqual(
                    try? Self.gsettings(["set", "org.gnome.desktop.interface", "color-scheme", "prefer-dark"]), 0)
                XCTAssertTrue(
                    GTKTesting.wait(timeout: 10) { manager.state.userInterfaceStyle == .dark },
                    "the desktop's dark scheme did not reach the app")
                XCTAssertEqual(Self.listIsDark(window), true)
                XCTAssertEqual(manager.systemAppearance.userInterfaceStyle, .dark)
                // Forced light: a desktop change leaves it light.
                manager.appearance = .light
                XCTAssertEqual(Self.listIsDark(window), false)
                XCTAssertEqual(
                    try? Self.gsettings(["set", "org.gnome.desktop.interface", "color-scheme", "default"]), 0)
                _ = GTKTesting.wait(timeout: 1) { false }
                XCTAssertEqual(
                    try? Self.gsettings(["set", "org.gnome.desktop.interface", "color-scheme", "prefer-dark"]), 0)
                _ = GTKTesting.wait(timeout: 1) { false }
                XCTAssertEqual(manager.state.userInterfaceStyle, .light)
                XCTAssertEqual(Self.listIsDark(window), false)
                // Back to System: the desktop's dark scheme, at once.
                manager.appearance = .system
                XCTAssertTrue(GTKTesting.wait { manager.state.userInterfaceStyle == .dark })
                XCTAssertEqual(Self.listIsDark(window), true)
            }
            XCTAssertEqual(status, 0)
        }
    }

    func testTheApplicationsActionsDriveTheRunningDemo() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/gapplication") else {
            throw XCTSkip("gapplication (libglib2.0-bin) is missing")
        }
        let screenshot = DemoRun.temporaryFolder() + "/action.png"
        try onMain {
            let status = try DemoRun.run(["--appearance", "light"]) { demo, window, _ in
                guard let manager = demo.manager else { return XCTFail("no manager") }
                // Another process, while the loop runs: gapplication waits for the action's reply.
                func action(_ arguments: [String]) -> Process? {
                    let process = Process()
                    process.executableURL = URL(fileURLWithPath: "/usr/bin/gapplication")
                    process.arguments = ["action", DesktopDemo.applicationID] + arguments
                    do { try process.run() } catch { return nil }
                    return process
                }
                let dark = action(["appearance", "'dark'"])
                XCTAssertTrue(GTKTesting.wait(timeout: 10) { manager.appearance == .dark }, "app.appearance")
                let theme = action(["theme", "'ocean'"])
                XCTAssertTrue(GTKTesting.wait(timeout: 10) { manager.themeID == "ocean" }, "app.theme")
                let contrast = action(["contrast", "'high'"])
                XCTAssertTrue(GTKTesting.wait(timeout: 10) { manager.contrast == .high }, "app.contrast")
                let shot = action(["screenshot", "'\(screenshot)'"])
                XCTAssertTrue(
                    GTKTesting.wait(timeout: 10) { FileManager.default.fileExists(atPath: screenshot) },
                    "app.screenshot")
                for process in [dark, theme, contrast, shot] {
                    _ = GTKTesting.wait(timeout: 10) { process?.isRunning == false }
                    XCTAssertEqual(process?.terminationStatus, 0)
                }
                XCTAssertEqual(Self.listIsDark(window), true)
            }
            XCTAssertEqual(status, 0)
        }
        try onMain {
            let pixels = try WidgetSnapshot.pixels(ofPNG: screenshot)
            XCTAssertGreaterThan(pixels.width, 100)
        }
    }

    func testClosingTheWindowReleasesItsNodesAndObservers() throws {
        try onMain {
            weak var closed: DemoWindow?
            let status = try DemoRun.run([]) { demo, window, _ in
                guard let manager = demo.manager else { return XCTFail("no manager") }
                closed = window
                XCTAssertEqual(manager.windows.count, 1)
                XCTAssertTrue(manager.isSubscribed(window))
                gtk_window_destroy(shade_window(window.window))
                _ = GTKTesting.wait(timeout: 0.1) { false }
                XCTAssertTrue(manager.windows.isEmpty, "the window's node is still attached")
                XCTAssertNil(window.node.widget)
                XCTAssertNil(window.panelNode.widget)
                XCTAssertNil(window.panelNode.parent, "the panel's node is still in the tree")
                XCTAssertTrue(demo.windows.isEmpty)
            }
            XCTAssertEqual(status, 0)
            // Once the run let go of it, nothing else holds the window's object: its observers
            // (of the manager and of the player) went with it.
            XCTAssertNil(closed, "the closed window's object outlived it")
        }
    }

    func testAThemeFilesEditReachesTheWindowWhileItRuns() throws {
        let themes = DemoRun.temporaryFolder()
        let file = themes + "/aurora.tokens.json"
        func tokens(background: String) -> String {
            """
            {"color": {"$type": "color",
              "background": {"$value": "\(background)"},
              "secondaryBackground": {"$value": "#E6E0D0"},
              "label": {"$value": "#101010"}}}
            """
        }
        try tokens(background: "#F4E4C1").write(toFile: file, atomically: true, encoding: .utf8)
        try onMain {
            let status = try DemoRun.run(["--themes", themes, "--appearance", "light"]) { demo, window, _ in
                guard let manager = demo.manager, let theme = manager.themes.last else { return XCTFail("no theme") }
                manager.themeID = theme.id
                @MainActor func listColor() -> [UInt8]? {
                    guard let pixels = DemoRun.nextFrame(of: window) else { return nil }
                    let list = DemoRun.bounds(of: window.trackList, in: window)
                    let pixel = pixels[list.x + list.width - 8, list.y + list.height / 2]
                    return [pixel.red, pixel.green, pixel.blue]
                }
                XCTAssertEqual(listColor(), [0xF4, 0xE4, 0xC1])
                // The file is edited while the demo runs: the folder's watcher, on the main actor
                // inside GLib's loop, reloads it, and the window shows the new color.
                try? tokens(background: "#C1E4F4").write(toFile: file, atomically: true, encoding: .utf8)
                XCTAssertTrue(
                    GTKTesting.wait(timeout: 10) { listColor() == [0xC1, 0xE4, 0xF4] },
                    "the edit did not reach the window")
            }
            XCTAssertEqual(status, 0)
        }
    }

    func testAFigmaResponseIsATheme() throws {
        let themes = DemoRun.temporaryFolder()
        // Figma's REST response for a file's local variables: one collection with a Light and a
        // Dark mode; the components are 0…1.
        let response = """
            {"status": 200, "error": false, "meta": {
              "variableCollections": {"VariableCollectionId:1:1": {"id": "VariableCollectionId:1:1",
                "name": "Colors", "defaultModeId": "1:0",
                "modes": [{"modeId": "1:0", "name": "Light"}, {"modeId": "1:1", "name": "Dark"}]}},
              "variables": {"VariableID:1:2": {"id": "VariableID:1:2", "name": "background",
                "variableCollectionId": "VariableCollectionId:1:1", "resolvedType": "COLOR",
                "valuesByMode": {"1:0": {"r": 1, "g": 0.8, "b": 0.6, "a": 1},
                                 "1:1": {"r": 0.2, "g": 0.1, "b": 0, "a": 1}}}}}}
            """
        try response.write(toFile: themes + "/figma.json", atomically: true, encoding: .utf8)
        try onMain {
            for (style, expected) in [("light", [255, 204, 153]), ("dark", [51, 26, 0])] {
                var id: String?
                try DemoRun.run(["--themes", themes]) { demo, _, _ in id = demo.manager?.themes.last?.id.rawValue }
                let theme = try XCTUnwrap(id)
                XCTAssertNotEqual(theme, "ocean", "the response was not offered as a theme")
                let status = try DemoRun.run(["--themes", themes, "--theme", theme, "--appearance", style]) {
                    _, window, pixels in
                    guard let pixels else { return XCTFail("no pixels") }
                    let list = DemoRun.bounds(of: window.trackList, in: window)
                    let pixel = pixels[list.x + list.width - 8, list.y + list.height / 2]
                    XCTAssertEqual([Int(pixel.red), Int(pixel.green), Int(pixel.blue)], expected, style)
                }
                XCTAssertEqual(status, 0)
            }
        }
    }

    func testResetForgetsTheSavedChoice() throws {
        let configuration = DemoRun.temporaryFolder()
        try onMain {
            try DemoRun.run(["--appearance", "dark"], environment: DemoRun.environment(configuration: configuration)) {
                _, _, _ in
            }
            var appearance: AppearancePreference?
            try DemoRun.run([], environment: DemoRun.environment(configuration: configuration)) { demo, _, _ in
                appearance = demo.manager?.appearance
            }
            XCTAssertEqual(appearance, .dark)
            try DemoRun.run(["--reset"], environment: DemoRun.environment(configuration: configuration)) {
                demo, _, _ in
                appearance = demo.manager?.appearance
            }
            XCTAssertEqual(appearance, .system)
        }
    }

    func testAPretendedSystemAppearanceDrivesGTKsWidgetsToo() throws {
        try onMain {
            let status = try DemoRun.run(["--appearance", "system", "--system-appearance", "dark"]) {
                demo, window, pixels in
                XCTAssertEqual(demo.manager?.state.userInterfaceStyle, .dark)
                guard let pixels else { return XCTFail("no pixels") }
                let header = DemoRun.bounds(of: window.headerBar, in: window)
                XCTAssertLessThan(lightness(pixels[header.x + 8, header.y + header.height / 2]), 0.5)
            }
            XCTAssertEqual(status, 0)
        }
    }

    /// The built demo, run as a user would.
    static var demoExecutable: String {
        get throws {
            try XCTUnwrap(Bundle.main.executableURL).deletingLastPathComponent().appendingPathComponent(
                "shade-gtk-demo"
            )
            .path
        }
    }

    func testScreenshotWritesTheFirstFrameAndExits() throws {
        let folder = DemoRun.temporaryFolder()
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = folder
        for style in ["light", "dark"] {
            let file = folder + "/\(style).png"
            let status = try Self.run(
                try Self.demoExecutable, ["--screenshot", file, "--appearance", style, "--theme", "sepia"],
                environment: environment)
            XCTAssertEqual(status, 0)
            try onMain {
                let pixels = try WidgetSnapshot.pixels(ofPNG: file)
                XCTAssertGreaterThan(pixels.width, 400)
                // The header bar, GTK's own, at the top left: dark exactly in dark.
                XCTAssertEqual(lightness(pixels[8, 20]) < 0.5, style == "dark", style)
                // Below it, the list's background: the theme's for that appearance.
                let traits = DemoPixelTests.traits(style == "dark" ? .dark : .light, .normal)
                assertPixel(
                    pixels[pixels.width / 2, pixels.height - 8],
                    equals: BasicTheme.sepia.background.resolvedColor(with: traits), style)
            }
        }
    }

    func testWithoutADisplayTheDemoSaysSoInOneLineAndExits1() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        environment["XDG_CONFIG_HOME"] = DemoRun.temporaryFolder()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try Self.demoExecutable)
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 1)
        XCTAssertEqual(text.split(separator: "\n").count, 1, text)
        XCTAssertTrue(text.hasPrefix("shade-gtk-demo: no display"), text)
    }
}
