public import ShadeColor
public import ShadeDiagnostics
public import ShadeJSON
public import ShadeTheme

/// The colors (and fonts and metrics) of a theme file, in one model for every format Shade reads:
/// ordered entries, each addressed by its name in the file.
///
/// An asset catalog gives one entry per color set, named with its namespaces (`Vengo/Primary`); a
/// design-token file one entry per token, named by its path (`color.bg.default`). Each color is a
/// ``ColorSet`` with the variants its file declares, so ``dynamicColor(named:theme:)`` resolves against
/// traits like any `DynamicColor`. What a round trip must not lose is kept beside the
/// values: descriptions, where each entry was defined, references, extensions and unknown keys.
public struct ColorCatalog: Hashable, Sendable {
    /// The most entries a reader accepts in one read: 100 000 tokens (before `$extends` adds
    /// at most 10 000 more), or colors and images of an asset catalog. The largest real theme
    /// files hold a few thousand; beyond the limit, the rest is left out with an error that names
    /// the first entry left out, so that no file makes the work that follows a read (a preview,
    /// an audit, code generation) explode.
    public static let maximumEntries = 100_000

    /// The entries, in the order of their files.
    public private(set) var entries: [CatalogEntry]
    /// Each name's index in ``entries``. Names are compared by their Unicode scalars, as JSON
    /// compares member names: `café` precomposed and decomposed are two entries.
    private var indexByName: ScalarKeyed<Int>
    /// The catalog's own metadata: the members of an asset catalog's top-level `Contents.json`
    /// other than the `author` and `version` of its `info` (such as `properties`), a token file's
    /// top-level `$description` and `$extensions`, kept for the writer.
    public var metadata: [CatalogJSON.Member]
    /// What each format keeps that the others have no place for (``CatalogSidecar``): an asset
    /// catalog's folders, a token file's group properties.
    var sidecars = CatalogSidecars()
    /// The convention the entries' names and paths follow: the format they were read from, or
    /// were last named for. `nil` for a catalog built in code, whose names are taken as given.
    ///
    /// A writer names the entries for its own format unless they already are
    /// (``namedForAssetCatalog()``, ``namedForDesignTokens()``), so a catalog read from any format
    /// can be given to any writer as it is.
    public var naming: CatalogNaming?

    /// An empty catalog.
    public init() {
        entries = []
        indexByName = [:]
        metadata = []
    }

    /// A catalog of `entries`; a later entry replaces an earlier one of the same name, in place.
    public init(entries: some Sequence<CatalogEntry>, metadata: [CatalogJSON.Member] = []) {
        self.init()
        self.metadata = metadata
        for entry in entries { insert(entry) }
    }

    /// The number of entries.
    public var count: Int { entries.count }

    /// The names of the entries, in order.
    public var names: [String] { entries.map(\.name) }

    /// The entry named `name`, or `nil`. Names are compared by their Unicode scalars, as the
    /// readers compare them: `café` with a precomposed `é` finds only that spelling, not `café`
    /// with `e` and U+0301 (see <doc:ThemeFiles>).
    public subscript(name: String) -> CatalogEntry? {
        indexByName[name].map { entries[$0] }
    }

    /// Adds `entry`, or replaces the entry of the same name where it stands.
    public mutating func insert(_ entry: consuming CatalogEntry) {
        // One lookup for a new name (the common case); a known one gets its index back.
        let name = entry.name
        if let index = indexByName.updateValue(entries.count, forKey: name) {
            indexByName[name] = index
            entries[index] = consume entry
        } else {
            entries.append(consume entry)
        }
    }

    /// Removes every entry, keeping the metadata.
    package mutating func removeAllEntries() {
        entries = []
        indexByName = [:]
    }

    /// A catalog of `entries`, whose names are all different, with each name's index in them.
    package init(uniquelyNamed entries: [CatalogEntry], indexByName: ScalarKeyed<Int>) {
        self.init()
        self.entries = entries
        self.indexByName = indexByName
    }

    /// Makes room for `count` entries.
    package mutating func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(count)
        indexByName.reserveCapacity(count)
    }

    /// Removes the entry named `name`, and returns it.
    @discardableResult
    public mutating func remove(named name: String) -> CatalogEntry? {
        guard let index = indexByName[name] else { return nil }
        let entry = entries.remove(at: index)
        indexByName = ScalarKeyed(uniqueKeysWithValues: entries.enumerated().map { ($1.name, $0) })
        return entry
    }

    /// The dynamic color of the color entry named `name`, for `theme` (a named mode, or `nil` for
    /// the default), or `nil` when there is no such color or it sets no value.
    public func dynamicColor(named name: String, theme: String? = nil) -> DynamicColor? {
        guard case .color(let set) = self[name]?.value else { return nil }
        return set.dynamicColor(theme: theme)
    }

    /// The entries that are colors, with their names.
    public var colors: [(name: String, set: ColorSet)] {
        entries.compactMap { entry in
            guard case .color(let set) = entry.value else { return nil }
            return (entry.name, set)
        }
    }

    /// The named themes (modes without an Apple appearance) that any color has variants for, or
    /// any other entry a value in (``CatalogEntry/modeValues``), sorted.
    public var themes: [String] {
        Array(Set(colors.flatMap(\.set.themes) + entries.flatMap { $0.modeValues.compactMap(\.theme) })).sorted()
    }

    /// Whether two catalogs have equal entries (in order), metadata and sidecars
    /// (``CatalogSidecar``). How their names are spelled (``naming``) is not compared.
    public static func == (lhs: ColorCatalog, rhs: ColorCatalog) -> Bool {
        lhs.entries == rhs.entries && lhs.metadata == rhs.metadata && lhs.sidecars == rhs.sidecars
    }

    /// Hashes what ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(entries)
        hasher.combine(metadata)
        hasher.combine(sidecars)
    }
}

/// One named entry of a ``ColorCatalog``.
public struct CatalogEntry: Hashable, Sendable {
    /// The full name, as the format addresses it: `Vengo/Primary` (asset catalog, namespaces
    /// joined with `/`) or `color.bg.default` (token path, joined with `.`).
    public var name: String
    /// The groups and the entry's own name, outermost first: `["Vengo", "Primary"]`. For an asset
    /// catalog these are every folder, namespaced or not; ``name`` has only the namespaces.
    public var path: [String]
    /// The value.
    public var value: Value
    /// The description (`$description`), if any.
    public var description: String?
    /// Whether the entry is deprecated, and why (`$deprecated`).
    public var deprecation: Deprecation?
    /// The token this one is an alias of (`{color.base.blue}` is `color.base.blue`), so a writer
    /// can keep the alias; the value is already resolved.
    public var aliasOf: String?
    /// Where it was defined.
    public var source: FileLocation?
    /// The `$extensions` and other data of the entry Shade does not interpret, kept for the writer.
    public var extensions: [CatalogJSON.Member]
    /// The values of a font, metric or other entry in the modes where it has another value than
    /// ``value`` (which holds the default mode's), in Shade's order of modes: a Figma `FLOAT`
    /// variable whose value differs by theme, a `dimension` token of a dark mode's file. Empty for
    /// a color (its ``ColorSet`` has a variant per mode) and for an entry with one value.
    /// ``value(conditions:theme:)`` looks a mode up as Shade looks up a color's variant.
    public var modeValues: [ModeValue]

    /// Creates an entry.
    public init(
        name: String,
        path: [String]? = nil,
        value: Value,
        description: String? = nil,
        deprecation: Deprecation? = nil,
        aliasOf: String? = nil,
        source: FileLocation? = nil,
        extensions: [CatalogJSON.Member] = [],
        modeValues: [ModeValue] = []
    ) {
        self.name = name
        self.path = path ?? [name]
        self.value = value
        self.description = description
        self.deprecation = deprecation
        self.aliasOf = aliasOf
        self.source = source
        self.extensions = extensions
        self.modeValues = modeValues
    }

    /// The value of a font, metric or other entry in one mode other than the default.
    public struct ModeValue: Hashable, Sendable {
        /// The mode's appearance conditions, in Shade's order (`[]` for the default appearance).
        public var conditions: [ColorVariant.Condition]
        /// The mode's named theme, or `nil` for the default theme.
        public var theme: String?
        /// The value in that mode; never a color or an image.
        public var value: Value
        /// The token the value is an alias of in that mode, if any.
        public var aliasOf: String?

        /// Creates a mode's value.
        public init(conditions: [ColorVariant.Condition], theme: String?, value: Value, aliasOf: String? = nil) {
            self.conditions = conditions
            self.theme = theme
            self.value = value
            self.aliasOf = aliasOf
        }

        /// The appearance of ``conditions``, or `nil` when they name none Shade knows.
        public var appearance: DynamicColor.Variant? {
            ColorVariant(conditions: conditions, value: nil).appearance
        }
    }

    /// The value in the mode of `conditions` and `theme`: the mode's own value in
    /// ``modeValues``, else the one Shade's lookup falls back to (as for a color's variants: the
    /// nearest appearance of the theme, then of the default theme), else ``value``.
    public func value(conditions: [ColorVariant.Condition] = [], theme: String? = nil) -> Value {
        modeValue(conditions: conditions, theme: theme)?.value ?? value
    }

    /// The entry of ``modeValues`` that the mode of `conditions` and `theme` reads, or `nil` when
    /// it reads ``value``.
    public func modeValue(conditions: [ColorVariant.Condition], theme: String?) -> ModeValue? {
        guard !modeValues.isEmpty else { return nil }
        if let own = modeValues.first(where: { $0.conditions == conditions && $0.theme == theme }) { return own }
        guard let appearance = ColorVariant(conditions: conditions, value: nil).appearance else { return nil }
        let modes = modeValues.map { ($0.appearance, $0.theme) } + [(DynamicColor.Variant.any, nil)]
        guard let index = ColorVariant.fallbackIndex(for: appearance, theme: theme, in: modes) else { return nil }
        return index < modeValues.count ? modeValues[index] : nil
    }

    /// The value of an entry.
    public enum Value: Hashable, Sendable {
        /// A color, with its variants.
        case color(ColorSet)
        /// An image: an asset catalog's image set, with its files for each appearance and scale.
        case image(ImageSet)
        /// A font: a `typography` token, or a `fontFamily` or `fontWeight` token at Shade's
        /// default size. The letter spacing and line height, when the token gives them, are kept
        /// in ``Typography``.
        // Boxed, as it is several times the size of the other values and entries are mostly colors.
        indirect case font(ThemeFont, Typography)
        /// A length (`dimension`), in points; `rem` is converted at 16 points.
        case metric(ThemeMetric, Dimension)
        /// A token of another type (`number`, `duration`, `shadow`, …), kept as written.
        case other(type: String?, value: CatalogJSON)
    }

    /// Whether and why an entry is deprecated.
    public enum Deprecation: Hashable, Sendable {
        /// Deprecated, no reason given (`"$deprecated": true`).
        case deprecated
        /// Deprecated for this reason.
        case reason(String)
    }
}

/// A length as a token file writes it: a number and a unit.
public struct Dimension: Hashable, Sendable {
    /// The number.
    public var value: Double
    /// The unit: `px` or `rem` in DTCG 2025.10; other units seen in real files (`em`, `pt`) are kept.
    public var unit: String

    /// Creates a dimension.
    public init(_ value: Double, unit: String) {
        self.value = value
        self.unit = unit
    }

    /// The length in points: `px` and `pt` as they are, `rem` at 16 points (DTCG 2025.10,
    /// `dimension`), or `nil` for a relative unit such as `em`.
    public var points: Double? {
        switch unit {
        case "px", "pt": value
        case "rem": value * 16
        default: nil
        }
    }
}

/// What a typography token gives besides Shade's `ThemeFont`, kept for the writer.
public struct Typography: Hashable, Sendable {
    /// Font families in order of preference, as written.
    public var fontFamilies: [String]
    /// The weight as written: a number 1…1000 or a name such as `semi-bold`.
    public var fontWeight: CatalogJSON?
    /// The font size, as written.
    public var fontSize: Dimension?
    /// The letter spacing, as written.
    public var letterSpacing: Dimension?
    /// The line height, as written: a number (a multiple of the size) or, in some real files, a
    /// dimension.
    public var lineHeight: CatalogJSON?
    /// The fields written as aliases, by field name (`fontFamily`, `fontSize`, `fontWeight`,
    /// `letterSpacing`, `lineHeight`) to the token they refer to (`font.design.default`), so that a
    /// writer can keep them; the fields above hold the resolved values.
    public var fieldAliases: [String: String]
    /// The fields Shade's font model has none for (Tokens Studio's `textCase`, `paragraphSpacing`,
    /// …), as written, so that a writer puts them back.
    public var otherFields: [CatalogJSON.Member]

    /// Creates a typography description.
    public init(
        fontFamilies: [String] = [],
        fontWeight: CatalogJSON? = nil,
        fontSize: Dimension? = nil,
        letterSpacing: Dimension? = nil,
        lineHeight: CatalogJSON? = nil,
        fieldAliases: [String: String] = [:],
        otherFields: [CatalogJSON.Member] = []
    ) {
        self.fontFamilies = fontFamilies
        self.fontWeight = fontWeight
        self.fontSize = fontSize
        self.letterSpacing = letterSpacing
        self.lineHeight = lineHeight
        self.fieldAliases = fieldAliases
        self.otherFields = otherFields
    }
}
