import Foundation
import ShadeDiagnostics
import ShadeFiles
import ShadeJSON

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Android)
    import Android
#endif

/// A folder built beside its destination and then moved into place in one step, so that the
/// destination holds either what it held before or the whole new folder, never part of it.
///
/// Files are flushed to disk (`fsync`) before the move, so a power loss right after it cannot
/// leave empty files behind. The move swaps the two folders atomically where the system can
/// (`renamex_np` with `RENAME_SWAP` on Apple platforms, `renameat2` with `RENAME_EXCHANGE` on
/// Linux); elsewhere the old folder is first renamed aside, so that for an instant the destination
/// is absent, and is put back if the second rename fails. When nothing is at the destination, the
/// move never replaces what another writer put there meanwhile (`renameat2` with
/// `RENAME_NOREPLACE`, `renamex_np` with `RENAME_EXCL`, or else an exclusive `mkdir` of the
/// destination that the move then replaces while it is still empty).
///
/// ## Staging folders left behind
/// The staging folder is `.<destination's name>.writing-<process id>-<UUID>`. A writer killed
/// before it finishes leaves it behind; the next write to the same destination removes it when it
/// is stale: when the process it names no longer exists, or when it was last modified more than
/// ``staleAge`` seconds ago (a process id can be reused; older versions named the folder
/// `.<name>.writing-<UUID>`, without one). A folder `.<name>.replaced-<UUID>` (the old catalog, set
/// aside where the system cannot swap folders) is removed on the same terms, and only when the
/// destination exists: otherwise it is the only copy of the old catalog. Nothing else is touched.
struct StagedDirectory {
    /// A file-system operation that failed, with the path and the system's reason.
    struct Failure: Error {
        var path: String
        var message: String
    }

    /// Where the folder ends up.
    let destination: URL
    /// Where it is built: a hidden sibling of the destination.
    let staging: URL

    /// Creates the hidden staging folder beside `destination`, and the destination's parent
    /// folders if they are missing.
    init(destination: URL) throws(Failure) {
        self.destination = destination
        let parent = destination.deletingLastPathComponent()
        staging = parent.appendingPathComponent(
            ".\(destination.lastPathComponent).writing-\(getpid())-\(UUID().uuidString)", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw Failure(path: parent.path, message: error.localizedDescription)
        }
        Self.removeStaleFolders(of: destination)
        try Self.makeDirectory(staging)
    }

    /// How old, in seconds, a staging folder whose process may still exist must be to be
    /// removed as stale: 30 minutes, far longer than any write takes.
    static let staleAge = 30 * 60

    /// Removes the staging folders of `destination` that earlier writers left behind and that are
    /// stale (see the type's notes); their names must match exactly.
    static func removeStaleFolders(of destination: URL) {
        let parent = destination.deletingLastPathComponent().path
        let name = destination.lastPathComponent
        let hasDestination = FileTree.stamp(of: destination.path) != nil
        for raw in FileTree.rawNames(in: parent) ?? [] {
            guard let entry = String(validating: raw, as: UTF8.self),
                let owner = staleFolderOwner(entry, destinationName: name, hasDestination: hasDestination)
            else { continue }
            let path = parent + "/" + entry
            guard let stamp = FileTree.stamp(of: path), stamp.isDirectory else { continue }
            let age = Int64(time(nil)) - stamp.modified / 1_000_000_000
            let isOwnerGone = owner.map { kill($0, 0) != 0 && errno == ESRCH } ?? false
            guard isOwnerGone || age > Int64(staleAge) else { continue }
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    /// For the name of a folder left by a writer of `destinationName`, the process that made it
    /// (`nil` when the name does not say); `nil` altogether for any other name.
    static func staleFolderOwner(
        _ entry: String, destinationName: String, hasDestination: Bool
    ) -> pid_t?? {
        let writing = ".\(destinationName).writing-"
        let replaced = ".\(destinationName).replaced-"
        let suffix: Substring
        if entry.hasPrefix(writing) {
            suffix = entry.dropFirst(writing.count)
        } else if entry.hasPrefix(replaced), hasDestination {
            suffix = entry.dropFirst(replaced.count)
            return UUID(uuidString: String(suffix)) == nil ? nil : .some(nil)
        } else {
            return nil
        }
        if UUID(uuidString: String(suffix)) != nil { return .some(nil) }
        guard let dash = suffix.firstIndex(of: "-"), let owner = pid_t(suffix[..<dash]), owner > 0,
            UUID(uuidString: String(suffix[suffix.index(after: dash)...])) != nil
        else { return nil }
        return .some(owner)
    }

    /// The staging URL of `path` (folder names from the top).
    func url(of path: [String]) -> URL {
        path.reduce(staging) { $0.appendingPathComponent($1, isDirectory: true) }
    }

    /// Removes the staging folder and everything in it.
    func discard() {
        try? FileManager.default.removeItem(at: staging)
    }

    /// Moves the staging folder to the destination, replacing what is there.
    func commit() throws(Failure) {
        Self.synchronize(staging)
        let parent = destination.deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: destination.path) || Self.isSymbolicLink(destination) else {
            try Self.renameWithoutReplacing(staging, to: destination)
            Self.synchronize(parent)
            return
        }
        if Self.exchange(staging, destination) {
            // The staging path now holds the old folder.
            discard()
            Self.synchronize(parent)
            return
        }
        let aside = parent.appendingPathComponent(
            ".\(destination.lastPathComponent).replaced-\(UUID().uuidString)", isDirectory: true)
        try Self.rename(destination, to: aside)
        do {
            try Self.rename(staging, to: destination)
        } catch {
            try? Self.rename(aside, to: destination)
            throw error
        }
        Self.synchronize(parent)
        try? FileManager.default.removeItem(at: aside)
    }

    // MARK: - Keeping what the writer does not own

    /// Puts into the staging folder what the folder at `old` (the catalog being replaced) holds
    /// and the writer does not own, so that replacing a catalog loses nothing of that kind.
    ///
    /// The writer owns every asset folder (one whose name is UTF-8, not hidden, and has an
    /// extension: `Brand.colorset`, `Icon.appiconset`) and the `Contents.json` files it writes: an
    /// asset folder the new catalog lacks is an asset removed. Everything else is kept where the
    /// new catalog does not put something of its own at the same path: other files (`notes.md`,
    /// `.gitkeep`), hidden entries, symbolic links (as links), entries whose names are not UTF-8,
    /// files inside an asset folder the new catalog also writes, and groups (with their
    /// `Contents.json`) that hold any of these. Files are hard-linked where the file system
    /// allows (the old catalog is not changed), copied otherwise.
    func carryOver(from old: URL) throws(Failure) {
        var kept = 0
        try Self.carry(
            from: Array(old.path.utf8), to: Array(staging.path.utf8), isInAsset: false, depth: 0, kept: &kept)
    }

    private static func carry(
        from old: [UInt8], to new: [UInt8], isInAsset: Bool, depth: Int, kept: inout Int
    ) throws(Failure) {
        guard depth < CatalogWalker.maximumDepth else {
            throw Failure(
                path: RawPath.display(old), message: "folders nest too deep to keep what the writer does not own")
        }
        guard let names = FileTree.rawNames(inPath: old) else {
            throw Failure(path: RawPath.display(old), message: "the folder cannot be listed")
        }
        let contentsJSON = Array("Contents.json".utf8)
        let keptBefore = kept
        for name in names.sorted(by: { $0.lexicographicallyPrecedes($1) }) where name != contentsJSON {
            let source = old + [0x2F] + name
            let target = new + [0x2F] + name
            let kind = RawPath.kind(source)
            let decoded = String(validating: name, as: UTF8.self)
            let isAsset =
                !isInAsset && kind == S_IFDIR && decoded.map { !$0.hasPrefix(".") && $0.contains(".") } == true
            switch RawPath.kind(target) {
            case S_IFDIR? where kind == S_IFDIR:
                try carry(from: source, to: target, isInAsset: isInAsset || isAsset, depth: depth + 1, kept: &kept)
            case nil where isAsset:
                continue  // An asset the new catalog no longer has.
            case nil where kind == S_IFDIR && !isInAsset && decoded.map({ !$0.hasPrefix(".") }) == true:
                // A group the new catalog lacks: kept only for what it holds that is kept.
                try RawPath.makeDirectory(target)
                try carry(from: source, to: target, isInAsset: false, depth: depth + 1, kept: &kept)
                rmdir(RawPath.cString(target))  // Removed only when empty: nothing in it was kept.
            case nil:
                try RawPath.copy(source, to: target)
                kept += 1
            default:
                continue  // The new catalog writes its own here.
            }
        }
        // A group kept for what it holds keeps its Contents.json.
        let source = old + [0x2F] + contentsJSON
        let target = new + [0x2F] + contentsJSON
        if kept > keptBefore, RawPath.kind(target) == nil, RawPath.kind(source) != nil {
            try RawPath.copy(source, to: target)
        }
    }

    // MARK: - Operations

    static func makeDirectory(_ url: URL) throws(Failure) {
        guard mkdir(url.path, 0o755) == 0 else { throw failure(url) }
    }

    /// Writes `bytes` to a new file at `url` and flushes it to disk.
    static func writeFile(_ bytes: [UInt8], to url: URL) throws(Failure) {
        try writeFile(bytes, toPath: url.path.utf8CString.map { $0 }, display: url.path)
    }

    /// Writes `bytes` to a new file at `path` (a C string, whose name need not be UTF-8) and
    /// flushes it to disk; `display` names it in an error.
    static func writeFile(_ bytes: [UInt8], toPath path: [CChar], display: String) throws(Failure) {
        do {
            try FileSystem.createFile(bytes, atPath: path, display: display, mode: 0o644)
        } catch {
            throw Failure(path: display, message: String(cString: strerror(error.code)))
        }
    }

    /// Copies the regular file at `source` to a new file at `url`. A symbolic link (as the last
    /// part of `source`) is refused rather than followed, and so is anything but a regular file.
    static func copyFile(from source: URL, to url: URL) throws(Failure) {
        let descriptor = open(source.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ELOOP { throw Failure(path: source.path, message: "is a symbolic link; it is not copied") }
            throw failure(source)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw failure(source) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw Failure(path: source.path, message: "is not a regular file; it is not copied")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(source)
            }
            if count == 0 { break }
            bytes += chunk[..<count]
        }
        try writeFile(bytes, to: url)
    }

    /// Copies the folder at `source`, and everything in it (a symbolic link as the same link), to
    /// a new folder at `url`.
    static func copyFolder(from source: URL, to url: URL, depth: Int = 0) throws(Failure) {
        guard depth < CatalogWalker.maximumDepth else {
            throw Failure(path: source.path, message: "folders nest too deep")
        }
        try makeDirectory(url)
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: source.path)
        } catch {
            throw Failure(path: source.path, message: error.localizedDescription)
        }
        for name in names.sorted() {
            let item = source.appendingPathComponent(name)
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: item.path) {
                // A link is copied as the same link, so a link to a parent folder cannot loop.
                do {
                    try FileManager.default.createSymbolicLink(
                        atPath: url.appendingPathComponent(name).path, withDestinationPath: target)
                } catch {
                    throw Failure(path: item.path, message: error.localizedDescription)
                }
                continue
            }
            switch CatalogWalker.itemKind(at: item) {
            case .directory?: try copyFolder(from: item, to: url.appendingPathComponent(name), depth: depth + 1)
            case .file?: try copyFile(from: item, to: url.appendingPathComponent(name))
            case nil: continue
            }
        }
        synchronize(url)
    }

    private static func rename(_ source: URL, to target: URL) throws(Failure) {
        #if canImport(Darwin)
            let result = Darwin.rename(source.path, target.path)
        #elseif canImport(Glibc)
            let result = Glibc.rename(source.path, target.path)
        #elseif canImport(Musl)
            let result = Musl.rename(source.path, target.path)
        #else
            let result = Android.rename(source.path, target.path)
        #endif
        guard result == 0 else { throw failure(target) }
    }

    /// Moves `source` to `target` when nothing is at `target`, failing with `EEXIST` when
    /// something appeared there since it was checked (another writer), rather than replacing it.
    static func renameWithoutReplacing(_ source: URL, to target: URL) throws(Failure) {
        #if canImport(Darwin)
            if renamex_np(source.path, target.path, UInt32(RENAME_EXCL)) == 0 { return }
            guard errno == ENOTSUP || errno == EINVAL else { throw appeared(target) }
        #else
            let renameNoReplace: UInt32 = 1  // RENAME_NOREPLACE in <linux/fs.h>
            if let result = renameAt2(source, target, flags: renameNoReplace) {
                if result == 0 { return }
                guard errno == EINVAL || errno == ENOSYS || errno == ENOTSUP else { throw appeared(target) }
            }
        #endif
        // Without an exclusive rename: claim the name with an exclusive mkdir, then replace that
        // empty folder (a rename may replace an empty folder, never a full one).
        guard mkdir(target.path, 0o700) == 0 else {
            if errno == EEXIST { throw appeared(target) }
            throw failure(target)
        }
        do {
            try rename(source, to: target)
        } catch {
            rmdir(target.path)
            throw error
        }
    }

    private static func appeared(_ target: URL) -> Failure {
        let reason = errno == EEXIST || errno == ENOTEMPTY ? "" : " (\(String(cString: strerror(errno))))"
        return Failure(
            path: target.path,
            message:
                "something appeared at the destination while the catalog was being written\(reason); it is left alone")
    }

    /// Swaps two paths in one step, or returns `false` when the system cannot.
    private static func exchange(_ first: URL, _ second: URL) -> Bool {
        #if canImport(Darwin)
            return renamex_np(first.path, second.path, UInt32(RENAME_SWAP)) == 0
        #else
            let renameExchange: UInt32 = 2  // RENAME_EXCHANGE in <linux/fs.h>
            return renameAt2(first, second, flags: renameExchange) == 0
        #endif
    }

    /// `renameat2(2)` with `flags`, or `nil` where the C library lacks it.
    private static func renameAt2(_ first: URL, _ second: URL, flags: UInt32) -> Int32? {
        #if canImport(Glibc)
            // glibc declares renameat2 only for _GNU_SOURCE, which Swift's Glibc module does not
            // define, so the symbol is looked up at run time (glibc 2.28 and later have it).
            typealias RenameAt2 =
                @convention(c) (
                    Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32
                ) -> Int32
            guard let handle = dlopen(nil, RTLD_NOW) else { return nil }
            defer { dlclose(handle) }
            guard let symbol = dlsym(handle, "renameat2") else { return nil }
            let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
            return renameat2(AT_FDCWD, first.path, AT_FDCWD, second.path, flags)
        #else
            return nil
        #endif
    }

    private static func isSymbolicLink(_ url: URL) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil
    }

    /// Flushes a folder's entries to disk; failures are ignored (some file systems refuse).
    private static func synchronize(_ url: URL) {
        let descriptor = open(url.path, O_RDONLY)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    private static func failure(_ url: URL) -> Failure {
        Failure(path: url.path, message: String(cString: strerror(errno)))
    }
}

/// File operations on paths given as bytes, which need not be UTF-8 (a `String` cannot hold a
/// name that is not): for carrying over what a writer does not own.
private enum RawPath {
    static func cString(_ path: [UInt8]) -> [CChar] {
        path.map { CChar(bitPattern: $0) } + [0]
    }

    /// The file type bits (`S_IFDIR`, `S_IFREG`, `S_IFLNK`…) of what is at `path`, not following
    /// a link; `nil` when nothing is.
    static func kind(_ path: [UInt8]) -> mode_t? {
        var info = stat()
        guard lstat(cString(path), &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    static func makeDirectory(_ path: [UInt8]) throws(StagedDirectory.Failure) {
        guard mkdir(cString(path), 0o755) == 0 else { throw failure(path) }
    }

    /// Copies what is at `source` to `target`: a folder with everything in it, a link as the same
    /// link, a regular file as a hard link or, where that fails, a copy of its bytes; anything
    /// else (a pipe, a device) is left out.
    static func copy(_ source: [UInt8], to target: [UInt8], depth: Int = 0) throws(StagedDirectory.Failure) {
        switch kind(source) {
        case S_IFDIR?:
            guard depth < CatalogWalker.maximumDepth else {
                throw StagedDirectory.Failure(path: display(source), message: "folders nest too deep")
            }
            try makeDirectory(target)
            guard let names = FileTree.rawNames(inPath: source) else { throw failure(source) }
            for name in names {
                try copy(source + [0x2F] + name, to: target + [0x2F] + name, depth: depth + 1)
            }
        case S_IFLNK?:
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(cString(source), &buffer, buffer.count - 1)
            guard count >= 0 else { throw failure(source) }
            guard symlink(Array(buffer[..<count]) + [0], cString(target)) == 0 else { throw failure(target) }
        case S_IFREG?:
            if link(cString(source), cString(target)) == 0 { return }
            let input = open(cString(source), O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
            guard input >= 0 else { throw failure(source) }
            defer { close(input) }
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
                if count < 0 {
                    if errno == EINTR { continue }
                    throw failure(source)
                }
                if count == 0 { break }
                bytes += chunk[..<count]
            }
            try StagedDirectory.writeFile(bytes, toPath: cString(target), display: display(target))
        default:
            return
        }
    }

    static func display(_ path: [UInt8]) -> String {
        DisplayText.escaped(bytes: path)
    }

    static func failure(_ path: [UInt8]) -> StagedDirectory.Failure {
        StagedDirectory.Failure(path: display(path), message: String(cString: strerror(errno)))
    }
}
