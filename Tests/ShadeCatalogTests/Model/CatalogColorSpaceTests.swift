import ShadeColor
import Testing

@testable import ShadeCatalog
@testable import ShadeTokens

/// The model names a color space; each format spells it, and reads back exactly its own spelling.
@Suite struct CatalogColorSpaceTests {
    @Test func anAssetCatalogSpellsItsSixSpaces() {
        let names = CatalogColor.Space.allCases.compactMap(\.assetCatalogName)
        #expect(
            names == ["srgb", "extended-srgb", "extended-linear-srgb", "display-p3", "gray-gamma-22", "extended-gray"])
        for space in CatalogColor.Space.allCases {
            if let name = space.assetCatalogName { #expect(CatalogColor.Space(assetCatalogName: name) == space) }
            #expect(space.isAssetCatalogSpace == (space.assetCatalogName != nil))
        }
        #expect(CatalogColor.Space(assetCatalogName: "Display-P3") == nil)
        #expect(CatalogColor.Space(assetCatalogName: "oklch") == nil)
    }

    @Test func designTokensSpellTheirFourteenSpacesAsCSSDoes() {
        let names = CatalogColor.Space.tokenSpaces.compactMap(\.tokenName)
        #expect(names.count == 14)
        #expect(Set(names) == Set(CSSColorSpace.allCases.map(\.rawValue)))
        for space in CatalogColor.Space.allCases {
            #expect(space.tokenName == space.cssColorSpace?.rawValue)
            if let name = space.tokenName { #expect(CatalogColor.Space(tokenName: name) == space) }
        }
        #expect(CatalogColor.Space(tokenName: "extended-srgb") == nil)
        #expect(CatalogColor.Space(tokenName: "OKLCH") == nil)
    }

    @Test func everySpaceHasANameInOneFormatAtLeastAndOnlySRGBAndDisplayP3InBoth() {
        for space in CatalogColor.Space.allCases {
            #expect(space.assetCatalogName != nil || space.tokenName != nil, "\(space)")
        }
        let shared = CatalogColor.Space.allCases.filter { $0.assetCatalogName != nil && $0.tokenName != nil }
        #expect(shared == [.sRGB, .displayP3])
        #expect(shared.allSatisfy { $0.assetCatalogName == $0.tokenName })
    }
}
