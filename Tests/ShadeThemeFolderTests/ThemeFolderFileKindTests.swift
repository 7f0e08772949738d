import Foundation
import ShadeCatalog
import ShadeTestSupport
import ShadeTheme
import ShadeThemeFolder
import Testing

/// The themes folder and its standard loader take theme files by ShadeCatalog's `ThemeFileKind`.
struct ThemeFolderFileKindTests {
    @Test
    @MainActor
    func theStandardLoaderAndTheThemesFolderFollowTheSameRule() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            ##"{"info": {"version": 1, "author": "xcode"}, "colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"}}}]}"##,
            to: "themes/Upper.XCASSETS/Red.colorset/Contents.json")
        try directory.write(
            ##"{"Red": {"$type": "color", "$value": "#00FF00"}}"##, to: "themes/Green.TOKENS.JSON")
        // The standard loader reads the asset catalog with the asset catalog reader.
        let url = URL(fileURLWithPath: directory.file("themes/Upper.XCASSETS"))
        let catalog = try #require(ThemeFileLoader.standard.load(url))
        #expect(catalog.errors.isEmpty, "\(catalog.diagnostics)")
        #expect(catalog.catalog.entries.map(\.name) == ["Red"])
        // The themes folder offers both, named without their endings.
        let folder = ThemeFolder<CatalogTheme>(path: directory.file("themes"))
        folder.load()
        #expect(folder.folderThemes.map(\.id) == ["Green", "Upper"])
    }
}
