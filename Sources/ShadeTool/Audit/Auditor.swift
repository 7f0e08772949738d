import Foundation
import ShadeCatalog
import ShadeColor
import ShadeDiagnostics
import ShadeJSON
import ShadeTheme

/// `shade audit` over one catalog: resolves each color once per appearance (and named theme),
/// finds the pairs, and runs the checks (``AuditCheck``), each a type of its own in
/// `Audit/Checks/`, at their stages:
///
/// 1. the reader's diagnostics (``ReaderCheck``, ``UnresolvedReferenceCheck``'s references);
/// 2. each color with a value: its variants (``MissingDarkCheck``, ``DarkSameAsLightCheck``,
///    ``MissingHighContrastCheck``), its gamut (``OutsideSRGBCheck``) and the system colors it
///    names (``UnresolvedReferenceCheck``);
/// 3. each pair (from ``ShadeConfiguration``, whose rules that name no color are
///    ``ConfigurationCheck`` findings, or else from ``NamingConvention``) in each of the eight
///    appearances and each named theme, measured once (``MeasuredPair``): ``ContrastCheck``,
///    ``EnhancedContrastCheck``, ``HighContrastLowersContrastCheck``, ``SimulatedContrastCheck``;
/// 4. the whole catalog: ``NearDuplicateCheck``, ``IndistinctSimulatedCheck``,
///    ``SystemAccentCheck``.
///
/// A translucent background is first composited over the appearance's system background
/// (`systemBackground`: white in light, black in dark, #1C1C1E dark elevated, …), then a
/// translucent foreground over that, as the screen shows them; the ratio is WCAG 2's, compared
/// exactly (4.499:1 fails 4.5:1).
///
/// A color with no value (an empty `AccentColor`, the system's default) is not audited. A palette
/// color, whose modes come from the colors that are aliases of it, is not checked for missing
/// dark or high-contrast variants: one that other colors are aliases of, or one of a file of
/// several colors none of which has such a variant while other files' colors do (a token set's
/// palette file beside its theme files); see ``AuditState/isPaletteColor(_:forDark:)``.
///
/// A color's findings are listed the most serious first, and among equals in the order of
/// ``Finding/Check``; the catalog's own findings in the order they were found.
struct Auditor {
    /// The catalog.
    var catalog: ColorCatalog
    /// What its reader reported.
    var diagnostics: [Diagnostic] = []
    /// The pairs to check, or `nil` to find them by ``NamingConvention``.
    var configuration: ShadeConfiguration?
    /// With a configuration, whether the pairs the names make are checked too (`--pairs both`).
    var addsNamePairs = false
    /// Desktop accent colors to check the catalog's backgrounds with (`--system-accent`).
    var systemAccents: [Color] = []
    /// The color-vision deficiencies to simulate (`--simulate`).
    var simulations: [ColorVisionDeficiency] = []
    /// The colors whose file gives a dark value that is the light one, which the catalog holds no
    /// variant for (`CatalogReadResult.darkSameAsLight`): `dark-same-as-light`, not `missing-dark`.
    var darkSameAsLight: Set<String> = []

    /// The appearances' trait collections, by index.
    private static let traits = Appearance.allCases.map(\.traitCollection)

    /// Runs every check.
    ///
    /// - Parameters:
    ///   - progress: Called with a phase's name, the work done and the work to do, often; see
    ///     ``ProgressReporter``.
    ///   - measuresAhead: Whether to measure every pair in every theme at once, on both cores,
    ///     before they are checked, and give the measurements to `pairsFound` (``PairMeasurements``):
    ///     for a caller that reads them too (`--suggest`'s plan), which then measures nothing again.
    ///   - pairsFound: Called with the pairs once they are found, before they are checked, and
    ///     their measurements when `measuresAhead`: work that needs only these (`--suggest`'s plan)
    ///     can start on another thread.
    /// - Returns: What the audit found: the findings, the pairs checked and each color's values.
    func audit(
        progress: (String, Int, Int) -> Void = { _, _, _ in }, measuresAhead: Bool = false,
        pairsFound: ([ColorPair], PairMeasurements?) -> Void = { _, _ in }
    ) -> AuditResult {
        var state = AuditState(catalog: catalog)
        state.diagnostics = diagnostics
        state.darkSameAsLight = darkSameAsLight
        state.systemAccents = systemAccents
        state.simulations = simulations
        let count = state.names.count
        progress("resolving colors", 0, count)
        state.resolveDefaultTheme { progress("resolving colors", $0, count) }

        for check in AuditChecks.diagnosticChecks { check.check(&state) }
        progress("checking variants", 0, count)
        let colorChecks = AuditChecks.colorChecks
        for index in 0..<count where state.hasValue[index] {
            for check in colorChecks { check.check(color: index, in: &state) }
            if index % 256 == 0 { progress("checking variants", index, count) }
        }
        progress("finding pairs", 0, count)
        let (pairs, pairSource) = findPairs(&state)
        let resolved = [state.resolved] + catalog.themes.map { state.resolve(theme: $0) }
        let ends = pairs.map { Self.ends(of: $0, indexByName: state.indexByName) }
        let measured = measuresAhead ? PairMeasurements(ends, resolved: resolved) : nil
        pairsFound(pairs, measured)
        // At most a few findings of each pair in each theme.
        state.reserveFindings(pairs.count * (1 + catalog.themes.count) * 2)
        progress("checking contrast", 0, pairs.count)
        checkPairs(pairs, ends: ends, in: &state, resolved: resolved, measured: measured) {
            progress("checking contrast", $0, $1)
        }
        for check in AuditChecks.catalogChecks { check.check(pairs: pairs, in: &state, progress: progress) }

        let findings = state.takeFindingsInOrder()
        return AuditResult(
            colorCount: count,
            unauditedColors: state.names.indices.filter { !state.hasValue[$0] }.map { state.names[$0] },
            pairs: pairs,
            pairSource: pairSource,
            themes: catalog.themes,
            findings: findings,
            resolved: state.resolved,
            indexByName: state.indexByName,
            locations: state.locations,
            hasValue: state.hasValue,
            simulations: simulations
        )
    }

    /// Finds the pairs only, as ``audit(progress:)`` does, and checks nothing else: the result
    /// has the pairs, their source, the colors' values and the findings of the rules of
    /// `shade.json` that name no color.
    func pairs() -> AuditResult {
        var state = AuditState(catalog: catalog)
        state.resolveDefaultTheme { _ in }
        let (pairs, pairSource) = findPairs(&state)
        return AuditResult(
            colorCount: state.names.count,
            unauditedColors: state.names.indices.filter { !state.hasValue[$0] }.map { state.names[$0] },
            pairs: pairs, pairSource: pairSource, themes: catalog.themes, findings: state.catalogFindings,
            resolved: state.resolved, indexByName: state.indexByName, locations: state.locations,
            hasValue: state.hasValue)
    }

    // MARK: - Pairs

    /// The pairs to check and where they come from: those of the configuration, with findings
    /// for its rules that name no color, and (without one, or with ``addsNamePairs``) those the
    /// names suggest; when there are none at all, the foreground-like colors over the system
    /// backgrounds.
    private func findPairs(_ state: inout AuditState) -> ([ColorPair], AuditResult.PairSource) {
        let audited = state.names.indices.filter { state.hasValue[$0] }.map { state.names[$0] }
        guard let configuration, let rules = configuration.pairs else {
            let pairs = NamingConvention.pairs(among: audited)
            guard pairs.isEmpty else { return (pairs, .namingConventions) }
            let system = NamingConvention.systemBackgroundPairs(among: audited)
            return (system, system.isEmpty ? .namingConventions : .systemBackgrounds)
        }
        var pairs: [ColorPair] = []
        var seen = Set<[String]>()
        for (ruleIndex, rule) in rules.enumerated() {
            let foregrounds = matches(
                rule.foreground, key: "pairs[\(ruleIndex)].foreground", at: rule.foregroundLocation,
                file: configuration.file,
                state: &state)
            let backgrounds = matches(
                rule.background, key: "pairs[\(ruleIndex)].background", at: rule.backgroundLocation,
                file: configuration.file,
                state: &state)
            for foreground in foregrounds {
                for background in backgrounds where foreground != background {
                    guard seen.insert([foreground, background, rule.use.rawValue]).inserted else { continue }
                    pairs.append(
                        ColorPair(
                            foreground: foreground, background: background, use: rule.use,
                            reason: .configuration(rule: ruleIndex)))
                }
            }
        }
        guard addsNamePairs else { return (pairs, .configuration(file: configuration.file)) }
        // A pair of the configuration is not checked again for another use the names give it.
        let configured = Set(pairs.map { [$0.foreground, $0.background] })
        pairs += NamingConvention.pairs(among: audited).filter { !configured.contains([$0.foreground, $0.background]) }
        return (pairs, .configurationAndNames(file: configuration.file))
    }

    /// The audited colors a name or pattern of `shade.json` stands for, with a finding when it
    /// stands for none.
    private func matches(
        _ text: String, key: String, at location: DocumentLocation, file: String, state: inout AuditState
    ) -> [String] {
        let pattern = NamePattern(text)
        let place = FileLocation(file: file, line: location.line, column: location.column)
        if !pattern.hasWildcard {
            let problem: String?
            if let index = state.indexByName[text] {
                problem =
                    !state.hasValue[index] ? "the color \"\(text)\" has no value (it is the system's default)" : nil
            } else if catalog[text] != nil {
                problem = "\"\(text)\" is not a color"
            } else {
                let suggestion = state.closestName(to: text).map { "; did you mean \"\($0)\"?" } ?? ""
                problem = "the catalog has no color named \"\(text)\"\(suggestion)"
            }
            if let problem {
                state.append(forColor: nil, ConfigurationCheck.unknownName(problem, key: key, at: place))
                return []
            }
            return [text]
        }
        let found = state.names.indices.filter { state.hasValue[$0] && pattern.matches(state.names[$0]) }
        if found.isEmpty {
            state.append(forColor: nil, ConfigurationCheck.unmatchedPattern(text, key: key, at: place))
        }
        return found.map { state.names[$0] }
    }

    // MARK: - Pair checks

    /// Measures each pair in each theme, and runs every ``PairCheck`` on it.
    /// Runs the pair checks on each pair in each theme, whose values are `resolved[theme]` (the
    /// default theme first), each pair's colors found at `ends` (``ends(of:indexByName:)``), with
    /// the pairs' measurements when they are `measured` already.
    private func checkPairs(
        _ pairs: [ColorPair], ends: [PairEnds?], in state: inout AuditState, resolved: [ContiguousArray<Color>],
        measured: PairMeasurements?, progress: (Int, Int) -> Void
    ) {
        let themes: [String?] = [nil] + catalog.themes
        let total = pairs.count * themes.count
        let checks = AuditChecks.pairChecks
        var done = 0
        for (themeIndex, theme) in themes.enumerated() {
            for (position, pair) in pairs.enumerated() {
                guard let ends = ends[position] else { continue }
                let (foreground, colors, backgroundColors) = ends.colors(in: resolved[themeIndex])
                let pairMeasured = MeasuredPair(
                    pair, foreground: foreground, colors: colors, over: backgroundColors, theme: theme,
                    measured: measured?[theme: themeIndex, pair: position])
                for check in checks { check.check(pairMeasured, in: &state) }
                done += 1
                progress(done, total)
            }
        }
    }

    /// Where `pair`'s two colors are, by their positions in the catalog (`indexByName`) or the
    /// system background's values; `nil` for a pair of a color the catalog does not have, or of
    /// an unknown system background.
    static func ends(of pair: ColorPair, indexByName: ScalarKeyed<Int>) -> PairEnds? {
        guard let foreground = indexByName[pair.foreground] else { return nil }
        if pair.reason == .systemBackground {
            return systemBackgrounds[pair.background].map { PairEnds(foreground: foreground, background: .system($0)) }
        }
        return indexByName[pair.background].map { PairEnds(foreground: foreground, background: .color($0)) }
    }

    /// The system backgrounds of ``NamingConvention/systemBackgrounds`` in each appearance, by
    /// name.
    static let systemBackgrounds: [String: [Color]] = {
        let table = Dictionary(
            DynamicColor.systemColors.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        var backgrounds: [String: [Color]] = [:]
        for name in NamingConvention.systemBackgrounds {
            guard let color = table[name] else { preconditionFailure("\(name) is a system color") }
            backgrounds[name] = traits.map { color.resolvedColor(with: $0) }
        }
        return backgrounds
    }()

    /// `3.12:1 in dark, dark elevated; 4.01:1 in light high contrast`: the ratios, each with the
    /// appearances that have it.
    static func describe(_ appearances: some Sequence<Appearance>, ratios: [Double]) -> String {
        var groups: [(ratio: String, appearances: AppearanceSet)] = []
        for appearance in appearances {
            let ratio = format(ratios[appearance.index])
            if let index = groups.firstIndex(where: { $0.ratio == ratio }) {
                groups[index].appearances.insert(appearance)
            } else {
                groups.append((ratio, [appearance]))
            }
        }
        return groups.map { "\($0.ratio):1 in \($0.appearances.phrase)" }.joined(separator: "; ")
    }

    /// A ratio as every output prints it (``Color/formattedContrastRatio(_:)``).
    static func format(_ ratio: Double) -> String {
        Color.formattedContrastRatio(ratio)
    }

    /// A distance with three decimals: `0.012`.
    static func formatDistance(_ distance: Double) -> String {
        let thousandths = Int(clamping: (distance * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return String(thousandths / 1000) + "." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
