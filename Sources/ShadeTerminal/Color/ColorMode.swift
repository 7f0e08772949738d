/// How many colors the terminal shows, which decides how a ``Renderer`` writes colors.
public enum ColorMode: Hashable, Sendable {
    /// 24-bit color: each color is written as its 8-bit sRGB channels (SGR `38;2;r;g;b`).
    case trueColor
    /// The xterm 256-color palette: each color is written as its nearest palette entry (SGR
    /// `38;5;n`); see ``XtermPalette/nearestIndex(to:)``.
    case palette256
    /// No colors: only characters and attributes are written, so bold and inverse still show.
    case none

    /// The color mode the environment asks for, checked in this order:
    ///
    /// 1. `NO_COLOR` set to a non-empty value: ``none``, as https://no-color.org specifies.
    /// 2. `TERM` is `dumb`: ``none``. This comes before `COLORTERM` because a dumb terminal, such as
    ///    an Emacs shell buffer, often inherits `COLORTERM` from the terminal Emacs was started in.
    /// 3. `COLORTERM` is `truecolor` or `24bit` (in any letter case): ``trueColor``, the convention
    ///    terminals use to announce 24-bit color (https://github.com/termstandard/colors).
    /// 4. Otherwise ``palette256``, which practically every terminal in use supports.
    ///
    /// - Parameter environment: The environment variables, such as
    ///   `ProcessInfo.processInfo.environment`; tests pass their own.
    public init(environment: [String: String]) {
        let term = environment["TERM"] ?? ""
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty {
            self = .none
        } else if term == "dumb" {
            self = .none
        } else if colorTerm == "truecolor" || colorTerm == "24bit" {
            self = .trueColor
        } else {
            self = .palette256
        }
    }
}
