import Testing

@testable import ShadeColor

/// A color and where coloraide maps it (see `Scripts/generate-gamut-vectors.py`).
struct GamutMappingVector: Sendable {
    let space: CSSColorSpace
    let components: [Double]
    let alpha: Double
    /// The components after mapping into sRGB; `nil` when the color is inside the sRGB gamut.
    let sRGB: [Double]?
    /// The components after mapping into Display P3; `nil` when inside.
    let displayP3: [Double]?

    init(_ space: CSSColorSpace, _ components: [Double], alpha: Double, sRGB: [Double]?, displayP3: [Double]?) {
        self.space = space
        self.components = components
        self.alpha = alpha
        self.sRGB = sRGB
        self.displayP3 = displayP3
    }

    /// The vectors of ``coloraideText``, one a line; a line that does not read is left out, which
    /// the test's count of lines catches.
    static let coloraide: [GamutMappingVector] = VectorText.lines(coloraideText).compactMap(vector(_:))

    /// The lines of ``coloraideText``.
    static var lineCount: Int { VectorText.lines(coloraideText).count }

    /// `display-p3 0.4 0.03 0.6 1.0 | sRGB | Display P3`: the color's CSS space, components and
    /// alpha, then its components mapped into each gamut, `-` where it is inside.
    private static func vector(_ fields: [[Substring]]) -> GamutMappingVector? {
        guard fields.count == 3, let name = fields[0].first, let space = CSSColorSpace(rawValue: String(name)),
            let color = VectorText.numbers(fields[0].dropFirst()), color.count == 4
        else { return nil }
        func mapped(_ words: [Substring]) -> [Double]?? {
            if words == ["-"] { return .some(nil) }
            guard let numbers = VectorText.numbers(words), numbers.count == 3 else { return nil }
            return numbers
        }
        guard let sRGB = mapped(fields[1]), let displayP3 = mapped(fields[2]) else { return nil }
        return GamutMappingVector(space, Array(color[..<3]), alpha: color[3], sRGB: sRGB, displayP3: displayP3)
    }
}

@Suite("Gamut mapping: CSS Color 4's algorithm, checked against coloraide")
struct GamutMappingTests {
    /// The largest difference in any component from coloraide's result, over every vector. Both
    /// stop the same binary search within ε 0.0001 of chroma; their matrices differ in the last
    /// digits, which can end the search one step apart.
    @Test func agreesWithColoraideOnMoreThanAThousandColors() throws {
        #expect(GamutMappingVector.coloraide.count == GamutMappingVector.lineCount)
        #expect(GamutMappingVector.coloraide.count >= 1_000)
        var largest = 0.0
        var compared = 0
        for vector in GamutMappingVector.coloraide {
            let color = try Color(vector.space, components: vector.components, alpha: vector.alpha)
            for (space, expected) in [(CSSColorSpace.sRGB, vector.sRGB), (.displayP3, vector.displayP3)] {
                let mapped = color.gamutMappedComponents(in: space)
                let reference = expected ?? color.components(in: space)
                let difference = zip(mapped, reference).map { abs($0 - $1) }.max() ?? 0
                largest = max(largest, difference)
                compared += 1
                #expect(
                    difference < 0.002,
                    "\(vector.space) \(vector.components) in \(space): \(mapped), coloraide \(reference)")
                #expect(mapped.allSatisfy { (0...1).contains($0) }, "\(mapped)")
            }
        }
        #expect(compared >= 2_000)
        #expect(largest < 0.002)
        print(
            "gamut mapping: \(compared) mappings of \(GamutMappingVector.coloraide.count) colors, largest difference from coloraide \(largest)"
        )
    }

    @Test func aColorInsideTheGamutIsUnchanged() throws {
        let inside = try Color(.displayP3, components: [0.5, 0.4, 0.3])
        #expect(inside.needsGamutMapping(for: .sRGB) == false)
        #expect(inside.gamutMappedComponents(in: .sRGB) == inside.components(in: .sRGB))
        #expect(Color(red: 0.2, green: 0.4, blue: 0.6).gamutMapped(to: .sRGB) == Color(red: 0.2, green: 0.4, blue: 0.6))
    }

    /// A clamp moves a vivid Display P3 orange's hue towards yellow; the mapping keeps it.
    @Test func keepsTheHueWhereAClampShiftsIt() throws {
        let orange = try Color(.displayP3, components: [1, 0.5, 0])
        let hue = orange.oklch.hue
        let mapped = orange.gamutMapped(to: .sRGB)
        let clamped = orange.converted(to: .sRGB)
        #expect(abs(mapped.oklch.hue - hue) < abs(clamped.oklch.hue - hue))
        #expect(abs(mapped.oklch.lightness - orange.oklch.lightness) < 0.02)
        #expect(mapped.colorSpace == .sRGB)
    }

    @Test func lighterThanWhiteIsWhiteAndDarkerThanBlackIsBlack() throws {
        #expect(try Color(.oklch, components: [1.2, 0.1, 200]).gamutMappedComponents(in: .sRGB) == [1, 1, 1])
        #expect(try Color(.oklch, components: [-0.1, 0.05, 300]).gamutMappedComponents(in: .displayP3) == [0, 0, 0])
    }

    /// The wide gamuts the vectors do not cover, against coloraide 8.13.1's
    /// `fit(space, method="minde-chroma", jnd=0.02)` of OkLCh colors outside each (printed to six
    /// places). ProPhoto RGB, reached through a chromatic adaptation whose matrices each library
    /// computes its own way, agrees to 5×10⁻⁶; the others to the six places.
    @Test func wideGamutsAgreeWithColoraide() throws {
        let cases: [(oklch: [Double], space: CSSColorSpace, expected: [Double])] = [
            ([0.7, 0.4, 150], .a98RGB, [0.000000, 0.817052, 0.000000]),
            ([0.7, 0.4, 150], .rec2020, [0.172258, 0.804893, 0.000000]),
            ([0.7, 0.4, 150], .proPhotoRGB, [0.163383, 0.719001, 0.000000]),
            ([0.5, 0.45, 300], .a98RGB, [0.432346, 0.000000, 0.897184]),
            ([0.5, 0.45, 300], .rec2020, [0.492801, 0.000000, 0.943351]),
            ([0.5, 0.45, 300], .proPhotoRGB, [0.493310, 0.000000, 0.996440]),
            ([0.9, 0.3, 100], .a98RGB, [0.969846, 0.868418, 0.000000]),
            ([0.9, 0.3, 100], .rec2020, [0.954035, 0.881886, 0.000000]),
            ([0.9, 0.3, 100], .proPhotoRGB, [0.872928, 0.841168, 0.000000]),
            ([0.3, 0.5, 20], .a98RGB, [0.326695, 0.000000, 0.074982]),
            ([0.3, 0.5, 20], .rec2020, [0.368795, 0.000000, 0.047770]),
            ([0.3, 0.5, 20], .proPhotoRGB, [0.256724, 0.000000, 0.000000]),
        ]
        for (oklch, space, expected) in cases {
            let mapped = try Color(.oklch, components: oklch).gamutMappedComponents(in: space)
            let tolerance = space == .proPhotoRGB ? 5e-6 : 1e-6
            for (component, reference) in zip(mapped, expected) {
                #expect(
                    abs(component - reference) < tolerance,
                    "oklch \(oklch) in \(space): \(mapped), coloraide \(expected)")
            }
        }
    }

    @Test func spacesWithoutAGamutTakeTheColorAsItIs() throws {
        let wide = try Color(.rec2020, components: [0, 1, 0])
        #expect(wide.gamutMappedComponents(in: .oklch) == wide.components(in: .oklch))
        #expect(wide.gamutMapped(to: .lab) == wide)
        // HSL describes sRGB colors: mapped in sRGB.
        let viaSRGB = wide.gamutMapped(to: .sRGB)
        #expect(wide.gamutMappedComponents(in: .hsl) == viaSRGB.components(in: .hsl))
        #expect(wide.gamutMapped(to: .hsl) == viaSRGB)
    }

    @Test func keepsAlpha() throws {
        let translucent = try Color(.displayP3, components: [0, 1, 0], alpha: 0.4)
        #expect(translucent.gamutMapped(to: .sRGB).alpha == 0.4)
    }

    @Test func deltaEOKIsTheDistanceInOklab() throws {
        #expect(Color.white.deltaEOK(.white) == 0)
        #expect(abs(Color.white.deltaEOK(.black) - 1) < 1e-6)
        let gray = Color(white: 0.5)
        #expect(abs(gray.deltaEOK(.black) - gray.oklab.lightness) < 1e-9)
    }
}

@Suite("8-bit sRGB: one rounding rule for every output")
struct SRGBBytesTests {
    @Test func roundsToTheNearestByteAHalfAwayFromZero() {
        #expect(SRGBBytes.byte(0.5 / 255) == 1)
        #expect(SRGBBytes.byte(0.4999 / 255) == 0)
        #expect(SRGBBytes.byte(127.5 / 255) == 128)
        #expect(SRGBBytes.byte(-0.2) == 0)
        #expect(SRGBBytes.byte(1.7) == 255)
        #expect(SRGBBytes.byte(.nan) == 0)
        #expect(SRGBBytes.byte(.infinity) == 255)
    }

    @Test func everyByteComesBackThroughAColor() {
        for value in 0...255 {
            let byte = UInt8(value)
            let bytes = SRGBBytes(red: byte, green: 255 - byte, blue: byte / 2, alpha: byte)
            #expect(SRGBBytes(bytes.color) == bytes)
            #expect(SRGBBytes(hex: bytes.hex) == bytes)
        }
    }

    @Test func readsEveryHexForm() {
        #expect(SRGBBytes(hex: "#F80") == SRGBBytes(red: 255, green: 136, blue: 0))
        #expect(SRGBBytes(hex: "#f80c") == SRGBBytes(red: 255, green: 136, blue: 0, alpha: 204))
        #expect(SRGBBytes(hex: "#0148b2") == SRGBBytes(red: 1, green: 72, blue: 178))
        #expect(SRGBBytes(hex: "#0148B2FA")?.alpha == 250)
        for bad in ["", "#", "0148B2", "#0148B", "#0148B2F", "#GG0000", "#0148B2FA00", "#٠١٢"] {
            #expect(SRGBBytes(hex: bad) == nil, "\(bad)")
        }
    }

    @Test func writesUppercaseWithAlphaOnlyWhenTranslucent() {
        #expect(SRGBBytes(red: 1, green: 72, blue: 178).hex == "#0148B2")
        #expect(SRGBBytes(red: 1, green: 72, blue: 178, alpha: 250).hex == "#0148B2FA")
    }

    /// A wide color's bytes are those of its gamut-mapped color, the same in a hex code.
    @Test func aWideColorIsGamutMappedNotClamped() throws {
        let p3Green = try Color(.displayP3, components: [0, 1, 0])
        let mapped = p3Green.gamutMapped(to: .sRGB)
        #expect(p3Green.sRGBBytes == SRGBBytes(mapped))
        #expect(p3Green.hexString == mapped.hexString)
        #expect(p3Green.sRGBBytes != SRGBBytes(p3Green.converted(to: .sRGB)))
    }
}

@Suite("Appearances: one type, one set of names, one contrast")
struct AppearanceTests {
    @Test func namesEveryOutputUses() {
        let darkAll = Appearance(isDark: true, isHighContrast: true, isElevated: true)
        #expect(darkAll.name == "darkElevatedHighContrast")
        #expect(darkAll.name == DynamicColor.Variant.darkElevatedHighContrast.rawValue)
        #expect(darkAll.label == "dark elevated high contrast")
        #expect(darkAll.modeName == "dark-elevated-high-contrast")
        #expect(Appearance.light.modeName == "light")
        #expect(Appearance.allCases.map(\.index) == Array(0..<8))
        for appearance in Appearance.allCases {
            #expect(Appearance(name: appearance.name) == appearance)
            #expect(Appearance(index: appearance.index) == appearance)
        }
        #expect(Appearance(name: "darkHighContrastElevated") == nil)
    }

    /// White text over a 25 % black fill: on the light system background the fill is a light
    /// gray, and the pair has little contrast; on the dark one, nearly black.
    @Test func aTranslucentBackgroundIsSeenOverTheSystemBackground() {
        let shadow = Color(red: 0, green: 0, blue: 0, alpha: 0.25)
        let light = Appearance.light.contrastRatio(of: .white, over: shadow)
        #expect(abs(light - Color.contrastRatio(.white, shadow.composited(over: .white))) < 1e-12)
        #expect(light < 2)
        let dark = Appearance.dark.contrastRatio(of: .white, over: shadow)
        #expect(dark > 15)
        // The ratio ignoring the translucency would claim 21:1 in both.
        #expect(Color.contrastRatio(.white, shadow.withAlphaComponent(1)) == 21)
    }

    @Test func aTranslucentForegroundIsSeenOverTheBackgroundAsSeen() {
        let ink = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
        let fill = Color(red: 1, green: 1, blue: 1, alpha: 0.5)
        let seen = Appearance.dark.seen(ink, over: fill)
        #expect(seen.background == fill.composited(over: Appearance.dark.systemBackground))
        #expect(seen.foreground == ink.composited(over: seen.background))
        #expect(
            Appearance.dark.contrastRatio(of: ink, over: fill) == Color.contrastRatio(seen.foreground, seen.background))
    }
}
