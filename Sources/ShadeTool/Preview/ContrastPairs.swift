import Foundation
import Shade
public import ShadeCatalog
import ShadeJSON

/// A text color over a background color: one pair whose contrast the preview shows.
public struct ContrastPair: Hashable, Sendable {
    /// The entry name of the text (foreground) color.
    public var foreground: String
    /// The entry name of the background color.
    public var background: String

    /// Creates a pair.
    public init(foreground: String, background: String) {
        self.foreground = foreground
        self.background = background
    }

    /// The WCAG 2.x contrast ratio of the pair in `appearance`, or `nil` when a color is missing.
    public func contrastRatio(in catalog: ColorCatalog, appearance: Appearance) -> Double? {
        guard let foreground = catalog.dynamicColor(named: foreground),
            let background = catalog.dynamicColor(named: background)
        else { return nil }
        let traits = appearance.traitCollection
        return Color.contrastRatio(foreground.resolvedColor(with: traits), background.resolvedColor(with: traits))
    }
}

/// Finds the pairs of a catalog to check by its names, as `shade audit` does without a `shade.json`.
public enum ContrastPairing {
    /// The pairs the names of a catalog's colors suggest, by the rule `shade audit` follows
    /// (`NamingConvention`): `Label` over every background of its group or an enclosing one,
    /// `onPrimary` over `primary`, and so on.
    public static func conventionalPairs(in catalog: ColorCatalog) -> [ContrastPair] {
        let names = ExportedColor.colors(in: catalog).colors.map(\.name)
        return NamingConvention.pairs(among: names).map {
            ContrastPair(foreground: $0.foreground, background: $0.background)
        }
    }
}
