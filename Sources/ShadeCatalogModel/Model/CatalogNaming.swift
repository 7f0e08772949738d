/// The rules an entry's name and path follow in a format, which a catalog read from one format
/// is renamed by before another format's writer writes it (``ColorCatalog/named(for:)``).
///
/// Each format's module declares its own naming, and the renamings it knows with it: the asset
/// catalogs' (`assetCatalog`, folders and names joined with `/`) knows no other format; the
/// design tokens' (`designTokens`, groups and names joined with `.`) knows how to carry an asset
/// catalog's names in its tokens and give them back. A new format declares its naming in its own
/// module, and no other format's module changes for it.
public struct CatalogNaming: Hashable, Sendable, CustomStringConvertible {
    /// The naming's name, which tells namings apart (`asset catalog`, `design tokens`).
    public let description: String

    /// The catalog renamed from its ``ColorCatalog/naming`` to the target naming, or `nil` when
    /// the format does not know those two namings.
    let renaming: @Sendable (_ catalog: ColorCatalog, _ target: CatalogNaming) -> ColorCatalog?

    /// A naming called `name`. `renaming` renames a catalog between this naming and another
    /// (either way: into this naming from the catalog's, or out of this naming into the target),
    /// and returns `nil` for the namings it does not know.
    public init(
        _ name: String,
        renaming: @escaping @Sendable (_ catalog: ColorCatalog, _ target: CatalogNaming) -> ColorCatalog? = { _, _ in
            nil
        }
    ) {
        self.description = name
        self.renaming = renaming
    }

    /// Whether two namings are the same: they have the same name.
    public static func == (first: CatalogNaming, second: CatalogNaming) -> Bool {
        first.description == second.description
    }

    /// Hashes the naming's name.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(description)
    }
}

extension ColorCatalog {
    /// The catalog as a writer of `format` writes it: renamed into `format` when it was read from
    /// or named for another format, by whichever of the two namings knows the other (the target's
    /// first). A catalog built in code (no ``naming``), or one between two namings that know no
    /// way from one to the other, keeps its names as given. Each writer calls this itself.
    public func named(for format: CatalogNaming) -> ColorCatalog {
        guard let naming, naming != format else { return self }
        return format.renaming(self, format) ?? naming.renaming(self, format) ?? self
    }
}
