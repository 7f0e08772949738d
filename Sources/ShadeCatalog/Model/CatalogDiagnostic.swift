public import ShadeJSON

/// A problem found while reading a theme file: what was expected, what was found, and where.
///
/// Readers never stop at the first problem: they return what they could read together with every
/// diagnostic (see ``CatalogReadResult``). An error means something was left out of the catalog
/// (a color that cannot be read, an alias that leads nowhere); a warning means the file deviates
/// from its format but was read as its author surely meant.
public struct CatalogDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable, Comparable {
        /// Something was read by a reasonable guess, or kept without being understood.
        case warning
        /// Something could not be read and is missing from the catalog.
        case error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .warning && rhs == .error
        }
    }

    /// How serious it is.
    public var severity: Severity
    /// The file, as the reader was given it (a path, or a name for text read from memory).
    public var file: String
    /// Where in the file, or `nil` for a problem of the file as a whole (a missing file).
    public var location: DocumentLocation?
    /// The entry or token the problem belongs to (`Brand/Primary`, `color.bg.default`), if any.
    public var path: String?
    /// What is wrong, as a sentence fragment: `expected a number from 0 to 1, found "1.5"`.
    ///
    /// Text quoted from a file is escaped where it would not show (`"\u0007"`, see
    /// ``description``).
    public var message: String

    /// Creates a diagnostic; characters of `message` that would not show are escaped, as
    /// ``description`` does.
    public init(
        _ severity: Severity,
        file: String,
        location: DocumentLocation? = nil,
        path: String? = nil,
        message: String
    ) {
        self.severity = severity
        self.file = file
        self.location = location
        self.path = path
        self.message = DisplayText.escaped(message)
    }

    /// `file:line:column: error: color.bg.default: message`, the form compilers use, so editors
    /// and CI logs link to the place.
    ///
    /// The file, the path and the message may quote what a file holds, so every character that a
    /// terminal would act on or a reader could not see (a control or format character, a space
    /// other than U+0020) is written as a JSON escape, `\u001B`: printing a diagnostic never
    /// sends a terminal the file's control characters.
    public var description: String {
        var text = DisplayText.escaped(file)
        if let location { text += ":\(location.line):\(location.column)" }
        text += ": \(severity.rawValue): "
        if let path { text += "\(DisplayText.escaped(path)): " }
        return text + DisplayText.escaped(message)
    }
}

/// What a reader returns: the catalog, with everything it could read, and the diagnostics.
public struct CatalogReadResult: Sendable {
    /// The catalog.
    public var catalog: ColorCatalog
    /// Every problem found, in the order of the files and positions they were found in.
    public var diagnostics: [CatalogDiagnostic]

    /// Creates a result.
    public init(catalog: ColorCatalog, diagnostics: [CatalogDiagnostic]) {
        self.catalog = catalog
        self.diagnostics = diagnostics
    }

    /// The diagnostics that are errors.
    public var errors: [CatalogDiagnostic] { diagnostics.filter { $0.severity == .error } }

    /// Whether nothing was left out: there is no error (there may be warnings).
    public var isComplete: Bool { !diagnostics.contains { $0.severity == .error } }
}
