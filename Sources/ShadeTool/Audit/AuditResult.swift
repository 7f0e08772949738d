import ShadeColor
import ShadeDiagnostics

/// What ``Auditor`` found in one catalog.
struct AuditResult: Sendable {
    /// Where the pairs came from.
    enum PairSource: Hashable, Sendable {
        /// A `shade.json` at this path.
        case configuration(file: String)
        /// The names (``NamingConvention``).
        case namingConventions
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
    var indexByName: [String: Int]
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
    /// ``CatalogInput/displayPath(of:)``.
    func renamingFiles(_ rename: (String) -> String) -> AuditResult {
        var result = self
        result.findings = findings.map { finding in
            with(finding) { $0.location = $0.location.map { with($0) { $0.file = rename($0.file) } } }
        }
        result.locations = locations.map { $0.map { with($0) { $0.file = rename($0.file) } } }
        return result
    }

    /// The number of findings of each severity.
    func count(of severity: Severity) -> Int {
        findings.count { $0.severity == severity }
    }
}
