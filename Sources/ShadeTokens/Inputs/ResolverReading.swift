import Foundation
import ShadeDiagnostics
import ShadeFiles
import ShadeJSON

/// Reads a DTCG resolver document (Resolver module 2025.10) into the modes of a read.
struct ResolverReading {
    let root: JSONNode
    let file: String
    let directory: URL

    /// A modifier: its contexts' sources, in order, and its default context.
    private struct Modifier {
        var name: String
        var location: DocumentLocation
        var contexts: [(name: String, sources: [JSONNode])]
        var defaultContext: String?
    }

    /// An item of `resolutionOrder`.
    private enum Item {
        /// A set, declared in `sets` (and so one that sources may refer to) or written inline.
        case set(name: String, sources: [JSONNode], isDeclared: Bool)
        case modifier(Modifier)
    }

    private var sets: [(name: String, sources: [JSONNode])] = []
    private var modifiers: [String: Modifier] = [:]
    /// The documents of each set already loaded, by name.
    private var loadedSets: [String: [Int]] = [:]
    private var log = DiagnosticLog()

    init(root: JSONNode, file: String, directory: URL) {
        self.root = root
        self.file = file
        self.directory = directory
    }

    /// The modes the document describes, with their documents loaded into `session`.
    mutating func contexts(session: inout TokenReadSession) -> [TokenContext] {
        defer { session.log.diagnostics += log.diagnostics }
        guard root.members != nil else {
            log.error(
                file, root.location, nil,
                "expected a resolver document (an object), found \(root.value.kindDescription)")
            return []
        }
        if let version = root["version"] {
            if version.stringValue != "2025.10" {
                log.warning(
                    file, version.location, nil,
                    "expected `version` \"2025.10\", found \(version.foundDescription); read as 2025.10")
            }
        } else {
            log.warning(file, root.location, nil, "a resolver document needs `version` (\"2025.10\"); read as 2025.10")
        }
        readSets()
        readModifiers()
        guard let orderNode = root["resolutionOrder"], case .array(let orderElements) = orderNode.value else {
            log.error(
                file, (root["resolutionOrder"] ?? root).location, nil,
                "a resolver document needs `resolutionOrder`, an array of sets and modifiers; nothing read")
            return []
        }
        var items: [Item] = []
        var referencedSets: Set<String> = []
        for element in orderElements {
            if let item = orderItem(element, referencedSets: &referencedSets) { items.append(item) }
        }
        for modifier in modifiers.values {
            for context in modifier.contexts {
                for source in context.sources {
                    if let pointer = source["$ref"]?.stringValue, pointer.hasPrefix("#/sets/") {
                        referencedSets.insert(String(pointer.dropFirst("#/sets/".count)))
                    }
                }
            }
        }
        let unreferenced = sets.filter { !referencedSets.contains($0.name) }
        for set in unreferenced.reversed() {
            let location = root["sets"]?[set.name]?.location
            log.warning(
                file, location, nil,
                "the set `\(set.name)` is not in `resolutionOrder`; its tokens are read first, so that aliases into them resolve"
            )
            items.insert(.set(name: set.name, sources: set.sources, isDeclared: true), at: 0)
        }

        // The modifiers whose contexts are appearances give the modes; the others their default.
        var modeModifiers: [Modifier] = []
        var chosen: [String: String] = [:]
        for case .modifier(let modifier) in items {
            guard !modifier.contexts.isEmpty else { continue }
            let isMode = modifier.contexts.contains { TokenMode.namesAppearance($0.name) }
            if isMode, modifier.contexts.count > 1 {
                modeModifiers.append(modifier)
            } else {
                let context = modifier.defaultContext ?? modifier.contexts[0].name
                chosen[modifier.name] = context
                let others = modifier.contexts.map(\.name).filter { $0 != context }
                if !others.isEmpty {
                    if modifier.defaultContext == nil {
                        log.warning(
                            file, modifier.location, nil,
                            "the modifier `\(modifier.name)` has no `default`; its first context `\(context)` is read")
                    }
                    log.warning(
                        file, modifier.location, nil,
                        "the modifier `\(modifier.name)` is not an appearance: only its context `\(context)` is read, not \(others.map { "`\($0)`" }.joined(separator: ", "))"
                    )
                }
            }
        }
        // Every combination of the appearance modifiers' contexts is a mode, up to the limit: a
        // modifier that would go past it is read in its default context, like any other.
        var combinations: [[(modifier: String, context: String)]] = [[]]
        for modifier in modeModifiers {
            guard combinations.count * modifier.contexts.count <= TokenCatalogBuilder.maximumModes else {
                let context = modifier.defaultContext ?? modifier.contexts[0].name
                chosen[modifier.name] = context
                log.error(
                    file, modifier.location, nil,
                    "the modifier `\(modifier.name)` would make \(combinations.count * modifier.contexts.count) modes, more than the \(TokenCatalogBuilder.maximumModes) read; only its context `\(context)` is read"
                )
                continue
            }
            combinations = combinations.flatMap { combination in
                modifier.contexts.map { combination + [(modifier.name, $0.name)] }
            }
        }
        // The document's own problems come before those of the files it names.
        session.log.diagnostics += log.diagnostics
        log = DiagnosticLog()
        // A modifier with an `any` context beside a `light` one reads `light` as explicit Light.
        let explicitLightModifiers = Set(
            modeModifiers.filter { TokenMode.readsLightAsExplicit($0.contexts.map(\.name)) }.map(\.name))
        var contexts: [TokenContext] = []
        for combination in combinations {
            var selected = chosen
            for (modifier, context) in combination { selected[modifier] = context }
            let name = combination.isEmpty ? "light" : combination.map(\.context).joined(separator: "-")
            let lightIsExplicit = combination.contains { explicitLightModifiers.contains($0.modifier) }
            var documents: [Int] = []
            for item in items {
                switch item {
                case .set(let name, let sources, let isDeclared):
                    documents +=
                        isDeclared ? loadSet(name, sources, session: &session) : load(sources, session: &session)
                case .modifier(let modifier):
                    guard let context = selected[modifier.name],
                        let sources = modifier.contexts.first(where: { $0.name == context })?.sources
                    else { continue }
                    documents += load(sources, session: &session)
                }
            }
            contexts.append(
                TokenContext(mode: TokenMode(named: name, lightIsExplicit: lightIsExplicit), documents: documents))
        }
        return contexts
    }

    private mutating func readSets() {
        guard let node = root["sets"] else { return }
        guard let members = node.members else {
            log.error(
                file, node.location, nil,
                "expected `sets` to be an object of named sets, found \(node.foundDescription)")
            return
        }
        for (name, set) in members {
            guard let sources = sources(of: set, key: "sources", owner: "the set `\(name)`") else { continue }
            sets.append((name, sources))
        }
    }

    private mutating func readModifiers() {
        guard let node = root["modifiers"] else { return }
        guard let members = node.members else {
            log.error(
                file, node.location, nil,
                "expected `modifiers` to be an object of named modifiers, found \(node.foundDescription)")
            return
        }
        for (name, modifier) in members {
            if let parsed = readModifier(modifier, name: name) { modifiers[name] = parsed }
        }
    }

    private mutating func readModifier(_ node: JSONNode, name: String) -> Modifier? {
        guard let contextsNode = node["contexts"], let members = contextsNode.members else {
            log.error(
                file, (node["contexts"] ?? node).location, nil,
                "the modifier `\(name)` needs `contexts`, an object of named source lists")
            return nil
        }
        var modifier = Modifier(name: name, location: node.location, contexts: [], defaultContext: nil)
        for (context, list) in members {
            guard let sources = sources(of: list, key: nil, owner: "the context `\(context)` of `\(name)`") else {
                continue
            }
            for source in sources {
                if let pointer = source["$ref"]?.stringValue, pointer.hasPrefix("#/modifiers") {
                    log.error(
                        file, source.location, nil,
                        "a modifier must not refer to a modifier (\(JSONWriter.displayQuoted(pointer, limit: 60))); ignored"
                    )
                }
            }
            modifier.contexts.append(
                (context, sources.filter { $0["$ref"]?.stringValue?.hasPrefix("#/modifiers") != true }))
        }
        if modifier.contexts.isEmpty {
            log.error(file, contextsNode.location, nil, "the modifier `\(name)` has no contexts; it is left out")
        } else if modifier.contexts.count == 1 {
            log.warning(file, contextsNode.location, nil, "the modifier `\(name)` has one context; it is read as a set")
        }
        if let defaultNode = node["default"] {
            if let value = defaultNode.stringValue, modifier.contexts.contains(where: { $0.name == value }) {
                modifier.defaultContext = value
            } else {
                log.error(
                    file, defaultNode.location, nil,
                    "expected the `default` of `\(name)` to be one of its contexts (\(modifier.contexts.map(\.name).joined(separator: ", "))), found \(defaultNode.foundDescription)"
                )
            }
        }
        return modifier
    }

    /// The source list of a set (`key` "sources") or a context (the node itself).
    private mutating func sources(of node: JSONNode, key: String?, owner: String) -> [JSONNode]? {
        let list = key.map { node[$0] } ?? node
        guard let list, case .array(let elements) = list.value else {
            log.error(
                file, (list ?? node).location, nil,
                "expected \(owner) to have an array of sources, found \(list?.foundDescription ?? "none")")
            return nil
        }
        return elements
    }

    private mutating func orderItem(_ element: JSONNode, referencedSets: inout Set<String>) -> Item? {
        if let pointer = element["$ref"]?.stringValue {
            if pointer.hasPrefix("#/sets/") {
                let name = String(pointer.dropFirst("#/sets/".count))
                referencedSets.insert(name)
                if let set = sets.first(where: { $0.name == name }) {
                    return .set(name: name, sources: set.sources, isDeclared: true)
                }
            } else if pointer.hasPrefix("#/modifiers/") {
                let name = String(pointer.dropFirst("#/modifiers/".count))
                if let modifier = modifiers[name] { return .modifier(modifier) }
            }
            log.error(
                file, element.location, nil,
                "`resolutionOrder` refers to \(JSONWriter.displayQuoted(pointer, limit: 60)), which is no set or modifier of this document; ignored"
            )
            return nil
        }
        guard let typeNode = element["type"], let type = typeNode.stringValue, let name = element["name"]?.stringValue
        else {
            log.error(
                file, element.location, nil,
                "an inline item of `resolutionOrder` needs `type` (\"set\" or \"modifier\") and `name`; ignored")
            return nil
        }
        switch type {
        case "set":
            guard let sources = sources(of: element, key: "sources", owner: "the set `\(name)`") else { return nil }
            return .set(name: name, sources: sources, isDeclared: false)
        case "modifier":
            return readModifier(element, name: name).map(Item.modifier)
        default:
            log.error(
                file, typeNode.location, nil,
                "expected `type` to be \"set\" or \"modifier\", found \(JSONWriter.displayQuoted(type, limit: 60)); ignored"
            )
            return nil
        }
    }

    /// The documents of a list of sources: files (`{"$ref": "file.json"}`, optionally with a
    /// `#/pointer` into the file), sets of this document (`#/sets/x`) and inline tokens.
    ///
    /// `enclosingSets` are the sets whose sources are being loaded, outermost first: a set that
    /// refers to one of them (or to itself) is reported and not loaded again. A document loaded
    /// twice is kept where it comes last, which is where it overrides the others, so that sets
    /// that refer to sets many times over load each document once.
    private mutating func load(
        _ sources: [JSONNode], session: inout TokenReadSession, enclosingSets: [String] = []
    ) -> [Int] {
        var documents: [Int] = []
        for source in sources {
            guard let reference = source["$ref"], source.members?.count == 1 else {
                guard source.members != nil else {
                    log.error(
                        file, source.location, nil,
                        "expected a source (`{\"$ref\": \"file.json\"}` or inline tokens), found \(source.foundDescription)"
                    )
                    continue
                }
                documents.append(session.add(root: source, file: file, key: "\(file)#\(source.location)"))
                continue
            }
            guard let text = reference.stringValue else {
                log.error(
                    file, reference.location, nil, "expected `$ref` to be a string, found \(reference.foundDescription)"
                )
                continue
            }
            if text.hasPrefix("#/sets/") {
                let name = String(text.dropFirst("#/sets/".count))
                if enclosingSets.contains(name) {
                    let cycle = (enclosingSets.drop { $0 != name } + [name]).map { "`\($0)`" }.joined(separator: " → ")
                    log.error(
                        file, reference.location, nil, "the set \(cycle) refers to itself; the reference is ignored")
                } else if let set = sets.first(where: { $0.name == name }) {
                    documents += loadSet(name, set.sources, session: &session, enclosingSets: enclosingSets)
                } else {
                    log.error(
                        file, reference.location, nil,
                        "\(JSONWriter.displayQuoted(text, limit: 60)) refers to no set of this document")
                }
                continue
            }
            let parts = text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let path = String(parts[0])
            guard !path.isEmpty else {
                log.error(
                    file, reference.location, nil,
                    "\(JSONWriter.displayQuoted(text, limit: 60)) is not a token source (a file, or `#/sets/…`)")
                continue
            }
            let url = (path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path))
                .standardizedFileURL
            let referencedAt = TokenReadSession.Reference(
                file: file, location: reference.location, text: text, leavesFolder: Self.leaves(directory, url))
            if parts.count == 2, !parts[1].isEmpty {
                guard let whole = session.parse(url: url, file: url.path, reference: referencedAt) else { continue }
                let pointer = "#" + parts[1]
                guard let node = Self.node(at: pointer, in: whole) else {
                    log.error(
                        file, reference.location, nil,
                        "\(JSONWriter.displayQuoted(text, limit: 60)) leads nowhere in \(url.path)")
                    continue
                }
                documents.append(session.add(root: node, file: url.path, key: url.path + pointer))
            } else if let index = session.load(url: url, file: url.path, reference: referencedAt) {
                documents.append(index)
            }
        }
        return Self.keepingLastOccurrences(documents)
    }

    /// Whether `url` lies outside `folder`, by its path or once symbolic links are resolved.
    static func leaves(_ folder: URL, _ url: URL) -> Bool {
        let folderPath = folder.standardizedFileURL.path
        guard url.path.hasPrefix(folderPath.hasSuffix("/") ? folderPath : folderPath + "/") else { return true }
        guard let resolved = FileTree.resolvedPath(url.path), let resolvedFolder = FileTree.resolvedPath(folderPath)
        else { return false }
        return !resolved.hasPrefix(resolvedFolder.hasSuffix("/") ? resolvedFolder : resolvedFolder + "/")
    }

    /// The documents of the declared set `name`, loaded once per read.
    private mutating func loadSet(
        _ name: String, _ sources: [JSONNode], session: inout TokenReadSession, enclosingSets: [String] = []
    ) -> [Int] {
        if let loaded = loadedSets[name] { return loaded }
        let loaded = load(sources, session: &session, enclosingSets: enclosingSets + [name])
        loadedSets[name] = loaded
        return loaded
    }

    /// `documents` with each index only where it comes last.
    static func keepingLastOccurrences(_ documents: [Int]) -> [Int] {
        var seen: Set<Int> = []
        var result: [Int] = []
        for document in documents.reversed() where seen.insert(document).inserted {
            result.append(document)
        }
        return result.reversed()
    }

    /// The node a JSON pointer addresses in `root`.
    static func node(at pointer: String, in root: JSONNode) -> JSONNode? {
        guard let segments = TokenResolver.pointerSegments(pointer) else { return nil }
        var node = root
        for segment in segments {
            switch node.value {
            case .object:
                guard let child = node[segment] else { return nil }
                node = child
            case .array(let elements):
                guard let index = Int(segment), elements.indices.contains(index) else { return nil }
                node = elements[index]
            default:
                return nil
            }
        }
        return node
    }
}
