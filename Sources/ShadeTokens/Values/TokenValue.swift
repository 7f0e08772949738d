import ShadeCatalogModel
import ShadeColor
import ShadeDiagnostics
import ShadeJSON
import ShadeTheme

/// A token's value in one mode, as Shade reads it.
enum TokenValue: Equatable {
    case color(CatalogColor)
    // Boxed: a typography description is large, and most tokens are colors.
    indirect case font(ThemeFont, Typography)
    case metric(ThemeMetric, Dimension)
    case other(type: String?, value: CatalogJSON)

    /// The catalog entry's value (a color as a set of one variant, to which the modes add).
    var isColor: Bool {
        if case .color = self { return true }
        return false
    }
}

/// A token resolved in one mode: the token as its document declares it, its value, and the
/// token its value is an alias of, if the whole value is an alias. A tuple, so that its parts
/// move out of it rather than being copied.
typealias ResolvedToken = (raw: RawToken, value: TokenValue, aliasOf: String?)
