public import ShadeColor

/// One color value of a theme file, as its file wrote it and as Shade reads it.
///
/// The file's own form is kept (``space``, ``components``, ``alpha`` and ``notation``) so a writer
/// puts back what it read, and ``color`` is that value in Shade's `Color`, ready to resolve.
public struct CatalogColor: Hashable, Sendable {
    /// The color space the file names.
    ///
    /// The model names the space; each format spells it in its own words, and its reader and
    /// writer own that spelling: an asset catalog's `color-space` names six of them
    /// (``assetCatalogName``, `extended-srgb`), a design token's `colorSpace` fourteen
    /// (``tokenName``, `oklch`), and both have ``sRGB`` and ``displayP3``. The spaces an asset
    /// catalog alone has stay spaces of their own, so a color is written back in the space its
    /// file named.
    public enum Space: Hashable, Sendable, CaseIterable {
        case sRGB
        case extendedSRGB
        case extendedLinearSRGB
        case displayP3
        case grayGamma22
        case extendedGray
        case sRGBLinear
        case a98RGB
        case prophotoRGB
        case rec2020
        case xyzD65
        case xyzD50
        case lab, lch, oklab, oklch, hsl, hwb

        /// Whether the space has one gray component (`white` in an asset catalog) instead of three.
        public var isGray: Bool { self == .grayGamma22 || self == .extendedGray }

        /// The CSS Color 4 space that is this one, or `nil` for a space CSS does not have
        /// (extended sRGB, extended linear sRGB and the gray spaces).
        public var cssColorSpace: CSSColorSpace? {
            switch self {
            case .sRGB: .sRGB
            case .sRGBLinear: .sRGBLinear
            case .displayP3: .displayP3
            case .a98RGB: .a98RGB
            case .prophotoRGB: .proPhotoRGB
            case .rec2020: .rec2020
            case .xyzD65: .xyzD65
            case .xyzD50: .xyzD50
            case .lab: .lab
            case .lch: .lch
            case .oklab: .oklab
            case .oklch: .oklch
            case .hsl: .hsl
            case .hwb: .hwb
            case .extendedSRGB, .extendedLinearSRGB, .grayGamma22, .extendedGray: nil
            }
        }
    }

    /// How the value was written, so that a writer can write it the same way.
    public enum Notation: Hashable, Sendable {
        /// An asset catalog's `components` object, with the form of the color channels and of
        /// alpha (which real files often write differently, e.g. `"0xE9"` channels with a `"1.000"`
        /// alpha).
        case assetCatalog(channels: ComponentStyle, alpha: ComponentStyle)
        /// A design token's 2025.10 color object, with its `hex` fallback if it had one (kept as
        /// written: real files have 3-digit fallbacks).
        case tokenObject(hex: String?)
        /// A CSS color string, as written: `#fbfdff`, `hsla(…)`, `rgba(0,0,0,0)`.
        case cssString(String)
    }

    /// How an asset catalog wrote one component.
    public enum ComponentStyle: Hashable, Sendable {
        /// A decimal string with this many digits after the point (`"0.500"` is 3), or a decimal
        /// string in the shortest form that reads back exactly when `places` is `nil`.
        case decimal(places: Int?)
        /// An 8-bit integer string, `"0"`…`"255"`.
        case integer
        /// An 8-bit hexadecimal string with the prefix as written: `"0xE9"` or `"0XE9"`.
        case hexadecimal(uppercasePrefix: Bool)
        /// A JSON number, not a string.
        case number
    }

    /// The space the file names.
    public var space: Space
    /// The components in that space, in the format's order; `nil` for a DTCG `"none"` component.
    /// Gray spaces have one component; every other space three.
    public var components: [Double?]
    /// The opacity, 0…1.
    public var alpha: Double
    /// How the file wrote it.
    public var notation: Notation
    /// The value as Shade's color, converted from ``space`` without clamping where Shade has no
    /// equal space.
    public var color: Color

    /// The largest magnitude the readers accept for a color component, in the file's own space
    /// and scale: 10⁶ (a `"white"` of an asset catalog included; alpha is 0…1 everywhere).
    ///
    /// Real colors stay far below it: hues run to 360, Lab and LCH to a few hundred, percentages
    /// to 100, and an HDR color in extended sRGB to some tens. A component beyond it (`1e30`, or
    /// `1e400`, which is infinity to a `Double`) is an error at its place in the file, and the
    /// color is left out. Within it every later stage computes with ordinary numbers: the
    /// conversions raise a component to at most its cube (10¹⁸), so nothing becomes infinite or
    /// NaN on the way to a contrast ratio, a gamut mapping, an OKLab distance or an export.
    public static let maximumComponentMagnitude: Double = 1_000_000

    /// Whether `value` is a component a reader accepts: finite and at most
    /// ``maximumComponentMagnitude`` from 0 either way (NaN is not).
    public static func isAcceptedComponent(_ value: Double) -> Bool {
        value.magnitude <= maximumComponentMagnitude
    }

    /// `from -1000000 to 1000000`, for the readers' messages.
    package static let acceptedComponentRange = "from -1000000 to 1000000"

    /// Creates a color value. The reader converts: `color` must be the value of `components` in
    /// `space`.
    public init(space: Space, components: [Double?], alpha: Double, notation: Notation, color: Color) {
        self.space = space
        self.components = components
        self.alpha = alpha
        self.notation = notation
        self.color = color
    }

    /// Hashes the color the value stands for, which `==` compares with the rest: values that
    /// differ only in how they are written are few, and a plan of thousands of changes hashes
    /// each value's color rather than its components, notation and space as well.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(color)
    }
}

/// A reference to one of the system colors instead of a value: an asset catalog's
/// `{"platform": "ios", "reference": "systemBlueColor"}`.
///
/// It stays a reference (a writer writes it back as one) and resolves to Shade's system color of
/// that name (`DynamicColor.systemColor(named:)`); a name Shade lacks, such as an
/// AppKit-only color, is reported and left unresolved.
public struct SystemColorReference: Hashable, Sendable {
    /// The platform the file names (`ios`, `osx`, `universal`), or `nil` when it names none.
    public var platform: String?
    /// The selector name, such as `systemBlueColor`.
    public var name: String

    /// Creates a reference.
    public init(platform: String? = nil, name: String) {
        self.platform = platform
        self.name = name
    }

    /// Shade's system color of this name, or `nil` when it has none.
    public var resolved: DynamicColor? { DynamicColor.systemColor(named: name) }
}
