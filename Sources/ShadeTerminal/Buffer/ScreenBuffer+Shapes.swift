extension ScreenBuffer {
    /// Fills a rectangle with a character, clipped to the buffer.
    ///
    /// With the default space and a style that has a background, this paints a panel; a
    /// translucent background is composited over what is already there.
    public mutating func fill(_ rect: Rect, with character: Character = " ", style: CellStyle) {
        let columns = max(rect.column, 0)..<max(min(rect.endColumn, width), max(rect.column, 0))
        let rows = max(rect.row, 0)..<max(min(rect.endRow, height), max(rect.row, 0))
        let character = character.isTerminalControl ? "\u{FFFD}" : character
        let characterWidth = character.terminalWidth
        let step = max(characterWidth, 1)
        for row in rows {
            for column in stride(from: columns.lowerBound, to: columns.upperBound, by: step) {
                draw(character, width: characterWidth, column: column, row: row, style: style)
            }
        }
    }

    /// Draws the frame of a box along the edges of a rectangle, clipped to the buffer, with an
    /// optional title in the top edge.
    ///
    /// The inside of the box is left as it is; ``fill(_:with:style:)`` it first to give it a
    /// background. A rectangle narrower or shorter than 2 cells has no room for a frame and draws
    /// nothing. The title starts two columns from the left corner, with a space on either side,
    /// and is cut with "…" to fit between the corners.
    ///
    /// ```
    /// ╭─ Appearance ───╮
    /// │                │
    /// ╰────────────────╯
    /// ```
    public mutating func drawBox(
        _ rect: Rect,
        style box: BoxStyle = .light,
        cellStyle: CellStyle = CellStyle(),
        title: String? = nil
    ) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let right = rect.endColumn - 1
        let bottom = rect.endRow - 1
        let inside = rect.insetBy(columns: 1, rows: 1)
        drawHorizontalRule(column: inside.column, row: rect.row, width: inside.width, style: box, cellStyle: cellStyle)
        drawHorizontalRule(column: inside.column, row: bottom, width: inside.width, style: box, cellStyle: cellStyle)
        for row in max(inside.row, 0)..<max(min(bottom, height), max(inside.row, 0)) {
            draw(box.vertical, column: rect.column, row: row, style: cellStyle)
            draw(box.vertical, column: right, row: row, style: cellStyle)
        }
        draw(box.topLeft, column: rect.column, row: rect.row, style: cellStyle)
        draw(box.topRight, column: right, row: rect.row, style: cellStyle)
        draw(box.bottomLeft, column: rect.column, row: bottom, style: cellStyle)
        draw(box.bottomRight, column: right, row: bottom, style: cellStyle)
        if let title, !title.isEmpty, rect.width >= 7 {
            let text = " " + title.truncated(toWidth: rect.width - 6) + " "
            put(text, column: rect.column.saturatingAdding(2), row: rect.row, style: cellStyle)
        }
    }

    /// Draws a horizontal line of `width` cells starting at a column, clipped to the buffer.
    public mutating func drawHorizontalRule(
        column: Int,
        row: Int,
        width: Int,
        style box: BoxStyle = .light,
        cellStyle: CellStyle = CellStyle()
    ) {
        guard width > 0 else { return }
        fill(Rect(column: column, row: row, width: width, height: 1), with: box.horizontal, style: cellStyle)
    }

    /// Draws a divider across a box drawn with ``drawBox(_:style:cellStyle:title:)``: a rule on
    /// `row` that joins the box's left and right edges with tees, as in `├────┤`.
    public mutating func drawDivider(
        across box: Rect,
        row: Int,
        style: BoxStyle = .light,
        cellStyle: CellStyle = CellStyle()
    ) {
        guard box.width >= 2 else { return }
        let inside = box.insetBy(columns: 1, rows: 0)
        drawHorizontalRule(column: inside.column, row: row, width: inside.width, style: style, cellStyle: cellStyle)
        draw(style.leftTee, column: box.column, row: row, style: cellStyle)
        draw(style.rightTee, column: box.endColumn - 1, row: row, style: cellStyle)
    }
}
