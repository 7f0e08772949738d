#if canImport(Glibc)
    public import Glibc
#elseif canImport(Darwin)
    public import Darwin
#endif

/// A pseudo-terminal pair for tests: the `terminal` end behaves like a real terminal (termios,
/// window size), and what is written to the `controller` end arrives there as typed input.
///
/// Made with `posix_openpt`, `grantpt`, `unlockpt` and `ptsname_r`, then `open` of the terminal
/// end; neither end becomes the controlling terminal of the test process. Swift's Glibc module
/// does not declare those four functions (glibc guards them with `_XOPEN_SOURCE`), so they are
/// looked up in the C library with `dlsym`.
public final class PseudoTerminal {
    /// A system call that failed while the pair was made.
    public struct Failure: Error, CustomStringConvertible {
        /// The call, such as `grantpt`.
        public let call: String
        /// The `errno` the call left.
        public let errno: Int32
        /// The call and its `errno`, as a failed test shows them.
        public var description: String { "\(call) failed with errno \(errno)" }

        init(call: String, errno: Int32) {
            self.call = call
            self.errno = errno
        }
    }

    /// The controller ("master") end: write here to type, read here to see output.
    public let controller: Int32
    /// The terminal ("slave") end: what a session is given.
    public let terminal: Int32
    /// The path of the terminal end, such as `/dev/pts/3`.
    public let path: String

    /// Opens a new pair, both ends read-write and neither the controlling terminal.
    ///
    /// - Throws: A ``Failure`` naming the call that failed.
    public init() throws {
        let functions = try PseudoTerminalFunctions()
        controller = functions.posixOpenpt(O_RDWR | O_NOCTTY)
        guard controller >= 0 else { throw Failure(call: "posix_openpt", errno: errno) }
        guard functions.grantpt(controller) == 0 else { throw Failure(call: "grantpt", errno: errno) }
        guard functions.unlockpt(controller) == 0 else { throw Failure(call: "unlockpt", errno: errno) }
        var name = [CChar](repeating: 0, count: 256)
        guard functions.ptsnameR(controller, &name, name.count) == 0 else {
            throw Failure(call: "ptsname_r", errno: errno)
        }
        path = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        terminal = open(path, O_RDWR | O_NOCTTY)
        guard terminal >= 0 else { throw Failure(call: "open(\(path))", errno: errno) }
    }

    /// Whether ``closeController()`` has closed the controller end already.
    private var controllerIsClosed = false

    deinit {
        close(terminal)
        if !controllerIsClosed { close(controller) }
    }

    /// Closes the controller end, as a terminal emulator does when its window closes; the
    /// terminal end then reads end of file. The pair closes it only once: a second `close` of the
    /// same number would close whatever file another test has opened since under that number.
    public func closeController() {
        guard !controllerIsClosed else { return }
        controllerIsClosed = true
        close(controller)
    }

    /// The terminal end's current attributes.
    public var attributes: termios {
        var attributes = termios()
        tcgetattr(terminal, &attributes)
        return attributes
    }

    /// Whether all of `flags` are set in the terminal end's local modes (`c_lflag`).
    public func localModes(contain flags: Int32) -> Bool {
        attributes.c_lflag & tcflag_t(flags) == tcflag_t(flags)
    }

    /// Whether none of `flags` are set in the terminal end's local modes.
    public func localModes(exclude flags: Int32) -> Bool {
        attributes.c_lflag & tcflag_t(flags) == 0
    }

    /// Sets the window size, as a terminal emulator does when its window is resized.
    public func setWindowSize(width: Int, height: Int) {
        var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        _ = withUnsafeMutablePointer(to: &size) { ioctl(controller, UInt(TIOCSWINSZ), $0) }
    }

    /// Types bytes at the terminal.
    public func type(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
    }

    /// Types text at the terminal.
    public func type(_ text: String) {
        type(Array(text.utf8))
    }

    /// Reads what was written to the terminal end until the text read so far contains `marker`, or
    /// the time runs out; returns everything read.
    public func readOutput(until marker: String, timeout: Duration) -> String {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var bytes: [UInt8] = []
        while !String(decoding: bytes, as: UTF8.self).contains(marker), clock.now < deadline {
            var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 50) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 1024)
            let count = chunk.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += chunk.prefix(count)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// The pseudo-terminal functions of the C library, found with `dlsym`.
private struct PseudoTerminalFunctions {
    typealias OpenFunction = @convention(c) (Int32) -> Int32
    typealias DescriptorFunction = @convention(c) (Int32) -> Int32
    typealias NameFunction = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32

    let posixOpenpt: OpenFunction
    let grantpt: DescriptorFunction
    let unlockpt: DescriptorFunction
    let ptsnameR: NameFunction

    init() throws {
        let library = dlopen(nil, RTLD_NOW)
        func lookUp<Function>(_ name: String, as type: Function.Type) throws -> Function {
            guard let symbol = dlsym(library, name) else {
                throw PseudoTerminal.Failure(call: "dlsym(\(name))", errno: 0)
            }
            return unsafeBitCast(symbol, to: type)
        }
        posixOpenpt = try lookUp("posix_openpt", as: OpenFunction.self)
        grantpt = try lookUp("grantpt", as: DescriptorFunction.self)
        unlockpt = try lookUp("unlockpt", as: DescriptorFunction.self)
        ptsnameR = try lookUp("ptsname_r", as: NameFunction.self)
    }
}

/// Compares the four mode fields of two sets of terminal attributes.
public func sameModes(_ first: termios, _ second: termios) -> Bool {
    first.c_iflag == second.c_iflag && first.c_oflag == second.c_oflag && first.c_cflag == second.c_cflag
        && first.c_lflag == second.c_lflag
}
