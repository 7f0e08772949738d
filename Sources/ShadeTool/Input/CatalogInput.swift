package import Foundation
package import ShadeCatalog
package import ShadeDiagnostics
import ShadeFiles
import ShadeJSON
import ShadeSystem

/// A theme file given on the command line, with its kind detected from what is on disk by the rule
/// of `ThemeFileKind` (endings in any letter case):
///
/// | What the path is | Kind |
/// |---|---|
/// | a folder whose name ends in `.xcassets` | ``Kind/assetCatalog`` |
/// | a folder with `$themes.json` or `$metadata.json` (Tokens Studio) | ``Kind/tokens`` |
/// | a file whose name ends in `.json` or `.tokens` (a token file, or a resolver document `*.resolver.json`) | ``Kind/tokens`` |
/// | a `.json` file holding Figma's REST response of `GET /v1/files/:file_key/variables/local` | ``Kind/tokens`` |
/// | a folder of Figma's `<Collection>.<Mode>.json` export | ``Kind/tokens`` |
///
/// Figma variables are told by content, as `ThemeFileKind` describes, and read by `TokenReader`;
/// anything else is an ``InputError``.
///
/// `-` is standard input, read as one token document (JSON; an asset catalog is a folder and
/// cannot come through a pipe), bounded as files are, and named `<stdin>` in messages.
package struct CatalogInput: Hashable, Sendable {
    /// The kinds of theme file.
    package enum Kind: String, Hashable, Sendable, Codable {
        /// An Xcode asset catalog.
        case assetCatalog = "xcassets"
        /// Design tokens: one token file, a resolver document, a Tokens Studio folder, or Figma
        /// variables (a REST response or a folder of Figma's file-per-mode export).
        case tokens
    }

    /// The path as given.
    package let path: String
    /// The file or folder.
    package let url: URL
    /// What it holds.
    package let kind: Kind
    /// The text read from standard input when the path is `-`; `nil` for a file or folder.
    package let standardInputText: String?
    /// Whether the input is Figma variables (a REST response or Figma's export), which Shade reads
    /// and does not write back: told once, when the input is detected, since telling a REST
    /// response costs a parse of it.
    package let isFigmaVariables: Bool

    /// The path that stands for standard input.
    package static let standardInputPath = "-"
    /// What messages call standard input, as compilers do.
    package static let standardInputName = "<stdin>"

    /// Every file the input is read from, recorded once with its path as given and as read
    /// (``SourceFiles``): reports show the one, and commands read, write and hand CI the other.
    package let sources: SourceFiles

    /// An input at `path` (as given) and `url`, of `kind`.
    package init(
        path: String, url: URL, kind: Kind, standardInputText: String? = nil, isFigmaVariables: Bool = false,
        sources: SourceFiles? = nil
    ) {
        self.path = path
        self.url = url
        self.kind = kind
        self.standardInputText = standardInputText
        self.isFigmaVariables = isFigmaVariables
        self.sources = sources ?? SourceFiles(namings: [Self.naming(path: path, url: url, kind: kind)])
    }

    /// How readers' names for the files of an input at `path` (as given) and `url`, of `kind`,
    /// become paths as the user would write them: a file inside the input, which readers name by
    /// its absolute path (as given, or with `.` and `..` resolved), is named from the input's
    /// path as given (`Colors.xcassets/label.colorset/…`); for a token input, so is a file beside
    /// it (`tokens/dark.tokens.json`, read by a resolver document).
    package static func naming(path: String, url: URL, kind: Kind) -> SourceFiles.Naming {
        let given = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        var roots = [url.path, url.standardizedFileURL.path].map { SourceFiles.Naming.Root(resolved: $0, given: given) }
        if kind == .tokens {
            let folder = url.deletingLastPathComponent()
            let givenFolder = given.lastIndex(of: "/").map { String(given[..<$0]) } ?? "."
            roots += [folder.path, folder.standardizedFileURL.path].map {
                SourceFiles.Naming.Root(resolved: $0, given: givenFolder)
            }
        }
        return SourceFiles.Naming(roots: roots)
    }

    /// Two inputs are equal when they are the same path read the same way; what they have
    /// recorded of their files does not count.
    package static func == (lhs: CatalogInput, rhs: CatalogInput) -> Bool {
        lhs.path == rhs.path && lhs.url == rhs.url && lhs.kind == rhs.kind
            && lhs.standardInputText == rhs.standardInputText && lhs.isFigmaVariables == rhs.isFigmaVariables
    }

    /// Hashes what ``==(_:_:)`` compares.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(url)
        hasher.combine(kind)
        hasher.combine(standardInputText)
        hasher.combine(isFigmaVariables)
    }

    /// Whether the input was read from standard input.
    package var isStandardInput: Bool { standardInputText != nil }

    /// The input at `path`, or an error that says why it is not a theme file.
    package static func detect(_ path: String) throws(InputError) -> CatalogInput {
        if path == standardInputPath { return try readStandardInput() }
        let url = URL(fileURLWithPath: path)
        guard let stamp = FileTree.stamp(of: url.path, followingLinks: true) else { throw .missing(path: path) }
        switch ThemeFileKind(path: url.path) {
        case .assetCatalog: return CatalogInput(path: path, url: url, kind: .assetCatalog)
        case .resolver, .tokens, .tokensStudio:
            return CatalogInput(path: path, url: url, kind: .tokens)
        case .figmaVariables, .figmaExport:
            return CatalogInput(path: path, url: url, kind: .tokens, isFigmaVariables: true)
        case nil: throw .notAThemeFile(path: path, isDirectory: stamp.isDirectory)
        }
    }

    /// Standard input, read at once to its end (at most `JSONReader.maximumThemeFileSize`, as a
    /// token file) as a token document named `<stdin>`.
    private static func readStandardInput() throws(InputError) -> CatalogInput {
        let name = standardInputName
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.contents(ofDescriptor: 0, name: name, limit: JSONReader.maximumThemeFileSize)
        } catch {
            throw .standardInput(reason: error.reason)
        }
        guard bytes.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            throw .standardInput(
                reason: "standard input is empty: expected a token document (JSON); an asset catalog is a folder "
                    + "and cannot come from standard input")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .standardInput(reason: "standard input is not UTF-8 text: expected a token document (JSON)")
        }
        return CatalogInput(path: name, url: URL(fileURLWithPath: name), kind: .tokens, standardInputText: text)
    }

    /// Reads the theme file at `path`: ``detect(_:)`` and ``read()`` in one step.
    package static func read(path: String) throws(InputError) -> CatalogReadResult {
        try detect(path).read()
    }

    /// Reads the input with the reader for its kind, as `options` say.
    ///
    /// - Throws: ``InputError/unreadable(path:diagnostics:)`` when the reader found errors and read
    ///   no entry at all (a malformed file, a folder that cannot be listed); a catalog that was
    ///   read in part is returned with its diagnostics.
    package func read(_ options: ReadingOptions = ReadingOptions()) throws(InputError) -> CatalogReadResult {
        let result: CatalogReadResult
        let reader = TokenReader(figmaDefaultMode: options.figmaDefaultMode)
        switch kind {
        case .assetCatalog:
            result = AssetCatalogReader.read(at: url)
        case .tokens:
            if let standardInputText {
                result = reader.read(text: standardInputText, name: path)
            } else {
                result = reader.read(contentsOf: url)
            }
        }
        if result.catalog.count == 0, !result.errors.isEmpty {
            throw .unreadable(path: path, diagnostics: result.diagnostics)
        }
        return result
    }
}

/// Why an input could not be read; a command exits with status 2 for it.
package enum InputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing is at the path.
    case missing(path: String)
    /// The path is not of a kind Shade reads.
    case notAThemeFile(path: String, isDirectory: Bool)
    /// The reader read nothing; its diagnostics say why.
    case unreadable(path: String, diagnostics: [Diagnostic])
    /// Standard input (`-`) could not be read, or holds no token document; the reason.
    case standardInput(reason: String)

    /// The path the error concerns.
    package var path: String {
        switch self {
        case .missing(let path), .notAThemeFile(let path, _), .unreadable(let path, _):
            path
        case .standardInput: CatalogInput.standardInputName
        }
    }

    /// `path: error: what is wrong`, and the reader's diagnostics on the following lines.
    package var description: String { terminalText.text }

    /// ``description``, as printed (``ReportedProblem``).
    var terminalText: TerminalText {
        switch self {
        case .missing:
            return "\(path): error: no such file or folder"
        case .notAThemeFile(_, let isDirectory):
            let found = isDirectory ? "a folder" : "a file"
            return
                "\(path): error: not a theme file: expected an asset catalog (a folder ending in .xcassets), "
                + "a token file or resolver document (*.json), a Tokens Studio folder (with $themes.json "
                + "or $metadata.json), Figma variables (a REST response *.json, or a folder of "
                + "<Collection>.<Mode>.json files), found \(found)"
        case .unreadable(_, let diagnostics):
            return "\(path): error: nothing could be read" + diagnostics.map { "\n\($0)" }.joined()
        case .standardInput(let reason):
            return "\(path): error: \(reason)"
        }
    }
}

extension InputError: ReportedProblem {}
