import ShadeColor
import ShadeDiagnostics
import ShadeJSON

/// A design token's color's hex forms (its value becomes Shade's `Color` by
/// ``CatalogColor/color(space:components:alpha:)``, as every format's does).
enum TokenColorConversion {
    /// `#rrggbb` of a color within the sRGB gamut, lowercase; `nil` outside the gamut.
    static func hex(of color: Color) -> String? {
        guard color.isInGamut(of: .sRGB, tolerance: 1e-6) else { return nil }
        return color.withAlphaComponent(1).sRGBBytes.hex.lowercased()
    }

    /// A 3-digit hex color doubled to 6 digits, and lowercased: `#FfF` is `#ffffff`.
    static func expandedHex(_ text: String) -> String {
        let digits = text.dropFirst().lowercased()
        guard digits.count == 3 else { return "#" + digits }
        return "#" + digits.map { "\($0)\($0)" }.joined()
    }
}
