import ShadeColor
import ShadeDiagnostics
import ShadeJSON

/// What ``Auditor`` found in one catalog.
struct AuditResult: Sendable {
    /// Where the pairs came from.
    enum PairSource: Hashable, Sendable {
        /// A `shade.json` at this path.
        case configuration(file: String)
        /// The names (``NamingConvention``).
        case namingConventions
        /// A `shade.json` at this path, and the names (`--pairs both`).
        case configurationAndNames(file: String)
        /// The system backgrounds, under the colors whose names make them foregrounds, since the
        /// names made no pair.
        case systemBackgrounds

        /// The `shade.json` the pairs come from, if any.
        var configurationFile: String? {
            switch self {
            case .configuration(let file), .configurationAndNames(let file): file
            case .namingConventions, .systemBackgrounds: nil
            }
        }

        /// `configuration`, `naming-conventions`, `configuration-and-naming-conventions` or
        /// `system-backgrounds`, as the JSON report writes it.
        var jsonName: String {
            switch self {
            case .configuration: "configuration"
            case .namingConventions: "naming-conventions"
            case .configurationAndNames: "configuration-and-naming-conventions"
            case .systemBackgrounds: "system-backgrounds"
            }
        }

        /// `from shade.json`, `from the color names`, …: where `N pairs` come from, in the text
        /// report and the pair list.
        var phrase: TerminalText {
            switch self {
            case .configuration(let file): "from \(file)"
            case .namingConventions: "from the color names"
            case .configurationAndNames(let file): "from \(file) and the color names"
            case .systemBackgrounds: "over the system backgrounds (no pairs from the color names)"
            }
        }
    }

    /// The number of colors in the catalog.
    var colorCount: Int
    /// The colors that have no value (the system's default), which are not audited.
    var unauditedColors: [String]
    /// The pairs checked for contrast.
    var pairs: [ColorPair]
    /// Where they came from.
    var pairSource: PairSource
    /// The named themes, each checked for contrast besides the default.
    var themes: [String]
    /// The findings: those of the catalog as a whole first, then each color's in catalog order,
    /// the most serious first.
    var findings: [Finding]
    /// Each color's value in each appearance (default theme): `resolved[color * 8 + appearance]`.
    var resolved: ContiguousArray<Color>
    /// Each color's position, by name.
    var indexByName: ScalarKeyed<Int>
    /// Where each color is defined, by position.
    var locations: [FileLocation?]
    /// Whether each color has a value, by position; one without (the system's default, or a
    /// color none of whose values could be read) has no swatches.
    var hasValue: [Bool]
    /// The color-vision deficiencies simulated (`--simulate`), in the order given.
    var simulations: [ColorVisionDeficiency] = []

    /// The value of a color in each appearance (default theme), by `Appearance.index`, for the
    /// report's swatches.
    func swatches(of color: String) -> ArraySlice<Color>? {
        guard let index = indexByName[color], hasValue[index] else { return nil }
        return resolved[index * 8..<index * 8 + 8]
    }

    /// Where a color is defined.
    func definition(of color: String) -> FileLocation? {
        indexByName[color].flatMap { locations[$0] }
    }

    /// The result with every file name changed by `rename`, such as
    /// ``SourceFiles/path(of:)``.
    func renamingFiles(_ rename: (String) -> String) -> AuditResult {
        with(self) { $0.renameFiles(rename) }
    }

    /// Changes every file name by `rename`, in place: the findings are not copied. Suggestions are
    /// attached after it, with their files renamed by ``attach(_:edits:renamingFiles:)``.
    mutating func renameFiles(_ rename: (String) -> String) {
        // A color's findings follow one another and name its file: each file is looked up once
        // for a run of them, not once for each of tens of thousands.
        var last: (file: String, renamed: String)?
        func renamed(_ file: String) -> String {
            if let last, last.file == file { return last.renamed }
            let renamed = rename(file)
            last = (file, renamed)
            return renamed
        }
        for index in findings.indices {
            if let file = findings[index].location?.file { findings[index].location?.file = renamed(file) }
        }
        for index in locations.indices {
            if let file = locations[index]?.file { locations[index]?.file = renamed(file) }
        }
    }

    /// The number of findings of each severity.
    func count(of severity: Severity) -> Int {
        findings.count { $0.severity == severity }
    }
}
