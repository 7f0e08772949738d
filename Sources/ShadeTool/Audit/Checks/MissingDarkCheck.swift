import ShadeColor
import ShadeDiagnostics

/// `missing-dark`: a color with no dark variant whose value does not change in dark mode.
///
/// A system color reference changes by itself, and a palette color gets its dark values through
/// the colors that are aliases of it (``AuditState/isPaletteColor(_:forDark:)``); a color whose
/// file gives a dark value that is the light one is ``DarkSameAsLightCheck``'s.
enum MissingDarkCheck: ColorCheck {
    static let id = Finding.Check.missingDark
    static let defaultSeverity = Severity.warning
    static let severityRule = "warning"
    static let finds = """
        No dark variant, and a value that does not change in dark mode (a system-color reference \
        changes by itself).
        """

    static func check(color index: Int, in state: inout AuditState) {
        guard state.staysTheSameInDark(index), !state.declaresDark(index) else { return }
        let name = state.names[index]
        state.append(
            forColor: index,
            state.finding(
                id, defaultSeverity, color: index,
                "\(name) has no dark variant: it stays \(state.resolved[index * 8].hexString) in dark mode"))
    }
}
