import ShadeColor
import ShadeDiagnostics
import ShadeJSON

/// One mode of a read: its mode and its documents, in the order they override each other.
struct TokenContext {
    var mode: TokenMode
    var documents: [Int]
}
