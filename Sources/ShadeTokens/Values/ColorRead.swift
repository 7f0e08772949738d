import ShadeColor
import ShadeDiagnostics
import ShadeJSON
import ShadeTheme

/// A color read from a token's value, kept for the other tokens whose alias chains end there:
/// the value is read once, however many aliases it has.
struct ColorRead {
    /// The type it was read as (the type along an alias chain may differ).
    var type: String
    /// The color, or `nil` when it cannot be read.
    var value: TokenValue?
    /// The diagnostics of reading it, for the token whose value it is.
    var diagnostics: [Diagnostic]
    /// Whether a field is a value Shade keeps as written (a Tokens Studio expression), so that
    /// the token is kept as written too.
    var keptAsWritten: Bool
}
