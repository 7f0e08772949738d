extension Renderer {
    /// The frame as lines of text with its colors and attributes, for printing in the normal flow
    /// of a terminal (a snapshot, documentation) rather than onto a full screen: no cursor
    /// movement, a style change only where the style changes, and a reset at the end of each
    /// line so nothing leaks into what is printed next. In ``ColorMode/none`` only attributes are
    /// written. Trailing blank cells in the default style are left out.
    ///
    /// This does not change what the renderer considers to be on screen.
    public func inlineText(of frame: ScreenBuffer) -> String {
        var lines: [String] = []
        for row in 0..<frame.height {
            var cells: [Cell] = (0..<frame.width).compactMap { frame.cell(column: $0, row: row) }
            while let last = cells.last, last.character == " ", renderedStyle(of: last) == .plain {
                cells.removeLast()
            }
            var line = ""
            var current = RenderedStyle.plain
            for cell in cells where !cell.isContinuation {
                let style = renderedStyle(of: cell)
                let parameters = current.parameters(changingTo: style)
                if !parameters.isEmpty {
                    line += ControlSequence.selectGraphicRendition(parameters)
                    current = style
                }
                line.append(cell.character)
            }
            if current != .plain { line += ControlSequence.resetAttributes }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
