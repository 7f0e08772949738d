import ShadeCatalogModel
extension ColorVariant.Condition {
    /// The condition an asset catalog's `appearances` entry states: `luminosity` `light` or
    /// `dark`, `contrast` `high`, Shade's own `level` `elevated`, or any other as it is written.
    init(assetCatalogAppearance kind: String, value: String) {
        self =
            switch (kind, value) {
            case ("luminosity", "light"): .light
            case ("luminosity", "dark"): .dark
            case ("contrast", "high"): .highContrast
            case ("level", "elevated"): .elevated
            default: .other(kind: kind, value: value)
            }
    }

    /// The `appearance` and `value` of the condition's `appearances` entry in an asset catalog.
    var assetCatalogAppearance: (kind: String, value: String) {
        switch self {
        case .light: ("luminosity", "light")
        case .dark: ("luminosity", "dark")
        case .highContrast: ("contrast", "high")
        case .elevated: ("level", "elevated")
        case .other(let kind, let value): (kind, value)
        }
    }
}
