import Testing

@testable import ShadeColor

/// The colors derived from a desktop accent: libadwaita's rule, and 4.5:1 wherever Shade puts them.
@Suite struct AccentColorsTests {
    /// libadwaita's nine accents (`src/adw-accent-color.c`).
    static let adwaitaAccents: [UInt32] = [
        0x3584E4, 0x2190A4, 0x3A944A, 0xC88800, 0xED5B00, 0xE62D42, 0xD56199, 0x9141AC, 0x6F8396,
    ]
    static let backgrounds: [UInt32] = [0xFFFFFF, 0xFAFAFA, 0x000000, 0x222226, 0x1C1C1E, 0x8A8A8A, 0xF4ECD8, 0x0B1B26]

    @Test(arguments: adwaitaAccents)
    func everyDerivedColorMeetsTheMinimumOnEveryBackground(accent: UInt32) {
        for background in Self.backgrounds.map({ Color(rgb: $0) }) {
            for appearance in Appearance.allCases {
                let colors = AccentColors(accent: Color(rgb: accent), background: background, appearance: appearance)
                #expect(appearance.contrastRatio(of: colors.onAccent, over: colors.accent) >= 4.5)
                #expect(appearance.contrastRatio(of: colors.standalone, over: background) >= 4.5)
            }
        }
    }

    /// `adw_rgba_to_standalone`: Oklab lightness at most 0.5 (light) or at least 0.85 (dark), hue
    /// and chroma kept, then each sRGB channel clamped to 0…1.
    func libadwaitaStandalone(_ accent: Color, dark: Bool) throws -> String {
        let (lightness, a, b) = accent.oklab
        let clamped = dark ? max(lightness, 0.85) : min(lightness, 0.5)
        return try Color(.oklab, components: [clamped, a, b]).clamped().converted(to: .sRGB).hexString
    }

    @Test(arguments: adwaitaAccents)
    func onWhiteAndBlackTheStandaloneAccentIsLibadwaitas(accent: UInt32) throws {
        // On white and black libadwaita's clamp already meets 4.5:1, so Shade adds nothing to it.
        let color = Color(rgb: accent)
        #expect(
            AccentColors(accent: color, background: .white, appearance: .light).standalone.hexString
                == (try libadwaitaStandalone(color, dark: false)))
        #expect(
            AccentColors(accent: color, background: .black, appearance: .dark).standalone.hexString
                == (try libadwaitaStandalone(color, dark: true)))
    }

    @Test func onABackgroundLibadwaitaDidNotPlanForTheLightnessMovesOn() throws {
        // Mid gray: the clamp to 0.5 is not enough, so Shade darkens further.
        let blue = Color(rgb: 0x3584E4)
        let gray = Color(rgb: 0x8A8A8A)
        let standalone = AccentColors(accent: blue, background: gray, appearance: .light).standalone
        #expect(Color.contrastRatio(try Color(parsing: libadwaitaStandalone(blue, dark: false)), gray) < 4.5)
        #expect(Color.contrastRatio(standalone, gray) >= 4.5)
        #expect(standalone.oklab.lightness < 0.5)
        #expect(abs(standalone.oklch.hue - blue.oklch.hue) < 10, "still blue: only the sRGB clipping moves the hue")
    }

    @Test func anAccentThatAlreadyContrastsKeepsItsLightness() {
        // A dark navy already below 0.5 in Oklab and far from white: libadwaita leaves it alone.
        let navy = Color(rgb: 0x1A2B6D)
        #expect(AccentColors(accent: navy, background: .white, appearance: .light).standalone.hexString == "#1A2B6D")
    }

    @Test func textOnAnAccentIsWhiteWhenItMeetsTheMinimumElseTheMoreContrasting() {
        // Adwaita's purple: white is 6.6:1 on it.
        #expect(AccentColors(accent: Color(rgb: 0x9141AC), background: .white, appearance: .light).onAccent == .white)
        // Adwaita's blue and yellow: libadwaita writes white (3.96:1 and 2.9:1); Shade writes black.
        #expect(AccentColors(accent: Color(rgb: 0x3584E4), background: .white, appearance: .light).onAccent == .black)
        #expect(AccentColors(accent: Color(rgb: 0xC88800), background: .white, appearance: .light).onAccent == .black)
    }

    @Test func theDynamicFormsResolvePerAppearance() {
        let accent = DynamicColor(Color(rgb: 0x3584E4))
        let background = DynamicColor(any: .white, dark: .black)
        let standalone = DynamicColor.standaloneAccent(accent, over: background)
        for appearance in Appearance.allCases {
            let expected = AccentColors(
                accent: Color(rgb: 0x3584E4), background: appearance.isDark ? .black : .white, appearance: appearance)
            #expect(standalone.resolvedColor(with: appearance.traitCollection) == expected.standalone)
            #expect(
                DynamicColor.onAccent(accent, over: background).resolvedColor(with: appearance.traitCollection)
                    == expected.onAccent)
        }
    }
}
