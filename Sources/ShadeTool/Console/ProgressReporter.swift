/// Shows how far a long task has got on standard error, on one line that is rewritten in place
/// and erased at the end, when standard error is a terminal; otherwise it writes nothing, so logs
/// and pipes stay clean. A quiet console (`--quiet`) shows no progress either.
///
/// Updates are drawn at most ten times a second, so reporting every step costs next to nothing.
final class ProgressReporter {
    /// The smallest amount of work worth showing progress for.
    static let threshold = 1000

    private let console: Console
    private let isEnabled: Bool
    private var lastDraw: ContinuousClock.Instant?
    private var isShowing = false

    /// A reporter that draws on `console`'s standard error if it is a terminal.
    init(console: Console) {
        self.console = console
        isEnabled = console.errorIsTerminal && !console.isQuiet
    }

    /// Shows `message` at once, for a step whose length is unknown (reading a catalog).
    func begin(_ message: TerminalText) {
        guard isEnabled else { return }
        draw(message)
    }

    /// Shows `phase done/total` when `total` reaches ``threshold`` and a tenth of a second has
    /// passed since the last update.
    func update(_ phase: String, done: Int, total: Int) {
        guard isEnabled, total >= Self.threshold else { return }
        let now = ContinuousClock.now
        if let lastDraw, now - lastDraw < .milliseconds(100), done < total { return }
        lastDraw = now
        draw("\(phase) \(done)/\(total)")
    }

    /// Erases the line.
    func finish() {
        guard isShowing else { return }
        console.writeError("\r\u{1B}[K")
        isShowing = false
    }

    private func draw(_ message: TerminalText) {
        console.writeError("\r\u{1B}[K" + message.text)
        isShowing = true
    }
}
