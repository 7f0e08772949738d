import ShadeFiles
import ShadeJSON

/// The kinds of theme file Shade reads, told from a path: the one rule that the readers, the
/// themes folder (`ThemeFolder`, in ShadeThemeFolder) and the `shade` command all follow.
///
/// | The entry | Its kind | Its name (``stem(ofName:isDirectory:isTokensStudioFolder:)``) |
/// |---|---|---|
/// | a folder ending in `.xcassets` | ``assetCatalog`` | `Colors` for `Colors.xcassets` |
/// | another folder with a `$themes.json` or `$metadata.json` file | ``tokensStudio`` | the folder's name |
/// | a file ending in `.resolver.json` | ``resolver`` | `brand` for `brand.resolver.json` |
/// | a file ending in `.tokens.json`, `.tokens` or `.json` | ``tokens`` | `brand` for `brand.tokens.json` |
/// | a `.json` file holding a Figma REST response (`meta.variables`, `meta.variableCollections`) | ``figmaVariables`` | `variables` for `variables.json` |
/// | another folder with a `<Collection>.<Mode>.json` file of Figma's export | ``figmaExport`` | the folder's name |
///
/// **Letter case.** Endings are compared without regard to the letter case of ASCII letters:
/// `Colors.XCASSETS` is an asset catalog and `Brand.Tokens.JSON` a token file, as on macOS's
/// default file system, where the two names can stand for the same entry, and as in Xcode. The
/// stem keeps the name's own letters (`Colors`).
///
/// The first ending that matches decides (`brand.resolver.json` is a resolver document, not a
/// token file), and it must follow at least one character: a file named `.json` is not a theme
/// file. A file named like a folder kind (`Colors.xcassets` as a file), a folder named like a file
/// kind, and any other name are not theme files.
///
/// **Figma variables.** The name cannot tell them, so two kinds are told by content, and only by
/// ``init(path:)``, which looks at the disk (``init(name:isDirectory:isTokensStudioFolder:)``
/// knows only names and gives ``tokens`` for any `.json` file):
/// - a file ending in `.json` (not `.tokens.json` or `.resolver.json`) whose JSON object has a
///   `meta` object with both `variables` and `variableCollections` is ``figmaVariables``, the
///   response of Figma's `GET /v1/files/:file_key/variables/local`;
/// - a folder that is neither of the folder kinds above, with a file named
///   `<Collection>.<Mode>.json` (a dot in the name before `.json`) whose tokens carry Figma's
///   `$extensions` key `com.figma`, is ``figmaExport``, the file-per-mode export of Figma's
///   `variables-github-action-example`.
///
/// Each look reads at most one bounded file per candidate (the limit of the JSON reader); beyond
/// these two, Shade never guesses a kind from a file's contents.
public enum ThemeFileKind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// An Xcode asset catalog: a folder ending in `.xcassets`.
    case assetCatalog
    /// A DTCG resolver document: a file ending in `.resolver.json`, read with the token files it
    /// references.
    case resolver
    /// A design-token file: a file ending in `.tokens.json`, `.tokens` or `.json`.
    case tokens
    /// A Tokens Studio export: a folder (not ending in `.xcassets`) with a `$themes.json` or
    /// `$metadata.json` file.
    case tokensStudio
    /// Figma variables as the REST API gives them: a `.json` file holding the response of
    /// `GET /v1/files/:file_key/variables/local`, told by its content.
    case figmaVariables
    /// Figma's file-per-mode export: a folder of `<Collection>.<Mode>.json` token files with
    /// Figma's `com.figma` extensions, told by content.
    case figmaExport

    /// The names of the files whose presence makes a folder a Tokens Studio folder.
    public static let tokensStudioMarkers = ThemeFileNames.tokensStudioMarkers

    /// The endings that give a kind, in the order they are tried, each for a file or a folder.
    private static let endings: [(ending: String, kind: ThemeFileKind, isDirectory: Bool)] =
        [
            (ThemeFileNames.assetCatalogEnding, .assetCatalog, true),
            (ThemeFileNames.resolverEnding, .resolver, false),
        ] + ThemeFileNames.tokenEndings.map { ($0, .tokens, false) } + [(ThemeFileNames.jsonEnding, .tokens, false)]

    /// The kind an entry named `name` stands for, or `nil` when it is not a theme file.
    ///
    /// - Parameters:
    ///   - name: the entry's name (the last part of its path).
    ///   - isDirectory: whether the entry is a folder.
    ///   - isTokensStudioFolder: for a folder, whether it holds one of the
    ///     ``tokensStudioMarkers``.
    public init?(name: String, isDirectory: Bool, isTokensStudioFolder: Bool = false) {
        guard let (kind, _) = Self.classify(name, isDirectory: isDirectory, isTokensStudioFolder: isTokensStudioFolder)
        else { return nil }
        self = kind
    }

    /// The kind of the entry at `path`, looking at the disk (and following a symbolic link):
    /// whether it is a folder, and whether a folder holds a Tokens Studio marker. `nil` when
    /// nothing is there or it is not a theme file.
    /// A `.json` file or a folder may be Figma variables, told by content (see above).
    public init?(path: String) {
        guard let stamp = FileTree.stamp(of: path, followingLinks: true) else { return nil }
        let name = FileSystem.fileName(of: Self.withoutTrailingSlashes(path))
        let isTokensStudioFolder = stamp.isDirectory && Self.hasTokensStudioMarker(inFolder: path)
        let byName = Self.classify(name, isDirectory: stamp.isDirectory, isTokensStudioFolder: isTokensStudioFolder)
        switch byName?.kind {
        case .tokens?
        where Self.hasEnding(name, ThemeFileNames.jsonEnding)
            && !ThemeFileNames.tokenEndings.contains(where: { Self.hasEnding(name, $0) }):
            self = Self.isFigmaResponse(atPath: path) ? .figmaVariables : .tokens
        case nil where stamp.isDirectory && !name.isEmpty && Self.isFigmaExport(folder: path):
            self = .figmaExport
        case let kind?:
            self = kind
        case nil:
            return nil
        }
    }

    /// Whether the file at `path` holds a Figma REST response: a JSON object with a `meta`
    /// object that has `variables` and `variableCollections`.
    public static func isFigmaResponse(atPath path: String) -> Bool {
        guard let bytes = try? FileSystem.contents(ofFileAt: path, limit: JSONReader.maximumThemeFileSize),
            contains(bytes, "\"variableCollections\""),
            let root = try? JSONReader.parse(bytes, limit: JSONReader.maximumThemeFileSize),
            case .object(let members)? = root["meta"]?.value
        else { return false }
        return members.contains { $0.key == "variables" } && members.contains { $0.key == "variableCollections" }
    }

    /// Whether the folder at `path` holds a `<Collection>.<Mode>.json` file with Figma's
    /// `com.figma` token extensions.
    public static func isFigmaExport(folder path: String) -> Bool {
        let folder = withoutTrailingSlashes(path)
        for name in (FileTree.names(in: folder) ?? []).sorted() where !name.hasPrefix(".") {
            guard FigmaReading.collectionAndMode(ofFileName: name) != nil else { continue }
            let file = folder + "/" + name
            guard !FileTree.isDirectory(file),
                let bytes = try? FileSystem.contents(ofFileAt: file, limit: JSONReader.maximumThemeFileSize)
            else { continue }
            if contains(bytes, "\"com.figma\"") { return true }
        }
        return false
    }

    /// Whether `bytes` contain the UTF-8 of `text`.
    private static func contains(_ bytes: [UInt8], _ text: String) -> Bool {
        let needle = Array(text.utf8)
        guard let first = needle.first, bytes.count >= needle.count else { return false }
        var index = 0
        while index <= bytes.count - needle.count {
            if bytes[index] == first, bytes[index..<index + needle.count].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }

    /// The name of the entry without the ending that gives its kind: `Colors` for
    /// `Colors.xcassets`, `brand` for `brand.resolver.json`, the whole name for a Tokens Studio
    /// folder; `nil` when it is not a theme file. (A Figma export folder, which the name alone
    /// cannot tell, is named by its whole name too.)
    public static func stem(ofName name: String, isDirectory: Bool, isTokensStudioFolder: Bool = false) -> String? {
        classify(name, isDirectory: isDirectory, isTokensStudioFolder: isTokensStudioFolder)?.stem
    }

    /// Whether the folder at `path` holds one of the ``tokensStudioMarkers``.
    public static func hasTokensStudioMarker(inFolder path: String) -> Bool {
        let folder = withoutTrailingSlashes(path)
        return tokensStudioMarkers.contains { FileTree.stamp(of: folder + "/" + $0, followingLinks: true) != nil }
    }

    /// `assetCatalog`, `resolver`, `tokens`, `tokensStudio`, `figmaVariables` or `figmaExport`.
    public var description: String { rawValue }

    /// The kind and the stem of a name, by the rule above.
    private static func classify(
        _ name: String, isDirectory: Bool, isTokensStudioFolder: Bool
    ) -> (kind: ThemeFileKind, stem: String)? {
        for rule in endings where rule.isDirectory == isDirectory && hasEnding(name, rule.ending) {
            let stem = String(decoding: name.utf8.dropLast(rule.ending.utf8.count), as: UTF8.self)
            return stem.isEmpty ? nil : (rule.kind, stem)
        }
        if isDirectory && isTokensStudioFolder && !name.isEmpty { return (.tokensStudio, name) }
        return nil
    }

    /// Whether `name` ends in `ending` (ASCII), letters compared without regard to case.
    static func hasEnding(_ name: String, _ ending: String) -> Bool {
        ThemeFileNames.hasEnding(name, ending)
    }

    /// `path` without the slashes at its end (but `/` itself kept).
    static func withoutTrailingSlashes(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}
