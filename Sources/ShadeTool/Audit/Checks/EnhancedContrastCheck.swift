import ShadeColor
import ShadeDiagnostics

/// `contrast-aaa`: a pair that meets the WCAG 2 AA minimum but not the AAA level, which users who
/// turn on Increase Contrast expect: a warning in the high-contrast appearances, an info in the
/// others.
enum EnhancedContrastCheck: PairCheck {
    static let id = Finding.Check.enhancedContrast
    static let defaultSeverity = Severity.warning
    static let severityRule = "warning in the high-contrast appearances, info in the others"
    static let finds = """
        A text pair that meets AA but not AAA (7:1, large text 4.5:1): users who turn on Increase \
        Contrast expect it.
        """

    static func check(_ pair: MeasuredPair, in state: inout AuditState) {
        guard let enhanced = pair.pair.use.enhancedRatio else { return }
        let minimum = pair.pair.use.minimumRatio
        let short = Appearance.allCases.filter { pair.ratios[$0.index] >= minimum && pair.ratios[$0.index] < enhanced }
        for highContrast in [true, false] {
            let found = short.filter { $0.isHighContrast == highContrast }
            guard !found.isEmpty else { continue }
            let note = highContrast ? ", which users who turn on Increase Contrast expect" : ""
            state.append(
                forColor: pair.foreground,
                pair.finding(
                    id, highContrast ? .warning : .info,
                    found.map { with(pair.measurement($0)) { $0.required = enhanced } },
                    "\(pair.subject): \(Auditor.describe(found, ratios: pair.ratios)), meets AA but not the WCAG AAA "
                        + "level of \(Auditor.format(enhanced)):1 for \(pair.pair.use.phrase)\(note)",
                    in: state))
        }
    }
}
