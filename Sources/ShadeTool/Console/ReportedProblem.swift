/// A problem `shade` tells people about, its message ``TerminalText`` (every path and name it
/// quotes escaped by its type), and the same text as its `description`.
protocol ReportedProblem: Error, CustomStringConvertible {
    /// The message, as printed.
    var terminalText: TerminalText { get }
}

extension ReportedProblem {
    var description: String { terminalText.text }
}
