import ShadeColor
import ShadeTerminal
import ShadeTraits

/// The status line at the top, like a phone's status bar: its content is light on a dark
/// appearance and dark on a light one.
@MainActor
final class StatusBarView: DemoView {
    init(context: DemoContext) {
        super.init(name: "statusBar", context: context)
    }

    /// The content color of a status bar for a style: `.lightContent` in dark mode, `.darkContent`
    /// otherwise, as UIKit's default status bar style does.
    var contentColor: Color {
        traitCollection.userInterfaceStyle == .dark ? .white : .black
    }

    override func draw(in buffer: inout ScreenBuffer) {
        let style = CellStyle(foreground: contentColor, background: palette.background, attributes: .bold)
        buffer.fill(frame, style: style)
        buffer.put(" 9:41", column: frame.column, row: frame.row, style: style)
        let title = "Shade"
        buffer.put(
            title, column: frame.column + (frame.width - title.terminalWidth) / 2, row: frame.row, style: style)
        let battery = "▮▮▮▯ 76% "
        buffer.put(battery, column: frame.endColumn - battery.terminalWidth, row: frame.row, style: style)
    }
}

/// The navigation bar: the screen's title on the bar background, with a separator below. It is a
/// container view like any other, so it follows every appearance change.
@MainActor
final class NavigationBarView: DemoView {
    var title: String {
        didSet { setNeedsDisplay() }
    }
    var trailingHint: String {
        didSet { setNeedsDisplay() }
    }

    init(title: String, context: DemoContext) {
        self.title = title
        self.trailingHint = ""
        super.init(name: "navigationBar", context: context)
    }

    override func draw(in buffer: inout ScreenBuffer) {
        let bar = palette.text(on: palette.secondaryBackground)
        buffer.fill(frame, style: bar)
        buffer.put(
            title, column: frame.column + 2, row: frame.row, style: palette.text(on: palette.secondaryBackground, .bold)
        )
        if !trailingHint.isEmpty {
            buffer.put(
                trailingHint, column: frame.endColumn - trailingHint.terminalWidth - 2, row: frame.row,
                style: palette.text(palette.accent, on: palette.secondaryBackground))
        }
        buffer.drawHorizontalRule(
            column: frame.column, row: frame.endRow - 1, width: frame.width,
            cellStyle: palette.text(palette.separator, on: palette.secondaryBackground))
    }
}

/// The footer: the keys of the current screen, or a message.
@MainActor
final class FooterView: DemoView {
    var hints: [(key: String, action: String)] = [] {
        didSet { setNeedsDisplay() }
    }
    /// A message that replaces the hints until the next key.
    var message: String? {
        didSet { setNeedsDisplay() }
    }

    init(context: DemoContext) {
        super.init(name: "footer", context: context)
    }

    override func draw(in buffer: inout ScreenBuffer) {
        let base = palette.text(palette.secondaryLabel, on: palette.secondaryBackground)
        buffer.fill(frame, style: base)
        if let message {
            buffer.put(
                " " + message, column: frame.column, row: frame.row, width: frame.width,
                style: palette.text(palette.label, on: palette.secondaryBackground, .bold))
            return
        }
        var column = frame.column + 1
        for hint in hints {
            let width = hint.key.terminalWidth + 1 + hint.action.terminalWidth
            guard column + width <= frame.endColumn else { break }
            column = buffer.put(
                hint.key, column: column, row: frame.row,
                style: palette.text(palette.accent, on: palette.secondaryBackground, .bold))
            column = buffer.put(" " + hint.action + "  ", column: column, row: frame.row, style: base)
        }
    }
}
