import Shade
import ShadeCatalog
import ShadeTestSupport
import Testing

@testable import ShadeTool

/// The changes `--suggest` proposes and `shade fix` makes: the nearest values that pass, in the
/// variants and appearances that need them, breaking nothing that passes.
@Suite struct ContrastFixPlanTests {
    typealias B = CatalogBuilder

    /// Audits `catalog`, plans its fixes, and audits the catalog with them made.
    func plan(_ catalog: ColorCatalog, adjust: AdjustedSide = .foreground) -> (
        before: AuditResult, plan: ContrastFixPlan, after: AuditResult
    ) {
        let before = Auditor(catalog: catalog).audit()
        var planner = ContrastFixPlanner(catalog: catalog, pairs: before.pairs, adjust: adjust)
        let plan = planner.plan()
        let after = Auditor(catalog: plan.applied(to: catalog)).audit()
        return (before, plan, after)
    }

    func errors(_ result: AuditResult) -> [Finding] {
        result.findings.filter { $0.check == .contrast }
    }

    @Test func grayTextOnWhiteGetsTheNearestPassingLightValueAndKeepsItsDarkOne() throws {
        let (before, plan, after) = plan(
            B.catalog(B.color("label", 0x777777, dark: 0xFFFFFF), B.color("background", 0xFFFFFF, dark: 0x000000)))
        #expect(errors(before).count == 1)
        let change = try #require(plan.changes.first)
        #expect(plan.changes.count == 1)
        #expect(change.color == "label")
        #expect(change.variantIndex == 0)
        #expect(
            change.appearances.names == ["light", "lightElevated", "lightHighContrast", "lightElevatedHighContrast"])
        #expect(!change.isCompromise)
        // #767676 is the nearest sRGB gray at 4.5:1; the change is small.
        #expect(change.deltaEOK > 0 && change.deltaEOK < 0.01)
        #expect(Appearance.light.contrastRatio(of: change.after.color, over: .white) >= 4.5)
        #expect(errors(after).isEmpty)
        let key = ContrastFixPlan.PairKey(foreground: "label", background: "background", theme: nil)
        #expect(plan.after[key]?.allSatisfy { ($0?.ratio ?? 0) >= 4.5 } == true)
    }

    /// The text also sits on a dark badge, where it passes: it may darken only so far.
    @Test func aPassingPairIsNotMadeToFail() throws {
        let configuration = """
            {"pairs": [{"foreground": "label", "background": "card"}, {"foreground": "label", "background": "badge", "use": "large-text"}]}
            """
        let catalog = B.catalog(
            B.color("label", 0x8A8A8A), B.color("card", 0xFFFFFF), B.color("badge", 0x202020))
        let parsed = try ShadeConfiguration.parse(Array(configuration.utf8), file: "shade.json")
        let before = Auditor(catalog: catalog, configuration: parsed).audit()
        var planner = ContrastFixPlanner(catalog: catalog, pairs: before.pairs)
        let plan = planner.plan()
        let change = try #require(plan.changes.first)
        // 4.5:1 on white and 3:1 on #202020 cannot both hold for one gray: a compromise, not made.
        #expect(change.isCompromise)
        #expect(change.unmet.count == 1)
        let after = Auditor(catalog: plan.applied(to: catalog), configuration: parsed).audit()
        #expect(
            after.findings.filter { $0.check == .contrast }.count
                == before.findings.filter { $0.check == .contrast }.count)
    }

    /// A background under 21 light gray texts and 20 dark gray ones, moved: no gray meets both at
    /// 4.5:1 (and #808080 meets neither), so the compromise meets the 21 and names the first eight
    /// of the 20 it still fails, in order, and counts the rest, as it does for a few pairs or for
    /// the thousands of a large catalog.
    @Test func aCompromiseNamesItsFirstEightFailingPairsAndCountsTheRest() throws {
        let whites = (0..<21).map { "white\($0 < 10 ? "0" : "")\($0)" }
        let blacks = (0..<20).map { "black\($0 < 10 ? "0" : "")\($0)" }
        let names = zip(blacks, whites).flatMap { [$0, $1] } + [whites[20]]
        let pairs = names.map { #"{"foreground": "\#($0)", "background": "card"}"# }
        let parsed = try ShadeConfiguration.parse(
            Array(#"{"pairs": [\#(pairs.joined(separator: ", "))]}"#.utf8), file: "shade.json")
        let catalog = ColorCatalog(
            entries: [B.color("card", 0x808080)]
                + names.map { B.color($0, $0.hasPrefix("white") ? 0xDDDDDD : 0x222222) })
        let before = Auditor(catalog: catalog, configuration: parsed).audit()
        var planner = ContrastFixPlanner(catalog: catalog, pairs: before.pairs, adjust: .background)
        let change = try #require(planner.plan().changes.first)
        #expect(change.color == "card")
        #expect(change.isCompromise)
        #expect(
            change.unmet
                == blacks.prefix(8).map { "\($0) on card in every appearance" } + ["12 more pairs"])
    }

    @Test func aHighContrastVariantKeepsAtLeastTheNormalContrast() throws {
        // The light value fails; the high-contrast one passes now but must stay above the new
        // normal one where the audit asks.
        let (before, plan, after) = plan(
            B.catalog(
                B.color("label", 0x8E8E8E, dark: 0xEEEEEE, highContrast: 0x707070),
                B.color("background", 0xFFFFFF, dark: 0x000000)))
        #expect(!errors(before).isEmpty)
        #expect(!plan.changes.isEmpty)
        #expect(errors(after).isEmpty)
        #expect(after.findings.filter { $0.check == .highContrastLowersContrast }.isEmpty)
    }

    @Test func theBackgroundMovesWhenAskedAndEitherTakesTheSmallerChange() throws {
        let catalog = B.catalog(B.color("label", 0x0066FF), B.color("background", 0x3388FF))
        let (_, background, afterBackground) = plan(catalog, adjust: .background)
        #expect(background.changes.map(\.color) == ["background"])
        #expect(errors(afterBackground).isEmpty)
        let (_, foreground, _) = plan(catalog, adjust: .foreground)
        #expect(foreground.changes.map(\.color) == ["label"])
        let (_, either, afterEither) = plan(catalog, adjust: .either)
        let smaller = [background, foreground].min { $0.changes[0].deltaEOK < $1.changes[0].deltaEOK }
        #expect(either.changes.map(\.color) == smaller?.changes.map(\.color))
        #expect(errors(afterEither).isEmpty)
    }

    /// Two texts on one background that moves: the background's change is in both pairs' fixes,
    /// written in full under the first and named by its values under the second.
    @Test func theTextReportWritesAChangeSharedByPairsInFullOnce() throws {
        let folder = try TemporaryDirectory()
        let catalog = try writeCatalog(
            B.catalog(B.color("label", 0x0066FF), B.color("caption", 0x0055EE), B.color("background", 0x3388FF)),
            in: folder)
        try folder.write(
            #"{"pairs": [{"foreground": "label", "background": "background"}, "#
                + #"{"foreground": "caption", "background": "background"}]}"#, to: "shade.json")
        let run = runShade(["audit", catalog, "--suggest", "--adjust", "background"])
        let changes = run.output.split(separator: "\n").filter { $0.contains("background (Any): #3388FF → ") }
        #expect(changes.count == 2)
        #expect(changes.first?.contains("ΔE OK") == true && changes.first?.hasSuffix("as above") == false)
        #expect(changes.last?.hasSuffix(", as above") == true && changes.last?.contains("ΔE OK") == false)
        // JSON gives each finding the whole change.
        let json = runShade(["audit", catalog, "--suggest", "--adjust", "background", "--format", "json"])
        #expect(json.output.ranges(of: "\"deltaEOK\"").count == 2)
    }

    @Test func onlyTheVariantThatFailsChanges() throws {
        // Light passes (#333 on white); dark fails (#555 on black).
        let (_, plan, after) = plan(
            B.catalog(B.color("label", 0x333333, dark: 0x555555), B.color("background", 0xFFFFFF, dark: 0x000000)))
        #expect(plan.changes.map(\.variantIndex) == [1])
        #expect(
            plan.changes.first?.appearances.names == [
                "dark", "darkElevated", "darkHighContrast", "darkElevatedHighContrast",
            ])
        #expect(errors(after).isEmpty)
    }

    @Test func aDisplayP3ValueStaysInDisplayP3() throws {
        let red = ColorVariant(value: B.displayP3Value(red: 1, green: 0.2, blue: 0.1))
        let (_, plan, after) = plan(
            B.catalog(B.entry("label", [red]), B.color("background", 0xFFFFFF, dark: 0x000000)))
        let change = try #require(plan.changes.first)
        #expect(change.after.space == .displayP3)
        #expect(change.after.color.isInGamut(of: .displayP3))
        #expect(errors(after).isEmpty)
    }

    /// An alias is pointed at the nearest token of the same hue that passes (blue.600, not the
    /// darker blue.800 nor the red), and over a background that needs opposite directions in
    /// light and dark, at none.
    @Test func anAliasIsPointedAtTheNearestTokenOfItsHueThatPasses() throws {
        let palette = [
            B.color("blue.300", 0x6AA7FF), B.color("blue.600", 0x1F5FD1), B.color("blue.800", 0x0B3A8C),
            B.color("red.700", 0xA01010),
        ]
        var link = ColorVariant(value: B.value(0x6AA7FF))
        link.aliasOf = "blue.300"
        let catalog = ColorCatalog(
            entries: palette + [B.entry("link.label", [link]), B.color("background", 0xFFFFFF)])
        let configuration = """
            {"pairs": [{"foreground": "link.label", "background": "background"}]}
            """
        let parsed = try ShadeConfiguration.parse(Array(configuration.utf8), file: "shade.json")
        let before = Auditor(catalog: catalog, configuration: parsed).audit()
        var planner = ContrastFixPlanner(catalog: catalog, pairs: before.pairs)
        let plan = planner.plan()
        let change = try #require(plan.changes.first)
        #expect(change.alias == ColorChange.AliasChange(before: "blue.300", after: "blue.600"))
        let after = Auditor(catalog: plan.applied(to: catalog), configuration: parsed).audit()
        #expect(after.findings.filter { $0.check == .contrast && $0.color == "link.label" }.isEmpty)

        // Over white in light and black in dark, no blue token passes both: the value's own
        // suggestion is given, and it cannot be written into an alias.
        let twoWays = ColorCatalog(
            entries: palette + [B.entry("link.label", [link]), B.color("background", 0xFFFFFF, dark: 0x000000)])
        var twoWaysPlanner = ContrastFixPlanner(
            catalog: twoWays, pairs: Auditor(catalog: twoWays, configuration: parsed).audit().pairs)
        let valueChange = try #require(twoWaysPlanner.plan().changes.first)
        #expect(valueChange.alias == nil)
        #expect(valueChange.unwritable?.contains("alias of blue.300") == true)
    }

    /// Changes found together in waves, on both cores, are the changes found one by one, each
    /// seeing those before it: on colors that share backgrounds, with high-contrast variants,
    /// translucent values and aliases, whichever side moves.
    @Test(arguments: AdjustedSide.allCases)
    func changesFoundInWavesAreTheChangesFoundOneByOne(adjust: AdjustedSide) throws {
        var entries = B.generated(count: 90, readable: false).entries
        // Translucent text, and tokens that refer to others (an alias waits for every change).
        entries.append(B.color("overlay/text", 0x8090A0, alpha: 0.6, dark: 0x405060))
        for (index, target) in [3, 17, 42].enumerated() {
            guard case .color(let set) = entries[target].value else { continue }
            let variants = set.variants.map { variant in
                with(variant) { $0.aliasOf = entries[target].name }
            }
            entries.append(B.entry("alias\(index)", variants))
        }
        let catalog = ColorCatalog(entries: entries)
        // Every color as text over three shared backgrounds, and the names' own pairs.
        let configuration = """
            {"pairs": [
              {"foreground": "*", "background": "\(entries[4].name)"},
              {"foreground": "*", "background": "\(entries[25].name)", "use": "large-text"},
              {"foreground": "*", "background": "\(entries[66].name)", "use": "non-text"}
            ]}
            """
        let parsed = try ShadeConfiguration.parse(Array(configuration.utf8), file: "shade.json")
        for audit in [Auditor(catalog: catalog), Auditor(catalog: catalog, configuration: parsed)] {
            var auditor = audit
            auditor.addsNamePairs = true
            let pairs = auditor.audit().pairs
            var together = ContrastFixPlanner(catalog: catalog, pairs: pairs, adjust: adjust)
            var oneByOne = together
            oneByOne.findsChangesInWaves = false
            let (found, expected) = (together.plan(), oneByOne.plan())
            #expect(found.changes.count > 20)
            // The first change that differs, if any, rather than both plans whole.
            let differing = zip(found.changes, expected.changes).first { $0 != $1 }
            #expect(differing == nil)
            #expect(found.changes.count == expected.changes.count)
            #expect(found.after.keys.filter { found.after[$0] != expected.after[$0] }.isEmpty)
            #expect(found.after.count == expected.after.count)
            #expect(found.notes == expected.notes)
        }
    }

    /// `shade audit --suggest` measures every pair once, for the audit's checks and the plan: the
    /// plan from those measurements (the failing pairs, and each change's pairs' ratios where no
    /// change has reached their colors yet) is the one the planner finds measuring the pairs
    /// itself, in the default theme and a named one, with translucent colors and aliases.
    @Test func aPlanFromTheAuditsMeasurementsIsThePlanFoundAlone() throws {
        var entries = B.generated(count: 60, readable: false).entries
        entries.append(B.color("overlay/text", 0x8090A0, alpha: 0.6, dark: 0x405060))
        for target in [3, 17] {
            guard case .color(let set) = entries[target].value else { continue }
            entries.append(
                B.entry("alias\(target)", set.variants.map { with($0) { $0.aliasOf = entries[target].name } }))
        }
        // Some colors of a named theme, for which the measurements are kept apart.
        for target in [5, 9, 30] {
            guard case .color(var set) = entries[target].value else { continue }
            set.variants.append(ColorVariant(theme: "sepia", value: B.value(0xD8D0C0)))
            entries[target].value = .color(set)
        }
        let catalog = ColorCatalog(entries: entries)
        let configuration = """
            {"pairs": [
              {"foreground": "*", "background": "\(entries[4].name)"},
              {"foreground": "*", "background": "\(entries[25].name)", "use": "large-text"}
            ]}
            """
        let parsed = try ShadeConfiguration.parse(Array(configuration.utf8), file: "shade.json")
        var auditor = Auditor(catalog: catalog, configuration: parsed)
        auditor.addsNamePairs = true
        var measured: PairMeasurements?
        let result = auditor.audit(measuresAhead: true, pairsFound: { _, given in measured = given })
        #expect(result.themes == ["sepia"])
        #expect(measured != nil)
        var fromTheAudit = ContrastFixPlanner(catalog: catalog, pairs: result.pairs)
        fromTheAudit.measured = measured
        var alone = ContrastFixPlanner(catalog: catalog, pairs: result.pairs)
        let (found, expected) = (fromTheAudit.plan(), alone.plan())
        #expect(found.changes.count > 20)
        #expect(found.changes.contains { $0.theme == "sepia" })
        // The first change that differs, if any, rather than both plans whole.
        #expect(zip(found.changes, expected.changes).first { $0 != $1 } == nil)
        #expect(found.changes.count == expected.changes.count)
        #expect(found.after.keys.filter { found.after[$0] != expected.after[$0] }.isEmpty)
        #expect(found.after.count == expected.after.count)
        #expect(found.notes == expected.notes)
    }

    /// A pair with a color the catalog does not have can be neither measured nor fixed: it takes
    /// no part in the plan, which is the plan of the other pairs; a pair over a system background
    /// is measured over the system's values.
    @Test func aPairWithAColorTheCatalogLacksTakesNoPartInThePlan() throws {
        let catalog = B.catalog(B.color("label", 0x777777, dark: 0xFFFFFF), B.color("background", 0xFFFFFF))
        let measurable = [
            ColorPair(foreground: "label", background: "background", use: .text, reason: .neutralBackground),
            ColorPair(foreground: "label", background: "systemBackground", use: .text, reason: .systemBackground),
        ]
        let unmeasurable = [
            ColorPair(foreground: "label", background: "nowhere", use: .text, reason: .neutralBackground),
            ColorPair(foreground: "ghost", background: "background", use: .text, reason: .neutralBackground),
        ]
        var withThem = ContrastFixPlanner(catalog: catalog, pairs: unmeasurable + measurable)
        var without = ContrastFixPlanner(catalog: catalog, pairs: measurable)
        let (found, expected) = (withThem.plan(), without.plan())
        let change = try #require(found.changes.first)
        #expect(change.color == "label")
        #expect(!change.isCompromise)
        #expect(found.changes == expected.changes)
        #expect(found.notes == expected.notes)
        // #777777 fails on white, which is also the system background in light appearances.
        let overSystem = ContrastFixPlan.PairKey(foreground: "label", background: "systemBackground", theme: nil)
        #expect(found.after[overSystem]?[Appearance.light.index].map { $0.ratio >= 4.5 } == true)
        #expect(Set(found.after.keys) == Set(expected.after.keys))
        #expect(found.after.keys.allSatisfy { $0.background != "nowhere" && $0.foreground != "ghost" })
    }

    /// A planner prepared before the pairs are known (as `shade audit --suggest` prepares one
    /// while the audit finds them) makes the plan of one given the pairs at once.
    @Test func aPlannerPreparedBeforeItsPairsMakesTheSamePlan() throws {
        var entries = B.generated(count: 60, readable: false).entries
        entries.append(B.color("overlay/text", 0x8090A0, alpha: 0.6, dark: 0x405060))
        let catalog = ColorCatalog(entries: entries)
        var auditor = Auditor(catalog: catalog)
        auditor.addsNamePairs = true
        let pairs = auditor.audit().pairs
        var atOnce = ContrastFixPlanner(catalog: catalog, pairs: pairs)
        var prepared = ContrastFixPlanner(catalog: catalog, pairs: [])
        prepared.prepare()
        prepared.pairs = pairs
        let (found, expected) = (prepared.plan(), atOnce.plan())
        #expect(expected.changes.count > 10)
        #expect(found.changes == expected.changes)
        #expect(found.after.all == expected.after.all)
        #expect(found.notes == expected.notes)
    }

    /// A token of another type between a color and the token it reads (`color.error` →
    /// `color.danger`, typed `colol` → `color.red`) is a chain the plan cannot follow: a change of
    /// a color with the value read through it may reach that alias unseen, so `shade fix` does not
    /// write it, and says why (found by fuzzing).
    @Test func aColorReadThroughATokenOfAnotherTypeIsNotWritten() throws {
        let file = """
            {"color": {
              "red": {"value": "#f00", "type": "color"},
              "danger": {"value": "{color.red}", "type": "colol"},
              "error": {"value": "{color.danger}", "type": "color"},
              "paper": {"value": "#fff", "type": "color"}
            }}
            """
        let read = TokenReader().read([.bytes(Array(file.utf8), name: "fuzz.tokens.json")])
        #expect(read.catalog["color.error"]?.aliasOf == "color.danger")
        #expect(read.catalog.colors.map(\.name) == ["color.red", "color.error", "color.paper"])
        let pairs = [
            ColorPair(foreground: "color.red", background: "color.paper", use: .text, reason: .neutralBackground)
        ]
        var planner = ContrastFixPlanner(catalog: read.catalog, pairs: pairs)
        planner.countsUnwritableChanges = false
        let change = try #require(planner.plan().changes.first { $0.color == "color.red" })
        #expect(!change.isMade)
        #expect(change.unwritable?.contains("color.error has the same value through color.danger") == true)

        let fix = CatalogStages.fix(read, files: ["fuzz.tokens.json": Array(file.utf8)], adjust: 0)
        #expect(fix.written == 0)
    }
}
