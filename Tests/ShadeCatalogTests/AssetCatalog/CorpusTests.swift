import Foundation
import ShadeCatalog
import ShadeDiagnostics
import ShadeTestSupport
import Testing

@Suite("Real asset catalogs")
struct CorpusTests {
    @Test func theFixturesAreAllThere20CatalogsWith51ColorSets() {
        #expect(Fixtures.catalogs.count == 20)
        #expect(Fixtures.colorSets.count == 51)
    }

    @Test(arguments: Fixtures.catalogs)
    func everyCatalogReadsWithoutAnErrorAndEveryColorSetBecomesAnEntry(catalog: URL) {
        let result = AssetCatalogReader.read(at: catalog)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.description))")
        let colorSets = Fixtures.colorSets.filter { $0.path.hasPrefix(catalog.path + "/") }
        #expect(result.catalog.colors.count == colorSets.count)
    }

    @Test(arguments: Fixtures.catalogs)
    func everyCatalogReadsBackTheSameAfterBeingWritten(catalog: URL) throws {
        let original = AssetCatalogReader.read(at: catalog)
        let directory = try TemporaryDirectory()
        let copy = URL(fileURLWithPath: directory.file("Copy.xcassets"))
        let warnings = try AssetCatalogWriter.write(original.catalog, to: copy)
        #expect(warnings.isEmpty, "\(warnings.map(\.description))")
        let reread = AssetCatalogReader.read(at: copy)
        #expect(reread.errors.isEmpty, "\(reread.errors.map(\.description))")
        #expect(withoutSources(reread.catalog) == withoutSources(original.catalog))
        // Written again, nothing changes: the writer's output is its own fixed point.
        let again = URL(fileURLWithPath: directory.file("Again.xcassets"))
        try AssetCatalogWriter.write(reread.catalog, to: again)
        for entry in reread.catalog.entries {
            let folder = entry.path.dropLast().joined(separator: "/")
            let file = (folder.isEmpty ? "" : folder + "/") + entry.path.last! + ".colorset/Contents.json"
            #expect(
                try Data(contentsOf: copy.appendingPathComponent(file))
                    == Data(contentsOf: again.appendingPathComponent(file)), "\(file)")
        }
    }
}
