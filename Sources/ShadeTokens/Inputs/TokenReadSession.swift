package import Foundation
package import ShadeCatalogModel
package import ShadeDiagnostics
import ShadeFiles
package import ShadeJSON

/// The documents and diagnostics of one read.
package struct TokenReadSession {
    package var documents: [TokenDocument] = []
    package var log = DiagnosticLog()
    private var indexByFile: [String: Int] = [:]
    /// Files that could not be read, reported once.
    private var failedFiles: Set<String> = []

    /// A read with no documents yet.
    package init() {}

    /// Where a file is referred to from, for the diagnostic when it cannot be read.
    package struct Reference {
        var file: String
        var location: DocumentLocation
        var text: String
        /// Whether the file lies outside the referring document's folder (see
        /// ``TokenReadSession/parse(url:file:reference:)``).
        var leavesFolder = false
    }

    /// Loads a source as a token document; `nil` (reported) when it cannot be read.
    mutating func load(_ source: TokenSource) -> Int? {
        switch source.content {
        case .file(let url):
            return load(url: url, file: url.path, reference: nil)
        case .text(let text, let name):
            guard let root = parse(bytes: Array(text.utf8), file: name, reference: nil) else { return nil }
            return add(root: root, file: name)
        case .bytes(let bytes, let name):
            guard let root = parse(bytes: bytes, file: name, reference: nil) else { return nil }
            return add(root: root, file: name)
        }
    }

    /// Loads a file as a token document, once per read.
    mutating func load(url: URL, file: String, reference: Reference?) -> Int? {
        if let index = indexByFile[file] { return index }
        guard !failedFiles.contains(file) else { return nil }
        guard let root = parse(url: url, file: file, reference: reference) else {
            failedFiles.insert(file)
            return nil
        }
        let index = add(root: root, file: file)
        indexByFile[file] = index
        return index
    }

    /// Adds a parsed document (a file, or tokens written inline in a resolver), once per `key`
    /// when there is one.
    package mutating func add(root: JSONNode, file: String, key: String? = nil) -> Int {
        if let key, let index = indexByFile[key] { return index }
        if let key { indexByFile[key] = documents.count }
        let document = TokenDocument(file: file, root: root, index: documents.count, log: &log)
        documents.append(document)
        return documents.count - 1
    }

    /// Adds a document a reader has made itself (``TokenDocument/init(file:root:tokens:indexByName:groups:)``).
    package mutating func add(_ document: TokenDocument) -> Int {
        documents.append(document)
        return documents.count - 1
    }

    /// The JSON of a file; `nil` (reported, at the reference when there is one) when it cannot
    /// be read or is not well-formed.
    ///
    /// A file referred to from outside the referring document's folder may be any file of the
    /// machine (`/root/.docker/config.json`), and what a diagnostic quotes of it would reach a CI
    /// log: such a file is read only when it is a token file, one with a `$value`; anything else
    /// is left out with an error at the reference that quotes nothing of it.
    package mutating func parse(url: URL, file: String, reference: Reference?) -> JSONNode? {
        switch Result(catching: { () throws(FileSystem.ReadFailure) in
            try FileSystem.contents(ofFileAt: url.path, limit: JSONReader.maximumThemeFileSize)
        }) {
        case .success(let bytes):
            guard let reference, reference.leavesFolder else {
                return parse(bytes: bytes, file: file, reference: reference)
            }
            guard let root = try? JSONReader.parse(bytes, limit: JSONReader.maximumThemeFileSize),
                Self.holdsAToken(root)
            else {
                log.error(
                    reference.file, reference.location, nil,
                    "\(JSONWriter.displayQuoted(reference.text, limit: 60)) (\(file)) is outside this document's folder "
                        + "and is not a token file (JSON with a `$value`); it is left out, and nothing of it is shown")
                return nil
            }
            return root
        case .failure(let problem):
            if let reference {
                log.error(
                    reference.file, reference.location, nil,
                    "cannot read \(JSONWriter.displayQuoted(reference.text, limit: 60)) (\(file)): \(problem.reason)")
            } else {
                log.error(file, nil, nil, "cannot read the file: \(problem.reason)")
            }
            return nil
        }
    }

    /// Whether `node` or a value inside it has a `$value` member.
    static func holdsAToken(_ node: JSONNode) -> Bool {
        switch node.value {
        case .object(let members): members.contains { $0.key == "$value" || holdsAToken($0.node) }
        case .array(let elements): elements.contains(where: holdsAToken)
        default: false
        }
    }

    /// The JSON of some bytes; `nil` (reported) when they are not well-formed.
    package mutating func parse(bytes: [UInt8], file: String, reference: Reference?) -> JSONNode? {
        do {
            return try JSONReader.parse(bytes, limit: JSONReader.maximumThemeFileSize)
        } catch {
            log.error(file, error.location, nil, "not valid JSON: \(error.message)")
            return nil
        }
    }

    /// The catalog of `contexts`, and every diagnostic; with `everyTokenInEveryMode` (Figma's
    /// variables, which have a value in every mode), a token without a value in the default mode
    /// is left out (``TokenCatalogBuilder/everyTokenInEveryMode``); without `recordsValueSources`
    /// (Figma's variables, a format Shade does not rewrite), no color variant records where its
    /// value is written (``TokenCatalogBuilder/recordsValueSources``).
    package func finish(
        _ contexts: [TokenContext], everyTokenInEveryMode: Bool = false, recordsValueSources: Bool = true
    ) -> CatalogReadResult {
        var builder = TokenCatalogBuilder(documents: documents, contexts: contexts)
        builder.everyTokenInEveryMode = everyTokenInEveryMode
        builder.recordsValueSources = recordsValueSources
        var catalog = builder.build()
        catalog.naming = .designTokens
        var result = CatalogReadResult(catalog: catalog, diagnostics: log.diagnostics + builder.log.diagnostics)
        result.darkSameAsLight = builder.darkSameAsLight
        result.repeatedVariants = builder.repeatedVariants
        return result
    }
}
