/// The user's preferred text size (Dynamic Type), from extra small to the largest accessibility
/// size.
///
/// Matches UIKit's `UIContentSizeCategory`, raw values included: the raw value of each size is
/// UIKit's string constant, such as `UICTContentSizeCategoryL` for ``large`` (the system's default
/// setting), and ``unspecified`` is `_UICTContentSizeCategoryUnspecified` (traits-spec §1.2).
///
/// Categories compare by size: `.extraSmall < .large < .accessibilityMedium`. ``unspecified``
/// sorts before every size, so `category > .large` is `false` for a collection that does not
/// specify the size; check `isSpecified(_:)` on the collection first where that matters.
///
/// The ``description`` is UIKit's short form: `XS`, `S`, `M`, `L`, `XL`, `XXL`, `XXXL`, then `AX-M`,
/// `AX-L`, `AX-XL`, `AX-XXL`, `AX-XXXL` for the accessibility sizes and `Unspecified`.
public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable, Comparable, CustomStringConvertible {
    /// No size: the trait is not specified.
    case unspecified = "_UICTContentSizeCategoryUnspecified"
    /// Extra small text.
    case extraSmall = "UICTContentSizeCategoryXS"
    /// Small text.
    case small = "UICTContentSizeCategoryS"
    /// Medium text.
    case medium = "UICTContentSizeCategoryM"
    /// Large text, the system's default setting.
    case large = "UICTContentSizeCategoryL"
    /// Extra large text.
    case extraLarge = "UICTContentSizeCategoryXL"
    /// Extra-extra large text.
    case extraExtraLarge = "UICTContentSizeCategoryXXL"
    /// Extra-extra-extra large text, the largest size outside the accessibility sizes.
    case extraExtraExtraLarge = "UICTContentSizeCategoryXXXL"
    /// The smallest accessibility size.
    case accessibilityMedium = "UICTContentSizeCategoryAccessibilityM"
    /// A large accessibility size.
    case accessibilityLarge = "UICTContentSizeCategoryAccessibilityL"
    /// An extra large accessibility size.
    case accessibilityExtraLarge = "UICTContentSizeCategoryAccessibilityXL"
    /// An extra-extra large accessibility size.
    case accessibilityExtraExtraLarge = "UICTContentSizeCategoryAccessibilityXXL"
    /// The largest accessibility size.
    case accessibilityExtraExtraExtraLarge = "UICTContentSizeCategoryAccessibilityXXXL"

    /// Whether the category is one of the five accessibility sizes, ``accessibilityMedium`` and up.
    ///
    /// Matches UIKit's `UIContentSizeCategory.isAccessibilityCategory`.
    public var isAccessibilityCategory: Bool {
        self >= .accessibilityMedium
    }

    /// Whether `lhs` is a smaller text size than `rhs`; ``unspecified`` is smaller than every size.
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.order < rhs.order
    }

    /// Whether two categories are the same size, compared by position rather than by raw string.
    public static func == (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.order == rhs.order
    }

    /// Hashes the position, which `==` compares, instead of the raw string, which the default for
    /// raw-valued enums would hash.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(order)
    }

    /// UIKit's short form of the category, such as `L` or `AX-XXXL`.
    public var description: String {
        switch self {
        case .unspecified: "Unspecified"
        case .extraSmall: "XS"
        case .small: "S"
        case .medium: "M"
        case .large: "L"
        case .extraLarge: "XL"
        case .extraExtraLarge: "XXL"
        case .extraExtraExtraLarge: "XXXL"
        case .accessibilityMedium: "AX-M"
        case .accessibilityLarge: "AX-L"
        case .accessibilityExtraLarge: "AX-XL"
        case .accessibilityExtraExtraLarge: "AX-XXL"
        case .accessibilityExtraExtraExtraLarge: "AX-XXXL"
        }
    }

    /// The position by size; `unspecified` is first.
    var order: Int {
        switch self {
        case .unspecified: 0
        case .extraSmall: 1
        case .small: 2
        case .medium: 3
        case .large: 4
        case .extraLarge: 5
        case .extraExtraLarge: 6
        case .extraExtraExtraLarge: 7
        case .accessibilityMedium: 8
        case .accessibilityLarge: 9
        case .accessibilityExtraLarge: 10
        case .accessibilityExtraExtraLarge: 11
        case .accessibilityExtraExtraExtraLarge: 12
        }
    }
}

/// The trait for ``TraitCollection/preferredContentSizeCategory``: named
/// `PreferredContentSizeCategory`, default ``ContentSizeCategory/unspecified``, does not affect
/// color appearance.
///
/// Matches UIKit's `UITraitPreferredContentSizeCategory` (traits-spec §1.2).
public enum PreferredContentSizeCategoryTrait: TraitDefinition {
    /// ``ContentSizeCategory/unspecified``.
    public static var defaultValue: ContentSizeCategory { .unspecified }
    /// `PreferredContentSizeCategory`.
    public static var name: String { "PreferredContentSizeCategory" }
    /// `Shade.PreferredContentSizeCategory`.
    public static var identifier: String { "Shade.PreferredContentSizeCategory" }
    /// `false`, as in UIKit.
    public static var affectsColorAppearance: Bool { false }
}
