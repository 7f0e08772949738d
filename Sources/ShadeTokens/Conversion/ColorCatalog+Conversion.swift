import ShadeAssetCatalog
public import ShadeCatalogModel
import ShadeJSON

extension ColorCatalog {
    /// The catalog with its entries named as design tokens, ready for the token writer.
    ///
    /// A token's path is its groups and its name, and a name cannot contain a dot, while asset
    /// catalog names often do (`navigation.back.button`, or the `color.primitive.blue.1` a token
    /// exporter writes). So every part of an entry's path is split at its dots: the asset
    /// `Brand/navigation.back.colorset` becomes the token `Brand.navigation.back`. An entry whose
    /// path is also the group of other entries (the color set `Primary` beside a folder `Primary/`)
    /// becomes that group's `$root` token. Values and variants are kept as they are; system-color
    /// references are written by the token writer as their values (see
    /// ``ColorSet/expandingSystemColorReferences()``).
    ///
    /// Nothing an asset catalog holds that a token file has no place for is lost: it goes into
    /// `$extensions` under ``assetCatalogExtensionKey`` and ``namedForAssetCatalog()`` puts it
    /// back. An entry keeps its asset-catalog name and path there when the tokens would not give
    /// them back (a name with dots, a folder that provides no namespace), and its members that are
    /// not design-token properties (a color set's `properties`, such as `{"localizable": true}`);
    /// each group folder keeps whether it provides a namespace and its own `Contents.json` members.
    ///
    /// A catalog named as design tokens already (``naming``: read from a token file or Figma
    /// variables, or named so before) is returned as it is. The token writer calls this itself.
    public func namedForDesignTokens() -> ColorCatalog {
        guard naming != .designTokens else { return self }
        let paths = entries.map { entry in
            entry.path.flatMap { $0.split(separator: ".", omittingEmptySubsequences: true).map(String.init) }
        }
        var prefixes: Set<[String]> = []
        for path in paths where path.count > 1 {
            for length in 1..<path.count { prefixes.insert(Array(path.prefix(length))) }
        }
        var result = self
        result.removeAllEntries()
        var emptySets: [CatalogJSON] = []
        for (original, path) in zip(entries, paths) {
            // A color set with no value (an empty `AccentColor`: the system's default) has no token
            // form: the catalog keeps it whole.
            if case .color(let set) = original.value, !set.variants.contains(where: { $0.value != nil }) {
                emptySets.append(
                    .object([
                        CatalogJSON.Member("name", .string(original.name)),
                        CatalogJSON.Member("path", .array(original.path.map(CatalogJSON.string))),
                        CatalogJSON.Member("variants", .array(set.variants.map(AssetCatalogContents.colorVariant))),
                        CatalogJSON.Member("members", .object(original.extensions)),
                    ]))
                continue
            }
            var entry = original
            entry.path = prefixes.contains(path) ? path + ["$root"] : path
            entry.name = entry.path.joined(separator: ".")
            // An entry named as a token already (a token file's: no dot inside a part of its
            // path, and the parts joined with dots) has nothing to keep.
            if original.path.contains(where: { $0.contains(".") })
                || original.name != original.path.joined(separator: ".")
            {
                var kept: [CatalogJSON.Member] = []
                if Self.assetCatalogName(of: path, namespaces: [:]) != original.name {
                    kept.append(CatalogJSON.Member("name", .string(original.name)))
                }
                if path != original.path {
                    kept.append(CatalogJSON.Member("path", .array(original.path.map(CatalogJSON.string))))
                }
                let members = original.extensions.filter { !$0.key.hasPrefix("$") }
                if !members.isEmpty { kept.append(CatalogJSON.Member("members", .object(members))) }
                if !kept.isEmpty {
                    entry.extensions = Self.adding(kept, to: original.extensions.filter { $0.key.hasPrefix("$") })
                }
            }
            result.insert(entry)
        }
        for group in groups {
            let path = group.path.flatMap { $0.split(separator: ".", omittingEmptySubsequences: true).map(String.init) }
            guard !path.isEmpty else { continue }
            // A folder that provides a namespace, named as its group, is what a group becomes anyway.
            var kept: [CatalogJSON.Member] = []
            if !group.providesNamespace { kept.append(CatalogJSON.Member("provides-namespace", .bool(false))) }
            if path != group.path {
                kept.append(CatalogJSON.Member("path", .array(group.path.map(CatalogJSON.string))))
            }
            if !group.properties.isEmpty { kept.append(CatalogJSON.Member("properties", .object(group.properties))) }
            if !group.extraKeys.isEmpty { kept.append(CatalogJSON.Member("members", .object(group.extraKeys))) }
            guard !kept.isEmpty else { continue }
            let key = CatalogPath(path)
            result.groupMetadata[key] = Self.adding(kept, to: result.groupMetadata[key] ?? [])
        }
        result.groups = []
        var kept: [CatalogJSON.Member] = []
        let catalogMembers = metadata.filter { !$0.key.hasPrefix("$") }
        if !catalogMembers.isEmpty { kept.append(CatalogJSON.Member("members", .object(catalogMembers))) }
        if !emptySets.isEmpty { kept.append(CatalogJSON.Member("sets", .array(emptySets))) }
        if !kept.isEmpty { result.metadata = Self.adding(kept, to: metadata.filter { $0.key.hasPrefix("$") }) }
        result.naming = .designTokens
        return result
    }

    /// The catalog with its entries named as an asset catalog names them, ready for the asset
    /// catalog writer: the token `color.bg.default` becomes the color set `default` in the folders
    /// `color/bg/`, each providing a namespace, so its full name is `color/bg/default` and no two
    /// tokens of the same name in different groups collide. A group's `$root` token becomes a color
    /// set named after the group, beside the group's folder.
    ///
    /// What ``namedForDesignTokens()`` kept under ``assetCatalogExtensionKey`` comes back: an
    /// entry's asset-catalog name, path and members, and each group folder with whether it provides
    /// a namespace, so that an asset catalog written as tokens and back has the same names.
    ///
    /// A catalog named as an asset catalog already (``naming``: read from one, or named so
    /// before) is returned as it is. The asset catalog writer calls this itself.
    public func namedForAssetCatalog() -> ColorCatalog {
        guard naming != .assetCatalog else { return self }
        var result = self
        result.removeAllEntries()
        var groupMetadata: [CatalogPath: [CatalogJSON.Member]] = [:]
        var records: [CatalogGroup] = []
        for (path, members) in self.groupMetadata.sorted(by: { $0.key.precedes($1.key) }) {
            let (kept, rest) = Self.takingAssetCatalogExtension(from: members)
            if !rest.isEmpty { groupMetadata[path] = rest }
            guard let kept else { continue }
            records.append(
                CatalogGroup(
                    path: kept["path"].flatMap(Self.strings) ?? path.parts,
                    providesNamespace: kept["provides-namespace"].flatMap(Self.bool) ?? true,
                    properties: kept["properties"].flatMap(Self.members) ?? [],
                    extraKeys: kept["members"].flatMap(Self.members) ?? []))
        }
        // The folders the catalog has already, and those the tokens kept.
        let namespaces = Dictionary(
            (groups + records).map { ($0.path, $0.providesNamespace) }, uniquingKeysWith: { first, _ in first })
        for entry in entries {
            var renamed = entry
            let (kept, rest) = Self.takingAssetCatalogExtension(from: entry.extensions)
            let defaultPath = entry.path.last == "$root" ? Array(entry.path.dropLast()) : entry.path
            renamed.path = kept?["path"].flatMap(Self.strings) ?? defaultPath
            renamed.name = kept?["name"]?.stringValue ?? Self.assetCatalogName(of: renamed.path, namespaces: namespaces)
            renamed.extensions = (kept?["members"].flatMap(Self.members) ?? []) + rest
            if case .array(let elements)? = kept?["variants"], case .color(var set) = renamed.value {
                Self.restore(elements, into: &set, entryName: renamed.name)
                renamed.value = .color(set)
            } else if let notation = kept?["notation"].flatMap(AssetCatalogNotation.init(json:)),
                case .color(var set) = renamed.value
            {
                for index in set.variants.indices where set.variants[index].theme == nil {
                    if case .color(let color)? = set.variants[index].value {
                        set.variants[index].value = .color(notation.applied(to: color))
                    }
                }
                renamed.value = .color(set)
            }
            result.insert(renamed)
        }
        result.groups = self.groups + records
        result.groupMetadata = groupMetadata
        let (kept, rest) = Self.takingAssetCatalogExtension(from: metadata)
        if let kept { result.metadata = (kept["members"].flatMap(Self.members) ?? []) + rest }
        if case .array(let sets)? = kept?["sets"] {
            for set in sets {
                guard let name = set["name"]?.stringValue, let path = set["path"].flatMap(Self.strings) else {
                    continue
                }
                var colorSet = ColorSet(variants: [])
                if case .array(let variants)? = set["variants"] {
                    Self.restore(variants, into: &colorSet, entryName: name)
                }
                result.insert(
                    CatalogEntry(
                        name: name, path: path, value: .color(colorSet),
                        extensions: set["members"].flatMap(Self.members) ?? []))
            }
        }
        result.naming = .assetCatalog
        return result
    }

    /// The key in `$extensions` under which a design token keeps what an asset catalog holds and
    /// a token file has no place for.
    public static let assetCatalogExtensionKey = "org.shade.assetcatalog"

    /// The asset-catalog name of an entry at `path`: the folders that provide a namespace (a
    /// folder without a record does), then the asset's own name, joined with `/`.
    private static func assetCatalogName(of path: [String], namespaces: [[String]: Bool]) -> String {
        guard let name = path.last else { return "" }
        var parts: [String] = []
        for length in path.indices.dropLast().map({ $0 + 1 }) where namespaces[Array(path.prefix(length))] ?? true {
            parts.append(path[length - 1])
        }
        return (parts + [name]).joined(separator: "/")
    }

    /// `members` with `kept` added under ``assetCatalogExtensionKey`` in their `$extensions`,
    /// after what is there already.
    static func addingAssetCatalogExtension(_ kept: [CatalogJSON.Member], to members: [CatalogJSON.Member])
        -> [CatalogJSON.Member]
    {
        adding(kept, to: members)
    }

    private static func adding(_ kept: [CatalogJSON.Member], to members: [CatalogJSON.Member]) -> [CatalogJSON.Member] {
        var members = members
        if let index = members.firstIndex(where: { $0.key == "$extensions" }),
            case .object(let extensions) = members[index].value
        {
            var others = extensions
            var object = kept
            if let at = others.firstIndex(where: { $0.key == assetCatalogExtensionKey }) {
                if case .object(let earlier) = others[at].value {
                    object = earlier.filter { member in !kept.contains { $0.key == member.key } } + kept
                }
                others.remove(at: at)
            }
            members[index].value = .object(others + [CatalogJSON.Member(assetCatalogExtensionKey, .object(object))])
        } else {
            let member = CatalogJSON.Member(assetCatalogExtensionKey, .object(kept))
            members.append(CatalogJSON.Member("$extensions", .object([member])))
        }
        return members
    }

    /// What `members` keep under ``assetCatalogExtensionKey``, and the members without it (and
    /// without an `$extensions` left empty).
    private static func takingAssetCatalogExtension(from members: [CatalogJSON.Member])
        -> (kept: CatalogJSON?, rest: [CatalogJSON.Member])
    {
        guard let index = members.firstIndex(where: { $0.key == "$extensions" }),
            case .object(let extensions) = members[index].value,
            let kept = extensions.first(where: { $0.key == assetCatalogExtensionKey })?.value
        else { return (nil, members) }
        var rest = members
        let others = extensions.filter { $0.key != assetCatalogExtensionKey }
        if others.isEmpty {
            rest.remove(at: index)
        } else {
            rest[index].value = .object(others)
        }
        return (kept, rest)
    }

    /// The variants a token kept in the asset catalog's form, in place of those its values give
    /// (the same colors, where a token could hold them). A kept variant that does not read is
    /// left out.
    private static func restore(_ elements: [CatalogJSON], into set: inout ColorSet, entryName: String) {
        var reader = ContentsReader(file: "", entryName: entryName)
        var restored: [ColorVariant] = []
        for element in elements {
            guard let node = try? JSONReader.parse(JSONWriter.text(element, layout: .compact)) else { continue }
            reader.readColorVariant(node, keyPath: "", into: &restored)
        }
        // Read from the token's extensions, not from a file's bytes.
        for index in restored.indices { restored[index].valueSource = nil }
        // Named themes are not an asset catalog's: the token's own themed variants stay.
        set.variants = restored + set.variants.filter { $0.theme != nil }
    }

    private static func strings(_ json: CatalogJSON) -> [String]? {
        guard case .array(let elements) = json else { return nil }
        let strings = elements.compactMap(\.stringValue)
        return strings.count == elements.count && !strings.isEmpty ? strings : nil
    }

    private static func bool(_ json: CatalogJSON) -> Bool? {
        guard case .bool(let value) = json else { return nil }
        return value
    }

    private static func members(_ json: CatalogJSON) -> [CatalogJSON.Member]? {
        guard case .object(let members) = json else { return nil }
        return members
    }

    /// The catalog with entry `i` at `paths[i]`, named by joining the path with `separator`.
    private func renamed(_ paths: [[String]], separator: String) -> ColorCatalog {
        var result = self
        result.removeAllEntries()
        for (entry, path) in zip(entries, paths) {
            var renamed = entry
            renamed.path = path
            renamed.name = path.joined(separator: separator)
            result.insert(renamed)
        }
        return result
    }
}
