import ShadeColor
import ShadeDiagnostics
import ShadeJSON

/// One mode of a read: its mode and its documents, in the order they override each other.
package struct TokenContext {
    package var mode: TokenMode
    package var documents: [Int]

    package init(mode: TokenMode, documents: [Int]) {
        self.mode = mode
        self.documents = documents
    }
}
