import Foundation
import Synchronization

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Carries signals out of the signal handler, where almost nothing is allowed, to ordinary code,
/// with the self-pipe technique.
///
/// While a ``TerminalSession`` is active, `sigaction(2)` handlers for SIGINT, SIGTERM, SIGHUP and
/// SIGWINCH do the one thing a handler may safely do: `write(2)` the signal number into a pipe.
/// - SIGWINCH goes into the *resize pipe*, which the session's event reader polls next to the
///   terminal, so a resize wakes it as a ``TerminalEvent/resize(width:height:)``.
/// - SIGINT, SIGTERM and SIGHUP go into the *termination pipe*, which a watcher thread reads: it
///   restores the terminal and ends the process with status 128 + the signal number, as a shell
///   reports a process killed by that signal. This works whatever the main thread is doing,
///   reading keys or not.
///
/// The pipes and the thread are made once, on first use, and live as long as the process, so the
/// handler never sees a descriptor that has been closed or reused. The handler reads the write
/// ends from atomics, which are lock-free and so safe in a signal handler; the pipes are
/// non-blocking, so a full pipe drops the byte instead of blocking the handler.
enum SignalRelay {
    /// The signals that end the process after the terminal is restored.
    static let terminationSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// The write end of the resize pipe, for the handler; -1 before the pipes exist.
    fileprivate static let resizeWriteEnd = Atomic<Int32>(-1)
    /// The write end of the termination pipe, for the handler; -1 before the pipes exist.
    fileprivate static let terminationWriteEnd = Atomic<Int32>(-1)

    /// The read end of the resize pipe, which event readers poll; -1 before the pipes exist.
    static var resizeReadEnd: Int32 { state.withLock { $0.resizeReadEnd } }

    /// What ends the process after a termination signal, with the signal number. Tests replace it
    /// to observe the termination without exiting.
    static let terminationAction = Mutex<@Sendable (Int32) -> Void>({ signal in exit(128 + signal) })

    private struct State {
        var resizeReadEnd: Int32 = -1
        var isSetUp = false
        /// The handlers that were in place before ``install()``, to put back in ``uninstall()``.
        var previousActions: [Int32: sigaction] = [:]
    }

    private static let state = Mutex(State())

    /// Routes the signals to the pipes, making the pipes and the watcher thread on first use.
    static func install() throws(TerminalError) {
        try state.withLock { state throws(TerminalError) in
            if !state.isSetUp {
                state.resizeReadEnd = try setUp()
                state.isSetUp = true
            }
            drain(state.resizeReadEnd)  // resizes from before this session are not news
            guard state.previousActions.isEmpty else { return }
            for signal in terminationSignals + [SIGWINCH] {
                var action = sigaction()
                #if canImport(Darwin)
                    action.__sigaction_u.__sa_handler = relaySignal
                #else
                    action.__sigaction_handler.sa_handler = relaySignal
                #endif
                sigemptyset(&action.sa_mask)
                action.sa_flags = SA_RESTART
                var previous = sigaction()
                sigaction(signal, &action, &previous)
                state.previousActions[signal] = previous
            }
            unblockSignalsOnThisThread()
        }
    }

    /// Unblocks the relayed signals for the calling thread. A signal mask survives `exec`, so a
    /// program started by a parent that blocks signals (some supervisors and test runners do)
    /// would otherwise never receive SIGTERM or SIGWINCH; the kernel delivers a process signal to
    /// a thread that does not block it, which after this includes the one that entered the session.
    private static func unblockSignalsOnThisThread() {
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in terminationSignals + [SIGWINCH] {
            sigaddset(&signals, signal)
        }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    /// Puts back the handlers that were in place before ``install()``.
    static func uninstall() {
        state.withLock { state in
            for (signal, previous) in state.previousActions {
                var previous = previous
                sigaction(signal, &previous, nil)
            }
            state.previousActions = [:]
        }
    }

    /// Reads and discards everything waiting in the resize pipe; returns whether there was any.
    @discardableResult
    static func drainResizePipe() -> Bool {
        drain(resizeReadEnd)
    }

    /// Makes both pipes and starts the watcher thread; returns the resize pipe's read end.
    private static func setUp() throws(TerminalError) -> Int32 {
        let resize = try makePipe(readEndBlocks: false)
        let termination = try makePipe(readEndBlocks: true)
        resizeWriteEnd.store(resize.writeEnd, ordering: .releasing)
        terminationWriteEnd.store(termination.writeEnd, ordering: .releasing)
        let readEnd = termination.readEnd
        Thread.detachNewThread { watchTerminations(readEnd) }
        // Also restore the terminal when the app calls exit() while a session is active.
        atexit { TerminalSession.restoreActiveTerminal() }
        return resize.readEnd
    }

    /// Blocks reading termination signals forever; for each, restores the terminal and ends the
    /// process.
    private static func watchTerminations(_ readEnd: Int32) {
        var byte: UInt8 = 0
        while true {
            let count = read(readEnd, &byte, 1)
            if count == 1 {
                TerminalSession.restoreActiveTerminal()
                let action = terminationAction.withLock { $0 }
                action(Int32(byte))
            } else if count < 0, errno == EINTR {
                continue
            } else {
                return
            }
        }
    }

    /// A pipe whose ends are closed on `exec` and whose write end does not block.
    private static func makePipe(readEndBlocks: Bool) throws(TerminalError) -> (readEnd: Int32, writeEnd: Int32) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw .systemCallFailed(name: "pipe", errno: errno) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        if !readEndBlocks { _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK) }
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        return (ends[0], ends[1])
    }

    @discardableResult
    private static func drain(_ readEnd: Int32) -> Bool {
        guard readEnd >= 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 64)
        var drained = false
        while buffer.withUnsafeMutableBytes({ read(readEnd, $0.baseAddress, $0.count) }) > 0 {
            drained = true
        }
        return drained
    }
}

/// The signal handler: writes the signal number into its pipe and nothing else, keeping `errno`
/// as it found it. Only async-signal-safe operations (an atomic load and `write(2)`) happen here.
private func relaySignal(_ signal: Int32) {
    let savedErrno = errno
    let writeEnd =
        signal == SIGWINCH
        ? SignalRelay.resizeWriteEnd.load(ordering: .acquiring)
        : SignalRelay.terminationWriteEnd.load(ordering: .acquiring)
    if writeEnd >= 0 {
        var byte = UInt8(truncatingIfNeeded: signal)
        _ = write(writeEnd, &byte, 1)
    }
    errno = savedErrno
}
