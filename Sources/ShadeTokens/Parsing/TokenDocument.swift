import ShadeCatalogModel
package import ShadeDiagnostics
package import ShadeJSON

/// A token document, parsed once per read: its tokens and groups in document order.
package struct TokenDocument {
    /// The file, as the reader was given it.
    package var file: String
    /// The document.
    var root: JSONNode
    /// Whether it uses the Tokens Studio legacy keys (`value`, `type`, `description`): it has no
    /// `$value` anywhere.
    var isLegacy: Bool
    /// The tokens, in document order.
    var tokens: [RawToken] = []
    /// Each token's index in ``tokens``, by its dot path (all different within a document),
    /// built while each token is at hand.
    var indexByName = ScalarKeyed<Int>()
    /// The groups, in document order.
    var groups: [RawGroup] = []
    /// The top-level `$description`, `$extensions` and unknown `$` properties.
    var metadata: [CatalogJSON.Member] = []

    /// Parses the tokens and groups of `root`, reporting what breaks the format's rules.
    package init(file: String, root: JSONNode, index: Int, log: inout DiagnosticLog) {
        self.file = file
        self.root = root
        self.isLegacy = !Self.containsDollarValue(root)
        guard let members = root.members else {
            log.error(
                file, root.location, nil, "expected an object of tokens and groups, found \(root.value.kindDescription)"
            )
            return
        }
        var parser = Parser(file: file, document: index, isLegacy: isLegacy)
        metadata = parser.parseGroup(
            members, node: root, path: [], pathName: nil, type: nil, deprecation: nil, log: &log)
        tokens = parser.tokens
        indexByName = parser.indexByName
        groups = parser.groups
    }

    /// A document whose tokens and groups a reader has made itself (Figma's variables), as
    /// ``init(file:root:index:log:)`` would read them from a file that wrote them out: `tokens`
    /// in document order, with their dot paths (all different) indexed in `indexByName`, and
    /// `groups` in document order, none with properties. `root` is what a JSON pointer
    /// (`#/…`) into the document reads.
    package init(file: String, root: JSONNode, tokens: [RawToken], indexByName: ScalarKeyed<Int>, groups: [RawGroup]) {
        self.file = file
        self.root = root
        self.isLegacy = false
        self.tokens = tokens
        self.indexByName = indexByName
        self.groups = groups
    }

    private static func containsDollarValue(_ node: JSONNode) -> Bool {
        switch node.value {
        case .object(let members):
            return members.contains { $0.key == "$value" || containsDollarValue($0.node) }
        case .array(let elements):
            return elements.contains(where: containsDollarValue)
        default:
            return false
        }
    }

    /// The recursive walk over groups and tokens.
    private struct Parser {
        let file: String
        let document: Int
        let isLegacy: Bool
        var tokens: [RawToken] = []
        var indexByName = ScalarKeyed<Int>()
        var groups: [RawGroup] = []

        /// Whether `node` is a token: an object with `$value`; in a legacy document, an object
        /// with `value`, unless that `value` is itself a token and there is no `type` (a group
        /// holding a token named `value`).
        func isToken(_ node: JSONNode) -> Bool {
            guard let members = node.members else { return false }
            if members.contains(where: { $0.key == "$value" }) { return true }
            guard isLegacy, let value = node["value"] else { return false }
            if node["type"]?.stringValue != nil { return true }
            return value["value"] == nil && value["$value"] == nil
        }

        /// Parses a group's members, adding its tokens and groups to the document.
        ///
        /// - Parameters:
        ///   - members: the group's members, in document order.
        ///   - node: the group's object, for the locations of diagnostics.
        ///   - path: the group's path, empty for the document.
        ///   - pathName: `path` joined with `.`, made by the caller from its own (a group 100
        ///     deep is not joined again at every level), `nil` for the document.
        ///   - inheritedType: the `$type` of the nearest enclosing group that has one.
        ///   - inheritedDeprecation: the `$deprecated` of the nearest enclosing group that has one.
        ///   - log: where diagnostics go.
        /// - Returns: The group's properties kept for the writer.
        @discardableResult
        mutating func parseGroup(
            _ members: [(key: String, node: JSONNode)],
            node: JSONNode,
            path: [String],
            pathName: String?,
            type inheritedType: String?,
            deprecation inheritedDeprecation: CatalogEntry.Deprecation?,
            log: inout DiagnosticLog
        ) -> [CatalogJSON.Member] {
            var type = inheritedType
            var deprecation = inheritedDeprecation
            var metadata: [CatalogJSON.Member] = []
            var extends: (target: [String], location: DocumentLocation)?
            // Properties first, so that `$type` applies to members written before it.
            // By index, so that the members skipped are not copied.
            for index in members.indices where Self.isProperty(members[index].key) {
                let (key, child) = members[index]
                switch key {
                case "$type":
                    if let name = child.stringValue {
                        type = name
                    } else {
                        log.error(
                            file, child.location, pathName,
                            "expected `$type` to be a string, found \(child.foundDescription)")
                    }
                case "$deprecated":
                    if let value = Self.deprecation(child, file: file, path: pathName, log: &log) {
                        deprecation = value
                    } else if case .bool(false) = child.value {
                        deprecation = nil
                    }
                    metadata.append(CatalogJSON.Member(key, CatalogJSON(child)))
                case "$extends":
                    metadata.append(CatalogJSON.Member(key, CatalogJSON(child)))
                    if let text = child.stringValue, let target = AliasSyntax.wholeAlias(text) {
                        extends = (target, child.location)
                    } else {
                        log.error(
                            file, child.location, pathName,
                            "expected `$extends` to be a group reference such as \"{button}\", found \(child.foundDescription)"
                        )
                    }
                case "$schema" where path.isEmpty:
                    break
                case "$description", "$extensions":
                    if key == "$description", child.stringValue == nil {
                        log.warning(
                            file, child.location, pathName,
                            "expected `$description` to be a string, found \(child.foundDescription); kept as written")
                    }
                    metadata.append(CatalogJSON.Member(key, CatalogJSON(child)))
                default:
                    if path.isEmpty, key == "$themes" || key == "$metadata" {
                        log.warning(
                            file, child.location, nil,
                            "Tokens Studio's `\(key)` is read from its own file (`\(key).json`); kept as written here")
                    } else {
                        log.warning(file, child.location, pathName, "unknown group property `\(key)`; kept as written")
                    }
                    metadata.append(CatalogJSON.Member(key, CatalogJSON(child)))
                }
            }
            if isLegacy {
                for (key, child) in members where (key == "type" || key == "description") && child.stringValue != nil {
                    if key == "type" { type = child.stringValue }
                    if key == "description" { metadata.append(CatalogJSON.Member("$description", CatalogJSON(child))) }
                }
            }
            if !path.isEmpty {
                groups.append(
                    RawGroup(
                        path: path, name: pathName ?? "", file: file, location: node.location, type: type,
                        extends: extends,
                        metadata: metadata))
            }
            // Room for every member to be a token, so that the index does not grow by steps (the
            // array's capacity at least doubles, as reserving exactly would copy it every time).
            indexByName.reserveCapacity(indexByName.count + members.count)
            if tokens.capacity < tokens.count + members.count {
                tokens.reserveCapacity(max(tokens.count + members.count, 2 * tokens.capacity))
            }
            for index in members.indices where !Self.isProperty(members[index].key) {
                let (key, child) = members[index]
                if isLegacy, key == "type" || key == "description", child.stringValue != nil { continue }
                var childPath: [String] = []
                childPath.reserveCapacity(path.count + 1)
                childPath += path
                childPath.append(key)
                let childName = pathName.map { $0 + "." + key } ?? key
                if key.isEmpty {
                    // Found by fuzzing: a token named "" was read, and no file can be written with it.
                    log.error(
                        file, child.location, childName.isEmpty ? nil : childName,
                        "a token or group name must not be empty; left out")
                    continue
                }
                if Self.containsBraceOrDot(key) {
                    log.error(
                        file, child.location, childName,
                        "a token or group name must not contain `{`, `}` or `.`; left out")
                    continue
                }
                guard let childMembers = child.members else {
                    log.error(
                        file, child.location, childName,
                        "expected a token or a group (an object), found \(child.foundDescription); left out")
                    continue
                }
                if isToken(child) {
                    parseToken(
                        childMembers, node: child, path: childPath, name: childName, type: type,
                        deprecation: deprecation, log: &log)
                } else if key == "$root" {
                    log.error(
                        file, child.location, childName, "`$root` must be a token (an object with `$value`); left out")
                } else {
                    let before = tokens.count
                    let groupsBefore = groups.count
                    parseGroup(
                        childMembers, node: child, path: childPath, pathName: childName, type: type,
                        deprecation: deprecation, log: &log)
                    let hasExtends = groups[groupsBefore].extends != nil
                    if tokens.count == before, groups.count == groupsBefore + 1, !hasExtends {
                        log.warning(
                            file, child.location, childName,
                            "the group has no tokens (a token needs `$value`); nothing to read")
                    }
                }
            }
            return metadata
        }

        /// Parses one token object.
        mutating func parseToken(
            _ members: [(key: String, node: JSONNode)],
            node: JSONNode,
            path: [String],
            name: String,
            type groupType: String?,
            deprecation groupDeprecation: CatalogEntry.Deprecation?,
            log: inout DiagnosticLog
        ) {
            let dollarValueIndex = members.firstIndex { $0.key == "$value" }
            let valueKey = dollarValueIndex != nil ? "$value" : "value"
            guard let valueIndex = dollarValueIndex ?? members.firstIndex(where: { $0.key == "value" }) else {
                preconditionFailure("a token is an object that `isToken` accepts, which has `$value` or `value`")
            }
            var ownType: String?
            var description: String?
            var deprecation = groupDeprecation
            var extensions: [CatalogJSON.Member] = []
            var extensionsNode: JSONNode?
            var overrides: [ModeOverride] = []
            var alpha: JSONNode?
            for index in members.indices where members[index].key != valueKey {
                let (key, child) = members[index]
                if key == "alpha" { alpha = child }
                // A legacy document's `type` and `description` are `$type` and `$description`.
                let property = isLegacy && (key == "type" || key == "description") ? "$" + key : key
                switch property {
                case "$type":
                    if let type = child.stringValue {
                        ownType = type
                    } else {
                        log.error(
                            file, child.location, name,
                            "expected `\(key)` to be a string, found \(child.foundDescription); the type is ignored")
                    }
                case "$description":
                    if let text = child.stringValue {
                        description = text
                    } else {
                        log.warning(
                            file, child.location, name,
                            "expected `\(key)` to be a string, found \(child.foundDescription); kept as written")
                        extensions.append(CatalogJSON.Member(key, CatalogJSON(child)))
                    }
                case "$deprecated":
                    if let value = Self.deprecation(child, file: file, path: name, log: &log) {
                        deprecation = value
                    } else if case .bool(false) = child.value {
                        deprecation = nil
                        if groupDeprecation != nil {
                            extensions.append(CatalogJSON.Member(key, CatalogJSON(child)))
                        }
                    }
                case "$extensions":
                    if child.members == nil {
                        log.warning(
                            file, child.location, name,
                            "expected `$extensions` to be an object, found \(child.foundDescription); kept as written")
                    } else {
                        extensionsNode = child
                        overrides = Self.overrides(in: child, file: file, path: name, log: &log)
                    }
                    extensions.append(CatalogJSON.Member(key, CatalogJSON(child)))
                case "$value", "value":
                    break
                default:
                    if child.members != nil, !key.hasPrefix("$") {
                        log.error(
                            file, child.location, name + "." + key,
                            "a token must not contain tokens or groups; left out")
                    } else if key.hasPrefix("$") {
                        log.warning(file, child.location, name, "unknown token property `\(key)`; kept as written")
                        extensions.append(CatalogJSON.Member(key, CatalogJSON(child)))
                    } else {
                        // Primer's `alpha` is reported when the value is read, as it depends on the type.
                        if key != "alpha" {
                            log.warning(
                                file, child.location, name,
                                "`\(key)` is not a token property (they start with `$`); kept as written")
                        }
                        extensions.append(CatalogJSON.Member(key, CatalogJSON(child)))
                    }
                }
            }
            let token = RawToken(
                path: path, name: name, document: document, file: file, location: node.location,
                value: members[valueIndex].node, ownType: ownType, groupType: groupType, description: description,
                deprecation: deprecation, extensions: extensions, extensionsNode: extensionsNode,
                overrides: overrides, alpha: alpha)
            indexByName[name] = tokens.count
            tokens.append(token)
        }

        /// Whether a member of a group is one of its properties: its name starts with `$` (as a
        /// character), and it is not `$root`, the group's own token.
        static func isProperty(_ key: String) -> Bool {
            key.hasPrefixCharacter("$") && key != "$root"
        }

        /// Whether a token or group name contains `{`, `}` or `.`, as characters.
        static func containsBraceOrDot(_ key: String) -> Bool {
            // A character that is one of these holds its byte, so most names are decided by
            // their bytes alone; one that holds such a byte is checked character by character.
            guard
                key.utf8.contains(where: {
                    $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: ".")
                })
            else { return false }
            return key.contains("{") || key.contains("}") || key.contains(".")
        }

        /// The mode overrides of an `$extensions` object.
        static func overrides(in extensions: JSONNode, file: String, path: String, log: inout DiagnosticLog)
            -> [ModeOverride]
        {
            var overrides: [ModeOverride] = []
            for key in ModeOverride.extensionKeys {
                guard let node = extensions[key] else { continue }
                guard let members = node.members else {
                    log.warning(
                        file, node.location, path,
                        "expected `\(key)` to map mode names to values, found \(node.foundDescription); kept as written"
                    )
                    continue
                }
                for (name, value) in members {
                    var override = ModeOverride(mode: TokenMode(named: name), value: value)
                    if let inner = value["$value"] {
                        override.value = inner
                        override.alpha = value["alpha"]?.doubleValue
                    }
                    overrides.removeAll { $0.applies(to: override.mode) }
                    overrides.append(override)
                }
            }
            return overrides
        }

        /// The deprecation `$deprecated` states: `true` or a reason; `nil` for `false` or a value
        /// of the wrong kind (reported).
        static func deprecation(
            _ node: JSONNode, file: String, path: String?, log: inout DiagnosticLog
        ) -> CatalogEntry.Deprecation? {
            switch node.value {
            case .bool(true): return .deprecated
            case .bool(false): return nil
            case .string(let reason): return .reason(reason)
            default:
                log.error(
                    file, node.location, path,
                    "expected `$deprecated` to be true, false or a reason, found \(node.foundDescription)")
                return nil
            }
        }
    }
}
