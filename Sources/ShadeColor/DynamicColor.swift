public import ShadeTraits

/// A color that depends on the traits it is shown with: light or dark, normal or high contrast,
/// base or elevated, or anything else in a `TraitCollection`.
///
/// A dynamic color is either a table of variants, as in an asset catalog's color set, or a
/// provider closure over the whole trait collection, as in UIKit's `UIColor(dynamicProvider:)`.
/// It becomes a plain ``Color`` when resolved against traits:
///
/// ```swift
/// let card = DynamicColor(any: Color(rgb: 0xFFFFFF), dark: Color(rgb: 0x1C1C1E),
///                         darkElevated: Color(rgb: 0x2C2C2E))
/// card.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark))   // #1C1C1E
///
/// let accent = DynamicColor { traits in
///     traits[BrandThemeTrait.self] == .ocean ? Color(rgb: 0x0077BE) : Color(rgb: 0xFF9500)
/// }
/// ```
///
/// Resolve again whenever `TraitCollection.hasDifferentColorAppearance(comparedTo:)` says the
/// traits changed in a way that matters, as a `TraitNode` change callback does.
///
/// ## Variant lookup
/// A table holds an ``Variant/any`` color and any of seven more specific ``Variant``s. Resolution
/// first reads three traits, treating unspecified values as UIKit does (traits-spec §5.3): style
/// `.unspecified` as `.light`, contrast `.unspecified` as `.normal`, level `.unspecified` as
/// `.base`. It then takes the first variant the table has, trying them from most to least specific
/// in the order of Apple's asset-catalog lookup (traits-spec §5.5): the innermost attribute is
/// dropped first, elevated before high contrast before style, and the level is considered only in
/// dark mode. In full:
///
/// | Style, contrast, level | Variants tried, in order |
/// |---|---|
/// | light, normal, base or elevated | `light` → `any` |
/// | light, high, base or elevated | `lightHighContrast` → `light` → `anyHighContrast` → `any` |
/// | dark, normal, base | `dark` → `any` |
/// | dark, high, base | `darkHighContrast` → `dark` → `anyHighContrast` → `any` |
/// | dark, normal, elevated | `darkElevated` → `dark` → `any` |
/// | dark, high, elevated | `darkElevatedHighContrast` → `darkHighContrast` → `darkElevated` → `dark` → `anyHighContrast` → `any` |
///
/// So a missing dark high-contrast color falls back to the dark one, not to the light
/// high-contrast one: the style outranks the contrast, and the contrast outranks the level.
/// ``Variant/lookupOrder(for:)`` returns the row for a trait collection. No other trait, built-in
/// or custom, changes which variant a table resolves to.
///
/// ## Providers
/// A provider receives the collection being resolved against, custom traits included, and must
/// derive the color from it alone (Apple: "Always use the traits in this collection, and not the
/// traits of the current environment"). Unlike UIKit, resolution does *not* make that collection
/// `TraitCollection.current` around the call, because binding it would cost far more than the
/// call itself: inside a provider, resolve other dynamic colors with
/// `resolvedColor(with: traits)`, never with ``resolvedColor()``.
///
/// ## Cost
/// A table precomputes, when it is made, the resolved color for each of the eight combinations of
/// style, contrast and level, and keeps them in one immutable buffer shared by all copies. Resolving
/// is three byte comparisons and one load at a computed offset: no allocation, no lock, no
/// reference counting, no branch on the traits (about 4 ns in a release build on a 2.4 GHz server
/// core). Resolving a provider color costs one call of the closure, plus one retain and release of
/// the color's resolver. Modifiers such as ``withAlphaComponent(_:)`` on a table produce a new
/// table; on a provider they wrap it and apply after the call.
///
/// A dynamic color is two references wide (one of them empty), so copying it costs two retains.
/// Reading a system color such as ``label`` from another module copies it out of its `static let`;
/// in a hot loop, read it into a local once.
///
/// ## Equality
/// Two tables are equal when they resolve to equal colors for every combination, however they were
/// written. Provider colors are equal only to copies of themselves (the closure's identity), and
/// modified colors when their base colors and modifiers are equal.
///
/// Matches UIKit's dynamic `UIColor` and the colors of an asset catalog's color set.
public struct DynamicColor: Hashable, Sendable {
    /// A provider, or a modifier applied to a provider; `nil` for a table.
    ///
    /// A table and a resolver are two stored references rather than an enum of the two: an enum
    /// with two reference payloads keeps its case in the reference's unused high bits, and
    /// LeakSanitizer, which finds live objects by scanning memory for their addresses, then
    /// reports every provider color held in a global as leaked. An optional reference is stored as
    /// the plain address or zero, and an empty table allocates nothing.
    let resolver: ColorResolver?

    /// The resolved color of each combination of style, contrast and level; empty when
    /// ``resolver`` is set.
    let table: ResolvedVariants

    /// A table.
    init(variants: ResolvedVariants) {
        resolver = nil
        table = variants
    }

    /// A provider or modified color.
    init(resolver: ColorResolver) {
        self.resolver = resolver
        table = .empty
    }

    /// The table, or `nil` for a provider or modified color.
    var variants: ResolvedVariants? {
        resolver == nil ? table : nil
    }

    /// A color that resolves to `color` whatever the traits.
    public init(_ color: Color) {
        self.init(variants: ResolvedVariants(repeating: color))
    }

    /// A table of variants: `any`, and whichever more specific variants differ from it.
    ///
    /// ```swift
    /// let secondaryLabel = DynamicColor(
    ///     any: Color(rgba: 0x3C3C_4399),
    ///     anyHighContrast: Color(rgba: 0x3C3C_43AD),
    ///     dark: Color(rgba: 0xEBEB_F599),
    ///     darkHighContrast: Color(rgba: 0xEBEB_F5AD)
    /// )
    /// ```
    ///
    /// See "Variant lookup" above for which variant each combination of traits resolves to. There
    /// is no light elevated variant: as in UIKit, the elevated level only changes dark colors.
    ///
    /// - Parameters:
    ///   - any: The color when no more specific variant applies; also the ``staticFallback``
    ///     unless `light` is given.
    ///   - anyHighContrast: The color for high contrast in either style, unless a variant for the
    ///     style applies.
    ///   - light: The color in light mode (and with style unspecified).
    ///   - lightHighContrast: The color in light mode with high contrast.
    ///   - dark: The color in dark mode.
    ///   - darkHighContrast: The color in dark mode with high contrast.
    ///   - darkElevated: The color of elevated content in dark mode.
    ///   - darkElevatedHighContrast: The color of elevated content in dark mode with high contrast.
    public init(
        any: Color,
        anyHighContrast: Color? = nil,
        light: Color? = nil,
        lightHighContrast: Color? = nil,
        dark: Color? = nil,
        darkHighContrast: Color? = nil,
        darkElevated: Color? = nil,
        darkElevatedHighContrast: Color? = nil
    ) {
        // By slot, the order of `Variant.allCases`.
        let slots = [
            any, anyHighContrast, light, lightHighContrast, dark, darkHighContrast, darkElevated,
            darkElevatedHighContrast,
        ]
        self.init(variants: ResolvedVariants(slots: slots, any: any))
    }

    /// A table given as one color or `nil` per variant, by `Variant.slot` (the order of
    /// ``Variant/allCases``), with `any` for the variants left `nil` at the end of each lookup.
    package init(any: Color, slots: [Color?]) {
        self.init(variants: ResolvedVariants(slots: slots, any: any))
    }

    /// A color with a light and a dark variant, the common case: the same as
    /// `DynamicColor(any: light, dark: dark)`.
    public init(light: Color, dark: Color) {
        self.init(any: light, dark: dark)
    }

    /// A color computed by `provider` from the traits it is resolved against.
    ///
    /// ```swift
    /// let highlight = DynamicColor { traits in
    ///     let base = traits.userInterfaceStyle == .dark ? Color(rgb: 0x0A84FF) : Color(rgb: 0x007AFF)
    ///     return traits.legibilityWeight == .bold ? base : base.withAlphaComponent(0.9)
    /// }
    /// ```
    ///
    /// The provider sees the whole collection, custom traits included, and is called once per
    /// resolution, on the resolving thread; it must be a pure function of the collection. It is
    /// *not* run with the collection bound as `TraitCollection.current` (see "Providers" above).
    ///
    /// Matches UIKit's `UIColor(dynamicProvider:)`.
    public init(dynamicProvider provider: @escaping @Sendable (TraitCollection) -> Color) {
        self.init(resolver: ColorResolver(provider: provider))
    }

    // MARK: - Resolving

    /// The color for the given traits.
    ///
    /// A pure function of `traitCollection`: the same traits always give the same color, and
    /// `TraitCollection.current` is neither read nor changed. For a table it allocates nothing
    /// and costs a few nanoseconds; see "Variant lookup" for the order variants are tried in.
    ///
    /// Matches UIKit's `resolvedColor(with:)`.
    public func resolvedColor(with traitCollection: TraitCollection) -> Color {
        if let resolver {
            resolver.resolvedColor(with: traitCollection)
        } else {
            table[ResolvedVariants.index(of: traitCollection)]
        }
    }

    /// The color for `TraitCollection.current`, the traits of the innermost
    /// `TraitCollection.performAsCurrent(_:)` or else the default collection.
    ///
    /// Reading `current` costs a task-local lookup; pass the traits you have to
    /// ``resolvedColor(with:)`` instead where you have them.
    public func resolvedColor() -> Color {
        resolvedColor(with: .current)
    }

    /// The color for a collection that specifies no traits: light, normal contrast, base level.
    ///
    /// For a table this is its `light` variant, else its `any` variant; for the system colors it
    /// is the light value, also available as a constant in ``Color/Fallback``. Use it where no
    /// trait information exists, as iOS 12 code used hand-written light values for `label` and its
    /// kin.
    public var staticFallback: Color {
        resolvedColor(with: TraitCollection())
    }
}

// MARK: - Providers and modified colors

/// How a dynamic color that is not a table resolves; its identity is a provider color's identity.
///
/// Resolution calls ``resolve`` directly: for a provider it *is* the provider, so resolving costs
/// one closure call. ``modification`` only serves equality and descriptions.
final class ColorResolver: Hashable, Sendable {
    /// The provider, or a closure that resolves the base color and applies the modifier.
    let resolve: @Sendable (TraitCollection) -> Color
    /// The base color and modifier of a modified color; `nil` for a provider.
    let modification: (base: DynamicColor, modifier: ColorModifier)?

    /// A provider color's resolver.
    init(provider: @escaping @Sendable (TraitCollection) -> Color) {
        resolve = provider
        modification = nil
    }

    /// The resolver of `base` modified by `modifier`.
    init(base: DynamicColor, modifier: ColorModifier) {
        resolve = { traits in modifier.apply(to: base.resolvedColor(with: traits), with: traits) }
        modification = (base, modifier)
    }

    /// Calls ``resolve``.
    func resolvedColor(with traitCollection: TraitCollection) -> Color {
        resolve(traitCollection)
    }

    /// The same object, or two modified colors with equal bases and modifiers. Providers are equal
    /// only to themselves: closures cannot be compared.
    static func == (lhs: ColorResolver, rhs: ColorResolver) -> Bool {
        if lhs === rhs { return true }
        guard let left = lhs.modification, let right = rhs.modification else { return false }
        return left.base == right.base && left.modifier == right.modifier
    }

    func hash(into hasher: inout Hasher) {
        if let modification {
            hasher.combine(modification.base)
            hasher.combine(modification.modifier)
        } else {
            hasher.combine(ObjectIdentifier(self))
        }
    }
}

extension DynamicColor: CustomStringConvertible {
    /// The resolved color of a table for each combination of traits, or the kind of color for a
    /// provider or modified color.
    public var description: String {
        if let variants {
            let combinations = ResolvedVariants.combinationNames.enumerated().map { index, name in
                "\(name): \(variants[index].hexOrDescription)"
            }
            return "DynamicColor(\(combinations.joined(separator: ", ")))"
        }
        guard let modification = resolver?.modification else { return "DynamicColor(provider)" }
        return "\(modification.base).\(modification.modifier)"
    }
}

extension Color {
    /// The hex string for an sRGB color whose components are whole bytes, else the description.
    var hexOrDescription: String {
        colorSpace == .sRGB && sRGBBytes.color == self ? hexString : description
    }
}
