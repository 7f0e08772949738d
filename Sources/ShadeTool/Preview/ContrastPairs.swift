import Foundation
package import ShadeCatalog
package import ShadeColor
import ShadeJSON

/// A text color over a background color: one pair whose contrast the preview shows.
package struct ContrastPair: Hashable, Sendable {
    /// The entry name of the text (foreground) color.
    package var foreground: String
    /// The entry name of the background color.
    package var background: String

    /// What the pair is used for, which sets the minimums its badges show: text unless a
    /// `shade.json` says otherwise.
    var use = PairUse.text

    /// With `shade preview --suggest`, for a pair that fails: the pair in each appearance, by
    /// `Appearance.index`, once the suggested changes are made (the ratio and the two colors as
    /// seen); `nil` otherwise.
    var suggestion: [Finding.Measurement]?

    /// Creates a pair of text over a background.
    package init(foreground: String, background: String) {
        self.foreground = foreground
        self.background = background
    }

    /// Creates a pair used as `use` says.
    init(foreground: String, background: String, use: PairUse) {
        self.init(foreground: foreground, background: background)
        self.use = use
    }

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
    /// `onPrimary` over `primary`, and so on.
    package static func conventionalPairs(in catalog: ColorCatalog) -> [ContrastPair] {
        let names = ExportedColor.colors(in: catalog).colors.map(\.name)
        return NamingConvention.pairs(among: names).map {
            ContrastPair(foreground: $0.foreground, background: $0.background)
        }
    }
}
