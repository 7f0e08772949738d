import ShadeDiagnostics

/// One problem, or one hint, that `shade audit` found.
///
/// A finding belongs to one color (``color``), and names any other color involved (``related``):
/// the background of a pair, the near-duplicates of a color. Findings about the catalog as a
/// whole (a reader diagnostic outside any color, a problem in `shade.json`) have no color.
///
/// This is also the schema of the findings in `shade audit --format json` (see
/// ``AuditDocument``); a field with no value is left out.
struct Finding: Hashable, Sendable, Codable {
    /// What was checked.
    ///
    /// What each check finds, and with which severity, is written once, in ``finds`` and
    /// ``severityRule`` (`AuditRules.swift`): `shade audit --help` prints them, and the article
    /// "Audit rules" is made from them.
    enum Check: String, Hashable, Sendable, Codable, CaseIterable {
        case contrast
        case enhancedContrast = "contrast-aaa"
        case highContrastLowersContrast = "high-contrast-lowers-contrast"
        case missingDark = "missing-dark"
        case darkSameAsLight = "dark-same-as-light"
        case missingHighContrast = "missing-high-contrast"
        case outsideSRGB = "outside-srgb"
        case unresolvedReference = "unresolved-reference"
        case nearDuplicate = "near-duplicate"
        case systemAccent = "system-accent"
        case reader
        case configuration

        /// The position in ``allCases``, the order findings of equal severity are listed in.
        var rank: Int {
            guard let rank = Self.ranks[self] else { preconditionFailure("`ranks` is made from every case") }
            return rank
        }

        private static let ranks = Dictionary(uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) })
    }

    /// One contrast ratio behind a contrast finding.
    struct Measurement: Hashable, Sendable, Codable {
        /// The appearance's `Appearance.name`.
        var appearance: String
        /// The WCAG 2 contrast ratio, 1…21, after compositing.
        var ratio: Double
        /// The minimum ratio the check required, if it compares with one.
        var required: Double?
        /// For ``Check/highContrastLowersContrast``: the ratio in the same appearance with normal
        /// contrast.
        var normalContrastRatio: Double?
        /// The foreground as seen (composited over the background), `#RRGGBB`.
        var foreground: String
        /// The background as seen (composited over the system background), `#RRGGBB`.
        var background: String
    }

    /// What was checked.
    var check: Check
    /// How serious it is.
    var severity: Severity
    /// The color it is about (a pair's foreground), or `nil` for the catalog as a whole.
    var color: String?
    /// Other colors involved: a pair's background, near-duplicates.
    var related: [String] = []
    /// The named theme (a mode without an Apple appearance), or `nil` for the default theme.
    var theme: String?
    /// The `Appearance.name`s of the appearances it concerns; empty when it is not about
    /// particular appearances.
    var appearances: [String] = []
    /// A sentence that stands on its own: `label on background: 3.12:1 in dark; text needs 4.5:1
    /// (WCAG AA)`.
    var message: String
    /// Where: the color's definition, or the place a reader diagnostic points at.
    var location: FileLocation?
    /// The contrast ratios, for the contrast checks.
    var contrast: [Measurement]?
    /// The largest ΔE OK between the colors over the appearances, for ``Check/nearDuplicate``.
    var distance: Double?
    /// With `--baseline`, whether the baseline covers the finding (it is then reported but does
    /// not fail the audit); `nil` without a baseline.
    var baselined: Bool?
}
