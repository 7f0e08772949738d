package import ShadeCatalogModel
import ShadeColor
import ShadeJSON

/// How an asset catalog wrote a color set's colors: their space and the notation of their channels
/// and alpha, which a design token has no place for.
///
/// The token writer keeps it in `$extensions` (under ``ColorCatalog/assetCatalogExtensionKey``,
/// as `notation`) when the token's value alone would come back written otherwise, such as
/// Xcode's 8-bit `"0xB2"` channels or an `extended-linear-srgb` space, and
/// ``ColorCatalog/namedForAssetCatalog()`` writes the token's value back in it:
///
/// ```json
/// "notation": { "color-space": "display-p3", "channels": "0xFF", "alpha": "0.000" }
/// ```
///
/// Each style is spelled as a sample of itself: `"0.000"` (decimals with that many places, `"0"`
/// for none),
/// `"shortest"` (the shortest decimal that reads back), `"255"` (8-bit integers), `"0xFF"` or
/// `"0XFF"` (8-bit hexadecimal, with that prefix), `"number"` (JSON numbers).
package struct AssetCatalogNotation: Hashable {
    package var space: CatalogColor.Space
    package var channels: CatalogColor.ComponentStyle
    package var alpha: CatalogColor.ComponentStyle

    /// The notation of a color read from an asset catalog, or `nil` for a color from elsewhere.
    package init?(of color: CatalogColor) {
        guard case .assetCatalog(let channels, let alpha) = color.notation, color.space.isAssetCatalogSpace else {
            return nil
        }
        self.init(space: color.space, channels: channels, alpha: alpha)
    }

    package init(space: CatalogColor.Space, channels: CatalogColor.ComponentStyle, alpha: CatalogColor.ComponentStyle) {
        self.space = space
        self.channels = channels
        self.alpha = alpha
    }

    /// The notation `json` spells, or `nil` when it spells none.
    package init?(json: CatalogJSON) {
        guard let spaceName = json["color-space"]?.stringValue,
            let space = CatalogColor.Space(assetCatalogName: spaceName),
            let channels = json["channels"]?.stringValue.flatMap(Self.style(named:)),
            let alpha = json["alpha"]?.stringValue.flatMap(Self.style(named:))
        else { return nil }
        self.init(space: space, channels: channels, alpha: alpha)
    }

    /// The notation as the token's `$extensions` hold it.
    package var json: CatalogJSON {
        .object([
            CatalogJSON.Member("color-space", .string(space.assetCatalogSpelling)),
            CatalogJSON.Member("channels", .string(Self.name(of: channels))),
            CatalogJSON.Member("alpha", .string(Self.name(of: alpha))),
        ])
    }

    /// `color` (a token's) in this space and notation, as an asset catalog writes it.
    package func applied(to color: CatalogColor) -> CatalogColor {
        let channels = WrittenComponents.channels(of: color.color, in: space)
        return CatalogColor(
            space: space, components: channels.map { Optional($0) }, alpha: color.alpha,
            notation: .assetCatalog(channels: self.channels, alpha: alpha), color: color.color)
    }

    private static func name(of style: CatalogColor.ComponentStyle) -> String {
        switch style {
        case .decimal(let places?): places > 0 ? "0." + String(repeating: "0", count: places) : "0"
        case .decimal(nil): "shortest"
        case .integer: "255"
        case .hexadecimal(let uppercasePrefix): uppercasePrefix ? "0XFF" : "0xFF"
        case .number: "number"
        }
    }

    private static func style(named name: String) -> CatalogColor.ComponentStyle? {
        switch name {
        case "shortest": return .decimal(places: nil)
        case "0": return .decimal(places: 0)
        case "255": return .integer
        case "0xFF": return .hexadecimal(uppercasePrefix: false)
        case "0XFF": return .hexadecimal(uppercasePrefix: true)
        case "number": return .number
        default:
            guard name.hasPrefix("0."), name.count > 2, name.dropFirst(2).allSatisfy({ $0 == "0" }) else { return nil }
            return .decimal(places: name.count - 2)
        }
    }
}
