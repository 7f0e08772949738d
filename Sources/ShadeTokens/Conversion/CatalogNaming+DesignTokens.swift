import ShadeAssetCatalog
public import ShadeCatalogModel

extension CatalogNaming {
    /// A design-token file's naming: the path is the groups and the token's name, with no `.`
    /// inside a part; the name is the parts joined with `.` (`color.bg.default`). Figma variables
    /// are read named this way (`danger/fg` is `danger.fg`).
    ///
    /// It renames a catalog of any other naming into design tokens
    /// (``ColorCatalog/namedForDesignTokens()``), and a catalog of design tokens into an asset
    /// catalog (``ColorCatalog/namedForAssetCatalog()``), giving back what the tokens kept of one.
    public static let designTokens = CatalogNaming("design tokens", renaming: renamedForDesignTokens)

    private static func renamedForDesignTokens(_ catalog: ColorCatalog, to target: CatalogNaming) -> ColorCatalog? {
        if target == .designTokens { return catalog.namedForDesignTokens() }
        if target == .assetCatalog, catalog.naming == .designTokens { return catalog.namedForAssetCatalog() }
        return nil
    }
}
