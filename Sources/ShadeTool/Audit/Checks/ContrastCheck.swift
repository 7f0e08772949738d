import ShadeColor
import ShadeDiagnostics

/// `contrast`: a pair below the WCAG 2 AA minimum for its use, in some appearance.
///
/// With `--suggest`, each of its findings gets the nearest colors that pass
/// (``ContrastFixPlanner``), and `shade fix` writes them.
enum ContrastCheck: PairCheck {
    static let id = Finding.Check.contrast
    static let defaultSeverity = Severity.error
    static let severityRule = "error"
    static let finds = """
        A foreground and background pair below the WCAG 2 AA minimum for its use: 4.5:1 for text, \
        3:1 for large text and for non-text elements (icons).
        """

    static func check(_ pair: MeasuredPair, in state: inout AuditState) {
        let minimum = pair.pair.use.minimumRatio
        let failing = Appearance.allCases.filter { pair.ratios[$0.index] < minimum }
        guard !failing.isEmpty else { return }
        state.append(
            forColor: pair.foreground,
            pair.finding(
                id, defaultSeverity, failing.map { with(pair.measurement($0)) { $0.required = minimum } },
                "\(pair.subject): \(Auditor.describe(failing, ratios: pair.ratios)), below the WCAG AA minimum of "
                    + "\(Auditor.format(minimum)):1 for \(pair.pair.use.phrase)",
                in: state))
    }
}
