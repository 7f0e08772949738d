#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The terminal system calls the session needs, retried after `EINTR` and turned into
/// ``TerminalError``s.
enum POSIX {
    /// Whether the descriptor refers to a terminal (`isatty(3)`).
    static func isTerminal(_ fileDescriptor: Int32) -> Bool {
        isatty(fileDescriptor) == 1
    }

    /// The terminal attributes of a descriptor (`tcgetattr(3)`).
    static func attributes(of fileDescriptor: Int32) throws(TerminalError) -> termios {
        var attributes = termios()
        try retrying("tcgetattr") { tcgetattr(fileDescriptor, &attributes) }
        return attributes
    }

    /// Sets the terminal attributes of a descriptor (`tcsetattr(3)` with `TCSAFLUSH`: after the
    /// output written so far has been sent, discarding input not yet read, so keys typed during the
    /// change are not misread).
    static func setAttributes(_ attributes: termios, of fileDescriptor: Int32) throws(TerminalError) {
        var attributes = attributes
        try retrying("tcsetattr") { tcsetattr(fileDescriptor, TCSAFLUSH, &attributes) }
    }

    /// The attributes of raw mode, as `cfmakeraw(3)` sets them: no echo, no line editing
    /// (`ICANON`), no signals from Ctrl-C, Ctrl-Z or Ctrl-\ (`ISIG`), no Ctrl-V (`IEXTEN`), no
    /// flow control (`IXON`), no CR-to-NL translation (`ICRNL`), no output processing (`OPOST`),
    /// 8-bit characters; and reads that return as soon as one byte is there (`VMIN` 1, `VTIME` 0).
    static func rawAttributes(from attributes: termios) -> termios {
        var raw = attributes
        raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 1
            controlCharacters[Int(VTIME)] = 0
        }
        return raw
    }

    /// The window size of a terminal (`ioctl(2)` with `TIOCGWINSZ`).
    static func windowSize(of fileDescriptor: Int32) throws(TerminalError) -> TerminalSize {
        var size = winsize()
        try retrying("ioctl(TIOCGWINSZ)") {
            withUnsafeMutablePointer(to: &size) { ioctl(fileDescriptor, UInt(TIOCGWINSZ), $0) }
        }
        return TerminalSize(width: Int(size.ws_col), height: Int(size.ws_row))
    }

    /// Waits with `poll(2)` until one of the descriptors is readable or the timeout passes, and
    /// returns which are readable (or have hung up or failed, which a read then reports). A negative
    /// descriptor is ignored; a `nil` timeout waits without limit.
    static func waitForInput(on descriptors: [Int32], timeout: Duration?) throws(TerminalError) -> [Bool] {
        let clock = ContinuousClock()
        let deadline = timeout.map { clock.now + $0 }
        var polled = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        while true {
            let milliseconds = deadline.map { Self.milliseconds(clock.now.duration(to: $0)) } ?? -1
            let result = poll(&polled, nfds_t(polled.count), milliseconds)
            if result >= 0 {
                return polled.map { $0.revents & Int16(POLLIN | POLLHUP | POLLERR | POLLNVAL) != 0 }
            }
            guard errno == EINTR else { throw .systemCallFailed(name: "poll", errno: errno) }
        }
    }

    /// Reads what is available from a descriptor, up to `limit` bytes: empty at the end of input or
    /// when the terminal has hung up, `nil` when a non-blocking descriptor has nothing to read.
    static func read(from fileDescriptor: Int32, limit: Int = 4096) throws(TerminalError) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: limit)
        while true {
            #if canImport(Darwin)
                let count = bytes.withUnsafeMutableBytes { Darwin.read(fileDescriptor, $0.baseAddress, limit) }
            #elseif canImport(Glibc)
                let count = bytes.withUnsafeMutableBytes { Glibc.read(fileDescriptor, $0.baseAddress, limit) }
            #else
                let count = bytes.withUnsafeMutableBytes { Musl.read(fileDescriptor, $0.baseAddress, limit) }
            #endif
            if count >= 0 { return Array(bytes.prefix(count)) }
            if errno == EINTR { continue }
            if errno == EAGAIN || errno == EWOULDBLOCK { return nil }
            if errno == EIO { return [] }  // the terminal has hung up
            throw .systemCallFailed(name: "read", errno: errno)
        }
    }

    /// The time rounded up to whole milliseconds for `poll(2)`, so a wait never ends early.
    static func milliseconds(_ duration: Duration) -> Int32 {
        guard duration > .zero else { return 0 }
        let (seconds, attoseconds) = duration.components
        let milliseconds = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: milliseconds)
    }

    /// `strerror(3)`'s message for an error number.
    static func errorMessage(_ number: Int32) -> String {
        strerror(number).map { String(cString: $0) } ?? "error \(number)"
    }

    private static func retrying(_ name: String, _ call: () -> Int32) throws(TerminalError) {
        while call() == -1 {
            guard errno == EINTR else { throw .systemCallFailed(name: name, errno: errno) }
        }
    }
}
