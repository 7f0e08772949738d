import Foundation
import Shade
import ShadeTestSupport
import Testing

@testable import ShadeAssetCatalog
@testable import ShadeCatalog

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Asset catalogs made to leak, lose or break things: links out of the catalog, files the writer
/// does not know, names that are not UTF-8, nesting deeper than the reader reads, staging folders
/// left by a killed writer.
@Suite("Hostile asset catalogs")
struct HostileCatalogTests {
    private let black = CatalogColor(
        space: .sRGB, components: [0, 0, 0], alpha: 1, notation: .tokenObject(hex: nil), color: Color(rgb: 0))

    private static let imageSet = """
        {"images": [{"filename": "logo.png", "idiom": "universal"}], "info": {"author": "xcode", "version": 1}}
        """

    @Test func linksThatLeaveTheCatalogAreNotFollowedAreReportedByNameAndNothingTheyLeadToIsWritten() throws {
        let directory = try TemporaryDirectory()
        try directory.write("SECRET=hunter2", to: "secret/keys.json")
        try directory.write(graySet(), to: "outside/Stolen.colorset/Contents.json")
        let url = try makeCatalog(
            [
                ("A.colorset/Contents.json", graySet()),
                ("Logo.imageset/Contents.json", Self.imageSet),
                ("Inside/B.colorset/Contents.json", graySet()),
            ], in: directory)
        try FileManager.default.createSymbolicLink(
            atPath: url.path + "/Logo.imageset/logo.png", withDestinationPath: directory.file("secret/keys.json"))
        try FileManager.default.createSymbolicLink(atPath: url.path + "/keys.dataset", withDestinationPath: "../secret")
        try FileManager.default.createSymbolicLink(
            atPath: url.path + "/evil", withDestinationPath: directory.file("outside"))
        // A color set's own Contents.json that is a link out of the catalog, and one to a file inside.
        try FileManager.default.createDirectory(atPath: url.path + "/Leak.colorset", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: url.path + "/Leak.colorset/Contents.json",
            withDestinationPath: directory.file("outside/Stolen.colorset/Contents.json"))
        try FileManager.default.createDirectory(atPath: url.path + "/Same.colorset", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: url.path + "/Same.colorset/Contents.json", withDestinationPath: "../A.colorset/Contents.json")
        // A link that stays inside is followed as before.
        try FileManager.default.createSymbolicLink(atPath: url.path + "/Alias", withDestinationPath: "Inside")

        let result = AssetCatalogReader.read(at: url)
        #expect(result.catalog.names.sorted() == ["A", "B", "Logo", "Same"])
        #expect(result.catalog.otherAssets.isEmpty)
        let errors = result.errors.map(\.description)
        #expect(errors.contains { $0.hasPrefix(url.path + "/evil: error: \"evil\" is a symbolic link to ") })
        #expect(
            errors.contains { $0.hasPrefix(url.path + "/keys.dataset: error: \"keys.dataset\" is a symbolic link") })
        #expect(
            errors.contains {
                $0.hasPrefix(
                    url.path + "/Leak.colorset/Contents.json: error: Leak: \"Contents.json\" is a symbolic link")
            })
        #expect(
            errors.contains {
                $0.hasPrefix(url.path + "/Logo.imageset/Contents.json: error: Logo: \"logo.png\" is a symbolic link")
            })

        let output = URL(fileURLWithPath: directory.file("Out.xcassets"))
        let warnings = try AssetCatalogWriter.write(result.catalog, to: output)
        #expect(warnings.contains { $0.message.contains("\"logo.png\" is a symbolic link, which is not followed") })
        let listing = try FolderSnapshot(of: output.path)
        #expect(listing["Logo.imageset/logo.png"] == nil)
        #expect(listing.paths.allSatisfy { !$0.contains("keys") && !$0.contains("Stolen") && !$0.contains("evil") })
        for path in listing.paths where listing[path] != .folder {
            let text = try String(contentsOfFile: output.path + "/" + path, encoding: .utf8)
            #expect(!text.contains("hunter2"))
        }
    }

    @Test func anImageFileThatIsALinkIsNeverCopiedEvenWhenTheImageSetsFolderIsGivenDirectly() throws {
        let directory = try TemporaryDirectory()
        try directory.write("SECRET", to: "set/real.png")
        try FileManager.default.createSymbolicLink(
            atPath: directory.file("set/logo.png"), withDestinationPath: "/proc/self/environ")
        let set = ImageSet(
            images: [ImageVariant(filename: "logo.png"), ImageVariant(scale: 2, filename: "real.png")],
            directory: URL(fileURLWithPath: directory.file("set"), isDirectory: true))
        let catalog = ColorCatalog(entries: [CatalogEntry(name: "Logo", path: ["Logo"], value: .image(set))])
        let output = URL(fileURLWithPath: directory.file("Out.xcassets"))
        try AssetCatalogWriter.write(catalog, to: output)
        let listing = try FolderSnapshot(of: output.path)
        #expect(listing["Logo.imageset/logo.png"] == nil)
        #expect(listing["Logo.imageset/real.png"] != nil)
    }

    @Test func namesThatAreNotUTF8AreReportedWithTheirBytesEscapedAtTheFoldersPath() throws {
        let directory = try TemporaryDirectory()
        let url = try makeCatalog([("Colors/A.colorset/Contents.json", graySet())], in: directory)
        let folder = Array((url.path + "/Colors/").utf8) + [0x63, 0x61, 0x66, 0xE9] + Array(".colorset".utf8)
        #expect(mkdir(cPath(folder), 0o755) == 0)
        writeRawFile(folder + Array("/Contents.json".utf8), graySet())

        let result = AssetCatalogReader.read(at: url)
        #expect(result.catalog.names == ["A"])
        #expect(
            result.diagnostics.map(\.description) == [
                "\(url.path)/Colors: error: the name \"caf\\xE9.colorset\" in this folder is not valid UTF-8, "
                    + "which no asset or group name can be; it is left out"
            ])
    }

    @Test func aFileInAnImageSetWhoseNameIsNotUTF8IsReportedNotDroppedSilently() throws {
        let directory = try TemporaryDirectory()
        let url = try makeCatalog(
            [("Logo.imageset/Contents.json", Self.imageSet), ("Logo.imageset/logo.png", "PNG")], in: directory)
        writeRawFile(Array((url.path + "/Logo.imageset/").utf8) + [0xFF] + Array(".png".utf8), "PNG")
        let result = AssetCatalogReader.read(at: url)
        #expect(
            result.diagnostics.map(\.description) == [
                "\(url.path)/Logo.imageset/Contents.json: warning: Logo: the file \"\\xFF.png\" in the image set has a "
                    + "name that is not valid UTF-8, which Contents.json cannot name; it is not part of the catalog"
            ])
    }

    @Test func aReadTakesAtMostTheLimitsColorAndImageSetsAndSaysWhichItLeftOut() throws {
        let directory = try TemporaryDirectory()
        let url = try makeCatalog(
            [
                ("A.colorset/Contents.json", graySet()), ("B.colorset/Contents.json", graySet()),
                ("C.colorset/Contents.json", graySet()), ("D.colorset/Contents.json", graySet()),
            ], in: directory)
        var walker = CatalogWalker(root: url, maximumEntries: 2)
        walker.read()
        #expect(walker.entries.map(\.name) == ["A", "B"])
        #expect(
            walker.diagnostics.map(\.description) == [
                "\(url.path)/C.colorset/Contents.json: error: C: the catalog holds more than the 2 colors and images a "
                    + "read accepts; this color set and those after it are left out"
            ])
        #expect(ColorCatalog.maximumEntries == 100_000)
    }

    @Test func rewritingACatalogInPlaceKeepsWhatTheWriterDoesNotOwnAndRemovesOnlyAssetsItOwns() throws {
        let directory = try TemporaryDirectory()
        let source = try makeCatalog(
            [
                ("A.colorset/Contents.json", graySet()),
                ("Group/Contents.json", plainGroup),
                ("Group/B.colorset/Contents.json", graySet("0.250")),
                ("Logo.imageset/Contents.json", Self.imageSet),
                ("Logo.imageset/logo.png", "PNG"),
            ], in: directory, name: "Source.xcassets")
        let url = URL(fileURLWithPath: directory.file("C.xcassets"))
        // The catalog as the writer writes it, so that only what is added below can differ.
        try AssetCatalogWriter.write(AssetCatalogReader.read(at: source).catalog, to: url)
        try directory.write("", to: "C.xcassets/.gitkeep")
        try directory.write("# Notes", to: "C.xcassets/notes.md")
        try directory.write("more notes", to: "C.xcassets/Group/notes.md")
        try directory.write("unnamed", to: "C.xcassets/Logo.imageset/unused.png")
        try directory.write("kept", to: "C.xcassets/Removed/notes.md")
        // A group with no assets, which the catalog records and the writer writes again.
        try directory.write(
            try directory.read("C.xcassets/Group/Contents.json"), to: "C.xcassets/Removed/Contents.json")
        let strange = Array(url.path.utf8) + [0x2F, 0x6E, 0xE9, 0x65] + Array(".colorset".utf8)
        #expect(mkdir(cPath(strange), 0o755) == 0)
        writeRawFile(strange + Array("/Contents.json".utf8), graySet())
        try FileManager.default.createSymbolicLink(atPath: url.path + "/Link", withDestinationPath: "Group")
        let before = try FolderSnapshot(of: url.path)

        let result = AssetCatalogReader.read(at: url)
        try AssetCatalogWriter.write(result.catalog, to: url)
        #expect(try FolderSnapshot(of: url.path).changes(since: before) == [])
        #expect(try directory.entries().filter { $0.hasPrefix(".") }.isEmpty)

        // An asset the new catalog lacks is removed; the files the writer does not own stay.
        var smaller = result.catalog
        _ = smaller.remove(named: "A")
        try AssetCatalogWriter.write(smaller, to: url)
        let after = try FolderSnapshot(of: url.path)
        #expect(after["A.colorset"] == nil)
        #expect(after.changes(since: before, ignoring: ["A.colorset"]) == [])
    }

    @Test func theWriterRefusesFoldersNestedDeeperThanTheReaderReadsWhatItWritesReadsBack() throws {
        let directory = try TemporaryDirectory()
        let color = ColorSet(variants: [ColorVariant(value: .color(black))])
        func catalog(groups: Int) -> ColorCatalog {
            let path = (0..<groups).map { "g\($0)" } + ["Deep"]
            return ColorCatalog(entries: [CatalogEntry(name: "Deep", path: path, value: .color(color))])
        }
        let url = URL(fileURLWithPath: directory.file("Deep.xcassets"))
        #expect(throws: AssetCatalogWriteError.tooDeep(entry: "Deep", depth: 200, limit: 63)) {
            try AssetCatalogWriter.write(catalog(groups: 200), to: url)
        }
        #expect(throws: AssetCatalogWriteError.tooDeep(entry: "Deep", depth: 64, limit: 63)) {
            try AssetCatalogWriter.write(catalog(groups: 64), to: url)
        }
        #expect(!FileManager.default.fileExists(atPath: url.path))
        try AssetCatalogWriter.write(catalog(groups: 63), to: url)
        let back = AssetCatalogReader.read(at: url)
        #expect(back.isComplete)
        #expect(back.catalog.names == ["Deep"])
    }

    @Test func everyCatalogWrittenFromTheFixturesReadsBackWithoutAnErrorToTheSameNames() throws {
        let directory = try TemporaryDirectory()
        for (index, fixture) in Fixtures.catalogs.enumerated() {
            let read = AssetCatalogReader.read(at: fixture)
            let url = URL(fileURLWithPath: directory.file("\(index).xcassets"))
            try AssetCatalogWriter.write(read.catalog, to: url)
            let back = AssetCatalogReader.read(at: url)
            #expect(back.isComplete, "\(fixture.path): \(back.errors)")
            #expect(back.catalog.names == read.catalog.names, "\(fixture.path)")
        }
    }

    @Test func staleStagingFoldersOfTheSameDestinationAreRemovedOthersAndLiveOnesAreLeftAlone() throws {
        let directory = try TemporaryDirectory()
        let url = URL(fileURLWithPath: directory.file("C.xcassets"))
        let uuid = { UUID().uuidString }
        let oldFormat = ".C.xcassets.writing-\(uuid())"
        let deadOwner = ".C.xcassets.writing-2147483000-\(uuid())"
        let liveOwner = ".C.xcassets.writing-\(getpid())-\(uuid())"
        let otherDestination = ".D.xcassets.writing-\(uuid())"
        let notOurs = ".C.xcassets.writing-notes"
        for name in [oldFormat, deadOwner, liveOwner, otherDestination, notOurs] {
            try directory.write("80 MB of catalog", to: "\(name)/big.png")
        }
        // An hour old: stale whatever its name says of its process.
        var times = [timeval(tv_sec: time(nil) - 3600, tv_usec: 0), timeval(tv_sec: time(nil) - 3600, tv_usec: 0)]
        for name in [oldFormat, otherDestination, notOurs] { #expect(utimes(directory.file(name), &times) == 0) }

        let color = ColorSet(variants: [ColorVariant(value: .color(black))])
        try AssetCatalogWriter.write(
            ColorCatalog(entries: [CatalogEntry(name: "A", path: ["A"], value: .color(color))]), to: url)
        #expect(try directory.entries() == ["C.xcassets", liveOwner, otherDestination, notOurs].sorted())
    }

    @Test func movingTheStagedCatalogIntoPlaceNeverReplacesSomethingThatAppearedMeanwhile() throws {
        let directory = try TemporaryDirectory()
        let url = URL(fileURLWithPath: directory.file("C.xcassets"))
        let staged = try StagedDirectory(destination: url)
        try StagedDirectory.writeFile(Array("{}".utf8), to: staged.url(of: ["Contents.json"]))
        // Another writer's catalog arrives after the check for an existing destination.
        try directory.write("theirs", to: "C.xcassets/Contents.json")
        #expect(throws: StagedDirectory.Failure.self) {
            try StagedDirectory.renameWithoutReplacing(staged.staging, to: url)
        }
        #expect(try directory.read("C.xcassets/Contents.json") == "theirs")
        staged.discard()
        // With nothing there, the move succeeds.
        try FileManager.default.removeItem(atPath: url.path)
        let second = try StagedDirectory(destination: url)
        try StagedDirectory.writeFile(Array("{}".utf8), to: second.url(of: ["Contents.json"]))
        try StagedDirectory.renameWithoutReplacing(second.staging, to: url)
        #expect(try directory.read("C.xcassets/Contents.json") == "{}")
    }

    @Test func aResolverReadsAFileOutsideItsFolderOnlyWhenItIsATokenFileAndShowsNothingOfAnyOther() throws {
        let directory = try TemporaryDirectory()
        try directory.write("aws_secret_access_key = hunter2hunter2\n", to: "creds")
        try directory.write(#"{"auths": {"registry": {"auth": "hunter2hunter2"}}}"#, to: "config.json")
        try directory.write(##"{"base": {"$type": "color", "ink": {"$value": "#111111"}}}"##, to: "base.tokens.json")
        try directory.write(
            ##"{"local": {"$type": "color", "paper": {"$value": "#FFFFFF"}}}"##, to: "t/local.tokens.json")
        try directory.write("{}", to: "t/inside.json")
        try FileManager.default.createSymbolicLink(
            atPath: directory.file("t/linked.json"), withDestinationPath: directory.file("config.json"))
        try directory.write(
            """
            {"version": "2025.10", "sets": {"base": {"sources": [
              {"$ref": "../creds"}, {"$ref": "../config.json"}, {"$ref": "linked.json"},
              {"$ref": "../base.tokens.json"}, {"$ref": "local.tokens.json"}, {"$ref": "inside.json"}]}},
             "resolutionOrder": [{"$ref": "#/sets/base"}]}
            """, to: "t/x.resolver.json")
        let result = TokenReader().read(contentsOf: URL(fileURLWithPath: directory.file("t/x.resolver.json")))
        let text = result.diagnostics.map(\.description).joined(separator: "\n")
        #expect(!text.contains("hunter2"), "\(text)")
        #expect(!text.contains("auths") && !text.contains("registry"), "\(text)")
        let outside = result.diagnostics.filter { $0.message.contains("is outside this document's folder") }
        #expect(outside.map(\.location?.line) == [2, 2, 2], "\(text)")
        #expect(outside.allSatisfy { $0.file.hasSuffix("t/x.resolver.json") })
        // A token file outside is read; files inside are read as before.
        #expect(result.catalog["base.ink"] != nil)
        #expect(result.catalog["local.paper"] != nil)
    }
}
