public import ShadeColor
public import ShadeTheme

/// Reads the values of an app's own `Theme` model from a catalog by name, with a
/// fallback for each, and collects a ``CatalogThemeProblem`` for every name that is missing or of
/// the wrong type.
///
/// ```swift
/// struct PlayerTheme: Theme {
///     let id: ThemeID
///     var background: DynamicColor
///     var accent: DynamicColor
///     var body: ThemeFont
///     var rowSpacing: ThemeMetric
/// }
///
/// let values = ThemeValues(catalog: catalog, id: "aurora")
/// let theme = PlayerTheme(
///     id: values.id,
///     background: values.color("background", fallback: PlayerTheme.standard.background),
///     accent: values.color("accent", fallback: PlayerTheme.standard.accent),
///     body: values.font("body", fallback: PlayerTheme.standard.body),
///     rowSpacing: values.metric("rowSpacing", fallback: PlayerTheme.standard.rowSpacing))
/// if !values.problems.isEmpty { print(values.problems) }
/// ```
///
/// **How a name is found.** Theme files name things their own way — an asset catalog's color
/// set `Background` inside a `Colors` folder, a token `color.background` or
/// `color.secondary-background` — so a name is looked for in three steps, and the first step
/// that finds an entry of the right kind wins:
///
/// 1. the entry with exactly that name (`color.bg.default` finds that token);
/// 2. the entries whose last name component — the part after the last `.` or `/` — is the name
///    (`background` finds `color.background` and `Brand/background`);
/// 3. the entries whose last component equals the name ignoring case, `-`, `_` and spaces
///    (`secondaryBackground` finds `SecondaryBackground`, `color.secondary-background` and
///    `secondary_background`).
///
/// Alternative names, when given, are tried in the same way after the name. An entry of another
/// kind (a font where a color is asked for) is passed over; if nothing of the right kind is found
/// the problem names it. When several entries match in the winning step, the first in the file
/// is used and the problem lists the others.
///
/// A reader is used on one thread, for one theme; it is a class so that a closure can fill a theme
/// with it and the problems are there afterwards.
public final class ThemeValues {
    /// The identifier the theme gets.
    public let id: ThemeID
    /// The name the theme shows in settings.
    public let displayName: String
    /// The catalog read.
    public let catalog: ColorCatalog
    /// The catalog's named mode whose colors, fonts and metrics are read (a token mode without an
    /// Apple appearance, such as `tritanopia`), or `nil` for the default ones.
    public let mode: String?
    /// The problems met so far, in the order the values were asked for.
    public private(set) var problems: [CatalogThemeProblem] = []

    private let index: CatalogNameIndex

    /// Creates a reader of `catalog` for the theme `id`.
    ///
    /// - Parameters:
    ///   - catalog: the catalog read from a theme file.
    ///   - id: the identifier the theme gets.
    ///   - displayName: the name shown in settings; by default made from the identifier
    ///     (`solarized-dark` shows as "Solarized Dark").
    ///   - mode: the catalog's named mode whose colors, fonts and metrics are read, or `nil` for the
    ///     default ones.
    public init(catalog: ColorCatalog, id: ThemeID, displayName: String? = nil, mode: String? = nil) {
        self.catalog = catalog
        self.id = id
        self.displayName = displayName ?? CatalogTheme.displayName(for: id)
        self.mode = mode
        index = CatalogNameIndex(catalog)
    }

    /// Creates a reader of a ``CatalogTheme``'s catalog, for a theme with its identifier and name.
    public convenience init(_ theme: CatalogTheme) {
        self.init(catalog: theme.catalog, id: theme.id, displayName: theme.displayName, mode: theme.mode)
    }

    /// The catalog as a theme of its own, with this reader's identifier, name and mode.
    public var catalogTheme: CatalogTheme {
        CatalogTheme(id: id, displayName: displayName, catalog: catalog, mode: mode)
    }

    /// The color named `name` (or one of `alternatives`), or `fallback` when there is none.
    public func color(_ name: String, alternatives: [String] = [], fallback: DynamicColor) -> DynamicColor {
        value(.color, [name] + alternatives, fallback, CatalogNameIndex.color(mode: mode))
    }

    /// The font named `name` (or one of `alternatives`), or `fallback` when there is none.
    public func font(_ name: String, alternatives: [String] = [], fallback: ThemeFont) -> ThemeFont {
        value(.font, [name] + alternatives, fallback, CatalogNameIndex.font)
    }

    /// The metric named `name` (or one of `alternatives`), or `fallback` when there is none.
    public func metric(_ name: String, alternatives: [String] = [], fallback: ThemeMetric) -> ThemeMetric {
        value(.metric, [name] + alternatives, fallback, CatalogNameIndex.metric)
    }

    private func value<Value>(
        _ kind: CatalogThemeProblem.ValueKind, _ names: [String], _ fallback: Value,
        _ extract: (CatalogEntry.Value) -> CatalogNameIndex.Extraction<Value>
    ) -> Value {
        func report(_ reason: CatalogThemeProblem.Reason, _ entry: CatalogEntry?) {
            problems.append(
                CatalogThemeProblem(
                    themeID: id, names: names, expected: kind, reason: reason, entry: entry?.name,
                    source: entry?.source))
        }
        switch index.find(names, mode: mode, extract) {
        case .found(let value, let entry, let others):
            if !others.isEmpty { report(.ambiguous(others: others.map(\.name)), entry) }
            return value
        case .noValue(let entry):
            report(.noValue, entry)
        case .wrongType(let entry):
            report(.wrongType(found: CatalogThemeProblem.ValueKind(entry.value)), entry)
        case .missing:
            report(.missing, nil)
        }
        return fallback
    }
}
