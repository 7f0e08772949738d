#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `lstat` says about one file or directory: enough to tell that it changed.
///
/// An edit changes the modification time or the size; a save by renaming a new file over the old
/// one changes the inode; a `touch` changes the status-change time.
package struct FileStamp: Hashable, Sendable {
    /// The device and inode: a new file renamed over an old one has another inode.
    package var device: UInt64
    /// The inode number.
    package var inode: UInt64
    /// The size in bytes.
    package var size: Int64
    /// The modification time, in nanoseconds since 1970.
    package var modified: Int64
    /// The status-change time, in nanoseconds since 1970.
    package var changed: Int64
    /// Whether it is a directory (not following a symbolic link).
    package var isDirectory: Bool
}

/// Listing and stamping the files under a directory, with POSIX calls only.
package enum FileTree {
    /// The stamp of the entry at `path`, or `nil` when there is none. A symbolic link is stamped
    /// as itself unless `followingLinks`.
    package static func stamp(of path: String, followingLinks: Bool = false) -> FileStamp? {
        var info = stat()
        let result = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard result == 0 else { return nil }
        #if canImport(Darwin)
            let modified = info.st_mtimespec
            let changed = info.st_ctimespec
        #else
            let modified = info.st_mtim
            let changed = info.st_ctim
        #endif
        return FileStamp(
            device: UInt64(truncatingIfNeeded: info.st_dev),
            inode: UInt64(truncatingIfNeeded: info.st_ino),
            size: Int64(info.st_size),
            modified: Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec),
            changed: Int64(changed.tv_sec) * 1_000_000_000 + Int64(changed.tv_nsec),
            isDirectory: info.st_mode & S_IFMT == S_IFDIR)
    }

    /// Whether `path` is a directory (following a symbolic link).
    package static func isDirectory(_ path: String) -> Bool {
        stamp(of: path, followingLinks: true)?.isDirectory == true
    }

    /// The names in the directory at `path`, without `.` and `..`, sorted; `nil` when it cannot
    /// be listed.
    package static func names(in path: String) -> [String]? {
        rawNames(in: path)?.map { String(decoding: $0, as: UTF8.self) }.sorted()
    }

    /// The names in the directory at `path` as the bytes the file system holds, without `.` and
    /// `..`, in the order the system lists them; `nil` when it cannot be listed.
    ///
    /// A name need not be UTF-8: a reader that decodes names must report those it cannot decode
    /// rather than lose them.
    package static func rawNames(in path: String) -> [[UInt8]]? {
        rawNames(inPath: Array(path.utf8))
    }

    /// The names in the directory whose path is the bytes `path` (which need not be UTF-8), as
    /// ``rawNames(in:)`` gives them.
    package static func rawNames(inPath path: [UInt8]) -> [[UInt8]]? {
        entries(inPath: path)?.map(\.name)
    }

    /// What the directory listing says an entry is, without a call per entry: a file system that
    /// does not say gives ``unknown``, and the entry must then be examined.
    package enum EntryKind: Hashable, Sendable {
        /// A directory itself (not a symbolic link to one).
        case directory
        /// A regular file itself.
        case regularFile
        /// A symbolic link, to anything or nothing.
        case symbolicLink
        /// A device, a pipe or a socket.
        case other
        /// The listing does not say.
        case unknown
    }

    /// The entries of the directory at `path` as ``rawNames(in:)`` gives their names, each with
    /// its kind as the listing reports it (`d_type`); `nil` when it cannot be listed.
    package static func entries(in path: String) -> [(name: [UInt8], kind: EntryKind)]? {
        entries(inPath: Array(path.utf8))
    }

    /// The entries of the directory whose path is the bytes `path`, as ``entries(in:)``.
    package static func entries(inPath path: [UInt8]) -> [(name: [UInt8], kind: EntryKind)]? {
        guard let directory = opendir(path.map { CChar(bitPattern: $0) } + [0]) else { return nil }
        defer { closedir(directory) }
        var entries: [(name: [UInt8], kind: EntryKind)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in Array(bytes.prefix { $0 != 0 }) }
            guard name != [0x2E] && name != [0x2E, 0x2E] else { continue }
            let kind: EntryKind =
                switch Int32(entry.pointee.d_type) {
                case Int32(DT_DIR): .directory
                case Int32(DT_REG): .regularFile
                case Int32(DT_LNK): .symbolicLink
                case Int32(DT_UNKNOWN): .unknown
                default: .other
                }
            entries.append((name, kind))
        }
        return entries
    }

    /// `path` with every symbolic link resolved (`realpath`), or `nil` when it does not lead to
    /// anything.
    package static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether `path`, with its symbolic links resolved, is `resolvedFolder` or lies inside it:
    /// the rule by which a reader follows a link found in its folder. `resolvedFolder` is itself
    /// resolved (``resolvedPath(_:)``); a path that leads nowhere is inside nothing.
    package static func resolves(_ path: String, inside resolvedFolder: String) -> Bool {
        guard let resolved = resolvedPath(path) else { return false }
        return resolved == resolvedFolder
            || resolved.hasPrefix(resolvedFolder.hasSuffix("/") ? resolvedFolder : resolvedFolder + "/")
    }

    /// Whether `path` is a symbolic link itself (not following it).
    package static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    /// The stamps of everything under `root` (not `root` itself), keyed by path.
    ///
    /// - Parameters:
    ///   - root: the directory to look in.
    ///   - recursive: whether to descend into subdirectories (never through symbolic links).
    ///   - includeHidden: whether to include entries whose names start with `.`.
    /// - Returns: Each entry's stamp, by its path (`root`, `/`, the path inside it); empty when
    ///   `root` cannot be listed.
    package static func snapshot(of root: String, recursive: Bool, includeHidden: Bool) -> [String: FileStamp] {
        var stamps: [String: FileStamp] = [:]
        var directories = [root]
        while let directory = directories.popLast() {
            for name in names(in: directory) ?? [] where includeHidden || !name.hasPrefix(".") {
                let path = directory + "/" + name
                guard let stamp = stamp(of: path) else { continue }
                stamps[path] = stamp
                if recursive && stamp.isDirectory { directories.append(path) }
            }
        }
        return stamps
    }

    /// The paths whose stamps differ between two snapshots: added, removed or changed.
    package static func changes(from old: [String: FileStamp], to new: [String: FileStamp]) -> Set<String> {
        var changed = Set<String>()
        for (path, stamp) in new where old[path] != stamp { changed.insert(path) }
        for path in old.keys where new[path] == nil { changed.insert(path) }
        return changed
    }
}
