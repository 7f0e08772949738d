/// The direction in which the layout runs: left to right or right to left.
///
/// Matches UIKit's `UITraitEnvironmentLayoutDirection`, raw values included: unspecified −1,
/// leftToRight 0, rightToLeft 1 (traits-spec §1.2, Apple's `UIInterface.h`).
public enum LayoutDirection: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// No direction: the trait is not specified.
    case unspecified = -1
    /// Left to right, as in English.
    case leftToRight = 0
    /// Right to left, as in Arabic and Hebrew.
    case rightToLeft = 1

    /// The name UIKit's trait collection description uses: `Unspecified`, `LTR` or `RTL`.
    public var description: String {
        switch self {
        case .unspecified: "Unspecified"
        case .leftToRight: "LTR"
        case .rightToLeft: "RTL"
        }
    }
}

/// The trait for ``TraitCollection/layoutDirection``: named `LayoutDirection`, default
/// ``LayoutDirection/unspecified``, does not affect color appearance.
///
/// Matches UIKit's `UITraitLayoutDirection`, whose `name` is `LayoutDirection` since iOS 17
/// (traits-spec §1.2, §6).
public enum LayoutDirectionTrait: TraitDefinition {
    /// ``LayoutDirection/unspecified``.
    public static var defaultValue: LayoutDirection { .unspecified }
    /// `LayoutDirection`.
    public static var name: String { "LayoutDirection" }
    /// `Shade.LayoutDirection`.
    public static var identifier: String { "Shade.LayoutDirection" }
    /// `false`, as in UIKit.
    public static var affectsColorAppearance: Bool { false }
}
