import ShadeCatalogModel
import ShadeColor
import ShadeDiagnostics
import ShadeJSON

/// Builds a catalog from the modes of a token set.
///
/// Each mode's documents are merged and resolved on their own (aliases resolve within the mode,
/// so a semantic token that aliases a base color gets the base color of each mode). Then each
/// token becomes one entry: a color gets one variant per mode whose value differs from what
/// Shade's lookup would fall back to without it, plus one per mode its `$extensions` override
/// (`org.primer.overrides`, `mode`); any other token keeps the default mode's value.
package struct TokenCatalogBuilder {
    let documents: [TokenDocument]
    var contexts: [TokenContext]
    var log = DiagnosticLog()
    /// The colors given a dark mode's value that is the same as the light one
    /// (``CatalogReadResult/darkSameAsLight``).
    var darkSameAsLight: Set<String> = []
    /// The variants each color's set leaves out that a file writes at a place of their own
    /// (``CatalogReadResult/repeatedVariants``).
    var repeatedVariants: [String: [ColorVariant]] = [:]
    /// Whether every token has a value in every mode, as Figma's variables have: then a token
    /// whose value in the default mode is left out (an alias cycle, a missing target, a value of
    /// the wrong type) is left out, with an error, rather than read with another mode's value,
    /// which would invent the default appearance. Without it (design tokens, where a token may be
    /// given only in a dark file), a token missing from the default mode takes its first mode's.
    var everyTokenInEveryMode = false
    /// Whether each color variant records where its value is written
    /// (``ColorVariant/valueSource``): not for documents a reader made from another format
    /// (Figma's variables), whose nodes' locations are not those of a token file.
    var recordsValueSources = true

    private var resolvers: [TokenResolver] = []
    /// Each mode's resolved tokens, by their index in its tree.
    private var resolved: [[ResolvedToken?]] = []
    private var defaultIndex = 0

    init(documents: [TokenDocument], contexts: [TokenContext]) {
        self.documents = documents
        self.contexts = contexts
    }

    /// The most modes one read resolves: 64. Each mode resolves every token again, so a file that
    /// names thousands of modes (in overrides, or modifiers whose contexts multiply) would cost
    /// thousands of reads; real sets have a handful (Primer, one of the largest, has nine). The
    /// modes past the limit are not read, with an error.
    package static let maximumModes = 64

    /// The catalog, with ``log`` holding every problem found.
    mutating func build() -> ColorCatalog {
        removeDuplicateModes()
        if contexts.count > Self.maximumModes {
            let first = contexts[Self.maximumModes]
            log.error(
                first.documents.first.map { documents[$0].file } ?? "", nil, nil,
                "there are \(contexts.count) modes, more than the \(Self.maximumModes) read; `\(first.mode.name)` and the modes after it are not read"
            )
            contexts.removeLast(contexts.count - Self.maximumModes)
        }
        guard !contexts.isEmpty else { return ColorCatalog() }
        defaultIndex = contexts.firstIndex { $0.mode.isDefault } ?? 0
        addOverrideModes()

        var catalog = ColorCatalog()
        if let entries = resolveContexts() {
            // When none is left out, the entries are the tree's tokens, at the same indices.
            catalog =
                entries.count == resolvers[0].tree.tokens.count
                ? ColorCatalog(uniquelyNamed: entries, indexByName: resolvers[0].tree.indexByName)
                : ColorCatalog(entries: entries)
        } else {
            var insertionOrder: [String] = []
            var seen = ScalarSet()
            for index in [defaultIndex] + contexts.indices.filter({ $0 != defaultIndex }) {
                for token in resolvers[index].tree.tokens where seen.insert(token.name).inserted {
                    insertionOrder.append(token.name)
                }
            }
            catalog.reserveCapacity(insertionOrder.count)
            for name in Self.nestedOrder(insertionOrder, paths: pathsByName()) {
                if let entry = entry(named: name, indices: resolvers.map { $0.tree.index(of: name) }) {
                    catalog.insert(entry)
                }
            }
            leaveOutTokensHoldingTokens(in: &catalog)
        }
        leaveOutAliasesOfLeftOutTokens(in: &catalog)
        catalog.metadata = Self.merged(contexts[defaultIndex].documents.map { documents[$0].metadata })
        // A group that another group extends is kept even when it has no metadata (and no tokens),
        // so that a writer writes it and the `$extends` still finds it; so is a group without tokens
        // inside one that extends another, which stands where the extension would add tokens of its
        // name (both found by fuzzing). A group with tokens is written for them.
        let extended = Set(documents.flatMap { $0.groups.compactMap { $0.extends?.target } })
        let extending = Set(documents.flatMap { $0.groups.filter { $0.extends != nil }.map(\.path) })
        var groupsWithTokens: Set<ArraySlice<String>> = []
        if !extending.isEmpty {
            for entry in catalog.entries {
                for length in entry.path.indices.dropFirst() { groupsWithTokens.insert(entry.path.prefix(length)) }
            }
        }
        func isKept(_ group: RawGroup) -> Bool {
            guard group.metadata.isEmpty else { return true }
            if !extended.isEmpty, extended.contains(group.path) { return true }
            // Without `$extends` nothing else is kept: no prefix of a deep path is copied and hashed.
            guard !extending.isEmpty else { return false }
            return !groupsWithTokens.contains(group.path[...])
                && group.path.indices.dropFirst().contains { extending.contains(Array(group.path.prefix($0))) }
        }
        for context in contexts {
            for index in context.documents {
                for group in documents[index].groups where isKept(group) {
                    // A name that is a token in another file or mode (or inside one) cannot also be a
                    // group: the token is kept, and the group's properties have nowhere to go.
                    if let token = group.path.indices.lazy.map({ group.path.prefix($0 + 1).joined(separator: ".") })
                        .first(where: { catalog[$0] != nil })
                    {
                        log.warning(
                            group.file, group.location, group.name,
                            "the group has the name of the token `\(token)` of another file or mode; its properties are not kept"
                        )
                        continue
                    }
                    catalog.groupMetadata[CatalogPath(group.path)] = Self.merged([
                        catalog.groupMetadata[CatalogPath(group.path)] ?? [], group.metadata,
                    ])
                }
            }
        }
        return catalog
    }

    /// Leaves out, with an error, each token that holds tokens of another mode: a name that is a
    /// token in one mode and a group of tokens in another (a Figma export whose `$value` is a
    /// variable in one mode's file and the group's own value in another's; found by fuzzing). A
    /// token cannot hold tokens, so the group's tokens are kept and the token is not.
    private mutating func leaveOutTokensHoldingTokens(in catalog: inout ColorCatalog) {
        var holding: [(name: String, token: String)] = []
        // Each group once, from the innermost: a group seen before was walked up from already.
        var seen = ScalarSet()
        for entry in catalog.entries {
            for length in stride(from: entry.path.count - 1, to: 0, by: -1) {
                let name = entry.path.prefix(length).joined(separator: ".")
                guard seen.insert(name).inserted else { break }
                if catalog[name] != nil { holding.append((name, entry.name)) }
            }
        }
        guard !holding.isEmpty else { return }
        for (name, token) in holding {
            let source = catalog[name]?.source
            log.error(
                source?.file ?? "", source?.position, name,
                "is a token in one file or mode and holds the token `\(token)` in another; a token cannot hold tokens; left out"
            )
        }
        let names = Set(holding.map(\.name))
        catalog = ColorCatalog(entries: catalog.entries.filter { !names.contains($0.name) })
    }

    /// Leaves out, with an error, each token that is an alias of a token left out, and the aliases
    /// of those: a token whose type reads its value as written (an unknown type, say) takes the
    /// target's value even when the target's own type could not read it (found by fuzzing), and
    /// would otherwise be an alias of nothing, written as one and unreadable.
    private mutating func leaveOutAliasesOfLeftOutTokens(in catalog: inout ColorCatalog) {
        // A token is left out only with an error, so a read without one has nothing to do here.
        guard log.diagnostics.contains(where: { $0.severity == .error }) else { return }
        var leftOut = ScalarSet()
        var isGrowing = true
        while isGrowing {  // once more for each alias that comes before the alias it refers to
            isGrowing = false
            for entry in catalog.entries where !leftOut.contains(entry.name) {
                guard let target = entry.aliasOf, catalog[target] == nil || leftOut.contains(target) else { continue }
                leftOut.insert(entry.name)
                isGrowing = true
                log.error(
                    entry.source?.file ?? "", entry.source?.position, entry.name,
                    "refers to `\(target)`, which is left out (see the diagnostic there); left out")
            }
        }
        guard !leftOut.isEmpty else { return }
        catalog = ColorCatalog(entries: catalog.entries.filter { !leftOut.contains($0.name) })
    }

    /// Drops a mode that maps to the same variant as an earlier one, with a warning.
    private mutating func removeDuplicateModes() {
        var kept: [TokenContext] = []
        for context in contexts {
            if let earlier = kept.first(where: {
                $0.mode.conditions == context.mode.conditions && $0.mode.theme == context.mode.theme
            }) {
                let file = context.documents.first.map { documents[$0].file } ?? ""
                log.warning(
                    file, nil, nil,
                    "the modes `\(earlier.mode.name)` and `\(context.mode.name)` are the same variant; `\(context.mode.name)` is not read"
                )
            } else {
                kept.append(context)
            }
        }
        contexts = kept
    }

    /// Adds a mode for each mode that tokens' `$extensions` override but no source gives (Primer's
    /// `dark-dimmed`, Terrazzo's `dark` in a single file): the documents of the mode with the
    /// nearest appearance (the one Shade's lookup falls back to), in which each token takes its
    /// override for the mode, or else its `$value`, as GitHub Primer builds its themes.
    private mutating func addOverrideModes() {
        var added: [TokenMode] = []
        var isOverLimit = false
        for context in contexts {
            for index in context.documents {
                for token in documents[index].tokens {
                    for override in token.overrides {
                        let mode = override.mode
                        guard !contexts.contains(where: { override.applies(to: $0.mode) }),
                            !added.contains(where: { override.applies(to: $0) })
                        else { continue }
                        guard contexts.count + added.count < Self.maximumModes else {
                            if !isOverLimit {
                                log.error(
                                    token.file, override.value.location, token.name,
                                    "the mode `\(mode.name)` would be mode \(Self.maximumModes + 1), more than the \(Self.maximumModes) read; it and any further modes of overrides are not read"
                                )
                                isOverLimit = true
                            }
                            continue
                        }
                        added.append(mode)
                    }
                }
            }
        }
        for mode in added {
            var base = defaultIndex
            if let appearance = ColorVariant(conditions: mode.conditions, value: nil).appearance {
                for candidate in DynamicColor.Variant.lookupOrder(for: appearance.traitCollection) {
                    let conditions = ColorVariant.conditions(for: candidate)
                    if let index = contexts.firstIndex(where: {
                        $0.mode.conditions == conditions && $0.mode.theme == nil
                    }) {
                        base = index
                        break
                    }
                }
            }
            contexts.append(TokenContext(mode: mode, documents: contexts[base].documents))
        }
    }

    /// Resolves every token of every mode, keeping each diagnostic once, marked with the modes it
    /// was found in when its file is read in more modes than that.
    ///
    /// With one mode whose tokens are one document's in document order (already nested), each
    /// token becomes its entry as it is resolved: returns the entries, in order.
    private mutating func resolveContexts() -> [CatalogEntry]? {
        var order: [Diagnostic] = []
        var modesOf: [Diagnostic: [Int]] = [:]
        var onlyModeEntries: [CatalogEntry]?
        for (index, context) in contexts.enumerated() {
            var treeLog = DiagnosticLog()
            let tree = TokenTree(documents: documents, indices: context.documents, log: &treeLog)
            var resolver = TokenResolver(documents: documents, tree: tree, mode: context.mode)
            resolver.log = treeLog
            var values: [ResolvedToken?] = []
            if contexts.count == 1, tree.isOneDocumentInOrder {
                var entries: [CatalogEntry] = []
                entries.reserveCapacity(tree.tokens.count)
                for index in tree.tokens.indices {
                    if let token = resolver.resolve(at: index) {
                        let source = recordsValueSources ? Self.valueSource(of: token.raw, in: resolver) : nil
                        entries.append(Self.onlyModeEntry(token, mode: context.mode, valueSource: source))
                    }
                }
                onlyModeEntries = entries
            } else {
                values.reserveCapacity(tree.tokens.count)
                for index in tree.tokens.indices {
                    values.append(resolver.resolve(at: index))
                }
            }
            for diagnostic in resolver.log.diagnostics {
                if modesOf[diagnostic] == nil { order.append(diagnostic) }
                modesOf[diagnostic, default: []].append(index)
            }
            resolver.log = DiagnosticLog()
            resolvers.append(resolver)
            resolved.append(values)
        }
        for diagnostic in order {
            let modes = Set(modesOf[diagnostic] ?? [])
            let fileModes = contexts.indices.filter { index in
                contexts[index].documents.contains { documents[$0].file == diagnostic.file }
            }
            var diagnostic = diagnostic
            if modes.count < fileModes.count {
                let names = modes.sorted().map { "`\(contexts[$0].mode.name)`" }.joined(separator: ", ")
                diagnostic.message += " (in mode \(names))"
            }
            log.diagnostics.append(diagnostic)
        }
        return onlyModeEntries
    }

    private func pathsByName() -> ScalarKeyed<[String]> {
        var paths = ScalarKeyed<[String]>()
        for resolver in resolvers {
            for token in resolver.tree.tokens where paths[token.name] == nil {
                paths[token.name] = token.path
            }
        }
        return paths
    }

    /// The names in the order a nested document lists them: grouped by path, each group where
    /// its first token first appears. A writer nests tokens the same way, so the order survives
    /// a round trip.
    static func nestedOrder(_ names: [String], paths: ScalarKeyed<[String]>) -> [String] {
        final class Node {
            var children = ScalarKeyed<Node>()
            /// The children in the order they were first seen.
            var orderedChildren: [Node] = []
            var token: String?
        }
        let root = Node()
        for name in names {
            var node = root
            for part in paths[name] ?? [name] {
                if let child = node.children[part] {
                    node = child
                } else {
                    let child = Node()
                    node.children[part] = child
                    node.orderedChildren.append(child)
                    node = child
                }
            }
            node.token = name
        }
        var result: [String] = []
        func visit(_ node: Node) {
            if let token = node.token { result.append(token) }
            for child in node.orderedChildren { visit(child) }
        }
        visit(root)
        return result
    }

    /// Members of several lists, a later member replacing an earlier one of the same key in place.
    static func merged(_ lists: [[CatalogJSON.Member]]) -> [CatalogJSON.Member] {
        var result: [CatalogJSON.Member] = []
        for member in lists.joined() {
            if let index = result.firstIndex(where: { $0.key.scalarsEqual(member.key) }) {
                result[index] = member
            } else {
                result.append(member)
            }
        }
        return result
    }

    // MARK: - Entries

    /// The entry of the token named `name`, whose index in each mode's tree is in `indices`
    /// (`nil` where the mode has no such token).
    private mutating func entry(named name: String, indices: [Int?]) -> CatalogEntry? {
        func resolvedToken(_ context: Int) -> ResolvedToken? {
            indices[context].flatMap { resolved[context][$0] }
        }
        let present = contexts.indices.filter { resolvedToken($0) != nil }
        if everyTokenInEveryMode, resolvedToken(defaultIndex) == nil {
            if let first = present.first, let token = resolvedToken(first) {
                log.error(
                    token.raw.file, token.raw.location, name,
                    "has no value in the default mode `\(contexts[defaultIndex].mode.name)` (see the diagnostic "
                        + "there) and is not given another mode's; left out")
            }
            return nil
        }
        guard let baseIndex = present.contains(defaultIndex) ? defaultIndex : present.first,
            let base = resolvedToken(baseIndex)
        else { return nil }
        var entry = CatalogEntry(
            name: name, path: base.raw.path, value: .other(type: nil, value: .null),
            description: base.raw.description, deprecation: base.raw.deprecation, aliasOf: base.aliasOf,
            source: FileLocation(file: base.raw.file, position: base.raw.location),
            extensions: base.raw.extensions)
        switch base.value {
        case .color:
            var variants: [ColorVariant] = []
            for index in present {
                guard let token = resolvedToken(index) else { continue }
                guard case .color(let color) = token.value else {
                    log.error(
                        token.raw.file, token.raw.location, name,
                        "is a color in mode `\(contexts[baseIndex].mode.name)` but not in mode `\(contexts[index].mode.name)`; that mode's value is left out"
                    )
                    continue
                }
                let mode = contexts[index].mode
                var variant = ColorVariant(
                    conditions: mode.conditions, theme: mode.theme, value: .color(color), aliasOf: token.aliasOf)
                if recordsValueSources { variant.valueSource = Self.valueSource(of: token.raw, in: resolvers[index]) }
                if contexts.count > 1 { variant.mode = mode.name }
                variants.append(variant)
            }
            let set = ColorSet(variants: Self.compacted(variants))
            if recordsValueSources, set.variants.count < variants.count {
                let repeated = Self.writtenApart(variants, kept: set.variants)
                if !repeated.isEmpty { repeatedVariants[name] = repeated }
            }
            // A dark mode's value that only repeats the fallback is left out of the set; whether
            // there was one is what tells "the same in dark" from "nothing for dark".
            if variants.contains(where: Self.isDefaultDark), !set.variants.contains(where: Self.isDefaultDark) {
                darkSameAsLight.insert(name)
            }
            entry.value = .color(set)
            entry.aliasOf = set.variants.first { $0.conditions.isEmpty && $0.theme == nil }?.aliasOf
            // A `$value` its own mode overrides still holds for the modes without an override.
            if base.raw.overrides.contains(where: { $0.applies(to: contexts[baseIndex].mode) }) {
                entry.extensions.append(CatalogJSON.Member("$value", CatalogJSON(base.raw.value)))
            }
        case .font(let font, let typography):
            entry.value = .font(font, typography)
        case .metric(let metric, let dimension):
            entry.value = .metric(metric, dimension)
        case .other(let type, let value):
            entry.value = .other(type: type, value: value)
        }
        if !base.value.isColor {
            var modeValues: [CatalogEntry.ModeValue] = []
            for index in present where index != baseIndex {
                guard let token = resolvedToken(index) else { continue }
                let mode = contexts[index].mode
                guard !token.value.isColor else {
                    log.error(
                        token.raw.file, token.raw.location, name,
                        "is a color in mode `\(mode.name)` but not in mode `\(contexts[baseIndex].mode.name)`; that mode's value is left out"
                    )
                    continue
                }
                let conditions =
                    ColorVariant(conditions: mode.conditions, value: nil).appearance
                    .map(ColorVariant.conditions(for:)) ?? mode.conditions
                modeValues.append(
                    CatalogEntry.ModeValue(
                        conditions: conditions, theme: mode.theme, value: CatalogEntry.Value(token.value),
                        aliasOf: token.aliasOf))
            }
            entry.modeValues = Self.compacted(
                modeValues,
                base: CatalogEntry.ModeValue(conditions: [], theme: nil, value: entry.value, aliasOf: entry.aliasOf))
        }
        return entry
    }

    /// Where the value of `token` in the mode of `resolver` is written: its override for the mode
    /// in `$extensions`, or its `$value`, in its own file (``ColorVariant/valueSource``).
    private static func valueSource(of token: RawToken, in resolver: TokenResolver) -> FileLocation {
        FileLocation(file: token.file, position: resolver.effectiveValue(of: token).location, path: token.name)
    }

    /// The entry of a token resolved in the only mode, `mode`: what ``entry(named:indices:)``
    /// gives with nothing to compare across modes; its color variant's value is written at
    /// `valueSource`.
    private static func onlyModeEntry(_ token: consuming ResolvedToken, mode: TokenMode, valueSource: FileLocation?)
        -> CatalogEntry
    {
        let (raw, tokenValue, tokenAliasOf) = token
        let value: CatalogEntry.Value
        var aliasOf = tokenAliasOf
        var extensions = raw.extensions
        switch consume tokenValue {
        case .color(let color):
            // One variant is its set as it is (see `compacted(_:)`).
            var variant = ColorVariant(
                conditions: mode.conditions, theme: mode.theme, value: .color(color), aliasOf: tokenAliasOf)
            variant.valueSource = valueSource
            value = .color(ColorSet(variants: [variant]))
            if !mode.conditions.isEmpty || mode.theme != nil { aliasOf = nil }
            // A `$value` its own mode overrides still holds for the modes without an override.
            if raw.overrides.contains(where: { $0.applies(to: mode) }) {
                extensions.append(CatalogJSON.Member("$value", CatalogJSON(raw.value)))
            }
        case .font(let font, let typography):
            value = .font(font, typography)
        case .metric(let metric, let dimension):
            value = .metric(metric, dimension)
        case .other(let type, let other):
            value = .other(type: type, value: other)
        }
        return CatalogEntry(
            name: raw.name, path: raw.path, value: value, description: raw.description,
            deprecation: raw.deprecation, aliasOf: aliasOf,
            source: FileLocation(file: raw.file, position: raw.location), extensions: extensions)
    }

    /// Whether `variant` is of a dark appearance in the default theme.
    static func isDefaultDark(_ variant: ColorVariant) -> Bool {
        guard variant.theme == nil, let appearance = variant.appearance else { return false }
        return [.dark, .darkHighContrast, .darkElevated, .darkElevatedHighContrast].contains(appearance)
    }

    /// The variants in Shade's order (default theme first, then themes by name; within each, the
    /// order of `DynamicColor.Variant`), without the variants that only repeat what Shade's lookup
    /// would fall back to without them (the same value and alias).
    static func compacted(_ variants: [ColorVariant]) -> [ColorVariant] {
        // A lone variant has nothing to fall back to.
        guard variants.count > 1 else { return variants }
        var kept: [ColorVariant] = []
        for variant in ordered(variants) {
            if let appearance = variant.appearance,
                let fallback = fallback(for: appearance, theme: variant.theme, in: kept),
                isSameValue(fallback.value, variant.value), fallback.aliasOf == variant.aliasOf
            {
                continue
            }
            kept.append(variant)
        }
        return kept
    }

    /// The variants of `variants` that ``compacted(_:)`` left out of `kept` but that are written
    /// at another place than the variant they fall back to: a mode's override, or a mode's own
    /// file, that repeats the value.
    static func writtenApart(_ variants: [ColorVariant], kept: [ColorVariant]) -> [ColorVariant] {
        variants.filter { variant in
            guard let source = variant.valueSource, !kept.contains(variant), let appearance = variant.appearance,
                let fallback = fallback(for: appearance, theme: variant.theme, in: kept)
            else { return false }
            return fallback.valueSource != source
        }
    }

    /// The variants in Shade's order: the default theme first, then themes by name; within each,
    /// the order of `DynamicColor.Variant`.
    static func ordered(_ variants: [ColorVariant]) -> [ColorVariant] {
        variants.sorted { lhs, rhs in
            let left = sortKey(lhs)
            let right = sortKey(rhs)
            return (left.themed, left.theme, left.rank) < (right.themed, right.theme, right.rank)
        }
    }

    /// The values of a font, metric or other entry in its modes, in Shade's order, without those
    /// that only repeat what ``CatalogEntry/value(conditions:theme:)`` falls back to without them
    /// (the same value and alias), as ``compacted(_:)`` does for a color's variants; `base` is the
    /// default mode's.
    static func compacted(_ modeValues: [CatalogEntry.ModeValue], base: CatalogEntry.ModeValue)
        -> [CatalogEntry.ModeValue]
    {
        let sorted = modeValues.sorted { lhs, rhs in
            let left = sortKey(lhs.appearance, lhs.theme)
            let right = sortKey(rhs.appearance, rhs.theme)
            return (left.themed, left.theme, left.rank) < (right.themed, right.theme, right.rank)
        }
        var kept: [CatalogEntry.ModeValue] = []
        for modeValue in sorted {
            let reads =
                CatalogEntry(name: "", value: base.value, aliasOf: base.aliasOf, modeValues: kept)
                .modeValue(conditions: modeValue.conditions, theme: modeValue.theme) ?? base
            if modeValue.appearance != nil, reads.value == modeValue.value, reads.aliasOf == modeValue.aliasOf {
                continue
            }
            kept.append(modeValue)
        }
        return kept
    }

    /// Whether two variants' values are the same, however each is written: `"#d5efff"` in a
    /// mode's override repeats a `$value` written as an object with the same components. (The
    /// notation is how a file writes a color; a writer may change it, and a variant kept for it
    /// alone would appear or vanish in a round trip.)
    static func isSameValue(_ first: ColorVariant.Value?, _ second: ColorVariant.Value?) -> Bool {
        guard case .color(var color)? = first, case .color(let other)? = second else { return first == second }
        color.notation = other.notation
        return color == other
    }

    private static func sortKey(_ variant: ColorVariant) -> (themed: Int, theme: String, rank: Int) {
        sortKey(variant.appearance, variant.theme)
    }

    private static func sortKey(_ appearance: DynamicColor.Variant?, _ theme: String?)
        -> (themed: Int, theme: String, rank: Int)
    {
        let rank = appearance.flatMap { DynamicColor.Variant.allCases.firstIndex(of: $0) } ?? 99
        return (theme == nil ? 0 : 1, theme ?? "", rank)
    }

    /// The variant Shade's lookup would use for `appearance` in `theme` if there were no variant
    /// for exactly that.
    static func fallback(for appearance: DynamicColor.Variant, theme: String?, in variants: [ColorVariant])
        -> ColorVariant?
    {
        ColorVariant.fallbackIndex(
            for: appearance, theme: theme, in: variants.map { ($0.appearance, $0.theme) }
        ).map { variants[$0] }
    }
}

extension CatalogEntry.Value {
    /// The entry value of a resolved token value; a color is a set of one variant.
    init(_ value: TokenValue) {
        switch value {
        case .color(let color): self = .color(ColorSet(variants: [ColorVariant(conditions: [], value: .color(color))]))
        case .font(let font, let typography): self = .font(font, typography)
        case .metric(let metric, let dimension): self = .metric(metric, dimension)
        case .other(let type, let value): self = .other(type: type, value: value)
        }
    }
}
