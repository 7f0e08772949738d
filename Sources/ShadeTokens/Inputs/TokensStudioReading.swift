import Foundation
import ShadeDiagnostics
import ShadeFiles
import ShadeJSON

/// Reads a Tokens Studio folder (`$themes.json`, `$metadata.json`, one file per token set) into
/// the modes of a read, as `@tokens-studio/sd-transforms` composes them (`permutateThemes`).
struct TokensStudioReading {
    let directory: URL
    private var log = DiagnosticLog()

    init(directory: URL) {
        self.directory = directory
    }

    /// A theme: its name, group and token sets in reading order.
    private struct Theme {
        var name: String
        var group: String?
        var sets: [String]
        var file: String
        var location: DocumentLocation
    }

    /// The modes of the folder, with their documents loaded into `session`.
    mutating func contexts(session: inout TokenReadSession) -> [TokenContext] {
        defer { session.log.diagnostics += log.diagnostics }
        let themesURL = directory.appendingPathComponent("$themes.json")
        let metadataURL = directory.appendingPathComponent("$metadata.json")
        let fileManager = FileManager.default
        var setOrder: [String] = []
        if fileManager.fileExists(atPath: metadataURL.path),
            let metadata = session.parse(url: metadataURL, file: metadataURL.path, reference: nil)
        {
            if let order = metadata["tokenSetOrder"], case .array(let names) = order.value {
                for name in names {
                    if let text = name.stringValue {
                        setOrder.append(text)
                    } else {
                        log.error(
                            metadataURL.path, name.location, nil,
                            "expected a token set name, found \(name.foundDescription)")
                    }
                }
            } else {
                log.warning(
                    metadataURL.path, metadata.location, nil,
                    "expected `tokenSetOrder`, an array of token set names; sets keep the order of each theme")
            }
        }
        guard fileManager.fileExists(atPath: themesURL.path) else {
            guard !setOrder.isEmpty else {
                log.error(
                    directory.path, nil, nil,
                    "a Tokens Studio folder needs `$themes.json` or `$metadata.json`; nothing read")
                return []
            }
            let documents = setOrder.compactMap { load(set: $0, from: metadataURL.path, at: nil, session: &session) }
            return [TokenContext(mode: .light, documents: documents)]
        }
        guard let root = session.parse(url: themesURL, file: themesURL.path, reference: nil) else { return [] }
        guard case .array(let elements) = root.value else {
            log.error(
                themesURL.path, root.location, nil,
                "expected `$themes.json` to be an array of themes, found \(root.value.kindDescription)")
            return []
        }
        var themes: [Theme] = []
        for element in elements {
            if let theme = readTheme(element, file: themesURL.path, setOrder: setOrder) { themes.append(theme) }
        }
        var combined: [(name: String, sets: [String], file: String, location: DocumentLocation)] = []
        if themes.contains(where: { $0.group != nil }) {
            var groups: [(name: String, themes: [Theme])] = []
            for theme in themes {
                guard let group = theme.group else {
                    log.error(
                        theme.file, theme.location, nil,
                        "the theme `\(theme.name)` has no `group`, which combining themes across groups needs; left out"
                    )
                    continue
                }
                if let index = groups.firstIndex(where: { $0.name == group }) {
                    groups[index].themes.append(theme)
                } else {
                    groups.append((group, [theme]))
                }
            }
            var products: [[Theme]] = [[]]
            for group in groups {
                products = products.flatMap { product in group.themes.map { product + [$0] } }
            }
            for product in products where !product.isEmpty {
                var sets: [String] = []
                for theme in product {
                    for set in theme.sets where !sets.contains(set) { sets.append(set) }
                }
                combined.append(
                    (product.map(\.name).joined(separator: "-"), sets, product[0].file, product[0].location))
            }
        } else {
            combined = themes.map { ($0.name, $0.sets, $0.file, $0.location) }
        }
        var contexts: [TokenContext] = []
        for theme in combined {
            let documents = theme.sets.compactMap {
                load(set: $0, from: theme.file, at: theme.location, session: &session)
            }
            contexts.append(TokenContext(mode: TokenMode(named: theme.name), documents: documents))
        }
        return contexts
    }

    /// A theme of `$themes.json`, its sets ordered: `source` before `enabled`, each by
    /// `tokenSetOrder` (sets it does not list after, in the theme's order); `disabled` left out.
    private mutating func readTheme(_ node: JSONNode, file: String, setOrder: [String]) -> Theme? {
        guard let name = node["name"]?.stringValue else {
            log.error(file, node.location, nil, "a theme needs a `name`; left out")
            return nil
        }
        guard let selected = node["selectedTokenSets"]?.members else {
            log.error(
                file, node.location, nil,
                "the theme `\(name)` needs `selectedTokenSets`, an object of set names and states; left out")
            return nil
        }
        var sources: [String] = []
        var enabled: [String] = []
        for (set, state) in selected {
            switch state.stringValue {
            case "source": sources.append(set)
            case "enabled": enabled.append(set)
            case "disabled": break
            default:
                log.warning(
                    file, state.location, nil,
                    "expected the state of `\(set)` to be \"enabled\", \"source\" or \"disabled\", found \(state.foundDescription); left out"
                )
            }
        }
        func ordered(_ sets: [String]) -> [String] {
            sets.enumerated().sorted { lhs, rhs in
                let left = setOrder.firstIndex(of: lhs.element) ?? setOrder.count + lhs.offset
                let right = setOrder.firstIndex(of: rhs.element) ?? setOrder.count + rhs.offset
                return left < right
            }.map(\.element)
        }
        return Theme(
            name: name, group: node["group"]?.stringValue, sets: ordered(sources) + ordered(enabled), file: file,
            location: node.location)
    }

    /// Loads the file of a token set: `<set>.json` in the folder (a set name may name a subfolder).
    /// A set whose file is outside the folder (through `..`, an absolute name, or a symbolic link)
    /// is not read.
    private mutating func load(
        set: String, from file: String, at location: DocumentLocation?, session: inout TokenReadSession
    ) -> Int? {
        let url = directory.appendingPathComponent(set + ".json")
        let folder = FileTree.resolvedPath(directory.path) ?? directory.path
        if set.hasPrefix("/") || set.split(separator: "/").contains("..")
            || FileTree.resolvedPath(url.path).map({ !$0.hasPrefix(folder + "/") }) == true
        {
            log.error(
                file, location, nil,
                "the token set \(JSONWriter.displayQuoted(set, limit: 60)) names a file outside the Tokens Studio "
                    + "folder (through `..`, an absolute path or a symbolic link); it is not read")
            return nil
        }
        let reference = location.map { TokenReadSession.Reference(file: file, location: $0, text: set) }
        if reference == nil, !FileManager.default.fileExists(atPath: url.path) {
            log.error(file, nil, nil, "cannot read the token set `\(set)` (\(url.path)): there is no such file")
            return nil
        }
        return session.load(url: url, file: url.path, reference: reference)
    }
}
