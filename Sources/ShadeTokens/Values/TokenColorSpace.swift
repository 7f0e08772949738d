public import ShadeCatalogModel
import ShadeColor

extension CatalogColor.Space {
    /// The fourteen spaces of a design token's `colorSpace` (DTCG Color module 2025.10), in the
    /// order its messages list them.
    static let tokenSpaces: [CatalogColor.Space] = [
        .sRGB, .sRGBLinear, .hsl, .hwb, .lab, .lch, .oklab, .oklch, .displayP3, .a98RGB, .prophotoRGB, .rec2020,
        .xyzD65, .xyzD50,
    ]

    /// The space's name in a design token's `colorSpace` (`srgb`, `oklch`, `display-p3`…), or
    /// `nil` for a space design tokens cannot name (an asset catalog's extended and gray spaces).
    ///
    /// DTCG Color module 2025.10 names its fourteen spaces as CSS Color 4 does, so the name is the
    /// space's `CSSColorSpace` name.
    public var tokenName: String? {
        Self.tokenSpaces.contains(self) ? cssColorSpace?.rawValue : nil
    }

    /// The space as the token reader and writer spell it in files and messages: its
    /// ``tokenName``, which every space they hold has (the reader reads only those, and the writer
    /// converts a color of any other space first); the model's name otherwise.
    var tokenSpelling: String { tokenName ?? String(describing: self) }

    /// The space a design token's `colorSpace` spells `name`, exactly, or `nil` for another name
    /// (an asset catalog's own spaces included).
    public init?(tokenName name: String) {
        guard let space = Self.tokenSpaces.first(where: { $0.tokenName == name }) else { return nil }
        self = space
    }
}
