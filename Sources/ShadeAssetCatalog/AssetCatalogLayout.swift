public import ShadeCatalogModel
public import ShadeJSON

/// What an asset catalog keeps of its folder that no other format has a place for: its group
/// folders and the assets Shade does not read. The asset catalog reader fills it and the writer
/// puts it back (a ``CatalogSidecar``).
public struct AssetCatalogLayout: CatalogSidecar {
    /// The group folders, in the order they were read, with whether each provides a namespace;
    /// kept so that a writer puts every folder back as it was, empty ones included.
    public var groups: [CatalogGroup] = []
    /// The assets Shade does not read (app icons, data sets, symbol sets, …), carried through
    /// unchanged so that writing a catalog back does not lose them.
    public var otherAssets: [OtherAsset] = []

    /// Nothing kept.
    public init() {}
}

extension ColorCatalog {
    /// A catalog of `entries` with an asset catalog's `groups` and `otherAssets`
    /// (``AssetCatalogLayout``); a later entry replaces an earlier one of the same name, in place.
    public init(
        entries: some Sequence<CatalogEntry>, metadata: [CatalogJSON.Member] = [], groups: [CatalogGroup],
        otherAssets: [OtherAsset] = []
    ) {
        self.init(entries: entries, metadata: metadata)
        self.groups = groups
        self.otherAssets = otherAssets
    }

    /// The group folders of an asset catalog (``AssetCatalogLayout/groups``); empty for a catalog
    /// read from another format.
    public var groups: [CatalogGroup] {
        get { self[sidecar: AssetCatalogLayout.self].groups }
        set { self[sidecar: AssetCatalogLayout.self].groups = newValue }
    }

    /// The assets of an asset catalog that Shade does not read (``AssetCatalogLayout/otherAssets``).
    public var otherAssets: [OtherAsset] {
        get { self[sidecar: AssetCatalogLayout.self].otherAssets }
        set { self[sidecar: AssetCatalogLayout.self].otherAssets = newValue }
    }
}
