import Foundation
import Shade
public import ShadeCatalog

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

    /// The configuration file's form: `{"pairs": [{"foreground": "…", "background": "…"}]}`.
    struct Configuration: Decodable {
        var pairs: [ContrastPair]
    }

    /// The pairs for `catalog`: from `configuration` when given, else from a `shade.json` beside
    /// `input` when there is one, else ``conventionalPairs(in:)``.
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
        let pairs: [ContrastPair]
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            pairs = try JSONDecoder().decode(Configuration.self, from: data).pairs
        } catch {
            throw Failure(
                description: "\(path): expected {\"pairs\": [{\"foreground\": …, \"background\": …}]}: \(error)")
        }
        for pair in pairs {
            for name in [pair.foreground, pair.background] where catalog.dynamicColor(named: name) == nil {
                throw Failure(description: "\(path): \(name) is not a color of the theme file")
            }
        }
        return pairs
    }

    /// The pairs the names of a catalog's colors suggest.
    ///
    /// A foreground is a color whose name contains `label` or `text`, or whose own name starts
    /// with `on` followed by a capital or a separator (`onPrimary`, `on-surface`); a background is
    /// one whose name contains `background` or `surface` (letter case ignored). An `on` color is
    /// paired with the color it names when there is one (`onPrimary` over `primary`); every other
    /// foreground with every background. A color that is both is taken as a foreground.
    public static func conventionalPairs(in catalog: ColorCatalog) -> [ContrastPair] {
        let names = ExportedColor.colors(in: catalog).colors.map(\.name)
        var foregrounds: [String] = []
        var backgrounds: [String] = []
        for name in names {
            let lowered = name.lowercased()
            if lowered.contains("label") || lowered.contains("text") || onTarget(of: name) != nil {
                foregrounds.append(name)
            } else if lowered.contains("background") || lowered.contains("surface") {
                backgrounds.append(name)
            }
        }
        var pairs: [ContrastPair] = []
        for foreground in foregrounds {
            if let target = onTarget(of: foreground),
                let background = names.first(where: { ownName(of: $0).lowercased() == target.lowercased() })
            {
                pairs.append(ContrastPair(foreground: foreground, background: background))
            } else {
                pairs += backgrounds.map { ContrastPair(foreground: foreground, background: $0) }
            }
        }
        return pairs
    }

    /// The last part of an entry name: `Primary` for `Brand/Primary`, `default` for `color.bg.default`.
    static func ownName(of name: String) -> Substring {
        name.split(whereSeparator: { $0 == "/" || $0 == "." }).last ?? Substring(name)
    }

    /// The name an `on` color is for: `Primary` for `onPrimary` or `Brand/on-primary`, else `nil`.
    static func onTarget(of name: String) -> String? {
        let own = ownName(of: name)
        guard own.count > 2, own.lowercased().hasPrefix("on") else { return nil }
        let rest = own.dropFirst(2)
        guard let next = rest.first else { return nil }
        if next.isUppercase { return String(rest) }
        if next == "-" || next == "_" || next == " " { return String(rest.dropFirst()) }
        return nil
    }
}

extension ContrastPair: Decodable {}
