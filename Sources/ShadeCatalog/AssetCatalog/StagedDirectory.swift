import Foundation

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
/// is absent, and is put back if the second rename fails.
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
            ".\(destination.lastPathComponent).writing-\(UUID().uuidString)", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw Failure(path: parent.path, message: error.localizedDescription)
        }
        try Self.makeDirectory(staging)
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
            try Self.rename(staging, to: destination)
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

    // MARK: - Operations

    static func makeDirectory(_ url: URL) throws(Failure) {
        guard mkdir(url.path, 0o755) == 0 else { throw failure(url) }
    }

    /// Writes `bytes` to a new file at `url` and flushes it to disk.
    static func writeFile(_ bytes: [UInt8], to url: URL) throws(Failure) {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw failure(url) }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw failure(url)
            }
            offset += written
        }
        guard fsync(descriptor) == 0 else { throw failure(url) }
    }

    /// Copies the file at `source` to a new file at `url`.
    static func copyFile(from source: URL, to url: URL) throws(Failure) {
        guard let data = FileManager.default.contents(atPath: source.path) else {
            throw Failure(path: source.path, message: "the file cannot be read")
        }
        try writeFile([UInt8](data), to: url)
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

    /// Swaps two paths in one step, or returns `false` when the system cannot.
    private static func exchange(_ first: URL, _ second: URL) -> Bool {
        #if canImport(Darwin)
            return renamex_np(first.path, second.path, UInt32(RENAME_SWAP)) == 0
        #elseif canImport(Glibc)
            // glibc declares renameat2 only for _GNU_SOURCE, which Swift's Glibc module does not
            // define, so the symbol is looked up at run time (glibc 2.28 and later have it).
            typealias RenameAt2 =
                @convention(c) (
                    Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32
                ) -> Int32
            guard let handle = dlopen(nil, RTLD_NOW) else { return false }
            defer { dlclose(handle) }
            guard let symbol = dlsym(handle, "renameat2") else { return false }
            let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
            let renameExchange: UInt32 = 2  // RENAME_EXCHANGE in <linux/fs.h>
            return renameat2(AT_FDCWD, first.path, AT_FDCWD, second.path, renameExchange) == 0
        #else
            return false
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
