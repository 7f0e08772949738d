#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Output to a file descriptor, such as standard output, with `write(2)`.
///
/// Each call writes all of its bytes, retrying after partial writes and interruptions, and waiting
/// with `poll(2)` when a non-blocking descriptor is full; it stops quietly at any other error.
public struct FileDescriptorOutput: TerminalOutput {
    /// The descriptor written to; not closed by this type.
    public let fileDescriptor: Int32

    /// Creates an output for a descriptor the caller keeps open.
    public init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    /// Standard output, descriptor 1.
    public static let standardOutput = FileDescriptorOutput(fileDescriptor: 1)

    /// Writes all of `bytes`, retrying after interruptions and partial writes.
    public func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            // Only an empty buffer has no address, and then there is nothing to write.
            guard let start = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                #if canImport(Darwin)
                    let written = Darwin.write(fileDescriptor, start + offset, buffer.count - offset)
                #elseif canImport(Glibc)
                    let written = Glibc.write(fileDescriptor, start + offset, buffer.count - offset)
                #else
                    let written = Musl.write(fileDescriptor, start + offset, buffer.count - offset)
                #endif
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR {
                    continue
                } else if written < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                    var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&descriptor, 1, -1)
                } else {
                    return
                }
            }
        }
    }
}
