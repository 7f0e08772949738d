public import ShadeCatalogModel
extension CatalogColor.Space {
    /// The six spaces an asset catalog's `color-space` names, in the order its messages list them.
    static let assetCatalogSpaces: [CatalogColor.Space] = [
        .sRGB, .extendedSRGB, .extendedLinearSRGB, .displayP3, .grayGamma22, .extendedGray,
    ]

    /// The space's name in an asset catalog's `color-space` (`srgb`, `extended-srgb`,
    /// `extended-linear-srgb`, `display-p3`, `gray-gamma-22`, `extended-gray`; Xcode asset
    /// catalog format), or `nil` for a space an asset catalog cannot name.
    public var assetCatalogName: String? {
        switch self {
        case .sRGB: "srgb"
        case .extendedSRGB: "extended-srgb"
        case .extendedLinearSRGB: "extended-linear-srgb"
        case .displayP3: "display-p3"
        case .grayGamma22: "gray-gamma-22"
        case .extendedGray: "extended-gray"
        default: nil
        }
    }

    /// The space an asset catalog's `color-space` spells `name`, exactly, or `nil` for another name.
    public init?(assetCatalogName name: String) {
        guard let space = Self.assetCatalogSpaces.first(where: { $0.assetCatalogName == name }) else { return nil }
        self = space
    }

    /// Whether an asset catalog can name the space.
    public var isAssetCatalogSpace: Bool { assetCatalogName != nil }

    /// The space as the asset catalog reader and writer spell it in files and messages: its
    /// ``assetCatalogName``, which every space they hold has (the reader reads only those, and
    /// the writer converts a color of any other space first); the model's name otherwise.
    var assetCatalogSpelling: String { assetCatalogName ?? String(describing: self) }
}
