import Foundation
import Shade
import ShadeDemoModel
import ShadeTerminal
import Testing

@testable import ShadeDemo

@MainActor
@Suite struct DemoScreenTests {
    static let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Snapshots")

    /// Compares `frame`'s text with the stored snapshot `name`; with `SHADE_RECORD_SNAPSHOTS=1`
    /// in the environment, stores it instead.
    func expectSnapshot(_ frame: ScreenBuffer, named name: String, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        let url = Self.snapshotDirectory.appendingPathComponent("\(name).txt")
        let actual = frame.snapshot + "\n"
        if ProcessInfo.processInfo.environment["SHADE_RECORD_SNAPSHOTS"] == "1" {
            try FileManager.default.createDirectory(at: Self.snapshotDirectory, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "snapshot \(name) differs", sourceLocation: sourceLocation)
    }

    @Test func theLibraryScreen() throws {
        let app = makeApp()
        app.handle(.down)
        app.handle(.enter)
        try expectSnapshot(app.frame(), named: "library")
    }

    @Test func theSettingsScreen() throws {
        let app = makeApp(appearance: .dark, contrast: .high, theme: "ocean")
        app.handle(.character("s"))
        app.handle(.down)
        try expectSnapshot(app.frame(), named: "settings")
    }

    @Test func theAboutSheet() throws {
        let app = makeApp()
        app.handle(.character("a"))
        try expectSnapshot(app.frame(), named: "about")
    }

    @Test func theHelpSheet() throws {
        let app = makeApp()
        app.handle(.character("?"))
        try expectSnapshot(app.frame(), named: "help")
    }

    @Test func aSmallWindowAsksForMoreRoom() {
        let app = makeApp(size: TerminalSize(width: 40, height: 10))
        #expect(app.frame().snapshot.contains("Make the window at least 60×18"))
    }

    nonisolated static let appearances: [(AppearancePreference, ContrastPreference, ThemeID)] = [
        (.light, .normal, "standard"), (.dark, .normal, "standard"), (.dark, .high, "standard"),
        (.light, .normal, "sepia"), (.dark, .normal, "sepia"), (.dark, .high, "sepia"),
        (.light, .normal, "ocean"), (.dark, .normal, "ocean"), (.light, .high, "ocean"),
    ]

    @Test(arguments: appearances)
    func everyPartTakesItsColorsFromTheTheme(
        appearance: AppearancePreference, contrast: ContrastPreference, themeID: ThemeID
    ) throws {
        let app = makeApp(appearance: appearance, contrast: contrast, theme: themeID)
        let frame = app.frame()
        let theme = try #require(BasicTheme.all.first { $0.id == themeID })
        let traits = app.manager.state.traitCollection
        let isDark = appearance == .dark
        func resolve(_ color: DynamicColor, _ traits: TraitCollection) -> Color { color.resolvedColor(with: traits) }

        // The status bar: light content on dark, dark content on light.
        #expect(frame.foreground(column: 1, row: 0) == (isDark ? .white : .black))
        #expect(frame.background(column: 1, row: 0) == resolve(theme.background, traits))
        // The navigation bar, a container, follows like everything else.
        let title = try #require(frame.position(of: "Library"))
        #expect(frame.background(column: title.column, row: title.row) == resolve(theme.secondaryBackground, traits))
        #expect(frame.foreground(column: title.column, row: title.row) == resolve(theme.label, traits))
        // The selected track on the accent, the others on the background.
        let selected = try #require(frame.position(of: "Morning Tide"))
        #expect(frame.background(column: selected.column, row: selected.row) == resolve(theme.accent, traits))
        #expect(frame.foreground(column: selected.column, row: selected.row) == resolve(theme.onAccent, traits))
        let other = try #require(frame.position(of: "Paper Lanterns"))
        #expect(frame.background(column: other.column, row: other.row) == resolve(theme.background, traits))
        // The mini player's bar.
        let mini = try #require(frame.position(of: "Not playing"))
        #expect(frame.background(column: mini.column, row: mini.row) == resolve(theme.secondaryBackground, traits))
        // The light panel is light whatever the appearance; its subview follows the app.
        let panel = try #require(frame.position(of: "This panel overrides"))
        #expect(
            frame.background(column: panel.column, row: panel.row)
                == resolve(theme.background, traits.with(style: .light)))
        let follower = try #require(frame.position(of: "Follows the app"))
        #expect(
            frame.background(column: follower.column, row: follower.row) == resolve(theme.secondaryBackground, traits))
        #expect(frame.snapshot.contains("Follows the app: \(isDark ? "Dark" : "Light")"))
    }

    @Test(arguments: appearances)
    func theSettingsScreenAndTheSheetFollowEveryAppearance(
        appearance: AppearancePreference, contrast: ContrastPreference, themeID: ThemeID
    ) throws {
        let app = makeApp(appearance: appearance, contrast: contrast, theme: themeID)
        let theme = try #require(BasicTheme.all.first { $0.id == themeID })
        let traits = app.manager.state.traitCollection
        app.handle(.character("s"))
        var frame = app.frame()
        let heading = try #require(frame.position(of: "APPEARANCE"))
        #expect(
            frame.background(column: heading.column, row: heading.row)
                == theme.secondaryBackground.resolvedColor(with: traits))
        #expect(
            frame.foreground(column: heading.column, row: heading.row)
                == theme.secondaryLabel.resolvedColor(with: traits))
        let chosen = try #require(frame.position(of: "◉ \(appearance.description)"))
        #expect(frame.background(column: chosen.column, row: chosen.row) == theme.accent.resolvedColor(with: traits))
        let other = try #require(frame.position(of: "○ System"))
        #expect(frame.background(column: other.column, row: other.row) == theme.background.resolvedColor(with: traits))

        app.handle(.character("a"))
        frame = app.frame()
        let sheetText = try #require(frame.position(of: "Theming for Swift apps"))
        let elevated = traits.with(level: .elevated)
        #expect(
            frame.background(column: sheetText.column, row: sheetText.row)
                == theme.background.resolvedColor(with: elevated))
        #expect(
            frame.foreground(column: sheetText.column, row: sheetText.row) == theme.label.resolvedColor(with: elevated))
    }

    @Test func theLightPanelStaysLightWhileItsSubviewFollowsTheSetting() {
        let app = makeApp(appearance: .light)
        _ = app.frame()
        let panelResolutions = app.lightPanel.paletteResolutions
        let followerResolutions = app.lightPanel.followingView.paletteResolutions
        let navigationResolutions = app.navigationBar.paletteResolutions

        app.manager.appearance = .dark
        #expect(app.lightPanel.traitCollection.userInterfaceStyle == .light)
        #expect(app.lightPanel.paletteResolutions == panelResolutions, "the light panel was not even told")
        #expect(app.lightPanel.followingView.traitCollection.userInterfaceStyle == .dark)
        #expect(app.lightPanel.followingView.paletteResolutions == followerResolutions + 1)
        #expect(app.navigationBar.paletteResolutions == navigationResolutions + 1)
        #expect(app.navigationBar.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func theSheetIsPresentedAtTheElevatedLevel() throws {
        let app = makeApp(appearance: .dark)
        app.handle(.character("a"))
        let frame = app.frame()
        #expect(app.aboutSheet.traitCollection.userInterfaceLevel == .elevated)
        let text = try #require(frame.position(of: "Theming for Swift apps"))
        // iOS's dark systemBackground: #000000 at the base level, #1C1C1E elevated.
        #expect(frame.background(column: text.column, row: text.row) == Color(rgb: 0x1C1C1E))
        #expect(frame.background(column: 1, row: 0) == Color(rgb: 0x000000))

        app.handle(.escape)
        #expect(app.presentedSheet == nil)
        #expect(!app.frame().snapshot.contains("Theming for Swift apps"))
    }

    @Test func thePlayerIsWorkedFromTheKeyboard() {
        let app = makeApp()
        app.handle(.down)
        app.handle(.enter)
        var text = app.frame().snapshot
        #expect(text.contains("▶ Paper Lanterns"))
        #expect(text.contains("Playing"))
        #expect(app.trackList.nowPlaying?.track.title == "Paper Lanterns")

        app.handle(.character(" "))
        text = app.frame().snapshot
        #expect(text.contains("‖ Paper Lanterns"))
        #expect(text.contains("Paused"))

        app.handle(.character(" "))
        #expect(app.player.state.state == .playing(Track.library[1]))

        app.handle(.character("x"))
        text = app.frame().snapshot
        #expect(text.contains("Not playing"))
        #expect(app.trackList.nowPlaying == nil)
    }

    @Test func theSettingsScreenChangesTheManager() {
        let app = makeApp(appearance: .system, contrast: .system)
        app.handle(.character("s"))
        app.handle(.right)
        #expect(app.manager.appearance == .light)
        app.handle(.right)
        #expect(app.manager.appearance == .dark)
        app.handle(.down)
        app.handle(.right)
        #expect(app.manager.contrast == .high)
        app.handle(.down)
        app.handle(.left)
        #expect(app.manager.themeID == "ocean")
        app.handle(.escape)
        #expect(app.screen == .library)
    }

    @Test func shortcutsCycleTheChoicesEverywhere() {
        let app = makeApp(appearance: .system, contrast: .system)
        app.handle(.character("d"))
        #expect(app.manager.appearance == .light)
        app.handle(.character("c"))
        #expect(app.manager.contrast == .high)
        app.handle(.character("t"))
        #expect(app.manager.themeID == "sepia")
    }

    @Test func aKeyThatChangesNothingDrawsNothing() {
        let app = makeApp()
        let renderer = Renderer(output: MemoryOutput(), colorMode: .trueColor)
        var buffer = ScreenBuffer(width: 0, height: 0)
        app.draw(into: &buffer)
        renderer.render(buffer)
        app.handle(.up)  // already at the top
        #expect(!app.needsDisplay)

        app.handle(.down)
        #expect(app.needsDisplay)
        app.draw(into: &buffer)
        renderer.render(buffer)
        #expect(!renderer.lastFrameWasFullRedraw)
        #expect(renderer.cellsWritten > 0)
        #expect(renderer.cellsWritten < 2 * 80, "only the two rows whose selection changed")
    }

    @Test func quittingStopsTheApp() {
        let app = makeApp()
        #expect(app.isRunning)
        app.handle(.character("q"))
        #expect(!app.isRunning)
    }
}
