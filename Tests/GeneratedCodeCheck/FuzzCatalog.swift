import Shade
package import ShadeCatalog

/// A catalog made from any bytes, for the code generators' fuzz target and for the sample of its
/// seeds that the tests compile: names, descriptions and themes of any text.
///
/// The bytes are split at each `0xFF` (which no UTF-8 text holds) into at most 24 fields (so at
/// most 24 colors, which keeps each run short), each read as UTF-8 (a byte that is not UTF-8
/// becomes U+FFFD). A field that starts with `0xFE` names a theme, which every later entry gets a
/// variant for; one that starts with `0xFD` is the description of the entry before it; one that
/// starts with `0xFC` is an entry whose token path is its name split at `.`; one that starts with
/// `0xFB` gives the entry before it an extended sRGB value in every appearance of its own, its
/// components the field's words read as `Double`s (`1e30 -1e300 inf`; a word that does not read
/// is 0), so that the generators meet components of any size a catalog made in code can hold;
/// any other field is an entry of that name (an asset catalog's, whose `/` separates namespaces).
/// Entry `i` is an sRGB color, with a dark variant when `i` is odd, a Display P3 color when `i` is
/// a multiple of 3, and a variant for the latest theme.
package enum FuzzCatalog {
    /// The catalog `bytes` describe.
    package static func catalog(from bytes: [UInt8]) -> ColorCatalog {
        var entries: [CatalogEntry] = []
        var theme: String?
        for field in bytes.split(separator: 0xFF, maxSplits: 23, omittingEmptySubsequences: false) {
            let text = String(decoding: field.dropFirst(), as: UTF8.self)
            switch field.first {
            case 0xFE:
                theme = text
            case 0xFD:
                guard !entries.isEmpty else { continue }
                entries[entries.count - 1].description = text
            case 0xFC:
                entries.append(
                    entry(text, path: text.split(separator: ".").map(String.init), index: entries.count, theme))
            case 0xFB:
                guard !entries.isEmpty, case .color(var set) = entries[entries.count - 1].value else { continue }
                let words = text.split(separator: " ").prefix(3).map { Double($0) ?? 0 }
                let values = words + Array(repeating: 0, count: 3 - words.count)
                let color = Color(.extendedSRGB, red: values[0], green: values[1], blue: values[2])
                for index in set.variants.indices {
                    set.variants[index].value = .color(
                        CatalogColor(
                            space: .extendedSRGB, components: [color.red, color.green, color.blue], alpha: 1,
                            notation: .tokenObject(hex: nil), color: color))
                }
                entries[entries.count - 1].value = .color(set)
            default:
                let name = String(decoding: field, as: UTF8.self)
                entries.append(entry(name, path: nil, index: entries.count, theme))
            }
        }
        return ColorCatalog(entries: entries)
    }

    /// Entry `index` of a fuzz catalog.
    static func entry(_ name: String, path: [String]?, index: Int, _ theme: String?) -> CatalogEntry {
        let byte = Double(index * 37 % 256) / 255
        var variants = [
            variant(
                .any,
                index % 3 == 0 ? Color(.displayP3, red: 1, green: byte, blue: 0) : Color(red: byte, green: 0.5, blue: 1)
            )
        ]
        if index % 2 == 1 { variants.append(variant(.dark, Color(red: 0, green: byte, blue: 0.2))) }
        if let theme { variants.append(variant(.any, Color(red: 0.2, green: 0.4, blue: byte), theme: theme)) }
        return CatalogEntry(name: name, path: path, value: .color(ColorSet(variants: variants)))
    }

    static func variant(_ appearance: DynamicColor.Variant, _ color: Color, theme: String? = nil) -> ColorVariant {
        let space: CatalogColor.Space = color.colorSpace == .displayP3 ? .displayP3 : .sRGB
        return ColorVariant(
            conditions: ColorVariant.conditions(for: appearance), theme: theme,
            value: .color(
                CatalogColor(
                    space: space, components: [color.red, color.green, color.blue], alpha: color.alpha,
                    notation: .cssString(color.hexString), color: color)))
    }
}
