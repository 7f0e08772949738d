import ShadeColor
import ShadeDiagnostics

/// The report of `shade audit --format json`, version 2.
///
/// ```json
/// {
///   "version": 2,
///   "failOn": "error",
///   "exitCode": 1,
///   "summary": { "errors": 1, "warnings": 0, "infos": 2 },
///   "appearances": ["light", "lightElevated", "lightHighContrast", …],
///   "inputs": [
///     {
///       "path": "Colors.xcassets", "kind": "xcassets", "readable": true,
///       "colors": 3, "unauditedColors": ["AccentColor"], "themes": [],
///       "pairSource": "naming-conventions",
///       "pairs": [{ "foreground": "label", "background": "background", "use": "text",
///                   "reason": "neutral background" }],
///       "findings": [
///         {
///           "check": "contrast", "severity": "error", "color": "label", "related": ["background"],
///           "appearances": ["dark", "darkElevated", "darkHighContrast", "darkElevatedHighContrast"],
///           "message": "label on background: 3.12:1 in all dark appearances, below the WCAG AA minimum of 4.5:1 for text",
///           "location": { "file": "Colors.xcassets/label.colorset/Contents.json", "line": 1, "column": 1 },
///           "contrast": [{ "appearances": ["dark", "darkElevated", "darkHighContrast", "darkElevatedHighContrast"],
///                          "ratio": 3.1234, "required": 4.5, "foreground": "#555555", "background": "#000000" }]
///         }
///       ]
///     }
///   ]
/// }
/// ```
///
/// A reader that knows version 2 can rely on every field above; later versions only add
/// fields, and raise `version` if they ever change or remove one. Version 1 wrote one
/// `contrast` entry per appearance, with its `appearance`; version 2 writes one per group of
/// appearances with the same colors and ratio, with their `appearances`, so that a report of
/// many pairs is a quarter of the size. Absent values are left out (`theme`, `location`,
/// `contrast`, `distance`, `simulation`, `configuration`, `error`). See ``Finding`` for
/// the checks and their severities.
///
/// With `--baseline`, every finding has `"baselined"` (`true` when the baseline covers it), the
/// summary counts only the findings that are not baselined and adds `"baselined"`, their number,
/// and `"baselineGone"` lists the baseline's entries that no finding matched, each as the
/// baseline file writes it (``AuditBaseline``).
struct AuditDocument: Hashable, Sendable, Codable {
    /// The schema's version, 2.
    var version = AuditDocument.currentVersion

    /// The version this Shade writes, which `audit --help` states.
    static let currentVersion = 2
    /// The `--fail-on` severity.
    var failOn: Severity
    /// The status `shade audit` exits with.
    var exitCode: Int32
    /// The findings counted by severity, over every input.
    var summary: Summary
    /// The appearances' names, in the order of ``Appearance/allCases``.
    var appearances: [String] = Appearance.allCases.map(\.name)
    /// With `--baseline` (or `--write-baseline`), the baseline's entries that no finding
    /// matched: fixed, or changed, since it was written.
    var baselineGone: [AuditBaseline.Key]?
    /// One report per input, in command-line order.
    var inputs: [Input]

    /// Counts of findings by severity.
    struct Summary: Hashable, Sendable, Codable {
        /// Findings of severity error.
        var errors: Int
        /// Findings of severity warning.
        var warnings: Int
        /// Findings of severity info.
        var infos: Int
        /// With a baseline, the findings it covers, which the counts above leave out.
        var baselined: Int?
    }

    /// The report of one input.
    struct Input: Hashable, Sendable, Codable {
        /// The path as given.
        var path: String
        /// `xcassets` or `tokens`, or `nil` when the kind could not be told.
        var kind: CatalogInput.Kind?
        /// Whether it could be read; when not, ``error`` says why and nothing else is filled in.
        var readable: Bool
        /// Why it could not be read.
        var error: String?
        /// The number of colors.
        var colors: Int
        /// The colors with no value (the system's default), not audited.
        var unauditedColors: [String]
        /// The named themes, each audited for contrast besides the default one.
        var themes: [String]
        /// `configuration`, `naming-conventions`, `configuration-and-naming-conventions` (`--pairs
        /// both`) or `system-backgrounds` (the names made no pair).
        var pairSource: String
        /// The `shade.json` the pairs come from.
        var configuration: String?
        /// The pairs checked, each with the reason it was formed.
        var pairs: [ColorPair]
        /// The findings: the catalog's first, then by color in catalog order.
        var findings: [Finding]
    }
}

extension AuditDocument.Input {
    /// The report of an input that was audited.
    init(input: CatalogInput, result: AuditResult) {
        self.init(
            path: input.path, kind: input.kind, readable: true, error: nil, colors: result.colorCount,
            unauditedColors: result.unauditedColors, themes: result.themes,
            pairSource: result.pairSource.jsonName, configuration: result.pairSource.configurationFile,
            pairs: result.pairs, findings: result.findings)
    }

    /// The report of an input that could not be read.
    init(path: String, kind: CatalogInput.Kind?, error: String) {
        self.init(
            path: path, kind: kind, readable: false, error: error, colors: 0, unauditedColors: [], themes: [],
            pairSource: "naming-conventions", configuration: nil, pairs: [], findings: [])
    }
}
