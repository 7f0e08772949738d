import ShadeColor
import ShadeDiagnostics
import ShadeJSON

/// `system-accent`, with `--system-accent`: the colors Shade derives from a desktop accent, checked
/// where the catalog shows them.
///
/// An app that follows the desktop's accent (`BasicTheme.followingSystemAccent()`) fills
/// controls with the accent, writes on it with the derived on-accent color, and writes links
/// and symbols on its backgrounds with the standalone accent, which ShadeColor's
/// `AccentColors` derives for the main background as libadwaita does (its lightness clamped
/// in Oklab, then moved until 4.5:1). The main background is the one most pairs are on (the
/// first of them in the pairs' order on a tie). In each appearance this checks the on-accent
/// color on the fill, and the standalone accent on every background of the pairs: a card or
/// sidebar much lighter or darker than the main background can fall below 4.5:1.
enum SystemAccentCheck: CatalogCheck {
    static let id = Finding.Check.systemAccent
    static let defaultSeverity = Severity.error
    static let severityRule = "error, with --system-accent"
    static let finds = """
        With `--system-accent`: the color Shade derives for text on a desktop's accent, or the \
        accent's standalone variant derived for the main background as libadwaita does \
        (ShadeColor's `AccentColors`), below 4.5:1 on a background of the pairs.
        """

    static func check(pairs: [ColorPair], in state: inout AuditState, progress: (String, Int, Int) -> Void) {
        var backgrounds: [String] = []
        var pairCounts: [String: Int] = [:]
        for pair in pairs where pair.reason != .systemBackground && state.indexByName[pair.background] != nil {
            if pairCounts[pair.background] == nil { backgrounds.append(pair.background) }
            pairCounts[pair.background, default: 0] += 1
        }
        let mostPairs = pairCounts.values.max() ?? 0
        guard let main = backgrounds.first(where: { pairCounts[$0] == mostPairs }),
            let mainIndex = state.indexByName[main]
        else { return }
        let mainName = state.names[mainIndex]
        let minimum = AccentColors.minimumContrast
        for accent in state.systemAccents {
            let derived = Appearance.allCases.map { appearance in
                AccentColors(
                    accent: accent, background: state.resolved[mainIndex * 8 + appearance.index], appearance: appearance
                )
            }
            // One finding for the text on the accent, and one for each background, each naming
            // every appearance it fails in, as the contrast check does.
            var ratios = Appearance.allCases.map { appearance in
                appearance.contrastRatio(of: derived[appearance.index].onAccent, over: derived[appearance.index].accent)
            }
            var failing = Appearance.allCases.filter { ratios[$0.index] < minimum }
            if !failing.isEmpty {
                state.append(
                    forColor: nil,
                    Finding(
                        check: id, severity: defaultSeverity, appearances: AppearanceSet(failing),
                        message: "the system accent \(accent.hexString): the text on it is "
                            + "\(Auditor.describe(failing, ratios: ratios)), below 4.5:1",
                        contrast: Finding.Measurement.grouped(
                            failing.map { appearance in
                                let seen = appearance.seen(
                                    derived[appearance.index].onAccent, over: derived[appearance.index].accent)
                                return Finding.Measurement(
                                    appearance: appearance, ratio: ratios[appearance.index], required: minimum,
                                    seen: seen)
                            })))
            }
            for name in backgrounds {
                guard let index = state.indexByName[name] else { continue }
                ratios = Appearance.allCases.map { appearance in
                    appearance.contrastRatio(
                        of: derived[appearance.index].standalone, over: state.resolved[index * 8 + appearance.index])
                }
                failing = Appearance.allCases.filter { ratios[$0.index] < minimum }
                guard !failing.isEmpty else { continue }
                let measurements = failing.map { appearance in
                    let seen = appearance.seen(
                        derived[appearance.index].standalone, over: state.resolved[index * 8 + appearance.index])
                    return Finding.Measurement(
                        appearance: appearance, ratio: ratios[appearance.index], required: minimum, seen: seen)
                }
                var variants: [String] = []
                for appearance in failing where !variants.contains(derived[appearance.index].standalone.hexString) {
                    variants.append(derived[appearance.index].standalone.hexString)
                }
                let variant =
                    variants.count == 1
                    ? "its standalone variant \(variants[0]), derived for \(mainName), is"
                    : "its standalone variants \(variants.joined(separator: ", ")), derived for \(mainName), are"
                state.append(
                    forColor: index,
                    Finding(
                        check: id, severity: defaultSeverity, color: name, related: [mainName],
                        appearances: AppearanceSet(failing),
                        message: "the system accent \(accent.hexString) as text on \(name): \(variant) "
                            + "\(Auditor.describe(failing, ratios: ratios)), below 4.5:1",
                        location: state.locations[index], contrast: Finding.Measurement.grouped(measurements)))
            }
        }
    }
}
