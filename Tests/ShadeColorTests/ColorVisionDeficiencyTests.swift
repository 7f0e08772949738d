import Testing

@testable import ShadeColor

/// A color and how coloraide simulates it for each dichromacy (see `Scripts/cvd-vectors.py`).
struct ColorVisionVector: Sendable {
    let space: ColorSpace
    let components: [Double]
    let alpha: Double
    /// Linear-sRGB components after coloraide's filter, unclipped, by deficiency.
    let expected: [ColorVisionDeficiency: [Double]]

    init(
        _ space: ColorSpace, _ components: [Double], alpha: Double, protanopia: [Double], deuteranopia: [Double],
        tritanopia: [Double]
    ) {
        self.space = space
        self.components = components
        self.alpha = alpha
        self.expected = [.protanopia: protanopia, .deuteranopia: deuteranopia, .tritanopia: tritanopia]
    }

    var color: Color {
        Color(space, red: components[0], green: components[1], blue: components[2], alpha: alpha)
    }

    /// The vectors of ``coloraideText``, one a line; a line that does not read is left out, which
    /// the test's count of lines catches.
    static let coloraide: [ColorVisionVector] = VectorText.lines(coloraideText).compactMap(vector(_:))

    /// The lines of ``coloraideText``.
    static var lineCount: Int { VectorText.lines(coloraideText).count }

    /// `extended-srgb 1.0 0.0 0.0 1.0 | protanopia | deuteranopia | tritanopia`: the color's space,
    /// components and alpha, then its three simulations' linear-sRGB components.
    private static func vector(_ fields: [[Substring]]) -> ColorVisionVector? {
        guard fields.count == 4, let space = fields[0].first, let color = VectorText.numbers(fields[0].dropFirst()),
            color.count == 4
        else { return nil }
        let simulated = fields[1...].compactMap { VectorText.numbers($0) }.filter { $0.count == 3 }
        guard simulated.count == 3 else { return nil }
        return ColorVisionVector(
            space == "display-p3" ? .displayP3 : .extendedSRGB, Array(color[..<3]), alpha: color[3],
            protanopia: simulated[0], deuteranopia: simulated[1], tritanopia: simulated[2])
    }
}

@Suite("Color-vision deficiency simulation, checked against coloraide")
struct ColorVisionDeficiencyTests {
    /// Every vector, every deficiency, to 1e-12 in linear sRGB: the same matrices applied to the
    /// same linear components, so only rounding in the transfer functions and products differs
    /// (the largest difference measured is about 1.4e-15).
    @Test func agreesWithColoraideOnMoreThanAThousandColors() {
        #expect(ColorVisionVector.coloraide.count == ColorVisionVector.lineCount)
        #expect(ColorVisionVector.coloraide.count >= 1_000)
        var largest = 0.0
        var compared = 0
        for vector in ColorVisionVector.coloraide {
            let color = vector.color
            for deficiency in ColorVisionDeficiency.allCases {
                guard let expected = vector.expected[deficiency] else {
                    Issue.record("no \(deficiency) value")
                    continue
                }
                let simulated = color.simulating(deficiency)
                let linear = simulated.converted(to: .linearSRGB)
                let actual = [linear.red, linear.green, linear.blue]
                let difference = zip(actual, expected).map { abs($0 - $1) }.max() ?? .infinity
                largest = max(largest, difference)
                compared += 1
                #expect(
                    difference < 1e-12,
                    "\(vector.space) \(vector.components) \(deficiency): \(actual), coloraide \(expected)")
                #expect(simulated.alpha == color.alpha)
                #expect(simulated.colorSpace == .extendedSRGB)
            }
        }
        #expect(compared == ColorVisionVector.coloraide.count * 3)
        print(
            "color-vision simulation: \(compared) simulations of \(ColorVisionVector.coloraide.count) colors, "
                + "largest difference from coloraide \(largest)")
    }

    /// Protanopes see reds darker: `#E44001` gains contrast on white and loses it on black.
    @Test func protanopiaDarkensReds() throws {
        let orange = try Color(parsing: "#E44001")
        func ratio(_ background: Color, _ deficiency: ColorVisionDeficiency?) -> Double {
            guard let deficiency else { return Color.contrastRatio(orange, background) }
            return Color.contrastRatio(orange.simulating(deficiency), background.simulating(deficiency))
        }
        #expect(Color.formattedContrastRatio(ratio(.white, nil)) == "4.17")
        #expect(Color.formattedContrastRatio(ratio(.white, .protanopia)) == "5.87")
        #expect(Color.formattedContrastRatio(ratio(.white, .deuteranopia)) == "3.5")
        #expect(Color.formattedContrastRatio(ratio(.black, nil)) == "5.03")
        #expect(Color.formattedContrastRatio(ratio(.black, .protanopia)) == "3.57")
    }

    /// Red and green of equal lightness, told apart by hue alone, become nearly the same color
    /// for a deuteranope, not for a tritanope.
    @Test func redAndGreenOfEqualLightnessMergeUnderDeuteranopia() {
        let red = Color(red: 0.8, green: 0.4, blue: 0.3)
        let green = Color(red: 0.49, green: 0.56, blue: 0.3)
        #expect(red.deltaEOK(green) > 0.1)
        #expect(red.simulating(.deuteranopia).deltaEOK(green.simulating(.deuteranopia)) < 0.02)
        #expect(red.simulating(.tritanopia).deltaEOK(green.simulating(.tritanopia)) > 0.02)
    }

    @Test func neutralColorsStayNeutralAndAlphaIsKept() {
        for deficiency in ColorVisionDeficiency.allCases {
            for level in [0.0, 0.2, 0.5, 1.0] {
                let gray = Color(white: level, alpha: 0.4).simulating(deficiency)
                #expect(abs(gray.red - gray.green) < 1e-5 && abs(gray.green - gray.blue) < 1e-5, "\(gray)")
                #expect(gray.alpha == 0.4)
            }
        }
    }

    /// Like coloraide, the result is not clipped: pure blue under protanopia has red below 0.
    @Test func resultsOutsideTheGamutAreKept() {
        let blue = Color(red: 0, green: 0, blue: 1).simulating(.protanopia)
        #expect(blue.red < 0)
        #expect(!blue.isWithinGamut(of: .sRGB))
        #expect(blue.clamped().red == 0)
    }

    @Test func namesAndMethods() {
        #expect(ColorVisionDeficiency.allCases.map(\.description) == ["protanopia", "deuteranopia", "tritanopia"])
        #expect(ColorVisionDeficiency.allCases.map(\.displayName) == ["Protanopia", "Deuteranopia", "Tritanopia"])
        #expect(ColorVisionDeficiency.allCases.map(\.shortName) == ["protan", "deutan", "tritan"])
        #expect(ColorVisionDeficiency.protanopia.method == "Machado et al. 2009, severity 1")
        #expect(ColorVisionDeficiency.deuteranopia.method == "Machado et al. 2009, severity 1")
        #expect(ColorVisionDeficiency.tritanopia.method == "Brettel et al. 1997")
    }
}
