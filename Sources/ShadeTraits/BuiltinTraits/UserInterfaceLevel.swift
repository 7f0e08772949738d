/// Whether content sits at the base level or is elevated above it, such as in a sheet or popover.
///
/// Matches UIKit's `UIUserInterfaceLevel`, raw values included: unspecified −1, base 0,
/// elevated 1 (traits-spec §1.2, Apple's `UIInterface.h`). Dynamic colors treat `.unspecified` as
/// base.
public enum UserInterfaceLevel: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// No level: the trait is not specified.
    case unspecified = -1
    /// The level of the main window content.
    case base = 0
    /// Content above the base level, such as a popover or form sheet.
    case elevated = 1

    /// The name UIKit's trait collection description uses: `Unspecified`, `Base` or `Elevated`.
    public var description: String {
        switch self {
        case .unspecified: "Unspecified"
        case .base: "Base"
        case .elevated: "Elevated"
        }
    }
}

/// The trait for ``TraitCollection/userInterfaceLevel``: named `UserInterfaceLevel`, default
/// ``UserInterfaceLevel/unspecified``, affects color appearance.
///
/// Matches UIKit's `UITraitUserInterfaceLevel` (traits-spec §1.2).
public enum UserInterfaceLevelTrait: TraitDefinition {
    /// ``UserInterfaceLevel/unspecified``.
    public static var defaultValue: UserInterfaceLevel { .unspecified }
    /// `UserInterfaceLevel`.
    public static var name: String { "UserInterfaceLevel" }
    /// `Shade.UserInterfaceLevel`.
    public static var identifier: String { "Shade.UserInterfaceLevel" }
    /// `true`: background colors have elevated variants in dark mode.
    public static var affectsColorAppearance: Bool { true }
}
