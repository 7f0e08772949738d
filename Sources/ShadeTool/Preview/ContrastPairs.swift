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

/// Finds the pairs of a catalog to check: those a `shade.json` lists, or else those its names suggest.
public enum ContrastPairing {
    /// Why a configuration file cannot be used.
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// What is wrong, naming the file.
        public var description: String
    }

    /// The pairs for `catalog`, as `shade audit` finds them: from `configuration` when given, else
    /// from a `shade.json` beside `input` when there is one (see `AuditConfiguration`; `*` in a
    /// name matches any run of characters), else ``conventionalPairs(in:)``.
    ///
    /// - Throws: ``Failure`` when the file cannot be read, is not of the configuration's form, or
    ///   names a color the catalog does not have.
    public static func pairs(for catalog: ColorCatalog, input: String, configuration: String?) throws(Failure)
        -> [ContrastPair]
    {
        let beside = URL(fileURLWithPath: input).deletingLastPathComponent().appendingPathComponent("shade.json").path
        guard let path = configuration ?? (FileManager.default.fileExists(atPath: beside) ? beside : nil) else {
            return conventionalPairs(in: catalog)
        }
        let rules: [AuditConfiguration.PairRule]
        do {
            rules = try AuditConfiguration.load(from: URL(fileURLWithPath: path), file: path).pairs
        } catch {
            throw Failure(description: error.description)
        }
        let names = ExportedColor.colors(in: catalog).colors.map(\.name)
        var pairs: [ContrastPair] = []
        func matches(_ text: String) throws(Failure) -> [String] {
            let pattern = NamePattern(text)
            let found = names.filter(pattern.matches)
            if found.isEmpty, !pattern.hasWildcard {
                throw Failure(
                    description:
                        "\(DisplayText.escaped(path)): \(DisplayText.excerpt(text)) is not a color of the theme file")
            }
            return found
        }
        for rule in rules {
            for foreground in try matches(rule.foreground) {
                for background in try matches(rule.background) where background != foreground {
                    let pair = ContrastPair(foreground: foreground, background: background)
                    if !pairs.contains(pair) { pairs.append(pair) }
                }
            }
        }
        return pairs
    }

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
