import Shade
import Testing

@testable import ShadeTool

/// A pair measured in the eight appearances: each distinct pair of values over the same system
/// background once, and every appearance's measurement what the appearance itself measures.
@Suite struct PairMeasurementTests {
    /// Light in all four light appearances, a translucent dark background (seen over each dark
    /// appearance's own system background) in the four dark ones, and one appearance with no pair.
    @Test func eachAppearanceHasItsOwnMeasurementTakenOnceForEachDistinctPair() {
        let text = Color(red: 0.1, green: 0.1, blue: 0.1)
        let paper = Color(red: 0.95, green: 0.95, blue: 0.9)
        let darkText = Color(red: 0.9, green: 0.9, blue: 0.9, alpha: 0.8)
        let veil = Color(red: 0.2, green: 0.2, blue: 0.3, alpha: 0.5)
        let missing = Appearance(isDark: true, isHighContrast: true, isElevated: true)
        let colors = { (appearance: Appearance) -> (Color, Color)? in
            appearance == missing ? nil : appearance.isDark ? (darkText, veil) : (text, paper)
        }
        let measured = PairMeasurement.inEachAppearance(colors)
        #expect(measured.count == 8)
        for appearance in Appearance.allCases {
            guard let (foreground, background) = colors(appearance) else {
                #expect(measured[appearance.index] == nil)
                continue
            }
            let expected = appearance.measured(foreground, over: background)
            let found = measured[appearance.index]
            #expect(found?.ratio == expected.ratio)
            #expect(found?.foreground == expected.foreground)
            #expect(found?.background == expected.background)
        }
        // The light pair is measured in light and taken by the three other light appearances. The
        // translucent background is measured again in dark elevated, whose system background is
        // not dark's black, and dark high contrast (black again) takes dark's.
        let darkElevated = Appearance(isDark: true, isHighContrast: false, isElevated: true)
        let darkHighContrast = Appearance(isDark: true, isHighContrast: true, isElevated: false)
        #expect(darkElevated.systemBackground != Appearance.dark.systemBackground)
        #expect(darkHighContrast.systemBackground == Appearance.dark.systemBackground)
        var expected = [Int?](repeating: nil, count: 8)
        for appearance in Appearance.allCases where !appearance.isDark && appearance != .light {
            expected[appearance.index] = 0
        }
        expected[darkHighContrast.index] = Appearance.dark.index
        #expect(measured.map { $0?.earlier } == expected)
    }
}
