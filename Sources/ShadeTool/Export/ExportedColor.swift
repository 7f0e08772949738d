import Shade
import ShadeCatalog

/// One color of a catalog as the exporters write it: its name, the variants its set declares, and
/// the dynamic color they make.
///
/// The variants are those ``ColorSet/dynamicColor(idiom:gamut:theme:)`` builds its table from
/// (universal idiom, no display gamut, the given named theme), so a generated
/// `DynamicColor(any:…)` with exactly these arguments is equal to the catalog's own color.
struct ExportedColor {
    /// The entry's name in its file: `Brand/Primary`, `color.bg.default`.
    var name: String
    /// The name's parts, outermost first: the namespaces and then the color's own name.
    var nameComponents: [String]
    /// The `any` color and each more specific variant the set declares, in the order of
    /// `DynamicColor.Variant.allCases` (`any` first).
    var variants: [(variant: DynamicColor.Variant, color: Color)]
    /// The dynamic color the variants make.
    var dynamicColor: DynamicColor

    /// The color in `appearance`.
    func color(in appearance: Appearance) -> Color {
        dynamicColor.resolvedColor(with: appearance.traitCollection)
    }

    /// The colors of `catalog` that have a value, in catalog order, for the named `theme` (or the
    /// default theme), with the names of the color entries that have none (an empty
    /// `AccentColor`, meaning the system's default).
    static func colors(in catalog: ColorCatalog, theme: String? = nil) -> (colors: [ExportedColor], skipped: [String]) {
        var colors: [ExportedColor] = []
        var skipped: [String] = []
        for entry in catalog.entries {
            guard case .color(let set) = entry.value else { continue }
            guard let color = ExportedColor(entry: entry, set: set, theme: theme) else {
                skipped.append(entry.name)
                continue
            }
            colors.append(color)
        }
        return (colors, skipped)
    }

    /// The exported color of `set`, or `nil` when no variant gives a value.
    init?(entry: CatalogEntry, set: ColorSet, theme: String?) {
        var table: [DynamicColor.Variant: Color] = [:]
        var rank: [DynamicColor.Variant: Int] = [:]
        // The selection of `ColorSet.dynamicColor(idiom:gamut:theme:)` for the universal idiom and no
        // display gamut: a named theme's variant overrides the default theme's.
        // A system-color reference stands for its system color in every combination that reaches it.
        for variant in set.expandingSystemColorReferences().variants {
            guard let appearance = variant.appearance, variant.idiom == ColorVariant.universal,
                variant.displayGamut == nil, variant.theme == nil || variant.theme == theme,
                let color = variant.value?.color(for: appearance)
            else { continue }
            let score = variant.theme != nil ? 1 : 0
            if score >= rank[appearance, default: -1] {
                table[appearance] = color
                rank[appearance] = score
            }
        }
        guard !table.isEmpty else { return nil }
        let any = table[.any] ?? table[.light] ?? table.sorted { $0.key.rawValue < $1.key.rawValue }[0].value
        table[.any] = any
        self.name = entry.name
        self.nameComponents = Self.nameComponents(of: entry)
        self.variants = DynamicColor.Variant.allCases.compactMap { variant in table[variant].map { (variant, $0) } }
        self.dynamicColor = DynamicColor(
            any: any,
            anyHighContrast: table[.anyHighContrast],
            light: table[.light],
            lightHighContrast: table[.lightHighContrast],
            dark: table[.dark],
            darkHighContrast: table[.darkHighContrast],
            darkElevated: table[.darkElevated],
            darkElevatedHighContrast: table[.darkElevatedHighContrast]
        )
    }

    /// The parts of an entry's name: an asset catalog's namespaces (`Brand/Primary`), or a token's
    /// path (`color.bg.default`, whose path joined with dots is its name).
    static func nameComponents(of entry: CatalogEntry) -> [String] {
        if entry.name.contains("/") {
            return entry.name.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        }
        if entry.path.count > 1, entry.path.joined(separator: ".") == entry.name {
            return entry.path
        }
        return [entry.name]
    }
}
