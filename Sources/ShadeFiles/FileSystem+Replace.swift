#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileSystem {
    /// Why ``replaceContents(ofFileAt:expecting:with:inside:)`` left a file as it was.
    package struct ReplaceFailure: Error, Hashable, Sendable, CustomStringConvertible {
        /// What kept the file from being replaced.
        package enum Kind: Hashable, Sendable {
            /// The file's bytes are no longer those that were read: someone else changed it.
            case changedSinceRead
            /// The path, its symbolic links followed, leads outside the folder of the inputs.
            case outsideFolder(folder: String)
            /// The file could not be read.
            case unreadable(FileSystem.ReadFailure.Kind)
            /// A system call failed: what was being done, on which path, and `errno`.
            case system(operation: String, path: String, code: Int32)
        }

        /// The path the call was given.
        package var path: String
        /// What kept the file from being replaced.
        package var kind: Kind

        /// Creates a failure.
        package init(path: String, kind: Kind) {
            self.path = path
            self.kind = kind
        }

        /// The reason as a clause for a message.
        package var reason: String {
            switch kind {
            case .changedSinceRead:
                "the file changed since it was read; it is left as it is"
            case .outsideFolder(let folder):
                "it leads outside \(folder) (through a symbolic link), and nothing outside the inputs is written"
            case .unreadable(let kind): FileSystem.ReadFailure(path: path, kind: kind).reason
            case .system(let operation, let path, let code):
                "\(operation) \(path): \(String(cString: strerror(code)))"
            }
        }

        /// `path: reason`.
        package var description: String { "\(path): \(reason)" }
    }

    /// Replaces the contents of the file at `path` with `replacement`, but only while they are
    /// still exactly `original`, the bytes that were read: what `shade fix` does to a theme file.
    ///
    /// - The path, with its symbolic links followed, must lie inside `folder` (the folder of the
    ///   inputs, by the rule of `FileTree.resolves(_:inside:)`), so that a link in an input folder
    ///   never makes a fix write elsewhere. A link that stays inside is followed: the file it leads
    ///   to is replaced, and the link stays a link.
    /// - The write is atomic, as ``writeFile(_:to:replacing:mode:)`` writes: a temporary file in the
    ///   same folder with the file's own permission bits, flushed, then renamed over the file. A
    ///   reader sees the old bytes or the new ones, never a mixture. (The new file belongs to the
    ///   user who writes it.)
    /// - The file is compared with `original` before the new bytes are written, and its stamp
    ///   (inode, size, times) checked again just before the rename, so that a change made meanwhile
    ///   is not lost; one made in the instant between that check and the rename cannot be seen.
    ///
    /// - Parameters:
    ///   - path: The file, as the reader was given it.
    ///   - original: The bytes read from it.
    ///   - replacement: The new bytes.
    ///   - folder: The folder the inputs are in; the file must resolve inside it.
    /// - Throws: ``ReplaceFailure``; the file is then left as it was.
    package static func replaceContents(
        ofFileAt path: String, expecting original: [UInt8], with replacement: [UInt8], inside folder: String
    ) throws(ReplaceFailure) {
        func failure(_ kind: ReplaceFailure.Kind) -> ReplaceFailure { ReplaceFailure(path: path, kind: kind) }
        guard let resolvedFolder = FileTree.resolvedPath(folder) else {
            throw failure(.unreadable(.missing))
        }
        guard FileTree.resolves(path, inside: resolvedFolder) else {
            throw failure(.outsideFolder(folder: folder))
        }
        guard let target = FileTree.resolvedPath(path) else { throw failure(.unreadable(.missing)) }
        let stamp = FileTree.stamp(of: target)
        let current: [UInt8]
        do {
            current = try contents(ofFileAt: target, limit: original.count, followsLinks: false)
        } catch {
            if case .tooLarge = error.kind { throw failure(.changedSinceRead) }
            throw failure(.unreadable(error.kind))
        }
        guard current == original else { throw failure(.changedSinceRead) }
        var info = stat()
        guard lstat(target, &info) == 0 else { throw failure(.system(operation: "reading", path: target, code: errno)) }
        let permissions = info.st_mode & 0o7777
        var changedMeanwhile = false
        do {
            try replacement.withUnsafeBytes { buffer in
                Result { () throws(Failure) in
                    try writeFile(
                        buffer, to: target, replacing: true, mode: 0o600, permissions: permissions,
                        beforeMove: { () throws(Failure) in
                            guard FileTree.stamp(of: target) == stamp else {
                                changedMeanwhile = true
                                throw Failure(operation: "checking", path: target, code: EAGAIN)
                            }
                        })
                }
            }.get()
        } catch {
            if changedMeanwhile { throw failure(.changedSinceRead) }
            throw failure(.system(operation: error.operation, path: error.path, code: error.code))
        }
    }
}
