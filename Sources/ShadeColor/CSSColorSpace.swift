/// A color space of CSS Color 4, by the name CSS and the Design Tokens format use for it.
///
/// These are the fourteen values a design-token file's `colorSpace` may take (Design Tokens Color
/// Module 2025.10, which takes them from CSS Color Module Level 4): the predefined RGB spaces of
/// `color()`, the two CIE XYZ spaces, CIE Lab and LCH, Oklab and OkLCh, and the two sRGB forms
/// HSL and HWB. ``Color/init(_:components:alpha:)`` reads a color from its components in any of
/// them and ``Color/components(in:)`` writes one back.
///
/// | Space | Components | Reference ranges | White |
/// |---|---|---|---|
/// | the six RGB spaces (``isRGB``) | red, green, blue | 0…1 | D65 (``proPhotoRGB``: D50) |
/// | ``xyzD65``, ``xyzD50`` | x, y, z | 0…1 | D65, D50 |
/// | ``lab`` | lightness, a, b | 0…100, −125…125, −125…125 | D50 |
/// | ``lch`` | lightness, chroma, hue | 0…100, 0…150, 0…360 | D50 |
/// | ``oklab`` | lightness, a, b | 0…1, −0.4…0.4, −0.4…0.4 | D65 |
/// | ``oklch`` | lightness, chroma, hue | 0…1, 0…0.4, 0…360 | D65 |
/// | ``hsl`` | hue, saturation, lightness | 0…360, 0…100, 0…100 | D65 |
/// | ``hwb`` | hue, whiteness, blackness | 0…360, 0…100, 0…100 | D65 |
///
/// Hues are in degrees, and saturation, lightness, whiteness and blackness of ``hsl`` and ``hwb``
/// in percent, as the Design Tokens format writes them.
public enum CSSColorSpace: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// `srgb`: the sRGB space of the web (IEC 61966-2-1), the same colors as ``ColorSpace/sRGB``.
    case sRGB = "srgb"
    /// `srgb-linear`: sRGB primaries and white with linear-light components, as
    /// ``ColorSpace/linearSRGB``.
    case sRGBLinear = "srgb-linear"
    /// `display-p3`: DCI-P3 primaries with the D65 white and the sRGB transfer function, as
    /// ``ColorSpace/displayP3``.
    case displayP3 = "display-p3"
    /// `a98-rgb`: Adobe RGB (1998), a wider gamut with a pure power curve of exponent 563/256.
    case a98RGB = "a98-rgb"
    /// `prophoto-rgb`: ProPhoto RGB (ROMM RGB, ISO 22028-2), an ultra-wide gamut with a D50 white
    /// and a 1.8 power curve with a linear segment near black.
    case proPhotoRGB = "prophoto-rgb"
    /// `rec2020`: ITU-R BT.2020 primaries with the D65 white, decoded with the BT.1886 display
    /// curve (a pure 2.4 power), as CSS Color 4 now defines it.
    case rec2020 = "rec2020"
    /// `xyz-d65`: CIE 1931 XYZ relative to the D65 white, with white's Y = 1. CSS also calls it
    /// `xyz`.
    case xyzD65 = "xyz-d65"
    /// `xyz-d50`: CIE 1931 XYZ chromatically adapted (Bradford) to the D50 white, with white's Y = 1.
    case xyzD50 = "xyz-d50"
    /// `lab`: CIE L\*a\*b\* (CIE 15) relative to the D50 white, lightness 0…100.
    case lab = "lab"
    /// `lch`: the polar form of ``lab``: lightness, chroma and a hue angle in degrees.
    case lch = "lch"
    /// `oklab`: Björn Ottosson's Oklab, lightness 0…1, relative to the D65 white.
    case oklab = "oklab"
    /// `oklch`: the polar form of ``oklab``: lightness, chroma and a hue angle in degrees.
    case oklch = "oklch"
    /// `hsl`: hue (degrees), saturation and lightness (percent) of an sRGB color.
    case hsl = "hsl"
    /// `hwb`: hue (degrees), whiteness and blackness (percent) of an sRGB color.
    case hwb = "hwb"

    /// The space with this CSS name, in any ASCII letter case, also accepting CSS's alias `xyz`
    /// for ``xyzD65``; `nil` for any other name.
    ///
    /// `CSSColorSpace(rawValue:)` takes exactly the lowercase names of the Design Tokens format;
    /// this initializer reads the names as CSS does, where `color(XYZ 1 1 1)` is
    /// `color(xyz-d65 1 1 1)`.
    public init?(cssName: String) {
        var lowercase = String.UnicodeScalarView()
        for scalar in cssName.unicodeScalars {
            let isUppercaseASCII = scalar.value >= 0x41 && scalar.value <= 0x5A
            lowercase.append(isUppercaseASCII ? Unicode.Scalar(UInt8(scalar.value + 0x20)) : scalar)
        }
        let name = String(lowercase)
        if name == "xyz" {
            self = .xyzD65
        } else if let space = CSSColorSpace(rawValue: name) {
            self = space
        } else {
            return nil
        }
    }

    /// The CSS name, the same as `rawValue`: `srgb`, `display-p3`, `oklch`…
    public var description: String { rawValue }

    /// The names of the three components in order, such as `["lightness", "chroma", "hue"]`.
    public var componentNames: [String] {
        switch self {
        case .sRGB, .sRGBLinear, .displayP3, .a98RGB, .proPhotoRGB, .rec2020: ["red", "green", "blue"]
        case .xyzD65, .xyzD50: ["x", "y", "z"]
        case .lab, .oklab: ["lightness", "a", "b"]
        case .lch, .oklch: ["lightness", "chroma", "hue"]
        case .hsl: ["hue", "saturation", "lightness"]
        case .hwb: ["hue", "whiteness", "blackness"]
        }
    }

    /// The reference range of each component: the values CSS Color 4 maps `0%` and `100%` to
    /// (`-100%` and `100%` for the signed a and b axes), the usual span of real colors.
    ///
    /// They are not limits. A color outside a space's gamut has RGB components below 0 or above 1;
    /// Lab's a and b go past ±125 for very saturated colors; a hue of 360 is the hue 0. Use them to
    /// document a file or to warn about unlikely values, not to reject colors.
    public var referenceRanges: [ClosedRange<Double>] {
        switch self {
        case .sRGB, .sRGBLinear, .displayP3, .a98RGB, .proPhotoRGB, .rec2020, .xyzD65, .xyzD50:
            [0...1, 0...1, 0...1]
        case .lab: [0...100, -125...125, -125...125]
        case .lch: [0...100, 0...150, 0...360]
        case .oklab: [0...1, -0.4...0.4, -0.4...0.4]
        case .oklch: [0...1, 0...0.4, 0...360]
        case .hsl, .hwb: [0...360, 0...100, 0...100]
        }
    }

    /// The index of the hue component in a polar space: 2 for ``lch`` and ``oklch``, 0 for ``hsl``
    /// and ``hwb``; `nil` for the rectangular spaces.
    public var hueIndex: Int? {
        switch self {
        case .lch, .oklch: 2
        case .hsl, .hwb: 0
        case .sRGB, .sRGBLinear, .displayP3, .a98RGB, .proPhotoRGB, .rec2020, .xyzD65, .xyzD50, .lab, .oklab: nil
        }
    }

    /// Whether the space is polar (cylindrical), with a hue angle: ``lch``, ``oklch``, ``hsl`` and
    /// ``hwb``.
    public var isPolar: Bool { hueIndex != nil }

    /// Whether the space is one of the six RGB spaces, whose gamut is the cube of components 0…1:
    /// ``sRGB``, ``sRGBLinear``, ``displayP3``, ``a98RGB``, ``proPhotoRGB`` and ``rec2020``.
    public var isRGB: Bool {
        switch self {
        case .sRGB, .sRGBLinear, .displayP3, .a98RGB, .proPhotoRGB, .rec2020: true
        case .xyzD65, .xyzD50, .lab, .lch, .oklab, .oklch, .hsl, .hwb: false
        }
    }

    /// Whether the space has a gamut, so that ``Color/isInGamut(of:tolerance:)`` can be false: the
    /// six RGB spaces, and ``hsl`` and ``hwb``, which describe sRGB colors and share sRGB's gamut.
    ///
    /// XYZ, Lab, LCH, Oklab and OkLCh can describe every color, so every color is in their gamut.
    public var hasGamut: Bool { gamutSpace != nil }

    /// The RGB space whose cube is this space's gamut, if it has one.
    var gamutSpace: CSSColorSpace? {
        switch self {
        case .sRGB, .sRGBLinear, .displayP3, .a98RGB, .proPhotoRGB, .rec2020: self
        case .hsl, .hwb: .sRGB
        case .xyzD65, .xyzD50, .lab, .lch, .oklab, .oklch: nil
        }
    }
}
