import ArgumentParser
import Foundation
import ShadeCatalog
import ShadeDemoModel
import ShadeDiagnostics
import ShadeSystem
import ShadeTerminal
import ShadeTheme
import ShadeThemeFolder
import ShadeTraits

/// What `shade-demo` does with a parsed command line: run interactively in the terminal, play
/// keys and print a snapshot, or measure. Separate from ``DemoCommand/run()`` so tests can run it
/// with their own environment and capture what it prints.
@MainActor
struct DemoRunner {
    /// The identifier the demo's preference file is stored under.
    static let appIdentifier = DemoSettings.appIdentifier
    /// The size of a snapshot when none is given.
    static let defaultSize = TerminalSize(width: 80, height: 24)
    /// The size of a measurement when none is given.
    static let defaultMeasurementSize = TerminalSize(width: 120, height: 40)

    var options: DemoCommand
    var environment: [String: String]
    /// Whether standard input and output are a terminal.
    var isInteractive: Bool
    /// Where normal output goes (the snapshot, the measurement).
    var standardOutput: (String) -> Void
    /// Where messages go.
    var standardError: (String) -> Void
    /// Reads the theme files of `--themes`: Shade's readers, unless a test gives its own.
    var themeLoader: ThemeFileLoader = .standard

    /// Runs the demo with `options`, reading settings from `environment` and writing through the
    /// two functions; returns the exit status.
    func run() -> ExitCode {
        let store = makeStore()
        let systemAppearance = makeSystemAppearance()
        // The manager's one problem channel, the only one the demo watches: the manager's own
        // problems (a save that fails after start-up included) and those of the theme files of
        // --themes. Shown on screen while the demo runs, printed otherwise; a log line would
        // garble the screen.
        let problems = ProblemDisplay()
        // The theme files of --themes, read before the first frame so that a saved choice of one
        // of them is there at once; the folder reports what it met through the manager.
        // The built-in themes follow the desktop's accent color where it states one.
        let folder = DemoSettings.loadThemeFolder(path: options.themes, loader: themeLoader)
        let manager = ThemeManager(
            themes: folder?.themes ?? DemoSettings.builtInThemes, store: store, systemAppearance: systemAppearance,
            onProblem: problems.report)
        folder?.connect(to: manager)

        if options.measure {
            let scratch = (environment["TMPDIR"] ?? "/tmp") + "/shade-demo-measure-\(getpid()).json"
            defer { unlink(scratch) }
            let report = DemoMeasurement.run(
                size: options.size ?? Self.defaultMeasurementSize, preferencePath: scratch)
            standardOutput(report.description)
            return .success
        }
        if options.snapshot || options.keys != nil || !isInteractive {
            return runScripted(manager: manager, problems: problems)
        }
        return runInteractive(
            manager: manager, systemAppearance: systemAppearance, problems: problems, themeFolder: folder)
    }

    // MARK: - Setup

    private func makeStore() -> any PreferenceStore {
        DemoSettings.makeStore(environment: environment, reset: options.reset) { standardError("shade-demo: \($0)") }
    }

    private func makeSystemAppearance() -> any SystemAppearanceProvider {
        guard options.systemAppearance == nil && options.systemContrast == nil else {
            return ManualSystemAppearance(
                SystemAppearance(
                    userInterfaceStyle: options.systemAppearance?.style ?? .unspecified,
                    accessibilityContrast: options.systemContrast?.contrast ?? .unspecified))
        }
        return SystemAppearance.automaticProvider(environment: environment)
    }

    // MARK: - Running

    private func runScripted(manager: ThemeManager<BasicTheme>, problems: ProblemDisplay) -> ExitCode {
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
        return .success
    }

    private func runInteractive(
        manager: ThemeManager<BasicTheme>, systemAppearance: any SystemAppearanceProvider, problems: ProblemDisplay,
        themeFolder: ThemeFolder<BasicTheme>?
    ) -> ExitCode {
        // The choice is saved when the demo ends, however it ends.
        defer { manager.savePreferences() }
        // Theme files edited, added or removed while the demo runs reach the manager, which
        // redraws the screen.
        themeFolder?.start(updating: manager)
        defer { themeFolder?.stop() }
        do {
            try TerminalSession.withTerminal { terminal in
                let renderer = Renderer(output: terminal.output, colorMode: ColorMode(environment: environment))
                let app = DemoApp(manager: manager, size: try terminal.size())
                // Weak: the manager holds `problems` through its problem channel, and the app holds
                // the manager, so a strong capture would keep the app, its views and the manager
                // alive for ever.
                problems.show = { [weak app] in app?.showMessage($0.summary) }
                var buffer = ScreenBuffer(width: 0, height: 0)
                var lastRefresh = ContinuousClock.now
                while app.isRunning {
                    if app.needsDisplay {
                        app.draw(into: &buffer)
                        renderer.render(buffer)
                    }
                    // The loop holds the main thread, so the main actor's other work — the themes
                    // folder's changes, a save after its delay — runs here, between keys. With a
                    // folder, wake often so that an edited file shows at once.
                    // The desktop portal's changes reach the main actor by themselves, so wake
                    // often enough to show them at once.
                    let desktop = systemAppearance as? DesktopSystemAppearance
                    let followsLive = themeFolder != nil || desktop?.source == .portal
                    let event = try terminal.nextEvent(timeout: followsLive ? .milliseconds(50) : .seconds(2))
                    RunLoop.main.run(until: Date())
                    guard let event else {
                        // Without the portal, read the desktop's commands now and then.
                        if desktop?.source == .commands, ContinuousClock.now - lastRefresh >= .seconds(2) {
                            desktop?.refresh()
                            lastRefresh = ContinuousClock.now
                        }
                        continue
                    }
                    switch event {
                    case .key(let key): app.handle(key)
                    case .resize(let width, let height): app.resize(to: TerminalSize(width: width, height: height))
                    }
                }
            }
            return .success
        } catch TerminalError.endOfInput {
            return .success
        } catch {
            standardError("shade-demo: \(error)")
            return .failure
        }
    }
}

extension ThemeProblem {
    /// One line, for the footer: for a theme file, what the demo does about it and where the file
    /// went wrong; the whole problem otherwise.
    var summary: String {
        func place(_ diagnostic: Diagnostic) -> String {
            let file = diagnostic.file.split(separator: "/").last.map(String.init) ?? diagnostic.file
            return FileLocation(file: file, position: diagnostic.location).description + ": "
                + (diagnostic.path.map { "\($0): " } ?? "") + diagnostic.message
        }
        switch self {
        case .themeNotLoaded(_, _, let diagnostics, let keptLastGood):
            // The outcome first: a long message is cut at the screen's edge.
            let first = diagnostics.first { $0.severity == .error } ?? diagnostics.first
            let outcome = keptLastGood ? "Last good version kept" : "Not offered until fixed"
            return outcome + " — " + (first.map(place) ?? description)
        case .themeLoadedWithWarnings(let id, _, let diagnostics):
            let count = diagnostics.count
            let first = diagnostics.first.map { " — " + place($0) } ?? ""
            return "Theme \(id): \(count) \(count == 1 ? "warning" : "warnings")" + first
        default:
            return description
        }
    }
}

/// Where the demo shows the problems of the theme manager's one channel (its own, and the themes
/// folder's): kept until there is somewhere to show them (the screen, or standard error), then
/// shown as they come.
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

    /// Shows `problem`, or keeps it until there is somewhere to show it.
    func report(_ problem: ThemeProblem) {
        if let show { show(problem) } else { waiting.append(problem) }
    }
}
