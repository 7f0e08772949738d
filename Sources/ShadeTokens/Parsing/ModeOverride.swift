import ShadeDiagnostics
import ShadeJSON

/// A token's value for one mode, from its `$extensions`.
package struct ModeOverride {
    /// The mode, as the extension names it.
    var mode: TokenMode
    /// The value: an alias, or a value written out.
    var value: JSONNode
    /// The opacity GitHub Primer's `{"$value": …, "alpha": …}` form gives.
    var alpha: Double?

    /// The extension keys whose objects map a mode name to a value for that mode.
    static let extensionKeys = ["org.primer.overrides", "mode"]

    /// Whether the override is for `mode`: the same conditions and theme, whatever the name.
    func applies(to mode: TokenMode) -> Bool {
        self.mode.conditions == mode.conditions && self.mode.theme == mode.theme
    }
}
