import Foundation
import ShadeDiagnostics
import ShadeJSON

/// A value with its references followed: an alias or a JSON pointer replaced by what it refers to.
struct ReferencedValue {
    /// The value.
    var node: JSONNode
    /// The file it is written in.
    var file: String
    /// The index of that document.
    var document: Int
    /// The token the value was an alias of, if it was a whole alias (`{a.b}`, or a pointer to
    /// `#/a/b/$value`).
    var aliasOf: String?
    /// The opacity GitHub Primer's `alpha` member of that token (or one it aliases) gives.
    var alpha: Double? = nil
}
