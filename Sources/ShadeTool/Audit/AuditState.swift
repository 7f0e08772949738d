import ShadeCatalog
import ShadeColor
import ShadeDiagnostics
import ShadeJSON

/// A color (by index) and a name, as a dictionary key.
struct IndexedName: Hashable {
    var index: Int
    var name: String
}

/// The colors of the catalog being audited, resolved, what the checks are asked to look for,
/// and the findings so far: what every ``AuditCheck`` reads and adds to.
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
    /// Every finding so far, in the order found, and the position of the color each is about
    /// (`-1` for the catalog as a whole): one list, put in order at the end in place
    /// (``takeFindingsInOrder()``), so that the findings of a large audit are never held twice.
    private(set) var findings: [Finding] = []
    private var findingColors: [Int32] = []
    /// Where the reader reported each unknown system color.
    var referenceLocations: [IndexedName: FileLocation] = [:]

    /// What the catalog's reader reported (``ReaderCheck``).
    var diagnostics: [Diagnostic] = []
    /// The colors whose file gives a dark value that is the light one, which the catalog holds no
    /// variant for (``DarkSameAsLightCheck``).
    var darkSameAsLight: Set<String> = []
    /// Desktop accent colors to check the catalog's backgrounds with (``SystemAccentCheck``).
    var systemAccents: [Color] = []
    /// The color-vision deficiencies to simulate (``SimulatedContrastCheck``,
    /// ``IndistinctSimulatedCheck``).
    var simulations: [ColorVisionDeficiency] = []

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

    // MARK: - What the checks ask

    /// A finding of `check` about the color at `index`, at its definition.
    func finding(_ check: Finding.Check, _ severity: Severity, color index: Int, _ message: String) -> Finding {
        Finding(check: check, severity: severity, color: names[index], message: message, location: locations[index])
    }

    /// Whether the color is fully transparent in every appearance.
    func isInvisible(_ index: Int) -> Bool {
        resolved[index * 8..<index * 8 + 8].allSatisfy { $0.alpha == 0 }
    }

    /// The appearances the color's variants with a value declare.
    func declaredAppearances(_ index: Int) -> [DynamicColor.Variant] {
        sets[index].variants.filter { $0.value != nil }.compactMap(\.appearance)
    }

    /// Whether the color, visible and no palette color, looks the same in dark mode as in light
    /// mode in every contrast and level.
    func staysTheSameInDark(_ index: Int) -> Bool {
        let base = index * 8
        return !isInvisible(index) && !(0..<4).contains { !resolved[base + $0].isSame(as: resolved[base + 4 + $0]) }
            && !isPaletteColor(index, forDark: true)
    }

    /// Whether the color declares a dark value: a dark variant, or a dark value its file gives as
    /// the light one (``darkSameAsLight``).
    func declaresDark(_ index: Int) -> Bool {
        declaredAppearances(index).contains(where: \.isDark) || darkSameAsLight.contains(names[index])
    }
}

extension AuditState {
    /// Adds a finding about the color at `color`, or about the catalog when `nil`.
    mutating func append(forColor color: Int?, _ finding: Finding) {
        findings.append(finding)
        findingColors.append(Int32(color ?? -1))
    }

    /// Makes room for `count` more findings at once. Room that is not filled costs no memory: a
    /// large buffer's pages are only mapped when written.
    mutating func reserveFindings(_ count: Int) {
        findings.reserveCapacity(findings.count + count)
        findingColors.reserveCapacity(findingColors.count + count)
    }

    /// The findings about the catalog as a whole, in the order found.
    var catalogFindings: [Finding] {
        findings.indices.filter { findingColors[$0] < 0 }.map { findings[$0] }
    }

    /// Every finding, in report order, taken out of the state: those about the catalog first, in
    /// the order found; then each color's, in catalog order, the most serious first and, among
    /// equals, in the order of the checks, then found. The list is reordered where it is, by
    /// swaps along each cycle of the order, which move findings without copying them.
    mutating func takeFindingsInOrder() -> [Finding] {
        var result = findings
        findings = []
        let colors = findingColors
        findingColors = []
        // Each finding's place in the order: its color, then (for a color's) the most serious and
        // the first check first. `order[position]` is the index of the finding that goes there.
        let severities = result.map(\.severity)
        let ranks = result.map(\.check.rank)
        let order = result.indices.sorted { first, second in
            if colors[first] != colors[second] { return colors[first] < colors[second] }
            if colors[first] >= 0 {
                if severities[first] != severities[second] { return severities[first] > severities[second] }
                if ranks[first] != ranks[second] { return ranks[first] < ranks[second] }
            }
            return first < second
        }
        var placed = [Bool](repeating: false, count: result.count)
        for start in result.indices where !placed[start] && order[start] != start {
            // Each swap puts the finding that belongs at `position` there and carries the one that
            // was at `start` on, to the end of the cycle, where it belongs.
            var position = start
            while order[position] != start {
                result.swapAt(position, order[position])
                placed[position] = true
                position = order[position]
            }
            placed[position] = true
        }
        return result
    }
}
