import ShadeColor
import ShadeTheme

/// Finds the catalog entry that stands for one attribute of a theme, by the rule documented on
/// ``ThemeValues``: the exact name, else an entry whose last name component is the name, else one
/// whose last component matches ignoring case, `-`, `_` and spaces.
struct CatalogNameIndex: Sendable {
    /// What a lookup found.
    enum Match<Value> {
        /// A value, from `entry`; `others` are further entries that matched as well as it did.
        case found(Value, entry: CatalogEntry, others: [CatalogEntry])
        /// An entry of the right type that gives no value (a color set with no variant that
        /// applies).
        case noValue(CatalogEntry)
        /// An entry of another type.
        case wrongType(CatalogEntry)
        /// No entry.
        case missing
    }

    /// What an entry gives for one kind of value.
    enum Extraction<Value> {
        case value(Value)
        case noValue
        case wrongType
    }

    private let catalog: ColorCatalog
    private let byLastComponent: [String: [Int]]
    private let byNormalizedComponent: [String: [Int]]

    init(_ catalog: ColorCatalog) {
        self.catalog = catalog
        var byLastComponent: [String: [Int]] = [:]
        var byNormalizedComponent: [String: [Int]] = [:]
        for (index, entry) in catalog.entries.enumerated() {
            let last = Self.lastComponent(of: entry.name)
            byLastComponent[last, default: []].append(index)
            byNormalizedComponent[Self.normalized(last), default: []].append(index)
        }
        self.byLastComponent = byLastComponent
        self.byNormalizedComponent = byNormalizedComponent
    }

    /// The part of `name` after its last `.` or `/`: `background` for `color.background` and for
    /// `Brand/background`.
    static func lastComponent(of name: String) -> String {
        guard let separator = name.lastIndex(where: { $0 == "." || $0 == "/" }) else { return name }
        return String(name[name.index(after: separator)...])
    }

    /// `name` in lower case without `-`, `_` and spaces: `secondary-background`,
    /// `Secondary Background` and `secondaryBackground` are all `secondarybackground`.
    static func normalized(_ name: String) -> String {
        String(name.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
    }

    /// The entries that may stand for `name`, in the order of the rule's stages, each stage in
    /// catalog order.
    private func stages(for name: String) -> [[CatalogEntry]] {
        var stages: [[CatalogEntry]] = []
        if let exact = catalog[name] { stages.append([exact]) }
        let last = Self.lastComponent(of: name)
        stages.append((byLastComponent[last] ?? []).map { catalog.entries[$0] })
        stages.append((byNormalizedComponent[Self.normalized(last)] ?? []).map { catalog.entries[$0] })
        return stages
    }

    /// The first entry for `names` (tried in order) that gives a value by `extract`, each entry's
    /// value taken in the named mode `mode` (``CatalogEntry/value(conditions:theme:)``: a font or
    /// metric whose value differs by mode; a color's set holds every mode).
    func find<Value>(_ names: [String], mode: String?, _ extract: (CatalogEntry.Value) -> Extraction<Value>)
        -> Match<Value>
    {
        var withoutValue: CatalogEntry?
        var ofAnotherType: CatalogEntry?
        for name in names {
            for stage in stages(for: name) {
                var found: (Value, CatalogEntry)?
                var others: [CatalogEntry] = []
                for entry in stage {
                    switch extract(entry.value(theme: mode)) {
                    case .value(let value):
                        if found == nil { found = (value, entry) } else if entry != found?.1 { others.append(entry) }
                    case .noValue: withoutValue = withoutValue ?? entry
                    case .wrongType: ofAnotherType = ofAnotherType ?? entry
                    }
                }
                if let (value, entry) = found { return .found(value, entry: entry, others: others) }
            }
        }
        if let withoutValue { return .noValue(withoutValue) }
        if let ofAnotherType { return .wrongType(ofAnotherType) }
        return .missing
    }

    /// Reads a color for a named mode of the catalog (`nil` for the default).
    static func color(mode: String?) -> (CatalogEntry.Value) -> Extraction<DynamicColor> {
        { value in
            guard case .color(let set) = value else { return .wrongType }
            return set.dynamicColor(theme: mode).map { .value($0) } ?? .noValue
        }
    }

    /// Reads a font.
    static func font(_ value: CatalogEntry.Value) -> Extraction<ThemeFont> {
        guard case .font(let font, _) = value else { return .wrongType }
        return .value(font)
    }

    /// Reads a metric.
    static func metric(_ value: CatalogEntry.Value) -> Extraction<ThemeMetric> {
        guard case .metric(let metric, _) = value else { return .wrongType }
        return .value(metric)
    }
}
