import ShadeColor
import ShadeDiagnostics
import ShadeJSON
import ShadeTheme

/// The kinds of token Shade interprets, from the `$type` names of DTCG 2025.10 and of Tokens
/// Studio's legacy format.
enum TokenKind: Equatable {
    case color
    case dimension
    case fontFamily
    case fontWeight
    case typography
    /// Any other type: kept as written.
    case other

    /// The kind of a `$type`, and whether the name is Tokens Studio's (whose values are laxer:
    /// unitless sizes, `"600"` weights, `Regular` weight names).
    init(type: String) {
        switch type {
        case "color": self = .color
        case "dimension", "fontSizes", "letterSpacing": self = .dimension
        case "fontFamily", "fontFamilies": self = .fontFamily
        case "fontWeight", "fontWeights": self = .fontWeight
        case "typography": self = .typography
        default: self = .other
        }
    }

    /// Whether a type name is one of Tokens Studio's rather than DTCG's.
    static func isTokensStudio(_ type: String) -> Bool {
        switch type {
        case "fontSizes", "letterSpacing", "fontFamilies", "fontWeights": true
        default: false
        }
    }

    /// The kind's name in messages.
    var noun: String {
        switch self {
        case .color: "a color"
        case .dimension: "a dimension"
        case .fontFamily: "a font family"
        case .fontWeight: "a font weight"
        case .typography: "a typography value"
        case .other: "a value"
        }
    }
}
