import Shade
import ShadeTestSupport
import Testing

@testable import ShadeCatalog

@Suite("Themes filled from a catalog")
struct CatalogThemeTests {
    /// Every value of a basic theme, each named the way some real file names it.
    static let completeCatalog = ColorCatalog(entries: [
        TestEntry.color("Colors/Background", 0x101010, dark: 0x010101),
        TestEntry.color("color.secondary-background", 0x202020),
        TestEntry.color("label", 0x303030),
        TestEntry.color("color.text.secondary_label", 0x404040),
        TestEntry.color("Brand/Accent", 0x505050),
        TestEntry.color("color.on-accent", 0x606060),
        TestEntry.color("separator", 0x707070),
        TestEntry.color("destructive", 0x808080),
        TestEntry.font("font.title", size: 28),
        TestEntry.font("typography.headline", size: 18),
        TestEntry.font("bodyFont", size: 16),
        TestEntry.font("caption", size: 11),
        TestEntry.metric("spacing", 12),
        TestEntry.metric("size.corner-radius", 6),
    ])

    @Test func aBasicThemeTakesEveryValueByItsPropertysNameInAnyOfTheFilesSpellings() {
        let values = ThemeValues(catalog: Self.completeCatalog, id: "solarized-dark")
        let theme = BasicTheme(values, base: .sepia)
        #expect(values.problems == [])
        #expect(theme.id == "solarized-dark")
        #expect(theme.displayName == "Solarized Dark")
        #expect(theme.background.lightAndDark == ["#101010", "#010101"])
        let colors = [
            theme.secondaryBackground, theme.label, theme.secondaryLabel, theme.accent, theme.onAccent,
            theme.separator, theme.destructive,
        ]
        #expect(
            colors.map(\.lightAndDark[0]) == [
                "#202020", "#303030", "#404040", "#505050", "#606060", "#707070", "#808080",
            ])
        #expect(
            [theme.titleFont, theme.headlineFont, theme.bodyFont, theme.captionFont].map(\.size) == [28, 18, 16, 11])
        #expect(theme.bodyFont.family == "Avenir")
        #expect(theme.spacing == ThemeMetric(12))
        #expect(theme.cornerRadius == ThemeMetric(6))
        #expect(BasicTheme(catalog: Self.completeCatalog, id: "solarized-dark", base: .sepia) == theme)
    }

    @Test func namesThatAreMissingTakeTheBaseThemesValuesAndAreEachReported() {
        let catalog = ColorCatalog(entries: [TestEntry.color("background", 0x112233)])
        let values = ThemeValues(catalog: catalog, id: "aurora", displayName: "Aurora Borealis")
        let theme = BasicTheme(values, base: .ocean)
        #expect(theme.displayName == "Aurora Borealis")
        #expect(theme.background.lightAndDark == ["#112233", "#112233"])
        #expect(theme.accent == BasicTheme.ocean.accent)
        #expect(theme.bodyFont == BasicTheme.ocean.bodyFont)
        #expect(theme.cornerRadius == BasicTheme.ocean.cornerRadius)
        #expect(values.problems.count == 13)
        #expect(values.problems.allSatisfy { $0.reason == .missing && $0.usedFallback && $0.source == nil })
        #expect(values.problems.map(\.name).prefix(3) == ["secondaryBackground", "label", "secondaryLabel"])
        let title = values.problems.first { $0.name == "titleFont" }
        #expect(title?.names == ["titleFont", "title"])
        #expect(title?.expected == .font)
        #expect(title?.description == #"theme "aurora": no font named "titleFont" or "title"; the fallback is used"#)
    }

    @Test func anEntryOfTheWrongKindIsReportedWithWhereItIsDefinedAndTheFallbackUsed() {
        let catalog = ColorCatalog(entries: [TestEntry.font("color.background", line: 7)])
        let values = ThemeValues(catalog: catalog, id: "aurora")
        let background = values.color("background", fallback: .systemBackground)
        #expect(background == .systemBackground)
        let problem = values.problems.first
        #expect(problem?.reason == .wrongType(found: .font))
        #expect(problem?.entry == "color.background")
        #expect(problem?.source?.description == "aurora.tokens.json:7:5")
        #expect(
            problem?.description
                == #"aurora.tokens.json:7:5: theme "aurora": "background" is a font ("color.background"), not a color; the fallback is used"#
        )
    }

    @Test func anEntryOfTheWrongKindIsPassedOverForALaterOneOfTheRightKind() {
        let catalog = ColorCatalog(entries: [
            TestEntry.font("font.background"), TestEntry.color("color.background", 0x445566),
        ])
        let values = ThemeValues(catalog: catalog, id: "aurora")
        #expect(values.color("background", fallback: .systemBackground).lightAndDark[0] == "#445566")
        #expect(values.font("background", fallback: .preferred(.body)).family == "Avenir")
        #expect(values.problems.isEmpty)
    }

    @Test func aColorSetThatSetsNoValueIsReportedAndTheFallbackUsed() {
        let values = ThemeValues(
            catalog: ColorCatalog(entries: [TestEntry.emptyColor("AccentColor", line: 2)]), id: "a")
        #expect(values.color("accentColor", fallback: .systemBlue) == .systemBlue)
        #expect(values.problems.map(\.reason) == [.noValue])
        #expect(values.problems.first?.entry == "AccentColor")
    }

    @Test func theExactNameComesBeforeALastComponentWhichComesBeforeASpellingThatIgnoresCase() {
        let catalog = ColorCatalog(entries: [
            TestEntry.color("Background", 0x000003),
            TestEntry.color("color.background", 0x000002),
            TestEntry.color("background", 0x000001),
            TestEntry.color("color.bg.default", 0x000004),
        ])
        let values = ThemeValues(catalog: catalog, id: "a")
        #expect(values.color("background", fallback: .label).lightAndDark[0] == "#000001")
        #expect(values.color("color.bg.default", fallback: .label).lightAndDark[0] == "#000004")
        #expect(values.problems.isEmpty)
        // Ignoring case, all three match: the first in the file is used, and the others are listed.
        #expect(values.color("BACKGROUND", fallback: .label).lightAndDark[0] == "#000003")
        #expect(values.problems.map(\.reason) == [.ambiguous(others: ["color.background", "background"])])
    }

    @Test func severalEquallyGoodMatchesTheFirstIsUsedAndTheOthersAreListed() {
        let catalog = ColorCatalog(entries: [
            TestEntry.color("color.light.background", 0x000001, line: 3),
            TestEntry.color("color.dark.background", 0x000002, line: 9),
        ])
        let values = ThemeValues(catalog: catalog, id: "a")
        #expect(values.color("background", fallback: .label).lightAndDark[0] == "#000001")
        let problem = values.problems.first
        #expect(problem?.reason == .ambiguous(others: ["color.dark.background"]))
        #expect(problem?.usedFallback == false)
        #expect(
            problem?.description
                == #"aurora.tokens.json:3:5: theme "a": "background" matches "color.light.background" and "color.dark.background"; "color.light.background" is used"#
        )
    }

    @Test func aCatalogThemeLooksValuesUpByTheSameRuleInItsMode() {
        var tritanopia = TestEntry.color("color.accent", 0x0000FF)
        if case .color(var set) = tritanopia.value {
            set.variants.append(ColorVariant(theme: "tritanopia", value: TestEntry.value(0xFF00FF)))
            tritanopia.value = .color(set)
        }
        let catalog = ColorCatalog(entries: [tritanopia, TestEntry.font("body", size: 15), TestEntry.metric("gap", 4)])
        let theme = CatalogTheme(id: "primer", catalog: catalog)
        #expect(theme.displayName == "Primer")
        #expect(theme.color(named: "accent")?.lightAndDark[0] == "#0000FF")
        #expect(theme.font(named: "body")?.size == 15)
        #expect(theme.metric(named: "gap") == ThemeMetric(4))
        #expect(theme.color(named: "body") == nil)
        #expect(theme.font(named: "missing") == nil)
        #expect(theme.metric(named: "accent") == nil)
        let colorBlind = CatalogTheme(id: "primer-tritanopia", catalog: catalog, mode: "tritanopia")
        #expect(colorBlind.displayName == "Primer Tritanopia")
        #expect(colorBlind.color(named: "accent")?.lightAndDark[0] == "#FF00FF")
        #expect(ThemeValues(colorBlind).color("accent", fallback: .label).lightAndDark[0] == "#FF00FF")
    }

    @Test func aCatalogThemeReadsFontsAndMetricsInItsMode() {
        var gap = TestEntry.metric("gap", 4)
        gap.modeValues = [
            CatalogEntry.ModeValue(conditions: [], theme: "compact", value: TestEntry.metric("gap", 2).value)
        ]
        let catalog = ColorCatalog(entries: [gap])
        #expect(CatalogTheme(id: "primer", catalog: catalog).metric(named: "gap") == ThemeMetric(4))
        let compact = CatalogTheme(id: "primer-compact", catalog: catalog, mode: "compact")
        #expect(compact.metric(named: "gap") == ThemeMetric(2))
        #expect(ThemeValues(compact).metric("gap", fallback: ThemeMetric(9)) == ThemeMetric(2))
    }

    @Test func makeThemeFillsAnAppsOwnModelAndReturnsTheProblemsWithIt() {
        struct PlayerTheme: Theme {
            let id: ThemeID
            var background: DynamicColor
            var rowSpacing: ThemeMetric
        }
        let catalogTheme = CatalogTheme(id: "aurora", catalog: Self.completeCatalog)
        let (theme, problems) = catalogTheme.makeTheme { values in
            PlayerTheme(
                id: values.id, background: values.color("background", fallback: .systemBackground),
                rowSpacing: values.metric("rowSpacing", fallback: ThemeMetric(44)))
        }
        #expect(theme.background.lightAndDark == ["#101010", "#010101"])
        #expect(theme.rowSpacing == ThemeMetric(44))
        #expect(problems.map(\.names) == [["rowSpacing"]])
        #expect(ThemeValues(catalogTheme).catalogTheme == catalogTheme)
    }

    @Test func displayNamesAreMadeFromIdentifiersWordByWord() {
        #expect(CatalogTheme.displayName(for: "solarized-dark") == "Solarized Dark")
        #expect(CatalogTheme.displayName(for: "high_contrast blue") == "High Contrast Blue")
        #expect(CatalogTheme.displayName(for: "Brand") == "Brand")
        #expect(CatalogTheme.displayName(for: "--") == "--")
    }

    @Test
    @MainActor
    func aManagerOfCatalogThemesTellsItsObserversWhenACatalogIsEdited() {
        let original = CatalogTheme(id: "aurora", catalog: ColorCatalog(entries: [TestEntry.color("background", 0x1)]))
        let manager = ThemeManager(themes: [original], onProblem: { _ in })
        var backgrounds: [String?] = []
        let subscription = manager.observe { backgrounds.append($0.theme.color(named: "background")?.lightAndDark[0]) }
        manager.replaceThemes([CatalogTheme(id: "aurora", catalog: original.catalog)])
        let edited = CatalogTheme(id: "aurora", catalog: ColorCatalog(entries: [TestEntry.color("background", 0x2)]))
        manager.replaceThemes([edited])
        #expect(backgrounds == ["#000001", "#000002"])
        subscription.cancel()
    }
}
