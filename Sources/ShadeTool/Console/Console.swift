import ArgumentParser
import Foundation
import Synchronization

/// Where a command writes, what it knows about its terminal, and its environment: the process's
/// own for a real run (``process``), captured ones in tests (``Console/Capture``).
///
/// Commands build their output as text and write it here in a few large pieces (a long report
/// through a ``Writer``), so a report of thousands of lines costs a few system calls.
struct Console: Sendable {
    /// The environment variables (`NO_COLOR`, `COLORTERM`, `TERM`).
    var environment: [String: String]
    /// Whether standard output is a terminal, which decides `--color auto`.
    var outputIsTerminal: Bool
    /// Whether standard error is a terminal, which decides whether progress is shown.
    var errorIsTerminal: Bool
    /// Writes text to standard output as it is: output for another program (JSON, SARIF, a
    /// diff, code), which its format escapes. Text for people is ``TerminalText`` (``write(_:)``).
    var writeOutput: @Sendable (String) -> Void
    /// Writes text to standard error as it is.
    var writeError: @Sendable (String) -> Void
    /// Whether informational messages (what was written, progress) are left out: `--quiet`.
    /// Errors and warnings are printed all the same.
    var isQuiet = false

    /// This process's streams and environment.
    static var process: Console {
        Console(
            environment: ProcessInfo.processInfo.environment,
            outputIsTerminal: isatty(STDOUT_FILENO) == 1,
            errorIsTerminal: isatty(STDERR_FILENO) == 1,
            writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeError: { FileHandle.standardError.write(Data($0.utf8)) }
        )
    }

    /// Writes `text`, output for another program (JSON, a diff), and a line break to standard
    /// output, as it is.
    func printOutput(_ text: String) {
        writeOutput(text.hasSuffix("\n") ? text : text + "\n")
    }

    /// Writes `text` to standard output.
    func write(_ text: TerminalText) {
        writeOutput(text.text)
    }

    /// Writes what `body` gives its writer to standard output, gathered into pieces of at least
    /// 64 KiB: a report made a color at a time is written in a few large pieces, never held
    /// whole.
    func write(_ body: (inout Writer) -> Void) {
        var writer = Writer(console: self)
        body(&writer)
        writer.flush()
    }

    /// Text for standard output, gathered into large pieces (``write(_:)-(_)``).
    struct Writer {
        fileprivate let console: Console
        private var pending = ""
        private static let pieceSize = 1 << 16

        fileprivate init(console: Console) { self.console = console }

        /// Adds `text`, writing what is gathered once it is large enough.
        mutating func write(_ text: TerminalText) {
            pending += text.text
            if pending.utf8.count >= Self.pieceSize { flush() }
        }

        /// Writes what is gathered.
        fileprivate mutating func flush() {
            guard !pending.isEmpty else { return }
            console.writeOutput(pending)
            pending.removeAll(keepingCapacity: true)
        }
    }

    /// Writes `text` and a line break to standard output.
    func print(_ text: TerminalText) {
        writeOutput(text.hasSuffix("\n") ? text.text : text.text + "\n")
    }

    /// Writes `text` and a line break to standard error.
    func printError(_ text: TerminalText) {
        writeError(text.hasSuffix("\n") ? text.text : text.text + "\n")
    }

    /// Writes the informational message `text` and a line break to standard error, unless
    /// ``isQuiet``.
    func printInfo(_ text: TerminalText) {
        if !isQuiet { printError(text) }
    }

    /// This console, quiet when `quiet` is set (`--quiet`).
    func quiet(_ quiet: Bool) -> Console {
        var console = self
        console.isQuiet = console.isQuiet || quiet
        return console
    }
}

extension Console {
    /// What a command wrote, for tests: a console whose streams are kept in memory.
    final class Capture: Sendable {
        private let output = Mutex("")
        private let errors = Mutex("")

        /// Creates an empty capture.
        init() {}

        /// Everything written to standard output so far.
        var standardOutput: String { output.withLock { $0 } }
        /// Everything written to standard error so far.
        var standardError: String { errors.withLock { $0 } }

        /// A console that writes into this capture, with the given environment and terminals.
        func console(
            environment: [String: String] = [:], outputIsTerminal: Bool = false, errorIsTerminal: Bool = false
        ) -> Console {
            Console(
                environment: environment,
                outputIsTerminal: outputIsTerminal,
                errorIsTerminal: errorIsTerminal,
                writeOutput: { text in self.output.withLock { $0 += text } },
                writeError: { text in self.errors.withLock { $0 += text } }
            )
        }
    }
}

/// A subcommand of `shade` that does its work on a ``Console`` and returns its exit status, so
/// tests run it with captured streams and a pretend terminal; its `run()` runs it on the
/// process's own (``Console/process``) and exits with the status.
protocol ConsoleCommand: ParsableCommand {
    /// Does the work, writing on `console`; returns the exit status.
    func execute(console: Console) -> ExitStatus
}
