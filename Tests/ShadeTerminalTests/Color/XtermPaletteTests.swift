import Shade
import Testing

@testable import ShadeTerminal

@Suite("The xterm 256-color palette")
struct XtermPaletteTests {
    @Test func cubeAndRampHaveXtermsValues() {
        #expect(XtermPalette.color(at: 16)?.hexString == "#000000")
        #expect(XtermPalette.color(at: 17)?.hexString == "#00005F")
        #expect(XtermPalette.color(at: 67)?.hexString == "#5F87AF")
        #expect(XtermPalette.color(at: 196)?.hexString == "#FF0000")
        #expect(XtermPalette.color(at: 231)?.hexString == "#FFFFFF")
        #expect(XtermPalette.color(at: 232)?.hexString == "#080808")
        #expect(XtermPalette.color(at: 244)?.hexString == "#808080")
        #expect(XtermPalette.color(at: 255)?.hexString == "#EEEEEE")
    }

    @Test func themeColorsHaveNoFixedValue() {
        #expect((0...15).allSatisfy { XtermPalette.color(at: UInt8($0)) == nil })
    }

    static let paletteColors: [(UInt32, UInt8)] = [
        (0xFF0000, 196), (0x00FF00, 46), (0x0000FF, 21), (0xFFFFFF, 231), (0x000000, 16),
        (0x808080, 244), (0x5F87AF, 67), (0xEEEEEE, 255),
    ]

    @Test(arguments: paletteColors)
    func colorsInThePaletteMapToTheirOwnEntry(rgb: UInt32, index: UInt8) {
        #expect(XtermPalette.nearestIndex(to: Color(rgb: rgb)) == index)
    }

    @Test func everyEntryFrom16MapsToItself() {
        for index in UInt8(16)...255 {
            #expect(XtermPalette.nearestIndex(to: XtermPalette.color(at: index)!) == index)
        }
    }

    static let grays: [(UInt32, UInt8)] = [
        (0x7F7F7F, 244), (0x8E8E93, 245), (0x1C1C1E, 234), (0x2C2C2E, 236), (0xC7C7CC, 251),
    ]

    /// Neutral grays between palette values go to the gray ramp, not to a cube gray or a tinted
    /// cube entry: #7F7F7F is one step from ramp 244 (#808080) but eight from cube 102 (#878787).
    @Test(arguments: grays)
    func midGraysMapToTheGrayRamp(rgb: UInt32, index: UInt8) {
        #expect(XtermPalette.nearestIndex(to: Color(rgb: rgb)) == index)
    }

    static let systemColors: [(UInt32, UInt8)] = [
        (0xFF3B30, 196), (0x34C759, 41), (0x007AFF, 33), (0xFF9500, 208), (0x5856D6, 62), (0xAF52DE, 134),
    ]

    /// iOS system colors (light values: red, green, blue, orange, indigo, purple) between palette
    /// entries. The expected entries were computed separately, with a short script written from
    /// Ottosson's published OKLab formulas rather than from this code.
    @Test(arguments: systemColors)
    func systemColorsMapToTheirNearestEntryInOKLab(rgb: UInt32, index: UInt8) {
        #expect(XtermPalette.nearestIndex(to: Color(rgb: rgb)) == index)
    }

    @Test func nearestEntryIsNoFartherThanAnyOtherInOKLab() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let color = Color(rgb: UInt32.random(in: 0...0xFF_FFFF, using: &generator))
            let chosen = XtermPalette.color(at: XtermPalette.nearestIndex(to: color))!
            let bestDistance = (16...255).map { XtermPalette.color(at: UInt8($0))!.deltaEOK(color) }.min()!
            #expect(chosen.deltaEOK(color) <= bestDistance + 1e-12, "\(color.hexString)")
        }
    }

    @Test func oklabPutsWhiteAtLightnessOneWithNoChroma() {
        let white = Color.white.oklab
        #expect(abs(white.lightness - 1) < 1e-6)
        #expect(abs(white.a) < 1e-6)
        #expect(abs(white.b) < 1e-6)
    }

    @Test func wideGamutColorsAreClampedToSRGBFirst() {
        #expect(XtermPalette.nearestIndex(to: Color(.displayP3, red: 1, green: 0, blue: 0)) == 196)
    }
}
