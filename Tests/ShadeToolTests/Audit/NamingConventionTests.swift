import Testing

@testable import ShadeTool

/// The pairs found from color names when there is no `shade.json`.
@Suite struct NamingConventionTests {
    func pairs(_ names: String...) -> [String] {
        NamingConvention.pairs(among: names).map { "\($0.foreground) > \($0.background) (\($0.use.rawValue))" }
    }

    @Test func namesAreCutIntoLowercaseWords() {
        #expect(NamingConvention.words(of: "onPrimary") == ["on", "primary"])
        #expect(NamingConvention.words(of: "URLText") == ["url", "text"])
        #expect(NamingConvention.words(of: "gray100") == ["gray", "100"])
        #expect(NamingConvention.words(of: "on-brand-secondary") == ["on", "brand", "secondary"])
        #expect(NamingConvention.words(of: "Slightly transparant") == ["slightly", "transparant"])
        #expect(NamingConvention.words(of: "fgColor") == ["fg", "color"])
        #expect(NamingConvention.parts(of: "color.background.brand.$root") == ["color", "background", "brand"])
    }

    @Test func wordsGiveEachNameItsRole() {
        #expect(NamingConvention.role(of: "secondaryLabel") == .foreground(.text))
        #expect(NamingConvention.role(of: "Text/primary") == .foreground(.text))
        #expect(NamingConvention.role(of: "fgColor.muted") == .foreground(.text))
        #expect(NamingConvention.role(of: "toolbarIcon") == .foreground(.nonText))
        #expect(NamingConvention.role(of: "textBackground") == .background, "a background word wins")
        #expect(NamingConvention.role(of: "bgColor.default") == .background)
        #expect(NamingConvention.role(of: "Surfaces/card") == .background)
        #expect(NamingConvention.role(of: "onPrimary") == .onColor(["primary"], .text))
        #expect(NamingConvention.role(of: "color.icon.brand.on-brand") == .onColor(["brand"], .nonText))
        #expect(NamingConvention.role(of: "color.text.on-solid.primary") == .onColor(["solid"], .text))
        #expect(NamingConvention.role(of: "online") == .other, "on must be a word of its own")
        #expect(NamingConvention.role(of: "context") == .other, "text must be a word of its own")
        #expect(NamingConvention.role(of: "disabledText") == .other, "WCAG exempts inactive components")
        #expect(NamingConvention.role(of: "accent") == .other)
    }

    @Test func aForegroundIsPairedWithTheBackgroundsOfItsOwnGroupFirst() {
        #expect(
            pairs("Card/text", "Card/background", "Sheet/background", "Sheet/text")
                == ["Card/text > Card/background (text)", "Sheet/text > Sheet/background (text)"])
    }

    @Test func aForegroundWithoutBackgroundsInItsGroupLooksOutward() {
        #expect(
            pairs("label", "secondaryLabel", "systemBackground", "Grouped/background")
                == [
                    "label > systemBackground (text)", "label > Grouped/background (text)",
                    "secondaryLabel > systemBackground (text)", "secondaryLabel > Grouped/background (text)",
                ])
        // A token set: `color.text.*` finds the backgrounds of `color`, in `color.background`.
        #expect(
            pairs("color.text.primary", "color.background.default", "color.icon.muted")
                == [
                    "color.text.primary > color.background.default (text)",
                    "color.icon.muted > color.background.default (non-text)",
                ])
    }

    @Test func anOnColorIsPairedWithTheColorItNamesAndTheBackgroundsThatMatchItBest() {
        #expect(pairs("onPrimary", "primary", "background") == ["onPrimary > primary (text)"])
        #expect(
            pairs(
                "text.on-brand", "text.on-brand-secondary", "text.default", "background.brand",
                "background.brand-hover", "background.brand-secondary", "background.default")
                == [
                    "text.on-brand > background.brand (text)", "text.on-brand > background.brand-hover (text)",
                    "text.on-brand-secondary > background.brand-secondary (text)",
                    // The brand backgrounds are kept for the on-colors.
                    "text.default > background.default (text)",
                ])
        // GitHub Primer's functional tokens.
        #expect(
            pairs("fgColor.default", "fgColor.onEmphasis", "bgColor.default", "bgColor.accentEmphasis")
                == ["fgColor.onEmphasis > bgColor.accentEmphasis (text)", "fgColor.default > bgColor.default (text)"])
    }

    @Test func onSurfaceKeepsTheSurfaceForOtherForegrounds() {
        #expect(
            pairs("onSurface", "surface", "label")
                == ["onSurface > surface (text)", "label > surface (text)"])
    }

    @Test func anOnColorThatMatchesNothingHasNoPair() {
        // White on the accent is never drawn on the white canvas.
        #expect(pairs("onAccent", "background").isEmpty)
        // Element's on-solid text, whose solid backgrounds are named for their use.
        #expect(pairs("color.text.on-solid.primary", "color.bg.canvas.default", "color.bg.action.primary.rest").isEmpty)
    }

    @Test func namesWithoutRolesMakeNoPairs() {
        #expect(pairs("Bisque", "Emerald", "Fluorescent/Magic Mint").isEmpty)
    }

    /// The pairs with their reasons: `fg > bg: reason`.
    func reasons(_ names: String...) -> [String] {
        NamingConvention.pairs(among: names).map { "\($0.foreground) > \($0.background): \($0.reason.description)" }
    }

    @Test func aForegroundWithARoleGoesOverItsRoleAndTheNeutralBackgroundsOnly() {
        // Element's tokens: the success text is never checked on the critical backgrounds.
        #expect(
            reasons(
                "text.success.primary", "text.critical.primary", "bg.success.subtle", "bg.critical.hovered",
                "bg.critical.subtle", "bg.canvas.default")
                == [
                    "text.success.primary > bg.success.subtle: same role 'success'",
                    "text.success.primary > bg.canvas.default: neutral background",
                    "text.critical.primary > bg.critical.hovered: same role 'critical'",
                    "text.critical.primary > bg.critical.subtle: same role 'critical'",
                    "text.critical.primary > bg.canvas.default: neutral background",
                ])
    }

    @Test func twoDifferentRolesAreNeverPaired() {
        let roles = NamingConvention.roleWords.sorted()
        var names: [String] = []
        for role in roles { names += ["text.\(role)", "icon.\(role)-secondary", "bg.\(role)", "surface/\(role)Hover"] }
        let pairs = NamingConvention.pairs(among: names)
        #expect(pairs.count == roles.count * 4)
        for pair in pairs {
            let foreground = Set(NamingConvention.parts(of: pair.foreground).flatMap(NamingConvention.words(of:)))
            let background = Set(NamingConvention.parts(of: pair.background).flatMap(NamingConvention.words(of:)))
            #expect(
                foreground.intersection(NamingConvention.roleWords)
                    == background.intersection(NamingConvention.roleWords), "\(pair)")
        }
    }

    @Test func aForegroundWithoutARoleGoesOverTheNeutralBackgroundsOnly() {
        #expect(
            reasons("text.primary", "bg.canvas", "bg.surface.raised", "bg.danger", "bg.brand", "bg.inverse")
                == [
                    "text.primary > bg.canvas: neutral background",
                    "text.primary > bg.surface.raised: neutral background",
                ])
        // Inside a group without a neutral background, it looks outward.
        #expect(
            reasons("Alert/text", "Alert/errorBackground", "background")
                == ["Alert/text > background: neutral background"])
    }

    @Test func anOnColorKeepsItsBackgroundAndSaysSo() {
        #expect(
            reasons("onPrimary", "primary", "text.on-danger", "text.danger", "bg.danger", "bg.default")
                == [
                    "onPrimary > primary: on-color", "text.on-danger > bg.danger: on-color",
                    // The strong danger fill is the on-color's: the danger text goes on the canvas.
                    "text.danger > bg.default: neutral background",
                ])
    }

    @Test func foregroundLikeColorsGoOverTheSystemBackgroundsWhenNothingElsePairs() {
        let pairs = NamingConvention.systemBackgroundPairs(
            among: ["AccentColor", "secondaryLabel", "headerBackground", "disabledText", "Bisque", "toolbarIcon"])
        #expect(pairs.count == 3 * 6)
        #expect(pairs.allSatisfy { $0.reason == .systemBackground })
        #expect(Set(pairs.map(\.background)) == Set(NamingConvention.systemBackgrounds))
        #expect(pairs.filter { $0.use == .text }.map(\.foreground) == Array(repeating: "secondaryLabel", count: 6))
        #expect(Set(pairs.filter { $0.use == .nonText }.map(\.foreground)) == ["AccentColor", "toolbarIcon"])
    }

    @Test func aReasonReadsBackFromItsDescription() {
        let reasons: [PairReason] = [
            .configuration(rule: 3), .onColor, .sameRole(["success"]), .sameRole(["accent", "emphasis"]),
            .neutralBackground, .systemBackground,
        ]
        for reason in reasons { #expect(PairReason(description: reason.description) == reason) }
        #expect(PairReason(description: "because") == nil)
    }

    @Test func pairsOfALargeCatalogStayInsideTheirGroups() {
        // 2 500 groups of four: each foreground is paired inside its group only.
        let names = (0..<10_000).map { "Feature\($0 / 4)/\(["text", "background", "icon", "tint"][$0 % 4])" }
        let pairs = NamingConvention.pairs(among: names)
        #expect(pairs.count == 5_000)
        #expect(pairs.allSatisfy { $0.foreground.split(separator: "/")[0] == $0.background.split(separator: "/")[0] })
    }
}
