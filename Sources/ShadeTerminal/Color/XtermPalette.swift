public import ShadeColor

/// The xterm 256-color palette, and the palette entry nearest to a color.
///
/// Entries 16–231 are a 6×6×6 color cube and 232–255 a ramp of 24 grays, with the values xterm
/// defines in its `256colres.pl` (https://invisible-island.net/xterm/, file `256colres.pl`:
/// "rgb cube axis is 40*comp + 55 except for 0", grays `8 + 10 * k`); nearly every terminal
/// uses the same values. Entries 0–15 are left out on purpose: they are the terminal's 16 theme
/// colors, which users redefine (Solarized, Dracula, …), so writing them would not give a
/// predictable color.
public enum XtermPalette {
    /// The levels of each channel in the color cube, by cube coordinate 0–5.
    static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// The color of a palette entry from 16 to 255, or `nil` for 0–15, whose colors depend on the
    /// terminal's theme.
    public static func color(at index: UInt8) -> Color? {
        bytes(at: index)?.color
    }

    /// The palette entry, from 16 to 255, that looks nearest to a color.
    ///
    /// Every entry of the cube and the gray ramp is compared by Euclidean distance in OKLab, a
    /// perceptual color space (Björn Ottosson, 2020), so a dark neutral gray goes to the gray ramp
    /// rather than to a slightly tinted cube entry. Colors that are exactly in the palette map to
    /// their own entry: pure red `#FF0000` is 196, white is 231 (the cube's white, never 15, for
    /// the reason above), `#808080` is the gray 244. The color is brought to sRGB bytes first
    /// (ShadeColor's `SRGBBytes`: gamut mapped, not clamped); alpha is ignored.
    public static func nearestIndex(to color: Color) -> UInt8 {
        nearestIndex(to: SRGBBytes(color))
    }

    static func nearestIndex(to bytes: SRGBBytes) -> UInt8 {
        if let exact = exactIndex(of: bytes) { return exact }
        let target = SRGBBytes(red: bytes.red, green: bytes.green, blue: bytes.blue).color.oklab
        var best = 16
        var bestDistance = Double.infinity
        for (offset, entry) in entries.enumerated() {
            // The squared ΔE OK, enough to compare distances.
            let dL = target.lightness - entry.lightness
            let da = target.a - entry.a
            let db = target.b - entry.b
            let distance = dL * dL + da * da + db * db
            if distance < bestDistance {
                best = offset + 16
                bestDistance = distance
            }
        }
        return UInt8(best)
    }

    /// The Oklab coordinates of entries 16–255, in order (``bytes(at:)`` gives each of them).
    private static let entries = (16...255).compactMap { bytes(at: UInt8($0))?.color.oklab }

    /// The sRGB bytes of entries 16–255.
    static func bytes(at index: UInt8) -> SRGBBytes? {
        switch index {
        case 16...231:
            let cube = Int(index) - 16
            return SRGBBytes(red: cubeLevels[cube / 36], green: cubeLevels[cube / 6 % 6], blue: cubeLevels[cube % 6])
        case 232...255:
            let level = 8 + 10 * (index - 232)
            return SRGBBytes(red: level, green: level, blue: level)
        default:
            return nil
        }
    }

    /// The entry whose bytes are exactly these, if any; the cube wins over the ramp, which shares
    /// no values with it.
    private static func exactIndex(of bytes: SRGBBytes) -> UInt8? {
        if let red = cubeLevels.firstIndex(of: bytes.red), let green = cubeLevels.firstIndex(of: bytes.green),
            let blue = cubeLevels.firstIndex(of: bytes.blue)
        {
            return UInt8(16 + 36 * red + 6 * green + blue)
        }
        if bytes.red == bytes.green, bytes.green == bytes.blue, bytes.red >= 8, bytes.red <= 238,
            (bytes.red - 8) % 10 == 0
        {
            return 232 + (bytes.red - 8) / 10
        }
        return nil
    }
}
