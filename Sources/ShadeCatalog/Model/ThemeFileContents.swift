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
package enum ThemeFileContents {
    /// The bytes of the regular file at `path`, or why they cannot be read: `there is no such
    /// file`, `it is a folder, not a file`, `it is not a regular file (a device, a pipe or a
    /// socket)`, `the file is 9000000 bytes; the largest read is 8388608 bytes (8 MiB)`, or the
    /// system's reason.
    package static func bytes(atPath path: String) -> Result<[UInt8], Problem> {
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
        // The size can change while the file is read: read until the end, but never past the
        // limit. The bytes are read straight into the result, one byte more than the size so
        // that the end is usually seen by the first read.
        var bytes = [UInt8](repeating: 0, count: min(max(Int(info.st_size), 0), limit) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard count <= limit else { return .failure(tooLarge(count)) }
                bytes += repeatElement(0, count: min(max(count, 4096), limit + 1 - count))
            }
            let received = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if received < 0 {
                if errno == EINTR { continue }
                return .failure(Problem("it cannot be read (\(String(cString: strerror(errno))))"))
            }
            if received == 0 {
                bytes.removeLast(bytes.count - count)
                return .success(bytes)
            }
            count += received
            if count > limit { return .failure(tooLarge(count)) }
        }
    }

    /// Why a file cannot be read, as a clause for a diagnostic.
    package struct Problem: Error, Hashable, Sendable {
        /// The reason, as a clause: `there is no such file`.
        package var reason: String

        init(_ reason: String) {
            self.reason = reason
        }
    }

    private static func tooLarge(_ size: Int) -> Problem {
        Problem("the file is \(size) bytes or more; the largest read is \(JSONReader.maximumSize) bytes (8 MiB)")
    }
}
