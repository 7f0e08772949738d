import ShadeColor
import ShadeDiagnostics

/// `dark-same-as-light`: a color whose dark variants are the light ones, so that nothing changes
/// in dark mode.
///
/// Either the catalog declares dark variants equal to the light ones, or the file gives a dark
/// value that is the light one, which the catalog holds no variant for
/// (`CatalogReadResult.darkSameAsLight`).
enum DarkSameAsLightCheck: ColorCheck {
    static let id = Finding.Check.darkSameAsLight
    static let defaultSeverity = Severity.warning
    static let severityRule = "warning"
    static let finds = "Dark variants identical to the light ones, so nothing changes in dark mode."

    static func check(color index: Int, in state: inout AuditState) {
        guard state.staysTheSameInDark(index), state.declaresDark(index) else { return }
        let name = state.names[index]
        state.append(
            forColor: index,
            state.finding(
                id, defaultSeverity, color: index,
                "\(name): the dark variant is the same as the light one (\(state.resolved[index * 8].hexString)), so "
                    + "nothing changes in dark mode"))
    }
}
