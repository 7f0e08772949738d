import Foundation
import Shade
import ShadeTerminal
import ShadeTestSupport
import Testing

@testable import ShadeDemo

/// Themes that come and change while the demo runs: more themes than the settings row fits, and a
/// theme edited under the same identifier.
@MainActor
@Suite struct DemoThemeFilesTests {
    private static func theme(_ id: ThemeID, _ name: String, background: UInt32) -> BasicTheme {
        let standard = BasicTheme.standard
        return BasicTheme(
            id: id, displayName: name, background: DynamicColor(any: Color(rgb: background)),
            secondaryBackground: standard.secondaryBackground, label: standard.label,
            secondaryLabel: standard.secondaryLabel, accent: standard.accent, onAccent: standard.onAccent,
            separator: standard.separator)
    }

    @Test func anEditedThemeRepaintsEveryView() {
        let app = makeApp(theme: "sepia")
        _ = app.frame()
        #expect(!app.needsDisplay)
        var sepia = BasicTheme.sepia
        sepia.background = DynamicColor(any: Color(rgb: 0x123456))
        app.manager.replaceThemes([.standard, sepia, .ocean])
        #expect(app.needsDisplay)
        let frame = app.frame()
        #expect(frame.background(column: 1, row: 0) == Color(rgb: 0x123456))  // the status bar
        #expect(app.trackList.palette.background == Color(rgb: 0x123456))
    }

    @Test func aThemeRowWithMoreThemesThanFitShowsThoseAroundTheSelectedOne() throws {
        let extra = [
            Self.theme("aurora", "Aurora Borealis", background: 0x102030),
            Self.theme("dusk", "Dusk", background: 0x203040),
            Self.theme("forest", "Forest Floor", background: 0x304050),
            Self.theme("solarized-dark", "Solarized Dark", background: 0x405060),
            Self.theme("paper", "Paper", background: 0x506070),
        ]
        let app = makeApp()
        app.manager.replaceThemes(BasicTheme.all + extra)
        app.manager.themeID = "paper"
        app.handle(.character("s"))
        let frame = app.frame()
        let text = try #require(Self.line(of: frame, containing: "◉ Paper"))
        #expect(text.contains("…"))
        #expect(!text.contains("Standard"))
        #expect(text.contains("Solarized Dark"))
        #expect(text.hasSuffix("○ Solarized Dark   ◉ Paper"), "\(text)")
        #expect(frame.background(column: 1, row: 0) == Color(rgb: 0x506070))

        // Round to the first: the row shows the start, with "…" on the right.
        app.handle(.character("t"))
        let firstText = try #require(Self.line(of: app.frame(), containing: "◉ Standard"))
        #expect(firstText.hasSuffix("…"), "\(firstText)")
    }

    /// The line of the screen's text that contains `text`.
    @Test func aThemeNameFromAFileIsDrawnWithWhatDoesNotShowEscaped() throws {
        let app = makeApp()
        // A right-to-left override would show "Evil" as "liveE…", and an escape sequence would
        // reach the terminal.
        app.manager.replaceThemes(
            BasicTheme.all + [Self.theme("evil", "Evil\u{202E}lave\u{1B}]0;X\u{7}", background: 0)])
        app.manager.themeID = "evil"
        app.handle(.character("s"))
        let frame = app.frame()
        #expect(!frame.snapshot.unicodeScalars.contains { $0 == "\u{202E}" || $0 == "\u{1B}" || $0 == "\u{7}" })
        let line = try #require(Self.line(of: frame, containing: "◉ Evil"))
        #expect(line.hasSuffix(#"◉ Evil\u202Elave\u001B]0;X\u0007"#), "\(line)")
    }

    private static func line(of frame: ScreenBuffer, containing text: String) -> String? {
        frame.snapshot.split(separator: "\n").first { $0.contains(text) }.map(String.init)
    }

    @Test func theVisibleChoicesGrowAroundTheSelectedOne() {
        #expect(SettingsView.visibleChoices(widths: [5, 5, 5, 5], selected: 2, width: 100) == 0..<4)
        #expect(SettingsView.visibleChoices(widths: [5, 5, 5, 5], selected: 2, width: 10) == 2..<4)
        #expect(SettingsView.visibleChoices(widths: [5, 5, 5, 5], selected: 3, width: 10) == 2..<4)
        #expect(SettingsView.visibleChoices(widths: [5, 5, 5, 5], selected: 0, width: 12) == 0..<2)
        #expect(SettingsView.visibleChoices(widths: [20], selected: 0, width: 10) == 0..<1)
    }
}

/// `--themes`: the theme files of a folder, offered in the settings screen.
@MainActor
@Suite struct DemoThemesOptionTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    @Test func theThemesOfAFolderAreOfferedNextToTheBuiltInOnes() throws {
        try directory.write(
            ##"{"color": {"$type": "color", "background": {"$value": "#102030"}, "label": {"$value": "#F0F0F0"}}}"##,
            to: "themes/solarized-dark.tokens.json")
        let run = CommandRun(
            ["--themes", directory.file("themes"), "--keys", "sttt", "--snapshot"], configHome: directory.path)
        #expect(run.status == 0)
        #expect(run.output.contains("○ Standard   ○ Sepia   ○ Ocean   ◉ Solarized Dark"), "\(run.output)")
        #expect(run.output.contains("Now: Light, normal contrast, Solarized Dark"))
        // The values the file lacks come from the Standard theme, and the demo says which.
        #expect(run.errors.contains("solarized-dark"))
        #expect(run.errors.contains("secondaryBackground"))
    }

    @Test func aBrokenThemeFileIsReportedWithItsPlace() throws {
        try directory.write("{\"color\": {\"background\": ", to: "themes/aurora.tokens.json")
        let run = CommandRun(
            ["--themes", directory.file("themes"), "--keys", "s", "--snapshot"], configHome: directory.path)
        #expect(run.status == 0)
        #expect(
            run.output.contains("○ Standard   ○ Sepia   ○ Ocean")
                || run.output.contains("◉ Standard   ○ Sepia   ○ Ocean"))
        #expect(!run.output.contains("Aurora"))
        #expect(run.errors.contains(directory.file("themes/aurora.tokens.json") + ":1:"), "\(run.errors)")
    }

    @Test func theFooterSaysWhatBecameOfABrokenFileAndWhereItBroke() {
        let file = "/themes/aurora.tokens.json"
        let error = Diagnostic(
            .error, file: file, location: DocumentLocation(line: 2, column: 17), path: "color.background",
            message: "expected a color")
        #expect(
            ThemeProblem.themeNotLoaded("aurora", file: file, diagnostics: [error], keptLastGood: true).summary
                == "Last good version kept — aurora.tokens.json:2:17: color.background: expected a color")
        #expect(
            ThemeProblem.themeNotLoaded("aurora", file: file, diagnostics: [error], keptLastGood: false).summary
                .hasPrefix("Not offered until fixed — aurora.tokens.json:2:17"))
        let warning = Diagnostic(.warning, file: file, message: "theme \"aurora\": no color named \"label\"")
        #expect(
            ThemeProblem.themeLoadedWithWarnings("aurora", file: file, diagnostics: [warning, warning]).summary
                == "Theme aurora: 2 warnings — aurora.tokens.json: theme \"aurora\": no color named \"label\"")
        // The manager's own problems are shown whole.
        let unknown = ThemeProblem.unknownTheme("gone", fallback: "standard")
        #expect(unknown.summary == unknown.description)
    }
}
