package import ShadeCatalogModel
package import ShadeDiagnostics
package import ShadeJSON

/// One group as a document declares it.
package struct RawGroup {
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

    package init(
        path: [String], name: String, file: String, location: DocumentLocation, type: String?,
        extends: (target: [String], location: DocumentLocation)?, metadata: [CatalogJSON.Member]
    ) {
        self.path = path
        self.name = name
        self.file = file
        self.location = location
        self.type = type
        self.extends = extends
        self.metadata = metadata
    }
}
