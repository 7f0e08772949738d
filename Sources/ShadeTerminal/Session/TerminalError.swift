/// The error thrown when the terminal cannot be set up or read.
public enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file descriptor is not a terminal: input or output is redirected to a file or pipe.
    /// An app can draw a single ``ScreenBuffer/snapshot`` instead.
    case notATerminal(fileDescriptor: Int32)
    /// Another ``TerminalSession`` is active in this process; only one can own the terminal.
    case alreadyActive
    /// A system call failed, with the `errno` it set.
    case systemCallFailed(name: String, errno: Int32)
    /// The terminal's input ended: the terminal was closed or the input reached end of file.
    case endOfInput

    /// A sentence for an error message.
    public var description: String {
        switch self {
        case .notATerminal(let fileDescriptor):
            return "file descriptor \(fileDescriptor) is not a terminal"
        case .alreadyActive:
            return "another terminal session is already active in this process"
        case .systemCallFailed(let name, let errno):
            return "\(name) failed: \(POSIX.errorMessage(errno)) (errno \(errno))"
        case .endOfInput:
            return "the terminal's input ended"
        }
    }
}
