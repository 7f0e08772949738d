public import Shade
public import ShadeTerminal

/// A theme's colors resolved for one node's traits: what a view draws with. Views keep one and
/// resolve it again only when their color appearance changes.
public struct Palette: Hashable, Sendable {
    public var background: Color
    public var secondaryBackground: Color
    public var label: Color
    public var secondaryLabel: Color
    public var accent: Color
    public var onAccent: Color
    public var separator: Color
    public var destructive: Color

    /// Resolves `theme`'s colors against `traits`.
    public init(theme: BasicTheme, traits: TraitCollection) {
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
    public func text(_ color: Color? = nil, on background: Color? = nil, _ attributes: TextAttributes = []) -> CellStyle
    {
        CellStyle(foreground: color ?? label, background: background ?? self.background, attributes: attributes)
    }
}
