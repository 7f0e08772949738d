import Foundation
import Shade
import ShadeTestSupport
import Testing

@testable import ShadeCatalog
@testable import ShadeThemeFolder

/// A themes folder read once, without watching.
@MainActor
@Suite("A folder of theme files")
struct ThemeFolderTests {
    private func makeFolder(
        _ directory: TemporaryDirectory, loader: FakeThemeLoader = FakeThemeLoader(),
        builtIn: [BasicTheme] = BasicTheme.all, reported: ProblemLog? = nil
    ) -> ThemeFolder<BasicTheme> {
        let folder = ThemeFolder(path: directory.path, builtInThemes: builtIn, loader: loader.loader)
        if let reported { folder.connect(to: reported.manager) }
        return folder
    }

    @Test func everyThemeFileByTheNamingRuleIsOfferedAfterTheBuiltInThemesInFileNameOrder() throws {
        let directory = try TemporaryDirectory()
        try directory.write(##"{"color": "#102030"}"##, to: "Brand.xcassets/Colors/Background.colorset/Contents.json")
        try directory.write(##"{"background": "#203040"}"##, to: "solarized-dark.tokens")
        try directory.write(##"{"background": "#304050"}"##, to: "plain.json")
        try directory.write(##"{"background": "#405060"}"##, to: "ocean.tokens.json")
        try directory.write(
            ##"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.json"}, {"$ref": "./parts/dark.tokens.json#/x"}]}}}"##,
            to: "layered.resolver.json")
        try directory.write(##"{"background": "#506070", "accent": "#000000"}"##, to: "base.json")
        try directory.write(##"{"accent": "#607080"}"##, to: "parts/dark.tokens.json")
        try directory.write(##"{"background": "#000000"}"##, to: ".hidden.tokens.json")
        try directory.write("notes", to: "README.txt")
        try directory.write(##"{"background": "#000000"}"##, to: "drafts/draft.tokens.json")
        try directory.write(##"{}"##, to: ".tokens.json")
        try directory.write("[]", to: "studio/$themes.json")
        try directory.write(##"{"background": "#708090"}"##, to: "studio/core.json")

        let log = ProblemLog()
        let folder = makeFolder(directory, reported: log)
        folder.load()
        // Each file lacks some of a basic theme's values: a warning for each, nothing else.
        #expect(log.problems.map(\.themeID) == ["Brand", "layered", "ocean", "plain", "solarized-dark", "studio"])
        #expect(log.problems.allSatisfy { $0.severity == .warning })
        #expect(folder.folderThemes.map(\.id) == ["Brand", "layered", "ocean", "plain", "solarized-dark", "studio"])
        #expect(
            folder.themes.map(\.id) == [
                "standard", "sepia", "ocean", "Brand", "layered", "plain", "solarized-dark", "studio",
            ])
        #expect(folder.themes.map(\.displayName).suffix(2) == ["Solarized Dark", "Studio"])

        let byID = Dictionary(uniqueKeysWithValues: folder.themes.map { ($0.id, $0) })
        #expect(byID["Brand"]?.background.lightAndDark[0] == "#102030")
        #expect(byID["ocean"]?.background.lightAndDark[0] == "#405060")  // the file restyles the built-in theme
        #expect(byID["layered"]?.background.lightAndDark[0] == "#506070")
        #expect(byID["layered"]?.accent.lightAndDark[0] == "#607080")  // the later file of the resolver wins
        #expect(byID["plain"]?.accent == BasicTheme.standard.accent)  // from the base theme
        #expect(byID["studio"]?.background.lightAndDark[0] == "#708090")
    }

    @Test func twoFilesWithOneIdentifierTheFirstByNameIsUsedAndTheOtherIsReportedOnce() throws {
        let directory = try TemporaryDirectory()
        try directory.write(##"{"background": "#111111"}"##, to: "aurora.json")
        try directory.write(##"{"background": "#222222"}"##, to: "aurora.tokens.json")
        let log = ProblemLog()
        let folder = makeFolder(directory, reported: log)
        folder.load()
        folder.load()
        #expect(folder.folderThemes.map(\.background.lightAndDark[0]) == ["#111111"])
        let duplicates = log.problems.filter { if case .duplicateTheme = $0 { true } else { false } }
        #expect(
            duplicates == [
                .duplicateTheme(
                    "aurora", used: directory.file("aurora.json"), ignored: directory.file("aurora.tokens.json"))
            ])
        #expect(duplicates.first?.severity == .warning)
    }

    @Test func aFileWithErrorsIsNotOfferedAndTheProblemSaysWhere() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "{\n  \"background\": \"#112233\",\n  \"accent\": \"blue-ish\"\n}", to: "aurora.tokens.json")
        let log = ProblemLog()
        let folder = makeFolder(directory, reported: log)
        folder.load()
        #expect(folder.folderThemes.isEmpty)
        guard
            case .themeNotLoaded(let id, let file, let diagnostics, let keptLastGood) = try #require(log.problems.first)
        else {
            Issue.record("expected themeNotLoaded, got \(log.problems)")
            return
        }
        #expect(id == "aurora")
        #expect(file == directory.file("aurora.tokens.json"))
        #expect(!keptLastGood)
        #expect(
            diagnostics.map(\.description) == [
                "\(directory.file("aurora.tokens.json")):3:13: error: accent: expected a color, found \"blue-ish\""
            ])
        #expect(log.problems.first?.severity == .error)
        #expect(log.problems.first?.description.contains("it is not offered until the file is fixed") == true)
    }

    @Test func valuesAFileLacksComeFromTheBaseThemeAndAreReportedAsWarnings() throws {
        let directory = try TemporaryDirectory()
        try directory.write(##"{"background": "#112233", "accent": 4}"##, to: "aurora.tokens.json")
        let log = ProblemLog()
        let folder = makeFolder(directory, reported: log)
        folder.load()
        #expect(folder.folderThemes.map(\.id) == ["aurora"])
        guard case .themeLoadedWithWarnings(_, let file, let diagnostics) = try #require(log.problems.first) else {
            Issue.record("expected themeLoadedWithWarnings, got \(log.problems)")
            return
        }
        // One warning for each value that came from the base theme, located where the file has
        // the value (or at the file, for a value it lacks).
        #expect(file == directory.file("aurora.tokens.json"))
        #expect(diagnostics.count == 13)
        #expect(diagnostics.allSatisfy { $0.severity == .warning && $0.file == file })
        let accent = try #require(diagnostics.first { $0.message.contains("\"accent\" is a metric") })
        #expect(accent.source.description == "\(file):1:37")
        #expect(
            diagnostics.contains {
                $0.location == nil && $0.message == "theme \"aurora\": no color named \"label\"; the fallback is used"
            })
    }

    @Test func problemsMetBeforeTheFolderHasAManagerWaitForItThenGoThroughItsChannel() throws {
        let directory = try TemporaryDirectory()
        try directory.write("{", to: "aurora.tokens.json")
        let folder = ThemeFolder<BasicTheme>(path: directory.path, loader: FakeThemeLoader().loader)
        folder.load()
        let log = ProblemLog()
        #expect(log.problems.isEmpty)
        folder.connect(to: log.manager)
        #expect(log.problems.map(\.themeID) == ["aurora"])
        #expect(log.manager.problems == log.problems)
        #expect(log.manager.themes == BasicTheme.all)
        // A later problem goes straight to the manager.
        try directory.write("[1, 2", to: "aurora.tokens.json")
        folder.load()
        #expect(log.problems.count == 2)
        folder.connect(to: log.manager)
        #expect(log.problems.count == 2)  // each reported once
    }

    @Test func onlyNewAndChangedFilesAreReadAgain() throws {
        let directory = try TemporaryDirectory()
        try directory.write(##"{"background": "#111111"}"##, to: "aurora.tokens.json")
        try directory.write(##"{"color": "#222222"}"##, to: "Brand.xcassets/Background.colorset/Contents.json")
        let loader = FakeThemeLoader()
        let folder = makeFolder(directory, loader: loader)
        folder.load()
        folder.load()
        #expect(loader.readCount(directory.file("aurora.tokens.json")) == 1)
        #expect(loader.readCount(directory.file("Brand.xcassets")) == 1)
        try directory.write(##"{"color": "#333333", "x": 1}"##, to: "Brand.xcassets/Background.colorset/Contents.json")
        folder.load()
        #expect(loader.readCount(directory.file("aurora.tokens.json")) == 1)
        #expect(loader.readCount(directory.file("Brand.xcassets")) == 2)
        #expect(folder.folderThemes.first?.background.lightAndDark[0] == "#333333")
    }

    @Test func aMissingFolderIsReportedOnceAndTheBuiltInThemesStay() throws {
        let directory = try TemporaryDirectory()
        let log = ProblemLog()
        let folder = ThemeFolder<BasicTheme>(path: directory.file("themes"), loader: FakeThemeLoader().loader)
        folder.start(updating: log.manager)
        folder.load()
        #expect(folder.themes == BasicTheme.all)
        #expect(!folder.isWatching)
        #expect(
            log.problems == [
                .themesFolderUnavailable(path: directory.file("themes"), reason: "there is no folder there")
            ])
    }

    @Test func namesAreClassifiedByTheirEndingsAndResolverReferencesAreResolvedLexically() {
        #expect(ThemeFile.classify(name: "Ocean.xcassets", isDirectory: true)?.kind == .assetCatalog)
        #expect(ThemeFile.classify(name: "Ocean.xcassets", isDirectory: false) == nil)
        #expect(ThemeFile.classify(name: "a.b.resolver.json", isDirectory: false)?.id == "a.b")
        #expect(ThemeFile.classify(name: "x.tokens.json", isDirectory: false)?.id == "x")
        #expect(ThemeFile.classify(name: "x.tokens", isDirectory: false)?.kind == .tokens)
        #expect(ThemeFile.classify(name: "x.json", isDirectory: true) == nil)
        #expect(ThemeFile.classify(name: ".x.json", isDirectory: false) == nil)
        #expect(ThemeFile.classify(name: ".json", isDirectory: false) == nil)
        #expect(ThemeFile.classify(name: "x.yaml", isDirectory: false) == nil)
        #expect(ThemeFile.classify(name: "drafts", isDirectory: true) == nil)
        #expect(
            ThemeFile.classify(name: "studio", isDirectory: true, isTokensStudioFolder: true)?.kind == .tokensStudio)
        #expect(ThemeFolderScan.lexicallyNormalized("/themes/./brand/../base.json") == "/themes/base.json")
        #expect(ThemeFolderScan.lexicallyNormalized("a/../../b") == "../b")
    }

    @Test func theFolderHoldsNoManagerAndACatalogThemeFolderOffersTheCatalogsAsTheyAre() throws {
        let directory = try TemporaryDirectory()
        try directory.write(##"{"background": "#112233"}"##, to: "aurora.tokens.json")
        let folder = ThemeFolder<CatalogTheme>(path: directory.path, loader: FakeThemeLoader().loader)
        folder.load()
        #expect(folder.themes.map(\.id) == ["aurora"])
        #expect(folder.themes.first?.color(named: "background")?.lightAndDark[0] == "#112233")
        var manager: ThemeManager<CatalogTheme>? = ThemeManager(themes: folder.themes, onProblem: { _ in })
        weak let weakManager = manager
        folder.start(updating: manager)
        #expect(folder.manager === manager)
        manager = nil
        #expect(weakManager == nil)
        #expect(folder.manager == nil)
    }
}

/// The problems a folder reported, through the problem channel of a manager of basic themes that
/// the log holds (a folder holds its manager weakly).
@MainActor
final class ProblemLog {
    var problems: [ThemeProblem] = []
    private(set) var manager: ThemeManager<BasicTheme>!

    init() {
        manager = ThemeManager(themes: [BasicTheme.standard], onProblem: { [weak self] in self?.problems.append($0) })
    }
}
