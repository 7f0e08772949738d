/// A color: three components and an alpha value in a ``ColorSpace``.
///
/// `Color` is a plain value, the resolved form of a ``DynamicColor``: what a view paints with once
/// the light/dark and contrast traits are known. Components are `Double`s; alpha runs from 0
/// (transparent) to 1 (opaque) and is never premultiplied into the components.
///
/// ```swift
/// let red = Color(red: 1, green: 0.231, blue: 0.188)               // sRGB
/// let wide = Color(.displayP3, red: 1, green: 0, blue: 0)          // beyond sRGB
/// let gray = Color(white: 0.5, alpha: 0.8)                         // gray gamma 2.2
/// let label = try Color(parsing: "#3C3C4399")
///
/// wide.converted(to: .extendedSRGB)   // red 1.0931, green −0.2267, blue −0.1501
/// wide.converted(to: .sRGB)           // clamped to the sRGB gamut: 1, 0, 0
/// ```
///
/// ## Components and ranges
/// ``red``, ``green`` and ``blue`` are the components in ``colorSpace``; for a ``ColorSpace/gray``
/// color all three hold the gray level, also available as ``white-property``. In the bounded spaces
/// (``ColorSpace/sRGB``, ``ColorSpace/displayP3``, ``ColorSpace/gray``) components are clamped to
/// 0…1 when the color is made; in ``ColorSpace/extendedSRGB`` and ``ColorSpace/linearSRGB`` they
/// are kept as given. Alpha is always clamped to 0…1, and a NaN component or alpha is stored as 0,
/// so every color equals itself and no input can make a color misbehave.
///
/// ## Equality
/// Two colors are equal when their color spaces and all four values are equal: the same sRGB
/// color in ``ColorSpace/sRGB`` and in ``ColorSpace/displayP3`` are different values. Convert
/// first, and compare with a tolerance, to ask whether two colors look the same.
public struct Color: Hashable, Sendable {
    /// The first component: red, or the gray level for a gray color.
    public let red: Double
    /// The second component: green, or the gray level for a gray color.
    public let green: Double
    /// The third component: blue, or the gray level for a gray color.
    public let blue: Double
    /// The opacity, from 0 (transparent) to 1 (opaque).
    public let alpha: Double
    /// The color space the components are expressed in.
    public let colorSpace: ColorSpace

    /// Creates a color from red, green and blue components in an RGB color space.
    ///
    /// - Parameters:
    ///   - colorSpace: The space of the components; sRGB unless given. For ``ColorSpace/gray``,
    ///     the three components are taken as gamma 2.2 channels and reduced to the gray of equal
    ///     luminance (equal components give that gray exactly); prefer ``init(white:alpha:)``.
    ///   - red: The red component; clamped to 0…1 in a bounded space.
    ///   - green: The green component; clamped to 0…1 in a bounded space.
    ///   - blue: The blue component; clamped to 0…1 in a bounded space.
    ///   - alpha: The opacity, clamped to 0…1; opaque unless given.
    public init(_ colorSpace: ColorSpace = .sRGB, red: Double, green: Double, blue: Double, alpha: Double = 1) {
        if colorSpace == .gray, red != green || green != blue {
            let linear = ColorComponents(red, green, blue).map(TransferFunction.gray22ToLinear)
            let white = TransferFunction.linearToGray22(Matrix3.luminanceOfLinearSRGB(linear))
            self.init(validating: ColorComponents(white, white, white), alpha: alpha, in: .gray)
        } else {
            self.init(validating: ColorComponents(red, green, blue), alpha: alpha, in: colorSpace)
        }
    }

    /// Creates a gray color in the ``ColorSpace/gray`` space (gamma 2.2).
    ///
    /// - Parameters:
    ///   - white: The gray level from 0 (black) to 1 (white); clamped to 0…1.
    ///   - alpha: The opacity, clamped to 0…1; opaque unless given.
    public init(white: Double, alpha: Double = 1) {
        self.init(validating: ColorComponents(white, white, white), alpha: alpha, in: .gray)
    }

    /// Creates an sRGB color from a 24-bit `0xRRGGBB` value, as in `Color(rgb: 0xFF3B30)`.
    ///
    /// Bits above the lowest 24 are ignored. Each byte maps to `byte / 255`.
    public init(rgb: UInt32, alpha: Double = 1) {
        self.init(
            red: Double(rgb >> 16 & 0xFF) / 255,
            green: Double(rgb >> 8 & 0xFF) / 255,
            blue: Double(rgb & 0xFF) / 255,
            alpha: alpha
        )
    }

    /// Creates an sRGB color from a 32-bit `0xRRGGBBAA` value, as in `Color(rgba: 0x3C3C_4399)`.
    ///
    /// Each byte maps to `byte / 255`, alpha included, exactly as ``init(parsing:)`` reads
    /// `#RRGGBBAA`.
    public init(rgba: UInt32) {
        self.init(rgb: rgba >> 8, alpha: Double(rgba & 0xFF) / 255)
    }

    /// Stores the components after the invariants: no NaN, alpha in 0…1, bounded spaces in 0…1.
    init(validating components: ColorComponents, alpha: Double, in colorSpace: ColorSpace) {
        let components = colorSpace.isExtendedRange ? components.map(Self.replacingNaN) : components.map(Self.unit)
        self.red = components.c0
        self.green = components.c1
        self.blue = components.c2
        self.alpha = Self.unit(alpha)
        self.colorSpace = colorSpace
    }

    /// The components as a triple, for the conversion code.
    var components: ColorComponents { ColorComponents(red, green, blue) }

    /// `value` clamped to 0…1, with NaN as 0.
    static func unit(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }

    static func replacingNaN(_ value: Double) -> Double {
        value.isNaN ? 0 : value
    }

    // MARK: - Common colors

    /// Opaque black in sRGB.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white in sRGB.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Fully transparent black in sRGB.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    // MARK: - Derived values

    /// The gray level of the color: its own gray for a ``ColorSpace/gray`` color, otherwise the
    /// gray of equal luminance, as ``converted(to:)`` with ``ColorSpace/gray`` gives.
    ///
    /// Like UIKit's `getWhite(_:alpha:)`.
    public var white: Double {
        colorSpace == .gray ? red : converted(to: .gray).red
    }

    /// The same color with a different opacity.
    ///
    /// - Parameter alpha: The new opacity, clamped to 0…1. It replaces the current alpha; it does
    ///   not multiply it, as in UIKit's `withAlphaComponent(_:)`.
    /// - Returns: A color with this one's components and color space, and `alpha`.
    public func withAlphaComponent(_ alpha: Double) -> Color {
        Color(validating: components, alpha: alpha, in: colorSpace)
    }

    /// Whether the color is fully opaque.
    public var isOpaque: Bool { alpha == 1 }

    // MARK: - Conversion

    /// The same color expressed in another color space.
    ///
    /// Conversions go through linear-light sRGB with the exact transfer functions and matrices
    /// documented on ``ColorSpace``; alpha is kept. The result is the exact color, up to rounding of
    /// about 1e-15, whenever the target can hold it:
    /// - Converting to ``ColorSpace/extendedSRGB`` or ``ColorSpace/linearSRGB`` never loses
    ///   anything: a Display P3 color outside the sRGB gamut gets components below 0 or above 1.
    /// - Converting to a bounded space clamps each component to 0…1 of that space, the simple gamut
    ///   clipping Core Graphics does. To keep an out-of-gamut color exact, convert to an
    ///   extended-range space and clamp later, if ever, with ``clamped()``.
    /// - Converting an RGB color to ``ColorSpace/gray`` keeps its luminance and drops its hue;
    ///   converting a gray to an RGB space gives the neutral color of the same luminance.
    ///
    /// Converting to the color's own space returns the color unchanged.
    public func converted(to colorSpace: ColorSpace) -> Color {
        if colorSpace == self.colorSpace { return self }
        let linear = self.colorSpace.linearSRGB(from: components)
        return Color(validating: colorSpace.components(fromLinearSRGB: linear), alpha: alpha, in: colorSpace)
    }

    /// The color with each component clamped to 0…1, in the same color space.
    ///
    /// Clamping an ``ColorSpace/extendedSRGB`` color gives the nearest color the sRGB gamut holds
    /// by channel-wise clipping. A color in a bounded space is returned unchanged.
    public func clamped() -> Color {
        Color(validating: components.map(Self.unit), alpha: alpha, in: colorSpace)
    }

    /// Whether the color lies within the gamut of `colorSpace`, allowing for `tolerance` of
    /// rounding at the edges.
    ///
    /// Every color is within the gamut of the extended-range spaces. A gray color is within the
    /// gamut of every space; an RGB color is within the gray gamut only when it is neutral.
    public func isWithinGamut(of colorSpace: ColorSpace, tolerance: Double = 1e-9) -> Bool {
        if colorSpace.isExtendedRange { return true }
        func isWithinRange(_ value: Double) -> Bool { value >= -tolerance && value <= 1 + tolerance }
        if colorSpace == self.colorSpace, colorSpace != .gray {
            // The same space: its own components decide, with no conversion there and back.
            return isWithinRange(red) && isWithinRange(green) && isWithinRange(blue)
        }
        let linear = self.colorSpace.linearSRGB(from: components)
        if colorSpace == .gray {
            return abs(linear.c0 - linear.c1) <= tolerance && abs(linear.c1 - linear.c2) <= tolerance
                && linear.c0 >= -tolerance && linear.c0 <= 1 + tolerance
        }
        let target = colorSpace.components(fromLinearSRGB: linear)
        return isWithinRange(target.c0) && isWithinRange(target.c1) && isWithinRange(target.c2)
    }
}

extension Color: CustomStringConvertible {
    /// The color space and exact component values, such as
    /// `Color(sRGB, red: 1.0, green: 0.5, blue: 0.0, alpha: 1.0)` or
    /// `Color(gray, white: 0.5, alpha: 1.0)`.
    public var description: String {
        if colorSpace == .gray {
            return "Color(gray, white: \(red), alpha: \(alpha))"
        }
        return "Color(\(colorSpace), red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
    }
}
