import Foundation
import ShadeCatalog
import ShadeDiagnostics
import ShadeFiles
import ShadeJSON
import ShadeSystem
import ShadeTheme

/// One theme in a themes folder: the file or folder it is read from, and the other files it
/// is made of.
struct ThemeFile: Hashable, Sendable {
    /// The theme's identifier: the file's name without the ending that gives its kind.
    var id: ThemeID
    /// How the theme is stored.
    var kind: ThemeFileKind
    /// The file or folder's path: the folder's path, `/`, the name.
    var path: String

    /// The kind and identifier a name in the folder stands for, by the rule of `ThemeFileKind`,
    /// or `nil` when it is not a theme file: hidden (starting with `.`), or not a theme file by
    /// that rule.
    ///
    /// - Parameters:
    ///   - name: the entry's name in the folder.
    ///   - isDirectory: whether the entry is a folder.
    ///   - isTokensStudioFolder: for a folder, whether it has a Tokens Studio marker file.
    /// - Returns: The theme's identifier and how it is stored, or `nil` for anything else.
    static func classify(
        name: String, isDirectory: Bool, isTokensStudioFolder: Bool = false
    ) -> (id: ThemeID, kind: ThemeFileKind)? {
        guard !name.hasPrefix("."),
            let kind = ThemeFileKind(name: name, isDirectory: isDirectory, isTokensStudioFolder: isTokensStudioFolder),
            let stem = ThemeFileKind.stem(
                ofName: name, isDirectory: isDirectory, isTokensStudioFolder: isTokensStudioFolder)
        else { return nil }
        return (ThemeID(stem), kind)
    }

    /// For a name that would be a theme file were it the other kind of entry (a file named
    /// `F.xcassets`, a folder named `T.tokens.json`), the identifier and why it is ignored;
    /// `nil` for any other name.
    static func mismatch(name: String, isDirectory: Bool) -> (id: ThemeID, reason: String)? {
        guard !name.hasPrefix("."), classify(name: name, isDirectory: isDirectory) == nil,
            let (id, kind) = classify(name: name, isDirectory: !isDirectory)
        else { return nil }
        let expected = kind == .assetCatalog ? "an asset catalog is a folder" : "a theme file of this name is a file"
        return (
            id,
            "\(name) is a \(isDirectory ? "folder" : "file"), not a \(isDirectory ? "file" : "folder") "
                + "(\(expected)): ignored"
        )
    }
}

/// What a theme was last read from: the stamps of every file it is made of, so that a later scan
/// can tell whether it changed.
struct ThemeFileStamps: Hashable, Sendable {
    /// The stamps by path: the theme file itself (and, for an asset catalog, everything inside it;
    /// for a resolver, the files it references).
    var stamps: [String: FileStamp]
    /// For a resolver, the paths of the files it references.
    var references: [String]

    /// Whether a change at `path` concerns this theme.
    func contains(_ path: String, themePath: String) -> Bool {
        stamps[path] != nil || path == themePath || path.hasPrefix(themePath + "/") || references.contains(path)
    }
}

/// One look at a themes folder, made off the main actor: which theme files there are, and the
/// catalogs of those that changed since the last look.
struct ThemeFolderScan: Sendable {
    /// A theme file read again.
    struct Load: Sendable {
        var file: ThemeFile
        var stamps: ThemeFileStamps
        /// The reader's result, or `nil` when the loader could not read the file at all.
        var result: CatalogReadResult?
    }

    /// The theme files, in the order of their names.
    var files: [ThemeFile] = []
    /// Files whose identifier an earlier file already has: `(id, used, ignored)`.
    var duplicates: [(id: ThemeID, used: String, ignored: String)] = []
    /// The theme files read again because they are new or changed, by identifier.
    var loads: [ThemeID: Load] = [:]
    /// Why the folder could not be listed, if it could not.
    var folderError: String?
    /// Entries named like theme files that are not read, with the reason: a file named like an
    /// asset catalog, a folder named like a token file, a symbolic link that leads out of the
    /// folder.
    var ignored: [(id: ThemeID, path: String, reason: String)] = []

    /// Looks at `folder`.
    ///
    /// - Parameters:
    ///   - folder: the themes folder's path.
    ///   - loader: reads a theme file that must be read.
    ///   - previous: what each theme was last read from; a theme whose stamps are the same and
    ///     that no path in `changedPaths` concerns is not read again.
    ///   - changedPaths: paths a watcher reported changed.
    ///   - rereadAll: read every theme again.
    /// - Returns: The theme files, those read again, and the entries left out and why.
    static func scan(
        folder: String, loader: ThemeFileLoader, previous: [ThemeID: (path: String, stamps: ThemeFileStamps)],
        changedPaths: Set<String>, rereadAll: Bool
    ) -> ThemeFolderScan {
        var scan = ThemeFolderScan()
        guard let rawNames = FileTree.rawNames(in: folder) else {
            scan.folderError = FileTree.isDirectory(folder) ? "it cannot be listed" : "there is no folder there"
            return scan
        }
        var names: [String] = []
        for raw in rawNames {
            if let name = String(validating: raw, as: UTF8.self) {
                names.append(name)
                continue
            }
            // Named like a theme file, but no path made of text leads to it: reported, not read.
            let shown = DisplayText.escaped(bytes: raw)
            let lossy = String(decoding: raw, as: UTF8.self)
            guard
                let (id, _) = ThemeFile.classify(name: lossy, isDirectory: false)
                    ?? ThemeFile.classify(name: lossy, isDirectory: true)
            else { continue }
            scan.ignored.append(
                (
                    id, folder + "/" + shown,
                    "the name \"\(shown)\" is not valid UTF-8: ignored"
                ))
        }
        names.sort()
        var candidates: [ThemeFile] = []
        let resolvedFolder = FileTree.resolvedPath(folder) ?? folder
        for name in names {
            let path = folder + "/" + name
            let isDirectory = FileTree.isDirectory(path)
            let isTokensStudioFolder = isDirectory && ThemeFileKind.hasTokensStudioMarker(inFolder: path)
            // A folder of Figma's `<Collection>.<Mode>.json` export is told by its files, not its name.
            let figmaExport: (id: ThemeID, kind: ThemeFileKind)? =
                isDirectory && !name.hasPrefix(".") && !isTokensStudioFolder
                    && ThemeFile.classify(name: name, isDirectory: true) == nil
                    && ThemeFileKind.isFigmaExport(folder: path)
                ? (ThemeID(name), .figmaExport) : nil
            guard
                let (id, kind) = figmaExport
                    ?? ThemeFile.classify(
                        name: name, isDirectory: isDirectory, isTokensStudioFolder: isTokensStudioFolder)
            else {
                if let (id, reason) = ThemeFile.mismatch(name: name, isDirectory: isDirectory) {
                    scan.ignored.append((id, path, reason))
                }
                continue
            }
            if FileTree.isSymbolicLink(path) {
                let resolved = FileTree.resolvedPath(path)
                guard let resolved, resolved.hasPrefix(resolvedFolder + "/") else {
                    let reason =
                        "\(name) is a symbolic link that leads out of the themes folder (or nowhere); "
                        + "it is not followed: ignored"
                    scan.ignored.append((id, path, reason))
                    continue
                }
            }
            candidates.append(ThemeFile(id: id, kind: kind, path: path))
        }

        // The files a resolver references are part of its theme, not themes of their own. When a
        // resolver cannot be parsed, the references it had when it last could still hold.
        var references: [String: [String]] = [:]
        var includingThemselves: Set<String> = []
        for file in candidates where file.kind == .resolver {
            var found =
                resolverReferences(file.path) ?? previous[file.id].flatMap {
                    $0.path == file.path ? $0.stamps.references : nil
                } ?? []
            // A resolver that includes itself is still a theme (the reader reports the loop).
            let own = lexicallyNormalized(file.path)
            if found.contains(own) {
                includingThemselves.insert(file.path)
                found.removeAll { $0 == own }
            }
            references[file.path] = found
        }
        // The files reached from the resolvers no resolver includes are part of their themes. A
        // loop of resolvers that include one another has no such start: each is a theme of its
        // own, reported as being in a loop, rather than all of them vanishing.
        let referencedByAny = Set(references.values.joined())
        var resolverByPath: [String: String] = [:]
        for file in candidates where file.kind == .resolver {
            resolverByPath[lexicallyNormalized(file.path)] = file.path
        }
        var referenced: Set<String> = []
        var pending = resolverByPath.filter { !referencedByAny.contains($0.key) }.map(\.value)
        while let path = pending.popLast() {
            for reference in references[path] ?? [] where referenced.insert(reference).inserted {
                if let resolver = resolverByPath[reference] { pending.append(resolver) }
            }
        }
        for (normalized, path) in resolverByPath where referencedByAny.contains(normalized) {
            if !referenced.contains(normalized) { includingThemselves.insert(path) }
        }

        var used: [ThemeID: String] = [:]
        for file in candidates where !referenced.contains(lexicallyNormalized(file.path)) {
            if let first = used[file.id] {
                scan.duplicates.append((file.id, first, file.path))
                continue
            }
            used[file.id] = file.path
            scan.files.append(file)
        }

        for file in scan.files {
            let stamps = ThemeFileStamps(
                stamps: stamps(of: file, references: references[file.path] ?? []),
                references: references[file.path] ?? [])
            let before = previous[file.id]
            let isChanged =
                rereadAll || before == nil || before?.path != file.path || before?.stamps != stamps
                || changedPaths.contains { stamps.contains($0, themePath: file.path) }
            guard isChanged else { continue }
            var result = loader.load(URL(fileURLWithPath: file.path))
            if includingThemselves.contains(file.path) {
                // Reported with the theme, so that it is not silent however the reader takes it.
                let diagnostic = Diagnostic(
                    .warning, file: file.path,
                    message:
                        "the resolver includes itself (a `$ref` to its own file, or to a resolver that includes it); "
                        + "that reference is a loop")
                result?.diagnostics.insert(diagnostic, at: 0)
            }
            scan.loads[file.id] = Load(file: file, stamps: stamps, result: result)
        }
        return scan
    }

    /// The stamps of the files `file` is made of.
    static func stamps(of file: ThemeFile, references: [String]) -> [String: FileStamp] {
        var stamps: [String: FileStamp] = [:]
        stamps[file.path] = FileTree.stamp(of: file.path, followingLinks: true)
        switch file.kind {
        case .assetCatalog, .tokensStudio, .figmaExport:
            stamps.merge(FileTree.snapshot(of: file.path, recursive: true, includeHidden: false)) { $1 }
        case .resolver:
            for path in references { stamps[path] = FileTree.stamp(of: path, followingLinks: true) }
        case .tokens, .figmaVariables:
            break
        }
        return stamps
    }

    /// The paths of the files a resolver document references: every `$ref` string that names a
    /// file (not a `#/…` pointer into the document itself), relative to the resolver's folder,
    /// without its `#…` fragment. `nil` when the document cannot be read as JSON.
    static func resolverReferences(_ path: String) -> [String]? {
        guard let bytes = try? FileSystem.contents(ofFileAt: path, limit: JSONReader.maximumThemeFileSize),
            let root = try? JSONReader.parse(bytes, limit: JSONReader.maximumThemeFileSize)
        else { return nil }
        let directory = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        var references: [String] = []
        func visit(_ node: JSONNode) {
            switch node.value {
            case .object(let members):
                for member in members {
                    if member.key == "$ref", case .string(let reference) = member.node.value {
                        let file = String(reference.prefix { $0 != "#" })
                        guard !file.isEmpty else { continue }
                        let absolute = file.hasPrefix("/") ? file : directory + "/" + file
                        let normalized = lexicallyNormalized(absolute)
                        if !references.contains(normalized) { references.append(normalized) }
                    } else {
                        visit(member.node)
                    }
                }
            case .array(let elements):
                elements.forEach(visit)
            default:
                break
            }
        }
        visit(root)
        return references
    }

    /// `path` without `.` components and with each `..` taking away the component before it,
    /// without looking at the disk: `/themes/./brand/../base.json` is `/themes/base.json`.
    static func lexicallyNormalized(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..":
                if components.isEmpty || components.last == ".." {
                    components.append(component)
                } else {
                    components.removeLast()
                }
            default: components.append(component)
            }
        }
        let joined = components.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : joined
    }
}
