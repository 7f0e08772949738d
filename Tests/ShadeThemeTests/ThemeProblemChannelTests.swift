import Testing

@testable import Shade

/// The manager's one problem channel, which what feeds the manager (a themes folder) reports
/// through too.
@MainActor
@Suite("The manager's one problem channel")
struct ThemeProblemChannelTests {
    @Test func aProblemReportedFromOutsideGoesToTheHandlerAndTheListInOrderWithTheManagersOwn() {
        var handled: [ThemeProblem] = []
        let manager = ThemeManager(themes: BasicTheme.all, onProblem: { handled.append($0) })
        let broken = ThemeProblem.themeNotLoaded(
            "aurora", file: "/themes/aurora.tokens.json",
            diagnostics: [
                Diagnostic(
                    .error, file: "/themes/aurora.tokens.json", location: DocumentLocation(line: 2, column: 17),
                    path: "color.background", message: "expected a color, found \"blue\"")
            ], keptLastGood: true)
        manager.report(broken)
        manager.themeID = "missing"
        #expect(handled == [broken, .unknownTheme("missing", fallback: "standard")])
        #expect(manager.problems == handled)
    }

    @Test func aThemeFilesProblemsSayHowSeriousTheyAreWhichThemeAndWhere() {
        let error = Diagnostic(
            .error, file: "/t/a.tokens.json", location: DocumentLocation(line: 3, column: 1), message: "m")
        let notLoaded = ThemeProblem.themeNotLoaded(
            "a", file: "/t/a.tokens.json", diagnostics: [error], keptLastGood: false)
        #expect(notLoaded.severity == .error)
        #expect(notLoaded.themeID == "a")
        #expect(notLoaded.diagnostics == [error])
        #expect(
            notLoaded.description == """
                The theme "a" could not be loaded from /t/a.tokens.json; it is not offered until the file is fixed.
                  /t/a.tokens.json:3:1: error: m
                """)
        let warning = Diagnostic(.warning, file: "/t/a.tokens.json", message: "w")
        let warned = ThemeProblem.themeLoadedWithWarnings("a", file: "/t/a.tokens.json", diagnostics: [warning])
        #expect(warned.severity == .warning)
        #expect(
            warned.description
                == "The theme \"a\" was loaded from /t/a.tokens.json with warnings.\n  /t/a.tokens.json: warning: w")
        let duplicate = ThemeProblem.duplicateTheme("a", used: "/t/a.json", ignored: "/t/a.tokens.json")
        #expect(duplicate.severity == .warning)
        #expect(duplicate.themeID == "a")
        #expect(duplicate.diagnostics.isEmpty)
        let folder = ThemeProblem.themesFolderUnavailable(path: "/t", reason: "there is no folder there")
        #expect(folder.severity == .error)
        #expect(folder.themeID == nil)
        #expect(folder.description == "The themes folder /t cannot be used: there is no folder there.")
        #expect(ThemeProblem.unknownTheme("x", fallback: "standard").themeID == "x")
        #expect(ThemeProblem.unknownTheme("x", fallback: "standard").diagnostics.isEmpty)
    }
}
