public import ShadeTraits

extension DynamicColor {
    /// One entry of a dynamic color's variant table, as in an asset catalog's color set.
    ///
    /// The raw values are the keys of `system-colors.json` and of ``DynamicColor/init(any:anyHighContrast:light:lightHighContrast:dark:darkHighContrast:darkElevated:darkElevatedHighContrast:)``.
    public enum Variant: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// Any style and contrast: the fallback of every lookup.
        case any
        /// Any style, high contrast.
        case anyHighContrast
        /// Light style (or unspecified), normal contrast.
        case light
        /// Light style, high contrast.
        case lightHighContrast
        /// Dark style, normal contrast, base level.
        case dark
        /// Dark style, high contrast, base level.
        case darkHighContrast
        /// Dark style, normal contrast, elevated level.
        case darkElevated
        /// Dark style, high contrast, elevated level.
        case darkElevatedHighContrast

        /// The variant's name, such as `darkHighContrast`.
        public var description: String { rawValue }

        /// The variants a table tries for `traitCollection`, most specific first; the first one the
        /// table has is the resolved color.
        ///
        /// ```swift
        /// let traits = TraitCollection {
        ///     $0.userInterfaceStyle = .dark
        ///     $0.accessibilityContrast = .high
        ///     $0.userInterfaceLevel = .elevated
        /// }
        /// DynamicColor.Variant.lookupOrder(for: traits)
        /// // [.darkElevatedHighContrast, .darkHighContrast, .darkElevated, .dark, .anyHighContrast, .any]
        /// ```
        ///
        /// The list always ends with ``any``. See ``DynamicColor`` ("Variant lookup") for the full
        /// table and where the order comes from.
        public static func lookupOrder(for traitCollection: TraitCollection) -> [Variant] {
            lookupOrder(combination: ResolvedVariants.index(of: traitCollection))
        }

        /// The lookup order for a combination index of ``ResolvedVariants``.
        ///
        /// Nested loops, outermost attribute first, so the innermost attribute is dropped first:
        /// style (the given one, then any), contrast (high, then normal, when high), level
        /// (elevated, then base, when elevated and the style is dark).
        static func lookupOrder(combination: Int) -> [Variant] {
            let isDark = combination & ResolvedVariants.darkBit != 0
            let isHighContrast = combination & ResolvedVariants.highContrastBit != 0
            let isElevated = combination & ResolvedVariants.elevatedBit != 0
            var order: [Variant] = []
            for style in [isDark ? Style.dark : .light, .any] {
                for highContrast in isHighContrast ? [true, false] : [false] {
                    for elevated in style == .dark && isElevated ? [true, false] : [false] {
                        order.append(Variant(style: style, highContrast: highContrast, elevated: elevated))
                    }
                }
            }
            return order
        }

        /// The variant's position in ``allCases``, an index into a table of one entry per variant
        /// (a switch, where a dictionary keyed by variant would hash its raw value).
        package var slot: Int {
            switch self {
            case .any: 0
            case .anyHighContrast: 1
            case .light: 2
            case .lightHighContrast: 3
            case .dark: 4
            case .darkHighContrast: 5
            case .darkElevated: 6
            case .darkElevatedHighContrast: 7
            }
        }

        /// Each combination's lookup order as slots, made once.
        static let lookupSlots: [[Int]] = (0..<8).map { lookupOrder(combination: $0).map(\.slot) }

        /// The style part of a variant.
        enum Style {
            case any
            case light
            case dark
        }

        /// The variant with these attributes; `elevated` only with the dark style.
        init(style: Style, highContrast: Bool, elevated: Bool) {
            switch (style, highContrast, elevated) {
            case (.any, false, _): self = .any
            case (.any, true, _): self = .anyHighContrast
            case (.light, false, _): self = .light
            case (.light, true, _): self = .lightHighContrast
            case (.dark, false, false): self = .dark
            case (.dark, true, false): self = .darkHighContrast
            case (.dark, false, true): self = .darkElevated
            case (.dark, true, true): self = .darkElevatedHighContrast
            }
        }
    }
}

/// The resolved color of a variant table for each of the eight combinations of style (light,
/// dark), contrast (normal, high) and level (base, elevated).
///
/// A combination's index has one bit per trait: ``darkBit``, ``highContrastBit``,
/// ``elevatedBit``. The table is filled once, when the dynamic color is made, by the lookup
/// order; resolving is an index computation and one load at a computed offset, with no branch on
/// the combination.
///
/// The eight colors live in one immutable heap buffer shared by every copy, allocated when the
/// table is made. An inline tuple would avoid that allocation, but Swift copies a 320-byte value
/// whenever it cannot prove a borrow safe (reading a `static let` from another module, indexing a
/// tuple at run time), which made resolving several times slower than this one pointer.
struct ResolvedVariants: Hashable, Sendable {
    static let darkBit = 4
    static let highContrastBit = 2
    static let elevatedBit = 1

    /// The names of the combinations, by index, as the keys of `system-colors.json`.
    static let combinationNames = [
        "light", "lightElevated", "lightHighContrast", "lightElevatedHighContrast",
        "dark", "darkElevated", "darkHighContrast", "darkElevatedHighContrast",
    ]

    /// Eight colors, by combination index; none in ``empty``.
    private let colors: ContiguousArray<Color>

    /// No colors: the table a provider or modified color keeps beside its resolver and never
    /// reads. It shares the empty array's storage, so it allocates nothing.
    static var empty: ResolvedVariants {
        ResolvedVariants(colors: [])
    }

    private init(colors: ContiguousArray<Color>) {
        self.colors = colors
    }

    init(repeating color: Color) {
        colors = ContiguousArray(repeating: color, count: 8)
    }

    /// The table a variant table resolves to: for each combination, the first variant of its
    /// lookup order that `variants` holds, else `any`.
    init(_ variants: [DynamicColor.Variant: Color], any: Color) {
        var slots = [Color?](repeating: nil, count: DynamicColor.Variant.allCases.count)
        for (variant, color) in variants { slots[variant.slot] = color }
        self.init(slots: slots, any: any)
    }

    /// The table a variant table resolves to, the table given as one color or nil per variant,
    /// by ``DynamicColor/Variant/slot``.
    init(slots: [Color?], any: Color) {
        let orders = DynamicColor.Variant.lookupSlots
        self.init { combination in
            for slot in orders[combination] {
                if let color = slots[slot] { return color }
            }
            return any
        }
    }

    /// The table with `color(index)` for each combination.
    init(_ color: (Int) -> Color) {
        colors = ContiguousArray((0..<8).map(color))
    }

    /// The index of the combination `traitCollection` resolves as: unspecified style as light,
    /// unspecified contrast as normal, unspecified level as base.
    @inline(__always)
    static func index(of traitCollection: TraitCollection) -> Int {
        let traits = traitCollection
        return (traits.userInterfaceStyle == .dark ? darkBit : 0)
            | (traits.accessibilityContrast == .high ? highContrastBit : 0)
            | (traits.userInterfaceLevel == .elevated ? elevatedBit : 0)
    }

    /// The color of the combination at `index`, 0..<8.
    ///
    /// Every table but ``empty`` holds eight colors and the index is masked to 0..<8, so the
    /// unchecked read is in bounds; ``empty`` is never read.
    @inline(__always)
    subscript(index: Int) -> Color {
        colors.withUnsafeBufferPointer { $0[index & 7] }
    }

    /// The table with `transform` applied to each combination's color.
    func map(_ transform: (Color) -> Color) -> ResolvedVariants {
        ResolvedVariants { transform(self[$0]) }
    }
}
