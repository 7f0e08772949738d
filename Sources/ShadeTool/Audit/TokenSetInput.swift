import Foundation
import ShadeCatalog
import ShadeDiagnostics
import ShadeFiles

/// The token inputs of one `shade audit` read as one set, so that the aliases of one file resolve
/// to the tokens of another: `shade audit base/ functional/`, where the functional files alias
/// the base palette.
///
/// Members are token files (`*.json`, `*.tokens.json`, `*.tokens`; not resolver documents) and
/// folders that are neither asset catalogs nor Tokens Studio folders, which stand for their
/// `*.tokens.json` and `*.tokens` files, in their subfolders too (64 deep, in name order, hidden
/// entries and symbolic links to folders left out). The set is read when the command line has
/// two members or more, or one folder; a single token file is read as it always was. Resolver
/// documents, Tokens Studio folders and asset catalogs remain inputs of their own.
///
/// Files are read in command-line order (a folder's in name order), a later token replacing an
/// earlier one of the same path. A file named for an appearance (`light.tokens.json`,
/// `dark.tokens.json`, `dark-high-contrast.tokens.json`) is that mode's, as a resolver's contexts
/// are, when the set also has `light` (the default mode); every other file is shared by all
/// modes. So Primer's `base/color/light/light.tokens.json` and `base/color/dark/dark.tokens.json`
/// are its light and dark palettes, and the functional files' overrides (`dark-dimmed`) fall back
/// to them.
///
/// Findings still point at the file and line each color is defined in; the set is reported as one
/// input whose path is its members' joined with ` + `.
struct TokenSetInput {
    /// The members, as given.
    var members: [CatalogInput]
    /// The token files, with the mode each belongs to (`nil`: shared).
    var files: [(url: URL, mode: TokenMode?)]
    /// The set as one input of the report: the members' paths joined with ` + `; its URL is the
    /// first member's, where `shade.json` is looked for, and a file is shown from the member it
    /// belongs to (its ``CatalogInput/sources``).
    let input: CatalogInput

    /// The deepest folder read inside a member folder.
    static let maximumDepth = 64

    /// Whether `path` can be a member: a token file, or a folder that is no other kind of input.
    static func isMember(_ path: String) -> Bool {
        // Standard input is one token document of its own.
        guard path != CatalogInput.standardInputPath else { return false }
        guard let stamp = FileTree.stamp(of: path, followingLinks: true) else { return false }
        let kind = ThemeFileKind(path: URL(fileURLWithPath: path).path)
        return stamp.isDirectory ? kind == nil : kind == .tokens
    }

    /// Whether `path` is a folder member, which is read as a set even alone.
    static func isFolderMember(_ path: String) -> Bool {
        isMember(path) && FileTree.isDirectory(path)
    }

    /// The set of `paths`, each a member (``isMember(_:)``).
    init(paths: [String]) {
        members = paths.map { CatalogInput(path: $0, url: URL(fileURLWithPath: $0), kind: .tokens) }
        input = CatalogInput(
            path: members.map(\.path).joined(separator: " + "), url: members[0].url, kind: .tokens,
            sources: SourceFiles(
                namings: members.map { CatalogInput.naming(path: $0.path, url: $0.url, kind: $0.kind) }))
        var urls: [URL] = []
        for member in members {
            if FileTree.isDirectory(member.url.path) {
                Self.collect(in: member.url, depth: 0, into: &urls)
            } else {
                urls.append(member.url)
            }
        }
        let modes = urls.map { url -> TokenMode? in
            guard
                let stem = ThemeFileKind.stem(ofName: url.lastPathComponent, isDirectory: false),
                TokenMode(named: stem).theme == nil, !stem.isEmpty
            else { return nil }
            let mode = TokenMode(named: stem)
            // `light` names the default mode; any other name that yields no condition is a file
            // of shared tokens (`base`, `default`).
            return mode.isDefault && stem.lowercased() != "light" ? nil : mode
        }
        let hasDefault = modes.contains { $0?.isDefault == true }
        let hasOther = modes.contains { $0.map { !$0.isDefault } ?? false }
        files = zip(urls, modes).map { ($0, hasDefault && hasOther ? $1 : nil) }
    }

    /// Adds the token files in `folder` and its subfolders, in name order.
    private static func collect(in folder: URL, depth: Int, into urls: inout [URL]) {
        guard depth <= maximumDepth, let names = FileTree.names(in: folder.path) else { return }
        for name in names where !name.hasPrefix(".") && !name.hasPrefix("$") {
            let url = folder.appendingPathComponent(name)
            guard let stamp = FileTree.stamp(of: url.path) else { continue }
            if stamp.isDirectory {
                collect(in: url, depth: depth + 1, into: &urls)
            } else if !FileTree.isSymbolicLink(url.path) || !FileTree.isDirectory(url.path) {
                let lowered = name.lowercased()
                if lowered.hasSuffix(".tokens.json") || lowered.hasSuffix(".tokens") { urls.append(url) }
            }
        }
    }

    /// Reads every file as one set.
    ///
    /// - Throws: ``InputError`` when a member folder holds no token file, or nothing could be read.
    func read() throws(InputError) -> CatalogReadResult {
        for member in members where FileTree.isDirectory(member.url.path) {
            let prefix = member.url.path + "/"
            guard files.contains(where: { $0.url.path.hasPrefix(prefix) }) else {
                throw .unreadable(
                    path: member.path,
                    diagnostics: [
                        Diagnostic(
                            .error, file: member.path, location: nil,
                            message: "the folder holds no token file (*.tokens.json or *.tokens)")
                    ])
            }
        }
        let result = TokenReader().read(files.map { TokenSource.file($0.url, mode: $0.mode) })
        if result.catalog.count == 0, !result.errors.isEmpty {
            throw .unreadable(path: input.path, diagnostics: result.diagnostics)
        }
        return result
    }
}
