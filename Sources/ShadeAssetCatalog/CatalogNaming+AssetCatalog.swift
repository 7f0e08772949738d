public import ShadeCatalogModel

extension CatalogNaming {
    /// An asset catalog's naming: the path is the folders and the asset's name; the name is the
    /// folders that provide a namespace and the asset's name, joined with `/` (`Brand/Primary`).
    ///
    /// An asset catalog knows no other format's names; the formats that do rename a catalog into
    /// this naming and out of it (``ColorCatalog/named(for:)``).
    public static let assetCatalog = CatalogNaming("asset catalog")
}
