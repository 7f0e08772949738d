import ShadeColor
import ShadeJSON

/// One mode of a read: its mode and its documents, in the order they override each other.
struct TokenContext {
    var mode: TokenMode
    var documents: [Int]
}

/// Builds a catalog from the modes of a token set.
///
/// Each mode's documents are merged and resolved on their own (aliases resolve within the mode,
/// so a semantic token that aliases a base color gets the base color of each mode). Then each
/// token becomes one entry: a color gets one variant per mode whose value differs from what
/// Shade's lookup would fall back to without it, plus one per mode its `$extensions` override
/// (`org.primer.overrides`, `mode`); any other token keeps the default mode's value.
struct TokenCatalogBuilder {
    let documents: [TokenDocument]
    var contexts: [TokenContext]
    var log = DiagnosticLog()

    private var resolvers: [TokenResolver] = []
    private var resolved: [[String: ResolvedToken]] = []
    private var defaultIndex = 0

    /// The extension keys whose objects map a mode name to a value for that mode.
    static let overrideKeys = ["org.primer.overrides", "mode"]

    init(documents: [TokenDocument], contexts: [TokenContext]) {
        self.documents = documents
        self.contexts = contexts
    }

    /// The catalog, with ``log`` holding every problem found.
    mutating func build() -> ColorCatalog {
        removeDuplicateModes()
        guard !contexts.isEmpty else { return ColorCatalog() }
        defaultIndex = contexts.firstIndex { $0.mode.isDefault } ?? 0
        resolveContexts()

        var insertionOrder: [String] = []
        var seen: Set<String> = []
        for index in [defaultIndex] + contexts.indices.filter({ $0 != defaultIndex }) {
            for name in resolvers[index].tree.order where seen.insert(name).inserted {
                insertionOrder.append(name)
            }
        }
        var catalog = ColorCatalog()
        for name in Self.nestedOrder(insertionOrder, paths: pathsByName()) {
            if let entry = entry(named: name) { catalog.insert(entry) }
        }
        catalog.metadata = Self.merged(contexts[defaultIndex].documents.map { documents[$0].metadata })
        for context in contexts {
            for index in context.documents {
                for group in documents[index].groups where !group.metadata.isEmpty {
                    catalog.groupMetadata[group.path] = Self.merged([
                        catalog.groupMetadata[group.path] ?? [], group.metadata,
                    ])
                }
            }
        }
        return catalog
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

    /// Resolves every token of every mode, keeping each diagnostic once, marked with the modes it
    /// was found in when its file is read in more modes than that.
    private mutating func resolveContexts() {
        var order: [CatalogDiagnostic] = []
        var modesOf: [CatalogDiagnostic: [Int]] = [:]
        for (index, context) in contexts.enumerated() {
            var treeLog = DiagnosticLog()
            let tree = TokenTree(documents: documents, indices: context.documents, log: &treeLog)
            var resolver = TokenResolver(documents: documents, tree: tree)
            resolver.log = treeLog
            var values: [String: ResolvedToken] = [:]
            for name in tree.order {
                values[name] = resolver.resolve(name)
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
    }

    private func pathsByName() -> [String: [String]] {
        var paths: [String: [String]] = [:]
        for resolver in resolvers {
            for (name, token) in resolver.tree.tokens where paths[name] == nil {
                paths[name] = token.path
            }
        }
        return paths
    }

    /// The names in the order a nested document lists them: grouped by path, each group where
    /// its first token first appears. A writer nests tokens the same way, so the order survives
    /// a round trip.
    static func nestedOrder(_ names: [String], paths: [String: [String]]) -> [String] {
        final class Node {
            var children: [String: Node] = [:]
            var childOrder: [String] = []
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
                    node.childOrder.append(part)
                    node = child
                }
            }
            node.token = name
        }
        var result: [String] = []
        func visit(_ node: Node) {
            if let token = node.token { result.append(token) }
            for part in node.childOrder { visit(node.children[part]!) }
        }
        visit(root)
        return result
    }

    /// Members of several lists, a later member replacing an earlier one of the same key in place.
    static func merged(_ lists: [[CatalogJSON.Member]]) -> [CatalogJSON.Member] {
        var result: [CatalogJSON.Member] = []
        for member in lists.joined() {
            if let index = result.firstIndex(where: { $0.key == member.key }) {
                result[index] = member
            } else {
                result.append(member)
            }
        }
        return result
    }

    // MARK: - Entries

    private mutating func entry(named name: String) -> CatalogEntry? {
        let present = contexts.indices.filter { resolved[$0][name] != nil }
        guard let baseIndex = present.contains(defaultIndex) ? defaultIndex : present.first,
            let base = resolved[baseIndex][name]
        else { return nil }
        var entry = CatalogEntry(
            name: name, path: base.raw.path, value: .other(type: nil, value: .null),
            description: base.raw.description, deprecation: base.raw.deprecation, aliasOf: base.aliasOf,
            source: SourceLocation(file: base.raw.file, location: base.raw.object.location),
            extensions: base.raw.extensions)
        switch base.value {
        case .color:
            var variants: [(variant: ColorVariant, explicit: Bool)] = []
            for index in present {
                guard let token = resolved[index][name] else { continue }
                guard case .color(let color) = token.value else {
                    log.error(
                        token.raw.file, token.raw.object.location, name,
                        "is a color in mode `\(contexts[baseIndex].mode.name)` but not in mode `\(contexts[index].mode.name)`; that mode's value is left out"
                    )
                    continue
                }
                let mode = contexts[index].mode
                variants.append(
                    (
                        ColorVariant(
                            conditions: mode.conditions, theme: mode.theme, value: .color(color), aliasOf: token.aliasOf
                        ), false
                    ))
            }
            for variant in overrideVariants(of: base.raw) {
                variants.removeAll { $0.variant.conditions == variant.conditions && $0.variant.theme == variant.theme }
                variants.append((variant, true))
            }
            let set = ColorSet(variants: Self.compacted(variants))
            entry.value = .color(set)
            entry.aliasOf = set.variants.first { $0.conditions.isEmpty && $0.theme == nil }?.aliasOf
        case .font(let font, let typography):
            entry.value = .font(font, typography)
        case .metric(let metric, let dimension):
            entry.value = .metric(metric, dimension)
        case .other(let type, let value):
            entry.value = .other(type: type, value: value)
        }
        if !base.value.isColor {
            for index in present where index != baseIndex {
                guard let token = resolved[index][name], token.value != base.value || token.aliasOf != base.aliasOf
                else { continue }
                log.error(
                    token.raw.file, token.raw.object.location, name,
                    "has another value in mode `\(contexts[index].mode.name)` than in mode `\(contexts[baseIndex].mode.name)`; only colors have a value per mode, so that value is left out"
                )
            }
        }
        return entry
    }

    /// The variants a color token's `$extensions` give for other modes: GitHub Primer's
    /// `org.primer.overrides` and Terrazzo's `mode`, each a map of mode names to values (an alias,
    /// a color, or Primer's `{"$value": …, "alpha": …}`). Each value resolves in the mode with the
    /// same appearance (so Primer's `dark-dimmed` aliases resolve among the dark tokens, when a
    /// dark mode is read), or else in the default mode.
    private mutating func overrideVariants(of token: RawToken) -> [ColorVariant] {
        guard let extensions = token.extensionsNode else { return [] }
        var variants: [ColorVariant] = []
        for key in Self.overrideKeys {
            guard let overrides = extensions[key] else { continue }
            guard let members = overrides.members else {
                log.warning(
                    token.file, overrides.location, token.name,
                    "expected `\(key)` to map mode names to values, found \(overrides.foundDescription); kept as written"
                )
                continue
            }
            for (modeName, node) in members {
                let mode = TokenMode(named: modeName)
                let index =
                    contexts.firstIndex { $0.mode.conditions == mode.conditions && $0.mode.theme == nil }
                    ?? defaultIndex
                var valueNode = node
                var ownAlpha: Double?
                if let inner = node["$value"] {
                    valueNode = inner
                    ownAlpha = node["alpha"]?.doubleValue
                }
                guard
                    let value = resolvers[index].followingReference(
                        valueNode, file: token.file, document: token.document, path: token.name, log: &log)
                else { continue }
                let site = ValueSite(
                    file: value.file, document: value.document, path: token.name, lastName: token.path.last ?? "",
                    lenient: false)
                var scratch = DiagnosticLog()
                guard var color = resolvers[index].readColor(value.node, at: site, log: &scratch) else {
                    log.error(
                        token.file, node.location, token.name,
                        "the value of mode `\(modeName)` in `\(key)` is not a color: \(scratch.diagnostics.first?.message ?? "")"
                    )
                    continue
                }
                if value.aliasOf == nil { log.diagnostics += scratch.diagnostics }
                if let alpha = ownAlpha ?? value.alpha { color = TokenResolver.replacingAlpha(of: color, with: alpha) }
                variants.removeAll { $0.conditions == mode.conditions && $0.theme == mode.theme }
                variants.append(
                    ColorVariant(
                        conditions: mode.conditions, theme: mode.theme, value: .color(color), aliasOf: value.aliasOf))
            }
        }
        return variants
    }

    /// The variants in Shade's order (default theme first, then themes by name; within each, the
    /// order of ``ShadeColor/DynamicColor/Variant``), without the variants from a mode that only
    /// repeat what Shade would fall back to without them. Variants an override states are kept.
    static func compacted(_ variants: [(variant: ColorVariant, explicit: Bool)]) -> [ColorVariant] {
        let sorted = variants.sorted { lhs, rhs in
            let left = sortKey(lhs.variant)
            let right = sortKey(rhs.variant)
            return (left.themed, left.theme, left.rank) < (right.themed, right.theme, right.rank)
        }
        var kept: [ColorVariant] = []
        for (variant, explicit) in sorted {
            if !explicit, let appearance = variant.appearance,
                let fallback = fallback(for: appearance, theme: variant.theme, in: kept),
                fallback.value == variant.value, fallback.aliasOf == variant.aliasOf
            {
                continue
            }
            kept.append(variant)
        }
        return kept
    }

    private static func sortKey(_ variant: ColorVariant) -> (themed: Int, theme: String, rank: Int) {
        let rank = variant.appearance.flatMap { DynamicColor.Variant.allCases.firstIndex(of: $0) } ?? 99
        return (variant.theme == nil ? 0 : 1, variant.theme ?? "", rank)
    }

    /// The variant Shade's lookup would use for `appearance` in `theme` if there were no variant
    /// for exactly that.
    static func fallback(for appearance: DynamicColor.Variant, theme: String?, in variants: [ColorVariant])
        -> ColorVariant?
    {
        for candidate in DynamicColor.Variant.lookupOrder(for: appearance.traitCollection) {
            if candidate == appearance {
                if theme != nil, let found = variants.first(where: { $0.appearance == candidate && $0.theme == nil }) {
                    return found
                }
                continue
            }
            if let found = variants.first(where: { $0.appearance == candidate && $0.theme == theme }) { return found }
            if theme != nil, let found = variants.first(where: { $0.appearance == candidate && $0.theme == nil }) {
                return found
            }
        }
        return nil
    }
}
