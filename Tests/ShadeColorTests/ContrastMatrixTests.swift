import Testing

@testable import ShadeColor

/// A pair of colors and their contrast ratio as contrast-matrix computes it (see
/// `Scripts/generate-contrast-vectors.py`).
struct ContrastVector: Sendable {
    let foreground: String
    let background: String
    let ratio: Double

    init(_ foreground: String, _ background: String, _ ratio: Double) {
        self.foreground = foreground
        self.background = background
        self.ratio = ratio
    }

    /// The vectors of ``contrastMatrixText``, one a line: `#777777 #FFFFFF 4.478089`, the
    /// foreground, the background and their ratio. A line that does not read is left out, which
    /// the test's count catches.
    static let contrastMatrix: [ContrastVector] = VectorText.lines(contrastMatrixText).compactMap { fields in
        guard fields.count == 1, fields[0].count == 3, let ratio = Double(fields[0][2]) else { return nil }
        return ContrastVector(String(fields[0][0]), String(fields[0][1]), ratio)
    }
}

/// Shade's contrast ratio, the one every output calls (`Appearance.contrastRatio(of:over:)`),
/// against contrast-matrix 0.1.1, an independent WCAG 2 checker, on 1,000 pairs: opaque and
/// translucent, near-equal colors and the edges. In the light appearance a translucent
/// background is seen over white, as contrast-matrix sees it.
@Suite struct ContrastMatrixTests {
    @Test func everyRatioIsContrastMatrixsToOneMillionth() throws {
        #expect(ContrastVector.contrastMatrix.count == 1_000)
        var largest = 0.0
        for vector in ContrastVector.contrastMatrix {
            let foreground = try Color(parsing: vector.foreground)
            let background = try Color(parsing: vector.background)
            let ratio = Appearance.light.contrastRatio(of: foreground, over: background)
            // contrast-matrix rounds to 6 decimals, which is up to 5e-7 off.
            #expect(abs(ratio - vector.ratio) <= 1e-6, "\(vector.foreground) on \(vector.background)")
            largest = max(largest, abs(ratio - vector.ratio))
        }
        print("contrast ratios against contrast-matrix 0.1.1: largest difference \(largest) on 1,000 pairs")
    }
}
