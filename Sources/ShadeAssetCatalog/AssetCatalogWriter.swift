public import Foundation
public import ShadeCatalogModel
public import ShadeDiagnostics
import ShadeFiles
import ShadeJSON

/// Writes a ``ColorCatalog`` as an Xcode asset catalog: the folders, and every `Contents.json`
/// exactly as current Xcode writes it.
///
/// ```swift
/// let result = AssetCatalogReader.read(at: source)
/// try AssetCatalogWriter.write(result.catalog, to: URL(fileURLWithPath: "Colors.xcassets"))
/// ```
///
/// ## Layout
/// - The catalog's `Contents.json` holds `info` and the catalog's ``ColorCatalog/metadata``.
/// - Each color or image entry goes to `<folders>/<name>.colorset` or `.imageset`, where the
///   folders are its ``CatalogEntry/path`` (a `/` inside a path element separates folders too,
///   so an entry made with only a name such as `Brand/Primary` goes to `Brand/Primary.colorset`).
/// - Each group folder gets a `Contents.json`, with `"provides-namespace" : true` when it provides
///   a namespace. A group recorded in ``ColorCatalog/groups`` keeps its record, and recorded
///   groups without entries are written too. For any other folder the entries' names decide: a
///   folder is namespaced when an entry's name includes it (`Brand/Primary` in `Brand/`), and,
///   for an entry whose name matches none of its folders (a design token `color.bg.default` in
///   `color/bg/`), every folder of its path is.
/// - Image files are copied from each set's ``ImageSet/directory``, and the folders of
///   ``ColorCatalog/otherAssets`` from their sources.
///
/// ## Contents
/// Keys sorted, two-space indentation, `" : "`, `"author" : "xcode"`, `"version" : 1` and a
/// final line break. Components are written in the notation they were read in
/// (``CatalogColor/Notation/assetCatalog(channels:alpha:)``), so a file Xcode wrote is written
/// back byte for byte; colors from other sources get Xcode's default three decimal places, in
/// their own asset-catalog space or, for CSS spaces, `srgb`, `display-p3` or `extended-srgb`,
/// whichever is the smallest that holds the color (`srgb-linear` becomes `extended-linear-srgb`).
///
/// ## Replacing a catalog
/// What the asset catalog being replaced (a folder named `*.xcassets`) holds and the writer does not own is kept: files other than
/// `Contents.json` (`notes.md`, `.gitkeep`), hidden entries, symbolic links, entries whose names
/// are not UTF-8, files in an asset folder that the new catalog writes too, and the groups that
/// hold them. The writer owns the asset folders (`*.colorset`, `*.imageset`, and other types'
/// folders) and the `Contents.json` files: an asset folder the new catalog lacks is removed.
///
/// ## Safety
/// Image files are copied only when they are regular files: a symbolic link is not followed (it
/// could lead out of the catalog, to `/proc/self/environ`), and gets a warning.
///
/// The catalog is built in a hidden folder beside the destination, flushed to disk, and then
/// moved into place in one step (see the platform notes on ``write(_:to:options:)``): the
/// destination holds the old catalog or the whole new one, never a part. An existing asset
/// catalog at the destination is replaced; anything else there is left alone, with
/// ``AssetCatalogWriteError/destinationIsNotACatalog(path:)``, unless the options say otherwise.
/// When nothing was at the destination, the new catalog is moved there only if nothing appeared
/// meanwhile (another writer's catalog is never replaced): an exclusive rename
/// (`RENAME_NOREPLACE`, `RENAME_EXCL`), or else an exclusive `mkdir` of the destination.
///
/// The hidden folder is `.<name>.writing-<process id>-<UUID>`. A writer that is killed leaves it
/// behind; the next write to the same destination removes every such folder that is stale: its
/// process no longer exists, or it was last modified more than 30 minutes ago (older versions
/// named it `.<name>.writing-<UUID>`; those are removed after 30 minutes). Only names of exactly
/// that form, for that destination, are touched.
///
/// Every catalog written reads back: assets nested deeper than the reader reads are refused with
/// ``AssetCatalogWriteError/tooDeep(entry:depth:limit:)``.
public enum AssetCatalogWriter {
    /// Options for writing.
    public struct Options: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int

        /// Creates options from their raw bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// Replace what is at the destination even when it is not an asset catalog (a file, or a
        /// folder whose name does not end in `.xcassets`).
        public static let replacingNonCatalogItem = Options(rawValue: 1 << 0)
    }

    /// Writes `catalog` as an asset catalog at `url`, replacing the catalog there if there is one.
    ///
    /// A catalog read from another format is first named as an asset catalog names its entries
    /// (``ColorCatalog/namedForAssetCatalog()``): the token `color.bg.default` is the color set
    /// `default` in the namespaced folders `color/bg/`.
    ///
    /// Entries an asset catalog cannot hold are left out with a warning: fonts, metrics and other
    /// design tokens, color variants for a named theme or for the elevated level. So are image
    /// files and other assets whose source is missing. An entry written under another name than
    /// its own (because its folders' namespaces say so) gets a warning too.
    ///
    /// The new catalog replaces the old one in one atomic swap on Apple platforms and on Linux
    /// (glibc 2.28 or later, on file systems that support `RENAME_EXCHANGE`). Elsewhere the old
    /// folder is renamed aside first, so a crash at that instant leaves no catalog at `url` and the
    /// old one in a hidden folder beside it.
    ///
    /// - Parameters:
    ///   - catalog: The catalog.
    ///   - url: The catalog's folder, normally ending in `.xcassets`. Missing parent folders are
    ///     created.
    ///   - options: What may be replaced.
    /// - Returns: The warnings: what was left out or renamed.
    /// - Throws: ``AssetCatalogWriteError`` when nothing was written; the destination is unchanged.
    @discardableResult
    public static func write(
        _ catalog: ColorCatalog, to url: URL, options: Options = []
    ) throws(AssetCatalogWriteError) -> [Diagnostic] {
        switch CatalogWalker.itemKind(at: url) {
        case .directory? where url.pathExtension.lowercased() == "xcassets": break
        case nil: break
        default:
            guard options.contains(.replacingNonCatalogItem) else {
                throw .destinationIsNotACatalog(path: url.path)
            }
        }
        let plan = try WritePlan(catalog.named(for: .assetCatalog), destination: url)
        let staged: StagedDirectory
        do {
            staged = try StagedDirectory(destination: url)
        } catch {
            throw .fileSystem(path: error.path, message: error.message)
        }
        do {
            try plan.write(into: staged)
            // Only from a catalog: a folder replaced under `replacingNonCatalogItem` is replaced whole.
            if CatalogWalker.itemKind(at: url) == .directory, url.pathExtension.lowercased() == "xcassets",
                !FileTree.isSymbolicLink(url.path)
            {
                try staged.carryOver(from: url)
            }
            try staged.commit()
        } catch {
            staged.discard()
            throw .fileSystem(path: error.path, message: error.message)
        }
        return plan.diagnostics
    }

    /// The `Contents.json` of a color or image entry, byte for byte as ``write(_:to:options:)``
    /// writes it, or `nil` for an entry of another kind.
    ///
    /// Color variants an asset catalog cannot hold (for a named theme, or the elevated level) are
    /// left out; ``write(_:to:options:)`` reports them.
    public static func contentsJSON(for entry: CatalogEntry) -> [UInt8]? {
        switch entry.value {
        case .color(let set): xcodeContents(AssetCatalogContents.colorSet(set, extensions: entry.extensions))
        case .image(let set): xcodeContents(AssetCatalogContents.imageSet(set, extensions: entry.extensions))
        case .font, .metric, .other: nil
        }
    }
}

/// What ``AssetCatalogWriter`` writes, worked out and checked before anything touches the disk.
struct WritePlan {
    /// An asset's folder and what goes into it.
    struct Asset {
        var folder: [String]
        var contents: [UInt8]
        /// Files to copy into the folder: source, and name in the folder.
        var files: [(source: URL, name: String)]
    }

    /// A group folder and its `Contents.json`.
    struct Group {
        var path: [String]
        var contents: [UInt8]
    }

    let destination: URL
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var rootContents: [UInt8] = []
    private(set) var groups: [Group] = []
    private(set) var assets: [Asset] = []
    /// Folders of other assets to copy: path and source.
    private(set) var otherAssets: [(path: [String], source: URL)] = []

    init(_ catalog: ColorCatalog, destination: URL) throws(AssetCatalogWriteError) {
        self.destination = destination
        rootContents = xcodeContents(AssetCatalogContents.catalog(metadata: catalog.metadata))

        // Where each entry goes.
        var owners: [String: String] = [:]  // folder, lowercased, to what is written there
        func claim(_ folder: [String], by owner: String) throws(AssetCatalogWriteError) {
            let key = folder.joined(separator: "/").lowercased()
            if let first = owners[key] {
                throw .sameFolder(
                    path: destination.appendingPathComponent(folder.joined(separator: "/")).path, first: first,
                    second: owner)
            }
            owners[key] = owner
        }
        var placed: [(entry: CatalogEntry, groups: [String], name: String)] = []
        for entry in catalog.entries {
            let kind: AssetCatalogReader.AssetKind
            switch entry.value {
            case .color: kind = .colorSet
            case .image: kind = .imageSet
            case .font, .metric, .other:
                warn(entry.name, "an asset catalog holds only colors and images; this entry is left out")
                continue
            }
            var parts = entry.path.flatMap { $0.split(separator: "/").map(String.init) }
            if parts.isEmpty { parts = entry.name.split(separator: "/").map(String.init) }
            guard let name = parts.popLast() else {
                throw .invalidName(entry: entry.name, name: "", reason: "is empty")
            }
            for group in parts { try Self.checkGroupName(group, entry: entry.name) }
            try Self.checkDepth(parts, entry: entry.name)
            try Self.checkAssetName(name, entry: entry.name)
            let folder = parts + ["\(name).\(kind.rawValue)"]
            try claim(folder, by: entry.name)
            placed.append((entry, parts, name))
        }
        for asset in catalog.otherAssets {
            guard let folderName = asset.path.last else {
                throw .invalidName(entry: "an asset of another type", name: "", reason: "is empty")
            }
            for group in asset.path.dropLast() { try Self.checkGroupName(group, entry: folderName) }
            try Self.checkDepth(Array(asset.path.dropLast()), entry: asset.path.joined(separator: "/"))
            try Self.checkAssetName(folderName, entry: folderName)
            try claim(asset.path, by: asset.path.joined(separator: "/"))
            guard let source = asset.source, CatalogWalker.itemKind(at: source) == .directory else {
                warn(asset.path.joined(separator: "/"), "the asset's folder is missing; it is left out")
                continue
            }
            otherAssets.append((asset.path, source))
        }
        for record in catalog.groups {
            for group in record.path { try Self.checkGroupName(group, entry: record.path.joined(separator: "/")) }
            try Self.checkDepth(record.path, entry: record.path.joined(separator: "/"))
        }

        // Which groups provide a namespace: their record, else what the entries' names need.
        var recorded: [[String]: CatalogGroup] = [:]
        for record in catalog.groups where recorded[record.path] == nil { recorded[record.path] = record }
        var wanted: [[String]: Bool] = [:]
        for (entry, groups, name) in placed {
            for (index, isNamespaced) in Self.namespaces(of: entry.name, groups: groups, name: name).enumerated() {
                let path = Array(groups[...index])
                wanted[path] = (wanted[path] ?? false) || isNamespaced
            }
        }
        var order: [[String]] = []
        var seen = Set<[String]>()
        let everyFolder =
            catalog.groups.map(\.path) + placed.map(\.groups) + catalog.otherAssets.map { Array($0.path.dropLast()) }
        for path in everyFolder {
            for depth in path.indices where seen.insert(Array(path[...depth])).inserted {
                order.append(Array(path[...depth]))
            }
        }
        var providesNamespace: [[String]: Bool] = [:]
        for path in order {
            let record = recorded[path]
            let flag = record?.providesNamespace ?? wanted[path] ?? false
            providesNamespace[path] = flag
            let document = AssetCatalogContents.group(
                providesNamespace: flag, properties: record?.properties ?? [], extraKeys: record?.extraKeys ?? [])
            groups.append(Group(path: path, contents: xcodeContents(document)))
        }

        // The entries' contents, and the names they will be read back under.
        var writtenNames: [String: String] = [:]
        for (entry, groupPath, name) in placed {
            let namespace = groupPath.indices.filter { providesNamespace[Array(groupPath[...$0])] == true }
            let writtenName = (namespace.map { groupPath[$0] } + [name]).joined(separator: "/")
            if writtenName != entry.name {
                warn(entry.name, "is written as \(writtenName), the name its folders' namespaces give")
            }
            if let other = writtenNames[writtenName] {
                warn(entry.name, "will be read back as \(writtenName), the same name as \(other)")
            }
            if writtenNames[writtenName] == nil { writtenNames[writtenName] = entry.name }
            switch entry.value {
            case .color(let set):
                var reported = Set<String>()
                for variant in set.variants {
                    if let reason = AssetCatalogContents.reasonToLeaveOut(variant), reported.insert(reason).inserted {
                        warn(entry.name, reason)
                    }
                }
                let document = AssetCatalogContents.colorSet(set, extensions: entry.extensions)
                assets.append(
                    Asset(
                        folder: groupPath + ["\(name).colorset"], contents: xcodeContents(document),
                        files: []))
            case .image(let set):
                let document = AssetCatalogContents.imageSet(set, extensions: entry.extensions)
                var files: [(URL, String)] = []
                for filename in set.filenames {
                    guard !filename.contains("/"), filename != "..", filename != ".", !filename.isEmpty else {
                        throw .invalidName(entry: entry.name, name: filename, reason: "is not the name of a file")
                    }
                    let source = set.directory?.appendingPathComponent(filename, isDirectory: false)
                    guard let source, CatalogWalker.itemKind(at: source) == .file else {
                        warn(entry.name, "the image file \"\(filename)\" is missing; it is named but not copied")
                        continue
                    }
                    // Only a regular file is copied: a link may lead anywhere (`/proc/self/environ`).
                    guard !FileTree.isSymbolicLink(source.path) else {
                        warn(
                            entry.name,
                            "the image file \"\(filename)\" is a symbolic link, which is not followed; "
                                + "it is named but not copied")
                        continue
                    }
                    files.append((source, filename))
                }
                assets.append(
                    Asset(
                        folder: groupPath + ["\(name).imageset"], contents: xcodeContents(document),
                        files: files))
            case .font, .metric, .other:
                continue
            }
        }
    }

    /// Writes everything into the staging folder.
    func write(into staged: StagedDirectory) throws(StagedDirectory.Failure) {
        try StagedDirectory.writeFile(rootContents, to: staged.url(of: ["Contents.json"]))
        for group in groups {
            try StagedDirectory.makeDirectory(staged.url(of: group.path))
            try StagedDirectory.writeFile(group.contents, to: staged.url(of: group.path + ["Contents.json"]))
        }
        for asset in assets {
            try StagedDirectory.makeDirectory(staged.url(of: asset.folder))
            try StagedDirectory.writeFile(asset.contents, to: staged.url(of: asset.folder + ["Contents.json"]))
            for file in asset.files {
                try StagedDirectory.copyFile(from: file.source, to: staged.url(of: asset.folder + [file.name]))
            }
        }
        for asset in otherAssets {
            try StagedDirectory.copyFolder(from: asset.source, to: staged.url(of: asset.path))
        }
    }

    /// For each of `groups`, whether it must provide a namespace for the entry to be read back as
    /// `fullName`: the groups named in `fullName`, in order; all of them when the name matches
    /// none of its folders.
    static func namespaces(of fullName: String, groups: [String], name: String) -> [Bool] {
        let nameParts = fullName.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard nameParts.last == name else { return groups.map { _ in true } }
        var flags = groups.map { _ in false }
        var next = 0
        for part in nameParts.dropLast() {
            guard let index = groups[next...].firstIndex(of: part) else { return groups.map { _ in true } }
            flags[index] = true
            next = index + 1
        }
        return flags
    }

    private mutating func warn(_ entry: String, _ message: String) {
        diagnostics.append(Diagnostic(.warning, file: destination.path, path: entry, message: message))
    }

    /// The most groups an entry's folders may nest: the reader walks folders at most
    /// ``CatalogWalker/maximumDepth`` deep, and reads the assets of a group only above that depth.
    static let maximumGroupDepth = CatalogWalker.maximumDepth - 1

    /// Refuses folders nested deeper than the reader reads, so that every catalog written reads
    /// back.
    private static func checkDepth(_ groups: [String], entry: String) throws(AssetCatalogWriteError) {
        guard groups.count <= maximumGroupDepth else {
            throw .tooDeep(entry: entry, depth: groups.count, limit: maximumGroupDepth)
        }
    }

    /// A group's folder name: not empty, and without a dot (a dot would make it an asset).
    private static func checkGroupName(_ name: String, entry: String) throws(AssetCatalogWriteError) {
        if name.isEmpty { throw .invalidName(entry: entry, name: name, reason: "is empty") }
        if name.contains(".") {
            throw .invalidName(
                entry: entry, name: name, reason: "has a dot, which would make the group folder an asset")
        }
        if name.contains("\u{0}") { throw .invalidName(entry: entry, name: name, reason: "has a NUL character") }
    }

    /// An asset's name: not empty, and not hidden.
    private static func checkAssetName(_ name: String, entry: String) throws(AssetCatalogWriteError) {
        if name.isEmpty { throw .invalidName(entry: entry, name: name, reason: "is empty") }
        if name.hasPrefix(".") {
            throw .invalidName(entry: entry, name: name, reason: "starts with a dot, which hides the folder")
        }
        if name.contains("/") || name.contains("\u{0}") {
            throw .invalidName(entry: entry, name: name, reason: "has a slash or a NUL character")
        }
    }
}

/// The bytes of a `Contents.json` holding `value`, as Xcode writes it.
private func xcodeContents(_ value: CatalogJSON) -> [UInt8] {
    Array(JSONWriter.document(value, layout: .xcode).utf8)
}
