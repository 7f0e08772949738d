import Foundation
import Shade
import ShadeCatalog
import Testing

/// The real asset catalogs under `Fixtures/xcassets` (see `Fixtures/SOURCES.md`), found beside
/// this file so the tests run on a clean clone.
enum Fixtures {
    /// `Fixtures/xcassets`.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/xcassets", isDirectory: true)

    /// Every `*.xcassets` folder, sorted by path.
    static let catalogs: [URL] = folders(withExtension: "xcassets")

    /// Every `*.colorset` folder, sorted by path.
    static let colorSets: [URL] = folders(withExtension: "colorset")

    /// The catalog at `path` below `Fixtures/xcassets`.
    static func catalog(_ path: String) -> URL {
        root.appendingPathComponent(path, isDirectory: true)
    }

    /// The bytes of the file at `path` below `Fixtures/xcassets`.
    static func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: root.appendingPathComponent(path, isDirectory: false)))
    }

    private static func folders(withExtension pathExtension: String) -> [URL] {
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var found: [URL] = []
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(".\(pathExtension)") { found.append(root.appendingPathComponent(relative)) }
        }
        return found.sorted { $0.path < $1.path }
    }
}

/// Reads a color set's `Contents.json` from text.
func readColorSet(_ json: String, name: String = "Test") -> CatalogReadResult {
    AssetCatalogReader.read(contentsJSON: Array(json.utf8), file: "Test.colorset/Contents.json", name: name)
}

/// The variants of the one color set `result` holds.
func variants(of result: CatalogReadResult) throws -> [ColorVariant] {
    let entry = try #require(result.catalog.entries.first)
    guard case .color(let set) = entry.value else {
        Issue.record("expected a color set, found \(entry.value)")
        return []
    }
    return set.variants
}

/// The color of the first variant of the one color set `result` holds.
func firstColor(of result: CatalogReadResult) throws -> CatalogColor {
    let variant = try #require(try variants(of: result).first)
    guard case .color(let color)? = variant.value else {
        Issue.record("expected a color, found \(String(describing: variant.value))")
        return CatalogColor(space: .sRGB, components: [], alpha: 0, notation: .cssString(""), color: .clear)
    }
    return color
}

/// A color set with one universal variant whose `components` are `components` in `space`.
func colorSetJSON(space: String = "srgb", _ components: String) -> String {
    """
    {
      "colors" : [
        {
          "color" : {
            "color-space" : "\(space)",
            "components" : { \(components) }
          },
          "idiom" : "universal"
        }
      ],
      "info" : { "author" : "xcode", "version" : 1 }
    }
    """
}

/// A copy of `catalog` with no entry's source location, for comparing catalogs read from
/// different folders.
func withoutSources(_ catalog: ColorCatalog) -> ColorCatalog {
    ColorCatalog(
        entries: catalog.entries.map {
            var entry = $0
            entry.source = nil
            return entry
        }, metadata: catalog.metadata, groups: catalog.groups, otherAssets: catalog.otherAssets)
}
