import ArgumentParser
import ShadeTerminal

/// The `--color` option: whether the report shows colors.
enum ColorChoice: String, CaseIterable, ExpressibleByArgument, Sendable {
    /// Colors when standard output is a terminal and `NO_COLOR` is not set.
    case auto
    /// Colors always, even into a pipe or a file, and whatever `NO_COLOR` says (a command-line
    /// option overrides the environment, as https://no-color.org asks).
    case always
    /// Never colors.
    case never

    /// How colors are written on `console`'s standard output.
    ///
    /// `auto` uses ShadeTerminal's reading of the environment when standard output is a terminal:
    /// no colors with `NO_COLOR` (non-empty) or `TERM=dumb`; 24-bit color when `COLORTERM` is
    /// `truecolor` or `24bit`; else the nearest of the xterm 256 colors, which every terminal
    /// shows (Apple's Terminal before macOS 26 shows no 24-bit color and sets no `COLORTERM`).
    /// `always` is 24-bit color unless `COLORTERM` is set to something else, then 256 colors.
    func colorMode(for console: Console) -> ColorMode {
        switch self {
        case .never:
            return .none
        case .auto:
            return console.outputIsTerminal ? ColorMode(environment: console.environment) : .none
        case .always:
            let colorTerm = (console.environment["COLORTERM"] ?? "").lowercased()
            return colorTerm.isEmpty || colorTerm == "truecolor" || colorTerm == "24bit" ? .trueColor : .palette256
        }
    }
}
