import Shade
import ShadeCatalog
import ShadeTestSupport

/// Small catalogs built in memory for the audit's tests: a color by name with its values as hex.
enum CatalogBuilder {
    /// An sRGB value from `0xRRGGBB` (opaque) or, with `alpha`, translucent.
    static func value(_ rgb: UInt32, alpha: Double = 1) -> ColorVariant.Value {
        let color = Color(rgb: rgb, alpha: alpha)
        return .color(
            CatalogColor(
                space: .sRGB, components: [color.red, color.green, color.blue], alpha: alpha,
                notation: .assetCatalog(channels: .decimal(places: 3), alpha: .decimal(places: 3)), color: color))
    }

    /// A value in extended sRGB, which may lie outside the sRGB gamut.
    static func extendedValue(red: Double, green: Double, blue: Double) -> ColorVariant.Value {
        .color(
            CatalogColor(
                space: .extendedSRGB, components: [red, green, blue], alpha: 1,
                notation: .assetCatalog(channels: .decimal(places: 3), alpha: .decimal(places: 3)),
                color: Color(.extendedSRGB, red: red, green: green, blue: blue)))
    }

    /// A value in Display P3.
    static func displayP3Value(red: Double, green: Double, blue: Double) -> ColorVariant.Value {
        .color(
            CatalogColor(
                space: .displayP3, components: [red, green, blue], alpha: 1,
                notation: .assetCatalog(channels: .decimal(places: 3), alpha: .decimal(places: 3)),
                color: Color(.displayP3, red: red, green: green, blue: blue)))
    }

    /// A color entry with an `any` value and optional dark and high-contrast values.
    static func color(
        _ name: String,
        _ any: UInt32,
        alpha: Double = 1,
        dark: UInt32? = nil,
        highContrast: UInt32? = nil,
        darkHighContrast: UInt32? = nil,
        file: String? = nil
    ) -> CatalogEntry {
        var variants = [ColorVariant(value: value(any, alpha: alpha))]
        if let dark { variants.append(ColorVariant(conditions: [.dark], value: value(dark, alpha: alpha))) }
        if let highContrast {
            variants.append(ColorVariant(conditions: [.highContrast], value: value(highContrast, alpha: alpha)))
        }
        if let darkHighContrast {
            variants.append(
                ColorVariant(conditions: [.dark, .highContrast], value: value(darkHighContrast, alpha: alpha)))
        }
        return entry(name, variants, file: file)
    }

    /// A color entry with these variants, defined in `file` (its own `Contents.json` unless given).
    static func entry(_ name: String, _ variants: [ColorVariant], file: String? = nil, aliasOf: String? = nil)
        -> CatalogEntry
    {
        CatalogEntry(
            name: name, value: .color(ColorSet(variants: variants)), aliasOf: aliasOf,
            source: FileLocation(
                file: file ?? "Colors.xcassets/\(name).colorset/Contents.json", position: .init(line: 1, column: 1)))
    }

    /// A catalog of `entries`.
    static func catalog(_ entries: CatalogEntry...) -> ColorCatalog {
        ColorCatalog(entries: entries)
    }

    /// A catalog of `count` colors in groups of ten, as a large app's might be: in each group
    /// two text colors, an icon and an on-color over two backgrounds and an accent, and three
    /// other colors, each with light, dark and (every third) high-contrast values. The values
    /// come from a fixed pseudo-random sequence, so every run audits the same catalog.
    ///
    /// With `readable`, foregrounds are dark and backgrounds light in light mode (and the other
    /// way round in dark mode), so nearly every pair passes, as in a real catalog; without it,
    /// the values are random and most pairs fail: a report as large as an audit can make.
    static func generated(count: Int, readable: Bool = true) -> ColorCatalog {
        var generator = SplitMix64(seed: 0x5EED)
        let roles = [
            "text", "secondaryText", "icon", "onAccent", "background", "surface", "accent", "border", "tint",
            "separator",
        ]
        func channels(_ range: ClosedRange<UInt32>) -> UInt32 {
            let width = range.upperBound - range.lowerBound + 1
            return (0..<3).reduce(0) { value, _ in value << 8 | (range.lowerBound + generator.next(below: width)) }
        }
        var entries: [CatalogEntry] = []
        entries.reserveCapacity(count)
        for index in 0..<count {
            let group = index / roles.count
            let role = roles[index % roles.count]
            let isForeground = index % roles.count < 4
            let (dark, light): (ClosedRange<UInt32>, ClosedRange<UInt32>) =
                readable ? (0...0x40, 0xC8...0xFF) : (0...0x9F, 0x60...0xFF)
            let lightValue = channels(isForeground ? dark : light)
            let darkValue = channels(isForeground ? light : dark)
            entries.append(
                color(
                    "Feature\(group)/\(role)", lightValue, dark: darkValue,
                    // More contrast: foregrounds darker, backgrounds lighter.
                    highContrast: index % 3 == 0
                        ? (isForeground ? lightValue & 0xE0_E0E0 : lightValue | 0x1F_1F1F) : nil))
        }
        return ColorCatalog(entries: entries)
    }
}
