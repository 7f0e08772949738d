import Foundation

/// Finds the theme files among a target's files by the rule of ShadeCatalog's `ThemeFileKind`,
/// which a plugin cannot import (it is compiled with `PackagePlugin` and Foundation only): an
/// asset catalog (a folder ending in `.xcassets`), a Tokens Studio folder (one holding
/// `$themes.json` or `$metadata.json`), a folder of Figma's `<Collection>.<Mode>.json` export
/// (told by the `com.figma` key in such a file), a resolver document (`*.resolver.json`), a token
/// file (`*.tokens.json`, `*.tokens`), and a Figma REST response saved as another `*.json` (told
/// by `meta.variables` and `meta.variableCollections`). Other `.json` files, `shade.json` among
/// them, are not inputs. Endings are compared without regard to ASCII letter case.
///
/// SwiftPM lists an asset catalog in `SourceModuleTarget.sourceFiles` as one item (the folder,
/// of type `unknown`) on Linux with Swift 6.3; where it lists the catalog's files instead, every
/// file inside a theme folder stands for that folder, so both give the folder once.
struct ThemeFileFinder {
    /// The largest JSON file read to tell a Figma file by its content (ShadeJSON's limit).
    static let maximumJSONSize = 8 << 20

    /// Whether each folder already looked at is a theme folder.
    private var folderVerdicts: [String: Bool] = [:]

    /// The theme files among `files` (absolute paths inside `directory`, the target's folder), each
    /// once, in the order of their paths.
    mutating func themeFiles(among files: [String], in directory: String) -> [String] {
        var found = Set<String>()
        let root = Self.withoutTrailingSlash(directory)
        for file in files {
            if let input = themeFile(for: Self.withoutTrailingSlash(file), root: root) { found.insert(input) }
        }
        return found.sorted()
    }

    /// The theme file `file` belongs to: the outermost theme folder that holds it (or that it is),
    /// else the file itself when it is a theme file, else `nil`.
    private mutating func themeFile(for file: String, root: String) -> String? {
        guard file.hasPrefix(root + "/") else { return nil }
        let parts = file.dropFirst(root.count + 1).split(separator: "/").map(String.init)
        var folder = root
        if isThemeFolder(folder) { return folder }
        for (index, part) in parts.enumerated() {
            folder += "/" + part
            let isLast = index == parts.count - 1
            if !isLast || Self.isDirectory(folder), isThemeFolder(folder) { return folder }
        }
        return Self.isDirectory(file) || !Self.isThemeFile(file) ? nil : file
    }

    /// Whether `folder` is an asset catalog, a Tokens Studio folder or a Figma export.
    private mutating func isThemeFolder(_ folder: String) -> Bool {
        if let verdict = folderVerdicts[folder] { return verdict }
        let name = (folder as NSString).lastPathComponent
        let verdict =
            Self.hasEnding(name, ".xcassets")
            || ["$themes.json", "$metadata.json"].contains { FileManager.default.fileExists(atPath: folder + "/" + $0) }
            || Self.isFigmaExport(folder)
        folderVerdicts[folder] = verdict
        return verdict
    }

    /// Whether the file at `path` is a resolver document, a token file or a Figma REST response.
    static func isThemeFile(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        for ending in [".resolver.json", ".tokens.json", ".tokens"] where hasEnding(name, ending) {
            return name.count > ending.count
        }
        return hasEnding(name, ".json") && name.count > 5 && isFigmaResponse(path)
    }

    /// Whether the file at `path` is a JSON object whose `meta` has `variables` and
    /// `variableCollections`: Figma's `GET /v1/files/:file_key/variables/local`.
    static func isFigmaResponse(_ path: String) -> Bool {
        guard let data = contents(of: path), data.range(of: Data("\"variableCollections\"".utf8)) != nil,
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let meta = root["meta"] as? [String: Any]
        else { return false }
        return meta["variables"] != nil && meta["variableCollections"] != nil
    }

    /// Whether `folder` holds a `<Collection>.<Mode>.json` file with Figma's `com.figma` key.
    static func isFigmaExport(_ folder: String) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names.sorted() where !name.hasPrefix(".") && hasEnding(name, ".json") {
            let stem = name.dropLast(5)
            guard let dot = stem.lastIndex(of: "."), dot != stem.startIndex, stem.index(after: dot) != stem.endIndex
            else { continue }
            let file = folder + "/" + name
            if !isDirectory(file), let data = contents(of: file), data.range(of: Data("\"com.figma\"".utf8)) != nil {
                return true
            }
        }
        return false
    }

    /// The bytes of the file at `path`, or `nil` when it cannot be read or is over the limit.
    private static func contents(of path: String) -> Data? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let size = attributes[.size] as? NSNumber, size.intValue <= maximumJSONSize
        else { return nil }
        return FileManager.default.contents(atPath: path)
    }

    /// Whether there is a folder at `path` (following a symbolic link).
    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Whether `name` ends in `ending`, ASCII letters compared without regard to case.
    static func hasEnding(_ name: String, _ ending: String) -> Bool {
        name.utf8.count >= ending.utf8.count
            && zip(name.utf8.suffix(ending.utf8.count), ending.utf8).allSatisfy { lower($0) == lower($1) }
    }

    /// `byte` with an ASCII capital letter made small.
    private static func lower(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    /// `path` without a slash at its end.
    private static func withoutTrailingSlash(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }
}
