import ShadeDiagnostics

extension Color {
    /// The color as `#RRGGBB`, or `#RRGGBBAA` when it is not opaque, in uppercase hex.
    ///
    /// The bytes are ``sRGBBytes``: a wider color is gamut mapped into sRGB (CSS Color 4), then
    /// each channel is rounded to the nearest byte. ``init(parsing:)`` reads the result back to the
    /// same bytes; a color made from bytes, such as one parsed from hex, prints exactly as it was
    /// written.
    public var hexString: String {
        sRGBBytes.hex
    }

    /// The color in CSS `rgb()` notation: `rgb(255, 59, 48)`, or `rgba(60, 60, 67, 0.6)` when it is
    /// not opaque.
    ///
    /// Channels are sRGB bytes as in ``hexString``; alpha has at most three decimals, enough for
    /// ``init(parsing:)`` to read back the same alpha byte. The comma syntax is used because every
    /// CSS engine reads it.
    public var rgbString: String {
        let bytes = sRGBBytes
        let channels = "\(bytes.red), \(bytes.green), \(bytes.blue)"
        guard bytes.alpha != 255 else { return "rgb(\(channels))" }
        return "rgba(\(channels), \(Self.alphaText(alpha, byte: bytes.alpha)))"
    }

    /// The color in CSS `hsl()` notation: `hsl(3, 100%, 59.4%)`, or `hsla(…, 0.6)` when it is not
    /// opaque.
    ///
    /// Computed from the color gamut mapped into sRGB; the hue has at most one decimal,
    /// saturation and lightness at most one decimal of a percent, alpha at most three decimals. A
    /// gray has hue 0.
    public var hslString: String {
        let hsl = HSL.fromRGB(colorSpace == .sRGB ? components : gamutMapped(into: .sRGB))
        let hue = Self.decimal(hsl.hue, places: 1)
        let saturation = Self.decimal(hsl.saturation * 100, places: 1)
        let lightness = Self.decimal(hsl.lightness * 100, places: 1)
        let arguments = "\(hue == "360" ? "0" : hue), \(saturation)%, \(lightness)%"
        let alphaByte = sRGBBytes.alpha
        guard alphaByte != 255 else { return "hsl(\(arguments))" }
        return "hsla(\(arguments), \(Self.alphaText(alpha, byte: alphaByte)))"
    }

    /// Alpha with at most three decimals that reads back as the same byte: `alpha` rounded, or,
    /// when that crosses into the next byte (alpha 0.6334 is byte 162, but 0.633 is byte 161), the
    /// byte's own value rounded, which always reads back (found by fuzzing).
    static func alphaText(_ alpha: Double, byte: UInt8) -> String {
        let text = decimal(alpha, places: 3)
        if let value = Double(text), SRGBBytes.byte(value) == byte { return text }
        return decimal(Double(byte) / 255, places: 3)
    }

    /// A finite value with at most `places` decimals and no trailing zeros: `0.6`, `59.4`, `1`.
    /// A value whose scaled integer `Int` cannot hold is written as the nearest one it can (so
    /// NaN as `0`): the callers pass hues, percentages and alphas of a color mapped into sRGB.
    static func decimal(_ value: Double, places: Int) -> String {
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = Int(clamping: (value * Double(scale)).rounded())
        let sign = scaled < 0 ? "-" : ""
        let whole = abs(scaled) / scale
        var fraction = String(abs(scaled) % scale)
        fraction = String(repeating: "0", count: places - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return sign + String(whole) + (fraction.isEmpty ? "" : "." + fraction)
    }
}
