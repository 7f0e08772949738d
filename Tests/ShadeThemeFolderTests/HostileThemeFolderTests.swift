import Foundation
import Shade
import ShadeTestSupport
import ShadeThemeFolder
import Testing

@testable import ShadeCatalog

/// A themes folder whose entries are not what their names say, that loops, that is removed and
/// made again, or whose themes reach outside it.
@MainActor
@Suite("A hostile themes folder")
struct HostileThemeFolderTests {
    private func makeFolder(_ path: String, log: ProblemLog) -> ThemeFolder<BasicTheme> {
        let folder = ThemeFolder(path: path, builtInThemes: [.standard], loader: FakeThemeLoader().loader)
        folder.connect(to: log.manager)
        return folder
    }

    /// The located diagnostics of the problems about `path`.
    private func diagnostics(_ log: ProblemLog, about path: String) -> [String] {
        log.problems.flatMap { problem -> [String] in
            guard case .themeNotLoaded(_, let file, let diagnostics, _) = problem, file == path else {
                if case .themeLoadedWithWarnings(_, let file, let diagnostics) = problem, file == path {
                    return diagnostics.map(\.description)
                }
                return []
            }
            return diagnostics.map(\.description)
        }
    }

    @Test func entriesNamedLikeThemesButOfTheOtherKindAndLinksOutOfTheFolderAreReportedOnce() throws {
        let directory = try TemporaryDirectory()
        let outside = try TemporaryDirectory()
        try directory.write("not a catalog", to: "F.xcassets")
        try FileManager.default.createDirectory(
            atPath: directory.file("T.tokens.json"), withIntermediateDirectories: true)
        try outside.write(##"{"background": "#102030"}"##, to: "stolen.tokens.json")
        try FileManager.default.createSymbolicLink(
            atPath: directory.file("L.tokens.json"), withDestinationPath: outside.file("stolen.tokens.json"))
        try directory.write(##"{"background": "#203040"}"##, to: "good.tokens.json")

        let log = ProblemLog()
        let folder = makeFolder(directory.path, log: log)
        folder.load()
        #expect(folder.folderThemes.map(\.id) == ["good"])
        #expect(
            diagnostics(log, about: directory.file("F.xcassets")) == [
                directory.file("F.xcassets")
                    + ": error: F.xcassets is a file, not a folder (an asset catalog is a folder): ignored"
            ])
        #expect(
            diagnostics(log, about: directory.file("T.tokens.json")) == [
                directory.file("T.tokens.json")
                    + ": error: T.tokens.json is a folder, not a file (a theme file of this name is a file): ignored"
            ])
        #expect(
            diagnostics(log, about: directory.file("L.tokens.json")) == [
                directory.file("L.tokens.json")
                    + ": error: L.tokens.json is a symbolic link that leads out of the themes folder (or nowhere); "
                    + "it is not followed: ignored"
            ])
        let count = log.problems.count
        folder.load()
        #expect(log.problems.count == count)  // reported once
    }

    @Test func aThemeFileWhoseNameIsNotUTF8IsReportedWithItsBytesEscaped() throws {
        let directory = try TemporaryDirectory()
        writeRawFile(Array(directory.path.utf8) + [0x2F, 0x6E, 0xE9] + Array(".tokens.json".utf8), "{}")
        let log = ProblemLog()
        let folder = makeFolder(directory.path, log: log)
        folder.load()
        #expect(
            log.problems.map(\.description) == [
                "The theme \"n\\uFFFD\" could not be loaded from \(directory.path)/n\\xE9.tokens.json; it is not "
                    + "offered until the file is fixed.\n  \(directory.path)/n\\xE9.tokens.json: error: the name "
                    + "\"n\\xE9.tokens.json\" is not valid UTF-8: ignored"
            ])
    }

    @Test func aResolverThatIncludesItselfIsReportedNotDroppedSilently() throws {
        let directory = try TemporaryDirectory()
        try directory.write(##"{"background": "#102030"}"##, to: "base.json")
        try directory.write(
            ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "base.json"}, {"$ref": "loop.resolver.json"}]}}}"##,
            to: "loop.resolver.json")
        let log = ProblemLog()
        let folder = makeFolder(directory.path, log: log)
        folder.load()
        #expect(log.problems.contains { $0.themeID == "loop" })
        #expect(
            diagnostics(log, about: directory.file("loop.resolver.json")).first
                == directory.file("loop.resolver.json")
                + ": warning: the resolver includes itself (a `$ref` to its own file, or to a resolver that "
                + "includes it); that reference is a loop")
    }

    @Test func resolversThatIncludeOneAnotherAreEachReportedNotAllDropped() throws {
        let directory = try TemporaryDirectory()
        try directory.write(##"{"background": "#102030"}"##, to: "base.json")
        for (name, other) in [("a", "b"), ("b", "a")] {
            try directory.write(
                ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "base.json"}, {"$ref": "\##(other).resolver.json"}]}}}"##,
                to: "\(name).resolver.json")
        }
        // A resolver that includes another, which no resolver includes: the other is part of it.
        try directory.write(
            ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "inner.resolver.json"}]}}}"##,
            to: "outer.resolver.json")
        try directory.write(
            ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "base.json"}]}}}"##, to: "inner.resolver.json"
        )
        let log = ProblemLog()
        let folder = makeFolder(directory.path, log: log)
        folder.load()
        for name in ["a", "b"] {
            #expect(
                diagnostics(log, about: directory.file("\(name).resolver.json")).first?.contains(
                    "warning: the resolver includes itself") == true)
        }
        #expect(!log.problems.contains { $0.themeID == "inner" || $0.themeID == "base" })
    }

    @Test func aFolderRemovedAndMadeAgainIsWatchedAgain() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("themes")
        try directory.write(##"{"background": "#102030"}"##, to: "themes/aurora.tokens.json")
        let log = ProblemLog()
        let folder = makeFolder(path, log: log)
        folder.start()
        #expect(folder.folderThemes.map(\.id) == ["aurora"])

        try FileManager.default.removeItem(atPath: path)
        try await waitUntil { folder.folderThemes.isEmpty }
        try directory.write(##"{"background": "#203040"}"##, to: "themes/borealis.tokens.json")
        try await waitUntil { folder.folderThemes.map(\.id) == ["borealis"] }
        // Watched, not just read once: a later file is seen too.
        try await waitUntil { folder.isWatching }
        try directory.write(##"{"background": "#304050"}"##, to: "themes/comet.tokens.json")
        try await waitUntil { folder.folderThemes.map(\.id) == ["borealis", "comet"] }
        folder.stop()
    }

    @Test func aTokenFileAResolverReferencesOutsideTheFolderIsWatched() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("themes")
        try directory.write(##"{"background": "#102030"}"##, to: "shared/base.json")
        try directory.write(
            ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "../shared/base.json"}]}}}"##,
            to: "themes/layered.resolver.json")
        let log = ProblemLog()
        let folder = makeFolder(path, log: log)
        folder.start()
        let before = try #require(folder.folderThemes.first)
        #expect(before.background.lightAndDark[0] == "#102030")

        try directory.write(##"{"background": "#A0B0C0"}"##, to: "shared/base.json")
        try await waitUntil { folder.folderThemes.first?.background.lightAndDark[0] == "#A0B0C0" }
        folder.stop()
    }
}
