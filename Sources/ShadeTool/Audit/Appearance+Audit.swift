import Shade

/// What the audit needs of an appearance: its position, its names, its neighbours and the
/// system background a translucent color is seen over.
///
/// ``Appearance/allCases`` lists the appearances light before dark, normal before high contrast,
/// base before elevated, the order of Shade's variant tables, so ``index`` has one bit per trait
/// (dark 4, high contrast 2, elevated 1). In light mode the level changes nothing in a variant
/// table (there is no light elevated variant), so the light elevated appearances resolve as
/// their base ones.
extension Appearance {
    /// The appearance at `index` in ``Appearance/allCases``.
    init(index: Int) {
        self.init(isDark: index & 4 != 0, isHighContrast: index & 2 != 0, isElevated: index & 1 != 0)
    }

    /// The position in ``Appearance/allCases``.
    var index: Int { (isDark ? 4 : 0) | (isHighContrast ? 2 : 0) | (isElevated ? 1 : 0) }

    /// The name of the audit's reports, as in Shade's system-color data (`system-colors.json`):
    /// `darkElevatedHighContrast`. (``Appearance/key`` orders the words as the preview's
    /// attributes do.)
    var name: String { Self.names[index] }

    /// The name for people: `dark elevated high contrast`.
    var label: String { Self.labels[index] }

    private static let names = allCases.map {
        ($0.isDark ? "dark" : "light") + ($0.isElevated ? "Elevated" : "") + ($0.isHighContrast ? "HighContrast" : "")
    }

    private static let labels = allCases.map {
        ($0.isDark ? "dark" : "light") + ($0.isElevated ? " elevated" : "")
            + ($0.isHighContrast ? " high contrast" : "")
    }

    private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.name, $0) })

    /// The appearance whose ``name`` is `name`, or `nil`.
    init?(name: String) {
        guard let match = Self.byName[name] else { return nil }
        self = match
    }

    /// The same style and level with normal contrast.
    var normalContrast: Appearance {
        Appearance(isDark: isDark, isHighContrast: false, isElevated: isElevated)
    }

    /// The same style and level with high contrast.
    var highContrast: Appearance {
        Appearance(isDark: isDark, isHighContrast: true, isElevated: isElevated)
    }

    /// What a translucent background is seen over: the system background of this appearance
    /// (`systemBackground`: white in light, black in dark, #1C1C1E dark elevated, …).
    var systemBackground: Color { Self.systemBackgrounds[index] }

    private static let systemBackgrounds = allCases.map {
        DynamicColor.systemBackground.resolvedColor(with: $0.traitCollection)
    }

    /// A short phrase for a set of appearances: `every appearance`, `all dark appearances`, or
    /// the labels joined with commas.
    static func describe(_ appearances: some Collection<Appearance>) -> String {
        var mask = 0
        for appearance in appearances { mask |= 1 << appearance.index }
        if mask == 0xFF { return "every appearance" }
        var parts: [String] = []
        if mask & 0x0F == 0x0F {
            parts.append("all light appearances")
            mask &= ~0x0F
        }
        if mask & 0xF0 == 0xF0 {
            parts.append("all dark appearances")
            mask &= ~0xF0
        }
        for index in 0..<8 where mask & 1 << index != 0 { parts.append(labels[index]) }
        return parts.joined(separator: ", ")
    }
}
