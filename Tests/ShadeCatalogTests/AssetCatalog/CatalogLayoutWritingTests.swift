import Foundation
import Shade
import ShadeCatalog
import ShadeTestSupport
import Testing

/// A color value in Xcode's default notation.
func xcodeColor(_ red: Double, _ green: Double, _ blue: Double) -> ColorVariant.Value {
    .color(
        CatalogColor(
            space: .sRGB, components: [red, green, blue], alpha: 1,
            notation: .assetCatalog(channels: .decimal(places: 3), alpha: .decimal(places: 3)),
            color: Color(red: red, green: green, blue: blue)))
}

/// A color entry with one universal variant.
func colorEntry(_ name: String, path: [String]? = nil, gray: Double = 0.5) -> CatalogEntry {
    CatalogEntry(
        name: name, path: path, value: .color(ColorSet(variants: [ColorVariant(value: xcodeColor(gray, gray, gray))])))
}

@Suite("Folders and safety of the writer")
struct CatalogLayoutWritingTests {
    @Test func groupFoldersGetTheNamespacesTheEntriesNamesNeedAndReadBackUnderTheSameNames() throws {
        let directory = try TemporaryDirectory()
        let url = URL(fileURLWithPath: directory.file("Out.xcassets"))
        let catalog = ColorCatalog(entries: [
            colorEntry("Brand/Primary"),
            colorEntry("Night", path: ["Dark", "Night"]),
            colorEntry(
                "Theme/system/system.elevated.background",
                path: ["Theme", "system", "Background", "system.elevated.background"]),
        ])
        let warnings = try AssetCatalogWriter.write(catalog, to: url)
        #expect(warnings.isEmpty, "\(warnings.map(\.description))")
        #expect(
            try directory.read("Out.xcassets/Brand/Contents.json")
                == "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  },\n  \"properties\" : {\n    \"provides-namespace\" : true\n  }\n}\n"
        )
        #expect(
            try directory.read("Out.xcassets/Dark/Contents.json")
                == "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
        #expect(
            try directory.read("Out.xcassets/Contents.json")
                == "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
        let reread = AssetCatalogReader.read(at: url)
        #expect(reread.diagnostics.isEmpty)
        #expect(Set(reread.catalog.names) == Set(catalog.names))
        #expect(
            reread.catalog["Theme/system/system.elevated.background"]?.path == [
                "Theme", "system", "Background", "system.elevated.background",
            ])
    }

    @Test func whatAnAssetCatalogCannotHoldIsLeftOutWithAWarningATokenPathBecomesNamespaces() throws {
        let directory = try TemporaryDirectory()
        let url = URL(fileURLWithPath: directory.file("Out.xcassets"))
        let themed = ColorSet(variants: [
            ColorVariant(value: xcodeColor(1, 1, 1)),
            ColorVariant(conditions: [.dark, .elevated], value: xcodeColor(0.2, 0.2, 0.2)),
            ColorVariant(theme: "tritanopia", value: xcodeColor(0, 0, 1)),
        ])
        let catalog = ColorCatalog(entries: [
            colorEntry("color.bg.default", path: ["color", "bg", "default"]),
            CatalogEntry(name: "themed", value: .color(themed)),
            CatalogEntry(name: "spacing.small", value: .metric(ThemeMetric(8), Dimension(8, unit: "px"))),
        ])
        let warnings = try AssetCatalogWriter.write(catalog, to: url)
        #expect(
            warnings.map { "\($0.path ?? ""): \($0.message)" } == [
                "spacing.small: an asset catalog holds only colors and images; this entry is left out",
                "color.bg.default: is written as color/bg/default, the name its folders' namespaces give",
                "themed: its variant for the elevated level has no place in an asset catalog; it is left out",
                "themed: its variant for the theme \"tritanopia\" has no place in an asset catalog; it is left out",
            ])
        let reread = AssetCatalogReader.read(at: url)
        #expect(reread.catalog.names == ["color/bg/default", "themed"])
        guard case .color(let set)? = reread.catalog["themed"]?.value else {
            Issue.record("themed is not a color")
            return
        }
        #expect(set.variants == [ColorVariant(value: xcodeColor(1, 1, 1))])
    }

    @Test func namesThatCannotBeFoldersAndTwoEntriesInOneFolderStopTheWriterBeforeItWrites() throws {
        let directory = try TemporaryDirectory()
        let url = URL(fileURLWithPath: directory.file("Out.xcassets"))
        #expect(
            throws: AssetCatalogWriteError.invalidName(
                entry: "a.b/c", name: "a.b", reason: "has a dot, which would make the group folder an asset")
        ) {
            try AssetCatalogWriter.write(ColorCatalog(entries: [colorEntry("a.b/c")]), to: url)
        }
        #expect(
            throws: AssetCatalogWriteError.invalidName(
                entry: ".hidden", name: ".hidden", reason: "starts with a dot, which hides the folder")
        ) {
            try AssetCatalogWriter.write(ColorCatalog(entries: [colorEntry(".hidden")]), to: url)
        }
        #expect(
            throws: AssetCatalogWriteError.sameFolder(
                path: url.path + "/brand/red.colorset", first: "Brand/Red", second: "brand/red")
        ) {
            try AssetCatalogWriter.write(
                ColorCatalog(entries: [colorEntry("Brand/Red"), colorEntry("brand/red")]), to: url)
        }
        #expect(try directory.entries().isEmpty)
    }

    @Test func somethingThatIsNotACatalogIsNotReplacedUnlessTheOptionSaysSo() throws {
        let directory = try TemporaryDirectory()
        let catalog = ColorCatalog(entries: [colorEntry("Red")])
        try directory.write("precious", to: "Notes.xcassets")
        try directory.write("precious too", to: "Folder/file.txt")
        for name in ["Notes.xcassets", "Folder"] {
            let url = URL(fileURLWithPath: directory.file(name))
            #expect(throws: AssetCatalogWriteError.destinationIsNotACatalog(path: url.path)) {
                try AssetCatalogWriter.write(catalog, to: url)
            }
        }
        #expect(try directory.read("Notes.xcassets") == "precious")
        #expect(try directory.read("Folder/file.txt") == "precious too")
        #expect(try directory.entries() == ["Folder", "Notes.xcassets"])
        let error = AssetCatalogWriteError.destinationIsNotACatalog(path: "/x/Notes.xcassets")
        #expect(
            error.description
                == "/x/Notes.xcassets: error: is not an asset catalog (a folder named *.xcassets); not replaced, nothing was written"
        )

        try AssetCatalogWriter.write(
            catalog, to: URL(fileURLWithPath: directory.file("Folder")), options: .replacingNonCatalogItem)
        #expect(try directory.entries(in: "Folder") == ["Contents.json", "Red.colorset"])
        #expect(try directory.entries() == ["Folder", "Notes.xcassets"])
    }

    @Test func anExistingCatalogIsReplacedAsAWholeWithNothingLeftBesideIt() throws {
        let directory = try TemporaryDirectory()
        let url = try makeCatalog(
            [("Old.colorset/Contents.json", graySet()), ("Group/Older.colorset/Contents.json", graySet())],
            in: directory)
        try AssetCatalogWriter.write(ColorCatalog(entries: [colorEntry("New")]), to: url)
        #expect(try directory.entries() == ["Test.xcassets"])
        #expect(try directory.entries(in: "Test.xcassets") == ["Contents.json", "New.colorset"])
        #expect(AssetCatalogReader.read(at: url).catalog.names == ["New"])
        // Missing parent folders are made.
        let nested = URL(fileURLWithPath: directory.file("a/b/Nested.xcassets"))
        try AssetCatalogWriter.write(ColorCatalog(entries: [colorEntry("New")]), to: nested)
        #expect(try directory.entries(in: "a/b") == ["Nested.xcassets"])
    }

    @Test func writingACatalogBackOverItselfKeepsTheAssetsShadeDoesNotReadAndImageFiles() throws {
        let directory = try TemporaryDirectory()
        let url = try makeCatalog(
            [
                ("AppIcon.appiconset/Contents.json", #"{"images": [{"filename": "icon.png", "idiom": "universal"}]}"#),
                ("AppIcon.appiconset/icon.png", "PNG bytes"),
                ("Data/Blob.dataset/Contents.json", "{}"),
                ("Data/Blob.dataset/nested/blob.bin", "blob"),
                ("Icons/Contents.json", namespaced),
                (
                    "Icons/Share.imageset/Contents.json",
                    #"{"images": [{"filename": "share.png", "idiom": "universal"}]}"#
                ),
                ("Icons/Share.imageset/share.png", "share PNG"),
                ("Red.colorset/Contents.json", graySet()),
            ], in: directory)
        try FileManager.default.createSymbolicLink(
            atPath: url.appendingPathComponent("Data/Blob.dataset/nested/up").path, withDestinationPath: "..")
        var catalog = AssetCatalogReader.read(at: url).catalog
        catalog.insert(colorEntry("Red", gray: 0.25))
        try AssetCatalogWriter.write(catalog, to: url)
        #expect(try directory.read("Test.xcassets/AppIcon.appiconset/icon.png") == "PNG bytes")
        #expect(
            try directory.read("Test.xcassets/AppIcon.appiconset/Contents.json")
                == #"{"images": [{"filename": "icon.png", "idiom": "universal"}]}"#)
        #expect(try directory.read("Test.xcassets/Data/Blob.dataset/nested/blob.bin") == "blob")
        #expect(
            try FileManager.default.destinationOfSymbolicLink(
                atPath: url.appendingPathComponent("Data/Blob.dataset/nested/up").path) == "..")
        #expect(try directory.read("Test.xcassets/Icons/Share.imageset/share.png") == "share PNG")
        #expect(try directory.entries() == ["Test.xcassets"])
        let reread = AssetCatalogReader.read(at: url)
        #expect(reread.diagnostics.isEmpty)
        #expect(withoutSources(reread.catalog) == withoutSources(catalog))
    }

    @Test(
        "a failure half-way leaves the old catalog as it was and no staging folder",
        .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/mem"), "needs a file that cannot be read"))
    func failureHalfWay() throws {
        let directory = try TemporaryDirectory()
        let url = try makeCatalog([("Old.colorset/Contents.json", graySet())], in: directory)
        let before = try directory.read("Test.xcassets/Old.colorset/Contents.json")
        // /proc/self/mem exists, so the plan accepts it, but reading it fails: the copy fails after
        // the catalog's other files were written into the staging folder.
        let unreadable = ImageSet(
            images: [ImageVariant(filename: "mem")], directory: URL(fileURLWithPath: "/proc/self", isDirectory: true))
        let catalog = ColorCatalog(entries: [
            colorEntry("A"), colorEntry("Group/B"), CatalogEntry(name: "Z", value: .image(unreadable)),
        ])
        let error = #expect(throws: AssetCatalogWriteError.self) {
            try AssetCatalogWriter.write(catalog, to: url)
        }
        guard case .fileSystem(let path, _)? = error else {
            Issue.record("expected a file-system error, found \(String(describing: error))")
            return
        }
        #expect(path == "/proc/self/mem")
        #expect(try directory.entries() == ["Test.xcassets"])
        #expect(try directory.entries(in: "Test.xcassets") == ["Old.colorset"])
        #expect(try directory.read("Test.xcassets/Old.colorset/Contents.json") == before)
    }
}
