import Shade

/// The colors a screen of the app uses, from the generated `DynamicColor`s of `Colors.xcassets`
/// and `Tokens/brand.tokens.json`.
public enum Palette {
    /// The text color, resolved for `traits`.
    public static func text(in traits: TraitCollection) -> Color {
        DynamicColor.labelColor.resolvedColor(with: traits)
    }

    /// The web accent, resolved for `traits`.
    public static func accent(in traits: TraitCollection) -> Color {
        DynamicColor.Web.accent.resolvedColor(with: traits)
    }
}
