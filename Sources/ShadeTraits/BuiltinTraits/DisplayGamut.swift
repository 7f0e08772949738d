/// The color gamut of the display: sRGB or the wider Display P3.
///
/// Matches UIKit's `UIDisplayGamut`, raw values included: unspecified −1, SRGB 0, P3 1
/// (traits-spec §1.2, Apple's `UITraitCollection.h`).
public enum DisplayGamut: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// No gamut: the trait is not specified.
    case unspecified = -1
    /// The sRGB gamut.
    case sRGB = 0
    /// The Display P3 gamut.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    // Apple's name for the case; `p3` would read as a typo to anyone who knows UIKit.
    case P3 = 1

    /// The name UIKit's trait collection description uses: `Unspecified`, `sRGB` or `P3`.
    public var description: String {
        switch self {
        case .unspecified: "Unspecified"
        case .sRGB: "sRGB"
        case .P3: "P3"
        }
    }
}

/// The trait for ``TraitCollection/displayGamut``: named `DisplayGamut`, default
/// ``DisplayGamut/unspecified``, affects color appearance.
///
/// Matches UIKit's `UITraitDisplayGamut` (traits-spec §1.2).
public enum DisplayGamutTrait: TraitDefinition {
    /// ``DisplayGamut/unspecified``.
    public static var defaultValue: DisplayGamut { .unspecified }
    /// `DisplayGamut`.
    public static var name: String { "DisplayGamut" }
    /// `Shade.DisplayGamut`.
    public static var identifier: String { "Shade.DisplayGamut" }
    /// `true`: asset catalogs may hold separate Display P3 variants.
    public static var affectsColorAppearance: Bool { true }
}
