import ShadeDiagnostics
import ShadeJSON

/// One group as a document declares it.
struct RawGroup {
    /// The groups' names, outermost first.
    var path: [String]
    /// The dot path: ``path`` joined with `.`.
    var name: String
    /// The file, for diagnostics.
    var file: String
    /// Where the group's object starts.
    var location: DocumentLocation
    /// The `$type` of the group or its nearest ancestor that has one.
    var type: String?
    /// The group it extends (`$extends`), and where that is written.
    var extends: (target: [String], location: DocumentLocation)?
    /// The properties kept for the writer: `$description`, `$deprecated`, `$extends`,
    /// `$extensions`, unknown `$` properties.
    var metadata: [CatalogJSON.Member]
}
