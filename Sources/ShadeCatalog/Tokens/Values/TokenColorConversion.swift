import ShadeColor
import ShadeDiagnostics
import ShadeJSON

/// The one place where a design token's color becomes Shade's `Color`.
enum TokenColorConversion {
    /// The color of `components` (with `nil` for `none`, read as 0) in `space`.
    ///
    /// The spaces Shade has itself keep their exact value when the components are within range:
    /// `srgb` becomes an `ColorSpace.sRGB` color, `display-p3` a
    /// `ColorSpace.displayP3` one and `srgb-linear` a
    /// `ColorSpace.linearSRGB` one. Every other space, and out-of-range sRGB or
    /// Display P3 components, go through `CSSColorSpace`'s conversion into extended
    /// sRGB, which clamps nothing.
    static func color(space: CatalogColor.Space, components: [Double?], alpha: Double) throws(CSSColorError) -> Color {
        let values = components.map { $0 ?? 0 }
        let inUnitRange = values.count == 3 && values.allSatisfy { (0...1).contains($0) }
        switch space {
        case .sRGB where inUnitRange:
            return Color(.sRGB, red: values[0], green: values[1], blue: values[2], alpha: alpha)
        case .displayP3 where inUnitRange:
            return Color(.displayP3, red: values[0], green: values[1], blue: values[2], alpha: alpha)
        case .sRGBLinear where values.count == 3, .extendedLinearSRGB where values.count == 3:
            return Color(.linearSRGB, red: values[0], green: values[1], blue: values[2], alpha: alpha)
        case .extendedSRGB where values.count == 3:
            return Color(.extendedSRGB, red: values[0], green: values[1], blue: values[2], alpha: alpha)
        case .grayGamma22, .extendedGray:
            return Color(white: values.first ?? 0, alpha: alpha)
        default:
            guard let css = CSSColorSpace(rawValue: space.rawValue) else {
                throw CSSColorError.wrongComponentCount(space: .sRGB, expected: 3, found: values.count)
            }
            return try Color(css, components: components, alpha: alpha)
        }
    }

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
