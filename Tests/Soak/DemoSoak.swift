import Foundation
import ShadeTestSupport
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The demo part of the soak: `shade-demo` runs on a pseudo-terminal and is typed random keys
/// (``KeyStream``), then told to quit.
///
/// Pass: the demo does not crash and exits with status 0; its resident memory is flat after
/// warm-up (the first tenth of the keys, or of the time limit); after it exits the terminal's
/// modes are the ones it found, and its output ends by showing the cursor and leaving the
/// alternate screen.
final class DemoSoak {
    struct Report: CustomStringConvertible {
        var keys = 0
        var seconds = 0.0
        var outputBytes = 0
        var memory = MemorySamples()
        var failures: [String] = []

        var description: String {
            let rate = seconds > 0 ? Double(keys) / seconds : 0
            return """
                demo: \(keys) keys in \(String(format: "%.1f", seconds)) s \
                (\(String(format: "%.0f", rate)) keys/s), \(outputBytes) bytes of output
                demo: \(memory.summary)
                """
        }
    }

    static let showCursor = "\u{1B}[?25h"
    static let leaveAlternateScreen = "\u{1B}[?1049l"

    private let options: SoakOptions

    init(options: SoakOptions) {
        self.options = options
    }

    func run() -> Report {
        var report = Report()
        do {
            try run(into: &report)
        } catch {
            report.failures.append("demo: \(error)")
        }
        return report
    }

    private func run(into report: inout Report) throws {
        let executable = try demoExecutable()
        let terminal = try PseudoTerminal()
        terminal.setWindowSize(width: 100, height: 30)
        let modesBefore = terminal.attributes
        let home = try TemporaryDirectory()
        let output = OutputReader(fileDescriptor: terminal.controller)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.environment = [
            "HOME": home.path, "XDG_CONFIG_HOME": home.path, "TERM": "xterm-256color", "COLORTERM": "truecolor",
            "SHADE_SYSTEM_APPEARANCE": "light", "PATH": "/usr/bin:/bin",
        ].merging(sanitizerEnvironment()) { $1 }
        let handle = FileHandle(fileDescriptor: terminal.terminal, closeOnDealloc: false)
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        defer {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        guard output.wait(for: "Not playing", timeout: .seconds(60)) else {
            report.failures.append("demo: no first frame within 60 s")
            return
        }

        var keys = KeyStream(seed: options.seed &+ 3)
        let clock = ContinuousClock()
        let start = clock.now
        let deadline = options.timeLimit.map { start + $0 }
        let warmUpCount = max(1, options.keys / 10)
        let warmUpTime = options.timeLimit.map { start + $0 / 10 }
        var typed = 0
        var chunk: [UInt8] = []
        while typed < options.keys, process.isRunning {
            if let deadline, clock.now >= deadline { break }
            chunk.removeAll(keepingCapacity: true)
            let count = min(64, options.keys - typed)
            for _ in 0..<count { chunk += keys.next() }
            guard try write(chunk, to: terminal.controller, while: process) else { break }
            typed += count
            let memory = ResidentMemory.kibibytes(ofProcess: process.processIdentifier)
            if report.memory.warmUp == nil, typed >= warmUpCount || warmUpTime.map({ clock.now >= $0 }) == true {
                report.memory.recordWarmUp(memory)
            } else {
                report.memory.record(memory)
            }
        }
        report.keys = typed
        // Escape closes a sheet (or goes back to the library), then `q` quits.
        _ = try write(Array("\u{1B}q".utf8), to: terminal.controller, while: process)
        let exitDeadline = clock.now + .seconds(60)
        while process.isRunning, clock.now < exitDeadline { usleep(1_000) }
        report.seconds = (clock.now - start).seconds
        guard !process.isRunning else {
            report.failures.append("demo: did not quit within 60 s of the quit key")
            return
        }
        process.waitUntilExit()
        output.finish()
        report.outputBytes = output.byteCount

        if process.terminationReason != .exit || process.terminationStatus != 0 {
            report.failures.append(
                "demo: ended with \(process.terminationReason == .exit ? "status" : "signal") "
                    + "\(process.terminationStatus)")
        }
        if !sameModes(terminal.attributes, modesBefore) {
            report.failures.append("demo: the terminal's modes were not restored")
        }
        let tail = output.tail
        if !tail.hasSuffix(Self.showCursor + Self.leaveAlternateScreen) {
            report.failures.append(
                "demo: the output does not end by showing the cursor and leaving the alternate screen: "
                    + "…\(String(tail.suffix(40)).debugDescription)")
        }
        if let failure = report.memory.failure(options.memoryAllowance) {
            report.failures.append("demo: \(failure)")
        }
    }

    /// The demo executable: the one given, or `shade-demo` beside this executable.
    private func demoExecutable() throws -> String {
        if let demo = options.demo { return demo }
        var path = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &path, path.count - 1)
        guard length > 0 else { throw SoakError("cannot find this executable's directory") }
        let executable = String(decoding: path.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let demo = URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent("shade-demo")
            .path
        guard FileManager.default.isExecutableFile(atPath: demo) else {
            throw SoakError("\(demo) is not built: swift build --product shade-demo")
        }
        return demo
    }

    /// Writes all of `bytes` to the controller end, waiting while the terminal's input queue is
    /// full; gives up (returning `false`) if the demo exits meanwhile.
    private func write(_ bytes: [UInt8], to descriptor: Int32, while process: Process) throws -> Bool {
        var offset = 0
        while offset < bytes.count {
            var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
            guard poll(&ready, 1, 100) > 0 else {
                if !process.isRunning { return false }
                continue
            }
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EAGAIN || errno == EINTR { continue }
                throw SoakError("writing to the pseudo-terminal failed with errno \(errno)")
            }
            offset += written
        }
        return true
    }
}

/// Reads the demo's output from the controller end on a thread of its own, so the demo never
/// waits for its output to be read; keeps a count and the last 64 KiB.
final class OutputReader: Sendable {
    private struct State {
        var count = 0
        var tail: [UInt8] = []
        var finishing = false
    }

    /// The state the reading thread and the soak share.
    private final class Shared: Sendable {
        let state = Mutex(State())
    }

    private let shared = Shared()
    private let thread: BackgroundThread

    init(fileDescriptor: Int32) {
        let flags = fcntl(fileDescriptor, F_GETFL)
        _ = fcntl(fileDescriptor, F_SETFL, flags | O_NONBLOCK)
        thread = BackgroundThread(name: "soak-output") { [shared] in
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                var ready = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
                if poll(&ready, 1, 100) <= 0 {
                    // Nothing for 100 ms: done once the demo has exited.
                    if shared.state.withLock({ $0.finishing }) { return }
                    continue
                }
                let count = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
                guard count > 0 else {
                    if count < 0, errno == EAGAIN || errno == EINTR { continue }
                    return
                }
                shared.state.withLock { state in
                    state.count += count
                    state.tail += buffer.prefix(count)
                    if state.tail.count > 131_072 { state.tail.removeFirst(state.tail.count - 65_536) }
                }
            }
        }
    }

    /// The number of bytes read.
    var byteCount: Int { shared.state.withLock { $0.count } }

    /// The last bytes read, as text.
    var tail: String { String(decoding: shared.state.withLock { $0.tail }, as: UTF8.self) }

    /// Waits until the output read so far contains `marker`.
    func wait(for marker: String, timeout: Duration) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if tail.contains(marker) { return true }
            usleep(10_000)
        }
        return false
    }

    /// Reads what is left, until nothing comes for 100 ms, and stops.
    func finish() {
        shared.state.withLock { $0.finishing = true }
        while !thread.isFinished { usleep(1_000) }
    }
}

/// A failure of the soak's own machinery, as opposed to a finding.
struct SoakError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
