/// The rules an entry's name and path follow in a format, which a catalog read from one format
/// must be renamed by before another format's writer writes it (``ColorCatalog/naming``).
public enum CatalogNaming: Hashable, Sendable {
    /// An asset catalog's: the path is the folders and the asset's name; the name is the folders
    /// that provide a namespace and the asset's name, joined with `/` (`Brand/Primary`).
    case assetCatalog
    /// A design-token file's: the path is the groups and the token's name, with no `.` inside a
    /// part; the name is the parts joined with `.` (`color.bg.default`). Figma variables are read
    /// named this way (`danger/fg` is `danger.fg`).
    case designTokens
}
