import ShadeCatalog
import ShadeColor
import ShadeDiagnostics

/// `unresolved-reference`: a system color Shade does not know (`SystemColorReference.resolved` is
/// `nil`), whose variant is then not audited, or an alias or `$ref` the reader could not follow
/// (``ReaderCheck`` asks ``isReference(_:)`` which of the reader's diagnostics those are).
enum UnresolvedReferenceCheck: ColorCheck {
    static let id = Finding.Check.unresolvedReference
    static let defaultSeverity = Severity.error
    static let severityRule = "warning for a system color, the reader's for an alias or reference"
    static let finds = """
        A system color Shade does not know (`SystemColorReference.resolved == nil`), or an alias or \
        `$ref` the reader could not follow.
        """

    /// Whether a reader's diagnostic is about an alias or reference it could not follow.
    static func isReference(_ diagnostic: Diagnostic) -> Bool {
        let message = diagnostic.message
        return message.hasPrefix("refers to `") || message.hasPrefix("the pointer `")
            || message.contains("alias cycle") || message.contains("leads nowhere")
    }

    /// One finding for each variant that refers to a system color Shade does not know, at the
    /// place the reader reported it when it did.
    static func check(color index: Int, in state: inout AuditState) {
        for variant in state.sets[index].variants {
            guard case .reference(let reference) = variant.value, reference.resolved == nil else { continue }
            var result = state.finding(
                id, .warning, color: index,
                "\(state.names[index]): the \(variant.label) variant refers to the system color \"\(reference.name)\""
                    + (reference.platform.map { " (\($0))" } ?? "")
                    + ", which Shade does not know (an AppKit-only or misspelled name?); that variant is not audited")
            if let location = state.referenceLocations[IndexedName(index: index, name: reference.name)] {
                result.location = location
            }
            state.append(forColor: index, result)
        }
    }
}
