import ShadeColor
import ShadeDiagnostics

/// `high-contrast-lowers-contrast`: a pair whose high-contrast values have less contrast than its
/// normal ones.
///
/// Only where the pair's own high-contrast values make the difference (a translucent background
/// also changes with the system background under it), and only where it matters: below the AAA
/// level (4.5:1 for non-text, which has none), which is what users who turn on Increase Contrast
/// expect. A drop of less than 1% is not reported.
enum HighContrastLowersContrastCheck: PairCheck {
    static let id = Finding.Check.highContrastLowersContrast
    static let defaultSeverity = Severity.warning
    static let severityRule = "warning"
    static let finds = """
        A color's high-contrast value brings a pair below its normal-contrast ratio and below 7:1 \
        (4.5:1 for large text and non-text).
        """

    static func check(_ pair: MeasuredPair, in state: inout AuditState) {
        let ratios = pair.ratios
        let lowered = Appearance.allCases.filter { appearance in
            guard appearance.isHighContrast else { return false }
            let normalIndex = appearance.normalContrast.index
            let changes = [pair.foregroundColors, pair.backgroundColors].contains {
                !$0[$0.startIndex + appearance.index].isSame(as: $0[$0.startIndex + normalIndex])
            }
            return changes && ratios[appearance.index] < ratios[normalIndex] * 0.99
                && ratios[appearance.index] < pair.pair.use.enhancedRatio ?? 4.5
        }
        guard !lowered.isEmpty else { return }
        var groups: [(change: String, appearances: AppearanceSet)] = []
        for appearance in lowered {
            let change =
                "\(Auditor.format(ratios[appearance.normalContrast.index])):1 → \(Auditor.format(ratios[appearance.index])):1"
            if let index = groups.firstIndex(where: { $0.change == change }) {
                groups[index].appearances.insert(appearance)
            } else {
                groups.append((change, [appearance]))
            }
        }
        let parts = groups.map { "\($0.change) in \($0.appearances.phrase)" }
        state.append(
            forColor: pair.foreground,
            pair.finding(
                id, defaultSeverity,
                lowered.map { appearance in
                    with(pair.measurement(appearance)) {
                        $0.normalContrastRatio = ratios[appearance.normalContrast.index]
                    }
                },
                "\(pair.subject): high contrast lowers the contrast: \(parts.joined(separator: "; "))", in: state))
    }
}
