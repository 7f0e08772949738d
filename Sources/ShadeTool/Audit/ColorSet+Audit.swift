import Shade
import ShadeCatalog

extension ColorSet {
    /// The dynamic color the audit checks: the universal idiom on an sRGB display when the set
    /// has a value there (variants without a display gamut, overridden by those for sRGB),
    /// else the first idiom and gamut that give one, in file order, so a set written only for
    /// `iphone`, or only per display gamut, is still audited. `nil` for a set with no value at all
    /// (an empty `AccentColor`: the system's default).
    func auditedDynamicColor(theme: String?) -> DynamicColor? {
        auditedIdiomAndGamut(theme: theme).flatMap { dynamicColor(idiom: $0.idiom, gamut: $0.gamut, theme: theme) }
    }

    /// The idiom and display gamut ``auditedDynamicColor(theme:)`` resolves for.
    func auditedIdiomAndGamut(theme: String?) -> (idiom: String, gamut: ColorVariant.DisplayGamut)? {
        var idioms = [ColorVariant.universal]
        for variant in variants where !idioms.contains(variant.idiom) { idioms.append(variant.idiom) }
        for idiom in idioms {
            for gamut in [ColorVariant.DisplayGamut.sRGB, .displayP3]
            where dynamicColor(idiom: idiom, gamut: gamut, theme: theme) != nil {
                return (idiom, gamut)
            }
        }
        return nil
    }

    /// The declared variant each appearance resolves to, by the rule of
    /// ``ColorSet/dynamicColor(idiom:gamut:theme:)``: for each entry of the variant table, the most
    /// specific variant that applies; for each appearance, the first entry of its lookup order
    /// that the table has, else the table's `any` value (its `light` one, or its first).
    func sourceVariants(theme: String?) -> [ColorVariant?] {
        guard let (idiom, gamut) = auditedIdiomAndGamut(theme: theme) else { return Array(repeating: nil, count: 8) }
        var table: [DynamicColor.Variant: (variant: ColorVariant, score: Int)] = [:]
        for variant in variants {
            guard let appearance = variant.appearance, variant.value?.color(for: appearance) != nil,
                variant.idiom == ColorVariant.universal || variant.idiom == idiom,
                variant.displayGamut == nil || variant.displayGamut == gamut,
                variant.theme == nil || variant.theme == theme
            else { continue }
            let score =
                (variant.idiom == idiom && idiom != ColorVariant.universal ? 4 : 0)
                + (variant.displayGamut != nil ? 2 : 0) + (variant.theme != nil ? 1 : 0)
            if score >= table[appearance]?.score ?? -1 { table[appearance] = (variant, score) }
        }
        let fallback =
            table[.any]?.variant ?? table[.light]?.variant
            ?? table.sorted { $0.key.rawValue < $1.key.rawValue }.first?.value.variant
        return Appearance.allCases.map { appearance in
            let order = DynamicColor.Variant.lookupOrder(for: appearance.traitCollection)
            return order.lazy.compactMap { table[$0]?.variant }.first ?? fallback
        }
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
        if self == other { return true }
        let first = converted(to: .extendedSRGB)
        let second = other.converted(to: .extendedSRGB)
        return abs(first.red - second.red) < 1e-6 && abs(first.green - second.green) < 1e-6
            && abs(first.blue - second.blue) < 1e-6 && abs(alpha - other.alpha) < 1e-6
    }
}
