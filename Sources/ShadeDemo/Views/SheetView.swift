import ShadeTerminal
import ShadeTraits

/// A modal sheet (About, Help) presented above the screen at the elevated level: in dark mode its
/// background is the elevated one, lighter than the base background behind it.
@MainActor
final class SheetView: DemoView {
    var title: String
    var lines: [String]

    init(name: String, title: String, lines: [String], context: DemoContext) {
        self.title = title
        self.lines = lines
        super.init(name: name, context: context)
        traitOverrides.userInterfaceLevel = .elevated
    }

    /// The sheet's rectangle, centered in `bounds`.
    func layout(in bounds: Rect) {
        let width = min(max(lines.map(\.terminalWidth).max() ?? 0, title.terminalWidth) + 6, bounds.width - 4)
        let height = min(lines.count + 4, bounds.height - 2)
        frame = Rect(
            column: bounds.column + (bounds.width - width) / 2, row: bounds.row + (bounds.height - height) / 2,
            width: width, height: height)
    }

    override func draw(in buffer: inout ScreenBuffer) {
        buffer.fill(frame, style: palette.text())
        buffer.drawBox(frame, style: .rounded, cellStyle: palette.text(palette.separator))
        buffer.put(
            " \(title) ", column: frame.column + 2, row: frame.row, style: palette.text(palette.label, on: nil, .bold))
        for (offset, line) in lines.enumerated() where frame.row + 2 + offset < frame.endRow - 1 {
            buffer.put(
                line, column: frame.column + 3, row: frame.row + 2 + offset, width: frame.width - 6,
                style: palette.text(offset == 0 ? palette.label : palette.secondaryLabel))
        }
        let close = " Esc "
        buffer.put(
            close, column: frame.endColumn - close.terminalWidth - 2, row: frame.endRow - 1,
            style: palette.text(palette.accent))
    }
}
