import ShadeTestSupport
import Testing

@testable import Shade
@testable import ShadeColor

@Suite("Printing colors")
struct ColorFormattingTests {
    @Test func hexStringIsUppercaseWithAlphaOnlyWhenTranslucent() {
        #expect(Color(rgb: 0xFF3B30).hexString == "#FF3B30")
        #expect(Color(rgba: 0x3C3C_4399).hexString == "#3C3C4399")
        #expect(Color(rgba: 0x0000_0000).hexString == "#00000000")
        #expect(Color(red: 0.5, green: 0.5, blue: 0.5).hexString == "#808080")
    }

    /// A color outside sRGB is gamut mapped (CSS Color 4), not clamped: the bytes are those
    /// coloraide's `fit("srgb", method="minde-chroma")` gives (`#ff0b0c`, `#ff678d`), where a
    /// clamp would give `#FF0000` and `#FF0080`.
    @Test func hexStringGamutMapsIntoSRGBFirst() {
        #expect(Color(.displayP3, red: 1, green: 0, blue: 0).hexString == "#FF0B0C")
        #expect(Color(.extendedSRGB, red: 1.2, green: -0.1, blue: 0.5).hexString == "#FF678D")
        #expect(Color(white: 1).hexString == "#FFFFFF")
        #expect(Color(.linearSRGB, red: 0.214_041_140_482_232_55, green: 0, blue: 1).hexString == "#8000FF")
    }

    @Test func rgbStringUsesTheCommaSyntax() {
        #expect(Color(rgb: 0xFF3B30).rgbString == "rgb(255, 59, 48)")
        #expect(Color(rgba: 0x3C3C_4399).rgbString == "rgba(60, 60, 67, 0.6)")
        #expect(Color(rgba: 0x3C3C_434C).rgbString == "rgba(60, 60, 67, 0.298)")
        #expect(Color(rgba: 0x0000_0000).rgbString == "rgba(0, 0, 0, 0)")
    }

    @Test func hslStringGivesHueSaturationAndLightness() {
        #expect(Color(rgb: 0xFF0000).hslString == "hsl(0, 100%, 50%)")
        #expect(Color(rgb: 0x00FF00).hslString == "hsl(120, 100%, 50%)")
        #expect(Color(rgb: 0x808080).hslString == "hsl(0, 0%, 50.2%)")
        #expect(Color(rgb: 0xFF3B30).hslString == "hsl(3.2, 100%, 59.4%)")
        #expect(Color(rgb: 0x0000FF, alpha: 0.5).hslString == "hsla(240, 100%, 50%, 0.5)")
        #expect(Color(rgb: 0xFF0080).hslString == "hsl(329.9, 100%, 50%)")
    }

    /// Found by fuzzing: an alpha near the bottom of its byte's range (0.6334, byte 162) was
    /// written with three decimals as 0.633, which reads back as byte 161. Every alpha in every
    /// byte's range now reads back as its byte, in both notations.
    @Test func everyAlphaReadsBackAsItsByte() throws {
        #expect(Color(rgb: 0x3C0643, alpha: 0.6334).rgbString == "rgba(60, 6, 67, 0.635)")
        for byte in UInt8(0)...255 {
            for offset in [-0.4999, -0.25, 0, 0.25, 0.4999] {
                let alpha = min(1, max(0, (Double(byte) + offset) / 255))
                let color = Color(rgb: 0x3C0643, alpha: alpha)
                #expect(SRGBBytes.byte(try Color(parsing: color.rgbString).alpha) == byte, "\(color.rgbString)")
                #expect(SRGBBytes.byte(try Color(parsing: color.hslString).alpha) == byte, "\(color.hslString)")
            }
        }
    }

    /// Every opaque byte color and a spread of translucent ones print to text that parses back to
    /// the same bytes.
    @Test func printedColorsParseBackToTheSameBytes() throws {
        var generator = SplitMix64(state: 99)
        for _ in 0..<2_000 {
            let color = Color(rgba: UInt32.random(in: 0...UInt32.max, using: &generator))
            #expect(try Color(parsing: color.hexString) == color)
            #expect(try Color(parsing: color.rgbString).hexString == color.hexString)
            let fromHSL = try Color(parsing: color.hslString)
            let bytes = (fromHSL.sRGBBytes, color.sRGBBytes)
            func distance(_ first: UInt8, _ second: UInt8) -> Int { abs(Int(first) - Int(second)) }
            #expect(
                distance(bytes.0.red, bytes.1.red) <= 1 && distance(bytes.0.green, bytes.1.green) <= 1,
                "\(color.hslString)")
            #expect(distance(bytes.0.blue, bytes.1.blue) <= 1 && bytes.0.alpha == bytes.1.alpha, "\(color.hslString)")
        }
    }

    @Test func shortHexFormsPrintInFull() throws {
        #expect(try Color(parsing: "#f80").hexString == "#FF8800")
        #expect(try Color(parsing: "#f80c").hexString == "#FF8800CC")
    }
}
