import Foundation
import ShadeCatalog
import ShadeDiagnostics
import ShadeTestSupport
import Testing

@testable import ShadeTool

/// An input records each file it is read from once: the path as the user gave it, which reports
/// show, and the path the reader read it at, which is read, written and handed to CI.
@Suite struct SourceFilesTests {
    @Test func aFileInsideTheInputIsShownFromThePathAsGiven() {
        let input = CatalogInput(
            path: "./x/../Colors.xcassets/", url: URL(fileURLWithPath: "/repo/x/../Colors.xcassets"),
            kind: .assetCatalog)
        let file = "/repo/x/../Colors.xcassets/label.colorset/Contents.json"
        let source = input.sources.record(file)
        #expect(source.path == "./x/../Colors.xcassets/label.colorset/Contents.json")
        #expect(source.resolved == file)
        #expect(input.sources.path(of: "/repo/x/../Colors.xcassets") == "./x/../Colors.xcassets")
        #expect(input.sources.source(at: source.path) == source)
    }

    @Test func aFileBesideATokenInputIsShownFromItsFolderAsGiven() {
        let input = CatalogInput(
            path: "tokens/theme.resolver.json", url: URL(fileURLWithPath: "/repo/tokens/theme.resolver.json"),
            kind: .tokens)
        #expect(input.sources.path(of: "/repo/tokens/dark.tokens.json") == "tokens/dark.tokens.json")
        let here = CatalogInput(
            path: "theme.resolver.json", url: URL(fileURLWithPath: "/repo/theme.resolver.json"), kind: .tokens)
        #expect(here.sources.path(of: "/repo/dark.tokens.json") == "dark.tokens.json")
    }

    @Test func aFileOutsideTheInputIsShownAsTheReaderNamedIt() {
        let input = CatalogInput(
            path: "Colors.xcassets", url: URL(fileURLWithPath: "/repo/Colors.xcassets"), kind: .assetCatalog)
        #expect(
            input.sources.path(of: "/repo/Other.xcassets/a.colorset/Contents.json")
                == "/repo/Other.xcassets/a.colorset/Contents.json")
        #expect(
            input.sources.path(of: "/repo/Colors.xcassetsX/Contents.json") == "/repo/Colors.xcassetsX/Contents.json")
        #expect(input.sources.path(of: CatalogInput.standardInputName) == CatalogInput.standardInputName)
    }

    @Test func aFileOfATokenSetIsShownFromTheFirstMemberThatNamesItOtherwise() {
        let sources = SourceFiles(namings: [
            CatalogInput.naming(
                path: "/repo/a.tokens.json", url: URL(fileURLWithPath: "/repo/a.tokens.json"), kind: .tokens),
            CatalogInput.naming(
                path: "./b.tokens.json", url: URL(fileURLWithPath: "/repo/b.tokens.json"), kind: .tokens),
        ])
        // The first member names both files as they are; the second, from `.`, does not.
        #expect(sources.path(of: "/repo/b.tokens.json") == "./b.tokens.json")
        #expect(sources.path(of: "/repo/a.tokens.json") == "a.tokens.json")
    }

    @Test func aDiagnosticIsShownAtItsFileAsGiven() {
        let input = CatalogInput(
            path: "Colors.xcassets", url: URL(fileURLWithPath: "/repo/Colors.xcassets"), kind: .assetCatalog)
        let diagnostic = Diagnostic(
            .error, file: "/repo/Colors.xcassets/a.colorset/Contents.json", location: nil, message: "broken")
        #expect(input.sources.shown(diagnostic).file == "Colors.xcassets/a.colorset/Contents.json")
        #expect(input.sources.shown(diagnostic).message == "broken")
    }

    @Test func aSARIFArtifactIsTheRecordedFileNotThePathShown() throws {
        let directory = try TemporaryDirectory()
        let path = try AuditSARIFReportTests.write(
            AuditSARIFReportTests.tokens(textFirst: true), to: "theme.tokens.json", in: directory)
        // A path as given that does not name the file it stands for, read from its own path.
        let input = CatalogInput(path: "shown/theme.tokens.json", url: URL(fileURLWithPath: path), kind: .tokens)
        let read = try input.read()
        let audit = Auditor(catalog: read.catalog, diagnostics: read.diagnostics, configuration: nil).audit()
            .renamingFiles(input.sources.path(of:))
        let location = try #require(audit.findings.first?.location)
        #expect(location.file == "shown/theme.tokens.json")
        let log = try SARIFLog(
            AuditSARIFReport(currentDirectory: directory.path).render([.audited(input, audit)], status: .failure))
        let uris = log.results.compactMap { $0.locations.first?.physicalLocation?.artifactLocation.uri }
        #expect(!uris.isEmpty && uris.allSatisfy { $0 == "theme.tokens.json" })
        let annotations = AuditGitHubReport(currentDirectory: directory.path).render([.audited(input, audit)])
        #expect(annotations.contains("file=theme.tokens.json,") && !annotations.contains("file=shown/"))
    }
}
