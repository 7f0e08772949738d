import Shade

/// One of the eight combinations of style (light, dark), contrast (normal, high) and level (base,
/// elevated) that a color is audited in.
///
/// ``allCases`` lists them light before dark, normal before high contrast, base before elevated,
/// the order of Shade's variant tables: `light`, `lightElevated`, `lightHighContrast`,
/// `lightElevatedHighContrast`, `dark`, … The ``name``s are those of Shade's system-color data
/// (`system-colors.json`). In light mode the level changes nothing in a variant table (there is
/// no light elevated variant), so the light elevated appearances resolve as their base ones
/// unless a provider says otherwise.
struct Appearance: Hashable, Sendable, Comparable, CaseIterable {
    /// Dark style rather than light.
    var isDark: Bool
    /// High contrast (Increase Contrast) rather than normal.
    var isHighContrast: Bool
    /// The elevated level (sheets, popovers) rather than the base level.
    var isElevated: Bool

    /// The eight combinations, in report order.
    static let allCases: [Appearance] = (0..<8).map(Appearance.init(index:))

    /// Creates an appearance.
    init(isDark: Bool, isHighContrast: Bool, isElevated: Bool) {
        self.isDark = isDark
        self.isHighContrast = isHighContrast
        self.isElevated = isElevated
    }

    /// The combination at `index` in ``allCases``.
    init(index: Int) {
        self.init(isDark: index & 4 != 0, isHighContrast: index & 2 != 0, isElevated: index & 1 != 0)
    }

    /// The position in ``allCases``.
    var index: Int { (isDark ? 4 : 0) | (isHighContrast ? 2 : 0) | (isElevated ? 1 : 0) }

    /// The same style and level with high contrast.
    var highContrast: Appearance {
        var result = self
        result.isHighContrast = true
        return result
    }

    /// The machine name, as in `system-colors.json`: `darkElevatedHighContrast`.
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

    /// The appearance named `name` (a ``name``), or `nil`.
    init?(name: String) {
        guard let match = Self.byName[name] else { return nil }
        self = match
    }

    /// The trait collection of this combination.
    var traitCollection: TraitCollection {
        TraitCollection {
            $0.userInterfaceStyle = isDark ? .dark : .light
            $0.accessibilityContrast = isHighContrast ? .high : .normal
            $0.userInterfaceLevel = isElevated ? .elevated : .base
        }
    }

    /// The same style and level with normal contrast.
    var normalContrast: Appearance {
        var result = self
        result.isHighContrast = false
        return result
    }

    /// The light appearance with the same contrast and level.
    var light: Appearance {
        var result = self
        result.isDark = false
        return result
    }

    /// What a translucent background is seen over: the system background of this appearance
    /// (`systemBackground`: white in light, black in dark, #1C1C1E dark elevated, …).
    var systemBackground: Color { Self.systemBackgrounds[index] }

    private static let systemBackgrounds = allCases.map {
        DynamicColor.systemBackground.resolvedColor(with: $0.traitCollection)
    }

    static func < (lhs: Appearance, rhs: Appearance) -> Bool { lhs.index < rhs.index }

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
