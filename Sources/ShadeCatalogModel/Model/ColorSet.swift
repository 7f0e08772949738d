public import ShadeColor
public import ShadeDiagnostics
public import ShadeJSON
package import ShadeTraits

/// A named color with every variant its file declares: what an asset catalog's color set holds,
/// and what the modes of a design token give.
///
/// The variants are kept as the file lists them, with what Shade does not interpret (other idioms,
/// display gamuts, unknown appearances, extra keys); ``dynamicColor(idiom:gamut:theme:)`` builds the variant table a
/// view resolves.
public struct ColorSet: Hashable, Sendable {
    /// The variants, in file order.
    public var variants: [ColorVariant]

    /// Creates a color set.
    public init(variants: [ColorVariant]) {
        self.variants = variants
    }

    /// The variant that applies to `appearance` in `theme`, on `idiom` and `gamut`, declared
    /// exactly so (no fallback), or `nil`.
    public func variant(
        _ appearance: DynamicColor.Variant,
        theme: String? = nil,
        idiom: String = ColorVariant.universal,
        gamut: ColorVariant.DisplayGamut? = nil
    ) -> ColorVariant? {
        variants.first {
            $0.appearance == appearance && $0.theme == theme && $0.idiom == idiom && $0.displayGamut == gamut
        }
    }

    /// The dynamic color of this set for one idiom, display gamut and named theme: the table of
    /// ``variantTable(idiom:gamut:theme:)``, or `nil` when it is empty (an asset catalog's empty
    /// `AccentColor`, which means "the system's default"). With no idiom and no gamut given, the
    /// set as Shade's outputs read it (``readingSlot(theme:)``).
    public func dynamicColor(
        idiom: String = ColorVariant.universal,
        gamut: ColorVariant.DisplayGamut? = nil,
        theme: String? = nil
    ) -> DynamicColor? {
        let slots = variantSlots(idiom: idiom, gamut: gamut, theme: theme)
        guard let any = slots[DynamicColor.Variant.any.slot] else { return nil }
        return DynamicColor(any: any, slots: slots)
    }

    /// The color of each entry of Shade's variant table that this set declares, for one idiom,
    /// display gamut and named theme; `any` is always there when anything is (taken from `light`,
    /// or else the first declared entry, when the set has no Any variant).
    ///
    /// Takes the universal variants, overridden by those of `idiom`; the variants without a
    /// display gamut, overridden by those for `gamut`; and the variants of the default theme,
    /// overridden by those of `theme`. Variants with an appearance Shade does not know are left
    /// out; a system-color reference stands for the system color in every combination of traits
    /// that reaches it (see ``expandingSystemColorReferences()``).
    ///
    /// With the universal idiom and no display gamut (the defaults), the table is the set as
    /// Shade's outputs read it, at ``readingSlot(theme:)``: as an sRGB display shows it (a display
    /// of no stated gamut, the web, a desktop), its variants of no gamut overridden by those for
    /// sRGB; and a set that has nothing there still gives a table, so that no output leaves it
    /// out: a set with only Display P3 variants gives those, and a set of one idiom alone (a
    /// Mac-only color) gives that idiom's. The audit, the exports and the themes a folder loads
    /// all read a set so.
    public func variantTable(
        idiom: String = ColorVariant.universal,
        gamut: ColorVariant.DisplayGamut? = nil,
        theme: String? = nil
    ) -> [DynamicColor.Variant: Color] {
        let slots = variantSlots(idiom: idiom, gamut: gamut, theme: theme)
        var table: [DynamicColor.Variant: Color] = [:]
        for variant in DynamicColor.Variant.allCases {
            if let color = slots[variant.slot] { table[variant] = color }
        }
        return table
    }

    /// ``variantTable(idiom:gamut:theme:)`` as one color or `nil` per variant, by
    /// `DynamicColor.Variant.slot`.
    private func variantSlots(idiom: String, gamut: ColorVariant.DisplayGamut?, theme: String?) -> [Color?] {
        guard idiom == ColorVariant.universal, gamut == nil else {
            return exactVariantSlots(idiom: idiom, gamut: gamut, theme: theme)
        }
        guard let slot = readingSlot(theme: theme) else {
            return Array(repeating: nil, count: DynamicColor.Variant.allCases.count)
        }
        return exactVariantSlots(idiom: slot.idiom, gamut: slot.gamut, theme: theme)
    }

    /// The idiom and display gamut at which Shade reads the set in `theme` where none is asked
    /// for: the universal idiom on an sRGB display (its variants of no display gamut, overridden
    /// by those for sRGB), or, when no variant applies there, the first idiom (the universal one,
    /// then the others in file order) at sRGB and then at Display P3 that some variant applies
    /// to; `nil` for a set with no value in `theme` (an empty `AccentColor`).
    ///
    /// This is the one rule of which variants stand for a set in each appearance: the audit
    /// checks them, and ``dynamicColor(idiom:gamut:theme:)`` gives them to the exports.
    public func readingSlot(theme: String? = nil) -> (idiom: String, gamut: ColorVariant.DisplayGamut)? {
        var idioms = [ColorVariant.universal]
        for variant in variants where !idioms.contains(variant.idiom) { idioms.append(variant.idiom) }
        for idiom in idioms {
            for gamut in [ColorVariant.DisplayGamut.sRGB, .displayP3]
            where variantEntries(idiom: idiom, gamut: gamut, theme: theme).contains(where: { $0 != nil }) {
                return (idiom, gamut)
            }
        }
        return nil
    }

    /// The idiom and display gamut whose variants a token file writes as the modes of a set that
    /// has none universal and without a gamut, the same for every theme: `nil` when some variant
    /// is both (nothing to fall back from), else the first of the universal idiom and then each
    /// other idiom in file order, each without a gamut, then sRGB, then Display P3, that gives a
    /// value. (Shade reads a set at ``readingSlot(theme:)``; the variants a token file cannot
    /// write as modes it keeps in `$extensions`.)
    public var fallbackSlot: (idiom: String, gamut: ColorVariant.DisplayGamut?)? {
        let known = variants.filter { $0.appearance != nil && $0.value != nil }
        guard !known.contains(where: { $0.idiom == ColorVariant.universal && $0.displayGamut == nil }) else {
            return nil
        }
        var idioms = [ColorVariant.universal]
        for variant in known where !idioms.contains(variant.idiom) { idioms.append(variant.idiom) }
        for idiom in idioms {
            for gamut in [nil, ColorVariant.DisplayGamut.sRGB, .displayP3]
            where idiom != ColorVariant.universal || gamut != nil {
                if known.contains(where: {
                    ($0.idiom == idiom || $0.idiom == ColorVariant.universal) && $0.displayGamut == gamut
                }) {
                    return (idiom, gamut)
                }
            }
        }
        return nil
    }

    private func exactVariantSlots(idiom: String, gamut: ColorVariant.DisplayGamut?, theme: String?) -> [Color?] {
        var slots = expandingSystemColorReferences().variantEntries(idiom: idiom, gamut: gamut, theme: theme)
            .map { $0?.color }
        if slots[DynamicColor.Variant.any.slot] == nil {
            slots[DynamicColor.Variant.any.slot] = Self.fallback(in: slots)
        }
        return slots
    }

    /// The variant that stands for each entry of the variant table of `idiom`, `gamut` and
    /// `theme`, by its position in ``variants``, with its color there, by
    /// `DynamicColor.Variant.slot`: the rule every reading of a set by appearance follows.
    ///
    /// A variant applies when it is universal or of `idiom`, has no display gamut or `gamut`, and
    /// has no theme or `theme`; of those for one entry, the most specific wins (its own idiom
    /// counts 4, a display gamut 2, a theme 1), and a later one on a tie. A variant with no value
    /// for its appearance (an empty one) gives nothing; a system-color reference gives the system
    /// color's value for the variant's own appearance.
    ///
    /// The variants are read in place, not copied: a catalog of thousands of sets is read this
    /// way for each theme.
    package func variantEntries(idiom: String, gamut: ColorVariant.DisplayGamut?, theme: String?)
        -> [(index: Int, color: Color)?]
    {
        var entries = [(index: Int, color: Color)?](repeating: nil, count: DynamicColor.Variant.allCases.count)
        var ranks = [Int](repeating: -1, count: entries.count)
        for index in variants.indices {
            guard let appearance = variants[index].appearance,
                variants[index].idiom == ColorVariant.universal || variants[index].idiom == idiom,
                variants[index].displayGamut == nil || variants[index].displayGamut == gamut,
                variants[index].theme == nil || variants[index].theme == theme,
                let color = variants[index].value?.color(for: appearance)
            else { continue }
            let score =
                (variants[index].idiom == idiom && idiom != ColorVariant.universal ? 4 : 0)
                + (variants[index].displayGamut != nil ? 2 : 0) + (variants[index].theme != nil ? 1 : 0)
            if score >= ranks[appearance.slot] {
                entries[appearance.slot] = (index, color)
                ranks[appearance.slot] = score
            }
        }
        return entries
    }

    /// What a variant table falls back to where the lookup of an appearance finds none of its
    /// entries: the `any` entry, else the `light` one, else the first by name; `nil` for an empty
    /// table.
    package static func fallback<Entry>(in table: [Entry?]) -> Entry? {
        table[DynamicColor.Variant.any.slot] ?? table[DynamicColor.Variant.light.slot]
            ?? variantsByName.lazy.compactMap { table[$0.slot] }.first
    }

    /// The entries of the variant table in order of their names.
    private static let variantsByName = DynamicColor.Variant.allCases.sorted { $0.rawValue < $1.rawValue }

    /// The named themes (modes without an Apple appearance, such as a color-blind palette) that
    /// some variant of this set belongs to, sorted.
    public var themes: [String] {
        Array(Set(variants.compactMap(\.theme))).sorted()
    }
}

/// One variant of a ``ColorSet``: the value for one appearance (and idiom, display gamut and
/// named theme).
public struct ColorVariant: Hashable, Sendable {
    /// The idiom of an entry that names none: `universal`.
    public static let universal = "universal"

    /// A display gamut an asset catalog variant can be limited to.
    public enum DisplayGamut: String, Hashable, Sendable, CaseIterable {
        /// `sRGB`.
        case sRGB
        /// `display-P3` (with a capital P, unlike the color space's name).
        case displayP3 = "display-P3"
    }

    /// A trait value that selects a variant: a style, high contrast or the elevated level, or a
    /// condition of a file that Shade keeps without selecting by it.
    ///
    /// Each format spells them its own way: an asset catalog as `appearances` entries
    /// (`luminosity`/`dark`), a token file as the words of a mode's name (`dark-high-contrast`,
    /// ``TokenMode``).
    public enum Condition: Hashable, Sendable, CustomStringConvertible {
        /// The light style, stated.
        case light
        /// The dark style.
        case dark
        /// High contrast.
        case highContrast
        /// The elevated level, which only dark colors have (asset catalogs have no condition for
        /// it; design-token modes such as `dark-elevated` map to it).
        case elevated
        /// A condition Shade does not select by (an asset catalog's `luminosity`/`tinted`, say),
        /// kept as its file writes it so that its writer puts it back.
        case other(kind: String, value: String)

        /// `dark`, `high contrast`; an unknown condition as its kind and value, `luminosity tinted`.
        public var description: String {
            switch self {
            case .light: "light"
            case .dark: "dark"
            case .highContrast: "high contrast"
            case .elevated: "elevated"
            case .other(let kind, let value): "\(kind) \(value)"
            }
        }
    }

    /// The conditions, in file order; none means "Any".
    public var conditions: [Condition]
    /// The idiom: `universal`, `iphone`, `ipad`, `mac`, `tv`, `watch`, `car`, ….
    public var idiom: String
    /// The display gamut it is limited to, or `nil` for any.
    public var displayGamut: DisplayGamut?
    /// The named theme it belongs to (a mode without an Apple appearance, such as Primer's
    /// `tritanopia`), or `nil` for the default theme.
    public var theme: String?
    /// The value, or `nil` for a variant that sets none (the system default).
    public var value: Value?
    /// Keys of the file's entry that Shade does not interpret, kept for the writer.
    public var extraKeys: [CatalogJSON.Member]
    /// The token this variant's value is an alias of, in a design-token file (`{color.base.blue}`
    /// is `color.base.blue`), so that a writer can keep the alias of each mode; the value is
    /// already resolved. `nil` for a value written out, and in asset catalogs.
    public var aliasOf: String? = nil
    /// Where the file the variant was read from writes its value, so that a fix can rewrite it
    /// there: the file (its path as the reader was given it), and the line and column where the
    /// JSON value starts.
    ///
    /// In an asset catalog it is the entry's `"color"` object in its `Contents.json`. In design
    /// tokens it is the node the mode's value literally comes from: the token's `$value`, the
    /// mode's override in `$extensions` (`org.primer.overrides`, `mode`), or the `$value` in the
    /// mode's own file; for an alias (``aliasOf``) it is the alias string, which a fix refuses
    /// (``ColorValueRewriter``). `nil` for a value that no file's bytes hold in a form that can be
    /// rewritten: a variant made in code, a system color expanded into its values, and Figma
    /// variables, which are read-only.
    ///
    /// It takes no part in `==` and hashing: two variants with the same value are equal wherever
    /// they were read. Writers ignore it.
    public var valueSource: FileLocation? = nil
    /// The mode of a design-token read the value comes from, by the name its file gives it
    /// (`Night`, `Dark High Contrast`, a Figma collection's mode): what a person looks for in the
    /// file. `nil` in asset catalogs and in reads of one mode.
    ///
    /// Like ``valueSource`` it takes no part in `==` and hashing, and writers ignore it.
    public var mode: String? = nil

    /// The value of a variant.
    public enum Value: Hashable, Sendable {
        /// A color.
        case color(CatalogColor)
        /// A system color.
        case reference(SystemColorReference)

        /// The color for `appearance`: the value itself, or the referenced system color's value
        /// for that appearance. `nil` for a reference Shade cannot resolve.
        public func color(for appearance: DynamicColor.Variant) -> Color? {
            switch self {
            case .color(let color): return color.color
            case .reference(let reference):
                return reference.resolved?.resolvedColor(with: appearance.traitCollection)
            }
        }
    }

    /// Creates a variant.
    public init(
        conditions: [Condition] = [],
        idiom: String = ColorVariant.universal,
        displayGamut: DisplayGamut? = nil,
        theme: String? = nil,
        value: Value?,
        extraKeys: [CatalogJSON.Member] = []
    ) {
        self.conditions = conditions
        self.idiom = idiom
        self.displayGamut = displayGamut
        self.theme = theme
        self.value = value
        self.extraKeys = extraKeys
    }

    /// Creates a variant of a design token's mode: a value for these conditions and named theme,
    /// with the token it is an alias of, if any.
    public init(
        conditions: [Condition] = [],
        theme: String? = nil,
        value: Value?,
        aliasOf: String?
    ) {
        // Member by member rather than through the other initializer, which copies the variant.
        self.conditions = conditions
        self.idiom = ColorVariant.universal
        self.displayGamut = nil
        self.theme = theme
        self.value = value
        self.extraKeys = []
        self.aliasOf = aliasOf
    }

    /// Whether two variants are the same: every stored property but ``valueSource``.
    public static func == (lhs: ColorVariant, rhs: ColorVariant) -> Bool {
        lhs.conditions == rhs.conditions && lhs.idiom == rhs.idiom && lhs.displayGamut == rhs.displayGamut
            && lhs.theme == rhs.theme && lhs.value == rhs.value && lhs.extraKeys == rhs.extraKeys
            && lhs.aliasOf == rhs.aliasOf
    }

    /// Hashes what ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(conditions)
        hasher.combine(idiom)
        hasher.combine(displayGamut)
        hasher.combine(theme)
        hasher.combine(value)
        hasher.combine(extraKeys)
        hasher.combine(aliasOf)
    }

    /// The entry of Shade's variant table these conditions select, or `nil` when a condition is
    /// unknown (it is kept, but no trait collection selects it).
    ///
    /// No condition is `any`; ``Condition/light`` or ``Condition/dark`` picks the style;
    /// ``Condition/highContrast`` picks high contrast; ``Condition/elevated`` with `dark` picks
    /// the elevated level.
    public var appearance: DynamicColor.Variant? {
        var style = "any"
        var highContrast = false
        var elevated = false
        for condition in conditions {
            switch condition {
            case .light, .dark:
                guard style == "any" else { return nil }
                style = condition == .dark ? "dark" : "light"
            case .highContrast:
                guard !highContrast else { return nil }
                highContrast = true
            case .elevated:
                guard !elevated else { return nil }
                elevated = true
            case .other:
                return nil
            }
        }
        if elevated {
            guard style == "dark" else { return nil }
            return highContrast ? .darkElevatedHighContrast : .darkElevated
        }
        switch (style, highContrast) {
        case ("light", false): return .light
        case ("light", true): return .lightHighContrast
        case ("dark", false): return .dark
        case ("dark", true): return .darkHighContrast
        case (_, true): return .anyHighContrast
        default: return .any
        }
    }

    /// The conditions that select `appearance`, as an asset catalog writes them: `luminosity`
    /// before `contrast` (and Shade's `level` last).
    public static func conditions(for appearance: DynamicColor.Variant) -> [Condition] {
        switch appearance {
        case .any: []
        case .anyHighContrast: [.highContrast]
        case .light: [.light]
        case .lightHighContrast: [.light, .highContrast]
        case .dark: [.dark]
        case .darkHighContrast: [.dark, .highContrast]
        case .darkElevated: [.dark, .elevated]
        case .darkElevatedHighContrast: [.dark, .highContrast, .elevated]
        }
    }
}

extension DynamicColor.Variant {
    /// The trait collection this variant is the most specific entry for.
    package var traitCollection: TraitCollection {
        TraitCollection {
            switch self {
            case .any, .anyHighContrast: $0.userInterfaceStyle = .unspecified
            case .light, .lightHighContrast: $0.userInterfaceStyle = .light
            case .dark, .darkHighContrast, .darkElevated, .darkElevatedHighContrast: $0.userInterfaceStyle = .dark
            }
            switch self {
            case .anyHighContrast, .lightHighContrast, .darkHighContrast, .darkElevatedHighContrast:
                $0.accessibilityContrast = .high
            default: $0.accessibilityContrast = .normal
            }
            if self == .darkElevated || self == .darkElevatedHighContrast { $0.userInterfaceLevel = .elevated }
        }
    }
}

extension ColorSet {
    /// The set with each system-color reference Shade can resolve replaced by the values it
    /// resolves to, for formats that cannot refer to system colors (design tokens, CSS).
    ///
    /// A reference stands for the system color in every combination of traits whose lookup
    /// reaches it, and a system color differs by style, contrast and level. So for each of those
    /// combinations the set gains the variant that combination looks up first, with the system
    /// color's value there: `Any → systemBackgroundColor` becomes Any (white), Any high contrast,
    /// Dark (black), Dark elevated, … — and resolves to exactly the colors the reference did.
    /// Variants are grouped by idiom, display gamut and theme; a reference Shade cannot resolve
    /// is kept as it is.
    public func expandingSystemColorReferences() -> ColorSet {
        guard variants.contains(where: { if case .reference(let r) = $0.value { r.resolved != nil } else { false } })
        else { return self }
        var result: [ColorVariant] = []
        var handled: Set<Int> = []
        for (index, variant) in variants.enumerated() where !handled.contains(index) {
            let group = variants.indices.filter {
                variants[$0].idiom == variant.idiom && variants[$0].displayGamut == variant.displayGamut
                    && variants[$0].theme == variant.theme
            }
            handled.formUnion(group)
            var declared: [DynamicColor.Variant: ColorVariant] = [:]
            for member in group {
                if let appearance = variants[member].appearance, declared[appearance] == nil {
                    declared[appearance] = variants[member]
                }
            }
            var added: [DynamicColor.Variant: ColorVariant] = [:]
            for traits in Self.combinations {
                let order = DynamicColor.Variant.lookupOrder(for: traits)
                guard let reached = order.first(where: { declared[$0] != nil }), let source = declared[reached],
                    case .reference(let reference) = source.value, let system = reference.resolved,
                    added[order[0]] == nil
                else { continue }
                let color = system.resolvedColor(with: traits)
                let value = CatalogColor(
                    space: .sRGB, components: [color.red, color.green, color.blue], alpha: color.alpha,
                    notation: .tokenObject(hex: nil), color: color)
                var expanded = source
                expanded.conditions = ColorVariant.conditions(for: order[0])
                expanded.value = .color(value)
                // The file holds the reference, not this value.
                expanded.valueSource = nil
                added[order[0]] = expanded
            }
            for member in group {
                let kept = variants[member]
                if case .reference(let reference) = kept.value, reference.resolved != nil { continue }
                result.append(kept)
            }
            result += DynamicColor.Variant.allCases.compactMap { added[$0] }
        }
        return ColorSet(variants: result)
    }

    /// The eight combinations of style, contrast and level.
    private static let combinations: [TraitCollection] = [false, true].flatMap { dark in
        [false, true].flatMap { high in
            [false, true].map { elevated in
                TraitCollection {
                    $0.userInterfaceStyle = dark ? .dark : .light
                    $0.accessibilityContrast = high ? .high : .normal
                    $0.userInterfaceLevel = elevated ? .elevated : .base
                }
            }
        }
    }
}

extension ColorVariant {
    /// The index in `modes` of the mode Shade's lookup would use for `appearance` in `theme` if
    /// there were no mode for exactly that: the nearest appearance of the theme, then of the
    /// default theme (the same appearance in the default theme first, for a named theme).
    package static func fallbackIndex(
        for appearance: DynamicColor.Variant, theme: String?,
        in modes: [(appearance: DynamicColor.Variant?, theme: String?)]
    ) -> Int? {
        for candidate in DynamicColor.Variant.lookupOrder(for: appearance.traitCollection) {
            if candidate == appearance {
                if theme != nil, let found = modes.firstIndex(where: { $0.appearance == candidate && $0.theme == nil })
                {
                    return found
                }
                continue
            }
            if let found = modes.firstIndex(where: { $0.appearance == candidate && $0.theme == theme }) {
                return found
            }
            if theme != nil, let found = modes.firstIndex(where: { $0.appearance == candidate && $0.theme == nil }) {
                return found
            }
        }
        return nil
    }
}
