import Shade
import ShadeTerminal
import Testing

@testable import ShadeDemo

/// The demo shows the desktop's accent color, and its built-in themes follow it.
@MainActor
@Suite struct DemoSystemAccentTests {
    static let blue = Color(rgb: 0x3584E4)

    func makeApp(system: SystemAppearance) -> DemoApp {
        let manager = ThemeManager(
            themes: BasicTheme.all.map { $0.followingSystemAccent() }, store: InMemoryPreferenceStore(),
            systemAppearance: ManualSystemAppearance(system))
        return DemoApp(manager: manager, size: TerminalSize(width: 100, height: 24))
    }

    @Test func theSettingsScreenShowsTheSystemAccentAndReducedMotion() throws {
        let app = makeApp(
            system: SystemAppearance(userInterfaceStyle: .light, accentColor: Self.blue, prefersReducedMotion: true))
        app.handle(.character("s"))
        let frame = app.frame()
        let text = frame.snapshotLines.joined(separator: "\n")
        #expect(text.contains("System: Light, accent ██ #3584E4, reduced motion"))
        let swatch = try #require(frame.position(of: "██"))
        #expect(frame.foreground(column: swatch.column, row: swatch.row) == Self.blue)
        // The selected choice is drawn on the theme's accent, which is the system's.
        let selected = try #require(frame.position(of: "◉"))
        #expect(frame.background(column: selected.column, row: selected.row) == Self.blue)
    }

    @Test func withoutASystemAccentTheLineIsAsBefore() {
        let app = makeApp(system: SystemAppearance(userInterfaceStyle: .light))
        app.handle(.character("s"))
        let text = app.frame().snapshotLines.joined(separator: "\n")
        #expect(text.contains("System: Light"))
        #expect(!text.contains("accent"))
    }
}
