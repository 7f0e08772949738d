/// The diagnostics of one read, in the order they were found: how every reader of Shade (asset
/// catalogs, design tokens, resolver documents, Figma variables) collects what it reports.
///
/// ```swift
/// var log = DiagnosticLog()
/// log.error("Colors.xcassets/Contents.json", location, "brand", "expected a number")
/// log.diagnostics.count   // 1
/// ```
public struct DiagnosticLog: Hashable, Sendable {
    /// What was reported, in order.
    public var diagnostics: [Diagnostic] = []

    /// An empty log.
    public init() {}

    /// Adds an error in `file`, at `location` when known, about the entry at `path` when there is one.
    public mutating func error(_ file: String, _ location: DocumentLocation?, _ path: String?, _ message: String) {
        diagnostics.append(Diagnostic(.error, file: file, location: location, path: path, message: message))
    }

    /// Adds a warning in `file`, at `location` when known, about the entry at `path` when there is one.
    public mutating func warning(_ file: String, _ location: DocumentLocation?, _ path: String?, _ message: String) {
        diagnostics.append(Diagnostic(.warning, file: file, location: location, path: path, message: message))
    }

    /// Adds `diagnostic`.
    public mutating func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Adds `diagnostics`, in their order.
    public mutating func append(contentsOf diagnostics: some Sequence<Diagnostic>) {
        self.diagnostics.append(contentsOf: diagnostics)
    }
}
