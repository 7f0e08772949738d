#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A checksum listing of a folder tree: every file, folder and symbolic link below it, with each
/// file's size and checksum and each link's target, read without following links and with names
/// kept as the bytes they are (a name that is not UTF-8 included).
///
/// A test takes one before and one after a command and compares them, to show that nothing
/// outside the command's output changed:
///
/// ```swift
/// let before = try FolderSnapshot(of: directory.path)
/// … run the command …
/// #expect(try FolderSnapshot(of: directory.path).changes(since: before, ignoring: ["out.css"]) == [])
/// ```
public struct FolderSnapshot: Equatable, Sendable {
    /// What is at one path.
    public enum Entry: Equatable, Sendable, CustomStringConvertible {
        /// A regular file: its size and 64-bit FNV-1a checksum.
        case file(size: Int, checksum: UInt64)
        /// A folder.
        case folder
        /// A symbolic link and its target.
        case link(target: String)
        /// Anything else (a FIFO, a socket, a device).
        case other

        /// The entry in words, as a failed comparison shows it: `file of 12 bytes, checksum …`.
        public var description: String {
            switch self {
            case .file(let size, let checksum): "file of \(size) bytes, checksum \(checksum)"
            case .folder: "folder"
            case .link(let target): "link to \(target)"
            case .other: "special file"
            }
        }
    }

    /// A failure to read the tree.
    public struct Failure: Error, CustomStringConvertible {
        /// What could not be read and why, such as `cannot open out.css: Permission denied`.
        public var description: String
    }

    /// Each entry by its path below the root, as bytes: a name that is not UTF-8 is kept as it is.
    public private(set) var entries: [[UInt8]: Entry] = [:]

    /// The listing of the tree at `path`.
    public init(of path: String) throws {
        try add(Array(path.utf8), relative: [])
    }

    /// The paths whose entry differs between `earlier` and this listing (added, removed or
    /// changed), readable (bytes that are not UTF-8 shown as `\xNN`), sorted, leaving out the
    /// paths that are or lie below one of `ignoring`.
    public func changes(since earlier: FolderSnapshot, ignoring: [String] = []) -> [String] {
        let ignored = ignoring.map { Array($0.utf8) }
        func isIgnored(_ path: [UInt8]) -> Bool {
            ignored.contains {
                path == $0 || (path.starts(with: $0) && path.dropFirst($0.count).first == UInt8(ascii: "/"))
            }
        }
        var changed: [String] = []
        for path in Set(entries.keys).union(earlier.entries.keys) where !isIgnored(path) {
            let before = earlier.entries[path]
            let after = entries[path]
            guard before != after else { continue }
            changed.append(
                "\(Self.readable(path)): \(before?.description ?? "absent") → \(after?.description ?? "absent")")
        }
        return changed.sorted()
    }

    /// The entry at `path` below the root (UTF-8), or `nil` when there is none.
    public subscript(path: String) -> Entry? { entries[Array(path.utf8)] }

    /// The paths in the listing, readable, sorted.
    public var paths: [String] { entries.keys.map(Self.readable).sorted() }

    /// `path` as text, each byte that is not part of valid UTF-8 written `\xNN`.
    static func readable(_ path: [UInt8]) -> String {
        if let text = String(validating: path, as: UTF8.self) { return text }
        return path.map { $0 < 0x80 ? String(UnicodeScalar($0)) : "\\x" + String($0, radix: 16, uppercase: true) }
            .joined()
    }

    private mutating func add(_ absolute: [UInt8], relative: [UInt8]) throws {
        var info = stat()
        guard lstat(Self.cPath(absolute), &info) == 0 else {
            throw Failure(description: "cannot read \(Self.readable(absolute)): \(String(cString: strerror(errno)))")
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            if !relative.isEmpty { entries[relative] = .folder }
            for name in try Self.names(in: absolute) {
                try add(
                    absolute + [UInt8(ascii: "/")] + name,
                    relative: relative.isEmpty ? name : relative + [UInt8(ascii: "/")] + name)
            }
        case S_IFLNK:
            var buffer = [CChar](repeating: 0, count: 4096)
            let count = readlink(Self.cPath(absolute), &buffer, buffer.count)
            let target = count < 0 ? [] : buffer[..<count].map { UInt8(bitPattern: $0) }
            entries[relative] = .link(target: Self.readable(target))
        case S_IFREG:
            entries[relative] = try Self.checksum(of: absolute)
        default:
            entries[relative] = .other
        }
    }

    /// The names in the folder at `path`, but `.` and `..`.
    private static func names(in path: [UInt8]) throws -> [[UInt8]] {
        let folder = opendir(cPath(path))
        guard let folder else {
            throw Failure(description: "cannot list \(readable(path)): \(String(cString: strerror(errno)))")
        }
        defer { closedir(folder) }
        var names: [[UInt8]] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in Array(bytes.prefix { $0 != 0 }) }
            if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            names.append(name)
        }
        return names
    }

    /// `path` as a C string, to pass where a C function takes a path.
    private static func cPath(_ path: [UInt8]) -> [CChar] {
        path.map { CChar(bitPattern: $0) } + [0]
    }

    /// The size and FNV-1a checksum of the file at `path`.
    private static func checksum(of path: [UInt8]) throws -> Entry {
        let descriptor = open(cPath(path), O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw Failure(description: "cannot open \(readable(path)): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var size = 0
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(description: "cannot read \(readable(path)): \(String(cString: strerror(errno)))")
            }
            if count == 0 { return .file(size: size, checksum: hash) }
            size += count
            for byte in chunk[..<count] { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        }
    }
}
