import Foundation
public import ShadeColor

extension CatalogColor {
    /// Shade's `Color` for `components` in `space` (with `nil` for CSS's `none`, read as 0): the
    /// one conversion of every format's components, so that one value read from an asset catalog
    /// and from a token file is one color.
    ///
    /// The spaces Shade has itself keep their exact value: `srgb` and `display-p3` with
    /// components within 0…1 (the bounds an asset catalog requires), `extended-srgb`,
    /// `extended-linear-srgb` and `srgb-linear`, and the gray spaces. `extended-gray` is gray
    /// gamma 2.2 with values outside 0…1 allowed (Core Graphics `extendedGray`: the curve mirrored
    /// below 0): a white in 0…1 is Shade's gray, and one outside becomes the extended-sRGB gray of
    /// the same linear light, since Shade's gray space is bounded. Every other space, and `srgb` or
    /// `display-p3` components outside 0…1 (a design token's out-of-gamut color), go through
    /// `CSSColorSpace`'s conversion into extended sRGB, which clamps nothing.
    ///
    /// - Throws: `CSSColorError` when the number of components is not the space's.
    public static func color(space: Space, components: [Double?], alpha: Double) throws(CSSColorError) -> Color {
        let values = components.map { $0 ?? 0 }
        let isTriple = values.count == 3
        let inUnitRange = isTriple && values.allSatisfy { (0...1).contains($0) }
        switch space {
        case .sRGB where inUnitRange:
            return Color(.sRGB, red: values[0], green: values[1], blue: values[2], alpha: alpha)
        case .displayP3 where inUnitRange:
            return Color(.displayP3, red: values[0], green: values[1], blue: values[2], alpha: alpha)
        case .sRGBLinear where isTriple, .extendedLinearSRGB where isTriple:
            return Color(.linearSRGB, red: values[0], green: values[1], blue: values[2], alpha: alpha)
        case .extendedSRGB where isTriple:
            return Color(.extendedSRGB, red: values[0], green: values[1], blue: values[2], alpha: alpha)
        case .grayGamma22:
            return Color(white: values.first ?? 0, alpha: alpha)
        case .extendedGray:
            let white = values.first ?? 0
            if (0...1).contains(white) { return Color(white: white, alpha: alpha) }
            let light = white < 0 ? -pow(-white, 2.2) : pow(white, 2.2)
            return Color(.linearSRGB, red: light, green: light, blue: light, alpha: alpha).converted(to: .extendedSRGB)
        default:
            guard let css = space.cssColorSpace else {
                throw CSSColorError.wrongComponentCount(space: .sRGB, expected: 3, found: values.count)
            }
            return try Color(css, components: components, alpha: alpha)
        }
    }
}
