/// Whether text should be drawn with a heavier weight (the Bold Text accessibility setting).
///
/// Matches UIKit's `UILegibilityWeight`, raw values included: unspecified −1, regular 0, bold 1
/// (traits-spec §1.2, Apple's `UIInterface.h`).
public enum LegibilityWeight: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// No weight preference: the trait is not specified.
    case unspecified = -1
    /// Regular text weight.
    case regular = 0
    /// Bold text weight (the Bold Text setting is on).
    case bold = 1

    /// The name UIKit's trait collection description uses: `Unspecified`, `Regular` or `Bold`.
    public var description: String {
        switch self {
        case .unspecified: "Unspecified"
        case .regular: "Regular"
        case .bold: "Bold"
        }
    }
}

/// The trait for ``TraitCollection/legibilityWeight``: named `LegibilityWeight`, default
/// ``LegibilityWeight/unspecified``, does not affect color appearance.
///
/// Matches UIKit's `UITraitLegibilityWeight`, which UIKit (iOS 18.2) does not count as affecting
/// color appearance (traits-spec §1.2).
public enum LegibilityWeightTrait: TraitDefinition {
    /// ``LegibilityWeight/unspecified``.
    public static var defaultValue: LegibilityWeight { .unspecified }
    /// `LegibilityWeight`.
    public static var name: String { "LegibilityWeight" }
    /// `Shade.LegibilityWeight`.
    public static var identifier: String { "Shade.LegibilityWeight" }
    /// `false`, as in UIKit.
    public static var affectsColorAppearance: Bool { false }
}
