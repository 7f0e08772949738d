import Foundation
import ShadeCatalogModel
import ShadeDiagnostics
import ShadeFiles
import ShadeJSON
import ShadeTokens

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
/// - each theme of one collection is also combined with each appearance of the others
///   (`Modern Theme × Dark`);
/// - in each mode of the read, every collection gives the document of its mode with that meaning
///   (in a combination, of the theme or the appearance it has); a collection with one mode gives
///   that mode, and a collection without such a mode its default mode (`defaultModeId` of the
///   REST response; for an export, which does not record it, a mode that reads as the default
///   appearance, else the first by name, with a warning).
///
/// Aliases resolve within each mode of the read across all collections, as Figma resolves a
/// variable for a layer that sets the collections' modes and leaves the others at their default.
/// A variable has a value in every mode, so one whose default-mode value cannot be read is left
/// out rather than given another mode's (``TokenCatalogBuilder/everyTokenInEveryMode``).
package struct FigmaReading {
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

    /// The modes of a read of `collections`, from the input `input` (the response, or the
    /// export's folder, named by the warning about a default mode no collection has).
    ///
    /// The modes of the read are the modes of the collections with several modes, each meaning
    /// once, and every combination of a theme (a mode such as `Modern Theme`) with an appearance
    /// (`Dark`, `High contrast`, …) of other collections: in `Modern Theme × Dark` the collection
    /// of themes is read in `Modern Theme` and the collection of appearances in `Dark`, as Figma
    /// shows a layer that sets both. A combination is not made when a collection has both the
    /// theme and the appearance but not the two together (its value there is not known).
    ///
    /// Two modes of one collection of the same meaning (`Dark` and `dark`, `Light HC` and `High
    /// contrast`) would give the same variant: the first is read, and the other is not, with a
    /// warning that names both.
    mutating func contexts(collections: [Collection], input: String, session: inout TokenReadSession)
        -> [TokenContext]
    {
        defer { session.log.diagnostics += log.diagnostics }
        log.diagnostics = []
        // Each collection's modes as modes of the read, `nil` where an earlier mode of the
        // collection has the same meaning.
        var meanings: [[TokenMode?]] = []
        // Each collection's modes by meaning, so that no look-up walks a collection's modes.
        var indexByMeaning: [[Meaning: Int]] = []
        for collection in collections {
            var row: [TokenMode?] = []
            var index: [Meaning: Int] = [:]
            for mode in collection.modes {
                let meaning = TokenMode(named: mode.name)
                if let earlier = index[Meaning(meaning)] {
                    let file = session.documents[mode.document].file
                    log.warning(
                        file, file == collection.file ? collection.location : nil, nil,
                        "the modes `\(collection.modes[earlier].name)` and `\(mode.name)` of the collection "
                            + "`\(collection.name)` give the same variant (\(Self.describe(meaning))); "
                            + "`\(mode.name)` is not read")
                    row.append(nil)
                } else {
                    index[Meaning(meaning)] = row.count
                    row.append(meaning)
                }
            }
            meanings.append(row)
            indexByMeaning.append(index)
        }
        var modes: [TokenMode] = []
        var modeMeanings: Set<Meaning> = []
        var isOverLimit = false
        func add(_ mode: TokenMode, of collection: Collection?) -> Bool {
            guard !modeMeanings.contains(Meaning(mode)) else { return true }
            guard modes.count < TokenCatalogBuilder.maximumModes else {
                if !isOverLimit {
                    log.warning(
                        collection?.file ?? input, collection?.location, nil,
                        "the mode `\(mode.name)`\(collection.map { " of the collection `\($0.name)`" } ?? "") "
                            + "would make more than \(TokenCatalogBuilder.maximumModes) modes; "
                            + "it and the later modes are not read")
                    isOverLimit = true
                }
                return false
            }
            modes.append(mode)
            modeMeanings.insert(Meaning(mode))
            return true
        }
        for (index, collection) in collections.enumerated() where collection.modes.count > 1 {
            for case let mode? in meanings[index] {
                guard add(mode, of: collection) else { break }
            }
        }
        // Each theme with each appearance of other collections.
        let themes = modes.filter { $0.conditions.isEmpty && $0.theme != nil }
        let appearances = modes.filter { !$0.conditions.isEmpty && $0.theme == nil }
        combining: for theme in themes {
            for appearance in appearances {
                let combination = TokenMode(
                    name: "\(theme.name) × \(appearance.name)", conditions: appearance.conditions, theme: theme.theme)
                let isKnown = indexByMeaning.allSatisfy { index in
                    index[Meaning(combination)] != nil || index[Meaning(theme)] == nil
                        || index[Meaning(appearance)] == nil
                }
                guard isKnown else { continue }
                guard add(combination, of: nil) else { break combining }
            }
        }
        if modes.isEmpty { modes = [.light] }
        if let named = defaultModeName, !collections.isEmpty,
            !collections.contains(where: { Self.mode(named: named, in: $0) != nil })
        {
            log.warning(
                input, nil, nil,
                "no collection has a mode named \(JSONWriter.displayQuoted(named, limit: 60)), the default mode "
                    + "asked for; each collection's default is chosen as without it")
        }
        // Each collection's default, chosen (and warned about) only when a mode of the read needs it.
        var fallbacks: [Int: Int?] = [:]
        return modes.map { mode in
            var documents: [Int] = []
            for (index, collection) in collections.enumerated() {
                if let own = Self.ownMode(for: mode, in: indexByMeaning[index]) {
                    documents.append(collection.modes[own].document)
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

    /// The index of a collection's own mode that `mode` of the read selects, given the indices
    /// of its modes by meaning: the mode of the same meaning; else, in a combination of a theme and
    /// an appearance, the collection's mode of the appearance when it has no mode of the theme, or
    /// of the theme when it has no mode of the appearance.
    private static func ownMode(for mode: TokenMode, in indexByMeaning: [Meaning: Int]) -> Int? {
        if let own = indexByMeaning[Meaning(mode)] { return own }
        guard let theme = mode.theme, !mode.conditions.isEmpty else { return nil }
        let themeOnly = indexByMeaning[Meaning(TokenMode(conditions: [], theme: theme))]
        let appearanceOnly = indexByMeaning[Meaning(TokenMode(conditions: mode.conditions, theme: nil))]
        if themeOnly == nil { return appearanceOnly }
        if appearanceOnly == nil { return themeOnly }
        return nil
    }

    /// What makes two modes the same variant: their conditions and theme, the theme's letter case
    /// aside.
    private struct Meaning: Hashable {
        var conditions: [ColorVariant.Condition]
        var theme: String?

        init(_ mode: TokenMode) {
            conditions = mode.conditions
            theme = mode.theme?.lowercased()
        }
    }

    /// A mode's meaning in words, for messages: `dark, high contrast`, `theme Sepia`, `light`.
    private static func describe(_ mode: TokenMode) -> String {
        var words: [String] = mode.conditions.map { condition in
            switch condition {
            case .dark: "dark"
            case .light: "explicit light"
            case .highContrast: "high contrast"
            case .elevated: "elevated"
            default: "\(condition)"
            }
        }
        if words.isEmpty { words = ["light"] }
        if let theme = mode.theme { words.append("theme \(theme)") }
        return words.joined(separator: ", ")
    }

    /// The index of the mode of `collection` named `name`, exactly, else ignoring letter case.
    private static func mode(named name: String, in collection: Collection) -> Int? {
        collection.modes.firstIndex { $0.name == name }
            ?? collection.modes.firstIndex { $0.name.lowercased() == name.lowercased() }
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
        if !renamed.isEmpty {
            for index in files.indices { Self.renameAliases(in: &files[index].root, renamed) }
        }
        // An alias of a token of another type (a `number` of a `color`) is left out, with an
        // error, as the REST reader leaves out a FLOAT variable's alias of a COLOR one.
        var types: [String: String] = [:]
        for file in files { Self.collectTypes(in: file.root, path: "", into: &types) }
        for index in files.indices {
            Self.leaveOutAliasesOfOtherTypes(
                in: &files[index].root, path: "", types: types, file: files[index].path, log: &log)
        }
        for (path, root, collectionName, modeName) in files {
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
    ///
    /// A member whose name starts with `$` is a property of its token or group, as the files
    /// are design tokens, except one that is itself a token (an object with `$value`): Figma's
    /// export writes no such property, so it is a variable whose name starts with `$`
    /// (`brand/$value`, `$schema`), and is read as one, `%24value`.
    private static func escapeNames(
        in node: inout JSONNode, path: [(name: String, token: String)], tokenPaths: inout [String: String],
        plainNames: inout Set<String>
    ) {
        guard case .object(var members) = node.value else { return }
        if members.contains(where: { $0.key == "$value" && !isVariable($0.node) }) {
            let written = path.map(\.name).joined(separator: ".")
            let token = path.map(\.token).joined(separator: ".")
            if written == token { plainNames.insert(written) } else { tokenPaths[written] = token }
            return
        }
        for index in members.indices where !members[index].key.hasPrefix("$") || isVariable(members[index].node) {
            let name = members[index].key
            let token = tokenName(ofPart: name)
            members[index].key = token
            escapeNames(
                in: &members[index].node, path: path + [(name, token)], tokenPaths: &tokenPaths,
                plainNames: &plainNames)
        }
        node.value = .object(members)
    }

    /// Whether a member of an export file is a token as Figma's export writes one: an object
    /// with `$value` (and so not one of the properties a token or group has there).
    private static func isVariable(_ node: JSONNode) -> Bool {
        node.members?.contains { $0.key == "$value" } ?? false
    }

    /// Records the `$type` of each token of an export file by its path, the first one found.
    private static func collectTypes(in node: JSONNode, path: String, into types: inout [String: String]) {
        guard let members = node.members else { return }
        if members.contains(where: { $0.key == "$value" }) {
            if types[path] == nil, let type = node["$type"]?.stringValue { types[path] = type }
            return
        }
        for (key, child) in members where !key.hasPrefix("$") {
            collectTypes(in: child, path: path.isEmpty ? key : path + "." + key, into: &types)
        }
    }

    /// Leaves out each token of an export file whose `$value` is an alias of a token of another
    /// `$type` (in `types`), with an error at the value.
    private static func leaveOutAliasesOfOtherTypes(
        in node: inout JSONNode, path: String, types: [String: String], file: String, log: inout DiagnosticLog
    ) {
        guard case .object(var members) = node.value else { return }
        var leftOut: [Int] = []
        for index in members.indices where !members[index].key.hasPrefix("$") {
            let name = path.isEmpty ? members[index].key : path + "." + members[index].key
            let child = members[index].node
            guard let value = child["$value"] else {
                leaveOutAliasesOfOtherTypes(
                    in: &members[index].node, path: name, types: types, file: file, log: &log)
                continue
            }
            guard let type = child["$type"]?.stringValue, let text = value.stringValue,
                let target = AliasSyntax.wholeAliasName(text), let targetType = types[target], targetType != type
            else { continue }
            log.error(
                file, value.location, name,
                "a `\(type)` token refers to `\(target)`, a `\(targetType)` token; the token is left out of this mode")
            leftOut.append(index)
        }
        for index in leftOut.reversed() { members.remove(at: index) }
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
    package static func collectionAndMode(ofFileName name: String) -> (collection: String, mode: String)? {
        guard isJSONName(name) else { return nil }
        let stem = name.dropLast(5)
        guard let dot = stem.lastIndex(of: ".") else { return nil }
        let collection = String(stem[..<dot])
        let mode = String(stem[stem.index(after: dot)...])
        guard !collection.isEmpty, !mode.isEmpty else { return nil }
        return (collection, mode)
    }

    // MARK: - The REST response

    /// The collections of a REST response, each mode's token document built from the variables
    /// and added to `session` (its tokens keep the response's locations, so every diagnostic
    /// points into the response).
    ///
    /// Every variable is read or reported with a located error that names it (`danger/fg`), and
    /// a value that cannot be read names its mode (``in mode `Dark HC` ``); ids are only details.
    /// A problem with a variable is reported once, not once per mode: the same problem with its
    /// values in several modes is one error that lists them.
    ///
    /// Each mode's document is made as the token reader would read it from a DTCG file of the
    /// mode's tokens (``TokenDocument/init(file:root:tokens:indexByName:groups:)``): the tokens
    /// of each group in the order their variables come, a group where the first of its variables
    /// in that mode comes, each token with `$type`, `$value`, a non-empty `$description` and
    /// Figma's own members in `$extensions` under `com.figma`. No such file is written and read
    /// back: the work is linear in the size of the response, each name split and joined once and
    /// looked up once in its collection's ``NameTree``, and each mode's tree indexed by the
    /// groups' numbers rather than their names.
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
        var collectionIndexByID: [String: Int] = [:]
        for (id, node) in collectionNodes {
            guard let collection = readCollection(id: id, node: node, file: file) else { continue }
            collectionIndexByID[id] = collections.count
            collections.append(collection)
        }
        // The collection of a variable by its `variableCollectionId`: most variables are of the
        // collection of the one before.
        var lastCollection: (id: String, index: Int)?
        func collectionIndex(_ id: String) -> Int? {
            if let last = lastCollection, last.id == id { return last.index }
            guard let index = collectionIndexByID[id] else { return nil }
            lastCollection = (id, index)
            return index
        }
        // What an alias needs of each variable, found before any value is read (an alias may
        // refer to a variable that comes after it), and how many variables each collection has.
        var summaries: [VariableSummary] = []
        summaries.reserveCapacity(variables.count)
        var indexByID: [String: Int] = [:]
        indexByID.reserveCapacity(variables.count)
        var variableCounts = Array(repeating: 0, count: collections.count)
        for (index, (id, node)) in variables.enumerated() {
            var summary = VariableSummary(node)
            if summary.name?.isEmpty == false { indexByID[id] = index }
            summary.collection = summary.collectionID.flatMap(collectionIndex)
            if let collection = summary.collection { variableCounts[collection] += 1 }
            summaries.append(summary)
        }
        // Each variable's token path and its dot name, made once, when first needed (by the
        // variable, or by an alias of it).
        var paths: [[String]?] = Array(repeating: nil, count: variables.count)
        var dotNames: [String?] = Array(repeating: nil, count: variables.count)
        func token(of index: Int, named name: String) -> (path: [String], name: String) {
            if let path = paths[index], let dotName = dotNames[index] { return (path, dotName) }
            let token = Self.tokenPathAndName(of: name)
            paths[index] = token.path
            dotNames[index] = token.name
            return token
        }
        /// What an alias of the variable `id` needs of it.
        func target(_ id: String) -> AliasTarget? {
            guard let index = indexByID[id], let name = summaries[index].name else { return nil }
            let token = token(of: index, named: name)
            return AliasTarget(
                name: name, path: token.name,
                isRead: Self.problem(withPath: token.path) == nil && summaries[index].hasValues,
                type: summaries[index].type)
        }
        // Per collection, the names taken, and per collection and mode, the tree of tokens; each
        // mode's document has its number in the session already, the documents being added in
        // order at the end.
        let modeIndicesByID: [[String: Int]] = collections.map { entry in
            Dictionary(entry.modeIDs.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        }
        var names: [NameTree] = variableCounts.map { NameTree(capacity: $0 + $0 / 4) }
        var trees: [[ModeTree]] = collections.map { entry in entry.modeIDs.map { _ in ModeTree() } }
        var firstDocuments: [Int] = []
        var documentCount = session.documents.count
        for entry in collections {
            firstDocuments.append(documentCount)
            documentCount += entry.modeIDs.count
        }
        let modeNamesByCollection = collections.map { $0.collection.modes.map(\.name) }
        // Kept from one variable to the next, so that reading one allocates none of them.
        var groupsOnPath: [Int] = []
        var modesWithValues: [Bool] = []
        for (variableIndex, (id, node)) in variables.enumerated() {
            guard node.members != nil else {
                log.error(
                    file, node.location, "meta.variables.\(id)", "expected a variable, found \(node.foundDescription)")
                continue
            }
            let variable = VariableFields(node)
            guard let name = variable.name?.stringValue, !name.isEmpty else {
                log.error(
                    file, node.location, "meta.variables.\(id)",
                    "expected `name`, a non-empty string; the variable is left out")
                continue
            }
            guard let collectionIndex = summaries[variableIndex].collection else {
                log.error(
                    file, (variable.collectionID ?? node).location, name,
                    "`variableCollectionId` names no collection of `meta.variableCollections`; the variable "
                        + "(id \(JSONWriter.displayQuoted(id, limit: 60))) is left out")
                continue
            }
            let collectionName = collections[collectionIndex].collection.name
            guard let type = variable.resolvedType?.stringValue, let tokenType = Self.tokenType(of: type) else {
                log.error(
                    file, (variable.resolvedType ?? node).location, name,
                    "expected `resolvedType`, one of BOOLEAN, FLOAT, STRING, COLOR; the variable is left out")
                continue
            }
            guard let valuesByMode = variable.valuesByMode, let values = valuesByMode.members else {
                log.error(
                    file, (variable.valuesByMode ?? node).location, name,
                    "expected `valuesByMode`, an object of mode ids; the variable is left out")
                continue
            }
            let (tokenPath, tokenName) = token(of: variableIndex, named: name)
            if let problem = Self.problem(withPath: tokenPath) {
                log.error(file, node.location, name, "\(problem); the variable is left out")
                continue
            }
            if let other = names[collectionIndex].claim(tokenPath, for: name, groups: &groupsOnPath) {
                let message =
                    other == name
                    ? "another variable of the collection `\(collectionName)` is named `\(name)`"
                    : "the variable `\(other)` of the collection `\(collectionName)` stands where this one's "
                        + "name puts a token or a group (a token cannot hold tokens, nor a group a value)"
                log.error(file, node.location, name, "\(message); this one is left out")
                continue
            }
            let modeIDs = collections[collectionIndex].modeIDs
            let modeIndexByID = modeIndicesByID[collectionIndex]
            let modeNames = modeNamesByCollection[collectionIndex]
            // What every mode's token has but its value: `$description` when it is a non-empty
            // string, and Figma's own members in `$extensions`.
            let description = variable.description?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
            var extensions: [CatalogJSON.Member] = []
            var extensionsNode: JSONNode?
            if variable.hasFigmaMembers {
                let figma = JSONNode(value: .object(variable.figma), location: node.location)
                let object = JSONNode(value: .object([("com.figma", figma)]), location: node.location)
                extensionsNode = object
                extensions = [CatalogJSON.Member("$extensions", CatalogJSON(object))]
            }
            // Each problem with a value, with the modes it is found in.
            var problems: [(message: String, location: DocumentLocation, modes: [Int])] = []
            var problemIndex: [String: Int] = [:]
            func report(_ message: String, at location: DocumentLocation, mode: Int) {
                if let index = problemIndex[message] {
                    problems[index].modes.append(mode)
                } else {
                    problemIndex[message] = problems.count
                    problems.append((message, location, [mode]))
                }
            }
            modesWithValues.removeAll(keepingCapacity: true)
            modesWithValues.append(contentsOf: repeatElement(false, count: modeIDs.count))
            for (position, (modeID, valueNode)) in values.enumerated() {
                // Values come in the order of the modes, as Figma writes them; else by the index.
                let modeIndex =
                    position < modeIDs.count && modeIDs[position] == modeID ? position : modeIndexByID[modeID]
                guard let modeIndex else {
                    log.warning(
                        file, valueNode.location, name,
                        "\(JSONWriter.displayQuoted(modeID, limit: 60)) in `valuesByMode` is not a mode of the "
                            + "collection `\(collectionName)`; its value is not read")
                    continue
                }
                modesWithValues[modeIndex] = true
                let value: JSONNode
                switch tokenValue(valueNode, type: type, target: target) {
                case .success(let node): value = node
                case .failure(let problem):
                    report(problem.message, at: problem.location, mode: modeIndex)
                    continue
                }
                let token = RawToken(
                    path: tokenPath, name: tokenName, document: firstDocuments[collectionIndex] + modeIndex, file: file,
                    location: node.location, value: value, ownType: tokenType, groupType: nil,
                    description: description, deprecation: nil, extensions: extensions,
                    extensionsNode: extensionsNode, overrides: [], alpha: nil)
                trees[collectionIndex][modeIndex].insert(token, in: groupsOnPath, location: node.location)
            }
            for modeIndex in modeIDs.indices where !modesWithValues[modeIndex] {
                report("`valuesByMode` has no value for the mode", at: valuesByMode.location, mode: modeIndex)
            }
            for problem in problems {
                let sorted = problem.modes.sorted()
                var modes = sorted.prefix(8).map { "`\(modeNames[$0])`" }.joined(separator: ", ")
                if sorted.count > 8 { modes += " and \(sorted.count - 8) more" }
                log.error(
                    file, problem.location, name,
                    "in mode\(problem.modes.count == 1 ? "" : "s") \(modes): \(problem.message); "
                        + "\(problem.modes.count == 1 ? "the value is" : "the values are") left out")
            }
        }
        var result: [Collection] = []
        for (index, entry) in collections.enumerated() {
            var collection = entry.collection
            for mode in collection.modes.indices {
                let document = trees[index][mode].document(file: file, location: root.location, names: names[index])
                collection.modes[mode].document = session.add(document)
                assert(collection.modes[mode].document == firstDocuments[index] + mode)
            }
            result.append(collection)
        }
        return result
    }

    /// What an alias of a variable needs of it, found in one pass over its members.
    private struct VariableSummary {
        /// `name`, when it is a string.
        var name: String?
        /// `resolvedType`, when it is a string.
        var type: String?
        /// Whether `valuesByMode` is an object.
        var hasValues = false
        /// `variableCollectionId`, when it is a string.
        var collectionID: String?
        /// The index of the collection `collectionID` names, when it names one.
        var collection: Int?

        init(_ node: JSONNode) {
            guard case .object(let members) = node.value else { return }
            var found = (name: false, type: false, values: false, collection: false)
            // The first of a name counts, as with `node[key]`. A key is told by its length first
            // (a key equal to one of these, even canonically, has its bytes, so its length).
            for (key, child) in members {
                switch key.utf8.count {
                case 4 where !found.name && key == "name":
                    found.name = true
                    name = child.stringValue
                case 12 where !found.type && key == "resolvedType":
                    found.type = true
                    type = child.stringValue
                case 12 where !found.values && key == "valuesByMode":
                    found.values = true
                    hasValues = child.members != nil
                case 20 where !found.collection && key == "variableCollectionId":
                    found.collection = true
                    collectionID = child.stringValue
                default: break
                }
            }
        }
    }

    /// The members of a variable the reader takes, found in one pass over its members (kept as
    /// their places in the members, so that finding them copies none).
    private struct VariableFields {
        private let members: [(key: String, node: JSONNode)]
        private var places = (
            name: -1, collectionID: -1, resolvedType: -1, valuesByMode: -1, description: -1, hidden: -1, scopes: -1,
            codeSyntax: -1
        )

        var name: JSONNode? { member(at: places.name) }
        var collectionID: JSONNode? { member(at: places.collectionID) }
        var resolvedType: JSONNode? { member(at: places.resolvedType) }
        var valuesByMode: JSONNode? { member(at: places.valuesByMode) }
        var description: JSONNode? { member(at: places.description) }
        /// Whether the variable has any of ``figma``.
        var hasFigmaMembers: Bool { places.hidden >= 0 || places.scopes >= 0 || places.codeSyntax >= 0 }
        /// `hiddenFromPublishing`, `scopes` and `codeSyntax`, in that order, where present.
        var figma: [(key: String, node: JSONNode)] {
            [("hiddenFromPublishing", places.hidden), ("scopes", places.scopes), ("codeSyntax", places.codeSyntax)]
                .compactMap { key, place in member(at: place).map { (key, $0) } }
        }

        private func member(at place: Int) -> JSONNode? {
            place < 0 ? nil : members[place].node
        }

        init(_ node: JSONNode) {
            guard case .object(let members) = node.value else {
                self.members = []
                return
            }
            self.members = members
            // The first of a name counts, as with `node[key]`. A key is told by its length first
            // (a key equal to one of these, even canonically, has its bytes, so its length).
            for place in members.indices.reversed() {
                let key = members[place].key
                switch key.utf8.count {
                case 4 where key == "name": places.name = place
                case 6 where key == "scopes": places.scopes = place
                case 10 where key == "codeSyntax": places.codeSyntax = place
                case 11 where key == "description": places.description = place
                case 12 where key == "resolvedType": places.resolvedType = place
                case 12 where key == "valuesByMode": places.valuesByMode = place
                case 20 where key == "variableCollectionId": places.collectionID = place
                case 20 where key == "hiddenFromPublishing": places.hidden = place
                default: break
                }
            }
        }
    }

    /// What an alias needs of the variable it refers to.
    private struct AliasTarget {
        /// The variable's name, as Figma writes it (`color/gray/900`).
        var name: String
        /// The token path of the name (`color.gray.900`).
        var path: String
        /// Whether the variable is read: its name is one a token can have (``problem(withPath:)``).
        var isRead: Bool
        /// The variable's `resolvedType`.
        var type: String?
    }

    /// What is wrong with a variable's name, given as its token path (``tokenPathAndName(of:)``), or
    /// `nil`: a part is empty (`a//b`, `//`, a `/` at either end), or there are more than
    /// ``maximumNameDepth`` groups.
    private static func problem(withPath path: [String]) -> String? {
        if path.contains(where: \.isEmpty) {
            return "the name has an empty part (between two `/`, or before or after all of them), "
                + "which a token name cannot have"
        }
        if path.count > Self.maximumNameDepth { return "the name has more than \(Self.maximumNameDepth) groups" }
        return nil
    }

    /// The names of a collection's variables, as groups of token names: a variable's name is
    /// taken when no other variable has it, and no other variable's name is a group of it, or
    /// it a group of another's.
    ///
    /// Names are compared by their scalars, as a token file's are: `café` precomposed and
    /// decomposed are two variables. Each group has a number (the collection's own, 0, holds
    /// the others), by which the trees of the collection's modes (``ModeTree``) know it.
    private struct NameTree {
        /// What a name in a group is: a variable's (named as Figma writes it), or a group.
        enum Entry {
            case variable(String)
            case group(Int)
        }

        /// A name in a group: the group's number and the name.
        struct Key: Hashable {
            var group: Int
            var part: ScalarString
        }

        /// The names of every group, in one table made large enough for the collection's
        /// variables at the start (a `Dictionary` keyed by ``ScalarString``, rather than a
        /// `ScalarKeyed`, so that its work is compiled for this use: a collection's names are
        /// most of the reader's look-ups).
        var entries: [Key: Entry] = [:]
        /// Each group's path, by its number.
        var paths: [[String]] = [[]]
        /// Each group's dot path, by its number.
        var names: [String] = [""]
        /// The variable under each group whose name comes first, by the group's number, so that
        /// a message names the same one in every run.
        var firstVariables: [String?] = [nil]

        /// A tree with room for `capacity` names.
        init(capacity: Int) {
            entries.reserveCapacity(capacity)
        }

        /// Takes `path` for the variable `name`, and sets `groups` to the numbers of the groups
        /// on the way, the collection's first; returns the name of the variable that stands in
        /// its way, if one does (itself for two variables of the same name), and takes nothing.
        mutating func claim(_ path: [String], for name: String, groups: inout [Int]) -> String? {
            groups.removeAll(keepingCapacity: true)
            groups.append(0)
            var group = 0
            for level in 0..<max(0, path.count - 1) {
                let part = path[level]
                let key = Key(group: group, part: ScalarString(part))
                switch entries[key] {
                case .variable(let other)?: return other
                case .group(let inner)?: group = inner
                case nil:
                    // A group is made only on the way to a name that is then taken: once one is
                    // made, the rest of the way is new.
                    let inner = paths.count
                    paths.append(Array(path[...level]))
                    names.append(level == 0 ? part : names[group] + "." + part)
                    firstVariables.append(nil)
                    entries[key] = .group(inner)
                    group = inner
                }
                groups.append(group)
            }
            guard let last = path.last else { return nil }
            let key = Key(group: group, part: ScalarString(last))
            if let existing = entries.updateValue(.variable(name), forKey: key) {
                entries[key] = existing
                switch existing {
                case .variable(let other): return other
                case .group(let inner): return firstVariables[inner]
                }
            }
            for group in groups.dropFirst() where firstVariables[group].map({ name < $0 }) ?? true {
                firstVariables[group] = name
            }
            return nil
        }
    }

    /// The tokens of one mode of a collection while they are read: each group's members (by the
    /// group's number in the collection's ``NameTree``) in the order they were first added, so
    /// that adding a token costs the depth of its name, and no name is looked up again.
    private struct ModeTree {
        enum Member {
            case token(RawToken)
            case group(Int)
        }

        /// Each group's members, by its number; a group not yet in this mode has none.
        var members: [[Member]] = [[]]
        /// Where each group of this mode is (where the token that made it is), by its number;
        /// `nil` for a group not in this mode.
        var locations: [DocumentLocation?] = [nil]
        /// The tokens added.
        var count = 0

        /// Adds `token`, in the last of `groups` (the numbers of the groups on its path, the
        /// collection's first), adding each group on the way not in this mode yet, where
        /// `location` is.
        mutating func insert(_ token: RawToken, in groups: [Int], location: DocumentLocation) {
            if let highest = groups.max(), highest >= members.count {
                members += repeatElement([], count: highest + 1 - members.count)
                locations += repeatElement(nil, count: highest + 1 - locations.count)
            }
            for level in groups.indices.dropFirst() where locations[groups[level]] == nil {
                locations[groups[level]] = location
                members[groups[level - 1]].append(.group(groups[level]))
            }
            members[groups[groups.count - 1]].append(.token(token))
            count += 1
        }

        /// The mode's token document: its tokens and groups in document order, as reading a
        /// file with the groups nested and their members in this order would give them.
        func document(file: String, location: DocumentLocation, names: NameTree) -> TokenDocument {
            var tokens: [RawToken] = []
            tokens.reserveCapacity(count)
            var indexByName: [ScalarString: Int] = [:]
            indexByName.reserveCapacity(count)
            var groups: [RawGroup] = []
            // Depth first, as a reader walks a file: a group, then its members in order. Names
            // have at most ``maximumNameDepth`` groups, so the recursion is bounded.
            func add(membersOf group: Int) {
                for member in members[group] {
                    switch member {
                    case .token(let token):
                        indexByName[ScalarString(token.name)] = tokens.count
                        tokens.append(token)
                    case .group(let inner):
                        groups.append(
                            RawGroup(
                                path: names.paths[inner], name: names.names[inner], file: file,
                                location: locations[inner] ?? location, type: nil, extends: nil, metadata: []))
                        add(membersOf: inner)
                    }
                }
            }
            add(membersOf: 0)
            return TokenDocument(
                file: file, root: JSONNode(value: .object([]), location: location), tokens: tokens,
                indexByName: ScalarKeyed(indexByName), groups: groups)
        }
    }

    /// The token type of a Figma `resolvedType`, as Figma's token export writes it, or `nil`.
    private static func tokenType(of resolvedType: String) -> String? {
        switch resolvedType {
        case "COLOR": "color"
        case "FLOAT": "number"
        case "STRING": "string"
        case "BOOLEAN": "boolean"
        default: nil
        }
    }

    /// The most groups a variable's name may have (`a/b/c` has two).
    static let maximumNameDepth = 64

    /// The groups and name of a variable named `a/b/c`, each part a token name
    /// (``tokenName(ofPart:)``), and the parts joined with `.`, the token's dot path (`a.b.c`).
    static func tokenPathAndName(of name: String) -> (path: [String], name: String) {
        // Split at each `/` byte, as Figma splits a name (by code unit, not by character).
        let split: (path: [String], name: String)? = name.utf8.withContiguousStorageIfAvailable { bytes in
            let slash = UInt8(ascii: "/")
            var parts: [String] = []
            parts.reserveCapacity(bytes.count { $0 == slash } + 1)
            var isEscaped = false
            var start = 0
            for end in bytes.indices where bytes[end] == slash {
                let part = tokenName(
                    ofPart: String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                isEscaped = isEscaped || part.utf8.count != end - start
                parts.append(part)
                start = end + 1
            }
            let part = tokenName(
                ofPart: String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
            isEscaped = isEscaped || part.utf8.count != bytes.count - start
            parts.append(part)
            guard !isEscaped else { return (parts, joined(parts)) }
            // No part is escaped (an escape makes a part longer): the dot path is the name with
            // each `/` a `.`, whose bytes are still UTF-8.
            let dotName = String(unsafeUninitializedCapacity: bytes.count) { buffer in
                for index in bytes.indices { buffer[index] = bytes[index] == slash ? UInt8(ascii: ".") : bytes[index] }
                return bytes.count
            }
            return (parts, dotName)
        }
        if let split { return split }
        let parts = name.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).map {
            tokenName(ofPart: String(Substring($0)))
        }
        return (parts, joined(parts))
    }

    /// `parts` joined with `.`.
    private static func joined(_ parts: [String]) -> String {
        var name = ""
        name.reserveCapacity(parts.reduce(parts.count) { $0 + $1.utf8.count })
        for (index, part) in parts.enumerated() {
            if index > 0 { name.append(".") }
            name.append(part)
        }
        return name
    }

    /// The token name of a part of a Figma variable's name. Figma allows any text in a name, but
    /// a token name may not hold a `.` (it separates a path's parts), `{` or `}` (they delimit an
    /// alias), nor start with `$` (a member whose name starts with `$` is a property of its token
    /// or group: `brand/$value` would be the value of `brand`, `$schema` the file's schema). So
    /// each `.` is written `%2E`, each `{` `%7B`, each `}` `%7D`, a `$` that starts the part
    /// `%24`, and a `%` that would read as such an escape (one followed by two hex digits)
    /// `%25`: `1.5` is `1%2E5`, `$value` is `%24value`, `50%` stays `50%`, `a%2Eb` is
    /// `a%252Eb`. Every `%` and two hex digits in a token name are then an escape, so two
    /// different names never give the same token name, and a part with none of these characters
    /// is unchanged.
    static func tokenName(ofPart part: String) -> String {
        guard
            part.utf8.first == UInt8(ascii: "$")
                || part.utf8.contains(where: {
                    $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "{")
                        || $0 == UInt8(ascii: "}")
                })
        else { return part }
        let scalars = Array(part.unicodeScalars)
        var result = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            switch scalar {
            case ".": result.append(contentsOf: "%2E".unicodeScalars)
            case "{": result.append(contentsOf: "%7B".unicodeScalars)
            case "}": result.append(contentsOf: "%7D".unicodeScalars)
            case "$" where index == 0: result.append(contentsOf: "%24".unicodeScalars)
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
        var seenIDs: Set<String> = []
        for element in elements {
            guard let modeID = element["modeId"]?.stringValue, let modeName = element["name"]?.stringValue,
                !seenIDs.contains(modeID)
            else {
                log.error(
                    file, element.location, "\(at).modes",
                    "expected a mode `{modeId, name}` with an id of its own, found \(element.foundDescription); left out"
                )
                continue
            }
            modes.append((modeName, -1))
            modeIDs.append(modeID)
            seenIDs.insert(modeID)
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

    /// The members of a value of `valuesByMode` the reader takes, found in one pass over its
    /// members; the first of a name counts, as with `node[key]`. A key is told by its length
    /// first (a key equal to one of these, even canonically, has its bytes, so its length).
    private struct ValueFields {
        var type: JSONNode?
        var id: JSONNode?
        var red: JSONNode?
        var green: JSONNode?
        var blue: JSONNode?
        var alpha: JSONNode?

        init(_ node: JSONNode) {
            guard case .object(let members) = node.value else { return }
            for (key, child) in members {
                switch key.utf8.count {
                case 1:
                    switch key {
                    case "r" where red == nil: red = child
                    case "g" where green == nil: green = child
                    case "b" where blue == nil: blue = child
                    case "a" where alpha == nil: alpha = child
                    default: break
                    }
                case 2 where id == nil && key == "id": id = child
                case 4 where type == nil && key == "type": type = child
                default: break
                }
            }
        }
    }

    /// A value of `valuesByMode` that cannot be read: where, and what is wrong.
    private struct ValueProblem: Error {
        var location: DocumentLocation
        var message: String
    }

    /// The token `$value` of a value of `valuesByMode`, or what is wrong with it: an alias must
    /// refer to a variable of the response that is read, of the same type (a FLOAT variable
    /// cannot take a COLOR's value).
    private func tokenValue(_ node: JSONNode, type: String, target: (String) -> AliasTarget?)
        -> Result<JSONNode, ValueProblem>
    {
        let fields = ValueFields(node)
        if fields.type?.stringValue == "VARIABLE_ALIAS" {
            guard let id = fields.id?.stringValue else {
                return .failure(
                    ValueProblem(
                        location: node.location, message: "expected `id`, the id of the variable the alias refers to"))
            }
            var quotedID: String { JSONWriter.displayQuoted(id, limit: 60) }
            guard let target = target(id) else {
                return .failure(
                    ValueProblem(
                        location: (fields.id ?? node).location,
                        message: "the alias refers to a variable that is not in `meta.variables` (id \(quotedID))"))
            }
            guard target.isRead else {
                return .failure(
                    ValueProblem(
                        location: (fields.id ?? node).location,
                        message: "the alias refers to `\(target.name)` (id \(quotedID)), which is left out "
                            + "(see the diagnostic there)"))
            }
            if let targetType = target.type, targetType != type, Self.tokenType(of: targetType) != nil {
                return .failure(
                    ValueProblem(
                        location: (fields.id ?? node).location,
                        message: "the alias refers to `\(target.name)` (id \(quotedID)), a \(targetType) variable, "
                            + "where this one is \(type)"))
            }
            return .success(JSONNode(value: .string("{\(target.path)}"), location: node.location))
        }
        switch (type, node.value) {
        case ("COLOR", .object):
            var components: [JSONNode] = []
            components.reserveCapacity(3)
            for index in 0..<3 {
                let channel = index == 0 ? fields.red : index == 1 ? fields.green : fields.blue
                guard let component = channel, case .number = component.value else {
                    return .failure(
                        ValueProblem(
                            location: (channel ?? node).location,
                            message:
                                "expected an RGBA color `{r, g, b, a}` with numbers from 0 to 1, or a `VARIABLE_ALIAS`")
                    )
                }
                components.append(component)
            }
            var members: [(key: String, node: JSONNode)] = []
            members.reserveCapacity(3)
            members.append(("colorSpace", JSONNode(value: .string("srgb"), location: node.location)))
            members.append(("components", JSONNode(value: .array(components), location: node.location)))
            if let alpha = fields.alpha {
                guard case .number = alpha.value else {
                    return .failure(
                        ValueProblem(
                            location: alpha.location,
                            message: "expected `a`, a number from 0 to 1, found \(alpha.foundDescription)"))
                }
                members.append(("alpha", alpha))
            }
            return .success(JSONNode(value: .object(members), location: node.location))
        case ("FLOAT", .number), ("STRING", .string), ("BOOLEAN", .bool):
            return .success(node)
        default:
            let expected =
                switch type {
                case "COLOR": "an RGBA color `{r, g, b, a}`"
                case "FLOAT": "a number"
                case "STRING": "a string"
                default: "a boolean"
                }
            return .failure(
                ValueProblem(
                    location: node.location,
                    message:
                        "expected \(expected) or a `VARIABLE_ALIAS` for a \(type) variable, found \(node.foundDescription)"
                ))
        }
    }
}
