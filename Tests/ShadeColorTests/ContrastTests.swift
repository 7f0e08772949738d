import Testing

@testable import Shade
@testable import ShadeColor

@Suite("Compositing, luminance and WCAG contrast")
struct ContrastTests {
    // MARK: - Compositing

    @Test func halfTransparentBlackOverWhiteIsMidGray() {
        let result = Color(red: 0, green: 0, blue: 0, alpha: 0.5).composited(over: .white)
        #expect(result == Color(red: 0.5, green: 0.5, blue: 0.5))
    }

    @Test func compositingOverATranslucentBackgroundCombinesTheAlphas() {
        let foreground = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
        let background = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
        let result = foreground.composited(over: background)
        // alpha = 0.5 + 0.5 × 0.5; red weight 0.5 / 0.75, blue weight 0.25 / 0.75.
        #expect(isClose(result, Color(red: 2 / 3, green: 0, blue: 1 / 3, alpha: 0.75), tolerance: 1e-12))
    }

    @Test func opaqueForegroundHidesTheBackgroundAndClearShowsIt() {
        let background = Color(rgb: 0x1C1C1E)
        #expect(Color(rgb: 0xFF3B30).composited(over: background) == Color(rgb: 0xFF3B30))
        #expect(Color.clear.composited(over: background) == background)
        let nothing = Color.clear.composited(over: Color.clear)
        #expect(nothing.alpha == 0)
    }

    @Test func compositingHappensInTheBackgroundsSpace() {
        let p3 = Color(.displayP3, red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
        let result = p3.composited(over: .white)
        #expect(result.colorSpace == .sRGB)
        let expected = p3.converted(to: .sRGB)
        #expect(isClose(result.red, expected.red / 2 + 0.5, tolerance: 1e-12))
        // Over a gray background, a colored foreground keeps its hue: the result is sRGB.
        let overGray = Color(red: 1, green: 0, blue: 0, alpha: 0.5).composited(over: Color(white: 0.5))
        #expect(overGray.colorSpace == .sRGB)
        #expect(overGray.red > overGray.green)
        // Two grays stay gray.
        #expect(Color(white: 0, alpha: 0.5).composited(over: Color(white: 1)) == Color(white: 0.5))
    }

    // MARK: - Luminance and contrast ratio

    @Test func relativeLuminanceFollowsWCAG() {
        #expect(Color.white.relativeLuminance == 1)
        #expect(Color.black.relativeLuminance == 0)
        #expect(isClose(Color(rgb: 0xFF0000).relativeLuminance, 0.2126, tolerance: 1e-12))
        #expect(isClose(Color(rgb: 0x00FF00).relativeLuminance, 0.7152, tolerance: 1e-12))
        #expect(isClose(Color(rgb: 0x0000FF).relativeLuminance, 0.0722, tolerance: 1e-12))
        #expect(isClose(Color(white: 1).relativeLuminance, 1, tolerance: 1e-12))
    }

    /// WCAG's examples: black on white is the maximum, 21:1; #777 on white is 4.48:1.
    @Test func blackOnWhiteIs21To1() {
        #expect(isClose(Color.contrastRatio(.black, .white), 21, tolerance: 1e-12))
        #expect(isClose(Color.contrastRatio(.white, .black), 21, tolerance: 1e-12))
        #expect(Color.contrastRatio(.white, .white) == 1)
    }

    @Test func gray777OnWhiteIsAbout4Point48To1() throws {
        let ratio = Color.contrastRatio(try Color(parsing: "#777"), .white)
        #expect(isClose(ratio, 4.478, tolerance: 0.001))
        #expect((ratio * 100).rounded() / 100 == 4.48)
    }

    @Test func translucentForegroundIsCompositedOverTheBackgroundFirst() {
        let halfBlack = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
        let ratio = Color.contrastRatio(halfBlack, .white)
        #expect(isClose(ratio, Color.contrastRatio(Color(red: 0.5, green: 0.5, blue: 0.5), .white), tolerance: 1e-12))
        #expect(ratio < 21)
        // The background's own alpha is ignored.
        #expect(Color.contrastRatio(.black, Color.white.withAlphaComponent(0.1)) == Color.contrastRatio(.black, .white))
    }

    // MARK: - Conformance levels

    @Test func minimumRatiosAreThoseOfWCAG22() {
        #expect(WCAGLevel.aa.minimumContrastRatio(for: .normal) == 4.5)
        #expect(WCAGLevel.aa.minimumContrastRatio(for: .large) == 3)
        #expect(WCAGLevel.aaa.minimumContrastRatio(for: .normal) == 7)
        #expect(WCAGLevel.aaa.minimumContrastRatio(for: .large) == 4.5)
        #expect(WCAGLevel.aaa.description == "AAA")
    }

    /// Grays on white just either side of each threshold: #767676 (4.54) passes AA and #777777
    /// (4.48) does not; #595959 (7.00) passes AAA and #5A5A5A (6.90) does not; #949494 (3.03)
    /// passes AA for large text and #959595 (2.995) does not.
    @Test(
        arguments: [
            (0x767676, WCAGLevel.aa, WCAGTextSize.normal, true),
            (0x777777, .aa, .normal, false),
            (0x777777, .aa, .large, true),
            (0x595959, .aaa, .normal, true),
            (0x5A5A5A, .aaa, .normal, false),
            (0x5A5A5A, .aaa, .large, true),
            (0x777777, .aaa, .large, false),
            (0x949494, .aa, .large, true),
            (0x959595, .aa, .large, false),
        ] as [(UInt32, WCAGLevel, WCAGTextSize, Bool)])
    func meetsContrastComparesWithTheLevelsMinimum(gray: UInt32, level: WCAGLevel, size: WCAGTextSize, meets: Bool) {
        #expect(Color.meetsContrast(level, foreground: Color(rgb: gray), background: .white, textSize: size) == meets)
    }

    @Test func normalTextIsTheDefault() {
        #expect(!Color.meetsContrast(.aa, foreground: Color(rgb: 0x777777), background: .white))
        #expect(Color.meetsContrast(.aaa, foreground: .black, background: .white))
    }

    /// A pair measured in an appearance is the pair as seen there and the ratio of those two
    /// colors, which is the appearance's contrast ratio: one compositing for both.
    @Test(arguments: Appearance.allCases)
    func aMeasuredPairIsThePairSeenAndItsRatio(appearance: Appearance) {
        let pairs: [(Color, Color)] = [
            (Color(red: 0.2, green: 0.3, blue: 0.4), Color(red: 0.9, green: 0.9, blue: 0.8)),
            (Color(red: 1, green: 1, blue: 1, alpha: 0.6), Color(red: 0, green: 0, blue: 0, alpha: 0.3)),
            (Color(red: 0.5, green: 0.1, blue: 0.1, alpha: 0.5), Color(red: 0.1, green: 0.5, blue: 0.9)),
        ]
        for (foreground, background) in pairs {
            let measured = appearance.measured(foreground, over: background)
            let seen = appearance.seen(foreground, over: background)
            #expect(measured.foreground == seen.foreground)
            #expect(measured.background == seen.background)
            #expect(measured.ratio == Color.contrastRatio(seen.foreground, seen.background))
            #expect(measured.ratio == appearance.contrastRatio(of: foreground, over: background))
        }
    }
}
