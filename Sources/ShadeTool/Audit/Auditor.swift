import Foundation
import ShadeCatalog
import ShadeColor
import ShadeDiagnostics
import ShadeJSON
import ShadeTheme

/// The checks of `shade audit`, over one catalog.
///
/// Each color is resolved once per appearance (and named theme); the checks then read those
/// values:
///
/// - **Contrast** of every pair (from ``AuditConfiguration`` or else ``NamingConvention``) in
///   each of the eight appearances and each named theme. A translucent background is first
///   composited over the appearance's system background (`systemBackground`: white in light,
///   black in dark, #1C1C1E dark elevated, …), then a translucent foreground over that, as the
///   screen shows them; the ratio is WCAG 2's, compared exactly (4.499:1 fails 4.5:1).
/// - **Variants**: a color with no dark variant that does not change in dark mode (a system
///   color reference changes by itself), dark variants identical to the light ones, no
///   high-contrast variant, a high-contrast variant that lowers a pair's contrast.
/// - **Gamut**: in a catalog with no Display P3 color (no variant in `display-p3` or a wider RGB
///   space, none limited to the display-P3 gamut), a value outside sRGB, which sRGB displays
///   clip, is most likely a mistake.
/// - **References**: system colors Shade does not know (`SystemColorReference.resolved` is
///   `nil`), and the aliases and references the reader could not follow.
/// - **Near-duplicates**: two colors whose Euclidean distance in OKLab, with the difference in
///   alpha as a fourth coordinate, is below 0.02 in every appearance. An alias and its target,
///   or two aliases of one token, are the same on purpose and are not reported; a color that is
///   an alias in every mode is not compared at all (the color it refers to is). The search puts
///   each color in a grid of 0.02-wide cells by its light value and compares it only with the
///   colors of the 27 cells around it, so it takes time in proportion to the number of colors,
///   not its square.
///
/// A color with no value (an empty `AccentColor`, the system's default) is not audited. A palette
/// color, whose modes come from the colors that are aliases of it, is not checked for missing
/// dark or high-contrast variants: one that other colors are aliases of, or one of a file of
/// several colors none of which has such a variant while other files' colors do (a token set's
/// palette file beside its theme files); see ``AuditState/isPaletteColor(_:forDark:)``.
struct Auditor {
    /// Below this ΔE OK, in every appearance, two colors are near-duplicates.
    static let duplicateDistance = 0.02

    /// The catalog.
    var catalog: ColorCatalog
    /// What its reader reported.
    var diagnostics: [Diagnostic] = []
    /// The pairs to check, or `nil` to find them by ``NamingConvention``.
    var configuration: AuditConfiguration?
    /// With a configuration, whether the pairs the names make are checked too (`--pairs both`).
    var addsNamePairs = false
    /// Desktop accent colors to check the catalog's backgrounds with (`--system-accent`).
    var systemAccents: [Color] = []
    /// The color-vision deficiencies to simulate (`--simulate`); see `Auditor+ColorVision.swift`.
    var simulations: [ColorVisionDeficiency] = []
    /// The colors whose file gives a dark value that is the light one, which the catalog holds no
    /// variant for (`CatalogReadResult.darkSameAsLight`): `dark-same-as-light`, not `missing-dark`.
    var darkSameAsLight: Set<String> = []

    /// The appearances' trait collections, by index.
    private static let traits = Appearance.allCases.map(\.traitCollection)

    /// Runs every check.
    ///
    /// - Parameter progress: Called with a phase's name, the work done and the work to do, often;
    ///   see ``ProgressReporter``.
    /// - Returns: What the audit found: the findings, the pairs checked and each color's values.
    func audit(progress: (String, Int, Int) -> Void = { _, _, _ in }) -> AuditResult {
        var state = AuditState(catalog: catalog)
        let count = state.names.count
        progress("resolving colors", 0, count)
        state.resolveDefaultTheme { progress("resolving colors", $0, count) }

        checkDiagnostics(&state)
        progress("checking variants", 0, count)
        for index in 0..<count where state.hasValue[index] {
            checkVariants(of: index, in: &state)
            if index % 256 == 0 { progress("checking variants", index, count) }
        }
        progress("finding pairs", 0, count)
        let (pairs, pairSource) = findPairs(&state)
        progress("checking contrast", 0, pairs.count)
        checkContrast(of: pairs, in: &state) { progress("checking contrast", $0, $1) }
        checkSystemAccents(against: pairs, in: &state)
        findNearDuplicates(&state) { progress("finding near-duplicates", $0, count) }
        findSimulatedLookalikes(&state)

        // Each color's findings are moved into one list, and let go of as they are, so that the
        // findings are not held twice at the end of an audit of many pairs.
        var findings = state.catalogFindings
        findings.reserveCapacity(state.colorFindings.reduce(findings.count) { $0 + $1.count })
        state.catalogFindings = []
        for index in 0..<count {
            var found = state.colorFindings[index]
            state.colorFindings[index] = []
            for finding in found.indices {
                found[finding].appearances = Appearance.sharedNames(found[finding].appearances)
            }
            // The most serious first; among equals, in the order of the checks.
            guard found.count > 1 else {
                findings += found
                continue
            }
            findings += found.enumerated().sorted { first, second in
                if first.element.severity != second.element.severity {
                    return first.element.severity > second.element.severity
                }
                let firstCheck = first.element.check.rank
                let secondCheck = second.element.check.rank
                return firstCheck != secondCheck ? firstCheck < secondCheck : first.offset < second.offset
            }.map(\.element)
        }
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

    // MARK: - Reader diagnostics

    /// Turns the reader's diagnostics into findings. A warning about a system color Shade does
    /// not know becomes the color's ``Finding/Check/unresolvedReference`` finding instead, at the
    /// diagnostic's place.
    private func checkDiagnostics(_ state: inout AuditState) {
        for diagnostic in diagnostics {
            let location = FileLocation(
                file: diagnostic.file, line: diagnostic.location?.line, column: diagnostic.location?.column)
            let index = diagnostic.path.flatMap { state.indexByName[$0] }
            if let index, diagnostic.severity == .warning,
                let reference = state.unresolvedReferences(of: index).first(where: {
                    diagnostic.message.contains("\"\($0.name)\"")
                })
            {
                state.referenceLocations[IndexedName(index: index, name: reference.name)] = location
                continue
            }
            let message = diagnostic.message
            let isReference =
                message.hasPrefix("refers to `") || message.hasPrefix("the pointer `")
                || message.contains("alias cycle") || message.contains("leads nowhere")
            let finding = Finding(
                check: isReference ? .unresolvedReference : .reader,
                severity: diagnostic.severity == .error ? .error : .warning,
                color: index.map { state.names[$0] },
                message: (diagnostic.path.map { "\($0): " } ?? "") + message,
                location: location
            )
            if let index { state.colorFindings[index].append(finding) } else { state.catalogFindings.append(finding) }
        }
    }

    // MARK: - Variants, gamut and references

    private func checkVariants(of index: Int, in state: inout AuditState) {
        let name = state.names[index]
        let set = state.sets[index]
        let colors = state.resolved[index * 8..<index * 8 + 8]
        let base = index * 8
        func finding(_ check: Finding.Check, _ severity: Severity, _ message: String) -> Finding {
            Finding(check: check, severity: severity, color: name, message: message, location: state.locations[index])
        }
        let declared = set.variants.filter { $0.value != nil }.compactMap(\.appearance)
        let isInvisible = colors.allSatisfy { $0.alpha == 0 }

        if !isInvisible {
            let changesInDark = (0..<4).contains { !colors[base + $0].isSame(as: colors[base + 4 + $0]) }
            if !changesInDark && !state.isPaletteColor(index, forDark: true) {
                let light = colors[base].hexString
                if declared.contains(where: \.isDark) || darkSameAsLight.contains(name) {
                    state.colorFindings[index].append(
                        finding(
                            .darkSameAsLight, .warning,
                            "\(name): the dark variant is the same as the light one (\(light)), so nothing changes in dark mode"
                        ))
                } else {
                    state.colorFindings[index].append(
                        finding(.missingDark, .warning, "\(name) has no dark variant: it stays \(light) in dark mode"))
                }
            }
            let changesWithHighContrast = Appearance.allCases.contains {
                !$0.isHighContrast && !colors[base + $0.index].isSame(as: colors[base + $0.highContrast.index])
            }
            if !changesWithHighContrast && !declared.contains(where: \.isHighContrast)
                && !state.isPaletteColor(index, forDark: false)
            {
                state.colorFindings[index].append(
                    finding(
                        .missingHighContrast, .info,
                        "\(name) has no high-contrast variant: Increase Contrast does not change it"))
            }
        }

        for variant in set.variants {
            guard case .reference(let reference) = variant.value, reference.resolved == nil else { continue }
            var result = finding(
                .unresolvedReference, .warning,
                "\(name): the \(variant.label) variant refers to the system color \"\(reference.name)\""
                    + (reference.platform.map { " (\($0))" } ?? "")
                    + ", which Shade does not know (an AppKit-only or misspelled name?); that variant is not audited")
            if let location = state.referenceLocations[IndexedName(index: index, name: reference.name)] {
                result.location = location
            }
            state.colorFindings[index].append(result)
        }

        if state.isSRGBOnly {
            let outside = set.variants.compactMap { variant -> (ColorVariant, CatalogColor)? in
                guard case .color(let color) = variant.value,
                    !color.color.isInGamut(of: .sRGB, tolerance: 0.5 / 255)
                else { return nil }
                return (variant, color)
            }
            if !outside.isEmpty {
                let list = outside.map {
                    "the \($0.0.label) variant (\($0.1.writtenForm), shown as \($0.1.color.hexString))"
                }
                state.colorFindings[index].append(
                    finding(
                        .outsideSRGB, .warning,
                        "\(name): \(list.joined(separator: "; ")) is outside the sRGB gamut, and the catalog has no "
                            + "Display P3 color: sRGB displays clip it"))
            }
        }
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
                state.catalogFindings.append(
                    Finding(check: .configuration, severity: .error, message: "\(key): \(problem)", location: place))
                return []
            }
            return [text]
        }
        let found = state.names.indices.filter { state.hasValue[$0] && pattern.matches(state.names[$0]) }
        if found.isEmpty {
            state.catalogFindings.append(
                Finding(
                    check: .configuration, severity: .warning, message: "\(key): \"\(text)\" matches no color",
                    location: place))
        }
        return found.map { state.names[$0] }
    }

    // MARK: - Contrast

    private func checkContrast(of pairs: [ColorPair], in state: inout AuditState, progress: (Int, Int) -> Void) {
        let themes: [String?] = [nil] + catalog.themes
        let total = pairs.count * themes.count
        var done = 0
        for theme in themes {
            let resolved = theme == nil ? state.resolved : state.resolve(theme: theme)
            for pair in pairs {
                guard let foreground = state.indexByName[pair.foreground] else { continue }
                let backgroundColors: ArraySlice<Color>
                if pair.reason == .systemBackground {
                    guard let system = Self.systemBackgrounds[pair.background] else { continue }
                    backgroundColors = system[...]
                } else {
                    guard let background = state.indexByName[pair.background] else { continue }
                    backgroundColors = resolved[background * 8..<background * 8 + 8]
                }
                checkContrast(
                    of: pair, foreground: foreground, colors: resolved[foreground * 8..<foreground * 8 + 8],
                    over: backgroundColors, theme: theme, state: &state)
                done += 1
                progress(done, total)
            }
        }
    }

    // MARK: - System accents

    /// The colors Shade derives from each desktop accent of ``systemAccents``, checked where the
    /// catalog shows them.
    ///
    /// An app that follows the desktop's accent (`BasicTheme.followingSystemAccent()`) fills
    /// controls with the accent, writes on it with the derived on-accent color, and writes links
    /// and symbols on its backgrounds with the standalone accent, which ShadeColor's
    /// `AccentColors` derives for the main background as libadwaita does (its lightness clamped
    /// in Oklab, then moved until 4.5:1). The main background is the one most pairs are on (the
    /// first of them in the pairs' order on a tie). In each appearance this checks the on-accent
    /// color on the fill, and the standalone accent on every background of the pairs: a card or
    /// sidebar much lighter or darker than the main background can fall below 4.5:1.
    private func checkSystemAccents(against pairs: [ColorPair], in state: inout AuditState) {
        var backgrounds: [String] = []
        var pairCounts: [String: Int] = [:]
        for pair in pairs where pair.reason != .systemBackground && state.indexByName[pair.background] != nil {
            if pairCounts[pair.background] == nil { backgrounds.append(pair.background) }
            pairCounts[pair.background, default: 0] += 1
        }
        let mostPairs = pairCounts.values.max() ?? 0
        guard let main = backgrounds.first(where: { pairCounts[$0] == mostPairs }),
            let mainIndex = state.indexByName[main]
        else { return }
        let mainName = state.names[mainIndex]
        let minimum = AccentColors.minimumContrast
        for accent in systemAccents {
            let derived = Appearance.allCases.map { appearance in
                AccentColors(
                    accent: accent, background: state.resolved[mainIndex * 8 + appearance.index], appearance: appearance
                )
            }
            // One finding for the text on the accent, and one for each background, each naming
            // every appearance it fails in, as the contrast check does.
            var ratios = Appearance.allCases.map { appearance in
                appearance.contrastRatio(of: derived[appearance.index].onAccent, over: derived[appearance.index].accent)
            }
            var failing = Appearance.allCases.filter { ratios[$0.index] < minimum }
            if !failing.isEmpty {
                state.catalogFindings.append(
                    Finding(
                        check: .systemAccent, severity: .error, appearances: failing.map(\.name),
                        message: "the system accent \(accent.hexString): the text on it is "
                            + "\(Self.describe(failing, ratios: ratios)), below 4.5:1",
                        contrast: Finding.Measurement.grouped(
                            failing.map { appearance in
                                let seen = appearance.seen(
                                    derived[appearance.index].onAccent, over: derived[appearance.index].accent)
                                return Finding.Measurement(
                                    appearance: appearance.name, ratio: ratios[appearance.index], required: minimum,
                                    foreground: seen.foreground.hexString, background: seen.background.hexString)
                            })))
            }
            for name in backgrounds {
                guard let index = state.indexByName[name] else { continue }
                ratios = Appearance.allCases.map { appearance in
                    appearance.contrastRatio(
                        of: derived[appearance.index].standalone, over: state.resolved[index * 8 + appearance.index])
                }
                failing = Appearance.allCases.filter { ratios[$0.index] < minimum }
                guard !failing.isEmpty else { continue }
                let measurements = failing.map { appearance in
                    let seen = appearance.seen(
                        derived[appearance.index].standalone, over: state.resolved[index * 8 + appearance.index])
                    return Finding.Measurement(
                        appearance: appearance.name, ratio: ratios[appearance.index], required: minimum,
                        foreground: seen.foreground.hexString, background: seen.background.hexString)
                }
                var variants: [String] = []
                for appearance in failing where !variants.contains(derived[appearance.index].standalone.hexString) {
                    variants.append(derived[appearance.index].standalone.hexString)
                }
                let variant =
                    variants.count == 1
                    ? "its standalone variant \(variants[0]), derived for \(mainName), is"
                    : "its standalone variants \(variants.joined(separator: ", ")), derived for \(mainName), are"
                state.colorFindings[index].append(
                    Finding(
                        check: .systemAccent, severity: .error, color: name, related: [mainName],
                        appearances: failing.map(\.name),
                        message: "the system accent \(accent.hexString) as text on \(name): \(variant) "
                            + "\(Self.describe(failing, ratios: ratios)), below 4.5:1",
                        location: state.locations[index], contrast: Finding.Measurement.grouped(measurements)))
            }
        }
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

    /// Checks a pair whose foreground (at `foreground` in the catalog) has `colors` and whose
    /// background has `backgroundColors`, by `Appearance.index`.
    private func checkContrast(
        of pair: ColorPair, foreground: Int, colors foregroundColors: ArraySlice<Color>,
        over backgroundColors: ArraySlice<Color>, theme: String?, state: inout AuditState
    ) {
        // The ratios first; the hex values only for the appearances a finding reports.
        var ratios = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
        var seen: [(foreground: Color, background: Color)] = []
        seen.reserveCapacity(8)
        withUnsafeMutableBytes(of: &ratios) { buffer in
            let ratios = buffer.bindMemory(to: Double.self)
            for appearance in Appearance.allCases {
                let foregroundColor = foregroundColors[foregroundColors.startIndex + appearance.index]
                let backgroundColor = backgroundColors[backgroundColors.startIndex + appearance.index]
                let pair = appearance.seen(foregroundColor, over: backgroundColor)
                ratios[appearance.index] = appearance.contrastRatio(of: foregroundColor, over: backgroundColor)
                seen.append(pair)
            }
        }
        let ratioList = [ratios.0, ratios.1, ratios.2, ratios.3, ratios.4, ratios.5, ratios.6, ratios.7]
        checkSimulatedContrast(
            of: pair, foreground: foreground, seen: seen, ratios: ratioList, theme: theme, state: &state)
        let minimum = pair.use.minimumRatio
        let enhanced = pair.use.enhancedRatio ?? 0
        guard ratioList.contains(where: { $0 < minimum || $0 < enhanced || $0 < 4.5 }) else { return }
        let measurements = Appearance.allCases.map { appearance in
            Finding.Measurement(
                appearance: appearance.name, ratio: ratioList[appearance.index],
                foreground: seen[appearance.index].foreground.hexString,
                background: seen[appearance.index].background.hexString)
        }
        let subject = "\(pair.foreground) on \(pair.background)"
        let themeNote = theme.map { " (theme \($0))" } ?? ""
        func add(
            _ check: Finding.Check, _ severity: Severity, _ found: [Finding.Measurement], _ message: String
        ) {
            state.colorFindings[foreground].append(
                Finding(
                    check: check, severity: severity, color: pair.foreground, related: [pair.background], theme: theme,
                    appearances: Appearance.sharedNames(found.flatMap(\.appearances)), message: message,
                    location: state.locations[foreground],
                    contrast: Finding.Measurement.grouped(found)))
        }

        let failing = Appearance.allCases.filter { ratioList[$0.index] < minimum }
        if !failing.isEmpty {
            add(
                .contrast, .error, failing.map { with(measurements[$0.index]) { $0.required = minimum } },
                "\(subject)\(themeNote): \(Self.describe(failing, ratios: ratioList)), below the WCAG AA minimum of "
                    + "\(Self.format(minimum)):1 for \(pair.use.phrase)")
        }
        if let enhanced = pair.use.enhancedRatio {
            let short = Appearance.allCases.filter { ratioList[$0.index] >= minimum && ratioList[$0.index] < enhanced }
            for highContrast in [true, false] {
                let found = short.filter { $0.isHighContrast == highContrast }
                guard !found.isEmpty else { continue }
                let note = highContrast ? ", which users who turn on Increase Contrast expect" : ""
                add(
                    .enhancedContrast, highContrast ? .warning : .info,
                    found.map { with(measurements[$0.index]) { $0.required = enhanced } },
                    "\(subject)\(themeNote): \(Self.describe(found, ratios: ratioList)), meets AA but not the WCAG AAA "
                        + "level of \(Self.format(enhanced)):1 for \(pair.use.phrase)\(note)")
            }
        }
        // Only where the pair's own high-contrast values make the difference (a translucent
        // background also changes with the system background under it), and only where it
        // matters: below the AAA level (4.5:1 for non-text, which has none), which is what
        // users who turn on Increase Contrast expect.
        let lowered = Appearance.allCases.filter { appearance in
            guard appearance.isHighContrast else { return false }
            let normalIndex = appearance.normalContrast.index
            let changes = [foregroundColors, backgroundColors].contains {
                !$0[$0.startIndex + appearance.index].isSame(as: $0[$0.startIndex + normalIndex])
            }
            return changes && ratioList[appearance.index] < ratioList[normalIndex] * 0.99
                && ratioList[appearance.index] < pair.use.enhancedRatio ?? 4.5
        }
        if !lowered.isEmpty {
            var groups: [(change: String, appearances: [Appearance])] = []
            for appearance in lowered {
                let change =
                    "\(Self.format(ratioList[appearance.normalContrast.index])):1 → \(Self.format(ratioList[appearance.index])):1"
                if let index = groups.firstIndex(where: { $0.change == change }) {
                    groups[index].appearances.append(appearance)
                } else {
                    groups.append((change, [appearance]))
                }
            }
            let parts = groups.map { "\($0.change) in \(Appearance.describe($0.appearances))" }
            add(
                .highContrastLowersContrast, .warning,
                lowered.map { appearance in
                    with(measurements[appearance.index]) {
                        $0.normalContrastRatio = ratioList[appearance.normalContrast.index]
                    }
                },
                "\(subject)\(themeNote): high contrast lowers the contrast: \(parts.joined(separator: "; "))")
        }
    }

    /// `3.12:1 in dark, dark elevated; 4.01:1 in light high contrast`: the ratios, each with the
    /// appearances that have it.
    static func describe(_ appearances: [Appearance], ratios: [Double]) -> String {
        var groups: [(ratio: String, appearances: [Appearance])] = []
        for appearance in appearances {
            let ratio = format(ratios[appearance.index])
            if let index = groups.firstIndex(where: { $0.ratio == ratio }) {
                groups[index].appearances.append(appearance)
            } else {
                groups.append((ratio, [appearance]))
            }
        }
        return groups.map { "\($0.ratio):1 in \(Appearance.describe($0.appearances))" }.joined(separator: "; ")
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

    // MARK: - Near-duplicates

    private func findNearDuplicates(_ state: inout AuditState, progress: (Int) -> Void) {
        let count = state.names.count
        let cell = Self.duplicateDistance
        // OKLab lightness, a, b and alpha of every color in every appearance, four numbers each.
        var points = [Double](repeating: 0, count: count * 32)
        var grid: [Int: [Int]] = [:]
        // A color that is an alias in every mode is the color it refers to: compare that one.
        let compared = (0..<count).filter { state.hasValue[$0] && state.aliasSignatures[$0] == nil }
        var keys = [Int](repeating: 0, count: count)
        for index in compared {
            for appearance in 0..<8 {
                let color = state.resolved[index * 8 + appearance]
                let lab = color.components(in: .oklab)
                let offset = (index * 8 + appearance) * 4
                points[offset] = lab[0]
                points[offset + 1] = lab[1]
                points[offset + 2] = lab[2]
                points[offset + 3] = color.alpha
            }
            keys[index] = Self.gridKey(points[index * 32], points[index * 32 + 1], points[index * 32 + 2], cell: cell)
            grid[keys[index], default: []].append(index)
        }
        let limit = cell * cell
        var claimed = [Bool](repeating: false, count: count)
        // The grid holds colors close in light mode; comparing dark mode first rules most
        // candidates out at the first step.
        let order = [4, 0, 6, 2, 5, 1, 7, 3].map { $0 * 4 }
        var duplicates: [(index: Int, distance: Double)] = []
        for index in compared {
            if index % 256 == 0 { progress(index) }
            duplicates.removeAll(keepingCapacity: true)
            for offset in Self.neighborOffsets {
                guard let candidates = grid[keys[index] &+ offset] else { continue }
                for other in candidates where other > index && !claimed[other] {
                    var largest = 0.0
                    for component in order {
                        let first = index * 32 + component
                        let second = other * 32 + component
                        let dl = points[first] - points[second]
                        let da = points[first + 1] - points[second + 1]
                        let db = points[first + 2] - points[second + 2]
                        let dalpha = points[first + 3] - points[second + 3]
                        largest = max(largest, dl * dl + da * da + db * db + dalpha * dalpha)
                        if largest >= limit { break }
                    }
                    if largest < limit, !state.isAlias(index, other) {
                        duplicates.append((other, largest.squareRoot()))
                    }
                }
            }
            guard !duplicates.isEmpty else { continue }
            duplicates.sort { $0.index < $1.index }
            for duplicate in duplicates { claimed[duplicate.index] = true }
            let name = state.names[index]
            let list = duplicates.map { "\(state.names[$0.index]) (ΔE OK \(Self.formatDistance($0.distance)))" }
            state.colorFindings[index].append(
                Finding(
                    check: .nearDuplicate, severity: .info, color: name,
                    related: duplicates.map { state.names[$0.index] },
                    message: "\(name) looks the same as \(list.joined(separator: ", ")) in every appearance",
                    location: state.locations[index], distance: duplicates.map(\.distance).max()))
        }
        progress(count)
    }

    /// The grid cell of an OKLab point: its three coordinates divided by the cell size, rounded
    /// down, packed into one integer (21 bits each, far more than OKLab's range needs). A
    /// coordinate far outside that range (an extended-range component of 10⁶ has a lightness near
    /// 10⁵) wraps around: its cell may share a key with another, which only adds candidates that
    /// the exact distance then rules out.
    static func gridKey(_ lightness: Double, _ a: Double, _ b: Double, cell: Double) -> Int {
        func part(_ value: Double) -> Int { (Int(clamping: (value / cell).rounded(.down)) &+ (1 << 20)) & 0x1F_FFFF }
        return part(lightness) << 42 | part(a) << 21 | part(b)
    }

    /// What adding to a ``gridKey(_:_:_:cell:)`` gives the 27 cells around and including a cell.
    static let neighborOffsets: [Int] = {
        var offsets: [Int] = []
        for dl in -1...1 {
            for da in -1...1 {
                for db in -1...1 { offsets.append(dl << 42 + da << 21 + db) }
            }
        }
        return offsets
    }()
}

/// `value` changed by `change`.
func with<Value>(_ value: Value, _ change: (inout Value) -> Void) -> Value {
    var copy = value
    change(&copy)
    return copy
}

/// A color (by index) and a name, as a dictionary key.
struct IndexedName: Hashable {
    var index: Int
    var name: String
}

/// The colors of the catalog being audited, resolved, and the findings so far.
struct AuditState {
    var names: [String] = []
    var sets: [ColorSet] = []
    /// The tokens each color is an alias of, as a whole or in some mode.
    var aliasTargets: [Set<String>] = []
    /// For a color that is an alias in every mode it has, the alias of each variant; else `nil`.
    var aliasSignatures: [[String]?] = []
    /// The names other colors are aliases of.
    var isAliasTarget = Set<String>()
    /// For each file, how many colors it defines and whether any has a dark or high-contrast
    /// variant.
    var fileModes: [String: (colors: Int, hasDark: Bool, hasHighContrast: Bool)] = [:]
    var locations: [FileLocation?] = []
    var indexByName = ScalarKeyed<Int>()
    /// Whether each color has a value; one that has none (the system's default) is not audited.
    var hasValue: [Bool] = []
    /// Each color's value in each appearance, default theme: `resolved[color * 8 + appearance]`.
    var resolved = ContiguousArray<Color>()
    /// Whether no variant is in Display P3 or a wider RGB space, or limited to the P3 gamut.
    var isSRGBOnly = true
    var colorFindings: [[Finding]] = []
    var catalogFindings: [Finding] = []
    /// Where the reader reported each unknown system color.
    var referenceLocations: [IndexedName: FileLocation] = [:]

    init(catalog: ColorCatalog) {
        let wide: Set<CatalogColor.Space> = [.displayP3, .a98RGB, .prophotoRGB, .rec2020]
        for entry in catalog.entries {
            guard case .color(let set) = entry.value else { continue }
            indexByName[entry.name] = names.count
            names.append(entry.name)
            sets.append(set)
            let variantAliases = set.variants.filter { $0.value != nil }.map(\.aliasOf)
            let knownAliases = variantAliases.compactMap { $0 }
            aliasTargets.append(Set([entry.aliasOf].compactMap { $0 } + knownAliases))
            if let alias = entry.aliasOf {
                aliasSignatures.append([alias])
            } else if !variantAliases.isEmpty, knownAliases.count == variantAliases.count {
                // Every variant with a value is an alias.
                aliasSignatures.append(knownAliases)
            } else {
                aliasSignatures.append(nil)
            }
            locations.append(entry.source)
            if let file = entry.source?.file {
                let appearances = set.variants.filter { $0.value != nil }.compactMap(\.appearance)
                var stats = fileModes[file] ?? (0, false, false)
                stats.colors += 1
                stats.hasDark = stats.hasDark || appearances.contains(where: \.isDark)
                stats.hasHighContrast = stats.hasHighContrast || appearances.contains(where: \.isHighContrast)
                fileModes[file] = stats
            }
            for variant in set.variants {
                if variant.displayGamut == .displayP3 { isSRGBOnly = false }
                if case .color(let color) = variant.value, wide.contains(color.space) { isSRGBOnly = false }
            }
        }
        colorFindings = Array(repeating: [], count: names.count)
        isAliasTarget = aliasTargets.reduce(into: []) { $0.formUnion($1) }
    }

    /// Resolves every color in the default theme.
    mutating func resolveDefaultTheme(progress: (Int) -> Void) {
        hasValue = []
        hasValue.reserveCapacity(sets.count)
        resolved = resolve(theme: nil, progress: progress) { self.hasValue.append($0) }
    }

    /// Every color's value in each appearance in `theme`; fully transparent for a color with
    /// no value.
    func resolve(theme: String?) -> ContiguousArray<Color> {
        resolve(theme: theme, progress: { _ in }, hasValue: { _ in })
    }

    private func resolve(theme: String?, progress: (Int) -> Void, hasValue: (Bool) -> Void) -> ContiguousArray<Color> {
        var result = ContiguousArray<Color>()
        result.reserveCapacity(sets.count * 8)
        for (index, set) in sets.enumerated() {
            if let resolved = set.resolved(theme: theme) {
                result.append(contentsOf: resolved.colors)
                hasValue(true)
            } else {
                result.append(contentsOf: repeatElement(Color.clear, count: 8))
                hasValue(false)
            }
            if index % 256 == 0 { progress(index) }
        }
        progress(sets.count)
        return result
    }

    /// Whether a color is a palette color, which gets its dark (or high-contrast) values through
    /// the colors that are aliases of it: one that other colors are aliases of, or one of a file
    /// of several colors none of which has a dark (high-contrast) variant, in a catalog where the
    /// colors of other files have them (a token set's palette file beside its theme files).
    func isPaletteColor(_ index: Int, forDark: Bool) -> Bool {
        if isAliasTarget.contains(names[index]) { return true }
        guard let file = locations[index]?.file, let stats = fileModes[file], stats.colors > 1 else { return false }
        return forDark
            ? !stats.hasDark && fileModes.values.contains(where: \.hasDark)
            : !stats.hasHighContrast && fileModes.values.contains(where: \.hasHighContrast)
    }

    /// The system-color references of a color that Shade does not know.
    func unresolvedReferences(of index: Int) -> [SystemColorReference] {
        sets[index].variants.compactMap {
            guard case .reference(let reference) = $0.value, reference.resolved == nil else { return nil }
            return reference
        }
    }

    /// Whether one color is an alias of the other, or both are aliases of the same tokens.
    func isAlias(_ first: Int, _ second: Int) -> Bool {
        if aliasTargets[first].contains(names[second]) || aliasTargets[second].contains(names[first]) { return true }
        return aliasSignatures[first] != nil && aliasSignatures[first] == aliasSignatures[second]
    }

    /// The color name closest to `name` in spelling, if one is close.
    func closestName(to name: String) -> String? {
        let lowered = name.lowercased()
        if let match = names.first(where: { $0.lowercased() == lowered }) { return match }
        let best = names.lazy.map { ($0, editDistance($0.lowercased(), lowered)) }.min { $0.1 < $1.1 }
        guard let best, best.1 <= max(2, name.count / 4) else { return nil }
        return best.0
    }
}

/// The Levenshtein distance between two strings, in characters.
func editDistance(_ first: String, _ second: String) -> Int {
    let a = Array(first)
    let b = Array(second)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    var current = Array(repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
