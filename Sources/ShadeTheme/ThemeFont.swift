public import ShadeTraits

/// A font as a theme describes it: family, size at the default text size, weight, and the text
/// style whose curve it scales along.
///
/// ```swift
/// let body = ThemeFont(family: "Georgia", size: 17, relativeTo: .body)
/// let resolved = body.resolved(with: node.traitCollection)
/// // at accessibility XXXL: Georgia 53 pt
/// ```
///
/// Like UIKit's `UIFontMetrics.scaledFont(for:)`, a font scales in proportion to its text style:
/// a 20-point font relative to ``TextStyle/body`` (17 points at Large) is 20 × 23 / 17 ≈ 27 points
/// at XXXL. A font with no text style keeps its size.
public struct ThemeFont: Hashable, Sendable, Codable {
    /// The family that stands for the platform's interface font.
    public static let systemFamily = "system"

    /// The font family, or ``systemFamily``.
    public var family: String
    /// The size in points at the default text size (Large).
    public var size: Double
    /// The weight, before the bold-text setting is applied.
    public var weight: FontWeight
    /// The style whose Dynamic Type curve the size follows, or `nil` for a fixed size.
    public var textStyle: TextStyle?
    /// The largest size scaling may reach, or `nil` for no limit.
    public var maximumSize: Double?

    /// Creates a font description.
    public init(
        family: String = ThemeFont.systemFamily,
        size: Double,
        weight: FontWeight = .regular,
        relativeTo textStyle: TextStyle? = .body,
        maximumSize: Double? = nil
    ) {
        self.family = family
        self.size = size
        self.weight = weight
        self.textStyle = textStyle
        self.maximumSize = maximumSize
    }

    /// The font of a text style at its own size and weight: `ThemeFont.preferred(.headline)` is
    /// the system font, 17 points, semibold, scaling along the headline curve.
    public static func preferred(_ style: TextStyle, family: String = ThemeFont.systemFamily) -> ThemeFont {
        ThemeFont(family: family, size: style.defaultSize, weight: style.defaultWeight, relativeTo: style)
    }

    /// The size for a content size category, capped at ``maximumSize``.
    public func pointSize(for category: ContentSizeCategory) -> Double {
        guard let textStyle else { return size }
        let scaled = size * textStyle.size(for: category) / textStyle.defaultSize
        return maximumSize.map { min(scaled, $0) } ?? scaled
    }

    /// The concrete font for `traits`: the size for their content size category and, when their
    /// legibility weight is bold (the Bold Text setting), a heavier weight.
    public func resolved(with traits: TraitCollection) -> ResolvedFont {
        ResolvedFont(
            family: family,
            pointSize: pointSize(for: traits.preferredContentSizeCategory),
            weight: traits.legibilityWeight == .bold ? weight.withBoldText : weight
        )
    }
}

/// A font resolved for one set of traits: what a renderer draws with.
public struct ResolvedFont: Hashable, Sendable, CustomStringConvertible {
    /// The font family, or ``ThemeFont/systemFamily``.
    public var family: String
    /// The size in points.
    public var pointSize: Double
    /// The weight.
    public var weight: FontWeight

    /// Creates a resolved font.
    public init(family: String, pointSize: Double, weight: FontWeight) {
        self.family = family
        self.pointSize = pointSize
        self.weight = weight
    }

    /// `Georgia 17 pt semibold`.
    public var description: String {
        let size =
            pointSize.rounded() == pointSize && abs(pointSize) < 1e15 ? String(Int64(pointSize)) : String(pointSize)
        return "\(family) \(size) pt \(weight)"
    }
}

/// The weight of a font, from ultra-light to black.
///
/// The cases and their order are those of `UIFont.Weight`; ``cssValue`` gives the matching
/// numeric weight of CSS (`font-weight`, 100–900).
public enum FontWeight: String, Hashable, Sendable, CaseIterable, Comparable, Codable, CustomStringConvertible {
    case ultraLight
    case thin
    case light
    case regular
    case medium
    case semibold
    case bold
    case heavy
    case black

    /// The numeric weight of CSS: 100 for ultra-light … 400 for regular … 900 for black.
    public var cssValue: Int { (rank + 1) * 100 }

    /// The weight the Bold Text setting turns this one into: two steps heavier, at most black
    /// (regular becomes semibold).
    public var withBoldText: FontWeight {
        Self.allCases[min(rank + 2, Self.allCases.count - 1)]
    }

    /// The weight's name, such as `semibold`.
    public var description: String { rawValue }

    /// Whether `lhs` is a lighter weight than `rhs`.
    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool {
        lhs.rank < rhs.rank
    }

    /// The position in ``allCases``: 0 for ultra-light … 8 for black.
    private var rank: Int {
        switch self {
        case .ultraLight: 0
        case .thin: 1
        case .light: 2
        case .regular: 3
        case .medium: 4
        case .semibold: 5
        case .bold: 6
        case .heavy: 7
        case .black: 8
        }
    }
}

/// A length in a theme (a margin, a corner radius, a row height) that scales with the text size,
/// like SwiftUI's `@ScaledMetric`.
///
/// ```swift
/// let rowHeight = ThemeMetric(44, relativeTo: .body)
/// rowHeight.value(for: traits)   // 44 at Large, 44 × 53 / 17 ≈ 137 at accessibility XXXL
/// ```
public struct ThemeMetric: Hashable, Sendable, Codable {
    /// The value at the default text size (Large).
    public var base: Double
    /// The style whose curve the value follows, or `nil` for a fixed value.
    public var textStyle: TextStyle?

    /// Creates a metric that scales like `textStyle`, or a fixed one when `textStyle` is `nil`.
    public init(_ base: Double, relativeTo textStyle: TextStyle? = .body) {
        self.base = base
        self.textStyle = textStyle
    }

    /// The value for `traits`' content size category.
    public func value(for traits: TraitCollection) -> Double {
        guard let textStyle else { return base }
        return base * textStyle.size(for: traits.preferredContentSizeCategory) / textStyle.defaultSize
    }
}
