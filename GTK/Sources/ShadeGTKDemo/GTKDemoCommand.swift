public import ArgumentParser
import Foundation
import ShadeDiagnostics
import ShadeTheme

/// The command line of `shade-gtk-demo`, mirroring `shade-demo`'s: the same choices, as a user's
/// choice would make them, and a screenshot of the first frame for tests and checks.
public struct GTKDemoCommand: ParsableCommand, Sendable {
    /// The command's name, abstract and discussion, which `--help` prints.
    public static let configuration = CommandConfiguration(
        commandName: "shade-gtk-demo",
        abstract: "The in-app dark mode sample, as a desktop app (GTK 4 and libadwaita).",
        discussion: """
            A music library with a settings page for Appearance (System / Light / Dark), Increase \
            Contrast and Theme. The choice is saved (with shade-demo's) and restored before the \
            first frame on the next start; --reset forgets it.

            --appearance, --contrast and --theme act as a user's choice would: they are saved. \
            --screenshot writes the main window's first frame, as GTK drew it, to a PNG file and \
            exits. While it runs, every setting is an action of the application \
            (gapplication action org.shade.GtkDemo appearance "'dark'").
            """,
        version: "shade-gtk-demo \(ShadeVersion.current)"
    )

    /// A folder of theme files to offer next to the built-in themes, followed while the demo runs.
    @Option(
        help: ArgumentHelp(
            "Offer the theme files in this folder next to the built-in themes, and follow their changes.",
            valueName: "folder"))
    var themes: String?

    /// The theme to choose, by its identifier.
    @Option(help: ArgumentHelp("Choose this theme (standard, sepia, ocean, or a file's).", valueName: "id"))
    var theme: String?

    /// The appearance to choose.
    @Option(help: ArgumentHelp("Choose this appearance: system, light or dark.", valueName: "appearance"))
    var appearance: AppearanceChoice?

    /// The contrast to choose.
    @Option(help: ArgumentHelp("Choose this contrast: system, normal or high.", valueName: "contrast"))
    var contrast: ContrastChoice?

    /// Pretend the desktop is light or dark.
    @Option(help: ArgumentHelp("Pretend the desktop has this appearance: light or dark.", valueName: "style"))
    var systemAppearance: SystemStyleChoice?

    /// Forget the saved appearance settings first.
    @Flag(help: "Forget the saved appearance settings.")
    var reset = false

    /// Write the first frame to a PNG file and exit.
    @Option(help: ArgumentHelp("Write the main window's first frame to this PNG file and exit.", valueName: "file"))
    var screenshot: String?

    /// Time switches and print the figures.
    @Flag(help: "Time appearance switches, from the choice to the frame presented, and exit.")
    var measure = false

    /// Creates a command with every option at its default, as ArgumentParser requires.
    public init() {}

    /// Rejects a `--themes` folder that does not exist.
    public func validate() throws {
        if let themes {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: themes, isDirectory: &isDirectory), isDirectory.boolValue
            else { throw ValidationError("--themes: there is no folder at \(themes).") }
        }
    }

    /// Runs the desktop app on the main thread; exits with its status.
    public func run() throws {
        let status = MainActor.assumeIsolated {
            DesktopDemo(options: self, environment: ProcessInfo.processInfo.environment).run()
        }
        if status != 0 { throw ExitCode(status) }
    }
}

extension GTKDemoCommand {
    /// The values of `--appearance`.
    enum AppearanceChoice: String, CaseIterable, ExpressibleByArgument {
        case system, light, dark

        init?(argument: String) { self.init(rawValue: argument.lowercased()) }

        var preference: AppearancePreference {
            switch self {
            case .system: .system
            case .light: .light
            case .dark: .dark
            }
        }
    }

    /// The values of `--contrast`.
    enum ContrastChoice: String, CaseIterable, ExpressibleByArgument {
        case system, normal, high

        init?(argument: String) { self.init(rawValue: argument.lowercased()) }

        var preference: ContrastPreference {
            switch self {
            case .system: .system
            case .normal: .normal
            case .high: .high
            }
        }
    }

    /// The values of `--system-appearance`.
    enum SystemStyleChoice: String, CaseIterable, ExpressibleByArgument {
        case light, dark

        init?(argument: String) { self.init(rawValue: argument.lowercased()) }
    }
}
