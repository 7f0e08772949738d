/// A type that declares one trait: its value type, default value, name and role.
///
/// Shade's built-in traits (``UserInterfaceStyleTrait``, ``AccessibilityContrastTrait``, …) are
/// trait definitions, and an app declares its own traits the same way. A custom trait is read,
/// written, merged, compared and described exactly like a built-in one.
///
/// ```swift
/// enum BrandThemeTrait: TraitDefinition {
///     static let defaultValue = BrandTheme.standard
///     static let affectsColorAppearance = true
/// }
///
/// extension TraitCollection {
///     var brandTheme: BrandTheme { self[BrandThemeTrait.self] }
/// }
///
/// let ocean = TraitCollection { $0[BrandThemeTrait.self] = .ocean }
/// ```
///
/// The type itself is the trait's identity: two definitions are the same trait only if they are
/// the same type, whatever their names or identifiers say.
///
/// Definitions are never instantiated; a caseless `enum` or an empty `struct` is the usual form.
/// The protocol refines `Sendable` so that trait collections and sets of ``Trait``s, which hold
/// definition types, can cross threads; a type with no stored state is `Sendable` for free.
///
/// Matches UIKit's `UITraitDefinition` (iOS 17), see Apple's `UITrait.h` (traits-spec §1.1, §4.4).
public protocol TraitDefinition: Sendable {
    /// The type of the trait's values.
    ///
    /// Values are compared with `==` to decide whether a trait is specified and whether it changed,
    /// so `==` must be cheap and consistent with `hash(into:)`.
    associatedtype Value: Hashable & Sendable

    /// The value of the trait in a collection that does not specify it.
    ///
    /// Storing this value is the same as removing the trait: a collection holds only values that
    /// differ from the default (traits-spec §1.1). For the built-in traits it is `.unspecified`.
    static var defaultValue: Value { get }

    /// The trait's name in descriptions and change logs, such as `UserInterfaceStyle`.
    ///
    /// The default implementation returns the name of the conforming type.
    static var name: String { get }

    /// A stable string that identifies the trait outside the process, for example when traits are
    /// encoded.
    ///
    /// Apple recommends reverse-DNS form (`com.example.BrandTheme`). The default implementation
    /// returns ``name``. Shade never uses the identifier to tell traits apart; the type does that.
    static var identifier: String { get }

    /// Whether dynamic colors may resolve differently when this trait changes.
    ///
    /// Traits that return `true` take part in
    /// ``TraitCollection/hasDifferentColorAppearance(comparedTo:)``. The default implementation
    /// returns `false`, as in UIKit.
    static var affectsColorAppearance: Bool { get }
}

extension TraitDefinition {
    /// The name of the conforming type, such as `BrandThemeTrait`.
    public static var name: String { String(describing: Self.self) }

    /// The trait's ``name``.
    public static var identifier: String { name }

    /// `false`: a custom trait does not affect color appearance unless it says so.
    public static var affectsColorAppearance: Bool { false }
}
