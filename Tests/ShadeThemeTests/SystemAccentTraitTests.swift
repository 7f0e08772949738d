import Testing

@testable import Shade

/// The system appearance's accent color and reduced motion, on the manager's traits and in
/// `BasicTheme`.
@MainActor
@Suite struct SystemAccentTraitTests {
    static let blue = Color(rgb: 0x3584E4)

    @Test func theManagerPutsTheSystemAccentAndReducedMotionOnItsTraits() {
        let system = ManualSystemAppearance(SystemAppearance(userInterfaceStyle: .light))
        let manager = ThemeManager(themes: BasicTheme.all, systemAppearance: system)
        let window = TraitNode(name: "window")
        manager.attach(window)
        #expect(window.traitCollection.systemAccentColor == nil)
        #expect(!window.traitCollection.prefersReducedMotion)

        var states = 0
        let subscription = manager.observe(receivingInitialState: false) { _ in states += 1 }
        system.appearance.accentColor = Self.blue
        system.appearance.prefersReducedMotion = true
        #expect(window.traitCollection.systemAccentColor == Self.blue)
        #expect(window.traitCollection.prefersReducedMotion)
        #expect(states == 2)
        // The accent affects color appearance, reduced motion does not.
        let before = TraitCollection { $0.systemAccentColor = Color(rgb: 0xE62D42) }
        #expect(window.traitCollection.hasDifferentColorAppearance(comparedTo: before))
        system.appearance.accentColor = nil
        #expect(window.traitCollection.systemAccentColor == nil)
        subscription.cancel()
    }

    @Test func aBasicThemeFollowsTheSystemAccentOnlyWhenAskedTo() {
        let standard = BasicTheme.standard
        let following = standard.followingSystemAccent()
        for appearance in Appearance.allCases {
            let plain = appearance.traitCollection
            let withAccent = plain.modifyingTraits { $0.systemAccentColor = Self.blue }
            // Without a system accent, the theme's own colors.
            #expect(following.accent.resolvedColor(with: plain) == standard.accent.resolvedColor(with: plain))
            #expect(following.onAccent.resolvedColor(with: plain) == standard.onAccent.resolvedColor(with: plain))
            // The standard theme itself ignores the system accent.
            #expect(standard.accent.resolvedColor(with: withAccent) == standard.accent.resolvedColor(with: plain))
            // Following, the accent and the colors derived from it for the theme's background.
            let derived = AccentColors(
                accent: Self.blue, background: standard.background.resolvedColor(with: withAccent),
                appearance: appearance)
            #expect(following.accent.resolvedColor(with: withAccent) == Self.blue)
            #expect(following.onAccent.resolvedColor(with: withAccent) == derived.onAccent)
            #expect(following.standaloneAccent.resolvedColor(with: withAccent) == derived.standalone)
        }
    }

    @Test func everyBasicThemesStandaloneAccentMeetsTextContrastOnItsBackground() {
        for theme in BasicTheme.all {
            for appearance in Appearance.allCases {
                let traits = appearance.traitCollection
                let ratio = appearance.contrastRatio(
                    of: theme.standaloneAccent.resolvedColor(with: traits),
                    over: theme.background.resolvedColor(with: traits))
                #expect(ratio >= 4.5, "\(theme.id) in \(appearance)")
            }
        }
    }
}
