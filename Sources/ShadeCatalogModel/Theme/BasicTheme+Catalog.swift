public import ShadeTheme

extension BasicTheme {
    /// Fills a basic theme from a catalog: each of its values from the entry of the same name,
    /// the `base` theme's value where the catalog has none.
    ///
    /// ```swift
    /// let values = ThemeValues(catalog: result.catalog, id: "aurora")
    /// let aurora = BasicTheme(values, base: .standard)
    /// for problem in values.problems { print(problem) }   // what came from `base`, and why
    /// ```
    ///
    /// The names are the properties' names, found by the rule of ``ThemeValues`` (exactly, else
    /// by the last component of a dotted or slashed name, else ignoring case, `-`, `_` and
    /// spaces), so a color set `Background`, a token `color.background` or
    /// `color.secondary-background` all count:
    ///
    /// - colors: `background`, `secondaryBackground`, `label`, `secondaryLabel`, `accent`,
    ///   `onAccent`, `separator`, `destructive`;
    /// - fonts: `titleFont` or `title`, `headlineFont` or `headline`, `bodyFont` or `body`,
    ///   `captionFont` or `caption`;
    /// - metrics: `spacing`, `cornerRadius`.
    public init(_ values: ThemeValues, base: BasicTheme = .standard) {
        self.init(
            id: values.id,
            displayName: values.displayName,
            background: values.color("background", fallback: base.background),
            secondaryBackground: values.color("secondaryBackground", fallback: base.secondaryBackground),
            label: values.color("label", fallback: base.label),
            secondaryLabel: values.color("secondaryLabel", fallback: base.secondaryLabel),
            accent: values.color("accent", fallback: base.accent),
            onAccent: values.color("onAccent", fallback: base.onAccent),
            separator: values.color("separator", fallback: base.separator),
            destructive: values.color("destructive", fallback: base.destructive),
            titleFont: values.font("titleFont", alternatives: ["title"], fallback: base.titleFont),
            headlineFont: values.font("headlineFont", alternatives: ["headline"], fallback: base.headlineFont),
            bodyFont: values.font("bodyFont", alternatives: ["body"], fallback: base.bodyFont),
            captionFont: values.font("captionFont", alternatives: ["caption"], fallback: base.captionFont),
            spacing: values.metric("spacing", fallback: base.spacing),
            cornerRadius: values.metric("cornerRadius", fallback: base.cornerRadius)
        )
    }

    /// Fills a basic theme from `catalog`, with the `base` theme's values where the catalog has
    /// none; see ``init(_:base:)`` for the names. To learn which values came from `base`, fill it
    /// through a ``ThemeValues`` and read its ``ThemeValues/problems``.
    ///
    /// - Parameters:
    ///   - catalog: the catalog read from a theme file.
    ///   - id: the theme's identifier, such as the file's name without its extensions.
    ///   - displayName: the name shown in settings; by default made from the identifier.
    ///   - base: the theme whose values fill the gaps.
    public init(catalog: ColorCatalog, id: ThemeID, displayName: String? = nil, base: BasicTheme = .standard) {
        self.init(ThemeValues(catalog: catalog, id: id, displayName: displayName), base: base)
    }
}
