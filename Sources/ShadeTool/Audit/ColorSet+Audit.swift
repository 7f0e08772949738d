import ShadeCatalog
import ShadeColor
import ShadeTraits

/// A color set's value in each of the eight appearances, and the declared variant each comes
/// from.
struct ResolvedColorSet {
    /// The value in each appearance, by `Appearance.index`.
    var colors: [Color]
    /// The position in its set's variants of the variant each value comes from, by
    /// `Appearance.index`: the first of the variants equal to it.
    var sourceIndices: [Int]

    /// The variant of `set` (the set resolved) the value in the appearance at `index` comes from.
    func source(_ index: Int, in set: ColorSet) -> ColorVariant {
        set.variants[sourceIndices[index]]
    }
}

extension ColorSet {
    /// The value of the set in each appearance, as the audit checks it, or `nil` for a set with
    /// no value at all (an empty `AccentColor`: the system's default).
    ///
    /// The set is read at ``ColorSet/readingSlot(theme:)``, as every output reads it. The values
    /// are those of ``ColorSet/dynamicColor(idiom:gamut:theme:)``: for each entry of the variant
    /// table, the most specific variant that applies; for each appearance, the first entry of its
    /// lookup order that the table has, else the table's `any` value (or its `light` one, or the
    /// first). The table is ShadeCatalog's own (``ColorSet/variantEntries(idiom:gamut:theme:)``,
    /// ``ColorSet/fallback(in:)``), read directly instead of building a `DynamicColor`, which
    /// matters for catalogs of thousands of colors; the tests check that both agree. A variant
    /// that refers to a system color gives that system color's value in the appearance being
    /// resolved, as on the device, where the color of an asset catalog's
    /// `{"reference": "systemBlueColor"}` adapts to dark mode and high contrast even when it is
    /// the only (`Any`) variant.
    func resolved(theme: String?) -> ResolvedColorSet? {
        // The universal idiom on sRGB first: nearly every set has a value there.
        if let resolved = resolved(idiom: ColorVariant.universal, gamut: .sRGB, theme: theme) { return resolved }
        guard let slot = readingSlot(theme: theme) else { return nil }
        return resolved(idiom: slot.idiom, gamut: slot.gamut, theme: theme)
    }

    /// The values for one idiom, gamut and theme, or `nil` when no variant applies.
    private func resolved(idiom: String, gamut: ColorVariant.DisplayGamut, theme: String?) -> ResolvedColorSet? {
        let table = variantEntries(idiom: idiom, gamut: gamut, theme: theme)
        // No variant applies when the table is empty.
        guard let fallback = Self.fallback(in: table) else { return nil }
        var colors: [Color] = []
        var sourceIndices: [Int] = []
        colors.reserveCapacity(8)
        sourceIndices.reserveCapacity(8)
        // The first variant equal to the one the table holds (a set may list one twice), found
        // again only when the appearance before had another.
        var last = (index: -1, first: -1)
        for (index, order) in Self.lookupOrders.enumerated() {
            let entry = order.lazy.compactMap { table[$0] }.first ?? fallback
            // A system color adapts on the device whichever variant refers to it.
            if case .reference(let reference) = variants[entry.index].value, let system = reference.resolved {
                colors.append(system.resolvedColor(with: Appearance(index: index).traitCollection))
            } else {
                colors.append(entry.color)
            }
            if entry.index != last.index {
                last = (entry.index, variants[..<entry.index].firstIndex(of: variants[entry.index]) ?? entry.index)
            }
            sourceIndices.append(last.first)
        }
        return ResolvedColorSet(colors: colors, sourceIndices: sourceIndices)
    }

    /// For each appearance, by `Appearance.index`, the table slots its lookup tries, in order.
    private static let lookupOrders: [[Int]] = Appearance.allCases.map { appearance in
        DynamicColor.Variant.lookupOrder(for: appearance.traitCollection).map(\.slot)
    }
}

extension DynamicColor.Variant {
    /// Whether the entry is for dark mode.
    var isDark: Bool {
        switch self {
        case .dark, .darkHighContrast, .darkElevated, .darkElevatedHighContrast: true
        case .any, .anyHighContrast, .light, .lightHighContrast: false
        }
    }

    /// Whether the entry is for high contrast.
    var isHighContrast: Bool {
        switch self {
        case .anyHighContrast, .lightHighContrast, .darkHighContrast, .darkElevatedHighContrast: true
        case .any, .light, .dark, .darkElevated: false
        }
    }
}

extension Color {
    /// Whether two colors are the same to within rounding: equal alpha and extended-sRGB
    /// components within a millionth, whatever spaces they are written in.
    func isSame(as other: Color) -> Bool {
        guard abs(alpha - other.alpha) < 1e-6 else { return false }
        let (first, second) =
            colorSpace == other.colorSpace
            ? (self, other) : (converted(to: .extendedSRGB), other.converted(to: .extendedSRGB))
        return abs(first.red - second.red) < 1e-6 && abs(first.green - second.green) < 1e-6
            && abs(first.blue - second.blue) < 1e-6
    }
}
