#if os(Linux)
    import Foundation
    import Glibc
    import ShadeTestSupport
    import Testing

    @testable import ShadeTerminal

    /// The real thing, in a child process: a session is active in the child, the child gets a
    /// termination signal, and the parent checks the exit status and the terminal the child
    /// leaves behind.
    ///
    /// The child is this test binary, run again by SwiftPM's runner arguments to execute only
    /// ``childHoldsASessionUntilSignalled()``, which does nothing unless the parent set
    /// `SHADE_TERMINAL_CHILD_PTY`.
    @Suite("Termination signals in a real process", .serialized)
    struct TerminationInAProcessTests {
        static let childVariable = "SHADE_TERMINAL_CHILD_PTY"

        @Test(arguments: [(SIGTERM, 143), (SIGHUP, 129), (SIGINT, 130)] as [(Int32, Int32)])
        func signalledProcessRestoresTheTerminalAndExitsWith128PlusTheSignal(signal: Int32, status: Int32) throws {
            let pty = try PseudoTerminal()
            let child = Process()
            child.executableURL = URL(fileURLWithPath: try Self.executablePath())
            child.arguments = ["--testing-library", "swift-testing", "--filter", "childHoldsASessionUntilSignalled"]
            child.environment = ProcessInfo.processInfo.environment.merging([Self.childVariable: pty.path]) { $1 }
            child.standardInput = FileHandle.nullDevice
            child.standardOutput = FileHandle.nullDevice
            child.standardError = FileHandle.nullDevice
            try child.run()
            defer { if child.isRunning { kill(child.processIdentifier, SIGKILL) } }

            let entered = pty.readOutput(until: "\u{1B}[?25l", timeout: .seconds(60))
            try #require(entered.contains("\u{1B}[?1049h\u{1B}[?25l"), "the child never entered its session")
            #expect(pty.localModes(exclude: ECHO | ICANON | ISIG))

            kill(child.processIdentifier, signal)
            child.waitUntilExit()

            #expect(child.terminationReason == .exit)
            #expect(child.terminationStatus == status)
            let left = pty.readOutput(until: "\u{1B}[?1049l", timeout: .seconds(5))
            #expect(left.contains("\u{1B}[0m\u{1B}[?2026l\u{1B}[?25h\u{1B}[?1049l"))
            #expect(pty.localModes(contain: ECHO | ICANON | ISIG))
        }

        /// The child's side: enter a session on the parent's pseudo-terminal and wait for keys
        /// until a signal ends the process. Disabled in a normal test run.
        @Test(.enabled(if: ProcessInfo.processInfo.environment[childVariable] != nil))
        func childHoldsASessionUntilSignalled() throws {
            let path = try #require(ProcessInfo.processInfo.environment[Self.childVariable])
            let terminal = open(path, O_RDWR | O_NOCTTY)
            try #require(terminal >= 0)
            let session = TerminalSession(
                fileDescriptor: terminal, output: FileDescriptorOutput(fileDescriptor: terminal))
            try session.enter()
            let clock = ContinuousClock()
            let deadline = clock.now + .seconds(60)
            while clock.now < deadline {
                _ = try session.nextEvent(timeout: .seconds(1))
            }
            session.leave()
        }

        static func executablePath() throws -> String {
            var path = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink("/proc/self/exe", &path, path.count - 1)
            try #require(length > 0)
            return String(decoding: path.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }
#endif
