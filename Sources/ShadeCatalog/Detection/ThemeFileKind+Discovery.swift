import ShadeFiles

extension ThemeFileKind {
    /// The kind of the entry at `path` when it is a theme file found among files of other kinds
    /// (a package target's sources), or `nil`: every kind of ``init(path:)`` but a `.json` file
    /// that holds no Figma variables, which is some other file (`shade.json`, `package.json`) there.
    ///
    /// `shade audit brand.json` reads a `.json` file it is given as design tokens; among other
    /// files, only the endings `.tokens.json` and `.tokens` say that a file is a token file.
    public static func discovered(atPath path: String) -> ThemeFileKind? {
        guard let kind = ThemeFileKind(path: path) else { return nil }
        guard kind == .tokens else { return kind }
        let name = FileSystem.fileName(of: path)
        return ThemeFileNames.tokenEndings.contains { hasEnding(name, $0) } ? .tokens : nil
    }

    /// The theme files among `paths`, files and folders inside the folder `root` (a package
    /// target's folder and its sources, as SwiftPM lists them): each once, sorted.
    ///
    /// An entry inside a theme folder (an asset catalog, a Tokens Studio folder, a Figma export)
    /// stands for the outermost such folder, so a catalog listed as one folder and a catalog
    /// listed file by file both give the catalog once; any other entry is a theme file when
    /// ``discovered(atPath:)`` says so. Entries outside `root` are left out.
    public static func themeFiles(among paths: [String], in root: String) -> [String] {
        let root = withoutTrailingSlashes(root)
        var isThemeFolder: [String: Bool] = [:]
        func themeFolder(_ folder: String) -> Bool {
            if let known = isThemeFolder[folder] { return known }
            let found = ThemeFileKind(path: folder).map { $0.isFolder } ?? false
            isThemeFolder[folder] = found
            return found
        }
        let inside = paths.map(withoutTrailingSlashes).filter { $0.hasPrefix(root + "/") }
        // A target that is itself a theme folder is one theme file, whatever it holds.
        if themeFolder(root) { return inside.isEmpty ? [] : [root] }
        var found = Set<String>()
        for path in inside {
            // The outermost theme folder on the way down to the entry, the entry itself included
            // when it is a folder.
            let parts = path.dropFirst(root.count + 1).split(separator: "/")
            var folder = root
            var outermost: String?
            for (index, part) in parts.enumerated() {
                folder += "/" + part
                let isEntry = index == parts.count - 1
                if !isEntry || FileTree.isDirectory(folder), themeFolder(folder) {
                    outermost = folder
                    break
                }
            }
            if let outermost {
                found.insert(outermost)
            } else if !FileTree.isDirectory(path), discovered(atPath: path) != nil {
                found.insert(path)
            }
        }
        return found.sorted()
    }

    /// Whether the kind is a folder: an asset catalog, a Tokens Studio folder or a Figma export.
    public var isFolder: Bool {
        switch self {
        case .assetCatalog, .tokensStudio, .figmaExport: true
        case .resolver, .tokens, .figmaVariables: false
        }
    }
}
