import ShadeColor
import ShadeDiagnostics

/// `missing-high-contrast`: a color with no high-contrast variant whose value does not change with
/// Increase Contrast; a palette color (``AuditState/isPaletteColor(_:forDark:)``) is not asked for
/// one.
enum MissingHighContrastCheck: ColorCheck {
    static let id = Finding.Check.missingHighContrast
    static let defaultSeverity = Severity.info
    static let severityRule = "info"
    static let finds = "No high-contrast variant, and a value that does not change with Increase Contrast."

    static func check(color index: Int, in state: inout AuditState) {
        guard !state.isInvisible(index) else { return }
        let base = index * 8
        let changesWithHighContrast = Appearance.allCases.contains {
            !$0.isHighContrast
                && !state.resolved[base + $0.index].isSame(as: state.resolved[base + $0.highContrast.index])
        }
        guard !changesWithHighContrast, !state.declaredAppearances(index).contains(where: \.isHighContrast),
            !state.isPaletteColor(index, forDark: false)
        else { return }
        state.append(
            forColor: index,
            state.finding(
                id, defaultSeverity, color: index,
                "\(state.names[index]) has no high-contrast variant: Increase Contrast does not change it"))
    }
}
