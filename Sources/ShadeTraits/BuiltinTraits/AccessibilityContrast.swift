/// Whether the user asked for increased contrast.
///
/// Matches UIKit's `UIAccessibilityContrast`, raw values included: unspecified −1, normal 0,
/// high 1 (traits-spec §1.2, Apple's `UIInterface.h`). Dynamic colors treat `.unspecified` as
/// normal.
public enum AccessibilityContrast: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// No contrast preference: the trait is not specified.
    case unspecified = -1
    /// Standard contrast.
    case normal = 0
    /// Increased contrast (the Increase Contrast accessibility setting is on).
    case high = 1

    /// The name UIKit's trait collection description uses: `Unspecified`, `Normal` or `High`.
    public var description: String {
        switch self {
        case .unspecified: "Unspecified"
        case .normal: "Normal"
        case .high: "High"
        }
    }
}

/// The trait for ``TraitCollection/accessibilityContrast``: named `AccessibilityContrast`, default
/// ``AccessibilityContrast/unspecified``, affects color appearance.
///
/// Matches UIKit's `UITraitAccessibilityContrast` (traits-spec §1.2).
public enum AccessibilityContrastTrait: TraitDefinition {
    /// ``AccessibilityContrast/unspecified``.
    public static var defaultValue: AccessibilityContrast { .unspecified }
    /// `AccessibilityContrast`.
    public static var name: String { "AccessibilityContrast" }
    /// `Shade.AccessibilityContrast`.
    public static var identifier: String { "Shade.AccessibilityContrast" }
    /// `true`: colors have high-contrast variants.
    public static var affectsColorAppearance: Bool { true }
}
