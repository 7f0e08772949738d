import Synchronization

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Ownership of the terminal for a full-screen app: raw input, the alternate screen, a hidden
/// cursor, and the guarantee that the terminal is given back as it was found.
///
/// ```swift
/// guard TerminalSession.standardStreamsAreTerminals else {
///     print(buffer.snapshot)   // piped or redirected: print one frame as text
///     return
/// }
/// try TerminalSession.withTerminal { terminal in
///     let renderer = Renderer(output: terminal.output, colorMode: .current)
///     var size = try terminal.size()
///     while true {
///         renderer.render(draw(size))
///         switch try terminal.nextEvent(timeout: .seconds(1)) {
///         case .key(.character("q")), .key(.control("c")): return
///         case .resize(let width, let height): size = TerminalSize(width: width, height: height)
///         default: continue
///         }
///     }
/// }
/// ```
///
/// ## Entering and leaving
/// ``enter()`` saves the terminal's attributes (termios), switches to raw mode, switches to the
/// alternate screen (`CSI ?1049h`) and hides the cursor (`CSI ?25l`). ``leave()`` resets the
/// colors and attributes, ends any synchronized update, shows the cursor, leaves the alternate
/// screen and restores the saved attributes. Leaving is idempotent, and happens however the app
/// ends:
/// - when the body of ``withTerminal(fileDescriptor:output:_:)`` returns or throws;
/// - when the session is deinitialized, and when the app calls `exit()` (an `atexit` handler);
/// - on SIGINT, SIGTERM and SIGHUP, after which the process exits with status 128 + the signal
///   number (130, 143, 129), as a shell reports a process killed by the signal.
///
/// A crash (a trap, SIGSEGV, SIGKILL) cannot be caught this way; `reset` or `stty sane` repairs the
/// terminal then.
///
/// ## Ctrl-C
/// Raw mode turns `ISIG` off, so Ctrl-C, Ctrl-Z and Ctrl-\ arrive as keys (``Key/control(_:)``
/// with `"c"`, `"z"`, `"\\"`) instead of signals; the app decides what they do, and a quit key
/// leaves through the same path as any other. SIGINT sent from elsewhere (`kill -INT`) still
/// restores the terminal and exits with 130.
///
/// ## Threads
/// Only one session can be active in a process. A session is used from one thread, usually the
/// main thread; the termination-signal path runs on a background thread and synchronizes with
/// ``leave()`` through a lock, so the terminal is restored exactly once.
public final class TerminalSession {
    /// The terminal's input, whose attributes the session changes and whose window size it reads.
    public let fileDescriptor: Int32

    /// Where the session writes its escape sequences; give the same output to a ``Renderer``.
    public let output: any TerminalOutput

    /// How long a lone ESC byte waits for more bytes before it counts as the Escape key, rather
    /// than the start of an arrow key's sequence. 50 ms by default: sequences from a terminal
    /// arrive together, while a person cannot type two keys that fast.
    public var escapeDelay: Duration = .milliseconds(50)

    var decoder = KeyDecoder()
    var queuedKeys: [Key] = []

    /// Creates a session for a terminal; nothing changes until ``enter()``.
    ///
    /// - Parameters:
    ///   - fileDescriptor: The terminal to read keys from and set to raw mode; standard input (0)
    ///     unless given.
    ///   - output: Where to write; standard output unless given.
    public init(fileDescriptor: Int32 = 0, output: any TerminalOutput = FileDescriptorOutput.standardOutput) {
        self.fileDescriptor = fileDescriptor
        self.output = output
    }

    deinit {
        leave()
    }

    /// Runs `body` with the terminal in a session, leaving it afterwards whether `body` returns or
    /// throws.
    ///
    /// - Throws: A ``TerminalError`` if the session cannot start, or what `body` throws.
    public static func withTerminal<Result>(
        fileDescriptor: Int32 = 0,
        output: any TerminalOutput = FileDescriptorOutput.standardOutput,
        _ body: (TerminalSession) throws -> Result
    ) throws -> Result {
        let session = TerminalSession(fileDescriptor: fileDescriptor, output: output)
        try session.enter()
        defer { session.leave() }
        return try body(session)
    }

    // MARK: - Entering and leaving

    /// Whether this session is active: entered, and not yet left.
    public var isActive: Bool {
        Self.active.withLock { $0?.owner == ObjectIdentifier(self) }
    }

    /// Saves the terminal's attributes, switches to raw mode and the alternate screen, hides the
    /// cursor, and installs the signal handlers that restore all of it.
    ///
    /// Entering an active session does nothing.
    ///
    /// - Throws: ``TerminalError/notATerminal(fileDescriptor:)`` when ``fileDescriptor`` is not a
    ///   terminal, ``TerminalError/alreadyActive`` when another session is active, or
    ///   ``TerminalError/systemCallFailed(name:errno:)``; the terminal is unchanged then.
    public func enter() throws(TerminalError) {
        let owner = ObjectIdentifier(self)
        try Self.active.withLock { active throws(TerminalError) in
            if let active {
                if active.owner == owner { return }
                throw .alreadyActive
            }
            guard POSIX.isTerminal(fileDescriptor) else { throw .notATerminal(fileDescriptor: fileDescriptor) }
            let saved = try POSIX.attributes(of: fileDescriptor)
            try SignalRelay.install()
            do throws(TerminalError) {
                try POSIX.setAttributes(POSIX.rawAttributes(from: saved), of: fileDescriptor)
            } catch {
                SignalRelay.uninstall()
                throw error
            }
            output.write(Self.enterSequence)
            active = ActiveTerminal(owner: owner, fileDescriptor: fileDescriptor, saved: saved, output: output)
        }
        decoder = KeyDecoder()
        queuedKeys = []
    }

    /// Gives the terminal back as ``enter()`` found it: resets colors and attributes, shows the
    /// cursor, leaves the alternate screen, restores the saved attributes and the previous signal
    /// handlers.
    ///
    /// Leaving a session that is not active does nothing, so it is safe to call more than once.
    public func leave() {
        let owner = ObjectIdentifier(self)
        Self.active.withLock { active in
            guard let terminal = active, terminal.owner == owner else { return }
            terminal.restore()
            active = nil
        }
    }

    /// Restores whichever session is active; for the signal watcher and `atexit`.
    static func restoreActiveTerminal() {
        active.withLock { active in
            active?.restore()
            active = nil
        }
    }

    /// The active session's saved state, reachable from the signal watcher. The lock is held while
    /// a session enters or leaves, so a signal that arrives meanwhile restores after it.
    private static let active = Mutex<ActiveTerminal?>(nil)

    /// What entering writes: alternate screen, hidden cursor (xterm's DEC private modes 1049, 25).
    static let enterSequence = ControlSequence.enterAlternateScreen + ControlSequence.hideCursor

    /// What leaving writes: SGR reset, end of any synchronized update a frame left open, cursor
    /// shown, back to the normal screen.
    static let leaveSequence =
        ControlSequence.resetAttributes + ControlSequence.endSynchronizedUpdate + ControlSequence.showCursor
        + ControlSequence.leaveAlternateScreen

    // MARK: - The terminal

    /// The terminal's window size, in columns and rows; 0 by 0 when the terminal does not know it.
    ///
    /// - Throws: ``TerminalError/systemCallFailed(name:errno:)`` when ``fileDescriptor`` is not a
    ///   terminal.
    public func size() throws(TerminalError) -> TerminalSize {
        try POSIX.windowSize(of: fileDescriptor)
    }

    /// Whether a file descriptor is a terminal (`isatty(3)`).
    public static func isTerminal(_ fileDescriptor: Int32) -> Bool {
        POSIX.isTerminal(fileDescriptor)
    }

    /// Whether both standard input and standard output are terminals: when they are not, input or
    /// output is redirected, and an app should not start a session but print a snapshot instead.
    public static var standardStreamsAreTerminals: Bool {
        isTerminal(0) && isTerminal(1)
    }
}

/// What leaving a session restores, kept where the signal watcher can reach it.
private struct ActiveTerminal: Sendable {
    let owner: ObjectIdentifier
    let fileDescriptor: Int32
    let saved: termios
    let output: any TerminalOutput

    /// Writes the leaving sequences and restores the attributes and signal handlers. Failures are
    /// ignored: there is nothing better to do with a terminal that is already gone.
    func restore() {
        output.write(TerminalSession.leaveSequence)
        try? POSIX.setAttributes(saved, of: fileDescriptor)
        SignalRelay.uninstall()
    }
}
