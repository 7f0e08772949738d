import ShadeColor
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
    /// What was checked: the name of a check.
    ///
    /// Each check is a type of its own (``rule``, an ``AuditCheck`` in `Audit/Checks/`) with its
    /// severity, what it finds and the function that finds it: `shade audit --help` prints them,
    /// and the article "Audit rules" is made from them. The order of the cases is the order
    /// findings of equal severity are listed in, and the order of the SARIF report's rules.
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
        case contrastSimulated = "contrast-simulated"
        case indistinctSimulated = "indistinct-simulated"
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

    /// One contrast ratio behind a contrast finding, with the appearances that have it.
    ///
    /// The appearances in which the two colors and so the ratio are the same share one
    /// measurement, as the text report groups them ("2.09:1 in all light appearances"): a pair of
    /// colors with a light and a dark value has at most two, where a measurement for each
    /// appearance would repeat each four times.
    struct Measurement: Hashable, Sendable, Codable {
        /// The appearances measured.
        var appearances: AppearanceSet
        /// The WCAG 2 contrast ratio, 1…21, after compositing.
        var ratio: Double
        /// The minimum ratio the check required, if it compares with one.
        var required: Double?
        /// For ``Check/highContrastLowersContrast``: the ratio in the same appearance with normal
        /// contrast.
        var normalContrastRatio: Double?
        /// For ``Check/contrastSimulated``: the ratio without simulation; ``ratio``,
        /// ``foreground`` and ``background`` are then those of the simulated colors.
        var unsimulatedRatio: Double?
        /// The foreground as seen (composited over the background), in sRGB bytes: `#RRGGBB` in
        /// the reports.
        var foreground: SRGBBytes
        /// The background as seen (composited over the system background), in sRGB bytes.
        var background: SRGBBytes

        /// A measurement in `appearances`.
        init(
            appearances: AppearanceSet, ratio: Double, required: Double? = nil, normalContrastRatio: Double? = nil,
            unsimulatedRatio: Double? = nil, foreground: SRGBBytes, background: SRGBBytes
        ) {
            self.appearances = appearances
            self.ratio = ratio
            self.required = required
            self.normalContrastRatio = normalContrastRatio
            self.unsimulatedRatio = unsimulatedRatio
            self.foreground = foreground
            self.background = background
        }

        /// A measurement in `appearance` of a pair as seen there (`Appearance.seen(_:over:)`).
        init(
            appearance: Appearance, ratio: Double, required: Double? = nil, normalContrastRatio: Double? = nil,
            unsimulatedRatio: Double? = nil, seen: (foreground: Color, background: Color)
        ) {
            self.init(
                appearances: [appearance], ratio: ratio, required: required, normalContrastRatio: normalContrastRatio,
                unsimulatedRatio: unsimulatedRatio, foreground: SRGBBytes(seen.foreground),
                background: SRGBBytes(seen.background))
        }

        /// `measurements` with those that differ only in their appearances merged into one, in
        /// the order their first appearances come in.
        static func grouped(_ measurements: [Measurement]) -> [Measurement] {
            var groups: [Measurement] = []
            for measurement in measurements {
                if let index = groups.firstIndex(where: { $0.hasSameValues(as: measurement) }) {
                    groups[index].appearances.formUnion(measurement.appearances)
                } else {
                    groups.append(measurement)
                }
            }
            return groups
        }

        /// Whether the two measure the same ratio of the same colors against the same limits.
        private func hasSameValues(as other: Measurement) -> Bool {
            ratio == other.ratio && required == other.required && normalContrastRatio == other.normalContrastRatio
                && unsimulatedRatio == other.unsimulatedRatio && foreground == other.foreground
                && background == other.background
        }

        private enum CodingKeys: String, CodingKey {
            case appearances, ratio, required, normalContrastRatio, unsimulatedRatio, foreground, background
        }

        /// Reads a measurement as the JSON report writes it, its colors as `#RRGGBB`.
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            func bytes(_ key: CodingKeys) throws -> SRGBBytes {
                let hex = try container.decode(String.self, forKey: key)
                guard let bytes = SRGBBytes(hex: hex) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: key, in: container, debugDescription: "not a hex color: \(hex)")
                }
                return bytes
            }
            self.init(
                appearances: try container.decode(AppearanceSet.self, forKey: .appearances),
                ratio: try container.decode(Double.self, forKey: .ratio),
                required: try container.decodeIfPresent(Double.self, forKey: .required),
                normalContrastRatio: try container.decodeIfPresent(Double.self, forKey: .normalContrastRatio),
                unsimulatedRatio: try container.decodeIfPresent(Double.self, forKey: .unsimulatedRatio),
                foreground: try bytes(.foreground), background: try bytes(.background))
        }

        /// Writes the measurement as the JSON report does, its colors as `#RRGGBB`.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(appearances, forKey: .appearances)
            try container.encode(ratio, forKey: .ratio)
            try container.encodeIfPresent(required, forKey: .required)
            try container.encodeIfPresent(normalContrastRatio, forKey: .normalContrastRatio)
            try container.encodeIfPresent(unsimulatedRatio, forKey: .unsimulatedRatio)
            try container.encode(foreground.hex, forKey: .foreground)
            try container.encode(background.hex, forKey: .background)
        }
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
    /// The appearances it concerns; empty when it is not about particular appearances.
    var appearances: AppearanceSet = .empty
    /// A sentence that stands on its own: `label on background: 3.12:1 in dark; text needs 4.5:1
    /// (WCAG AA)`.
    var message: String
    /// Where: the color's definition, or the place a reader diagnostic points at.
    var location: FileLocation?
    /// The contrast ratios, for the contrast checks, grouped by appearance
    /// (``Measurement/grouped(_:)``).
    var contrast: [Measurement]?
    /// The largest ΔE OK between the colors over the appearances, for ``Check/nearDuplicate``.
    var distance: Double?
    /// For the simulated checks: the color-vision deficiency simulated, `protanopia`,
    /// `deuteranopia` or `tritanopia` (`ColorVisionDeficiency`).
    var simulation: String?
    /// With `--suggest`, for a contrast finding: the changes that fix it and the ratios they
    /// reach; `nil` without `--suggest`.
    var suggestion: Suggestion?
    /// With `--baseline`, whether the baseline covers the finding (it is then reported but does
    /// not fail the audit); `nil` without a baseline.
    var baselined: Bool?
}

extension Finding {
    /// What `--suggest` proposes for a failing pair: the nearest colors that pass (see
    /// ``ContrastFixPlan``), and the pair's ratios with them.
    struct Suggestion: Hashable, Sendable, Codable {
        /// One color's new value, its fields kept in one shared box: a change is copied into the
        /// finding of every pair it takes part in (a shared background's, into thousands) for the
        /// price of one reference, and read as if the fields were its own (`change.after`).
        @dynamicMemberLookup
        struct Change: Hashable, Sendable, Codable {
            /// What a change holds.
            struct Fields: Hashable, Sendable, Codable {
                /// The color changed: the pair's foreground or its background.
                var color: String
                /// The variant changed: `any`, `dark`, `light high contrast`, ….
                var variant: String
                /// The variant's named theme, if any.
                var theme: String?
                /// The mode of the token file or Figma collection the value is read in, by its name
                /// there, when the read has several.
                var mode: String? = nil
                /// The appearances of the default theme that show the variant.
                var appearances: AppearanceSet
                /// The value as written now, in the file's notation.
                var before: String
                /// The value as `shade fix` writes it, in the same notation.
                var after: String
                /// The value now, as `#RRGGBB` (or `#RRGGBBAA`).
                var beforeHex: String
                /// The new value, as `#RRGGBB` (or `#RRGGBBAA`).
                var afterHex: String
                /// ΔE OK between the two.
                var deltaEOK: Double
                /// Whether `shade fix` writes it.
                var writable: Bool
                /// Why it cannot be written, when it cannot.
                var reason: String?
                /// The pairs the new value would still fail, for a compromise (which is not written).
                var unmet: [String]
                /// Where the value is written.
                var location: FileLocation?
                /// The bytes `shade fix` replaces to make it, one for each component (or string)
                /// that changes; empty when it is not written.
                var edits: [Edit] = []
            }

            private final class Box: Sendable {
                let fields: Fields
                init(_ fields: Fields) { self.fields = fields }
            }

            private var box: Box

            /// The change of `fields`.
            init(_ fields: Fields) { box = Box(fields) }

            /// What the change holds.
            var fields: Fields { box.fields }

            /// The box: the same for every copy of the change, until one is modified.
            var identity: ObjectIdentifier { ObjectIdentifier(box) }

            subscript<Value>(dynamicMember field: KeyPath<Fields, Value>) -> Value {
                box.fields[keyPath: field]
            }

            subscript<Value>(dynamicMember field: WritableKeyPath<Fields, Value>) -> Value {
                get { box.fields[keyPath: field] }
                set {
                    var fields = box.fields
                    fields[keyPath: field] = newValue
                    box = Box(fields)
                }
            }

            static func == (first: Self, second: Self) -> Bool {
                first.box === second.box || first.box.fields == second.box.fields
            }

            func hash(into hasher: inout Hasher) { hasher.combine(box.fields) }

            init(from decoder: any Decoder) throws { self.init(try Fields(from: decoder)) }

            func encode(to encoder: any Encoder) throws { try box.fields.encode(to: encoder) }
        }

        /// One replacement in a file: the text from the start to the end (exclusive; lines and
        /// columns from 1, columns in Unicode scalars), and the text written there instead.
        struct Edit: Hashable, Sendable, Codable {
            var startLine: Int
            var startColumn: Int
            var endLine: Int
            var endColumn: Int
            var text: String
        }

        /// The changes, in the order they are made.
        var changes: [Change]
        /// Why there is no change, when there is none.
        var note: String?
        /// The pair's ratios in the finding's appearances once every change that is not a
        /// compromise is made, grouped as the finding's are.
        var contrast: [Measurement]
        /// Whether the pair meets its level in every appearance of the finding once they are
        /// made.
        var fixes: Bool
    }
}

extension Finding.Suggestion.Change.Fields {
    /// Reads a change as the JSON report writes it, which leaves `edits` out when there are none.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            color: try container.decode(String.self, forKey: .color),
            variant: try container.decode(String.self, forKey: .variant),
            theme: try container.decodeIfPresent(String.self, forKey: .theme),
            mode: try container.decodeIfPresent(String.self, forKey: .mode),
            appearances: try container.decode(AppearanceSet.self, forKey: .appearances),
            before: try container.decode(String.self, forKey: .before),
            after: try container.decode(String.self, forKey: .after),
            beforeHex: try container.decode(String.self, forKey: .beforeHex),
            afterHex: try container.decode(String.self, forKey: .afterHex),
            deltaEOK: try container.decode(Double.self, forKey: .deltaEOK),
            writable: try container.decode(Bool.self, forKey: .writable),
            reason: try container.decodeIfPresent(String.self, forKey: .reason),
            unmet: try container.decode([String].self, forKey: .unmet),
            location: try container.decodeIfPresent(FileLocation.self, forKey: .location),
            edits: try container.decodeIfPresent([Finding.Suggestion.Edit].self, forKey: .edits) ?? [])
    }
}
