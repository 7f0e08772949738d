/// A color as four 8-bit sRGB channels: what `#RRGGBBAA`, a terminal's 24-bit color and an
/// 8-bit image hold.
///
/// Every output of Shade that writes bytes makes them with ``init(_:)``, so one color gives the
/// same bytes in a hex code, a CSS fallback, the terminal and a report:
///
/// 1. the color is brought into the sRGB gamut with CSS Color 4's gamut mapping
///    (``Color/gamutMapped(to:)``), not clamped channel by channel, so a wide color keeps its hue;
/// 2. each channel, and alpha, becomes ``byte(_:)`` of it: `value × 255` rounded to the nearest
///    integer, a half rounded away from zero (0.5/255 is byte 1), within 0…255.
///
/// ```swift
/// SRGBBytes(try Color(parsing: "#3C3C4399")).hex     // "#3C3C4399"
/// SRGBBytes(hex: "#0148B2FA")?.alpha                   // 250
/// ```
public struct SRGBBytes: Hashable, Sendable, CustomStringConvertible {
    /// The red channel.
    public var red: UInt8
    /// The green channel.
    public var green: UInt8
    /// The blue channel.
    public var blue: UInt8
    /// The opacity: 0 transparent, 255 opaque.
    public var alpha: UInt8

    /// Creates bytes from their channels; opaque unless `alpha` is given.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The bytes of a color: gamut mapped into sRGB, then each channel and alpha rounded by
    /// ``byte(_:)``.
    public init(_ color: Color) {
        let sRGB: ColorComponents
        if color.colorSpace == .sRGB {
            sRGB = ColorComponents(color.red, color.green, color.blue)
        } else {
            sRGB = color.gamutMapped(into: .sRGB)
        }
        self.init(
            red: Self.byte(sRGB.c0), green: Self.byte(sRGB.c1), blue: Self.byte(sRGB.c2), alpha: Self.byte(color.alpha))
    }

    /// The byte of a value from 0 to 1: `value × 255` rounded to the nearest integer, a half away
    /// from zero, and kept within 0…255 (a value outside 0…1 gives 0 or 255; NaN gives 0).
    public static func byte(_ value: Double) -> UInt8 {
        guard value > 0 else { return 0 }
        guard value < 1 else { return 255 }
        return UInt8((value * 255).rounded(.toNearestOrAwayFromZero))
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque, in uppercase hex digits.
    ///
    /// Built in place, without intermediate strings: reports of thousands of colors make it
    /// hundreds of thousands of times.
    public var hex: String {
        let count = alpha == 255 ? 3 : 4
        let digits: StaticString = "0123456789ABCDEF"
        return String(unsafeUninitializedCapacity: 1 + 2 * count) { buffer in
            buffer[0] = UInt8(ascii: "#")
            digits.withUTF8Buffer { digits in
                for index in 0..<count {
                    let byte = index == 0 ? red : index == 1 ? green : index == 2 ? blue : alpha
                    buffer[1 + 2 * index] = digits[Int(byte >> 4)]
                    buffer[2 + 2 * index] = digits[Int(byte & 0xF)]
                }
            }
            return 1 + 2 * count
        }
    }

    /// ``hex``.
    public var description: String { hex }

    /// Reads a hex color: `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (CSS Color 4 §5.2), in either
    /// case; `nil` for anything else. A digit of the short forms stands for itself twice (`#F80`
    /// is `#FF8800`).
    public init?(hex text: String) {
        let utf8 = Array(text.utf8)
        guard utf8.first == UInt8(ascii: "#") else { return nil }
        var values: [UInt8] = []
        values.reserveCapacity(8)
        for character in utf8.dropFirst() {
            guard let value = Self.hexValue(character) else { return nil }
            values.append(value)
        }
        let channels: [UInt8]
        switch values.count {
        case 3, 4: channels = values.map { $0 << 4 | $0 }
        case 6, 8: channels = stride(from: 0, to: values.count, by: 2).map { values[$0] << 4 | values[$0 + 1] }
        default: return nil
        }
        self.init(
            red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 255)
    }

    /// The sRGB color the bytes stand for.
    public var color: Color {
        Color(
            red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: Double(alpha) / 255)
    }

    private static func hexValue(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): character - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): character - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

extension Color {
    /// The color as 8-bit sRGB: ``SRGBBytes/init(_:)``.
    public var sRGBBytes: SRGBBytes { SRGBBytes(self) }
}
