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
    enum Check: String, Hashable, Sendable, Codable, CaseIterable {
        /// A pair below the WCAG 2 minimum for its use (AA): text 4.5:1, large text 3:1, non-text
        /// 3:1. Error.
        case contrast
        /// A text pair that meets AA but not AAA (text 7:1, large text 4.5:1). Warning in the
        /// high-contrast appearances, whose users asked for more contrast; info elsewhere.
        case enhancedContrast = "contrast-aaa"
        /// A pair whose contrast a color's high-contrast value lowers, to below the AAA level
        /// (7:1 for text, 4.5:1 for large text and non-text). Warning.
        case highContrastLowersContrast = "high-contrast-lowers-contrast"
        /// No dark variant, and a value that does not change in dark mode. Warning.
        case missingDark = "missing-dark"
        /// Dark variants identical to the light ones. Warning.
        case darkSameAsLight = "dark-same-as-light"
        /// No high-contrast variant, and a value that does not change with high contrast. Info.
        case missingHighContrast = "missing-high-contrast"
        /// A value outside the sRGB gamut in a catalog with no Display P3 color. Warning.
        case outsideSRGB = "outside-srgb"
        /// A system-color reference Shade does not know, or an alias or reference the reader could
        /// not follow. Warning for a system color; an alias's severity is the reader's.
        case unresolvedReference = "unresolved-reference"
        /// Another color within ΔE OK 0.02 in every appearance. Info.
        case nearDuplicate = "near-duplicate"
        /// With `--system-accent`: the on-accent or standalone color Shade derives from a desktop's
        /// accent (ShadeColor's `AccentColors`, libadwaita's rule) below 4.5:1 where the catalog
        /// shows it. Error.
        case systemAccent = "system-accent"
        /// A problem the reader reported in the file. Its severity is the reader's.
        case reader
        /// A problem in `shade.json`: a pair naming a color the catalog lacks (error), a pattern
        /// that matches nothing (warning).
        case configuration

        /// The position in ``allCases``, the order findings of equal severity are listed in.
        var rank: Int { Self.ranks[self]! }

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
}
