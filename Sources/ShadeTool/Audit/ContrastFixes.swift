import ArgumentParser
import ShadeCatalog
import ShadeColor
import ShadeDiagnostics
import ShadeJSON
import Synchronization

/// Which color of a failing pair `shade audit --suggest` and `shade fix` change.
enum AdjustedSide: String, CaseIterable, Sendable, ExpressibleByArgument {
    /// The pair's foreground (text, symbol), the default: a background is shared by many pairs.
    case foreground
    /// The pair's background, where it is a color of the catalog (a system background is not).
    case background
    /// Whichever needs the smaller change (ΔE OK).
    case either
}

/// One suggested change: a new value for one variant of one color, the nearest (ΔE OK) that
/// makes every pair the color takes part in meet its level, in every appearance the variant is
/// used in.
struct ColorChange: Hashable, Sendable {
    /// The color's name.
    var color: String
    /// The position of the variant in its ``ColorSet/variants``.
    var variantIndex: Int
    /// The variant, as the reports name it: `any`, `dark`, `light high contrast`, ….
    var variant: String
    /// The named theme of the variant, or `nil` for the default theme.
    var theme: String?
    /// The mode of the token file or Figma collection the value is read in, by its name there
    /// (``ColorVariant/mode``).
    var mode: String? = nil
    /// The appearances of the default theme the variant is used in.
    var appearances: AppearanceSet
    /// The themes (`nil` for the default) in some appearance of which the variant is shown: a
    /// named theme shows the default theme's variants where it has none of its own.
    var themesShown: [String?] = []
    /// The value as the file writes it now.
    var before: CatalogColor
    /// The value as it is written back, in the same space and notation.
    var after: CatalogColor
    /// For a variant whose value is an alias: the token it refers to now and the one it is
    /// pointed to instead, the nearest that passes everywhere the variant is shown (``after`` is
    /// then that token's value). `nil` for a value written out.
    var alias: AliasChange? = nil

    /// The token an alias refers to, and the one it refers to after the change.
    struct AliasChange: Hashable, Sendable {
        var before: String
        var after: String
    }
    /// ΔE OK between the two (``Color/deltaEOK(_:)``).
    var deltaEOK: Double
    /// Where the value is written, when ``isWritable``.
    var source: FileLocation?
    /// Why the value cannot be written back (an alias, a Figma variable, a value with no place
    /// in a file), or `nil` when `shade fix` writes it.
    var unwritable: String?
    /// The pairs the new value still fails, as `label on background in dark`: empty for a fix,
    /// not empty for a compromise.
    var unmet: [String]

    /// Whether the plan counts the change as made, so that the changes after it build on it: a
    /// change that is not a compromise, and (for `shade fix`) that is written.
    var isMade = false

    /// Whether `shade fix` can write the change.
    var isWritable: Bool { unwritable == nil && source != nil }
    /// Whether the change is the best that could be done rather than a fix.
    var isCompromise: Bool { !unmet.isEmpty }
}

/// The changes that fix a catalog's failing contrast, found from an audit's result, and the
/// ratios the failing pairs reach with them.
///
/// The colors are changed one variant at a time, in catalog order: the normal-contrast variants
/// of a color before its high-contrast ones. Each variant's new value meets every pair the color
/// takes part in, in every appearance (and named theme) that shows that variant: the failing
/// pairs at their WCAG AA level, and each passing pair at the highest level it already meets (AA,
/// or AAA where it has one and meets it), so no passing pair starts failing. A high-contrast
/// variant keeps at least the contrast its normal-contrast counterpart has (up to the AAA level,
/// where the audit's `high-contrast-lowers-contrast` check stops asking for more). Later changes
/// see the earlier ones. The search is ShadeColor's `Color.nearestColor(meeting:within:)`, on
/// the contrast every output reports; the value is kept in its own space's gamut (sRGB, Display
/// P3), and checked again as it will be written (an 8-bit hex value rounds).
struct ContrastFixPlan: Sendable {
    /// The changes, in the order they were made.
    var changes: [ColorChange]
    /// For each failing pair, by ``PairKey``: its measurement in each appearance after every
    /// change, by `Appearance.index` (without ``Finding/Measurement/required``; `nil` where the
    /// pair cannot be measured), made when asked for.
    var after: PairsAfter

    /// Why a color that fails has no change, by its name: it refers to a system color.
    var notes: [String: String] = [:]
    /// The catalog planned (``ContrastFixPlanner/catalog``), of which ``ColorChange/variantIndex``
    /// is a position.
    var catalog = ColorCatalog()

    /// A pair in a theme.
    struct PairKey: Hashable, Sendable {
        var foreground: String
        var background: String
        var theme: String?
    }

    /// `catalog` (the catalog planned, ``catalog``) as reading its files gives it once the changes
    /// the plan counts as made (``ColorChange/isMade``) are written: each variant's new value or
    /// the token its alias now refers to (the entry's own alias too, when it is that variant's),
    /// the other variants read from the same place, the aliases of a changed color reading its
    /// new value, and without the variants that then repeat what their set falls back to (as a
    /// token reader leaves them out).
    func applied(to catalog: ColorCatalog) -> ColorCatalog {
        var fixed = catalog
        let made = changes.filter(\.isMade)
        for change in made {
            guard var entry = fixed[change.color], case .color(var set) = entry.value else { continue }
            set.variants[change.variantIndex].value = .color(change.after)
            if let alias = change.alias { set.variants[change.variantIndex].aliasOf = alias.after }
            entry.value = .color(set)
            fixed.insert(entry)
        }
        for change in made {
            guard var entry = fixed[change.color], case .color(var set) = entry.value,
                set.variants.indices.contains(change.variantIndex)
            else { continue }
            let variant = set.variants[change.variantIndex]
            // The other variants whose value is read from the same place (a mode with no value of
            // its own that reads the token's `$value`) change with it.
            if let source = change.source {
                for index in set.variants.indices where index != change.variantIndex {
                    guard set.variants[index].valueSource == source,
                        set.variants[index].value == .color(change.before),
                        set.variants[index].aliasOf == change.alias?.before
                    else { continue }
                    set.variants[index].value = .color(change.after)
                    set.variants[index].aliasOf = change.alias?.after
                }
                entry.value = .color(set)
            }
            if let alias = change.alias, entry.aliasOf == alias.before,
                change.variantIndex == 0 || (variant.conditions.isEmpty && variant.theme == nil)
            {
                entry.aliasOf = alias.after
            }
            fixed.insert(entry)
        }
        fixed = Self.propagatingAliases(from: catalog, to: fixed)
        for var entry in fixed.entries {
            guard case .color(let set) = entry.value else { continue }
            let compacted = set.compactedAsRead()
            guard compacted != set else { continue }
            entry.value = .color(compacted)
            fixed.insert(entry)
        }
        return fixed
    }

    /// `fixed` with the value of every alias of a color `fixed` changes from `original` made the
    /// color's new value there: a token that refers to a changed token reads its new value.
    private static func propagatingAliases(from original: ColorCatalog, to fixed: ColorCatalog) -> ColorCatalog {
        var catalog = fixed
        var changed = Set(
            fixed.entries.filter { entry in original[entry.name].map { $0.value != entry.value } ?? false }.map(\.name))
        // An alias of an alias changes a round later; the chains of a read are at most 128 long.
        var rounds = 0
        while !changed.isEmpty, rounds <= 128 {
            rounds += 1
            var next: Set<String> = []
            for entry in catalog.entries {
                guard case .color(var set) = entry.value,
                    set.variants.contains(where: { $0.aliasOf.map(changed.contains) ?? false })
                else { continue }
                var isChanged = false
                for index in set.variants.indices {
                    guard let target = set.variants[index].aliasOf, changed.contains(target),
                        case .color(let current)? = set.variants[index].value,
                        let (old, new) = aliasedValues(
                            of: set.variants[index], in: set, target: target, original: original, fixed: catalog),
                        old != new
                    else { continue }
                    var value = new
                    // An alias with an opacity of its own (Primer's `alpha`) keeps it.
                    if current.alpha != old.alpha {
                        value.alpha = current.alpha
                        value.color = new.color.withAlphaComponent(current.alpha)
                    }
                    if value != current {
                        set.variants[index].value = .color(value)
                        isChanged = true
                    }
                }
                guard isChanged else { continue }
                var updated = entry
                updated.value = .color(set)
                catalog.insert(updated)
                next.insert(entry.name)
            }
            changed = next
        }
        return catalog
    }

    /// The values of `target` that `variant` of `set` (an alias of `target`) reads, in `original`
    /// and in `fixed`: those of the variants `target` shows where `set` shows `variant`.
    private static func aliasedValues(
        of variant: ColorVariant, in set: ColorSet, target: String, original: ColorCatalog, fixed: ColorCatalog
    ) -> (CatalogColor, CatalogColor)? {
        guard let shown = set.resolved(theme: variant.theme),
            let appearance = shown.sourceIndices.firstIndex(where: { set.variants[$0] == variant }),
            case .color(let oldSet)? = original[target]?.value, case .color(let newSet)? = fixed[target]?.value,
            case .color(let old)? = oldSet.resolved(theme: variant.theme)?.source(appearance, in: oldSet).value,
            case .color(let new)? = newSet.resolved(theme: variant.theme)?.source(appearance, in: newSet).value
        else { return nil }
        return (old, new)
    }

    /// The changes `shade fix` writes (made and writable), by the file each is written in: the
    /// files in the order of their first change, each with the positions in ``changes`` of its
    /// changes, in order.
    var writtenChangesByFile: [(file: String, positions: [Int])] {
        var positionsOfFile: [String: Int] = [:]
        var result: [(file: String, positions: [Int])] = []
        for (position, change) in changes.enumerated() where change.isMade && change.isWritable {
            guard let file = change.source?.file else { continue }
            if let index = positionsOfFile[file] {
                result[index].positions.append(position)
            } else {
                positionsOfFile[file] = result.count
                result.append((file, [position]))
            }
        }
        return result
    }

    /// The positions in ``changes`` of each color's changes, by its name.
    private var changesOfColor: [String: [Int]] = [:]
    /// The themes each change is shown in, by its position in ``changes``: its own and
    /// ``ColorChange/themesShown``, read for each of tens of thousands of pairs without copying the
    /// change.
    private var themesOfChange: [(theme: String?, shown: [String?])] = []

    /// A plan of `changes` to `catalog`, the pairs' measurements after them, and why colors have
    /// none.
    init(
        changes: [ColorChange], after: PairsAfter = PairsAfter(), notes: [String: String] = [:],
        catalog: ColorCatalog = ColorCatalog()
    ) {
        self.changes = changes
        self.after = after
        self.notes = notes
        self.catalog = catalog
        // By position, so that each change's fields are read from it rather than the change copied.
        themesOfChange.reserveCapacity(changes.count)
        for position in changes.indices {
            changesOfColor[changes[position].color, default: []].append(position)
            themesOfChange.append((changes[position].theme, changes[position].themesShown))
        }
    }

    /// The positions in ``changes`` of those that take part in a pair's fix (the changes of its two
    /// colors), in the order made.
    func positions(for key: PairKey) -> [Int] {
        // Each color's changes are in the order made: the two lists are merged, not sorted.
        let first = changesOfColor[key.foreground] ?? []
        let second = key.background == key.foreground ? [] : changesOfColor[key.background] ?? []
        var positions: [Int] = []
        positions.reserveCapacity(first.count + second.count)
        var (inFirst, inSecond) = (0, 0)
        while inFirst < first.count || inSecond < second.count {
            let fromFirst = inSecond == second.count || (inFirst < first.count && first[inFirst] < second[inSecond])
            let position = fromFirst ? first[inFirst] : second[inSecond]
            if fromFirst { inFirst += 1 } else { inSecond += 1 }
            if themesOfChange[position].theme == key.theme || themesOfChange[position].shown.contains(key.theme) {
                positions.append(position)
            }
        }
        return positions
    }
}

/// Finds a ``ContrastFixPlan`` for one audited catalog.
struct ContrastFixPlanner: Sendable {
    /// The catalog as read, with every variant a file writes at a place of its own
    /// (`CatalogReadResult.repeatedVariants`): the catalog the changes' variants are of.
    var catalog: ColorCatalog
    /// The pairs the audit checked.
    var pairs: [ColorPair]
    /// Which color of a failing pair moves.
    var adjust: AdjustedSide = .foreground
    /// Whether a change `shade fix` cannot write (an alias with no passing token, a Figma
    /// variable) counts as made for the changes after it: yes for `--suggest`, which proposes a
    /// whole fix; no for `shade fix`, which builds only on what it writes.
    var countsUnwritableChanges = true
    /// Why no value of the catalog can be written, for a format `shade fix` does not write (Figma
    /// variables), or `nil`.
    var readOnly: String? = nil
    /// Whether changes that touch none of each other's values are found together, on both cores
    /// (``waves(of:)``), rather than one by one: the same plan either way, which the tests check.
    var findsChangesInWaves = true
    /// The value a color will have once written like the file's value: the rewriter's own
    /// rounding, so the ratios are checked on what is really written.
    var written: @Sendable (Color, CatalogColor) -> CatalogColor = ColorValueRewriter.written(_:like:)
    /// The pairs measured in each appearance of each theme with the catalog's values, when the
    /// audit has measured them already (``Auditor/audit(progress:measuresAhead:pairsFound:)``):
    /// the plan finds the failing pairs from these rather than measuring them again.
    var measured: PairMeasurements?

    /// Whether the colors are resolved (``prepare()``).
    private var isPrepared = false
    /// The colors' names, sets and values, by position.
    private var names: [String] = []
    private var sets: [ColorSet] = []
    private var indexByName = ScalarKeyed<Int>()
    /// The themes checked: the default (`nil`) and the named ones.
    private var themes: [String?] = []
    /// `values[theme][color * 8 + appearance]`, as the changes so far leave them.
    private var values: [[Color]] = []
    /// ``values`` before any change: where a pair's two colors still have them, ``measured``
    /// holds its ratios now.
    private var valuesBefore: [[Color]] = []
    /// For each color that is a pair's background, by its place in this list
    /// (``backgroundSlots``) and `theme * 8 + appearance`, the requirement of a foreground seen
    /// over its value there (with no minimum yet): copied for each of the thousands of
    /// foregrounds over it, it keeps the background as seen worked out once. Made with the pairs
    /// (``resolvePairs()``) and again where a change writes a value.
    private var overBackground: [[ContrastRequirement]] = []
    /// Each color's place in ``overBackground``, by the color's position; -1 for a color that is
    /// no pair's background.
    private var backgroundSlots: [Int] = []
    /// `sources[theme][color][appearance]`: the position of the variant that value comes from.
    private var sources: [[[Int?]]] = []
    /// The positions in ``pairs`` of the pairs each color takes part in, by the color's position.
    private var pairsOfColor: [[Int]] = []
    /// Where each pair's two colors are, by its position in ``pairs`` (``Auditor/ends(of:indexByName:)``,
    /// or the audit's own, ``PairMeasurements/ends``): `nil` for a pair with a color the catalog
    /// does not have, which can be neither measured nor fixed.
    private var ends: [PairEnds?] = []
    /// For each pair, by its position in ``pairs``, the position of the first pair with the same
    /// foreground and background names: what a compromise's list of pairs tells apart.
    private var namedPairs: [Int] = []
    /// The colors with a variant that is an alias of each color, by the color's position.
    private var aliasesOfColor: [[Int]] = []
    /// The colors of each group (``group(of:)``), by the group's name.
    private var colorsOfGroup: [String: [Int]] = [:]
    /// Why a color that fails has no change, by its name (``ContrastFixPlan/notes``).
    private var notes: [String: String] = [:]
    /// Whether each color is one an alias may point to (``isPalette(_:)``), by position, and the
    /// positions of those that are, in order: a change never makes or unmakes one, so a file of
    /// thousands of aliases does not look at every color again for each alias.
    private var isPaletteColor: [Bool] = []
    private var palette: [Int] = []
    /// The values read through an alias of a token that is not one of the catalog's colors (a
    /// token of another type that refers on, say), by place and value without alpha, each with the
    /// color and the token: the plan cannot tell which color that chain ends at, so a color of the
    /// same value there is not written, lest the change reach that alias unseen.
    private var unfollowedAliases: [UnfollowedValue: (color: String, target: String)] = [:]
    /// The values found so far (``nearestWritten(to:meeting:remembered:)``), by what they were given: a value
    /// shared by many colors, seen over the same backgrounds, is searched once. Shared by the
    /// threads that find a wave's changes.
    private let searches = Searches()

    /// The searches' memory, one for the planner and its copies.
    private final class Searches: Sendable {
        private let found = Mutex<[Prehashed<Search>: Found]>([:])
        subscript(search: Prehashed<Search>) -> Found? {
            get { found.withLock { $0[search] } }
            set { found.withLock { $0[search] = newValue } }
        }
    }

    /// What one search is given, which decides what it finds: hashed once (``Prehashed``), since
    /// a background's search has tens of thousands of requirements.
    private struct Search: Hashable, Sendable {
        let value: CatalogColor
        let requirements: [ContrastRequirement]

        /// Hashes the value's color and the requirements: what `==` compares but the value's
        /// spelling, which values of one color seldom differ in.
        func hash(into hasher: inout Hasher) {
            hasher.combine(value.color)
            hasher.combine(requirements)
        }
    }

    /// What one search finds: the value as written, and the positions of the requirements it fails.
    private struct Found: Sendable {
        var after: CatalogColor
        var unmet: [Int]
        var deltaEOK: Double
    }

    /// A planner for `catalog`'s `pairs`, read from `input`; `repeatedVariants` are the variants
    /// its reader left out of their sets though a file writes them apart
    /// (`CatalogReadResult.repeatedVariants`), which a change of the value they repeat leaves as
    /// they are.
    init(
        catalog: ColorCatalog, repeatedVariants: [String: [ColorVariant]] = [:], pairs: [ColorPair],
        adjust: AdjustedSide = .foreground, input: CatalogInput? = nil
    ) {
        self.catalog = catalog.restoring(repeatedVariants)
        self.pairs = pairs
        self.adjust = adjust
        if input?.isFigmaVariables == true {
            readOnly = "it is a Figma variable, which shade fix does not write: set it in Figma"
        }
    }

    /// The pairs that fail their AA level in some appearance and theme, and the changes that fix
    /// them.
    mutating func plan() -> ContrastFixPlan {
        prepare()
        resolvePairs()
        // Each failing pair in a theme, in the order first found: its (last) position in
        // ``pairs``, its theme and how it is seen now; where each is in that list, by
        // `theme * pairs.count + ` the first position of a pair of its names (``namedPairs``),
        // and by its names.
        var failing: [ContrastFixPlan.PairsAfter.Failing] = []
        var failingOfNames = [Int](repeating: -1, count: themes.count * pairs.count)
        var failingOfKey: [ContrastFixPlan.PairKey: Int] = [:]
        // The places each color is moved in, by `color * places + place`: the themes and
        // appearances it fails in.
        let places = themes.count * 8
        var moving = [Bool](repeating: false, count: names.count * places)
        for (themeIndex, theme) in themes.enumerated() {
            for position in pairs.indices {
                let seen = measured?[theme: themeIndex, pair: position] ?? seen(position, theme: themeIndex)
                let minimum = pairs[position].use.minimumRatio
                var fails = AppearanceSet()
                for appearance in Appearance.allCases {
                    if let measured = seen[appearance.index], measured.ratio < minimum { fails.insert(appearance) }
                }
                guard !fails.isEmpty else { continue }
                let slot = themeIndex * pairs.count + namedPairs[position]
                if failingOfNames[slot] < 0 {
                    failingOfNames[slot] = failing.count
                    let key = ContrastFixPlan.PairKey(
                        foreground: pairs[position].foreground, background: pairs[position].background, theme: theme)
                    failingOfKey[key] = failing.count
                    failing.append((position, themeIndex, seen))
                } else {
                    (failing[failingOfNames[slot]].pair, failing[failingOfNames[slot]].seen) = (position, seen)
                }
                guard let side = side(moving: position, theme: themeIndex, failing: fails) else { continue }
                for appearance in fails { moving[side * places + themeIndex * 8 + appearance.index] = true }
            }
        }
        var changes: [ColorChange] = []
        notes = [:]
        // The changes are made in catalog order, each seeing those before it. A change reads the
        // values of its color, its aliases and the colors they are paired with, and writes those of
        // its color and its aliases, in the appearances its variant is shown in: the changes of a
        // wave touch nothing another of them reads or writes, so they are found at once, on both
        // cores, and then made in order.
        var ordered = changeSteps(moving: moving)
        // The first step of each value and count of pairs where it is shown, and every step whose
        // value and count another step has too: only those can be asked the same search. (A
        // color with aliases is seen in their places too, and is counted apart.)
        struct Shared: Hashable {
            var value: CatalogColor
            var pairsShown: Int
        }
        var firstSharing: [Shared: Int] = [:]
        firstSharing.reserveCapacity(ordered.count)
        for (position, step) in ordered.enumerated() {
            guard case .color(let value) = sets[step.color].variants[step.variant].value else { continue }
            let pairsShown =
                aliasesOfColor[step.color].isEmpty ? pairsOfColor[step.color].count * step.uses.count : -1
            let shared = Shared(value: value, pairsShown: pairsShown)
            if let first = firstSharing[shared] {
                ordered[first].startsFromSharedValue = true
                ordered[position].startsFromSharedValue = true
            } else {
                firstSharing[shared] = position
            }
        }
        let steps = consume ordered
        // The values before any change: a failing pair is measured again only where one of its
        // colors changed.
        valuesBefore = values
        let allWaves = findsChangesInWaves ? waves(of: steps) : steps.indices.map({ [$0] })
        // Each wave's proposals, kept until their changes are gathered in step order, and where
        // each step's is: tens of thousands of changes are moved once, not copied into a list of
        // every step first.
        var proposalsOfWaves: [[Proposal]] = []
        proposalsOfWaves.reserveCapacity(allWaves.count)
        var proposalOfStep = [(wave: Int32, offset: Int32)](repeating: (0, 0), count: steps.count)
        for (waveIndex, wave) in allWaves.enumerated() {
            // A copy for the threads, let go before the changes are made, so that making them
            // does not copy the values: a chain of aliases gives a wave of one step each.
            let proposals: [Proposal] =
                wave.count == 1
                ? [proposal(for: steps[wave[0]])]
                : { planner in Background.map(wave) { planner.proposal(for: steps[$0]) } }(self)
            for (offset, position) in wave.enumerated() {
                make(proposals[offset], of: steps[position])
                proposalOfStep[position] = (Int32(waveIndex), Int32(offset))
            }
            proposalsOfWaves.append(proposals)
        }
        changes.reserveCapacity(steps.count)
        for (position, step) in steps.enumerated() {
            let (wave, offset) = (Int(proposalOfStep[position].wave), Int(proposalOfStep[position].offset))
            if let note = proposalsOfWaves[wave][offset].note.take() { notes[names[step.color]] = note }
            if let change = proposalsOfWaves[wave][offset].change.take() { changes.append(change) }
        }
        // Tens of thousands of small lists, let go on another thread: the report waits for the
        // plan, not for them.
        Background.release((consume proposalsOfWaves, consume firstSharing, consume steps))
        // Each failing pair is measured again when a report asks for it, on the thread that
        // writes its suggestion: tens of thousands of pairs' measurements are not made and kept
        // in between.
        let after = ContrastFixPlan.PairsAfter(
            failing: failing, positionOfKey: failingOfKey, ends: ends, before: valuesBefore, after: values)
        return ContrastFixPlan(changes: changes, after: after, notes: notes, catalog: catalog)
    }

    /// The pair at `pair` in ``pairs`` as seen in each appearance of a theme, with the values as
    /// they are now (`nil` where it cannot be measured): ``PairEnds/seen(with:known:)``.
    private func seen(_ pair: Int, theme: Int) -> [PairMeasurement?] {
        ends[pair]?.seen(with: values[theme]) ?? [PairMeasurement?](repeating: nil, count: 8)
    }

    // MARK: - Values

    /// Resolves the catalog's colors in every theme and appearance, which needs no pairs: a
    /// command may prepare a planner while the audit is still finding the pairs, and
    /// ``plan()`` prepares one that is not prepared yet.
    mutating func prepare() {
        guard !isPrepared else { return }
        isPrepared = true
        for entry in catalog.entries {
            guard case .color(let set) = entry.value else { continue }
            indexByName[entry.name] = names.count
            names.append(entry.name)
            sets.append(set)
        }
        for (position, name) in names.enumerated() {
            colorsOfGroup[String(Self.group(of: name)), default: []].append(position)
        }
        aliasesOfColor = Array(repeating: [], count: names.count)
        for (position, set) in sets.enumerated() {
            for target in Set(set.variants.compactMap(\.aliasOf)) {
                if let index = indexByName[target], index != position { aliasesOfColor[index].append(position) }
            }
        }
        themes = [nil] + catalog.themes
        values = []
        sources = []
        for theme in themes {
            var themeValues: [Color] = []
            themeValues.reserveCapacity(sets.count * 8)
            var themeSources: [[Int?]] = []
            for set in sets {
                guard let resolved = set.resolved(theme: theme) else {
                    themeValues += repeatElement(Color.clear, count: 8)
                    themeSources.append(Array(repeating: nil, count: 8))
                    continue
                }
                themeValues += resolved.colors
                themeSources.append(resolved.sourceIndices)
            }
            values.append(themeValues)
            sources.append(themeSources)
        }
        isPaletteColor = sets.indices.map(isPalette)
        palette = sets.indices.filter { isPaletteColor[$0] }
        for (themeIndex, themeSources) in sources.enumerated() {
            for (color, places) in themeSources.enumerated() {
                for (appearance, variant) in places.enumerated() {
                    guard let variant, let target = sets[color].variants[variant].aliasOf, indexByName[target] == nil
                    else { continue }
                    let key = UnfollowedValue(
                        place: themeIndex * 8 + appearance,
                        value: values[themeIndex][color * 8 + appearance].withAlphaComponent(1))
                    if unfollowedAliases[key] == nil { unfollowedAliases[key] = (names[color], target) }
                }
            }
        }
    }

    /// Each pair's two colors by position, the pairs of each color, and the first pair of each
    /// two names.
    private mutating func resolvePairs() {
        ends = measured?.ends ?? pairs.map { Auditor.ends(of: $0, indexByName: indexByName) }
        // Two colors the catalog has are told apart by their positions, found already; others by
        // their names. A name is always at one position, unless one pair's background is a
        // system color and another's a color of the catalog with that name: then by name only.
        struct Positions: Hashable {
            var foreground: Int
            var background: Int
        }
        let byPositions = !pairs.contains { $0.reason == .systemBackground }
        var firstOfPositions: [Positions: Int] = [:]
        firstOfPositions.reserveCapacity(byPositions ? pairs.count : 0)
        var firstOfNames: [ContrastFixPlan.PairKey: Int] = [:]
        namedPairs = pairs.indices.map { position in
            if byPositions, let ends = ends[position], let background = ends.backgroundColor {
                let positions = Positions(foreground: ends.foreground, background: background)
                if let first = firstOfPositions[positions] { return first }
                firstOfPositions[positions] = position
                return position
            }
            let names = ContrastFixPlan.PairKey(
                foreground: pairs[position].foreground, background: pairs[position].background, theme: nil)
            if let first = firstOfNames[names] { return first }
            firstOfNames[names] = position
            return position
        }
        pairsOfColor = Array(repeating: [], count: names.count)
        for (position, pair) in pairs.enumerated() where pair.foreground != pair.background {
            guard let ends = ends[position] else { continue }
            pairsOfColor[ends.foreground].append(position)
            if let background = ends.backgroundColor { pairsOfColor[background].append(position) }
        }
        backgroundSlots = Array(repeating: -1, count: names.count)
        overBackground = []
        for background in Set(ends.compactMap { $0?.backgroundColor }).sorted() {
            backgroundSlots[background] = overBackground.count
            overBackground.append(
                values.indices.flatMap { theme in
                    Appearance.allCases.map { appearance in
                        ContrastRequirement(
                            role: .foreground, other: values[theme][background * 8 + appearance.index],
                            appearance: appearance, minimumRatio: 0)
                    }
                })
        }
    }

    /// The foreground and background of the pair at `pair` in ``pairs``, in one theme and
    /// appearance; `nil` for a color the catalog does not have.
    private func colors(of pair: Int, theme: Int, _ appearance: Appearance) -> (Color, Color)? {
        ends[pair]?.colors(appearance.index, in: values[theme])
    }

    /// The ratio of the pair at `pair` in ``pairs``, with the values as they are now; ∞ for a
    /// pair that cannot be measured.
    private func ratio(of pair: Int, theme: Int, _ appearance: Appearance) -> Double {
        guard let (foreground, background) = colors(of: pair, theme: theme, appearance) else { return .infinity }
        return appearance.contrastRatio(of: foreground, over: background)
    }

    /// The color of `pair` to move, by ``adjust``; `either` tries both in the failing
    /// appearances and takes the one that changes less.
    private func side(moving pair: Int, theme: Int, failing: AppearanceSet) -> Int? {
        let (foreground, background) = (ends[pair]?.foreground, ends[pair]?.backgroundColor)
        switch adjust {
        case .foreground: return foreground
        case .background: return background ?? foreground
        case .either:
            guard let foreground, let background else { return foreground }
            func cost(_ role: ContrastRequirement.Role) -> Double {
                failing.reduce(0) { largest, appearance in
                    guard let (fore, back) = colors(of: pair, theme: theme, appearance) else { return largest }
                    let moved = role == .foreground ? fore : back
                    let requirement = ContrastRequirement(
                        role: role, other: role == .foreground ? back : fore, appearance: appearance,
                        minimumRatio: pairs[pair].use.minimumRatio)
                    return max(largest, moved.nearestColor(meeting: [requirement], within: .displayP3).deltaEOK)
                }
            }
            return cost(.background) < cost(.foreground) ? background : foreground
        }
    }

    /// Where a variant of a color is shown: `theme * 8 + appearance` for each theme and
    /// appearance whose value comes from it.
    private func places(of variant: Int, color: Int) -> [Int] {
        var result: [Int] = []
        for theme in themes.indices {
            for appearance in 0..<8 where sources[theme][color][appearance] == variant {
                result.append(theme * 8 + appearance)
            }
        }
        return result
    }

    /// `variant` and the other variants of the color whose value is read from the same place in
    /// the same file, with the same value: one edit changes them all.
    private func variantsSharingValue(with variant: Int, color: Int) -> [Int] {
        let variants = sets[color].variants
        guard let source = variants[variant].valueSource else { return [variant] }
        return variants.indices.filter {
            $0 == variant
                || (variants[$0].valueSource == source && variants[$0].value == variants[variant].value
                    && variants[$0].aliasOf == variants[variant].aliasOf)
        }
    }

    /// Where a value of `color` shown at `uses` is seen: at each of those places, the color
    /// itself, and each color whose value there is an alias of it (or of such an alias): a token
    /// file's aliases read the value they refer to, with an opacity of their own where they have
    /// one (`alpha`, else `nil`).
    private func shown(_ color: Int, at uses: [Int]) -> [(color: Int, place: Int, alpha: Double?)] {
        var result = uses.map { (color: color, place: $0, alpha: Double?.none) }
        // Each color and place once, by `color * places + place`: made when a color has aliases,
        // which most have not.
        let places = themes.count * 8
        var seen: Set<Int> = []
        var index = 0
        while index < result.count {
            let (current, place, _) = result[index]
            index += 1
            if !aliasesOfColor[current].isEmpty, seen.isEmpty { seen = Set(uses.map { color * places + $0 }) }
            for alias in aliasesOfColor[current] where alias != color {
                guard let variant = sources[place / 8][alias][place % 8],
                    sets[alias].variants[variant].aliasOf == names[current],
                    !seen.contains(alias * places + place)
                else { continue }
                let aliasValue = values[place / 8][alias * 8 + place % 8]
                let value = values[place / 8][current * 8 + place % 8]
                guard aliasValue.withAlphaComponent(value.alpha) == value else { continue }
                seen.insert(alias * places + place)
                result.append((alias, place, aliasValue.alpha == value.alpha ? nil : aliasValue.alpha))
            }
        }
        return result
    }

    // MARK: - One change

    /// The requirements a new value must meet where it is seen (``shown(_:at:)``: each color and
    /// place), grouped once for every ratio and search of the change, the pair and place each
    /// stands for, and the ratio each has now, with the value seen there.
    private func requirements(seenAt seen: [(color: Int, place: Int, alpha: Double?)])
        -> (grouped: ContrastRequirement.Grouped, stands: [(pair: Int, place: Int)], now: [Double])
    {
        var found: [ContrastRequirement] = []
        var stands: [(pair: Int, place: Int)] = []
        let count = seen.reduce(0) { $0 + pairsOfColor[$1.color].count }
        found.reserveCapacity(count)
        stands.reserveCapacity(count)
        // Where each place's requirements begin, in `found`.
        var starts: [Int] = []
        starts.reserveCapacity(seen.count + 1)
        for (color, place, alpha) in seen {
            let theme = place / 8
            let appearance = Appearance(index: place % 8)
            let themeValues = values[theme]
            starts.append(found.count)
            for position in pairsOfColor[color] {
                // Each pair's ends read once: a background is in tens of thousands of pairs.
                guard let end = ends[position] else { continue }
                let (foreground, background) = end.colors(appearance.index, in: themeValues)
                let role: ContrastRequirement.Role = end.foreground == color ? .foreground : .background
                if role == .foreground, let over = end.backgroundColor, backgroundSlots[over] >= 0 {
                    var requirement = overBackground[backgroundSlots[over]][theme * 8 + appearance.index]
                    requirement.alpha = alpha
                    found.append(requirement)
                } else {
                    found.append(
                        ContrastRequirement(
                            role: role, other: role == .foreground ? background : foreground, appearance: appearance,
                            minimumRatio: 0, alpha: alpha))
                }
                stands.append((position, place))
            }
        }
        starts.append(found.count)
        // Given up, so that setting the minimums below writes the requirements in place.
        var grouped = ContrastRequirement.Grouped(consume found)
        // Each color and place seen, by `color * places + place`: looked through where there are
        // a few, hashed where there are many.
        let places = themes.count * 8
        let shownPlaces = seen.map { $0.color * places + $0.place }
        let shownSet = shownPlaces.count > 16 ? Set(shownPlaces) : []
        func isShown(_ place: Int) -> Bool {
            shownPlaces.count > 16 ? shownSet.contains(place) : shownPlaces.contains(place)
        }
        var ratiosNow: [Double] = []
        ratiosNow.reserveCapacity(grouped.count)
        for (index, (color, place, _)) in seen.enumerated() {
            let theme = place / 8
            let appearance = Appearance(index: place % 8)
            let range = starts[index]..<starts[index + 1]
            // The ratio each pair has now: as the audit measured it where no change has reached
            // its colors yet, else measured once for each different color it is seen with.
            let now =
                measuredNow(stands[range], theme: theme, appearance)
                ?? grouped.ratios(at: range, with: values[theme][color * 8 + appearance.index])
            ratiosNow += now
            let normalShown = isShown(color * places + theme * 8 + appearance.normalContrast.index)
            for (offset, position) in range.enumerated() {
                let use = pairs[stands[position].pair].use
                var minimum = use.minimumRatio
                if let enhanced = use.enhancedRatio, now[offset] >= enhanced { minimum = enhanced }
                // A high-contrast appearance keeps the contrast of its normal one where another
                // variant shows that one, up to the level the audit stops asking at.
                if appearance.isHighContrast, !normalShown {
                    let normal = ratio(of: stands[position].pair, theme: theme, appearance.normalContrast)
                    minimum = max(minimum, min(normal, use.enhancedRatio ?? 4.5))
                }
                grouped.setMinimum(at: position, to: minimum)
            }
        }
        return (grouped, stands, ratiosNow)
    }

    /// The ratio of each pair of `stands` in `appearance` of the theme at `theme`, as ``measured``
    /// holds it (the same contrast, of the same values), or `nil` when the audit did not measure
    /// the pairs or a change has reached one of a pair's colors there.
    private func measuredNow(
        _ stands: ArraySlice<(pair: Int, place: Int)>, theme: Int, _ appearance: Appearance
    ) -> [Double]? {
        guard let measured, theme < valuesBefore.count else { return nil }
        let (before, now) = (valuesBefore[theme], values[theme])
        var ratios: [Double] = []
        ratios.reserveCapacity(stands.count)
        for position in stands.indices {
            let pair = stands[position].pair
            guard let end = ends[pair], let ratio = measured[theme: theme, pair: pair]?[appearance.index]?.ratio
            else { return nil }
            let foreground = end.foreground * 8 + appearance.index
            guard before[foreground] == now[foreground] else { return nil }
            if let background = end.backgroundColor {
                let place = background * 8 + appearance.index
                guard before[place] == now[place] else { return nil }
            }
            ratios.append(ratio)
        }
        return ratios
    }

    /// One variant of a color to change, with the variants written in the same place, which change
    /// with it (``variantsSharingValue(with:color:)``), and the places all of them are shown.
    private struct Step {
        var color: Int
        var variant: Int
        var sharing: [Int]
        var uses: [Int]
        /// Whether another step changes the same value, seen in as many pairs: only a search of
        /// such a value can be asked for again, so only theirs are kept in ``searches``, and the
        /// others' tens of thousands of requirements are not hashed and kept for nothing.
        var startsFromSharedValue = false
    }

    /// The variants of the moving colors to change, in order: the colors in catalog order, and a
    /// color's normal-contrast variants before its high-contrast ones, which keep at least their
    /// contrast. Variants written in the same place are one step; a variant shown nowhere the
    /// color fails is none.
    private func changeSteps(moving: [Bool]) -> [Step] {
        var steps: [Step] = []
        let placeCount = themes.count * 8
        for color in names.indices where moving[color * placeCount..<(color + 1) * placeCount].contains(true) {
            let variants = sets[color].variants
            let isHighContrast = variants.map { $0.appearance?.isHighContrast ?? false }
            let order = variants.indices.filter { !isHighContrast[$0] } + variants.indices.filter { isHighContrast[$0] }
            var handled = [Bool](repeating: false, count: variants.count)
            for variant in order where !handled[variant] {
                let sharing = variantsSharingValue(with: variant, color: color)
                for index in sharing { handled[index] = true }
                let uses = sharing.flatMap { places(of: $0, color: color) }.sorted()
                guard uses.contains(where: { moving[color * placeCount + $0] }) else { continue }
                steps.append(Step(color: color, variant: variant, sharing: sharing, uses: uses))
            }
        }
        return steps
    }

    /// The positions in `steps` grouped in waves, in the order they are made: a step is in a later
    /// wave than every step before it whose change it reads (a value of a color it is seen with,
    /// in a theme and appearance it is shown in), and in no earlier wave than a step before it
    /// that reads or writes what it writes, so that each step sees exactly the changes it would
    /// see if they were made one by one. An alias looks at every token for one to point to, so it
    /// waits for every step before it and the steps after it wait for it.
    private func waves(of steps: [Step]) -> [[Int]] {
        // By `color * places + place`: the wave of the last step that wrote or read each value.
        let places = themes.count * 8
        var lastWritten = [Int](repeating: -1, count: names.count * places)
        var lastRead = lastWritten
        var floor = 0
        var top = -1
        var waves: [[Int]] = []
        for (position, step) in steps.enumerated() {
            let writtenColors = aliasClosure(of: step.color)
            var readColors = writtenColors
            for color in writtenColors {
                for pair in pairsOfColor[color] {
                    if let other = ends[pair]?.foreground, other != color { readColors.append(other) }
                    if let other = ends[pair]?.backgroundColor, other != color { readColors.append(other) }
                }
            }
            // A high-contrast appearance is also measured in its normal-contrast one.
            var readPlaces = step.uses
            for place in step.uses {
                let normal = place / 8 * 8 + Appearance(index: place % 8).normalContrast.index
                if !readPlaces.contains(normal) { readPlaces.append(normal) }
            }
            let isAlias = sets[step.color].variants[step.variant].aliasOf != nil
            var wave = isAlias ? max(floor, top + 1) : floor
            for color in readColors {
                for place in readPlaces { wave = max(wave, lastWritten[color * places + place] + 1) }
            }
            for color in writtenColors {
                for place in step.uses {
                    wave = max(wave, lastRead[color * places + place], lastWritten[color * places + place])
                }
            }
            for color in readColors {
                for place in readPlaces {
                    lastRead[color * places + place] = max(lastRead[color * places + place], wave)
                }
            }
            for color in writtenColors {
                for place in step.uses {
                    lastWritten[color * places + place] = max(lastWritten[color * places + place], wave)
                }
            }
            if isAlias { floor = wave + 1 }
            top = max(top, wave)
            if wave == waves.count { waves.append([]) }
            waves[wave].append(position)
        }
        return waves
    }

    /// `color` and every color with a variant that is an alias of it, or of such an alias: the
    /// colors whose values a change of `color` writes.
    private func aliasClosure(of color: Int) -> [Int] {
        // Most colors have no aliases: the set of those included is made for those that have.
        guard !aliasesOfColor[color].isEmpty else { return [color] }
        var result = [color]
        var included: Set<Int> = [color]
        var index = 0
        while index < result.count {
            for alias in aliasesOfColor[result[index]] where included.insert(alias).inserted { result.append(alias) }
            index += 1
        }
        return result
    }

    /// What one step finds, before it is made: the change and why there is none, the values it
    /// gives the places the color is seen.
    private struct Proposal: Sendable {
        var change: ColorChange?
        var note: String?
        /// `(theme, color * 8 + appearance, value)` for each place the change writes.
        var values: [(theme: Int, place: Int, value: Color)] = []
        /// The new value of the step's variants, or the token they now refer to.
        var value: CatalogColor?
        var aliasOf: String?
    }

    /// Makes a step's change: its values and its variants' new value.
    private mutating func make(_ proposal: Proposal, of step: Step) {
        for (theme, place, value) in proposal.values {
            values[theme][place] = value
            let slot = backgroundSlots[place / 8]
            if slot >= 0 { overBackground[slot][theme * 8 + place % 8].other = value }
        }
        for index in step.sharing {
            if let value = proposal.value { sets[step.color].variants[index].value = .color(value) }
            if let alias = proposal.aliasOf { sets[step.color].variants[index].aliasOf = alias }
        }
    }

    /// The change of one step's variant, or none when its value meets everything already or is not a
    /// color (a system color reference changes with the system).
    private func proposal(for step: Step) -> Proposal {
        let (variant, color, uses) = (step.variant, step.color, step.uses)
        // The variant read once: each access through its set would copy it whole.
        let entry = sets[color].variants[variant]
        var proposal = Proposal()
        if case .reference(let reference) = entry.value {
            proposal.note =
                "\(names[color]) is the system color \(reference.name) there, which a fix does not change: give it "
                + "a value of its own to have one suggested"
        }
        guard case .color(let before) = entry.value else { return proposal }
        let seen = shown(color, at: uses)
        let (grouped, stands, now) = self.requirements(seenAt: seen)
        let requirements = grouped.requirements
        // Where every place shows the value as written (and its aliases, that value with their
        // opacity), the ratios now are its ratios.
        let showsValue = uses.allSatisfy { values[$0 / 8][color * 8 + $0 % 8] == before.color }
        let ratios = showsValue ? now : grouped.ratios(with: before.color)
        guard zip(requirements, ratios).contains(where: { $1 < $0.minimumRatio }) else { return proposal }
        if let alias = entry.aliasOf,
            let target = nearestToken(meeting: grouped, stands: stands, color: color, uses: uses, aliasOf: alias)
        {
            let after = target.value
            var change = ColorChange(
                color: names[color], variantIndex: variant, variant: entry.label,
                theme: entry.theme, mode: entry.mode,
                appearances: Self.defaultAppearances(uses), before: before, after: after, deltaEOK: target.distance,
                source: entry.valueSource,
                unwritable: entry.valueSource == nil ? readOnly ?? Self.notInAFile : nil,
                unmet: [])
            change.alias = ColorChange.AliasChange(before: alias, after: names[target.index])
            change.themesShown = themesShown(uses)
            change.isMade = countsUnwritableChanges || change.isWritable
            proposal.change = change
            guard change.isMade else { return proposal }
            for (shownColor, place, alpha) in seen {
                let value = values[place / 8][target.index * 8 + place % 8]
                proposal.values.append(
                    (place / 8, shownColor * 8 + place % 8, alpha.map { value.withAlphaComponent($0) } ?? value))
            }
            proposal.aliasOf = names[target.index]
            return proposal
        }
        let (after, unmet, deltaEOK) = nearestWritten(
            to: before, meeting: grouped, remembered: step.startsFromSharedValue)
        let themeOfVariant = entry.theme
        // A compromise that keeps the value is no change: nothing of the hue does better.
        if !unmet.isEmpty, after == before || deltaEOK < 1e-9 {
            let failing = describe(unmet.map { stands[$0] })
            proposal.note =
                "no lightness of \(names[color])'s hue (\(entry.label)) meets more of its pairs than its "
                + "own value does, so it is left as it is; it still fails " + failing.joined(separator: ", ")
            return proposal
        }
        var change = ColorChange(
            color: names[color], variantIndex: variant, variant: entry.label, theme: themeOfVariant,
            mode: entry.mode, appearances: Self.defaultAppearances(uses), before: before,
            after: after, deltaEOK: deltaEOK,
            source: entry.valueSource,
            unwritable: unwritable(entry, value: before.color, uses: uses),
            unmet: describe(unmet.map { stands[$0] }))
        change.themesShown = themesShown(uses)
        // A compromise is reported, not made: it would leave pairs failing, and may break others.
        change.isMade = unmet.isEmpty && (countsUnwritableChanges || change.isWritable)
        proposal.change = change
        if change.isMade {
            for (shownColor, place, alpha) in seen {
                proposal.values.append(
                    (
                        place / 8, shownColor * 8 + place % 8,
                        alpha.map { after.color.withAlphaComponent($0) } ?? after.color
                    ))
            }
            proposal.value = after
        }
        return proposal
    }

    /// The nearest value to `before` that meets `requirements` as the file will write it, the
    /// positions of the requirements it still fails, and its ΔE OK from `before`: ``Color/nearestColor(meeting:within:)-([ContrastRequirement],_)``
    /// in the value's own gamut, asked for a little more where the written value rounds below a
    /// minimum. Found once for each different value and requirements (``searches``, when
    /// `remembered`: for a value that several steps change): it depends on nothing else.
    private func nearestWritten(
        to before: CatalogColor, meeting grouped: ContrastRequirement.Grouped, remembered: Bool
    ) -> (after: CatalogColor, unmet: [Int], deltaEOK: Double) {
        let requirements = grouped.requirements
        let search = remembered ? Prehashed(Search(value: before, requirements: requirements)) : nil
        if let search, let found = searches[search] { return (found.after, found.unmet, found.deltaEOK) }
        let gamut = Self.gamut(of: before)
        var asked = grouped
        var after = before
        var suggestion = before.color.nearestColor(meeting: asked, within: gamut)
        var ratios: [Double] = []
        for _ in 0..<8 {
            after = written(suggestion.color, before)
            ratios = grouped.ratios(with: after.color)
            var met = [Bool](repeating: true, count: requirements.count)
            for index in suggestion.unmet { met[index] = false }
            let short = requirements.indices.filter { met[$0] && ratios[$0] < requirements[$0].minimumRatio }
            if short.isEmpty { break }
            for index in short { asked.raiseMinimum(at: index, by: 0.005) }
            suggestion = before.color.nearestColor(meeting: asked, within: gamut)
        }
        let unmet = requirements.indices.filter { ratios[$0] < requirements[$0].minimumRatio }
        let deltaEOK = before.color.deltaEOK(after.color)
        if let search { searches[search] = Found(after: after, unmet: unmet, deltaEOK: deltaEOK) }
        return (after, unmet, deltaEOK)
    }

    /// The token an alias could point to instead: of the colors that are no alias in any mode
    /// (a palette), the one whose values meet every requirement where the alias is shown, with
    /// the smallest largest ΔE OK from the alias's values there; `nil` when none meets them.
    ///
    /// The tokens of the group of the one the alias refers to now come first (`color.red.600`
    /// gives way to `color.red.700` before any other red): a ramp is what a designer steps along.
    private func nearestToken(
        meeting grouped: ContrastRequirement.Grouped, stands: [(pair: Int, place: Int)], color: Int, uses: [Int],
        aliasOf: String
    ) -> (index: Int, value: CatalogColor, distance: Double)? {
        let sameGroup = colorsOfGroup[String(Self.group(of: aliasOf))] ?? []
        let requirements = zip(grouped.requirements, stands).map { ($0, $1.place) }
        return nearestToken(meeting: requirements, color: color, uses: uses, among: sameGroup)
            ?? nearestToken(meeting: requirements, color: color, uses: uses, among: palette)
    }

    /// The group a token's name puts it in: the name without its last part.
    private static func group(of name: String) -> Substring {
        name.lastIndex(where: { $0 == "." || $0 == "/" }).map { name[..<$0] } ?? ""
    }

    /// ``nearestToken(meeting:stands:color:uses:aliasOf:)`` among the colors at `candidates`: each
    /// requirement with the place it is seen at.
    private func nearestToken(
        meeting requirements: [(ContrastRequirement, place: Int)], color: Int, uses: [Int],
        among candidates: [Int]
    ) -> (index: Int, value: CatalogColor, distance: Double)? {
        var best: (index: Int, distance: Double)?
        candidates: for candidate in candidates where candidate != color && isPaletteColor[candidate] {
            for place in uses {
                let now = values[place / 8][color * 8 + place % 8]
                if !Self.isSameHue(now, values[place / 8][candidate * 8 + place % 8]) { continue candidates }
            }
            for (requirement, place) in requirements {
                let value = values[place / 8][candidate * 8 + place % 8]
                if requirement.ratio(with: value) < requirement.minimumRatio { continue candidates }
            }
            var distance = 0.0
            for place in uses {
                let now = values[place / 8][color * 8 + place % 8]
                distance = max(distance, now.deltaEOK(values[place / 8][candidate * 8 + place % 8]))
                if let best, distance >= best.distance { continue candidates }
            }
            best = (candidate, distance)
        }
        guard let best, let place = uses.first, let variant = sources[place / 8][best.index][place % 8],
            case .color(let value) = sets[best.index].variants[variant].value
        else { return nil }
        return (best.index, value, best.distance)
    }

    /// Whether two colors have the same hue family, so that pointing an alias from one to the
    /// other keeps its meaning (a brand blue stays blue): both nearly gray (OkLCh chroma below
    /// 0.03), or both colored with hues within 30° of each other.
    private static func isSameHue(_ first: Color, _ second: Color) -> Bool {
        let (a, b) = (first.oklch, second.oklch)
        let grayChroma = 0.03
        if a.chroma < grayChroma || b.chroma < grayChroma { return a.chroma < grayChroma && b.chroma < grayChroma }
        let difference = abs(a.hue - b.hue).truncatingRemainder(dividingBy: 360)
        return min(difference, 360 - difference) <= 30
    }

    /// Whether a color is written out in every mode, with a value in each appearance: one an
    /// alias may point to.
    private func isPalette(_ color: Int) -> Bool {
        let entry = sets[color]
        guard sources[0][color].allSatisfy({ $0 != nil }) else { return false }
        return entry.variants.allSatisfy { variant in
            guard variant.aliasOf == nil, case .color = variant.value else { return variant.value == nil }
            return true
        }
    }

    /// The themes of `uses`, in order, each once.
    private func themesShown(_ uses: [Int]) -> [String?] {
        var result: [String?] = []
        for place in uses where !result.contains(themes[place / 8]) { result.append(themes[place / 8]) }
        return result
    }

    /// The default theme's appearances among `uses`.
    private static func defaultAppearances(_ uses: [Int]) -> AppearanceSet {
        var appearances = AppearanceSet.empty
        for place in uses where place < 8 { appearances.insert(Appearance(index: place)) }
        return appearances
    }

    /// Why a variant's value cannot be written back, or `nil`.
    private func unwritable(_ variant: ColorVariant, value: Color, uses: [Int]) -> String? {
        if let alias = variant.aliasOf {
            return "its value is an alias of \(alias), and no token of the file passes everywhere it is shown: "
                + "change \(alias), or point to a new token of the suggested value"
        }
        if variant.valueSource == nil { return readOnly ?? Self.notInAFile }
        guard !unfollowedAliases.isEmpty else { return nil }
        let opaque = value.withAlphaComponent(1)
        if let unfollowed = uses.lazy.compactMap({ unfollowedAliases[UnfollowedValue(place: $0, value: opaque)] }).first
        {
            return "\(unfollowed.color) has the same value through \(unfollowed.target), which is not a color, so "
                + "changing it may change \(unfollowed.color) too: change it by hand"
        }
        return nil
    }

    /// A value shown at a place (`theme * 8 + appearance`), without its alpha.
    private struct UnfollowedValue: Hashable {
        var place: Int
        var value: Color
    }

    /// Why a value with no place in a file (``ColorVariant/valueSource``) cannot be written.
    private static let notInAFile = "its value is not written in a file shade fix can change"

    /// The gamut a value stays in: its own space's (an sRGB or gray color stays in sRGB, a Display
    /// P3 one in Display P3, a Rec. 2020 one in Rec. 2020); a space without a gamut of its own
    /// (Lab, OkLCh, XYZ, extended sRGB) keeps the value in Display P3.
    static func gamut(of value: CatalogColor) -> CSSColorSpace {
        switch value.space {
        case .sRGB, .grayGamma22, .hsl, .hwb: .sRGB
        case .extendedSRGB, .extendedGray, .extendedLinearSRGB, .sRGBLinear:
            value.color.isInGamut(of: .sRGB) ? .sRGB : .displayP3
        case .displayP3: .displayP3
        case .a98RGB: .a98RGB
        case .prophotoRGB: .proPhotoRGB
        case .rec2020: .rec2020
        case .xyzD65, .xyzD50, .lab, .lch, .oklab, .oklch: .displayP3
        }
    }

    /// `label on background in all dark appearances (theme dimmed)`: one a pair and theme, with
    /// the appearances it fails in.
    private func describe(_ unmet: [(pair: Int, place: Int)]) -> [String] {
        // Each pair and theme once, in the order of its first failure: only the first few are
        // written out, so the rest are counted without a string of their own.
        struct Key: Hashable {
            /// The first of ``pairs`` with the pair's two names (``namedPairs``).
            var pair: Int
            var theme: Int
        }
        guard !unmet.isEmpty else { return [] }
        // Each key's appearances by its position in `order`; a key's position is looked up in a
        // table once there are more than a few. (A table of every pair, made for each compromise,
        // would cost as much as the catalog's pairs for each of thousands of compromises.)
        var order: [Key] = []
        var appearances: [AppearanceSet] = []
        var positions: [Key: Int] = [:]
        for (pair, place) in unmet {
            let key = Key(pair: namedPairs[pair], theme: place / 8)
            let position: Int
            if let known = order.count <= 16 ? order.firstIndex(of: key) : positions[key] {
                position = known
            } else {
                position = order.count
                order.append(key)
                appearances.append(.empty)
                if order.count == 17 {
                    positions = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
                } else if order.count > 17 {
                    positions[key] = position
                }
            }
            appearances[position].insert(Appearance(index: place % 8))
        }
        let shown = order.prefix(Self.maximumUnmetListed).enumerated().map { position, key in
            let theme = themes[key.theme].map { " (theme \($0))" } ?? ""
            let pair = pairs[key.pair]
            return "\(pair.foreground) on \(pair.background) in \(appearances[position].phrase)\(theme)"
        }
        let more = order.count - shown.count
        return more > 0 ? shown + ["\(more) more \(more == 1 ? "pair" : "pairs")"] : shown
    }

    /// The most pairs a compromise lists by name; the rest are counted.
    static let maximumUnmetListed = 8
}

extension AuditResult {
    /// Gives each contrast finding of the default or a named theme the changes of `plan` that
    /// take part in its pair, and the ratios the pair reaches with them.
    ///
    /// `edits` holds, by position in `plan.changes`, the byte replacements that write each change
    /// (``ColorChangeWriter/replacementsByChange(_:)``); `rename` gives each change's file the
    /// name the result's findings have (``renameFiles(_:)``).
    mutating func attach(
        _ plan: ContrastFixPlan, edits: [Int: [ByteReplacement]] = [:],
        renamingFiles rename: @escaping @Sendable (String) -> String = { $0 }
    ) {
        // The changes as the reports show them are made on another thread while the findings'
        // pairs are measured after the changes here: neither needs the other.
        let showing = Background { Self.shown(plan, edits: edits, renamingFiles: rename) }
        let measured = Self.suggestions(for: findings, plan)
        let shown = showing.take()
        for (index, suggestion) in measured {
            let changes = suggestion.changes.map { shown[$0] }
            findings[index].suggestion = Finding.Suggestion(
                changes: changes, note: suggestion.note, contrast: suggestion.contrast, fixes: suggestion.fixes)
        }
    }

    /// Each of `plan`'s changes as the reports show it (``attach(_:edits:renamingFiles:)``), by
    /// its position.
    private static func shown(
        _ plan: ContrastFixPlan, edits: [Int: [ByteReplacement]],
        renamingFiles rename: @Sendable (String) -> String
    ) -> [Finding.Suggestion.Change] {
        // Each value as its file writes it, once: many colors share a value, before and after.
        // Each change's two values, by position in `values`.
        var values: [CatalogColor] = []
        var positionOfValue: [CatalogColor: Int] = [:]
        func position(of value: CatalogColor) -> Int {
            if let known = positionOfValue[value] { return known }
            positionOfValue[value] = values.count
            values.append(value)
            return values.count - 1
        }
        let valuesOfChange = plan.changes.map { (before: position(of: $0.before), after: position(of: $0.after)) }
        let forms = Background.map(values) { (written: $0.writtenForm, hex: $0.color.hexString) }
        // Each change's file as the findings name it, looked up once for each run of changes of
        // one file (a color's variants).
        var files: [String?] = []
        files.reserveCapacity(plan.changes.count)
        var last: (file: String, renamed: String)?
        for position in plan.changes.indices {
            guard let file = plan.changes[position].source?.file else {
                files.append(nil)
                continue
            }
            if let last, last.file == file {
                files.append(last.renamed)
            } else {
                let renamed = rename(file)
                last = (file, renamed)
                files.append(renamed)
            }
        }
        // Each change as the reports show it, made once: a shared background's is in many findings.
        return Background.map(Array(plan.changes.indices)) { [files] position in
            var location = plan.changes[position].source
            if let file = files[position] { location?.file = file }
            return Finding.Suggestion.Change(
                plan.changes[position], edits: edits[position] ?? [], location: location,
                before: forms[valuesOfChange[position].before], after: forms[valuesOfChange[position].after])
        }
    }

    /// A finding's suggestion before its changes are shown: the positions of its changes in the
    /// plan, in the order made, and the rest of ``Finding/Suggestion``.
    private typealias Measured = (changes: [Int], note: String?, contrast: [Finding.Measurement], fixes: Bool)

    /// The suggestion of each contrast finding among `findings` that `plan` has a measurement
    /// for, by the finding's position, with its changes by position in `plan`. Half of the
    /// findings are done on another thread.
    private static func suggestions(for findings: [Finding], _ plan: ContrastFixPlan) -> [(Int, Measured)] {
        let contrast = findings.indices.filter { findings[$0].check == .contrast }
        let suggestions = findings.withUnsafeBufferPointer { findings in
            // Each field read in place, through the buffer, which outlives both threads: read
            // through the list, or as a copy, each finding would be copied whole.
            nonisolated(unsafe) let findings = findings
            return Background.map(contrast) { index -> Measured? in
                guard let color = findings[index].color, let background = findings[index].related.first else {
                    return nil
                }
                let key = ContrastFixPlan.PairKey(
                    foreground: color, background: background, theme: findings[index].theme)
                guard let after = plan.after[key] else { return nil }
                // The lowest ratio the finding requires, and the pair after the changes in each
                // appearance of the finding: made without a list that grows.
                var required: Double?
                for measurement in findings[index].contrast ?? [] {
                    if let limit = measurement.required { required = min(required ?? limit, limit) }
                }
                var measured: [Finding.Measurement] = []
                measured.reserveCapacity(8)
                for appearance in findings[index].appearances {
                    guard var measurement = after[appearance.index] else { continue }
                    measurement.required = required
                    measured.append(measurement)
                }
                let changes = plan.positions(for: key)
                return (
                    changes, changes.isEmpty ? plan.notes[color] ?? plan.notes[background] : nil,
                    Finding.Measurement.grouped(measured), measured.allSatisfy { $0.ratio >= required ?? 0 }
                )
            }
        }
        return zip(contrast, suggestions).compactMap { index, suggestion in suggestion.map { (index, $0) } }
    }
}

extension Finding.Suggestion.Change {
    /// A planned change as the reports show it, with the replacements that write it.
    init(_ change: ColorChange, edits: [ByteReplacement] = []) {
        self.init(
            change, edits: edits, location: change.source,
            before: (change.before.writtenForm, change.before.color.hexString),
            after: (change.after.writtenForm, change.after.color.hexString))
    }

    /// A planned change as the reports show it, with the replacements that write it; `location`
    /// is its value's place with the file named as the report names it, and `before` and `after`
    /// are its values as its file writes them (``CatalogColor/writtenForm``) and their hex values.
    init(
        _ change: ColorChange, edits: [ByteReplacement], location: FileLocation?,
        before: (written: String, hex: String), after: (written: String, hex: String)
    ) {
        self.init(
            Fields(
                color: change.color, variant: change.variant, theme: change.theme, mode: change.mode,
                appearances: change.appearances,
                before: change.alias.map { "{\($0.before)}" } ?? before.written,
                after: change.alias.map { "{\($0.after)}" } ?? after.written,
                beforeHex: before.hex, afterHex: after.hex,
                deltaEOK: change.deltaEOK, writable: change.isWritable && !change.isCompromise,
                reason: change.isCompromise
                    ? "no value of the same hue meets every pair: the nearest compromise still fails "
                        + change.unmet.joined(separator: ", ")
                    : change.unwritable,
                unmet: change.unmet, location: location,
                edits: edits.map { replacement in
                    Finding.Suggestion.Edit(
                        startLine: replacement.start.line, startColumn: replacement.start.column,
                        endLine: replacement.end.line, endColumn: replacement.end.column,
                        text: String(decoding: replacement.replacement, as: UTF8.self))
                }))
    }

}

extension Finding.Suggestion.Change.Fields {
    /// `label (Dark): #666666 → #747474 (srgb 0.456 0.456 0.456, alpha 1.000), ΔE OK 0.050`: the
    /// hex values, the new value as the file will write it where that says more (a notation
    /// other than hex; an alias, before and after), and the distance; every output that names a
    /// change writes this.
    var summary: TerminalText { texts.summary }

    /// `label (Dark): #666666 → #747474`: the change named again where ``summary`` was written
    /// before, by its hex values and, for an alias, the tokens it refers to.
    var reference: TerminalText { texts.reference }

    /// ``summary`` and ``reference``, which begin alike: made together for a report that writes
    /// both of tens of thousands of changes.
    var texts: (summary: TerminalText, reference: TerminalText) {
        var label = TerminalText(quoting: color) + " (" + TerminalText(quoting: variant)
        if let mode { label += ", mode " + TerminalText(quoting: mode) }
        label += "): "
        let alias = before.hasPrefix("{")
        label += TerminalText(quoting: alias ? Self.shown(before, beforeHex) : beforeHex) + " → "
        var summary = label
        summary += TerminalText(quoting: Self.shown(after, afterHex))
        summary += ", ΔE OK " + TerminalText(verbatim: Auditor.formatDistance(deltaEOK))
        return (summary, label + TerminalText(quoting: alias ? Self.shown(after, afterHex) : afterHex))
    }

    /// A value by its hex, and as written when that says more.
    private static func shown(_ written: String, _ hex: String) -> String {
        written.utf8.elementsEqual(hex.utf8) { Self.upper($0) == Self.upper($1) } ? hex : "\(hex) (\(written))"
    }

    /// An ASCII letter's byte in upper case; any other byte as it is.
    private static func upper(_ byte: UInt8) -> UInt8 {
        (0x61...0x7A).contains(byte) ? byte - 0x20 : byte
    }
}
