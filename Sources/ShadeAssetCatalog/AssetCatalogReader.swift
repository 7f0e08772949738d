public import Foundation
public import ShadeCatalogModel
import ShadeDiagnostics
import ShadeFiles
import ShadeJSON

/// Reads Xcode asset catalogs (`.xcassets` folders): their color sets and image sets, in one
/// ``ColorCatalog``.
///
/// ```swift
/// let result = AssetCatalogReader.read(at: URL(fileURLWithPath: "App/Colors.xcassets"))
/// for diagnostic in result.diagnostics { print(diagnostic) }
/// let primary = result.catalog.dynamicColor(named: "Brand/Primary")
/// ```
///
/// ## What it reads
/// - **Folders.** A folder without an extension is a group; `*.colorset` and `*.imageset` are
///   read; a folder of any other type (`appiconset`, `dataset`, `symbolset`, …) is not read but
///   recorded in ``ColorCatalog/otherAssets`` so a writer carries it over. Hidden folders are
///   skipped. A group's `Contents.json` may be missing (the group then provides no namespace) or
///   malformed (the same, with a warning).
/// - **Names.** An entry's ``CatalogEntry/name`` is the names of the enclosing groups that provide
///   a namespace, joined with `/`, then the asset's name: its folder's name up to the last dot
///   (`Theme/system/system.elevated.background`). ``CatalogEntry/path`` has every folder. A name
///   used twice is an error, and the later asset is left out.
/// - **Colors.** Each element of `colors` becomes a ``ColorVariant``: `idiom` (`universal` when
///   absent), `appearances` (unknown pairs kept, with a warning), `display-gamut`, and a `color`
///   that is either components in one of the six color spaces or a system-color reference
///   (`{"platform": "ios", "reference": "systemBlueColor"}`, platform optional), or absent (the
///   system's default). Keys Shade does not interpret are kept in ``ColorVariant/extraKeys`` and
///   the entry's ``CatalogEntry/extensions``, with the members of kept objects sorted by key as
///   Xcode writes them (key order means nothing in these files).
/// - **Images.** Each element of `images` becomes an ``ImageVariant``: `filename` (absent for an
///   empty slot), `idiom`, `scale` (`"2x"`; absent for a single-scale image), `appearances` and
///   `display-gamut` as for colors. Files are not opened; a named file that is missing, or a file
///   that no element names, gets a warning.
/// - **Components.** A JSON number or a string: a decimal (`"0.500"`) on the 0…1 scale, a
///   hexadecimal byte (`"0x7F"`, `"0X7F"`) on the 0…255 scale, or an integer (`"127"`). An
///   integer string is on the 0…255 scale when every color channel beside it is an integer or
///   hexadecimal string too, and on the 0…1 scale otherwise; so `"1"`, `"1"`, `"1"` is the darkest
///   gray above black, 1/255. This reading agrees with every real file examined: Xcode writes the
///   0…1 scale with a decimal point (`"1.000"`) and the 0…255 scale as integers.
///   Alpha is always on the 0…1 scale. Components outside 0…1 are errors except in the extended
///   spaces.
/// - **Color spaces.** `srgb`, `display-p3`, `extended-srgb` and `extended-linear-srgb` map to
///   Shade's `sRGB`, `displayP3`, `extendedSRGB` and `linearSRGB`; the gray spaces
///   `gray-gamma-22` and `extended-gray` (one `white` component) map to Shade's `gray`, except an
///   `extended-gray` white outside 0…1, which becomes the `extendedSRGB` gray of the same light.
///   The file's own values and notation stay in ``CatalogColor``, so a writer puts them back.
/// - **Info.** `info.version` may be an integer or a numeric string; `author` is free text.
///   Neither is kept: a writer signs as Xcode does.
///
/// ## Diagnostics
/// Reading never stops at the first problem. Every diagnostic names the file and, for a problem
/// inside it, the line and column, the entry, the key path, what was expected and what was found.
/// An error leaves out the smallest part it concerns (one variant; one set when its JSON is
/// malformed, or its `Contents.json` is missing), and the rest of the catalog is read. A folder
/// reached a second time through a symbolic link is not read again.
///
/// ## Links and names
/// Nothing outside the catalog's folder is read: a symbolic link (a folder, a `Contents.json`,
/// an image file) whose target is outside the catalog, or that leads nowhere, is not followed,
/// with an error that names the link and its target. A link that stays inside is followed. An
/// entry whose name is not valid UTF-8 cannot be an asset or a group: it is reported at its
/// folder, with the name's bytes that are not UTF-8 escaped (`"caf\xE9.colorset"`).
///
/// ## Limits
/// A `Contents.json` is read only when it is a regular file of at most 8 MiB (a pipe or a device
/// in its place is reported, not waited on), with JSON nested at most 256 deep; folders are walked
/// at most 64 deep; at most ``ColorCatalog/maximumEntries`` color and image sets are read. A
/// value a diagnostic quotes is cut after 40 characters, and characters that do not show
/// (control and format characters) are escaped.
public enum AssetCatalogReader {
    /// The asset types the reader reads.
    public enum AssetKind: String, Hashable, Sendable, CaseIterable {
        /// A color set, `*.colorset`.
        case colorSet = "colorset"
        /// An image set, `*.imageset`.
        case imageSet = "imageset"
    }

    /// Reads the asset catalog at `url`: its color sets and image sets, its groups, and the
    /// assets of other types as records to carry over.
    ///
    /// - Parameter url: The catalog's folder (`Colors.xcassets`).
    /// - Returns: The catalog, with every diagnostic. A missing folder is one error and an empty
    ///   catalog.
    public static func read(at url: URL) -> CatalogReadResult {
        var walker = CatalogWalker(root: url)
        walker.read()
        // The walk leaves out a second entry of a name, so each name's index is its definition's.
        var catalog = ColorCatalog(uniquelyNamed: walker.entries, indexByName: walker.definitions)
        catalog.metadata = walker.metadata
        catalog.groups = walker.groups
        catalog.otherAssets = walker.otherAssets
        catalog.naming = .assetCatalog
        return CatalogReadResult(catalog: catalog, diagnostics: walker.diagnostics)
    }

    /// Reads one `Contents.json` given as bytes, for tests, tools and fuzzing.
    ///
    /// - Parameters:
    ///   - contentsJSON: The file's bytes.
    ///   - file: The name diagnostics give the file.
    ///   - name: The entry's full name (`Brand/Primary`); its path is the name split at `/`.
    ///   - kind: Whether the file is a color set's or an image set's; a color set's unless given.
    /// - Returns: A catalog of one entry (none when the file cannot be read), with every
    ///   diagnostic. An image set read this way has no ``ImageSet/directory``.
    public static func read(
        contentsJSON: [UInt8], file: String, name: String, kind: AssetKind = .colorSet
    ) -> CatalogReadResult {
        var reader = ContentsReader(file: file, entryName: name)
        var entries: [CatalogEntry] = []
        let path = name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if let root = reader.parse(contentsJSON, severity: .error, consequence: "the \(kind.noun) is left out"),
            let value = reader.asset(kind, from: root, directory: nil)
        {
            entries.append(
                CatalogEntry(
                    name: name, path: path, value: value.value,
                    source: FileLocation(file: file, position: root.location), extensions: value.extensions))
        }
        var catalog = ColorCatalog(entries: entries)
        catalog.naming = .assetCatalog
        return CatalogReadResult(catalog: catalog, diagnostics: reader.diagnostics)
    }
}

extension AssetCatalogReader.AssetKind {
    /// `color set` or `image set`, for messages.
    var noun: String {
        switch self {
        case .colorSet: "color set"
        case .imageSet: "image set"
        }
    }
}

extension ContentsReader {
    /// The entry value of an asset of `kind` in `root`, with the members Shade does not interpret.
    mutating func asset(
        _ kind: AssetCatalogReader.AssetKind, from root: JSONNode, directory: URL?
    ) -> (value: CatalogEntry.Value, extensions: [CatalogJSON.Member])? {
        switch kind {
        case .colorSet:
            return colorSet(from: root).map { (.color($0.set), $0.extensions) }
        case .imageSet:
            guard var result = imageSet(from: root) else { return nil }
            result.set.directory = directory
            return (.image(result.set), result.extensions)
        }
    }
}

/// Walks a catalog's folders, depth first in name order, and collects what ``ContentsReader``
/// reads from each `Contents.json`.
struct CatalogWalker {
    /// Deeper folders than this are reported and not read, so that a symbolic link to a parent
    /// folder cannot make the walk endless.
    static let maximumDepth = 64

    let root: URL
    /// What was found wrong, in order.
    private(set) var log = DiagnosticLog()

    /// The diagnostics of ``log``.
    var diagnostics: [Diagnostic] { log.diagnostics }
    private(set) var entries: [CatalogEntry] = []
    private(set) var metadata: [CatalogJSON.Member] = []
    private(set) var groups: [CatalogGroup] = []
    private(set) var otherAssets: [OtherAsset] = []
    /// The index in ``entries`` of each name's first definition, to report a second one. Names
    /// follow the file system: compared by their bytes (their scalars, since a name that is not
    /// UTF-8 is not read), so `café` precomposed and decomposed are two entries where the file
    /// system holds two folders.
    private(set) var definitions = ScalarKeyed<Int>()
    /// The folders walked so far, with symbolic links resolved, so that a link to a folder already
    /// read (or to one of its parents) is read only once; paths compared by their bytes.
    private var walked = ScalarSet()
    /// The catalog's folder with symbolic links resolved: a link whose target is not inside it
    /// is not followed.
    private var resolvedRoot = ""
    /// Whether ``entries`` reached ``ColorCatalog/maximumEntries`` (reported once).
    private var isFull = false

    /// The most color and image sets read: ``ColorCatalog/maximumEntries`` but in tests.
    let maximumEntries: Int

    init(root: URL, maximumEntries: Int = ColorCatalog.maximumEntries) {
        self.root = root
        self.maximumEntries = maximumEntries
    }

    mutating func read() {
        let rootPath = root.path
        switch Self.itemKind(atPath: rootPath) {
        case nil:
            log.append(
                Diagnostic(.error, file: rootPath, message: "there is no asset catalog at this path"))
            return
        case .file?:
            log.append(
                Diagnostic(.error, file: rootPath, message: "expected an asset catalog folder, found a file"))
            return
        case .directory?:
            break
        }
        resolvedRoot = FileTree.resolvedPath(rootPath) ?? rootPath
        let contents = rootPath + "/Contents.json"
        if Self.itemKind(atPath: contents) == .file, staysInside(contents) {
            var reader = ContentsReader(file: contents, entryName: nil)
            if let node = reader.document(atPath: contents, severity: .warning, consequence: "it is ignored") {
                metadata = reader.folderContents(node, isGroup: false).extraKeys
            }
            log.append(contentsOf: reader.diagnostics)
        }
        walk(rootPath, folders: [], namespace: [], depth: 0)
    }

    // MARK: - Folders

    // The walk works on path strings and makes a URL only where the model keeps one: building
    // URLs for every folder and file costs more than reading the files.

    private mutating func walk(_ directory: String, folders: [String], namespace: [String], depth: Int) {
        guard depth < Self.maximumDepth else {
            log.append(
                Diagnostic(
                    .error, file: directory,
                    message: "folders nest deeper than \(Self.maximumDepth) levels; what is inside is left out"))
            return
        }
        walked.insert(Self.resolvingSymbolicLinks(directory))
        guard let rawEntries = FileTree.entries(in: directory) else {
            log.append(
                Diagnostic(
                    .error, file: directory,
                    message:
                        "the folder cannot be read (\(String(cString: strerror(errno)))); what is inside is left out"
                ))
            return
        }
        var listed: [(name: String, kind: FileTree.EntryKind)] = []
        listed.reserveCapacity(rawEntries.count)
        for (raw, kind) in rawEntries where raw.first != UInt8(ascii: ".") {
            guard let name = String(validating: raw, as: UTF8.self) else {
                log.append(
                    Diagnostic(
                        .error, file: directory,
                        message:
                            "the name \"\(DisplayText.escaped(bytes: raw))\" in this folder is not valid UTF-8, "
                            + "which no asset or group name can be; it is left out"))
                continue
            }
            listed.append((name, kind))
        }
        // Sorted by index, so that the sort moves integers rather than strings.
        let order = listed.indices.sorted { Self.utf8Precedes(listed[$0].name, listed[$1].name) }
        definitions.reserveCapacity(definitions.count + listed.count)
        for (name, kind) in order.lazy.map({ listed[$0] }) {
            let path = directory + "/" + name
            // The listing tells a folder that is no link, and a file, without a call for each;
            // a link, or an entry the file system does not describe, is examined.
            switch kind {
            case .directory: break
            case .regularFile, .other: continue
            case .symbolicLink, .unknown:
                guard Self.itemKind(atPath: path) == .directory, staysInside(path) else { continue }
            }
            let isASCII = name.utf8.allSatisfy { $0 < 0x80 }
            // In ASCII every character is one byte (CR LF aside, which is no dot).
            guard let dot = isASCII ? name.utf8.lastIndex(of: UInt8(ascii: ".")) : name.lastIndex(of: ".") else {
                group(path, name: name, folders: folders, namespace: namespace, depth: depth)
                continue
            }
            let assetName = String(name[..<dot])
            let type = name[name.index(after: dot)...]
            switch isASCII ? Self.asciiLowercased(type) : type.lowercased() {
            case AssetCatalogReader.AssetKind.colorSet.rawValue:
                asset(.colorSet, at: path, name: assetName, folders: folders, namespace: namespace)
            case AssetCatalogReader.AssetKind.imageSet.rawValue:
                asset(.imageSet, at: path, name: assetName, folders: folders, namespace: namespace)
            default:
                otherAssets.append(OtherAsset(path: folders + [name], source: URL(fileURLWithPath: path)))
            }
        }
    }

    private mutating func group(_ path: String, name: String, folders: [String], namespace: [String], depth: Int) {
        guard !walked.contains(Self.resolvingSymbolicLinks(path)) else {
            log.append(
                Diagnostic(
                    .warning, file: path, message: "is a link to a folder already read; it is not read again"))
            return
        }
        var record = CatalogGroup(path: folders + [name], providesNamespace: false)
        let contents = path + "/Contents.json"
        if Self.itemKind(atPath: contents) == .file, staysInside(contents) {
            var reader = ContentsReader(file: contents, entryName: nil)
            if let node = reader.document(
                atPath: contents, severity: .warning, consequence: "the group is read as not providing a namespace")
            {
                let folder = reader.folderContents(node, isGroup: true)
                record.providesNamespace = folder.providesNamespace
                record.properties = folder.properties
                record.extraKeys = folder.extraKeys
            }
            log.append(contentsOf: reader.diagnostics)
        }
        groups.append(record)
        walk(
            path, folders: record.path, namespace: record.providesNamespace ? namespace + [name] : namespace,
            depth: depth + 1)
    }

    private mutating func asset(
        _ kind: AssetCatalogReader.AssetKind, at path: String, name: String, folders: [String], namespace: [String]
    ) {
        let fullName = namespace.isEmpty ? name : namespace.joined(separator: "/") + "/" + name
        let contents = path + "/Contents.json"
        // Read first, not following a link, and look at what is there only when that fails: a
        // link is followed once it is known to stay inside the catalog.
        var bytes = Result { () throws(FileSystem.ReadFailure) in
            try FileSystem.contents(ofFileAt: contents, limit: JSONReader.maximumSize, followsLinks: false)
        }
        if case .failure(let failure) = bytes, failure.kind == .symbolicLink {
            guard staysInside(contents, entry: fullName) else { return }
            bytes = Result { () throws(FileSystem.ReadFailure) in
                try FileSystem.contents(ofFileAt: contents, limit: JSONReader.maximumSize)
            }
        }
        if case .failure = bytes, Self.itemKind(atPath: contents) != .file {
            let problem =
                Self.itemKind(atPath: contents) == .directory
                ? "has a folder named Contents.json, not a file" : "has no Contents.json"
            log.append(
                Diagnostic(
                    .error, file: contents, path: fullName, message: "the \(kind.noun) \(problem); it is left out"))
            return
        }
        var reader = ContentsReader(file: contents, entryName: fullName)
        let root = reader.document(bytes, severity: .error, consequence: "the \(kind.noun) is left out")
        let directory = kind == .imageSet ? URL(fileURLWithPath: path, isDirectory: true) : nil
        let value = root.flatMap { reader.asset(kind, from: $0, directory: directory) }
        log.append(contentsOf: reader.diagnostics)
        guard let root, let value else { return }
        if case .image(let set) = value.value { checkFiles(of: set, in: path, file: contents, name: fullName) }
        // One lookup for a new name (the common case); a known one gets its index back.
        if let first = definitions.updateValue(entries.count, forKey: fullName) {
            definitions[fullName] = first
            let firstFile = entries[first].source?.file ?? ""
            log.append(
                Diagnostic(
                    .error, file: contents, path: fullName,
                    message: "the name is already used by \(firstFile); this \(kind.noun) is left out"))
            return
        }
        guard entries.count < maximumEntries else {
            if !isFull {
                isFull = true
                log.append(
                    Diagnostic(
                        .error, file: contents, path: fullName,
                        message:
                            "the catalog holds more than the \(maximumEntries) colors and images a read "
                            + "accepts; this \(kind.noun) and those after it are left out"))
            }
            return
        }
        var path = folders
        path.append(name)
        entries.append(
            CatalogEntry(
                name: fullName, path: path, value: value.value,
                source: FileLocation(file: contents, position: root.location), extensions: value.extensions))
    }

    /// Warns about files an image set names but lacks, and files it has but does not name.
    private mutating func checkFiles(of set: ImageSet, in directory: String, file: String, name: String) {
        let named = set.filenames
        // A named file that is a link out of the catalog is reported; a writer does not copy it.
        for filename in named { _ = staysInside(directory + "/" + filename, entry: name, reportedIn: file) }
        for filename in named where Self.itemKind(atPath: directory + "/" + filename) != .file {
            log.append(
                Diagnostic(
                    .warning, file: file, path: name,
                    message: "names the file \"\(filename)\", which is not in the image set; it is kept as named"))
        }
        var present: [String] = []
        for raw in FileTree.rawNames(in: directory) ?? [] where raw.first != UInt8(ascii: ".") {
            guard let filename = String(validating: raw, as: UTF8.self) else {
                log.append(
                    Diagnostic(
                        .warning, file: file, path: name,
                        message:
                            "the file \"\(DisplayText.escaped(bytes: raw))\" in the image set has a name that is not "
                            + "valid UTF-8, which Contents.json cannot name; it is not part of the catalog"))
                continue
            }
            present.append(filename)
        }
        for filename in present.sorted() where filename != "Contents.json" {
            guard !named.contains(filename) else { continue }
            log.append(
                Diagnostic(
                    .warning, file: file, path: name,
                    message:
                        "the file \"\(filename)\" is in the image set but not named in Contents.json; "
                        + "it is not part of the catalog"
                ))
        }
    }

    /// Whether `path` is not a symbolic link, or one whose target is inside the catalog; a link
    /// that leaves the catalog (or leads nowhere) gets an error naming it and is not followed, so
    /// nothing outside the catalog is read, nor copied by a writer of what was read.
    ///
    /// - Parameters:
    ///   - path: the path to check, inside the catalog.
    ///   - entry: the entry the diagnostic belongs to, if any.
    ///   - reportedIn: the file the diagnostic names; the link itself unless given.
    /// - Returns: `true` when what is at `path` may be read.
    private mutating func staysInside(_ path: String, entry: String? = nil, reportedIn: String? = nil) -> Bool {
        guard FileTree.isSymbolicLink(path) else { return true }
        if FileTree.resolves(path, inside: resolvedRoot) { return true }
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
        let name = String(path[path.index(after: path.lastIndex(of: "/") ?? path.startIndex)...])
        log.append(
            Diagnostic(
                .error, file: reportedIn ?? path, path: entry,
                message:
                    "\"\(name)\" is a symbolic link to \"\(DisplayText.excerpt(target))\", which is outside the "
                    + "catalog (or leads nowhere); it is not followed, and what it leads to is left out"))
        return false
    }

    /// An ASCII text in lowercase, as `lowercased()` gives it, without a copy when it already is.
    static func asciiLowercased(_ text: Substring) -> String {
        guard text.utf8.contains(where: { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) else {
            return String(text)
        }
        return text.lowercased()
    }

    /// Whether `lhs` comes before `rhs` in the byte order of their UTF-8, as Xcode sorts names.
    static func utf8Precedes(_ lhs: String, _ rhs: String) -> Bool {
        let precedes = lhs.utf8.withContiguousStorageIfAvailable { left in
            rhs.utf8.withContiguousStorageIfAvailable { right in
                let common = min(left.count, right.count)
                if common > 0, let base = left.baseAddress, let other = right.baseAddress {
                    let order = memcmp(base, other, common)
                    if order != 0 { return order < 0 }
                }
                return left.count < right.count
            }
        }
        if case .some(.some(let precedes)) = precedes { return precedes }
        return lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }

    /// `path` with symbolic links resolved, to recognize a folder reached twice.
    private static func resolvingSymbolicLinks(_ path: String) -> String {
        URL(fileURLWithPath: path, isDirectory: true).resolvingSymlinksInPath().path
    }

    // MARK: - Files

    enum ItemKind {
        case file
        case directory
    }

    /// Whether there is a file or a folder at `url` (following symbolic links), or nothing.
    static func itemKind(at url: URL) -> ItemKind? {
        itemKind(atPath: url.path)
    }

    /// Whether there is a file or a folder at `path` (following symbolic links), or nothing.
    static func itemKind(atPath path: String) -> ItemKind? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        return isDirectory.boolValue ? .directory : .file
    }
}

extension ContentsReader {
    /// The parsed document at `url`, or `nil` with a diagnostic of `severity` saying what follows
    /// when the file cannot be read or is not well-formed JSON.
    mutating func document(
        atPath path: String, severity: Severity, consequence: String
    ) -> JSONNode? {
        let bytes = Result { () throws(FileSystem.ReadFailure) in
            try FileSystem.contents(ofFileAt: path, limit: JSONReader.maximumSize)
        }
        return document(bytes, severity: severity, consequence: consequence)
    }

    /// The parsed document of a file's bytes, already read, or `nil` with a diagnostic of
    /// `severity` saying why they could not be read (or are not well-formed JSON) and what follows.
    mutating func document(
        _ bytes: Result<[UInt8], FileSystem.ReadFailure>, severity: Severity,
        consequence: String
    ) -> JSONNode? {
        switch bytes {
        case .success(let bytes):
            return parse(bytes, severity: severity, consequence: consequence)
        case .failure(let problem):
            report(severity, at: nil, "", "the file cannot be read: \(problem.reason); \(consequence)")
            return nil
        }
    }
}
