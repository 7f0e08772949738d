import Testing

@testable import Shade
@testable import ShadeTheme

@Suite struct BasicThemeTests {
    /// Every combination of style, contrast and level a theme can be resolved in.
    static let appearances: [TraitCollection] = UserInterfaceStyle.allCases.filter { $0 != .unspecified }.flatMap {
        style in
        AccessibilityContrast.allCases.filter { $0 != .unspecified }.flatMap { contrast in
            UserInterfaceLevel.allCases.filter { $0 != .unspecified }.map { level in
                TraitCollection {
                    $0.userInterfaceStyle = style
                    $0.accessibilityContrast = contrast
                    $0.userInterfaceLevel = level
                }
            }
        }
    }

    @Test(arguments: BasicTheme.all.map(\.id))
    func labelsAreReadableOnEveryBackgroundInEveryAppearance(id: ThemeID) throws {
        let theme = try #require(BasicTheme.all.first { $0.id == id })
        for traits in Self.appearances {
            let level: WCAGLevel = traits.accessibilityContrast == .high ? .aaa : .aa
            for background in [theme.background, theme.secondaryBackground] {
                let back = background.resolvedColor(with: traits)
                let label = theme.label.resolvedColor(with: traits).composited(over: back)
                #expect(
                    Color.meetsContrast(level, foreground: label, background: back),
                    "\(theme.id) label on background, \(traits): \(Color.contrastRatio(label, back))")
                let secondary = theme.secondaryLabel.resolvedColor(with: traits).composited(over: back)
                #expect(
                    Color.meetsContrast(.aa, foreground: secondary, background: back),
                    "\(theme.id) secondary label, \(traits): \(Color.contrastRatio(secondary, back))")
            }
            let accent = theme.accent.resolvedColor(with: traits)
            let onAccent = theme.onAccent.resolvedColor(with: traits)
            #expect(
                Color.meetsContrast(.aa, foreground: onAccent, background: accent, textSize: .large),
                "\(theme.id) text on accent, \(traits): \(Color.contrastRatio(onAccent, accent))")
        }
    }

    @Test func theThemesLookDifferentAndDarkDiffersFromLight() {
        let light = TraitCollection(userInterfaceStyle: .light)
        let dark = TraitCollection(userInterfaceStyle: .dark)
        let backgrounds = Set(BasicTheme.all.map { $0.background.resolvedColor(with: light) })
        #expect(backgrounds.count == 3)
        for theme in BasicTheme.all {
            #expect(theme.background.resolvedColor(with: light) != theme.background.resolvedColor(with: dark))
        }
    }

    @Test func displayNamesAndIdentifiers() {
        #expect(BasicTheme.all.map(\.id) == ["standard", "sepia", "ocean"])
        #expect(BasicTheme.all.map(\.displayName) == ["Standard", "Sepia", "Ocean"])
    }

    @Test func theDefaultDisplayNameCapitalisesTheIdentifier() {
        struct Minimal: Theme { let id: ThemeID }
        #expect(Minimal(id: "midnight blue").displayName == "Midnight blue")
        #expect(Minimal(id: "").displayName == "")
    }
}
