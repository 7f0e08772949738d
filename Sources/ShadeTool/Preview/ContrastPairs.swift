package import ShadeCatalog
package import ShadeColor

extension ColorPair {
    /// The WCAG 2.x contrast ratio of the pair as seen in `appearance`
    /// (`Appearance.contrastRatio(of:over:)`, the audit's), or `nil` when a color is missing.
    package func contrastRatio(in catalog: ColorCatalog, appearance: Appearance) -> Double? {
        guard let foreground = catalog.dynamicColor(named: foreground),
            let background = catalog.dynamicColor(named: background)
        else { return nil }
        let traits = appearance.traitCollection
        return appearance.contrastRatio(
            of: foreground.resolvedColor(with: traits), over: background.resolvedColor(with: traits))
    }
}

/// Finds the pairs of a catalog to check by its names, as `shade audit` does without a `shade.json`.
package enum ContrastPairing {
    /// The pairs the names of a catalog's colors suggest, by the rule `shade audit` follows
    /// (`NamingConvention`): `Label` over every background of its group or an enclosing one,
    /// `onPrimary` over `primary`, and so on, each with its use and reason.
    package static func conventionalPairs(in catalog: ColorCatalog) -> [ColorPair] {
        NamingConvention.pairs(among: ExportedColor.colors(in: catalog).colors.map(\.name))
    }
}
