import ShadeColor

/// A grid of terminal cells that an app draws a frame into, for a ``Renderer`` to show.
///
/// The buffer is a plain value: `width` columns by `height` rows of ``Cell``s, each a character
/// with its colors and attributes. Drawing never fails and never traps: anything outside the grid,
/// negative coordinates included, is clipped away.
///
/// ```swift
/// var buffer = ScreenBuffer(width: 40, height: 12)
/// buffer.fill(Rect(column: 0, row: 0, width: 40, height: 12), style: CellStyle(background: .black))
/// buffer.drawBox(Rect(column: 2, row: 1, width: 36, height: 10), style: .rounded, title: "Appearance")
/// buffer.put("Dark", column: 4, row: 3, style: CellStyle(foreground: .white, attributes: .inverse))
/// print(buffer.snapshot)
/// ```
///
/// Each `Character` (grapheme) takes one column, except wide characters, which take two; see
/// ``ShadeTerminal/Swift/Character/terminalWidth``. Control characters are drawn as U+FFFD so they cannot
/// reach the terminal.
public struct ScreenBuffer: Hashable, Sendable {
    /// The number of columns.
    public private(set) var width: Int
    /// The number of rows.
    public private(set) var height: Int
    /// The cells, row by row.
    private(set) var cells: [Cell]

    /// Creates a buffer of blank cells; a negative size is taken as zero.
    public init(width: Int, height: Int) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// The cell at a column and row, or `nil` outside the buffer.
    public func cell(column: Int, row: Int) -> Cell? {
        contains(column: column, row: row) ? cells[row * width + column] : nil
    }

    /// Whether the column and row lie inside the buffer.
    public func contains(column: Int, row: Int) -> Bool {
        column >= 0 && column < width && row >= 0 && row < height
    }

    /// Changes the size, keeping the cells that lie in both the old and the new size; new cells are
    /// blank. A wide character whose right half no longer fits becomes a space.
    public mutating func resize(width newWidth: Int, height newHeight: Int) {
        let newWidth = max(newWidth, 0)
        let newHeight = max(newHeight, 0)
        guard newWidth != width || newHeight != height else { return }
        var resized = ScreenBuffer(width: newWidth, height: newHeight)
        for row in 0..<min(height, newHeight) {
            for column in 0..<min(width, newWidth) {
                resized.cells[row * newWidth + column] = cells[row * width + column]
            }
            if newWidth < width, newWidth > 0, resized.cells[row * newWidth + newWidth - 1].width == 2 {
                resized.cells[row * newWidth + newWidth - 1].character = " "
            }
        }
        self = resized
    }

    /// Sets every cell back to ``Cell/blank``: a space in the terminal's default colors.
    public mutating func clear() {
        cells = Array(repeating: .blank, count: width * height)
    }

    // MARK: - The drawing primitive

    /// Draws one character at a column and row, clipped to the buffer, and returns the column after
    /// it. Every drawing method goes through here, so this is where the two-cell invariant of wide
    /// characters is kept: overwriting either half of a wide character turns its other half into a
    /// space, and a wide character cut by an edge becomes a space in the part that shows.
    @discardableResult
    mutating func draw(_ character: Character, column: Int, row: Int, style: CellStyle) -> Int {
        let character = character.isTerminalControl ? "\u{FFFD}" : character
        return draw(character, width: character.terminalWidth, column: column, row: row, style: style)
    }

    /// Draws a character already checked for control characters, whose width the caller knows
    /// (``fill(_:with:style:)`` works it out once for a whole rectangle).
    @discardableResult
    mutating func draw(_ character: Character, width characterWidth: Int, column: Int, row: Int, style: CellStyle)
        -> Int
    {
        let next = column.saturatingAdding(characterWidth)
        guard row >= 0, row < height, width > 0 else { return next }
        if characterWidth == 2 {
            if column >= 0, column < width - 1 {
                setCell(column: column, row: row, character: character, style: style)
                setContinuation(column: column + 1, row: row)
            } else if column == -1 || column == width - 1 {
                // Only one half is on screen: show the style, not half a glyph.
                setCell(column: max(column, 0), row: row, character: " ", style: style)
            }
        } else if column >= 0, column < width {
            setCell(column: column, row: row, character: character, style: style)
        }
        return next
    }

    /// Writes one cell, first breaking up any wide character it lands on.
    private mutating func setCell(column: Int, row: Int, character: Character, style: CellStyle) {
        let index = row * width + column
        detachWideCharacter(at: index, column: column)
        // Field by field, in place: copying a whole cell out and back costs more than drawing it.
        let background =
            style.background.map { Self.paint($0, over: cells[index].background) } ?? cells[index].background
        if let foreground = style.foreground {
            cells[index].foreground = Self.paint(foreground, over: background)
        }
        cells[index].background = background
        cells[index].character = character
        cells[index].isContinuation = false
        cells[index].attributes = style.attributes
    }

    /// Turns the cell after a wide character into its continuation, with the same style.
    private mutating func setContinuation(column: Int, row: Int) {
        let index = row * width + column
        detachWideCharacter(at: index, column: column)
        var continuation = cells[index - 1]
        continuation.character = " "
        continuation.isContinuation = true
        cells[index] = continuation
    }

    /// Before a cell is overwritten: if it is half of a wide character, the other half becomes a
    /// plain space so no half glyph is left behind.
    private mutating func detachWideCharacter(at index: Int, column: Int) {
        if cells[index].isContinuation, column > 0 {
            cells[index - 1].character = " "
        } else if cells[index].width == 2, column + 1 < width {
            cells[index + 1].character = " "
            cells[index + 1].isContinuation = false
        }
    }

    /// The color a cell ends up with when `color` is painted over `base`: a translucent color is
    /// composited over the base, an opaque color replaces it. Over the terminal's default color
    /// (`nil`), which is unknown, the color is kept as it is.
    private static func paint(_ color: Color, over base: Color?) -> Color {
        guard !color.isOpaque, let base else { return color }
        return color.composited(over: base)
    }
}
