import ShadeCatalog
import ShadeColor
import ShadeDiagnostics

/// `outside-srgb`: in a catalog with no Display P3 color (no variant in `display-p3` or a wider
/// RGB space, none limited to the display-P3 gamut), a value outside sRGB, which sRGB displays
/// clip, is most likely a mistake.
enum OutsideSRGBCheck: ColorCheck {
    static let id = Finding.Check.outsideSRGB
    static let defaultSeverity = Severity.warning
    static let severityRule = "warning"
    static let finds = "A value outside sRGB in a catalog with no Display P3 color, which sRGB displays clip."

    static func check(color index: Int, in state: inout AuditState) {
        guard state.isSRGBOnly else { return }
        let outside = state.sets[index].variants.compactMap { variant -> (ColorVariant, CatalogColor)? in
            guard case .color(let color) = variant.value, !color.color.isInGamut(of: .sRGB, tolerance: 0.5 / 255) else {
                return nil
            }
            return (variant, color)
        }
        guard !outside.isEmpty else { return }
        let list = outside.map { "the \($0.0.label) variant (\($0.1.writtenForm), shown as \($0.1.color.hexString))" }
        state.append(
            forColor: index,
            state.finding(
                id, defaultSeverity, color: index,
                "\(state.names[index]): \(list.joined(separator: "; ")) is outside the sRGB gamut, and the catalog has "
                    + "no Display P3 color: sRGB displays clip it"))
    }
}
