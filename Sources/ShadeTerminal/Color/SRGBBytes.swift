import Shade

/// A color's sRGB channels as bytes: what a terminal is sent.
struct SRGBBytes: Hashable, Sendable {
    var red: UInt8
    var green: UInt8
    var blue: UInt8

    init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// The color converted to sRGB (clamped to its gamut), each channel rounded to the nearest
    /// byte. Alpha is ignored: a ``ScreenBuffer`` has already composited what it could.
    init(_ color: Color) {
        let sRGB = color.converted(to: .sRGB)
        self.init(red: Self.byte(sRGB.red), green: Self.byte(sRGB.green), blue: Self.byte(sRGB.blue))
    }

    private static func byte(_ value: Double) -> UInt8 {
        UInt8((min(max(value, 0), 1) * 255).rounded())
    }
}
