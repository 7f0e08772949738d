public import Foundation
public import ShadeCatalogModel
public import ShadeJSON

/// A group folder of an asset catalog: a folder without an extension that holds assets and other
/// groups.
///
/// A group whose `Contents.json` says `"provides-namespace" : true` puts its name in front of the
/// names of the assets inside it (`Brand/Primary`); any other group only organizes the folder, and
/// its assets keep their plain names. A catalog records every group it read, so a writer puts the
/// same folders back, with the same namespaces, even where a group is empty.
public struct CatalogGroup: Hashable, Sendable {
    /// The folders from the catalog down to this group, outermost first: `["Theme", "system"]`.
    public var path: [String]
    /// Whether the group's name is part of the names of the assets inside it.
    public var providesNamespace: Bool
    /// The members of `properties` other than `provides-namespace`, such as
    /// `on-demand-resource-tags`, kept for the writer.
    public var properties: [CatalogJSON.Member]
    /// The other members of the group's `Contents.json` (besides `info` and `properties`), and an
    /// `info` member holding what `info` had besides `author` and `version`; kept for the writer.
    public var extraKeys: [CatalogJSON.Member]

    /// Creates a group record.
    public init(
        path: [String],
        providesNamespace: Bool,
        properties: [CatalogJSON.Member] = [],
        extraKeys: [CatalogJSON.Member] = []
    ) {
        self.path = path
        self.providesNamespace = providesNamespace
        self.properties = properties
        self.extraKeys = extraKeys
    }
}

/// An asset of a type Shade does not read (an app icon, a data set, a symbol set, …), carried
/// through unchanged.
///
/// A reader records where it found the folder, and a writer copies the folder as it is, so that
/// writing a catalog back over itself keeps, for example, its `AppIcon.appiconset`. Two records are
/// equal when their paths are: where the files come from is not part of the value.
public struct OtherAsset: Hashable, Sendable {
    /// The folders from the catalog down to the asset's own folder, whose name has the asset's
    /// type as its extension: `["Icons", "AppIcon.appiconset"]`.
    public var path: [String]
    /// The folder the asset was read from, whose contents a writer copies; `nil` when unknown.
    public var source: URL?

    /// Creates a record of an asset at `path`, whose files are in `source`.
    public init(path: [String], source: URL? = nil) {
        self.path = path
        self.source = source
    }

    /// The asset's type: the extension of its folder, such as `appiconset`.
    public var type: String {
        guard let folder = path.last, let dot = folder.lastIndex(of: ".") else { return "" }
        return String(folder[folder.index(after: dot)...])
    }

    /// Whether two records are of the same asset: whether their paths are equal, wherever their
    /// files are.
    public static func == (lhs: OtherAsset, rhs: OtherAsset) -> Bool {
        lhs.path == rhs.path
    }

    /// Hashes the path, the part of the record that `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
    }
}
