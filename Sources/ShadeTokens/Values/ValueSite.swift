import ShadeColor
import ShadeDiagnostics
import ShadeJSON
import ShadeTheme

/// Where a value being read comes from, for diagnostics and for reading its references.
struct ValueSite {
    /// The file the value is written in.
    var file: String
    /// The index of its document.
    var document: Int
    /// The token's dot path.
    var path: String
    /// The token's own name (the last part of the path), for the text style of a font.
    var lastName: String
    /// Whether the type is one of Tokens Studio's, whose values are laxer.
    var lenient: Bool
}
