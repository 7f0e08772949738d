import CAdwaita
import Foundation
import ShadeColor
import ShadeDemoModel
import ShadeGTK
import ShadeTheme
import ShadeTraits
import XCTest

@testable import ShadeGTKDemo

/// The desktop demo's first frames, as GTK drew them: the pixels of known widgets are the
/// theme's colors for that appearance, and GTK's own widgets are dark exactly when ours are.
final class DemoPixelTests: GTKTestCase {
    /// The traits a window has for a choice.
    static func traits(_ style: UserInterfaceStyle, _ contrast: AccessibilityContrast) -> TraitCollection {
        TraitCollection {
            $0.userInterfaceStyle = style
            $0.accessibilityContrast = contrast
        }
    }

    /// Samples the window: the list's background, the panel's, the accent swatch, the header bar.
    @MainActor
    static func check(
        _ window: DemoWindow, _ pixels: WidgetSnapshot.Pixels?, background: Color, panelBackground: Color,
        accent: Color, isDark: Bool,
        _ what: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let pixels else {
            return XCTFail("\(what): no pixels", file: file, line: line)
        }
        let list = DemoRun.bounds(of: window.trackList, in: window)
        let panel = DemoRun.bounds(of: window.panel, in: window)
        let swatch = DemoRun.bounds(of: window.accentSwatch, in: window)
        let header = DemoRun.bounds(of: window.headerBar, in: window)
        assertPixel(
            pixels[list.x + list.width - 8, list.y + list.height / 2], equals: background,
            "\(what): the list's background", file: file, line: line)
        assertPixel(
            pixels[panel.x + panel.width - 8, panel.y + panel.height - 8], equals: panelBackground,
            "\(what): the panel's background", file: file, line: line)
        assertPixel(
            pixels[swatch.x + swatch.width / 2, swatch.y + swatch.height / 2], equals: accent,
            "\(what): the accent swatch", file: file, line: line)
        let headerPixel = pixels[header.x + 8, header.y + header.height / 2]
        XCTAssertEqual(
            lightness(headerPixel) < 0.5, isDark, "\(what): the header bar's lightness is \(lightness(headerPixel))",
            file: file, line: line)
    }

    func testEveryBuiltInThemeInLightDarkAndHighContrast() throws {
        try onMain {
            for theme in DemoSettings.builtInThemes {
                for (style, contrast) in [
                    (UserInterfaceStyle.light, AccessibilityContrast.normal), (.dark, .normal), (.light, .high),
                    (.dark, .high),
                ] {
                    let arguments = [
                        "--theme", theme.id.rawValue, "--appearance", style == .dark ? "dark" : "light",
                        "--contrast", contrast == .high ? "high" : "normal",
                    ]
                    let window = Self.traits(style, contrast)
                    let panel = Self.traits(.dark, contrast)
                    let status = try DemoRun.run(arguments) { _, demoWindow, pixels in
                        Self.check(
                            demoWindow, pixels, background: theme.background.resolvedColor(with: window),
                            panelBackground: theme.secondaryBackground.resolvedColor(with: panel),
                            accent: theme.accent.resolvedColor(with: panel), isDark: style == .dark,
                            arguments.joined(separator: " "))
                    }
                    XCTAssertEqual(status, 0, arguments.joined(separator: " "))
                }
            }
        }
    }

    func testAThemeFileShowsTheColorsShadeShowResolves() throws {
        let themes = DemoRun.temporaryFolder()
        let catalog = themes + "/Aurora.xcassets"
        try ThemeFixture.writeAurora(to: catalog)
        for style in ["light", "dark"] {
            let background = try ShadeShow.color(in: catalog, named: "Background", appearance: style)
            let panelBackground = try ShadeShow.color(in: catalog, named: "Secondary Background", appearance: "dark")
            let accent = try ShadeShow.color(in: catalog, named: "Accent", appearance: "dark")
            try onMain {
                var themeID: String?
                let status = try DemoRun.run(["--themes", themes, "--appearance", style]) { demo, _, _ in
                    themeID = demo.manager?.themes.last?.id.rawValue
                }
                let id = try XCTUnwrap(themeID)
                XCTAssertEqual(status, 0)
                let checked = try DemoRun.run(["--themes", themes, "--theme", id, "--appearance", style]) {
                    demo, window, pixels in
                    XCTAssertEqual(demo.manager?.themeID.rawValue, id)
                    Self.check(
                        window, pixels, background: background, panelBackground: panelBackground, accent: accent,
                        isDark: style == "dark", "Aurora.xcassets, \(style)")
                }
                XCTAssertEqual(checked, 0)
            }
        }
    }

    func testTheOverriddenPanelKeepsItsColorsAcrossASwitchAndGetsNoCallback() throws {
        try onMain {
            let theme = BasicTheme.standard
            let status = try DemoRun.run(["--appearance", "light"]) { demo, window, first in
                final class Counter { var calls = 0 }
                let counter = Counter()
                _ = window.panelNode.registerForTraitChanges([UserInterfaceStyleTrait.self]) { (_: WidgetNode, _) in
                    counter.calls += 1
                }
                let panel = DemoRun.bounds(of: window.panel, in: window)
                let panelBefore = first.map { $0[panel.x + panel.width - 8, panel.y + panel.height - 8] }
                let after = DemoRun.nextFrame(of: window) { demo.manager?.appearance = .dark }
                let dark = Self.traits(.dark, .normal)
                Self.check(
                    window, after, background: theme.background.resolvedColor(with: dark),
                    panelBackground: theme.secondaryBackground.resolvedColor(with: dark),
                    accent: theme.accent.resolvedColor(with: dark), isDark: true, "after the switch to dark")
                let panelAfter = after.map { $0[panel.x + panel.width - 8, panel.y + panel.height - 8] }
                XCTAssertNotNil(panelBefore)
                XCTAssertEqual(
                    panelBefore.map { [$0.red, $0.green, $0.blue] }, panelAfter.map { [$0.red, $0.green, $0.blue] })
                XCTAssertEqual(counter.calls, 0, "the panel's node was told of a style change it overrides")
            }
            XCTAssertEqual(status, 0)
        }
    }

    func testARestartRestoresTheSavedChoiceInItsFirstFrame() throws {
        let configuration = DemoRun.temporaryFolder()
        try onMain {
            let first = try DemoRun.run(
                ["--appearance", "dark", "--theme", "ocean"],
                environment: DemoRun.environment(configuration: configuration)
            ) { _, _, _ in }
            XCTAssertEqual(first, 0)
            let theme = BasicTheme.ocean
            let dark = Self.traits(.dark, .normal)
            let second = try DemoRun.run([], environment: DemoRun.environment(configuration: configuration)) {
                demo, window, pixels in
                XCTAssertEqual(demo.manager?.appearance, .dark)
                XCTAssertEqual(demo.manager?.themeID, theme.id)
                Self.check(
                    window, pixels, background: theme.background.resolvedColor(with: dark),
                    panelBackground: theme.secondaryBackground.resolvedColor(with: dark),
                    accent: theme.accent.resolvedColor(with: dark), isDark: true, "the first frame after a restart")
            }
            XCTAssertEqual(second, 0)
        }
    }

    func testTheFirstFrameAfterAChangeIsEntirelyNew() throws {
        try onMain {
            let theme = BasicTheme.sepia
            let status = try DemoRun.run(["--appearance", "light", "--theme", "sepia"]) { demo, window, _ in
                // The first frame presented after the change, as it ends.
                guard let first = DemoRun.nextFrame(of: window, after: { demo.manager?.appearance = .dark }) else {
                    return XCTFail("no frame after the change")
                }
                let dark = Self.traits(.dark, .normal)
                let list = DemoRun.bounds(of: window.trackList, in: window)
                let header = DemoRun.bounds(of: window.headerBar, in: window)
                assertPixel(
                    first[list.x + list.width - 8, list.y + list.height / 2],
                    equals: theme.background.resolvedColor(with: dark), "the list in the first frame after the change")
                XCTAssertLessThan(lightness(first[header.x + 8, header.y + header.height / 2]), 0.5)
            }
            XCTAssertEqual(status, 0)
        }
    }
}

/// `shade show`, the built command, as a shell would run it: the value of a color in one appearance.
enum ShadeShow {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func color(in input: String, named name: String, appearance: String) throws -> Color {
        let products = try XCTUnwrap(Bundle.main.executableURL).deletingLastPathComponent()
        let process = Process()
        process.executableURL = products.appendingPathComponent("shade")
        process.arguments = ["show", input, name, "--color", "never"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ", omittingEmptySubsequences: true)
            // `  dark                          #1B2430    Dark: …`
            if words.count >= 2, words[0] == appearance, words[1].hasPrefix("#"),
                let color = try? Color(parsing: String(words[1]))
            {
                return color
            }
        }
        throw Failure(description: "shade show printed no \(appearance) value for \(name):\n\(text)")
    }
}

/// Theme files for the tests.
enum ThemeFixture {
    /// An asset catalog with a background, a secondary background, a label and an accent, each
    /// with a dark variant, in colors no built-in theme has.
    static func writeAurora(to path: String) throws {
        let colors: [(String, light: String, dark: String)] = [
            ("Background", "0xF4", "0x1B"), ("Secondary Background", "0xE6", "0x2A"), ("Label", "0x10", "0xF0"),
            ("Accent", "0xC2", "0xFB"),
        ]
        let manager = FileManager.default
        try manager.createDirectory(atPath: path, withIntermediateDirectories: true)
        try #"{"info": {"author": "xcode", "version": 1}}"#.write(
            toFile: path + "/Contents.json", atomically: true, encoding: .utf8)
        for (name, light, dark) in colors {
            let folder = path + "/\(name).colorset"
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            func color(_ red: String, _ green: String, _ blue: String) -> String {
                #"{"color-space": "srgb", "components": {"alpha": "1.000", "red": "\#(red)", "green": "\#(green)", "blue": "\#(blue)"}}"#
            }
            let contents = """
                {"colors": [
                  {"idiom": "universal", "color": \(color(light, "0x64", "0x41"))},
                  {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}], "color": \(color(dark, "0x92", "0x3C"))}
                ], "info": {"author": "xcode", "version": 1}}
                """
            try contents.write(toFile: folder + "/Contents.json", atomically: true, encoding: .utf8)
        }
    }
}
