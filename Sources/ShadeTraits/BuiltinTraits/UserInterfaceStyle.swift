/// Whether the interface is light or dark.
///
/// Matches UIKit's `UIUserInterfaceStyle`, raw values included: unspecified 0, light 1, dark 2
/// (traits-spec §1.2, Apple's `UIInterface.h`). Dynamic colors treat `.unspecified` as light.
public enum UserInterfaceStyle: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// No style: the trait is not specified.
    case unspecified = 0
    /// The light interface style.
    case light = 1
    /// The dark interface style.
    case dark = 2

    /// The name UIKit's trait collection description uses: `Unspecified`, `Light` or `Dark`.
    public var description: String {
        switch self {
        case .unspecified: "Unspecified"
        case .light: "Light"
        case .dark: "Dark"
        }
    }
}

/// The trait for ``TraitCollection/userInterfaceStyle``: named `UserInterfaceStyle`, default
/// ``UserInterfaceStyle/unspecified``, affects color appearance.
///
/// Matches UIKit's `UITraitUserInterfaceStyle` (traits-spec §1.2).
public enum UserInterfaceStyleTrait: TraitDefinition {
    /// ``UserInterfaceStyle/unspecified``.
    public static var defaultValue: UserInterfaceStyle { .unspecified }
    /// `UserInterfaceStyle`.
    public static var name: String { "UserInterfaceStyle" }
    /// `Shade.UserInterfaceStyle`.
    public static var identifier: String { "Shade.UserInterfaceStyle" }
    /// `true`: light and dark variants of a color differ.
    public static var affectsColorAppearance: Bool { true }
}
