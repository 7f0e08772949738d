import Foundation
import Shade
import ShadeTerminal

/// What `shade-demo` does with its command line: run interactively in the terminal, play keys and
/// print a snapshot, or measure. Separate from `main` so tests can run it with their own
/// environment and capture what it prints.
@MainActor
public struct DemoCommand {
    /// The identifier the demo's preference file is stored under.
    static let appIdentifier = "org.shade.demo"
    /// The size of a snapshot when none is given.
    static let defaultSize = TerminalSize(width: 80, height: 24)

    var arguments: [String]
    var environment: [String: String]
    /// Where normal output goes (the snapshot, the measurement).
    var standardOutput: (String) -> Void
    /// Where messages go.
    var standardError: (String) -> Void
    /// Whether standard input and output are a terminal.
    var isInteractive: Bool

    /// Creates the command for `arguments` (without the program name), reading settings from
    /// `environment` and writing through the two functions.
    public init(
        arguments: [String],
        environment: [String: String],
        isInteractive: Bool,
        standardOutput: @escaping (String) -> Void,
        standardError: @escaping (String) -> Void
    ) {
        self.arguments = arguments
        self.environment = environment
        self.isInteractive = isInteractive
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// Runs the demo and returns the exit status.
    public func run() -> Int32 {
        let options: DemoOptions
        do {
            options = try DemoOptions.parse(arguments)
        } catch {
            standardError("shade-demo: \(error)\nTry shade-demo --help.")
            return 64  // EX_USAGE
        }
        if options.help {
            standardOutput(DemoOptions.usage)
            return 0
        }

        let store = makeStore(options)
        let systemAppearance = makeSystemAppearance(options)
        // The manager's one problem channel: shown on screen while the demo runs (a save that
        // fails after start-up included), printed otherwise; a log line would garble the screen.
        let problems = ProblemDisplay()
        let manager = ThemeManager(
            themes: BasicTheme.all, store: store, systemAppearance: systemAppearance,
            onProblem: { problems.report($0) })

        if options.measure {
            let scratch = (environment["TMPDIR"] ?? "/tmp") + "/shade-demo-measure-\(getpid()).json"
            defer { unlink(scratch) }
            let report = DemoMeasurement.run(
                size: options.size ?? TerminalSize(width: 120, height: 40), preferencePath: scratch)
            standardOutput(report.description)
            return 0
        }
        if options.snapshot || options.keys != nil || !isInteractive {
            return runScripted(options, manager: manager, problems: problems)
        }
        return runInteractive(options, manager: manager, systemAppearance: systemAppearance, problems: problems)
    }

    // MARK: - Setup

    private func makeStore(_ options: DemoOptions) -> any PreferenceStore {
        let store: any PreferenceStore
        do {
            store = try FilePreferenceStore(appIdentifier: Self.appIdentifier, environment: environment)
        } catch {
            standardError("shade-demo: the settings will not be saved: \(error)")
            return InMemoryPreferenceStore()
        }
        if options.reset {
            do {
                try store.reset()
                standardError("shade-demo: the saved appearance settings were cleared.")
            } catch {
                standardError("shade-demo: the saved settings could not be cleared: \(error)")
            }
        }
        return store
    }

    private func makeSystemAppearance(_ options: DemoOptions) -> any SystemAppearanceProvider {
        guard options.systemAppearance == nil && options.systemContrast == nil else {
            return ManualSystemAppearance(
                SystemAppearance(
                    userInterfaceStyle: options.systemAppearance ?? .unspecified,
                    accessibilityContrast: options.systemContrast ?? .unspecified))
        }
        return SystemAppearance.automaticProvider(environment: environment)
    }

    // MARK: - Running

    private func runScripted(_ options: DemoOptions, manager: ThemeManager<BasicTheme>, problems: ProblemDisplay)
        -> Int32
    {
        problems.show = { standardError("shade-demo: \($0)") }
        let app = DemoApp(manager: manager, size: options.size ?? Self.defaultSize)
        for key in options.keys?.keys ?? [] {
            app.handle(key)
            if !app.isRunning { break }
        }
        manager.savePreferences()
        let frame = app.frame()
        if options.color {
            let renderer = Renderer(output: MemoryOutput(), colorMode: ColorMode(environment: environment))
            standardOutput(renderer.inlineText(of: frame))
        } else {
            standardOutput(frame.snapshot)
        }
        return 0
    }

    private func runInteractive(
        _ options: DemoOptions, manager: ThemeManager<BasicTheme>,
        systemAppearance: any SystemAppearanceProvider, problems: ProblemDisplay
    ) -> Int32 {
        // The choice is saved when the demo ends, however it ends.
        defer { manager.savePreferences() }
        do {
            try TerminalSession.withTerminal { terminal in
                let renderer = Renderer(output: terminal.output, colorMode: ColorMode(environment: environment))
                let app = DemoApp(manager: manager, size: try terminal.size())
                problems.show = { app.showMessage($0.description) }
                var buffer = ScreenBuffer(width: 0, height: 0)
                while app.isRunning {
                    if app.needsDisplay {
                        app.draw(into: &buffer)
                        renderer.render(buffer)
                    }
                    // Wake now and then to follow the desktop's dark-mode setting under "System".
                    guard let event = try terminal.nextEvent(timeout: .seconds(2)) else {
                        (systemAppearance as? DesktopSystemAppearance)?.refresh()
                        continue
                    }
                    switch event {
                    case .key(let key): app.handle(key)
                    case .resize(let width, let height): app.resize(to: TerminalSize(width: width, height: height))
                    }
                }
            }
            return 0
        } catch TerminalError.endOfInput {
            return 0
        } catch {
            standardError("shade-demo: \(error)")
            return 1
        }
    }
}

/// Where the demo shows the theme manager's problems: kept until there is somewhere to show them
/// (the screen, or standard error), then shown as they come.
@MainActor
final class ProblemDisplay {
    private var waiting: [ThemeProblem] = []

    /// Shows a problem; setting it shows the problems that came before it.
    var show: ((ThemeProblem) -> Void)? {
        didSet {
            guard let show else { return }
            for problem in waiting { show(problem) }
            waiting = []
        }
    }

    func report(_ problem: ThemeProblem) {
        if let show { show(problem) } else { waiting.append(problem) }
    }
}
