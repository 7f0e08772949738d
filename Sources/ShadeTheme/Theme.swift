/// An app's model of how it looks: semantic colors, fonts and metrics under one name.
///
/// A theme describes *meanings* ("the background of a grouped list", "the accent"), not widget
/// properties, so one theme serves every screen and a new screen needs no new theme code. Its
/// colors are `DynamicColor`s, so a single theme is already light, dark and high-contrast aware;
/// the ``ThemeManager`` decides which appearance applies, and views resolve against their own
/// traits.
///
/// ```swift
/// struct AppTheme: Theme {
///     let id: ThemeID
///     var background: DynamicColor
///     var accent: DynamicColor
///     var body: ThemeFont
/// }
///
/// extension AppTheme {
///     static let standard = AppTheme(id: "standard", background: .systemBackground, …)
///     static let sepia = AppTheme(id: "sepia", background: DynamicColor(light: …, dark: …), …)
/// }
/// ```
///
/// ``BasicTheme`` is a ready-made conformance with three named themes, for apps and samples that
/// do not need their own model.
public protocol Theme: Identifiable, Sendable where ID == ThemeID {
    /// The theme's stable name: it is saved with the user's choice and carried by ``ThemeTrait``.
    var id: ThemeID { get }

    /// The name shown in a settings screen, such as "Sepia".
    ///
    /// The default implementation returns the identifier's raw value with its first letter
    /// capitalised.
    var displayName: String { get }
}

extension Theme {
    /// The identifier with its first letter capitalised: `ocean` → `Ocean`.
    public var displayName: String {
        guard let first = id.rawValue.first else { return id.rawValue }
        return first.uppercased() + id.rawValue.dropFirst()
    }
}

/// The stable name of a ``Theme``, such as `"sepia"`.
///
/// Identifiers are compared exactly (case matters) and are what the preference file stores, so
/// renaming a theme's identifier forgets the users who chose it.
public struct ThemeID: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The name.
    public let rawValue: String

    /// Creates an identifier from a name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates an identifier from a name.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates an identifier from a string literal: `let id: ThemeID = "ocean"`.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// The name.
    public var description: String { rawValue }

    /// Decodes the bare string the preference file holds.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes the identifier as a bare string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
