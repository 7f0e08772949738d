import ShadeCatalog
import ShadeColor
import ShadeDiagnostics
import ShadeJSON

/// `reader`: a problem the reader reported in the file, at its `file:line:column`, with the
/// reader's severity (an error at most).
///
/// A diagnostic about an alias or reference the reader could not follow is an
/// ``UnresolvedReferenceCheck`` finding instead; a warning about a system color Shade does not
/// know only gives that check's finding its place.
enum ReaderCheck: DiagnosticCheck {
    static let id = Finding.Check.reader
    static let defaultSeverity = Severity.error
    static let severityRule = "the reader's"
    static let finds = "Any other problem the reader reported in the file, at its `file:line:column`."

    static func check(_ state: inout AuditState) {
        for diagnostic in state.diagnostics {
            let location = FileLocation(
                file: diagnostic.file, line: diagnostic.location?.line, column: diagnostic.location?.column)
            let index = diagnostic.path.flatMap { state.indexByName[$0] }
            if let index, diagnostic.severity == .warning,
                let reference = state.unresolvedReferences(of: index).first(where: {
                    diagnostic.message.contains("\"\($0.name)\"")
                })
            {
                state.referenceLocations[IndexedName(index: index, name: reference.name)] = location
                continue
            }
            let finding = Finding(
                check: UnresolvedReferenceCheck.isReference(diagnostic) ? UnresolvedReferenceCheck.id : id,
                severity: diagnostic.severity == .error ? .error : .warning,
                color: index.map { state.names[$0] },
                message: (diagnostic.path.map { "\($0): " } ?? "") + diagnostic.message,
                location: location
            )
            state.append(forColor: index, finding)
        }
    }
}
