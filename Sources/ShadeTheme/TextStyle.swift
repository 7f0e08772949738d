public import ShadeTraits

/// The semantic text styles of Dynamic Type, each with its own scaling curve.
///
/// A ``ThemeFont`` or ``ThemeMetric`` names the style whose curve it follows when the user picks
/// a larger or smaller text size (`TraitCollection.preferredContentSizeCategory`).
///
/// The sizes are Apple's iOS Dynamic Type sizes (Human Interface Guidelines, "Typography",
/// Specifications → "iOS, iPadOS Dynamic Type sizes"), in points, for the categories extra small
/// through accessibility XXXL.
public enum TextStyle: String, Hashable, Sendable, CaseIterable, Codable {
    case largeTitle
    case title1
    case title2
    case title3
    case headline
    case body
    case callout
    case subheadline
    case footnote
    case caption1
    case caption2

    /// The style's size at the default text size (Large).
    public var defaultSize: Double { size(for: .large) }

    /// The weight of the system font in this style: semibold for ``headline``, regular otherwise.
    public var defaultWeight: FontWeight { self == .headline ? .semibold : .regular }

    /// The style's size in points for `category`; an unspecified category counts as Large, the
    /// default setting.
    public func size(for category: ContentSizeCategory) -> Double {
        let column: Int
        switch category {
        case .extraSmall: column = 0
        case .small: column = 1
        case .medium: column = 2
        case .large, .unspecified: column = 3
        case .extraLarge: column = 4
        case .extraExtraLarge: column = 5
        case .extraExtraExtraLarge: column = 6
        case .accessibilityMedium: column = 7
        case .accessibilityLarge: column = 8
        case .accessibilityExtraLarge: column = 9
        case .accessibilityExtraExtraLarge: column = 10
        case .accessibilityExtraExtraExtraLarge: column = 11
        }
        return Double(sizes[column])
    }

    /// The row of the Dynamic Type table: XS, S, M, L, XL, XXL, XXXL, AX1 … AX5.
    private var sizes: [UInt8] {
        switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }
}
