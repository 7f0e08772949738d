import ShadeColor
import ShadeDiagnostics
import ShadeTerminal

/// Writes colored text for a terminal in a ``ColorMode``: color swatches, a foreground over a
/// background, and emphasis. In ``ColorMode/none`` every function returns plain text (swatches
/// are empty), so the same report code serves terminals, pipes and `NO_COLOR`.
struct Painter: Sendable {
    /// How colors are written.
    var mode: ColorMode

    /// Whether colors are written at all.
    var showsColor: Bool { mode != .none }

    private static let escape = "\u{1B}["
    private static let reset = "\u{1B}[0m"

    /// `width` cells filled with `color`, or an empty string without colors. A translucent color
    /// is shown over `backdrop`, the system background it would be seen on.
    func swatch(_ color: Color, over backdrop: Color = .white, width: Int = 2) -> TerminalText {
        guard showsColor else { return "" }
        let seen = color.isOpaque ? color : color.composited(over: backdrop.withAlphaComponent(1))
        return TerminalText(
            verbatim: Self.escape + parameters(seen, background: true) + "m" + String(repeating: " ", count: width)
                + Self.reset)
    }

    /// `text` in `foreground` over `background`, or `text` as it is without colors.
    func sample(_ text: TerminalText, foreground: Color, background: Color) -> TerminalText {
        guard showsColor else { return text }
        let opaqueBackground = background.withAlphaComponent(1)
        let seen = foreground.isOpaque ? foreground : foreground.composited(over: opaqueBackground)
        return TerminalText(
            verbatim: Self.escape + parameters(seen, background: false) + ";"
                + parameters(opaqueBackground, background: true) + "m" + text.text + Self.reset)
    }

    /// `text` in bold, which shows in every mode but ``ColorMode/none``.
    func bold(_ text: TerminalText) -> TerminalText {
        showsColor ? TerminalText(verbatim: Self.escape + "1m" + text.text + Self.reset) : text
    }

    /// `text` dimmed.
    func dim(_ text: TerminalText) -> TerminalText {
        showsColor ? TerminalText(verbatim: Self.escape + "2m" + text.text + Self.reset) : text
    }

    /// A severity's name padded to the same width, in red (error), yellow (warning) or blue (info).
    func severity(_ severity: Severity) -> TerminalText {
        let text = severity.rawValue + String(repeating: " ", count: 7 - severity.rawValue.count)
        guard showsColor else { return TerminalText(verbatim: text) }
        let code =
            switch severity {
            case .error: "1;31"
            case .warning: "33"
            case .info: "34"
            }
        return TerminalText(verbatim: Self.escape + code + "m" + text + Self.reset)
    }

    /// The SGR parameters that set `color` as the foreground or background.
    private func parameters(_ color: Color, background: Bool) -> String {
        switch mode {
        case .trueColor:
            let bytes = color.sRGBBytes
            return (background ? "48;2;" : "38;2;") + "\(bytes.red);\(bytes.green);\(bytes.blue)"
        case .palette256:
            return (background ? "48;5;" : "38;5;") + String(XtermPalette.nearestIndex(to: color))
        case .none:
            return ""
        }
    }
}
