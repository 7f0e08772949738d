import Shade
import ShadeTerminal

/// The command line of `shade-demo`.
struct DemoOptions: Equatable, Sendable {
    /// Keys to play before showing the screen (`--keys`).
    var keys: KeyScript?
    /// Print the final screen as text and exit, instead of running interactively (`--snapshot`).
    var snapshot = false
    /// With `--snapshot`, include colors (`--color`).
    var color = false
    /// Forget the saved appearance settings first (`--reset`).
    var reset = false
    /// The screen size for a snapshot or measurement (`--size 100x30`).
    var size: TerminalSize?
    /// Pretend the system is light or dark (`--system-appearance`).
    var systemAppearance: UserInterfaceStyle?
    /// Pretend the system has normal or high contrast (`--system-contrast`).
    var systemContrast: AccessibilityContrast?
    /// Time theme switches and print the figures (`--measure`).
    var measure = false
    /// Print the usage (`--help`).
    var help = false

    init() {}

    static let usage = """
        Usage: shade-demo [options]

        The in-app dark mode sample, in the terminal: a music library with a settings screen for
        Appearance (System / Light / Dark), Increase Contrast and Theme. The choice is saved and
        restored on the next start.

        Options:
          --keys <script>             play keys first, e.g. "s<right><esc>"; see below
          --snapshot                  print the final screen as text and exit
          --color                     with --snapshot, print it with colors
          --size <columns>x<rows>     screen size for --snapshot and --measure (default 80x24)
          --reset                     forget the saved appearance settings
          --system-appearance <style> pretend the system is light or dark
          --system-contrast <level>   pretend the system contrast is normal or high
          --measure                   time theme switches (resolve, draw, render) and exit
          --help                      show this help

        Keys in a script are characters, or <up> <down> <left> <right> <enter> <esc> <tab>
        <s-tab> <space> <bs> <c-c> <lt>. Without a terminal (output piped), shade-demo prints one
        screen and exits. The system appearance also comes from SHADE_SYSTEM_APPEARANCE and
        SHADE_SYSTEM_CONTRAST, or the desktop's setting.
        """

    /// Parses the arguments after the program name.
    static func parse(_ arguments: [String]) throws(DemoUsageError) -> DemoOptions {
        var options = DemoOptions()
        var remaining = arguments[...]
        func value(for option: String) throws(DemoUsageError) -> String {
            guard let value = remaining.popFirst() else { throw DemoUsageError("\(option) needs a value") }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--keys":
                let script = try value(for: argument)
                do {
                    options.keys = try KeyScript(parsing: script)
                } catch {
                    throw DemoUsageError("--keys: \(error)")
                }
            case "--snapshot": options.snapshot = true
            case "--color": options.color = true
            case "--reset": options.reset = true
            case "--measure": options.measure = true
            case "--help", "-h": options.help = true
            case "--size":
                let text = try value(for: argument)
                let parts = text.split(separator: "x").compactMap { Int($0) }
                guard parts.count == 2, parts[0] > 0, parts[1] > 0, parts[0] <= 1000, parts[1] <= 1000 else {
                    throw DemoUsageError("--size must look like 100x30, not \(text)")
                }
                options.size = TerminalSize(width: parts[0], height: parts[1])
            case "--system-appearance":
                switch try value(for: argument).lowercased() {
                case "light": options.systemAppearance = .light
                case "dark": options.systemAppearance = .dark
                case let other: throw DemoUsageError("--system-appearance must be light or dark, not \(other)")
                }
            case "--system-contrast":
                switch try value(for: argument).lowercased() {
                case "normal": options.systemContrast = .normal
                case "high": options.systemContrast = .high
                case let other: throw DemoUsageError("--system-contrast must be normal or high, not \(other)")
                }
            default:
                throw DemoUsageError("unknown option \(argument)")
            }
        }
        if options.color && !options.snapshot {
            throw DemoUsageError("--color only applies with --snapshot")
        }
        return options
    }
}

/// A command line `shade-demo` cannot run with.
struct DemoUsageError: Error, Equatable, Sendable, CustomStringConvertible {
    var message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { message }
}
