/// Where a ``Renderer`` or a ``TerminalSession`` sends its bytes.
///
/// Write the bytes in order, all of them, or as many as the destination takes before it fails;
/// output cannot report errors, because a terminal that has gone away (the window closed, a pipe
/// reader exited) leaves nothing useful to do with them. Conforming types must be safe to call
/// from any thread: a session writes its restoring sequences from the thread that handles a
/// termination signal. A session writes while holding its lock, so an output must not call back
/// into ``TerminalSession``.
public protocol TerminalOutput: Sendable {
    /// Writes bytes, in order.
    func write(_ bytes: [UInt8])
}

extension TerminalOutput {
    /// Writes the UTF-8 bytes of a string.
    public func write(_ text: String) {
        write(Array(text.utf8))
    }
}
