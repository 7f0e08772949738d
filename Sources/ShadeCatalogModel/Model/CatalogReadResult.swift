public import ShadeDiagnostics

/// What a reader returns: the catalog, with everything it could read, and the diagnostics.
public struct CatalogReadResult: Sendable {
    /// The catalog.
    public var catalog: ColorCatalog
    /// Every problem found, in the order of the files and positions they were found in.
    public var diagnostics: [Diagnostic]
    /// The colors whose file gives them a value in a dark mode that is the same as the light
    /// one (a Figma variable whose Dark value repeats its Light one, a token of a resolver's
    /// `dark` context), by name. The catalog holds no variant for such a value, which would only
    /// repeat what dark mode falls back to, so that only this tells a color whose dark value is
    /// the light one from a color without a dark value.
    public var darkSameAsLight: Set<String> = []
    /// The variants each color's set leaves out because they repeat the value Shade's lookup
    /// falls back to, though a file writes them at a place of their own (a Primer override, or a
    /// token in a dark mode's file, that repeats the light value), by the color's name.
    ///
    /// What is written where matters to changing a value: a change to the value they repeat
    /// leaves them as they are, so they then no longer repeat it
    /// (`ColorCatalog.restoring(_:)`).
    public var repeatedVariants: [String: [ColorVariant]] = [:]

    /// Creates a result.
    public init(catalog: ColorCatalog, diagnostics: [Diagnostic]) {
        self.catalog = catalog
        self.diagnostics = diagnostics
    }

    /// The diagnostics that are errors.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    /// Whether nothing was left out: there is no error (there may be warnings).
    public var isComplete: Bool { !diagnostics.contains { $0.severity == .error } }
}
