import Foundation
import ShadeDiagnostics
import ShadeJSON

/// The value at the end of a token's alias chain: small, as every token keeps one. The value
/// itself is ``TokenResolver/written(_:)``.
struct FinalValue {
    /// The index of the token whose `$value` it is, in the mode's ``TokenTree/tokens``.
    var tokenIndex: Int
    /// The type: the first one declared along the chain, from the token itself to the end.
    var type: String?
    /// The opacity GitHub Primer's `alpha` member gives the color: that of the first token along
    /// the chain that has one.
    var alpha: Double?
    /// Where that token's value, a JSON pointer, leads: an index into the resolver's pointer
    /// targets; -1 when the value is written out.
    var pointerTarget = -1
    /// The number of tokens along the chain, from the token itself to the end: 1 for a value
    /// written out.
    var length = 1
}
