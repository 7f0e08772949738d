import ShadeDiagnostics

/// `configuration`: a rule of `shade.json` that names a color the catalog lacks (an error, with a
/// "did you mean"), or a pattern that matches no color (a warning).
///
/// Its findings are made as the pairs are found (``Auditor``'s pairing reads the rules).
enum ConfigurationCheck: AuditCheck {
    static let id = Finding.Check.configuration
    static let defaultSeverity = Severity.error
    static let severityRule = "error, or warning for a pattern"
    static let finds = """
        `shade.json` names a color the catalog lacks (with a "did you mean"), an error; a pattern \
        that matches no color, a warning.
        """

    /// The finding for a name of the rule at `key` (`pairs[0].foreground`) that stands for no
    /// audited color: `problem` says why.
    static func unknownName(_ problem: String, key: String, at location: FileLocation) -> Finding {
        Finding(check: id, severity: .error, message: "\(key): \(problem)", location: location)
    }

    /// The finding for a pattern of the rule at `key` that matches no color.
    static func unmatchedPattern(_ pattern: String, key: String, at location: FileLocation) -> Finding {
        Finding(check: id, severity: .warning, message: "\(key): \"\(pattern)\" matches no color", location: location)
    }
}
