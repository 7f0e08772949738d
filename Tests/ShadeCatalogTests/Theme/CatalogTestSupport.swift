import Shade

@testable import ShadeCatalog

/// Catalog entries for tests, with a source location in a file named `file`.
enum TestEntry {
    /// A color entry with an `any` value and, when given, a dark one.
    static func color(
        _ name: String, _ any: UInt32, dark: UInt32? = nil, file: String = "aurora.tokens.json", line: Int = 1
    ) -> CatalogEntry {
        var variants = [ColorVariant(value: value(any))]
        if let dark { variants.append(ColorVariant(conditions: [.dark], value: value(dark))) }
        return CatalogEntry(
            name: name, value: .color(ColorSet(variants: variants)),
            source: FileLocation(file: file, position: DocumentLocation(line: line, column: 5)))
    }

    /// A color entry that sets no value, as an asset catalog's empty `AccentColor`.
    static func emptyColor(_ name: String, file: String = "aurora.tokens.json", line: Int = 1) -> CatalogEntry {
        CatalogEntry(
            name: name, value: .color(ColorSet(variants: [ColorVariant(value: nil)])),
            source: FileLocation(file: file, position: DocumentLocation(line: line, column: 5)))
    }

    /// A font entry.
    static func font(
        _ name: String, family: String = "Avenir", size: Double = 17, file: String = "aurora.tokens.json", line: Int = 1
    ) -> CatalogEntry {
        CatalogEntry(
            name: name,
            value: .font(
                ThemeFont(family: family, size: size),
                Typography(fontFamilies: [family], fontSize: Dimension(size, unit: "px"))),
            source: FileLocation(file: file, position: DocumentLocation(line: line, column: 5)))
    }

    /// A metric entry of `points` pixels.
    static func metric(_ name: String, _ points: Double, file: String = "aurora.tokens.json", line: Int = 1)
        -> CatalogEntry
    {
        CatalogEntry(
            name: name, value: .metric(ThemeMetric(points), Dimension(points, unit: "px")),
            source: FileLocation(file: file, position: DocumentLocation(line: line, column: 5)))
    }

    static func value(_ rgb: UInt32) -> ColorVariant.Value {
        let color = Color(rgb: rgb)
        return .color(
            CatalogColor(
                space: .sRGB, components: [color.red, color.green, color.blue], alpha: 1,
                notation: .cssString(color.hexString), color: color))
    }
}
