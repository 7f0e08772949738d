import Foundation
import ShadeDiagnostics
import ShadeFiles
import ShadeJSON

/// Reads Figma variables, in either of the two shapes Figma gives them, into the modes of a read:
/// the REST API's `GET /v1/files/:file_key/variables/local` response, or the folder of
/// `<Collection>.<Mode>.json` token files that Figma's `variables-github-action-example` writes
/// (one file per collection and mode).
///
/// Both shapes become one token document per collection and mode; the modes of the read are
/// then made by ``contexts(collections:session:)``:
/// - a mode of the read is a mode of a collection with several modes, read by the rule of
///   ``TokenMode`` (`Light`, `Dark`, `High contrast`, `Dark HC`, … are appearances; any other
///   name is a named theme), modes of the same meaning merged whatever their letter case;
/// - in each mode of the read, every collection gives the document of its mode with that meaning;
///   a collection with one mode gives that mode, and a collection without such a mode its default
///   mode (`defaultModeId` of the REST response; for an export, which does not record it, a mode
///   that reads as the default appearance, else the first by name, with a warning).
///
/// Aliases resolve within each mode of the read across all collections, as Figma resolves a
/// variable for a layer that sets one collection's mode and leaves the others at their default.
struct FigmaReading {
    /// A collection: its name and its modes, each with the document read for it.
    struct Collection {
        var name: String
        var modes: [(name: String, document: Int)]
        /// The index in ``modes`` of the default mode, when the input records it.
        var defaultMode: Int?
        /// Where the collection is declared, for diagnostics.
        var file: String
        var location: DocumentLocation?
    }

    /// The name of the mode the caller chose as every collection's default, if any
    /// (``TokenReader/figmaDefaultMode``).
    var defaultModeName: String?

    private var log = DiagnosticLog()

    // MARK: - Modes

    /// The modes of a read of `collections`.
    mutating func contexts(collections: [Collection], session: inout TokenReadSession) -> [TokenContext] {
        defer { session.log.diagnostics += log.diagnostics }
        log.diagnostics = []
        var modes: [TokenMode] = []
        for collection in collections where collection.modes.count > 1 {
            for mode in collection.modes {
                let mode = TokenMode(named: mode.name)
                guard !modes.contains(where: { Self.sameMeaning($0, mode) }) else { continue }
                guard modes.count < TokenCatalogBuilder.maximumModes else {
                    log.warning(
                        collection.file, collection.location, nil,
                        "the mode `\(mode.name)` of the collection `\(collection.name)` would make more than "
                            + "\(TokenCatalogBuilder.maximumModes) modes; it and the collection's later modes are not read"
                    )
                    break
                }
                modes.append(mode)
            }
        }
        if modes.isEmpty { modes = [.light] }
        if let named = defaultModeName, let first = collections.first,
            !collections.contains(where: { Self.mode(named: named, in: $0) != nil })
        {
            log.warning(
                first.file, first.location, nil,
                "no collection has a mode named \(JSONWriter.displayQuoted(named, limit: 60)), the default mode "
                    + "asked for; each collection's default is chosen as without it")
        }
        // Each collection's default, chosen (and warned about) only when a mode of the read needs it.
        var fallbacks: [Int: Int?] = [:]
        return modes.map { mode in
            var documents: [Int] = []
            for (index, collection) in collections.enumerated() {
                if let own = collection.modes.first(where: { Self.sameMeaning(TokenMode(named: $0.name), mode) }) {
                    documents.append(own.document)
                    continue
                }
                if fallbacks[index] == nil { fallbacks[index] = defaultMode(of: collection) }
                if let fallback = fallbacks[index] ?? nil {
                    documents.append(collection.modes[fallback].document)
                }
            }
            return TokenContext(mode: mode, documents: documents)
        }
    }

    /// The index of the mode of `collection` named `name`, exactly, else ignoring letter case.
    private static func mode(named name: String, in collection: Collection) -> Int? {
        collection.modes.firstIndex { $0.name == name }
            ?? collection.modes.firstIndex { $0.name.lowercased() == name.lowercased() }
    }

    /// Whether two modes give the same variant: the same conditions and theme, the theme's letter
    /// case aside.
    private static func sameMeaning(_ lhs: TokenMode, _ rhs: TokenMode) -> Bool {
        lhs.conditions == rhs.conditions && lhs.theme?.lowercased() == rhs.theme?.lowercased()
    }

    /// The mode of `collection` read where the mode of the read is none of its own: its only
    /// mode; else the mode the caller named (``defaultModeName``, compared exactly, then ignoring
    /// letter case), when it has one; else the response's `defaultModeId`; else a mode whose name reads as the
    /// default appearance (`Light`, `Default`, by the rule of ``TokenMode``); else the first by
    /// name, with a warning.
    private mutating func defaultMode(of collection: Collection) -> Int? {
        guard !collection.modes.isEmpty else { return nil }
        if collection.modes.count == 1 { return 0 }
        if let named = defaultModeName, let index = Self.mode(named: named, in: collection) { return index }
        if let index = collection.defaultMode { return index }
        if let index = collection.modes.firstIndex(where: { TokenMode(named: $0.name).isDefault }) { return index }
        let first = collection.modes.indices.min { collection.modes[$0].name < collection.modes[$1].name } ?? 0
        log.warning(
            collection.file, collection.location, nil,
            "the collection `\(collection.name)` has several modes and the export does not record its default; "
                + "`\(collection.modes[first].name)` (the first by name) is read in the modes of other collections; "
                + "name the default mode to choose another")
        return first
    }

    // MARK: - The file-per-mode export

    /// The collections of a folder of `<Collection>.<Mode>.json` files, their documents loaded
    /// into `session`.
    mutating func exportCollections(in folder: URL, session: inout TokenReadSession) -> [Collection] {
        defer { session.log.diagnostics += log.diagnostics }
        log.diagnostics = []
        guard let names = FileTree.names(in: folder.path) else {
            log.error(folder.path, nil, nil, "cannot list the folder")
            return []
        }
        var collections: [Collection] = []
        var files: [(path: String, root: JSONNode, collection: String, mode: String)] = []
        for name in names.sorted() where !name.hasPrefix(".") && Self.isJSONName(name) {
            let path = folder.appendingPathComponent(name).path
            guard !FileTree.isDirectory(path) else { continue }
            guard let (collectionName, modeName) = Self.collectionAndMode(ofFileName: name) else {
                log.error(
                    path, nil, nil,
                    "not named `<Collection>.<Mode>.json`, as Figma's export names its files; left out")
                continue
            }
            guard let root = session.parse(url: URL(fileURLWithPath: path), file: path, reference: nil) else {
                continue
            }
            files.append((path, root, collectionName, modeName))
        }
        // Names with `.` become token names (`tokenName(ofPart:)`), and the aliases the export
        // wrote of them (`{spacing.1.5}` for `spacing/1.5`, which Figma does not escape) follow.
        var renamed: [String: String] = [:]
        var plain: Set<String> = []
        for index in files.indices {
            Self.escapeNames(in: &files[index].root, path: [], tokenPaths: &renamed, plainNames: &plain)
        }
        for name in plain { renamed[name] = nil }
        for (path, root, collectionName, modeName) in files {
            var root = root
            if !renamed.isEmpty { Self.renameAliases(in: &root, renamed) }
            let document = session.add(root: root, file: path)
            if let index = collections.firstIndex(where: { $0.name == collectionName }) {
                collections[index].modes.append((modeName, document))
            } else {
                collections.append(
                    Collection(
                        name: collectionName, modes: [(modeName, document)], defaultMode: nil, file: path,
                        location: nil))
            }
        }
        if collections.isEmpty, log.diagnostics.isEmpty {
            log.error(folder.path, nil, nil, "the folder holds no `<Collection>.<Mode>.json` file; nothing read")
        }
        return collections
    }

    /// Gives every group and token of an export file its token name (``tokenName(ofPart:)``);
    /// records the alias path of each token renamed (`spacing.1.5` → `spacing.1%2E5`) in
    /// `tokenPaths` and of each token not renamed in `plainNames`.
    private static func escapeNames(
        in node: inout JSONNode, path: [(name: String, token: String)], tokenPaths: inout [String: String],
        plainNames: inout Set<String>
    ) {
        guard case .object(var members) = node.value else { return }
        if members.contains(where: { $0.key == "$value" }) {
            let written = path.map(\.name).joined(separator: ".")
            let token = path.map(\.token).joined(separator: ".")
            if written == token { plainNames.insert(written) } else { tokenPaths[written] = token }
            return
        }
        for index in members.indices where !members[index].key.hasPrefix("$") {
            let name = members[index].key
            let token = tokenName(ofPart: name)
            members[index].key = token
            escapeNames(
                in: &members[index].node, path: path + [(name, token)], tokenPaths: &tokenPaths,
                plainNames: &plainNames)
        }
        node.value = .object(members)
    }

    /// Rewrites each token's alias `{a.b.c}` whose target `renamed` renames.
    private static func renameAliases(in node: inout JSONNode, _ renamed: [String: String]) {
        guard case .object(var members) = node.value else { return }
        for index in members.indices {
            if members[index].key == "$value" {
                if case .string(let text) = members[index].node.value, text.hasPrefix("{"), text.hasSuffix("}"),
                    text.count > 2, let target = renamed[String(text.dropFirst().dropLast())]
                {
                    members[index].node.value = .string("{\(target)}")
                }
            } else if !members[index].key.hasPrefix("$") {
                renameAliases(in: &members[index].node, renamed)
            }
        }
        node.value = .object(members)
    }

    /// Whether a file name ends in `.json`, in any letter case.
    static func isJSONName(_ name: String) -> Bool {
        name.count > 5 && name.lowercased().hasSuffix(".json")
    }

    /// The collection and mode a file name `<Collection>.<Mode>.json` gives, split at the last
    /// dot before `.json` (a mode name has no dot in Figma's defaults; a collection's name may);
    /// `nil` when the name has no such dot or either part is empty.
    static func collectionAndMode(ofFileName name: String) -> (collection: String, mode: String)? {
        guard isJSONName(name) else { return nil }
        let stem = name.dropLast(5)
        guard let dot = stem.lastIndex(of: ".") else { return nil }
        let collection = String(stem[..<dot])
        let mode = String(stem[stem.index(after: dot)...])
        guard !collection.isEmpty, !mode.isEmpty else { return nil }
        return (collection, mode)
    }

    // MARK: - The REST response

    /// The collections of a REST response, each mode's document built from the variables and
    /// added to `session` (its nodes keep the response's locations, so every diagnostic points
    /// into the response).
    mutating func restCollections(root: JSONNode, file: String, session: inout TokenReadSession) -> [Collection] {
        defer { session.log.diagnostics += log.diagnostics }
        log.diagnostics = []
        guard root.members != nil else {
            log.error(file, root.location, nil, "expected the response object, found \(root.value.kindDescription)")
            return []
        }
        guard let meta = root["meta"], meta.members != nil else {
            log.error(file, root.location, nil, "expected `meta`, an object with `variables` and `variableCollections`")
            return []
        }
        guard let variables = meta["variables"]?.members, let collectionNodes = meta["variableCollections"]?.members
        else {
            log.error(
                file, meta.location, "meta",
                "expected `variables` and `variableCollections`, each an object keyed by id")
            return []
        }
        // The collections and their modes.
        var collections: [(id: String, collection: Collection, modeIDs: [String])] = []
        for (id, node) in collectionNodes {
            guard let collection = readCollection(id: id, node: node, file: file) else { continue }
            collections.append(collection)
        }
        // The variables: their names, for aliases, and their collections.
        var pathByID: [String: String] = [:]
        for (id, node) in variables {
            if let name = node["name"]?.stringValue, !name.isEmpty {
                pathByID[id] = Self.tokenPath(of: name).joined(separator: ".")
            }
        }
        // Per collection and mode, the tokens.
        var trees: [[JSONNode]] = collections.map { entry in
            entry.modeIDs.map { _ in JSONNode(value: .object([]), location: root.location) }
        }
        for (id, node) in variables {
            guard node.members != nil else {
                log.error(
                    file, node.location, "meta.variables.\(id)", "expected a variable, found \(node.foundDescription)")
                continue
            }
            let at = "meta.variables.\(id)"
            guard let name = node["name"]?.stringValue, !name.isEmpty else {
                log.error(file, node.location, at, "expected `name`, a non-empty string; the variable is left out")
                continue
            }
            guard let collectionID = node["variableCollectionId"]?.stringValue,
                let collectionIndex = collections.firstIndex(where: { $0.id == collectionID })
            else {
                log.error(
                    file, (node["variableCollectionId"] ?? node).location, at,
                    "`variableCollectionId` names no collection of `meta.variableCollections`; `\(name)` is left out")
                continue
            }
            guard let typeNode = node["resolvedType"], let type = typeNode.stringValue,
                let tokenType = Self.tokenTypes[type]
            else {
                log.error(
                    file, (node["resolvedType"] ?? node).location, at,
                    "expected `resolvedType`, one of BOOLEAN, FLOAT, STRING, COLOR; `\(name)` is left out")
                continue
            }
            guard let valuesByMode = node["valuesByMode"], let values = valuesByMode.members else {
                log.error(
                    file, (node["valuesByMode"] ?? node).location, at,
                    "expected `valuesByMode`, an object of mode ids; `\(name)` is left out")
                continue
            }
            let path = Self.tokenPath(of: name)
            guard path.count <= Self.maximumNameDepth else {
                log.error(
                    file, node.location, at,
                    "the name has more than \(Self.maximumNameDepth) groups; the variable is left out")
                continue
            }
            let modeIDs = collections[collectionIndex].modeIDs
            for (modeID, valueNode) in values {
                guard let modeIndex = modeIDs.firstIndex(of: modeID) else {
                    log.warning(
                        file, valueNode.location, "\(at).valuesByMode",
                        "the mode `\(modeID)` is not a mode of the collection `\(collections[collectionIndex].collection.name)`; its value is not read"
                    )
                    continue
                }
                guard
                    let value = tokenValue(
                        valueNode, type: type, pathByID: pathByID, file: file, at: "\(at).valuesByMode.\(modeID)")
                else { continue }
                var members: [(key: String, node: JSONNode)] = [
                    ("$type", JSONNode(value: .string(tokenType), location: typeNode.location)),
                    ("$value", value),
                ]
                if let description = node["description"], description.stringValue?.isEmpty == false {
                    members.append(("$description", description))
                }
                var figma: [(key: String, node: JSONNode)] = []
                for key in ["hiddenFromPublishing", "scopes", "codeSyntax"] {
                    if let kept = node[key] { figma.append((key, kept)) }
                }
                if !figma.isEmpty {
                    members.append(
                        (
                            "$extensions",
                            JSONNode(
                                value: .object([("com.figma", JSONNode(value: .object(figma), location: node.location))]
                                ), location: node.location)
                        ))
                }
                let token = JSONNode(value: .object(members), location: node.location)
                Self.insert(token, at: path[...], into: &trees[collectionIndex][modeIndex], file: file, log: &log)
            }
        }
        var result: [Collection] = []
        for (index, entry) in collections.enumerated() {
            var collection = entry.collection
            collection.modes = zip(collection.modes, trees[index]).map { mode, tree in
                (mode.name, session.add(root: tree, file: file))
            }
            result.append(collection)
        }
        return result
    }

    /// The token types of Figma's `resolvedType`s, as Figma's token export writes them.
    private static let tokenTypes = ["COLOR": "color", "FLOAT": "number", "STRING": "string", "BOOLEAN": "boolean"]

    /// The most groups a variable's name may have (`a/b/c` has two).
    static let maximumNameDepth = 64

    /// The groups and name of a variable named `a/b/c`, each part a token name
    /// (``tokenName(ofPart:)``).
    static func tokenPath(of name: String) -> [String] {
        name.split(separator: "/", omittingEmptySubsequences: false).map { tokenName(ofPart: String($0)) }
    }

    /// The token name of a part of a Figma variable's name: Figma allows `.` in a name
    /// (`spacing/1.5`) but a token name may not hold one (it separates a path's parts), so each
    /// `.` is written `%2E`, and a `%` that would read as such an escape (one followed by two hex
    /// digits) is written `%25`: `1.5` is `1%2E5`, `50%` stays `50%`, `a%2Eb` is `a%252Eb`. Two
    /// different names never give the same token name, and a part without `.` or escape-like `%`
    /// is unchanged.
    static func tokenName(ofPart part: String) -> String {
        guard part.contains(where: { $0 == "." || $0 == "%" }) else { return part }
        let scalars = Array(part.unicodeScalars)
        var result = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            switch scalar {
            case ".": result.append(contentsOf: "%2E".unicodeScalars)
            case "%"
            where index + 2 < scalars.count && scalars[index + 1].properties.isASCIIHexDigit
                && scalars[index + 2].properties.isASCIIHexDigit:
                result.append(contentsOf: "%25".unicodeScalars)
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    /// A collection of the response, with its mode ids; `nil` (reported) when malformed.
    private mutating func readCollection(id: String, node: JSONNode, file: String)
        -> (id: String, collection: Collection, modeIDs: [String])?
    {
        let at = "meta.variableCollections.\(id)"
        guard node.members != nil, let name = node["name"]?.stringValue else {
            log.error(file, node.location, at, "expected a collection with `name`, a string; left out")
            return nil
        }
        guard let modeNodes = node["modes"], case .array(let elements) = modeNodes.value, !elements.isEmpty else {
            log.error(
                file, (node["modes"] ?? node).location, at,
                "expected `modes`, a non-empty array of `{modeId, name}`; the collection `\(name)` is left out")
            return nil
        }
        var modes: [(name: String, document: Int)] = []
        var modeIDs: [String] = []
        for element in elements {
            guard let modeID = element["modeId"]?.stringValue, let modeName = element["name"]?.stringValue,
                !modeIDs.contains(modeID)
            else {
                log.error(
                    file, element.location, "\(at).modes",
                    "expected a mode `{modeId, name}` with an id of its own, found \(element.foundDescription); left out"
                )
                continue
            }
            modes.append((modeName, -1))
            modeIDs.append(modeID)
        }
        guard !modes.isEmpty else { return nil }
        var defaultMode: Int?
        if let defaultNode = node["defaultModeId"] {
            defaultMode = defaultNode.stringValue.flatMap { modeIDs.firstIndex(of: $0) }
            if defaultMode == nil {
                log.warning(
                    file, defaultNode.location, at,
                    "`defaultModeId` is not one of the collection's modes; its first mode is the default")
                defaultMode = 0
            }
        }
        return (
            id,
            Collection(name: name, modes: modes, defaultMode: defaultMode ?? 0, file: file, location: node.location),
            modeIDs
        )
    }

    /// The token `$value` of a value of `valuesByMode`; `nil` (reported) when it cannot be one.
    private mutating func tokenValue(
        _ node: JSONNode, type: String, pathByID: [String: String], file: String, at: String
    ) -> JSONNode? {
        if node["type"]?.stringValue == "VARIABLE_ALIAS" {
            guard let id = node["id"]?.stringValue else {
                log.error(file, node.location, at, "expected `id`, the id of the variable the alias refers to")
                return nil
            }
            guard let path = pathByID[id] else {
                log.error(
                    file, (node["id"] ?? node).location, at,
                    "the alias refers to \(JSONWriter.displayQuoted(id, limit: 60)), which is not a variable of "
                        + "`meta.variables`; the value is left out")
                return nil
            }
            return JSONNode(value: .string("{\(path)}"), location: node.location)
        }
        switch (type, node.value) {
        case ("COLOR", .object):
            var components: [JSONNode] = []
            for channel in ["r", "g", "b"] {
                guard let component = node[channel], case .number = component.value else {
                    log.error(
                        file, (node[channel] ?? node).location, at,
                        "expected an RGBA color `{r, g, b, a}` with numbers from 0 to 1, or a `VARIABLE_ALIAS`")
                    return nil
                }
                components.append(component)
            }
            var members: [(key: String, node: JSONNode)] = [
                ("colorSpace", JSONNode(value: .string("srgb"), location: node.location)),
                ("components", JSONNode(value: .array(components), location: node.location)),
            ]
            if let alpha = node["a"] {
                guard case .number = alpha.value else {
                    log.error(
                        file, alpha.location, at, "expected `a`, a number from 0 to 1, found \(alpha.foundDescription)")
                    return nil
                }
                members.append(("alpha", alpha))
            }
            return JSONNode(value: .object(members), location: node.location)
        case ("FLOAT", .number), ("STRING", .string), ("BOOLEAN", .bool):
            return node
        default:
            let expected =
                switch type {
                case "COLOR": "an RGBA color `{r, g, b, a}`"
                case "FLOAT": "a number"
                case "STRING": "a string"
                default: "a boolean"
                }
            log.error(
                file, node.location, at,
                "expected \(expected) or a `VARIABLE_ALIAS` for a \(type) variable, found \(node.foundDescription)")
            return nil
        }
    }

    /// Puts `token` at `path` in the group tree `tree`, making the groups on the way.
    private static func insert(
        _ token: JSONNode, at path: ArraySlice<String>, into tree: inout JSONNode, file: String,
        log: inout DiagnosticLog
    ) {
        guard let first = path.first, case .object(var members) = tree.value else { return }
        // Names are compared by their scalars, as a token file's are: `café` precomposed and
        // decomposed are two variables.
        let index = members.firstIndex { $0.key.scalarsEqual(first) }
        if path.count == 1 {
            if index != nil {
                log.error(
                    file, token.location, nil,
                    "another variable of the collection is named `\(path.joined(separator: "/"))`; this one is left out"
                )
                return
            }
            members.append((first, token))
        } else {
            var group = index.map { members[$0].node } ?? JSONNode(value: .object([]), location: token.location)
            insert(token, at: path.dropFirst(), into: &group, file: file, log: &log)
            if let index { members[index].node = group } else { members.append((first, group)) }
        }
        tree.value = .object(members)
    }
}
