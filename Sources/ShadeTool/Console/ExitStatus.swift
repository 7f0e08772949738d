import ArgumentParser

/// How a run of a `shade` subcommand ends: one meaning for each status, in every subcommand.
///
/// | status | meaning |
/// |---|---|
/// | 0 | done, and nothing it checked fails |
/// | 1 | done, and something fails: findings at or above `--fail-on`, pairs a fix leaves failing, no color of the name, or a part of the input the reader could not read (the errors on standard error) |
/// | 2 | not done: an input, `shade.json` or a baseline could not be read, or an output could not be written (it exists, it is an input, too many colors for a page, or writing failed) |
/// | 64 | the command line is wrong (`EX_USAGE`, as the argument parser's own errors) |
enum ExitStatus: Int32, Hashable, Sendable {
    /// Done, and nothing it checked fails.
    case success = 0
    /// Done, and something it checked fails.
    case failure = 1
    /// Not done: something could not be read or written.
    case notDone = 2
    /// The command line is wrong.
    case usage = 64

    /// `.failure` when `fails`, else `.success`.
    init(failing fails: Bool) {
        self = fails ? .failure : .success
    }
}

extension OutputProblem {
    /// The status of a command that could not write its output for this reason: a usage error
    /// for an output path that cannot be (`-o ""`, `-o -` for several files), else not done.
    var exitStatus: ExitStatus {
        switch self {
        case .emptyPath, .standardOutputTooSmall: .usage
        case .exists, .replacesInput, .cannotWrite: .notDone
        }
    }
}

extension ConsoleCommand {
    /// Runs the command on the process's own streams (``Console/process``) and exits with its
    /// status when it is not 0.
    package func run() throws {
        let status = execute(console: .process)
        if status != .success { throw ExitCode(status.rawValue) }
    }
}
