package import ShadeCatalogModel
extension ColorCatalog {
    /// The catalog with `repeated` (``CatalogReadResult/repeatedVariants``) back in their colors'
    /// sets, each set in Shade's order: every variant a file writes at a place of its own, as
    /// changing the files needs them.
    package func restoring(_ repeated: [String: [ColorVariant]]) -> ColorCatalog {
        guard !repeated.isEmpty else { return self }
        var catalog = self
        for (name, variants) in repeated {
            guard var entry = catalog[name], case .color(let set) = entry.value else { continue }
            entry.value = .color(ColorSet(variants: TokenCatalogBuilder.ordered(set.variants + variants)))
            catalog.insert(entry)
        }
        return catalog
    }
}

extension ColorSet {
    /// The set as a token reader gives it from the same variants: without those that only repeat
    /// what Shade's lookup falls back to. A set of a single mode, or not read from modes (an asset
    /// catalog's), whose variants name no mode, is returned as it is.
    package func compactedAsRead() -> ColorSet {
        guard variants.count > 1, variants.allSatisfy({ $0.mode != nil }) else { return self }
        return ColorSet(variants: TokenCatalogBuilder.compacted(variants))
    }
}
