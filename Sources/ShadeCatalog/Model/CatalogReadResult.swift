public import ShadeDiagnostics

/// What a reader returns: the catalog, with everything it could read, and the diagnostics.
public struct CatalogReadResult: Sendable {
    /// The catalog.
    public var catalog: ColorCatalog
    /// Every problem found, in the order of the files and positions they were found in.
    public var diagnostics: [Diagnostic]

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
