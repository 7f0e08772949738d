import Foundation
import Shade
import ShadeCatalog
import ShadeTestSupport
import Testing

/// Text files for a catalog in a temporary directory: path below the catalog, and contents.
typealias CatalogFiles = [(path: String, text: String)]

/// Writes `files` into a new `Test.xcassets` in `directory`, and returns its URL.
func makeCatalog(_ files: CatalogFiles, in directory: TemporaryDirectory, name: String = "Test.xcassets") throws -> URL
{
    for (path, text) in files { try directory.write(text, to: "\(name)/\(path)") }
    try FileManager.default.createDirectory(atPath: directory.file(name), withIntermediateDirectories: true)
    return URL(fileURLWithPath: directory.file(name), isDirectory: true)
}

/// A color set's `Contents.json` with one universal sRGB color of this gray.
func graySet(_ value: String = "0.500") -> String {
    colorSetJSON(#""alpha" : "1.000", "blue" : "\#(value)", "green" : "\#(value)", "red" : "\#(value)""#)
}

let namespaced = #"{"info": {"author": "xcode", "version": 1}, "properties": {"provides-namespace": true}}"#
let plainGroup = #"{"info": {"author": "xcode", "version": 1}}"#

@Suite("Catalog folders, groups and names")
struct CatalogFolderTests {
    @Test func namesJoinNamespacedGroupsWithPathHasEveryFolderTheNameIsAllBeforeTheLastDot() throws {
        let directory = try TemporaryDirectory()
        let catalog = try makeCatalog(
            [
                ("Contents.json", plainGroup),
                ("Theme/Contents.json", namespaced),
                ("Theme/system/Contents.json", namespaced),
                ("Theme/system/Background/Contents.json", plainGroup),
                ("Theme/system/Background/system.elevated.background.colorset/Contents.json", graySet()),
                ("Scene/Contents.json", namespaced),
                ("Scene/Profile/Contents.json", namespaced),
                ("Scene/Profile/Banner/Contents.json", namespaced),
                ("Scene/Profile/Banner/username.gray.colorset/Contents.json", graySet()),
                ("Dark/Contents.json", plainGroup),
                ("Dark/Night.colorset/Contents.json", graySet()),
                ("Loose/Primary 300.colorset/Contents.json", graySet()),
            ], in: directory)
        let result = AssetCatalogReader.read(at: catalog)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        #expect(
            result.catalog.names == [
                "Night", "Primary 300", "Scene/Profile/Banner/username.gray", "Theme/system/system.elevated.background",
            ])
        #expect(
            result.catalog["Theme/system/system.elevated.background"]?.path == [
                "Theme", "system", "Background", "system.elevated.background",
            ])
        #expect(result.catalog["Night"]?.path == ["Dark", "Night"])
        #expect(
            result.catalog.groups == [
                CatalogGroup(path: ["Dark"], providesNamespace: false),
                CatalogGroup(path: ["Loose"], providesNamespace: false),
                CatalogGroup(path: ["Scene"], providesNamespace: true),
                CatalogGroup(path: ["Scene", "Profile"], providesNamespace: true),
                CatalogGroup(path: ["Scene", "Profile", "Banner"], providesNamespace: true),
                CatalogGroup(path: ["Theme"], providesNamespace: true),
                CatalogGroup(path: ["Theme", "system"], providesNamespace: true),
                CatalogGroup(path: ["Theme", "system", "Background"], providesNamespace: false),
            ])
        let entry = try #require(result.catalog["Night"])
        #expect(entry.source?.file == catalog.appendingPathComponent("Dark/Night.colorset/Contents.json").path)
        #expect(entry.source?.position == DocumentLocation(line: 1, column: 1))
    }

    @Test func realCatalogsNamespacesNestedInPlainGroupsAndPlainGroupsInNamespaces() {
        let foodTruck = AssetCatalogReader.read(
            at: Fixtures.catalog("apple__sample-food-truck/FoodTruckKit/Sources/Assets.xcassets"))
        #expect(foodTruck.catalog.names == ["sugar", "dough/pink-bg", "header/Sky Start"])
        let blackboard = AssetCatalogReader.read(
            at: Fixtures.catalog("NathanE73__Blackboard/Shared/Resources/Colors.xcassets"))
        #expect(
            blackboard.catalog.names.contains("Night") && blackboard.catalog.names.contains("Fluorescent/Magic Mint"))
        #expect(blackboard.catalog["maroon color"]?.path == ["Dark", "maroon color"])
        let swiftGen = AssetCatalogReader.read(
            at: Fixtures.catalog("SwiftGen__SwiftGen/Sources/TestUtils/Fixtures/Resources/XCAssets/Styles.xcassets"))
        #expect(swiftGen.catalog.names == ["24Vision/Background", "Vengo/Primary"])
        let terrazzo = AssetCatalogReader.read(
            at: Fixtures.catalog("terrazzoapp__terrazzo/packages/plugin-swift/test/color/Want.xcassets"))
        #expect(terrazzo.catalog.names == ["color.primitive.blue.1"])
    }

    @Test func aGroupsContentsJsonMayBeMissingAMalformedOneIsAWarningAndTheGroupIsNotNamespaced() throws {
        let directory = try TemporaryDirectory()
        let catalog = try makeCatalog(
            [
                ("Missing/A.colorset/Contents.json", graySet()),
                ("Broken/Contents.json", #"{"properties": {"provides-namespace": true},}"#),
                ("Broken/B.colorset/Contents.json", graySet()),
                ("Stringly/Contents.json", #"{"properties": {"provides-namespace": "true"}}"#),
                ("Stringly/C.colorset/Contents.json", graySet()),
                (
                    "Tagged/Contents.json",
                    #"{"properties": {"on-demand-resource-tags": ["a", "b"], "provides-namespace": true}}"#
                ),
                ("Tagged/D.colorset/Contents.json", graySet()),
            ], in: directory)
        let result = AssetCatalogReader.read(at: catalog)
        #expect(result.isComplete)
        #expect(result.catalog.names == ["B", "A", "C", "Tagged/D"])
        let broken = catalog.appendingPathComponent("Broken/Contents.json").path
        let stringly = catalog.appendingPathComponent("Stringly/Contents.json").path
        #expect(
            result.diagnostics.map(\.description) == [
                "\(broken):1:45: warning: a trailing comma is not allowed; the group is read as not providing a namespace",
                "\(stringly):1:39: warning: properties.provides-namespace: expected true or false, found \"true\"; "
                    + "the group is read as not providing a namespace",
            ])
        #expect(
            result.catalog.groups.last
                == CatalogGroup(
                    path: ["Tagged"], providesNamespace: true,
                    properties: [CatalogJSON.Member("on-demand-resource-tags", .array([.string("a"), .string("b")]))]))
    }

    @Test func otherAssetTypesAreNotReadButRecordedHiddenFoldersAndStrayFilesAreSkipped() throws {
        let directory = try TemporaryDirectory()
        let catalog = try makeCatalog(
            [
                ("AppIcon.appiconset/Contents.json", #"{"images": [], "info": {"author": "xcode", "version": 1}}"#),
                ("Data/Blob.dataset/Contents.json", #"{"data": []}"#),
                ("Data/Blob.dataset/blob.bin", "data"),
                ("Symbols/gear.symbolset/Contents.json", "{}"),
                ("Weird.thing/Contents.json", "not json"),
                (".git/Fake.colorset/Contents.json", graySet()),
                ("README.md", "not an asset"),
                ("Real.colorset/Contents.json", graySet()),
            ], in: directory)
        let result = AssetCatalogReader.read(at: catalog)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        #expect(result.catalog.names == ["Real"])
        #expect(
            result.catalog.otherAssets.map(\.path) == [
                ["AppIcon.appiconset"], ["Data", "Blob.dataset"], ["Symbols", "gear.symbolset"], ["Weird.thing"],
            ])
        #expect(result.catalog.otherAssets.map(\.type) == ["appiconset", "dataset", "symbolset", "thing"])
        #expect(result.catalog.otherAssets[1].source?.path == catalog.appendingPathComponent("Data/Blob.dataset").path)
    }

    @Test func aMalformedColorSetIsAnErrorForThatSetOnlyTheRestOfTheCatalogIsRead() throws {
        let directory = try TemporaryDirectory()
        let catalog = try makeCatalog(
            [
                ("A.colorset/Contents.json", graySet("0.100")),
                (
                    "B.colorset/Contents.json",
                    "{\n  \"colors\" : [\n    {\n      \"idiom\" : \"universal\"\n    },\n  ]\n}\n"
                ),
                ("C.colorset/Contents.json", graySet("0.300")),
                ("D.colorset/README", "no Contents.json here"),
            ], in: directory)
        let result = AssetCatalogReader.read(at: catalog)
        #expect(result.catalog.names == ["A", "C"])
        #expect(
            result.diagnostics.map(\.description) == [
                "\(catalog.appendingPathComponent("B.colorset/Contents.json").path):6:3: error: B: "
                    + "a trailing comma is not allowed; the color set is left out",
                "\(catalog.appendingPathComponent("D.colorset/Contents.json").path): error: D: "
                    + "the color set has no Contents.json; it is left out",
            ])
    }

    @Test func aNameUsedTwiceIsAnErrorTheFirstDefinitionIsKept() throws {
        let directory = try TemporaryDirectory()
        let catalog = try makeCatalog(
            [
                ("Dark/Night.colorset/Contents.json", graySet("0.100")),
                ("Light/Night.colorset/Contents.json", graySet("0.900")),
                ("Named/Contents.json", namespaced),
                ("Named/Night.colorset/Contents.json", graySet("0.500")),
            ], in: directory)
        let result = AssetCatalogReader.read(at: catalog)
        #expect(result.catalog.names == ["Night", "Named/Night"])
        let first = catalog.appendingPathComponent("Dark/Night.colorset/Contents.json").path
        let second = catalog.appendingPathComponent("Light/Night.colorset/Contents.json").path
        #expect(
            result.errors.map(\.description) == [
                "\(second): error: Night: the name is already used by \(first); this color set is left out"
            ])
        #expect(result.catalog["Night"]?.path == ["Dark", "Night"])
    }

    @Test func aLinkBackToAFolderAlreadyReadIsNotReadAgainWithAWarning() throws {
        let directory = try TemporaryDirectory()
        let url = try makeCatalog([("Group/A.colorset/Contents.json", graySet())], in: directory)
        for name in ["Again", "More"] {
            try FileManager.default.createSymbolicLink(
                atPath: url.appendingPathComponent("Group/\(name)").path, withDestinationPath: "..")
        }
        let result = AssetCatalogReader.read(at: url)
        #expect(result.catalog.names == ["A"])
        #expect(result.catalog.groups == [CatalogGroup(path: ["Group"], providesNamespace: false)])
        #expect(
            result.diagnostics.map(\.description) == [
                "\(url.path)/Group/Again: warning: is a link to a folder already read; it is not read again",
                "\(url.path)/Group/More: warning: is a link to a folder already read; it is not read again",
            ])
    }

    @Test func theCatalogsOwnContentsJsonIsKeptAsMetadataAMissingCatalogIsOneError() {
        let homeAssistant = AssetCatalogReader.read(
            at: Fixtures.catalog("home-assistant__iOS/Sources/Shared/Assets/Colors.xcassets"))
        #expect(
            homeAssistant.catalog.metadata == [
                CatalogJSON.Member(
                    "properties",
                    .object([CatalogJSON.Member("generate-swift-asset-symbol-extensions", .string("enabled"))]))
            ])
        #expect(homeAssistant.catalog.names == ["primaryBackground", "secondaryBackground", "Domain/cover"])
        let missing = AssetCatalogReader.read(at: URL(fileURLWithPath: "/nonexistent/Colors.xcassets"))
        #expect(missing.catalog.count == 0)
        #expect(
            missing.errors.map(\.description) == [
                "/nonexistent/Colors.xcassets: error: there is no asset catalog at this path"
            ])
    }
}
