import ShadeTraits

extension DynamicColor {
    /// The same dynamic color with a different opacity in every variant.
    ///
    /// ```swift
    /// let dimmedLabel = DynamicColor.label.withAlphaComponent(0.5)
    /// dimmedLabel.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark))   // white at 50 %
    /// ```
    ///
    /// The result stays dynamic: each resolution gets the resolved color with its alpha replaced
    /// by `alpha` (clamped to 0…1), as UIKit's `withAlphaComponent(_:)` on a dynamic color. On a
    /// table it is applied to every variant at once, so the result is again an allocation-free
    /// table; on a provider color it is applied after each call of the provider.
    public func withAlphaComponent(_ alpha: Double) -> DynamicColor {
        if let modification = resolver?.modification, case .alpha = modification.modifier {
            return modification.base.modified(by: .alpha(alpha))
        }
        return modified(by: .alpha(alpha))
    }

    /// The same dynamic color with every variant converted to `colorSpace`.
    ///
    /// Stays dynamic, like ``withAlphaComponent(_:)``; see ``Color/converted(to:)`` for how each
    /// resolved color is converted.
    public func converted(to colorSpace: ColorSpace) -> DynamicColor {
        modified(by: .colorSpace(colorSpace))
    }

    /// The dynamic color seen when this one is drawn over `background`, for every combination of
    /// traits.
    ///
    /// ```swift
    /// let opaqueFill = DynamicColor.systemFill.composited(over: .systemBackground)
    /// ```
    ///
    /// Each resolution composites this color's resolved value over the background's, resolved
    /// against the same traits, with ``Color/composited(over:)``. Two tables give a table.
    public func composited(over background: DynamicColor) -> DynamicColor {
        modified(by: .composited(over: background))
    }

    /// Applies `modifier` eagerly to a table, or wraps any other color.
    func modified(by modifier: ColorModifier) -> DynamicColor {
        guard let variants else {
            return DynamicColor(resolver: ColorResolver(base: self, modifier: modifier))
        }
        switch modifier {
        case .alpha, .colorSpace:
            return DynamicColor(variants: variants.map { modifier.apply(to: $0, with: TraitCollection()) })
        case .composited(let background):
            guard let backgrounds = background.variants else {
                return DynamicColor(resolver: ColorResolver(base: self, modifier: modifier))
            }
            return DynamicColor(variants: ResolvedVariants { variants[$0].composited(over: backgrounds[$0]) })
        }
    }
}

/// A change applied to a dynamic color after it is resolved.
enum ColorModifier: Hashable, Sendable, CustomStringConvertible {
    /// Replace the alpha.
    case alpha(Double)
    /// Convert to a color space.
    case colorSpace(ColorSpace)
    /// Composite over a background resolved against the same traits.
    case composited(over: DynamicColor)

    /// The modified color; `traitCollection` resolves a dynamic background.
    func apply(to color: Color, with traitCollection: TraitCollection) -> Color {
        switch self {
        case .alpha(let alpha): color.withAlphaComponent(alpha)
        case .colorSpace(let colorSpace): color.converted(to: colorSpace)
        case .composited(let background): color.composited(over: background.resolvedColor(with: traitCollection))
        }
    }

    /// The modifier as a method call, for descriptions.
    var description: String {
        switch self {
        case .alpha(let alpha): "withAlphaComponent(\(alpha))"
        case .colorSpace(let colorSpace): "converted(to: .\(colorSpace))"
        case .composited(let background): "composited(over: \(background))"
        }
    }
}
