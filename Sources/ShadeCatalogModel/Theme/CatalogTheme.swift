public import ShadeColor
public import ShadeTheme

/// A `Theme` whose values are the entries of a catalog, looked up by name: a theme
/// file used as it is.
///
/// ```swift
/// let theme = CatalogTheme(id: "aurora", catalog: result.catalog)
/// let background = theme.color(named: "background") ?? .systemBackground
/// ```
///
/// Names are found by the rule of ``ThemeValues`` (exactly, else by the last name component,
/// else ignoring case and separators). To fill an app's own theme model from the catalog, with a
/// fallback for each value and a report of what was missing, use ``makeTheme(_:)`` or a
/// ``ThemeValues`` directly; `BasicTheme(catalog:id:displayName:base:)` fills a `BasicTheme`.
public struct CatalogTheme: Theme, Hashable {
    /// The stable name, such as the file name without its extensions.
    public let id: ThemeID
    /// The name shown in settings.
    public let displayName: String
    /// The catalog.
    public let catalog: ColorCatalog
    /// The catalog's named mode whose colors, fonts and metrics are used (a token mode without an
    /// Apple appearance, such as `tritanopia`), or `nil` for the default ones.
    public let mode: String?

    private let index: CatalogNameIndex

    /// Creates a theme of `catalog`.
    ///
    /// - Parameters:
    ///   - id: the theme's identifier, such as the file's name without its extensions.
    ///   - displayName: the name shown in settings; by default made from the identifier
    ///     (`solarized-dark` shows as "Solarized Dark").
    ///   - catalog: the catalog read from a theme file.
    ///   - mode: the catalog's named mode whose colors, fonts and metrics are used, or `nil` for the
    ///     default ones.
    public init(id: ThemeID, displayName: String? = nil, catalog: ColorCatalog, mode: String? = nil) {
        self.id = id
        self.displayName = displayName ?? Self.displayName(for: id)
        self.catalog = catalog
        self.mode = mode
        index = CatalogNameIndex(catalog)
    }

    /// The color named `name`, or `nil` when there is none or it sets no value.
    public func color(named name: String) -> DynamicColor? {
        guard case .found(let color, _, _) = index.find([name], mode: mode, CatalogNameIndex.color(mode: mode)) else {
            return nil
        }
        return color
    }

    /// The font named `name`, or `nil`.
    public func font(named name: String) -> ThemeFont? {
        guard case .found(let font, _, _) = index.find([name], mode: mode, CatalogNameIndex.font) else { return nil }
        return font
    }

    /// The metric named `name`, or `nil`.
    public func metric(named name: String) -> ThemeMetric? {
        guard case .found(let metric, _, _) = index.find([name], mode: mode, CatalogNameIndex.metric) else {
            return nil
        }
        return metric
    }

    /// Fills an app's own theme from this catalog: `body` reads each value with a fallback from
    /// the ``ThemeValues`` it is given, and the problems met come back with the theme.
    ///
    /// ```swift
    /// let (theme, problems) = catalogTheme.makeTheme { values in
    ///     PlayerTheme(
    ///         id: values.id,
    ///         background: values.color("background", fallback: PlayerTheme.standard.background),
    ///         body: values.font("body", fallback: PlayerTheme.standard.body))
    /// }
    /// ```
    public func makeTheme<AppTheme>(
        _ body: (ThemeValues) throws -> AppTheme
    ) rethrows -> (theme: AppTheme, problems: [CatalogThemeProblem]) {
        let values = ThemeValues(self)
        let theme = try body(values)
        return (theme, values.problems)
    }

    /// The name a theme file's identifier shows as: words split at `-`, `_` and spaces, each
    /// with a capital first letter. `solarized-dark` is "Solarized Dark", `Brand` stays "Brand".
    public static func displayName(for id: ThemeID) -> String {
        let words = id.rawValue.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " })
        guard !words.isEmpty else { return id.rawValue }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// Whether two themes have the same identifier, display name, mode and catalog.
    public static func == (lhs: CatalogTheme, rhs: CatalogTheme) -> Bool {
        lhs.id == rhs.id && lhs.displayName == rhs.displayName && lhs.mode == rhs.mode && lhs.catalog == rhs.catalog
    }

    /// Hashes what `==` compares: the identifier, display name, mode and catalog.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(displayName)
        hasher.combine(mode)
        hasher.combine(catalog)
    }
}
