import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few POSIX file operations the file store, the theme-file readers and the `shade` command's
/// outputs need, with the care a user's file deserves: reads bounded in size that never block,
/// atomic replacement, no overwriting on rename, retries on `EINTR`.
package enum FileSystem {
    /// A failed system call: what was being done, and `errno`'s text.
    package struct Failure: Error {
        /// What was being done: `creating`, `renaming over`.
        package var operation: String
        /// The path the call was given.
        package var path: String
        /// The call's `errno`.
        package var code: Int32

        /// `creating /path: No such file or directory`.
        package var message: String { "\(operation) \(path): \(String(cString: strerror(code)))" }
    }

    /// Why ``contents(ofFileAt:limit:)`` could not read a file: where, and what kept it from
    /// being read.
    package struct ReadFailure: Error, Hashable, Sendable, CustomStringConvertible {
        /// What kept a file from being read.
        package enum Kind: Hashable, Sendable {
            /// Nothing is at the path (or a part of it is not a folder).
            case missing
            /// The path names a folder.
            case folder
            /// The path names a device, a pipe or a socket, which is never read: it could block
            /// or never end.
            case notRegularFile
            /// The file is larger than `limit` bytes; `size` is its size, or the bytes read before
            /// the limit was passed.
            case tooLarge(size: Int, limit: Int)
            /// The path names a symbolic link, and the read was not to follow one.
            case symbolicLink
            /// The system refused, with this `errno`.
            case system(Int32)
        }

        /// The path the reader was given.
        package var path: String
        /// What kept the file from being read.
        package var kind: Kind

        /// Creates a failure.
        package init(path: String, kind: Kind) {
            self.path = path
            self.kind = kind
        }

        /// The reason as a clause for a message: `there is no such file`, `it is a folder, not a
        /// file`, `it is not a regular file (a device, a pipe or a socket)`, `the file is 9000000
        /// bytes or more; the largest read is 8388608 bytes (8 MiB)`, or `it cannot be read
        /// (Permission denied)`.
        package var reason: String {
            switch kind {
            case .missing: "there is no such file"
            case .folder: "it is a folder, not a file"
            case .notRegularFile: "it is not a regular file (a device, a pipe or a socket)"
            case .symbolicLink: "it is a symbolic link"
            case .tooLarge(let size, let limit):
                "the file is \(size) bytes or more; the largest read is \(limit) bytes\(Self.unitText(limit))"
            case .system(let code): "it cannot be read (\(String(cString: strerror(code))))"
            }
        }

        /// `path: reason`.
        package var description: String { "\(path): \(reason)" }

        /// ` (8 MiB)` for a whole number of mebibytes, ` (64 KiB)` for kibibytes, else nothing.
        private static func unitText(_ limit: Int) -> String {
            if limit >= 1 << 20, limit % (1 << 20) == 0 { return " (\(limit >> 20) MiB)" }
            if limit >= 1 << 10, limit % (1 << 10) == 0 { return " (\(limit >> 10) KiB)" }
            return ""
        }
    }

    /// The whole contents of the regular file at `path`, read only up to `limit` bytes: the one
    /// reader of files that any path may name (a theme file, a resolver's `$ref`, a preference
    /// file).
    ///
    /// A path may name anything: a file of gigabytes, `/dev/zero`, a pipe that no one writes to.
    /// Only a regular file is read; the open does not block, and a file larger than `limit` (also
    /// one that grows past it while it is read) is refused without holding more than `limit` bytes
    /// and one more.
    ///
    /// - Parameters:
    ///   - path: The file to read.
    ///   - limit: The most bytes read; more is refused.
    ///   - followsLinks: Whether a symbolic link at `path` is followed; when not, it is refused
    ///     (``ReadFailure/Kind/symbolicLink``) without a call beyond the open, so that a reader
    ///     that must look where links lead first pays for the look only when there is one.
    /// - Returns: The file's bytes.
    /// - Throws: ``ReadFailure``, which says where and why: no file, a folder, not a regular file,
    ///   a symbolic link not to be followed, too large, or the system's reason.
    package static func contents(ofFileAt path: String, limit: Int, followsLinks: Bool = true) throws(ReadFailure)
        -> [UInt8]
    {
        func failure(_ kind: ReadFailure.Kind) -> ReadFailure { ReadFailure(path: path, kind: kind) }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followsLinks ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else {
            let code = errno
            if code == ELOOP, !followsLinks, FileTree.isSymbolicLink(path) { throw failure(.symbolicLink) }
            throw failure(code == ENOENT || code == ENOTDIR ? .missing : .system(code))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw failure(.system(errno)) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw failure(.folder)
        default: throw failure(.notRegularFile)
        }
        let size = Int(info.st_size)
        guard size <= limit else { throw failure(.tooLarge(size: size, limit: limit)) }
        return try contents(ofDescriptor: descriptor, size: size, limit: limit, name: path)
    }

    /// Everything that can be read from the open file `descriptor` (standard input is 0) until
    /// its end, read only up to `limit` bytes, as ``contents(ofFileAt:limit:)`` reads a file: a
    /// pipe or a terminal as well as a regular file, but not a folder. It waits for the writer
    /// as a read of standard input does, and leaves the descriptor open.
    ///
    /// - Parameters:
    ///   - descriptor: The open file to read.
    ///   - name: What messages call it (`<stdin>`), as ``ReadFailure/path``.
    ///   - limit: The most bytes read; more is refused.
    /// - Returns: The bytes read.
    /// - Throws: ``ReadFailure``: a folder, too large, or the system's reason.
    package static func contents(ofDescriptor descriptor: Int32, name: String, limit: Int) throws(ReadFailure)
        -> [UInt8]
    {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw ReadFailure(path: name, kind: .system(errno)) }
        if info.st_mode & S_IFMT == S_IFDIR { throw ReadFailure(path: name, kind: .folder) }
        let size = info.st_mode & S_IFMT == S_IFREG ? Int(info.st_size) : 0
        guard size <= limit else { throw ReadFailure(path: name, kind: .tooLarge(size: size, limit: limit)) }
        return try contents(ofDescriptor: descriptor, size: size, limit: limit, name: name)
    }

    /// The read loop of ``contents(ofFileAt:limit:)`` and ``contents(ofDescriptor:name:limit:)``:
    /// reads `descriptor` to its end, expecting about `size` bytes and refusing more than `limit`.
    private static func contents(ofDescriptor descriptor: Int32, size: Int, limit: Int, name path: String)
        throws(ReadFailure) -> [UInt8]
    {
        func failure(_ kind: ReadFailure.Kind) -> ReadFailure { ReadFailure(path: path, kind: kind) }
        // The size can change while the file is read: read until the end, but never past the
        // limit. The bytes are read straight into the result, one byte more than the size so
        // that the end is usually seen by the first read.
        var bytes = [UInt8](repeating: 0, count: min(max(size, 0), limit) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard count <= limit else { throw failure(.tooLarge(size: count, limit: limit)) }
                // Grown by an array of zeros, copied in one go: a sequence would be appended
                // element by element, which takes seconds for a pipe of tens of megabytes in a
                // debug build.
                bytes.append(contentsOf: [UInt8](repeating: 0, count: min(max(count, 4096), limit + 1 - count)))
            }
            let received = bytes.withUnsafeMutableBytes { buffer in
                let free = UnsafeMutableRawBufferPointer(rebasing: buffer[count...])
                return read(descriptor, free.baseAddress, free.count)
            }
            if received < 0 {
                if errno == EINTR { continue }
                throw failure(.system(errno))
            }
            if received == 0 {
                bytes.removeLast(bytes.count - count)
                return bytes
            }
            count += received
            if count > limit { throw failure(.tooLarge(size: count, limit: limit)) }
        }
    }

    /// Whether anything exists at `path`.
    package static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// Creates `path` and any missing parents, each with `mode`.
    package static func createDirectory(_ path: String, mode: Int = 0o700) throws(Failure) {
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, mode_t(mode)) != 0 && errno != EEXIST {
                throw Failure(operation: "creating the directory", path: prefix, code: errno)
            }
        }
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw Failure(operation: "creating the directory", path: path, code: errno)
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw Failure(operation: "creating the directory", path: path, code: ENOTDIR)
        }
    }

    /// Replaces the file at `path` with `bytes` atomically: `writeFile(_:to:replacing:mode:)`,
    /// replacing what is there.
    package static func replaceAtomically(_ path: String, with bytes: [UInt8], mode: Int = 0o600) throws(Failure) {
        try writeFile(bytes, to: path, replacing: true, mode: mode)
    }

    /// Writes `bytes` as the file at `path` in one step: the bytes go to a new temporary file in
    /// the same directory, which is flushed to disk and then moved to `path`, and the directory is
    /// flushed so the move itself survives a power cut. A reader (or a crash) sees the old file or
    /// the new one, never a mixture.
    ///
    /// With `replacing` false the move never replaces anything (``moveWithoutReplacing(_:to:)``):
    /// when a file appears at `path` while the bytes are being written, the call fails with
    /// `EEXIST` and that file is left as it is, so of two writers racing for a new name exactly
    /// one succeeds.
    ///
    /// - Parameters:
    ///   - bytes: The file's new contents.
    ///   - path: Where the file goes.
    ///   - replacing: Whether a file already at `path` is replaced rather than kept.
    ///   - mode: The permissions of a new file, less the process's umask.
    /// - Throws: A ``Failure`` naming the step that failed, its path and its `errno`; the temporary
    ///   file is removed, and whatever was at `path` is left as it was.
    package static func writeFile(_ bytes: [UInt8], to path: String, replacing: Bool, mode: Int = 0o666)
        throws(Failure)
    {
        try bytes.withUnsafeBytes { buffer in
            Result { () throws(Failure) in try writeFile(buffer, to: path, replacing: replacing, mode: mode) }
        }.get()
    }

    /// Writes `text`'s UTF-8 as the file at `path` in one step, as
    /// the bytes' `writeFile(_:to:replacing:mode:)` does, from the string's own storage
    /// (a style sheet of a hundred megabytes is not copied to be written).
    package static func writeFile(_ text: String, to path: String, replacing: Bool, mode: Int = 0o666)
        throws(Failure)
    {
        var text = text
        try text.withUTF8 { buffer in
            Result { () throws(Failure) in
                try writeFile(UnsafeRawBufferPointer(buffer), to: path, replacing: replacing, mode: mode)
            }
        }.get()
    }

    /// The one atomic write: a temporary file beside `path`, flushed, then moved to `path`.
    ///
    /// With `permissions`, the new file gets exactly these permission bits (not less the umask),
    /// as the file it replaces had. `beforeMove` runs once the bytes are on disk, just before the
    /// move; when it throws, nothing is moved.
    static func writeFile(
        _ bytes: UnsafeRawBufferPointer, to path: String, replacing: Bool, mode: Int, permissions: mode_t? = nil,
        beforeMove: () throws(Failure) -> Void = {}
    ) throws(Failure) {
        let directory = directoryName(of: path)
        let temporary = "\(directory)/.\(fileName(of: path)).tmp-\(getpid())-\(nextTemporarySuffix())"
        try createFile(bytes, atPath: temporary, display: temporary, mode: mode, permissions: permissions)
        var isMoved = false
        defer { if !isMoved { unlink(temporary) } }
        try beforeMove()
        if replacing {
            if rename(temporary, path) != 0 { throw Failure(operation: "renaming over", path: path, code: errno) }
            synchronizeDirectory(directory)
        } else {
            try moveWithoutReplacing(temporary, to: path)
        }
        isMoved = true
    }

    /// Creates the file at `path`, which must not exist (a name that is taken is `EEXIST`), with
    /// `bytes`, flushed to disk before it returns: the step of every write that makes a new file,
    /// whether it is then moved into place (``writeFile(_:to:replacing:mode:)``) or is one of a
    /// folder being staged.
    ///
    /// `path` is a C string, so that a name that is not UTF-8 can be written as it is; `display`
    /// names it in a ``Failure``. On failure the file is removed.
    package static func createFile(
        _ bytes: [UInt8], atPath path: UnsafePointer<CChar>, display: String, mode: Int = 0o666
    ) throws(Failure) {
        try bytes.withUnsafeBytes { buffer in
            Result { () throws(Failure) in
                try createFile(buffer, atPath: path, display: display, mode: mode, permissions: nil)
            }
        }.get()
    }

    /// ``createFile(_:atPath:display:mode:)`` from raw bytes; with `permissions`, the file gets
    /// exactly these permission bits (not less the umask).
    private static func createFile(
        _ bytes: UnsafeRawBufferPointer, atPath path: UnsafePointer<CChar>, display: String, mode: Int,
        permissions: mode_t?
    ) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(mode))
        if descriptor < 0 { throw Failure(operation: "creating", path: display, code: errno) }
        var isWritten = false
        defer {
            close(descriptor)
            if !isWritten { unlink(path) }
        }
        if let permissions, fchmod(descriptor, permissions) != 0 {
            throw Failure(operation: "setting the permissions of", path: display, code: errno)
        }
        try writeAll(bytes, to: descriptor, path: display)
        if fsync(descriptor) != 0 { throw Failure(operation: "flushing", path: display, code: errno) }
        isWritten = true
    }

    /// Moves the file at `path` to `destination` without replacing anything already there.
    ///
    /// A hard link to the new name (which fails if the name is taken) and an unlink of the old
    /// one; where the file system has no hard links, a rename after checking the name is free.
    package static func moveWithoutReplacing(_ path: String, to destination: String) throws(Failure) {
        if link(path, destination) == 0 {
            if unlink(path) != 0 { throw Failure(operation: "removing", path: path, code: errno) }
        } else if errno == EEXIST {
            throw Failure(operation: "moving to", path: destination, code: EEXIST)
        } else {
            guard !exists(destination) else {
                throw Failure(operation: "moving to", path: destination, code: EEXIST)
            }
            if rename(path, destination) != 0 {
                throw Failure(operation: "moving to", path: destination, code: errno)
            }
        }
        synchronizeDirectory(directoryName(of: path))
    }

    /// Removes the file at `path`; a missing file is not an error.
    package static func remove(_ path: String) throws(Failure) {
        if unlink(path) != 0 && errno != ENOENT { throw Failure(operation: "removing", path: path, code: errno) }
        synchronizeDirectory(directoryName(of: path))
    }

    /// The part of `path` before its last `/`.
    package static func directoryName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The part of `path` after its last `/`.
    package static func fileName(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    /// The time now in UTC, as `20261122T041622Z`.
    package static func timestamp() -> String {
        var now = time(nil)
        var parts = tm()
        gmtime_r(&now, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))T"
            + "\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))Z"
    }

    // MARK: - Private

    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, path: String)
        throws(Failure)
    {
        guard let start = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let count = write(descriptor, start + offset, bytes.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(operation: "writing", path: path, code: errno)
            }
            offset += count
        }
    }

    /// Flushes a directory's entries; file systems that cannot do so are left as they are.
    private static func synchronizeDirectory(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    private static let temporaryCounter = Atomic(0)

    private static func nextTemporarySuffix() -> Int {
        temporaryCounter.wrappingAdd(1, ordering: .relaxed).newValue
    }
}
