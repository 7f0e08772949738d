public import ShadeCatalogModel
public import ShadeJSON

/// What a design-token file keeps of its groups that no other format has a place for: each
/// group's own properties. The token reader fills it and the token writer puts it back (a
/// ``CatalogSidecar``).
public struct TokenGroups: CatalogSidecar {
    /// The properties of groups, keyed by the group's path (outermost first, compared by
    /// scalars): a group's `$description`, `$deprecated`, `$extends`, `$extensions` and unknown
    /// `$` properties. A group's `$type` is not kept here: it is part of each entry's value.
    public var metadata: [CatalogPath: [CatalogJSON.Member]] = [:]

    /// Nothing kept.
    public init() {}
}

extension ColorCatalog {
    /// The properties of a token file's groups (``TokenGroups/metadata``); empty for a catalog
    /// read from another format.
    public var groupMetadata: [CatalogPath: [CatalogJSON.Member]] {
        get { self[sidecar: TokenGroups.self].metadata }
        set { self[sidecar: TokenGroups.self].metadata = newValue }
    }
}
