import ShadeCatalog
import ShadeColor
import ShadeDiagnostics

/// One check of `shade audit`, the way a linter's rule is: its id, the severity of its findings
/// as the rules state it, the sentence that says what it finds, and the function that finds it.
///
/// Each check is a type in a file of its own in `Audit/Checks/`. ``Finding/Check`` names them, in
/// the order findings of equal severity are listed, and ``Finding/Check/rule`` maps each name to
/// its type, so a new check is a new file, a case and its line there; `shade audit --help`, the
/// article "Audit rules" and the SARIF report's rules are made from the types.
///
/// A check finds at the stages of ``Auditor/audit(progress:)`` it conforms for, in this order:
///
/// 1. ``DiagnosticCheck``: once, over the reader's diagnostics;
/// 2. ``ColorCheck``: once for each color with a value;
/// 3. ``PairCheck``: once for each pair in each theme, its ratios measured once for all such
///    checks (``MeasuredPair``);
/// 4. ``CatalogCheck``: once over the whole catalog, after the pairs.
///
/// A check that finds nothing at a stage of its own (``ConfigurationCheck``, whose findings the
/// pairing makes) only gives its rule and its findings' form.
protocol AuditCheck {
    /// The check's name: a finding's `check`, a SARIF rule's id.
    static var id: Finding.Check { get }
    /// The most serious severity its findings can have: the level a SARIF rule is configured
    /// with (a finding's own may be lower, as an info of `contrast-aaa` outside the high-contrast
    /// appearances is).
    static var defaultSeverity: Severity { get }
    /// The severity of its findings, as the rules state it: `warning, with --simulate`.
    static var severityRule: String { get }
    /// What it finds, as the rules state it: one sentence, in Markdown.
    static var finds: String { get }
}

/// A check of the reader's diagnostics, before any color is checked.
protocol DiagnosticCheck: AuditCheck {
    /// Adds the findings the reader's diagnostics (``AuditState/diagnostics``) give.
    static func check(_ state: inout AuditState)
}

/// A check of one color with a value, by its position in the catalog.
protocol ColorCheck: AuditCheck {
    /// Adds the findings of the color at `index` to ``AuditState/findings``.
    static func check(color index: Int, in state: inout AuditState)
}

/// A check of one pair in one theme, with its ratios measured.
protocol PairCheck: AuditCheck {
    /// Adds the findings of `pair` to its foreground's findings.
    static func check(_ pair: MeasuredPair, in state: inout AuditState)
}

/// A check of the whole catalog, after the pairs.
protocol CatalogCheck: AuditCheck {
    /// Adds the findings of the catalog, given the pairs the audit checked; `progress` is called
    /// with a phase's name, the work done and the work to do (``ProgressReporter``).
    static func check(pairs: [ColorPair], in state: inout AuditState, progress: (String, Int, Int) -> Void)
}

extension Finding.Check {
    /// The type that is this check.
    ///
    /// The `switch` makes the compiler ask for a type for every case.
    var rule: any AuditCheck.Type {
        switch self {
        case .contrast: ContrastCheck.self
        case .enhancedContrast: EnhancedContrastCheck.self
        case .highContrastLowersContrast: HighContrastLowersContrastCheck.self
        case .missingDark: MissingDarkCheck.self
        case .darkSameAsLight: DarkSameAsLightCheck.self
        case .missingHighContrast: MissingHighContrastCheck.self
        case .outsideSRGB: OutsideSRGBCheck.self
        case .unresolvedReference: UnresolvedReferenceCheck.self
        case .nearDuplicate: NearDuplicateCheck.self
        case .contrastSimulated: SimulatedContrastCheck.self
        case .indistinctSimulated: IndistinctSimulatedCheck.self
        case .systemAccent: SystemAccentCheck.self
        case .reader: ReaderCheck.self
        case .configuration: ConfigurationCheck.self
        }
    }

    /// The most serious severity this check's findings can have (``AuditCheck/defaultSeverity``).
    var defaultSeverity: Severity { rule.defaultSeverity }

    /// The severity of this check's findings, as the rules state it (``AuditCheck/severityRule``).
    var severityRule: String { rule.severityRule }

    /// What this check finds, as the rules state it (``AuditCheck/finds``).
    var finds: String { rule.finds }
}

/// The checks, by the stage they run at, in the order of ``Finding/Check``.
enum AuditChecks {
    /// The checks of the reader's diagnostics.
    static var diagnosticChecks: [any DiagnosticCheck.Type] {
        Finding.Check.allCases.compactMap { $0.rule as? any DiagnosticCheck.Type }
    }
    /// The checks of each color.
    static var colorChecks: [any ColorCheck.Type] {
        Finding.Check.allCases.compactMap { $0.rule as? any ColorCheck.Type }
    }
    /// The checks of each pair.
    static var pairChecks: [any PairCheck.Type] {
        Finding.Check.allCases.compactMap { $0.rule as? any PairCheck.Type }
    }
    /// The checks of the whole catalog.
    static var catalogChecks: [any CatalogCheck.Type] {
        Finding.Check.allCases.compactMap { $0.rule as? any CatalogCheck.Type }
    }
}

/// One pair in one theme, with its colors as seen and its ratio in each appearance: what every
/// ``PairCheck`` reads, measured once.
struct MeasuredPair {
    /// The pair.
    var pair: ColorPair
    /// The foreground's position in the catalog: the color its findings belong to.
    var foreground: Int
    /// The foreground's values, by `Appearance.index`.
    var foregroundColors: ArraySlice<Color>
    /// The background's values, by `Appearance.index`.
    var backgroundColors: ArraySlice<Color>
    /// The named theme, or `nil` for the default one.
    var theme: String?
    /// The WCAG 2 ratio in each appearance (``Appearance/contrastRatio(of:over:)``), by index.
    var ratios: [Double]
    /// The two colors as seen in each appearance (``Appearance/seen(_:over:)``), by index: both
    /// measured at once (``PairMeasurement/inEachAppearance(_:)``).
    var seen: [(foreground: Color, background: Color)]

    /// Measures `pair`, whose foreground is at `foreground` in the catalog, or takes its
    /// measurement in each appearance when it is `measured` already
    /// (``PairMeasurement/inEachAppearance(of:over:)``).
    init(
        _ pair: ColorPair, foreground: Int, colors foregroundColors: ArraySlice<Color>,
        over backgroundColors: ArraySlice<Color>, theme: String?, measured: [PairMeasurement?]? = nil
    ) {
        self.pair = pair
        self.foreground = foreground
        self.foregroundColors = foregroundColors
        self.backgroundColors = backgroundColors
        self.theme = theme
        let measured = measured ?? PairMeasurement.inEachAppearance(of: foregroundColors, over: backgroundColors)
        ratios = measured.map { $0?.ratio ?? .infinity }
        seen = measured.map { measurement in
            guard let measurement else { preconditionFailure("every appearance has both colors") }
            return (measurement.foreground, measurement.background)
        }
    }

    /// `label on background (theme Sepia)`: how a finding's message names the pair.
    var subject: String {
        "\(pair.foreground) on \(pair.background)" + (theme.map { " (theme \($0))" } ?? "")
    }

    /// The measurement in `appearance`: its ratio and the colors as seen.
    func measurement(_ appearance: Appearance) -> Finding.Measurement {
        Finding.Measurement(appearance: appearance, ratio: ratios[appearance.index], seen: seen[appearance.index])
    }

    /// A finding of `check` about the pair, at its foreground's definition, with the
    /// measurements behind it.
    func finding(
        _ check: Finding.Check, _ severity: Severity, _ found: [Finding.Measurement], _ message: String,
        in state: AuditState
    ) -> Finding {
        Finding(
            check: check, severity: severity, color: pair.foreground, related: [pair.background], theme: theme,
            appearances: AppearanceSet(unionOf: found.map(\.appearances)), message: message,
            location: state.locations[foreground], contrast: Finding.Measurement.grouped(found))
    }
}
