import ShadeCatalog
import ShadeColor

/// One color of a catalog as the exporters write it: its name, the variants its set declares, and
/// the dynamic color they make.
///
/// The variants are those ``ColorSet/dynamicColor(idiom:gamut:theme:)`` builds its table from
/// (universal idiom, no display gamut, the given named theme), so a generated
/// `DynamicColor(any:…)` with exactly these arguments is equal to the catalog's own color.
struct ExportedColor {
    /// The entry's name in its file: `Brand/Primary`, `color.bg.default`.
    var name: String
    /// The entry's path (its groups and its own name, outermost first).
    var path: [String]
    /// The color set, for ``variants``.
    var set: ColorSet
    /// The named theme, or `nil` for the default one.
    var theme: String?
    /// The dynamic color the variants make.
    var dynamicColor: DynamicColor

    /// The name's parts, outermost first: the namespaces and then the color's own name.
    ///
    /// Computed when asked (the Swift export asks; the CSS export, which may hold thousands of
    /// names a hundred groups deep, does not).
    var nameComponents: [String] {
        Self.nameComponents(name: name, path: path)
    }

    /// The `any` color and each more specific variant the set declares, in the order of
    /// `DynamicColor.Variant.allCases` (`any` first). Computed when asked, as ``nameComponents``.
    var variants: [(variant: DynamicColor.Variant, color: Color)] {
        let table = set.variantTable(theme: theme)
        return DynamicColor.Variant.allCases.compactMap { variant in table[variant].map { (variant, $0) } }
    }

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
        // The universal idiom and no display gamut, as the catalog's own default color.
        guard let dynamicColor = set.dynamicColor(theme: theme) else { return nil }
        self.name = entry.name
        self.path = entry.path
        self.set = set
        self.theme = theme
        self.dynamicColor = dynamicColor
    }

    /// Whether `name` is `path` joined with dots, compared in place (paths can be a hundred
    /// groups deep).
    static func isJoinedWithDots(_ path: [String], _ name: String) -> Bool {
        guard name.utf8.count == path.reduce(path.count - 1, { $0 + $1.utf8.count }) else { return false }
        var rest = name.utf8[...]
        for (index, part) in path.enumerated() {
            guard rest.starts(with: part.utf8) else { return false }
            rest = rest.dropFirst(part.utf8.count)
            if index < path.count - 1 {
                guard rest.first == UInt8(ascii: ".") else { return false }
                rest = rest.dropFirst()
            }
        }
        return rest.isEmpty
    }

    /// The parts of an entry's `name`, given its `path`: an asset catalog's namespaces
    /// (`Brand/Primary`), or a token's path (`color.bg.default`, whose path joined with dots is
    /// its name).
    static func nameComponents(name: String, path: [String]) -> [String] {
        if name.contains("/") {
            return name.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        }
        if path.count > 1, isJoinedWithDots(path, name) {
            return path
        }
        return [name]
    }
}
