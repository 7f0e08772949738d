import Foundation
import ShadeCatalog
import ShadeDiagnostics
import ShadeFiles
import ShadeJSON

/// The names Figma gives the variables of an input read from Figma (a REST response of
/// `GET /v1/files/:file_key/variables/local`, or the folder of Figma's file-per-mode export), so
/// that `shade fix`, which writes neither, can say which variable to change, and in which mode.
///
/// A color's entry records where its variable is: the variable's object in the response, or its
/// token in the export's `<Collection>.<Mode>.json` file. The mode is the one of the variable's
/// collection whose name means the variant's appearance and theme (`Dark` for a dark variant),
/// as the reader maps modes to variants (`TokenMode`).
struct FigmaVariableNames {
    /// A Figma variable, and the modes of its collection that give one variant.
    struct Variable: Hashable {
        /// The variable's name, as Figma shows it: `color/text`.
        var name: String
        /// Its collection's name.
        var collection: String
        /// The modes of the collection that give the variant; empty when none can be told.
        var modes: [String]

        /// ``the variable `color/text` of the collection `Theme` in the mode `Dark` ``.
        var terminalText: TerminalText {
            func quoted(_ text: String) -> TerminalText { "`\(text)`" }
            var text: TerminalText = "the variable \(quoted(name)) of the collection \(quoted(collection))"
            if modes.count == 1 {
                text += " in the mode \(quoted(modes[0]))"
            } else if !modes.isEmpty {
                text += " in the modes " + modes.map { quoted($0) }.joined(separator: ", ")
            }
            return text
        }
    }

    /// A variable of a response: its name, its collection's name, modes and default mode.
    private typealias Found = (name: String, collection: String, modes: [String], default: String?)

    /// What the input is.
    private let kind: ThemeFileKind
    /// Each response's variables, by the file and the place of their object, read when first
    /// needed (`nil` for a file that is no response).
    private var responses: [String: [DocumentLocation: Found]?] = [:]

    /// The names of `input`'s variables, or `nil` when it is not read from Figma.
    init?(input: CatalogInput) {
        guard input.isFigmaVariables else { return nil }
        // The export is a folder of files, the REST response one file.
        kind = FileTree.isDirectory(input.url.path) ? .figmaExport : .figmaVariables
    }

    /// The variable and modes of `change`'s variant, or `nil` when they cannot be found.
    mutating func variable(of change: ColorChange, in catalog: ColorCatalog) -> Variable? {
        guard let entry = catalog[change.color], let source = entry.source, case .color(let set) = entry.value,
            set.variants.indices.contains(change.variantIndex)
        else { return nil }
        let variant = set.variants[change.variantIndex]
        switch kind {
        case .figmaVariables:
            guard let position = source.position, let found = variables(in: source.file)?[position] else { return nil }
            return Variable(
                name: found.name, collection: found.collection,
                modes: Self.modes(of: variant, among: found.modes, default: found.default))
        default:
            let url = URL(fileURLWithPath: source.file)
            guard let (collection, _) = Self.collectionAndMode(ofFileName: url.lastPathComponent) else { return nil }
            let folder = url.deletingLastPathComponent().path
            let modes = (FileTree.names(in: folder) ?? []).sorted().compactMap { name in
                Self.collectionAndMode(ofFileName: name).flatMap { $0.collection == collection ? $0.mode : nil }
            }
            return Variable(
                name: entry.path.joined(separator: "/"), collection: collection,
                modes: Self.modes(of: variant, among: modes, default: nil))
        }
    }

    /// The modes among `modes` that give `variant`: those whose name means its appearance and
    /// theme; else those that mean one of the two, the other coming from another collection; else,
    /// for the default variant, the collection's default mode or its only one.
    private static func modes(of variant: ColorVariant, among modes: [String], default defaultMode: String?)
        -> [String]
    {
        let meanings = modes.map { TokenMode(named: $0) }
        let exact = zip(modes, meanings).filter { $1.conditions == variant.conditions && $1.theme == variant.theme }
        if !exact.isEmpty { return exact.map(\.0) }
        let partial = zip(modes, meanings).filter { _, meaning in
            (meaning.conditions == variant.conditions && meaning.theme == nil && !variant.conditions.isEmpty)
                || (meaning.conditions.isEmpty && meaning.theme != nil && meaning.theme == variant.theme)
        }
        if !partial.isEmpty { return partial.map(\.0) }
        guard variant.conditions.isEmpty, variant.theme == nil else { return [] }
        if let defaultMode { return [defaultMode] }
        return modes.count == 1 ? modes : []
    }

    /// `<Collection>.<Mode>.json`, split at the last dot before `.json`, as the reader splits it.
    private static func collectionAndMode(ofFileName name: String) -> (collection: String, mode: String)? {
        guard name.lowercased().hasSuffix(".json") else { return nil }
        let stem = name.dropLast(5)
        guard let dot = stem.lastIndex(of: ".") else { return nil }
        let collection = String(stem[..<dot])
        let mode = String(stem[stem.index(after: dot)...])
        return collection.isEmpty || mode.isEmpty ? nil : (collection, mode)
    }

    /// The variables of the response in `file`, by the place of their object.
    private mutating func variables(in file: String)
        -> [DocumentLocation: Found]?
    {
        if let known = responses[file] { return known }
        var found: [DocumentLocation: Found]?
        if let bytes = try? FileSystem.contents(ofFileAt: file, limit: JSONReader.maximumThemeFileSize),
            let root = try? JSONReader.parse(bytes, limit: JSONReader.maximumThemeFileSize),
            case .object(let variables)? = Self.member("variables", of: Self.member("meta", of: root))?.value
        {
            let collections = Self.member("variableCollections", of: Self.member("meta", of: root))
            var result: [DocumentLocation: Found] = [:]
            for (_, variable) in variables {
                guard let name = Self.string("name", of: variable),
                    let id = Self.string("variableCollectionId", of: variable),
                    let collection = Self.member(id, of: collections)
                else { continue }
                var modes: [String] = []
                var defaultMode: String?
                if case .array(let elements)? = Self.member("modes", of: collection)?.value {
                    for mode in elements {
                        guard let modeName = Self.string("name", of: mode) else { continue }
                        modes.append(modeName)
                        if let modeID = Self.string("modeId", of: mode),
                            modeID == Self.string("defaultModeId", of: collection)
                        {
                            defaultMode = modeName
                        }
                    }
                }
                result[variable.location] = (name, Self.string("name", of: collection) ?? id, modes, defaultMode)
            }
            found = result
        }
        responses[file] = .some(found)
        return found
    }

    /// The member `key` of `node` when it is an object (the first, as the readers take it).
    private static func member(_ key: String, of node: JSONNode?) -> JSONNode? {
        guard case .object(let members)? = node?.value else { return nil }
        return members.first { $0.key == key }?.node
    }

    /// The member `key` of `node` when it is a string.
    private static func string(_ key: String, of node: JSONNode?) -> String? {
        guard case .string(let text)? = member(key, of: node)?.value else { return nil }
        return text
    }
}
