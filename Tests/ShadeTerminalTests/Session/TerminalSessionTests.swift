import ShadeTestSupport
import Synchronization
import Testing

@testable import ShadeTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Sessions own process-wide state (one active session, signal handlers), so these run one at a
/// time, each on a fresh pseudo-terminal.
@Suite("Terminal sessions on a pseudo-terminal", .serialized)
struct TerminalSessionTests {
    let pty: PseudoTerminal
    let output = MemoryOutput()

    init() throws {
        pty = try PseudoTerminal()
    }

    func makeSession() -> TerminalSession {
        TerminalSession(fileDescriptor: pty.terminal, output: output)
    }

    static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l"
    static let leaveSequence = "\u{1B}[0m\u{1B}[?2026l\u{1B}[?25h\u{1B}[?1049l"

    // MARK: - Entering and leaving

    @Test func enterSwitchesToRawModeAndLeaveRestoresTheAttributes() throws {
        let before = pty.attributes
        #expect(pty.localModes(contain: ECHO | ICANON | ISIG))
        let session = makeSession()
        try session.enter()
        #expect(session.isActive)
        #expect(pty.localModes(exclude: ECHO | ICANON | ISIG | IEXTEN))
        #expect(pty.attributes.c_oflag & tcflag_t(OPOST) == 0)
        session.leave()
        #expect(!session.isActive)
        #expect(pty.localModes(contain: ECHO | ICANON | ISIG))
        #expect(sameModes(pty.attributes, before))
    }

    @Test func enterAndLeaveWriteTheScreenSequences() throws {
        let session = makeSession()
        try session.enter()
        #expect(output.text == Self.enterSequence)
        session.leave()
        #expect(output.text == Self.enterSequence + Self.leaveSequence)
    }

    @Test func leaveIsIdempotent() throws {
        let before = pty.attributes
        let session = makeSession()
        session.leave()
        #expect(output.bytes.isEmpty)
        try session.enter()
        session.leave()
        session.leave()
        #expect(output.text == Self.enterSequence + Self.leaveSequence)
        #expect(sameModes(pty.attributes, before))
    }

    @Test func enteringTwiceKeepsTheFirstSavedAttributes() throws {
        let before = pty.attributes
        let session = makeSession()
        try session.enter()
        try session.enter()
        session.leave()
        #expect(output.text == Self.enterSequence + Self.leaveSequence)
        #expect(sameModes(pty.attributes, before))
    }

    @Test func withTerminalLeavesWhenTheBodyThrows() throws {
        struct Quit: Error {}
        let before = pty.attributes
        #expect(throws: Quit.self) {
            try TerminalSession.withTerminal(fileDescriptor: pty.terminal, output: output) { session in
                #expect(session.isActive)
                #expect(pty.localModes(exclude: ECHO | ICANON))
                throw Quit()
            }
        }
        #expect(sameModes(pty.attributes, before))
        #expect(output.text == Self.enterSequence + Self.leaveSequence)
    }

    @Test func withTerminalLeavesWhenTheBodyReturns() throws {
        let before = pty.attributes
        let answer = try TerminalSession.withTerminal(fileDescriptor: pty.terminal, output: output) { _ in 42 }
        #expect(answer == 42)
        #expect(sameModes(pty.attributes, before))
        #expect(output.text.hasSuffix(Self.leaveSequence))
    }

    @Test func releasingAnActiveSessionLeavesIt() throws {
        let before = pty.attributes
        do {
            let session = makeSession()
            try session.enter()
            #expect(pty.localModes(exclude: ECHO))
        }
        #expect(sameModes(pty.attributes, before))
        #expect(output.text.hasSuffix(Self.leaveSequence))
    }

    @Test func onlyOneSessionCanBeActive() throws {
        let first = makeSession()
        try first.enter()
        defer { first.leave() }
        let other = try PseudoTerminal()
        let second = TerminalSession(fileDescriptor: other.terminal, output: MemoryOutput())
        #expect(throws: TerminalError.alreadyActive) { try second.enter() }
        #expect(other.localModes(contain: ECHO | ICANON))
    }

    @Test func aPipeIsNotATerminal() throws {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { ends.forEach { close($0) } }
        #expect(!TerminalSession.isTerminal(ends[0]))
        #expect(TerminalSession.isTerminal(pty.terminal))
        let session = TerminalSession(fileDescriptor: ends[0], output: output)
        #expect(throws: TerminalError.notATerminal(fileDescriptor: ends[0])) { try session.enter() }
        #expect(output.bytes.isEmpty)
        #expect(!session.isActive)
    }

    @Test func sizeIsTheWindowSize() throws {
        pty.setWindowSize(width: 100, height: 30)
        #expect(try makeSession().size() == TerminalSize(width: 100, height: 30))
    }

    // MARK: - Events

    @Test func keysTypedAtTheTerminalBecomeEventsInOrder() throws {
        let session = makeSession()
        try session.enter()
        defer { session.leave() }
        pty.type("j\u{1B}[A日\r")
        #expect(try session.nextEvent(timeout: .seconds(5)) == .key(.character("j")))
        #expect(try session.nextEvent(timeout: .seconds(5)) == .key(.up))
        #expect(try session.nextEvent(timeout: .seconds(5)) == .key(.character("日")))
        #expect(try session.nextEvent(timeout: .seconds(5)) == .key(.enter))
    }

    @Test func ctrlCIsAKeyNotASignal() throws {
        let session = makeSession()
        try session.enter()
        defer { session.leave() }
        pty.type([0x03])
        #expect(try session.nextEvent(timeout: .seconds(5)) == .key(.control("c")))
    }

    @Test func loneEscapeIsReportedAfterTheEscapeDelay() throws {
        let session = makeSession()
        session.escapeDelay = .milliseconds(30)
        try session.enter()
        defer { session.leave() }
        pty.type([0x1B])
        let clock = ContinuousClock()
        let start = clock.now
        #expect(try session.nextEvent(timeout: .seconds(5)) == .key(.escape))
        #expect(start.duration(to: clock.now) >= .milliseconds(30))
    }

    @Test func nextEventReturnsNilWhenTheTimeoutPasses() throws {
        let session = makeSession()
        try session.enter()
        defer { session.leave() }
        let clock = ContinuousClock()
        let start = clock.now
        #expect(try session.nextEvent(timeout: .milliseconds(40)) == nil)
        #expect(start.duration(to: clock.now) >= .milliseconds(40))
    }

    @Test func resizeSignalBecomesAResizeEventWithTheNewSize() throws {
        let session = makeSession()
        try session.enter()
        defer { session.leave() }
        pty.setWindowSize(width: 132, height: 43)
        kill(getpid(), SIGWINCH)
        #expect(try session.nextEvent(timeout: .seconds(5)) == .resize(width: 132, height: 43))
        #expect(try session.nextEvent(timeout: .milliseconds(20)) == nil)  // one signal, one event
    }

    @Test func closedTerminalEndsTheInput() throws {
        let pty = try PseudoTerminal()
        let session = TerminalSession(fileDescriptor: pty.terminal, output: output)
        try session.enter()
        defer { session.leave() }
        pty.closeController()
        #expect(throws: TerminalError.endOfInput) { try session.nextEvent(timeout: .seconds(5)) }
    }

    // MARK: - Termination signals

    @Test(arguments: [(SIGINT, 130), (SIGTERM, 143), (SIGHUP, 129)] as [(Int32, Int32)])
    func terminationSignalRestoresTheTerminalThenEndsWith128PlusTheSignal(signal: Int32, status: Int32) async throws {
        let recorded = Mutex<Int32?>(nil)
        let previousAction = SignalRelay.terminationAction.withLock { action in
            defer { action = { signal in recorded.withLock { $0 = 128 + signal } } }
            return action
        }
        defer { SignalRelay.terminationAction.withLock { $0 = previousAction } }
        let before = pty.attributes
        let session = makeSession()
        try session.enter()
        defer { session.leave() }

        kill(getpid(), signal)

        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(5)
        while recorded.withLock({ $0 }) == nil, clock.now < deadline {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(recorded.withLock { $0 } == status)
        #expect(!session.isActive)
        #expect(sameModes(pty.attributes, before))
        #expect(output.text == Self.enterSequence + Self.leaveSequence)
    }
}
