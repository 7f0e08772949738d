import ShadeColor
import ShadeTerminal
import ShadeTheme
import ShadeTraits

/// A theme's colors resolved for one node's traits: what a view draws with. Views keep one and
/// resolve it again only when their color appearance changes.
struct Palette: Hashable, Sendable {
    var background: Color
    var secondaryBackground: Color
    var label: Color
    var secondaryLabel: Color
    var accent: Color
    var onAccent: Color
    var separator: Color
    var destructive: Color

    /// Resolves `theme`'s colors against `traits`.
    init(theme: BasicTheme, traits: TraitCollection) {
        background = theme.background.resolvedColor(with: traits)
        secondaryBackground = theme.secondaryBackground.resolvedColor(with: traits)
        label = theme.label.resolvedColor(with: traits)
        secondaryLabel = theme.secondaryLabel.resolvedColor(with: traits)
        accent = theme.accent.resolvedColor(with: traits)
        onAccent = theme.onAccent.resolvedColor(with: traits)
        separator = theme.separator.resolvedColor(with: traits)
        destructive = theme.destructive.resolvedColor(with: traits)
    }

    /// Text in `color` on the view's background.
    func text(_ color: Color? = nil, on background: Color? = nil, _ attributes: TextAttributes = []) -> CellStyle {
        CellStyle(foreground: color ?? label, background: background ?? self.background, attributes: attributes)
    }
}
