import ShadeDiagnostics
import ShadeJSON

extension ScreenBuffer {
    /// Draws text on one row, starting at a column, and returns the column just after it.
    ///
    /// The text is clipped at the edges of the buffer: characters left of column 0 or right of the
    /// last column are not drawn, and a row outside the buffer draws nothing. Wide characters take
    /// two columns. The text is drawn on one line, and what a terminal would act on or a reader
    /// could not see — a control character, a bidirectional override, a zero-width character, a
    /// space other than U+0020 — is drawn as its escape (`\u202E`), as `DisplayText` shows it, so
    /// text from a file can neither drive the terminal nor hide or reorder what the screen shows.
    ///
    /// - Returns: The column after the text as if nothing had been clipped, so calls can be chained:
    ///   `let next = buffer.put("Theme: ", column: 2, row: 1, style: label)`.
    @discardableResult
    public mutating func put(_ text: String, column: Int, row: Int, style: CellStyle = CellStyle()) -> Int {
        var column = column
        for character in DisplayText.escaped(text) {
            column = draw(character, column: column, row: row, style: style)
        }
        return column
    }

    /// Draws text fitted to a field of `width` columns: cut with "…" when it is too long, padded
    /// with spaces in the style when it is too short, as ``ShadeTerminal/Swift/String/padded(toWidth:alignment:)``
    /// fits it.
    ///
    /// ```swift
    /// buffer.put("System", column: 4, row: 2, width: 12, alignment: .center, style: selected)
    /// ```
    public mutating func put(
        _ text: String,
        column: Int,
        row: Int,
        width: Int,
        alignment: TextAlignment = .leading,
        style: CellStyle = CellStyle()
    ) {
        guard width > 0 else { return }
        put(
            DisplayText.escaped(text).padded(toWidth: width, alignment: alignment), column: column, row: row,
            style: style)
    }
}
