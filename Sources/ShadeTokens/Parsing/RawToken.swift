package import ShadeCatalogModel
package import ShadeDiagnostics
package import ShadeJSON

/// One token as a document declares it, before aliases are resolved.
///
/// A class, so that the trees of every mode, the resolvers and the resolved tokens share one
/// token rather than copying its dozen members; it does not change once made.
package final class RawToken {
    /// The groups and the token's name, outermost first.
    let path: [String]
    /// The dot path: ``path`` joined with `.`.
    package let name: String
    /// The index of the document in the read's document list.
    let document: Int
    /// The file, for diagnostics.
    let file: String
    /// Where the token's object starts.
    let location: DocumentLocation
    /// Its `$value` (or legacy `value`).
    let value: JSONNode
    /// Its own `$type`, if any.
    let ownType: String?
    /// The `$type` of the nearest group that has one.
    let groupType: String?
    /// `$description`.
    let description: String?
    /// `$deprecated`, or the nearest group's.
    let deprecation: CatalogEntry.Deprecation?
    /// What few tokens have, apart, so that a token stays small.
    private let extras: Extras?

    /// What few tokens have.
    private final class Extras {
        let extensions: [CatalogJSON.Member]
        let extensionsNode: JSONNode?
        let overrides: [ModeOverride]
        let alpha: JSONNode?

        init(extensions: [CatalogJSON.Member], extensionsNode: JSONNode?, overrides: [ModeOverride], alpha: JSONNode?) {
            self.extensions = extensions
            self.extensionsNode = extensionsNode
            self.overrides = overrides
            self.alpha = alpha
        }
    }

    /// `$extensions` and the other members Shade keeps without interpreting, as written.
    var extensions: [CatalogJSON.Member] { extras?.extensions ?? [] }
    /// The `$extensions` object.
    var extensionsNode: JSONNode? { extras?.extensionsNode }
    /// The values its `$extensions` give for other modes (GitHub Primer's
    /// `org.primer.overrides`, Terrazzo's `mode`), in document order.
    var overrides: [ModeOverride] { extras?.overrides ?? [] }
    /// Whether ``overrides`` has any, without making the array.
    var hasOverrides: Bool { extras.map { !$0.overrides.isEmpty } ?? false }
    /// Its `alpha` member (GitHub Primer's opacity, not a DTCG property), if any.
    var alpha: JSONNode? { extras?.alpha }

    /// Creates a token.
    package init(
        path: [String], name: String, document: Int, file: String, location: DocumentLocation, value: JSONNode,
        ownType: String?, groupType: String?, description: String?, deprecation: CatalogEntry.Deprecation?,
        extensions: [CatalogJSON.Member], extensionsNode: JSONNode?, overrides: [ModeOverride], alpha: JSONNode?
    ) {
        self.path = path
        self.name = name
        self.document = document
        self.file = file
        self.location = location
        self.value = value
        self.ownType = ownType
        self.groupType = groupType
        self.description = description
        self.deprecation = deprecation
        if extensions.isEmpty, extensionsNode == nil, overrides.isEmpty, alpha == nil {
            extras = nil
        } else {
            extras = Extras(extensions: extensions, extensionsNode: extensionsNode, overrides: overrides, alpha: alpha)
        }
    }

    /// The token as a group that extends its group (`$extends`) inherits it: at `path`, with
    /// `groupType` when it declares no type.
    func inherited(at path: [String], groupType: String?) -> RawToken {
        RawToken(
            path: path, name: path.joined(separator: "."), document: document, file: file, location: location,
            value: value, ownType: ownType, groupType: declaredType == nil ? groupType : self.groupType,
            description: description, deprecation: deprecation, extensions: extensions,
            extensionsNode: extensionsNode, overrides: overrides, alpha: alpha)
    }

    /// The type the token declares or inherits from its groups.
    var declaredType: String? { ownType ?? groupType }
}
