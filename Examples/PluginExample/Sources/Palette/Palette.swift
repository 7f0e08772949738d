import Shade

/// The colors a screen of the app uses, from the generated `DynamicColor`s of `Colors.xcassets`
/// and `Tokens/brand.tokens.json`.
public enum Palette {
    /// The text color, resolved for `traits`.
    public static func text(in traits: TraitCollection) -> Color {
        DynamicColor.label.resolvedColor(with: traits)
    }

    /// The brand's accent, resolved for `traits`.
    public static func accent(in traits: TraitCollection) -> Color {
        DynamicColor.Brand.accent.resolvedColor(with: traits)
    }
}
