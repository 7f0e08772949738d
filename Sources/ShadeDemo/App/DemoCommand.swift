public import ArgumentParser
import Foundation
import ShadeColor
import ShadeDiagnostics
import ShadeTerminal
import ShadeTheme
import ShadeTraits

/// The command line of `shade-demo`: its options, their help, and what makes a command line one
/// the demo cannot run with. ``run()`` hands the parsed options to ``DemoRunner``, which tests can
/// run with their own environment and output.
public struct DemoCommand: ParsableCommand, Sendable {
    /// The command's name, abstract and discussion, which `--help` prints.
    public static let configuration = CommandConfiguration(
        commandName: "shade-demo",
        abstract: "The in-app dark mode sample, in the terminal.",
        discussion: """
            A music library with a settings screen for Appearance (System / Light / Dark), Increase \
            Contrast and Theme. The choice is saved and restored on the next start; --reset forgets it.

            With --themes, every theme file in a folder (an .xcassets catalog, a .tokens.json, \
            .tokens or .json token file, a .resolver.json) is offered next to the built-in themes, \
            named after the file; edit, add or remove one while the demo runs and the screen follows.

            Keys in a script are characters, or <up> <down> <left> <right> <enter> <esc> <tab> \
            <s-tab> <space> <bs> <c-a>...<c-z>, and <lt> for "<". Without a terminal (output \
            piped), shade-demo prints one screen and exits. The system appearance also comes from \
            SHADE_SYSTEM_APPEARANCE and SHADE_SYSTEM_CONTRAST, or the desktop's setting.
            """,
        // `--version` prints `shade-demo 0.1.0`, from the one version constant.
        version: "shade-demo \(ShadeVersion.current)"
    )

    /// The largest number of columns or rows `--size` accepts.
    static let maximumSideLength = 1000

    /// Keys to play before showing the screen.
    @Option(
        help: ArgumentHelp("Play keys first, as in \"s<right><esc>\".", valueName: "script"),
        transform: { try KeyScript(parsing: $0) })
    var keys: KeyScript?

    /// Print the final screen as text and exit, instead of running interactively.
    @Flag(help: "Print the final screen as text and exit.")
    var snapshot = false

    /// With `--snapshot`, include colors.
    @Flag(help: "With --snapshot, print it with colors.")
    var color = false

    /// The screen size for a snapshot or measurement.
    @Option(
        help: ArgumentHelp(
            "The screen size, <columns>x<rows>, for --snapshot (default 80x24) and --measure (default 120x40).",
            valueName: "size"),
        transform: DemoCommand.parseSize)
    var size: TerminalSize?

    /// Forget the saved appearance settings first.
    @Flag(help: "Forget the saved appearance settings.")
    var reset = false

    /// Pretend the system is light or dark.
    @Option(help: ArgumentHelp("Pretend the system has this appearance.", valueName: "style"))
    var systemAppearance: SystemStyle?

    /// Pretend the system has normal or high contrast.
    @Option(help: ArgumentHelp("Pretend the system has this contrast.", valueName: "level"))
    var systemContrast: SystemContrast?

    /// Time theme switches and print the figures.
    @Flag(help: "Time theme switches (resolve, draw, render) and exit.")
    var measure = false

    /// A folder of theme files to offer next to the built-in themes, followed while the demo runs.
    @Option(
        help: ArgumentHelp(
            "Offer the theme files in this folder next to the built-in themes, and follow their changes.",
            valueName: "folder"))
    var themes: String?

    /// Creates a command with every option at its default, as ArgumentParser requires.
    public init() {}

    /// Rejects `--color` without `--snapshot` (colors only apply to a printed screen), and a
    /// `--themes` folder that does not exist (most likely a typing mistake).
    public func validate() throws {
        if color && !snapshot {
            throw ValidationError("--color only applies with --snapshot.")
        }
        if let themes, !FileManager.default.isDirectory(atPath: themes) {
            throw ValidationError("--themes: there is no folder at \(themes).")
        }
    }

    /// Runs the demo in this process's terminal, with its environment; a failure that the demo
    /// has reported exits with its status. Called on the main thread, by `DemoCommand.main()` from
    /// the executable's top-level code, which runs there.
    public func run() throws {
        let status = MainActor.assumeIsolated {
            DemoRunner(
                options: self,
                environment: ProcessInfo.processInfo.environment,
                isInteractive: TerminalSession.standardStreamsAreTerminals,
                standardOutput: { print($0) },
                standardError: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
            ).run()
        }
        if !status.isSuccess { throw status }
    }

    /// Reads `--size`: columns and rows, each from 1 to ``maximumSideLength``, as in `100x30`.
    @Sendable static func parseSize(_ text: String) throws -> TerminalSize {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let columns = parts[0], let rows = parts[1],
            (1...maximumSideLength).contains(columns), (1...maximumSideLength).contains(rows)
        else {
            throw ValidationError(
                "a size is <columns>x<rows>, each from 1 to \(maximumSideLength), as in 100x30")
        }
        return TerminalSize(width: columns, height: rows)
    }
}

extension DemoCommand {
    /// The values of `--system-appearance`.
    enum SystemStyle: String, CaseIterable, ExpressibleByArgument {
        case light, dark

        /// Accepts the names in any case, as in `Dark`.
        init?(argument: String) {
            self.init(rawValue: argument.lowercased())
        }

        var style: UserInterfaceStyle {
            switch self {
            case .light: .light
            case .dark: .dark
            }
        }
    }

    /// The values of `--system-contrast`.
    enum SystemContrast: String, CaseIterable, ExpressibleByArgument {
        case normal, high

        /// Accepts the names in any case, as in `High`.
        init?(argument: String) {
            self.init(rawValue: argument.lowercased())
        }

        var contrast: AccessibilityContrast {
            switch self {
            case .normal: .normal
            case .high: .high
            }
        }
    }
}

extension FileManager {
    /// Whether there is a directory at `path` (following a symbolic link).
    fileprivate func isDirectory(atPath path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
