import ShadeColor
import ShadeDiagnostics

/// `contrast-simulated`, with `--simulate`: a pair that meets its WCAG AA minimum but not once both
/// its colors, as seen in an appearance (composited as the contrast check does), are simulated as
/// a person with a color-vision deficiency sees them (ShadeColor's `Color.simulating(_:)`), and its
/// ratio is measured again by `Appearance.contrastRatio(of:over:)`, the one contrast path.
enum SimulatedContrastCheck: PairCheck {
    static let id = Finding.Check.contrastSimulated
    static let defaultSeverity = Severity.warning
    static let severityRule = "warning, with --simulate"
    static let finds = """
        With `--simulate`: a pair that meets the WCAG 2 AA minimum for its use but falls below it \
        when both colors, as seen, are simulated as a person with the deficiency sees them \
        (Machado et al. 2009 at severity 1 for protanopia and deuteranopia, Brettel et al. 1997 for \
        tritanopia).
        """

    static func check(_ measured: MeasuredPair, in state: inout AuditState) {
        let (pair, seen, ratios, theme) = (measured.pair, measured.seen, measured.ratios, measured.theme)
        let minimum = pair.use.minimumRatio
        for deficiency in state.simulations {
            var simulatedRatios = [Double](repeating: 0, count: 8)
            var measurements: [Finding.Measurement] = []
            for appearance in Appearance.allCases where ratios[appearance.index] >= minimum {
                let colors = seen[appearance.index]
                let simulatedForeground = colors.foreground.simulating(deficiency)
                let simulatedBackground = colors.background.simulating(deficiency)
                let ratio = appearance.contrastRatio(of: simulatedForeground, over: simulatedBackground)
                simulatedRatios[appearance.index] = ratio
                guard ratio < minimum else { continue }
                measurements.append(
                    Finding.Measurement(
                        appearance: appearance, ratio: ratio, required: minimum,
                        unsimulatedRatio: ratios[appearance.index], seen: (simulatedForeground, simulatedBackground)))
            }
            guard !measurements.isEmpty else { continue }
            let failing = AppearanceSet(unionOf: measurements.map(\.appearances))
            let themeNote = theme.map { " (theme \($0))" } ?? ""
            let message =
                "\(pair.foreground) on \(pair.background)\(themeNote), \(deficiency) simulated "
                + "(\(deficiency.method)): \(Auditor.describe(failing, ratios: simulatedRatios)), below the WCAG AA "
                + "minimum of \(Auditor.format(minimum)):1 for \(pair.use.phrase); without simulation "
                + Auditor.describe(failing, ratios: ratios)
            state.append(
                forColor: measured.foreground,
                Finding(
                    check: id, severity: defaultSeverity, color: pair.foreground, related: [pair.background],
                    theme: theme, appearances: failing, message: message,
                    location: state.locations[measured.foreground], contrast: Finding.Measurement.grouped(measurements),
                    simulation: deficiency.rawValue))
        }
    }
}
