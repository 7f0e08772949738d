import ShadeJSON

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Reads a theme file's bytes, refusing what no reader should wait for or hold in memory.
///
/// A path in a theme file (a resolver's `$ref`) or in a catalog's folders may name anything: a
/// file of gigabytes, `/dev/zero`, a pipe that no one writes to. Only a regular file is read,
/// without blocking on the open, and only up to ``JSONReader/maximumSize`` (8 MiB), the largest
/// document the JSON reader accepts; anything else is a reason a diagnostic can give.
enum ThemeFileContents {
    /// The bytes of the regular file at `path`, or why they cannot be read: `there is no such
    /// file`, `it is a folder, not a file`, `it is not a regular file (a device, a pipe or a
    /// socket)`, `the file is 9000000 bytes; the largest read is 8388608 bytes (8 MiB)`, or the
    /// system's reason.
    static func bytes(atPath path: String) -> Result<[UInt8], Problem> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { return .failure(Problem("there is no such file")) }
            return .failure(Problem("it cannot be read (\(String(cString: strerror(code))))"))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            return .failure(Problem("it cannot be read (\(String(cString: strerror(errno))))"))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failure(Problem("it is a folder, not a file"))
        default: return .failure(Problem("it is not a regular file (a device, a pipe or a socket)"))
        }
        let limit = JSONReader.maximumSize
        guard Int(info.st_size) <= limit else { return .failure(tooLarge(Int(info.st_size))) }
        // The size can change while the file is read: read until the end, but never past the limit.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(Problem("it cannot be read (\(String(cString: strerror(errno))))"))
            }
            if count == 0 { return .success(bytes) }
            bytes += chunk[..<count]
            if bytes.count > limit { return .failure(tooLarge(bytes.count)) }
        }
    }

    /// Why a file cannot be read, as a clause for a diagnostic.
    struct Problem: Error, Hashable, Sendable {
        var reason: String

        init(_ reason: String) {
            self.reason = reason
        }
    }

    private static func tooLarge(_ size: Int) -> Problem {
        Problem("the file is \(size) bytes or more; the largest read is \(JSONReader.maximumSize) bytes (8 MiB)")
    }
}
