/// A rectangle of cells: a column and row for its top-left corner, a width and a height.
///
/// Columns and rows count from 0 at the top-left of the screen. A rectangle may reach outside the
/// buffer, or start at negative coordinates; drawing clips it to the buffer.
public struct Rect: Hashable, Sendable {
    /// The column of the left edge.
    public var column: Int
    /// The row of the top edge.
    public var row: Int
    /// The number of columns; zero or less is an empty rectangle.
    public var width: Int
    /// The number of rows; zero or less is an empty rectangle.
    public var height: Int

    /// Creates a rectangle from its top-left corner and size.
    public init(column: Int, row: Int, width: Int, height: Int) {
        self.column = column
        self.row = row
        self.width = width
        self.height = height
    }

    /// The column just past the right edge; `Int.max` if that does not fit in an `Int`.
    public var endColumn: Int { column.saturatingAdding(width) }
    /// The row just below the bottom edge; `Int.max` if that does not fit in an `Int`.
    public var endRow: Int { row.saturatingAdding(height) }
    /// Whether the rectangle covers no cells.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The rectangle shrunk by `columns` on the left and right and `rows` at the top and bottom;
    /// negative amounts grow it. Values beyond the range of `Int` are clamped to it.
    public func insetBy(columns: Int, rows: Int) -> Rect {
        Rect(
            column: column.saturatingAdding(columns),
            row: row.saturatingAdding(rows),
            width: width.saturatingSubtracting(columns).saturatingSubtracting(columns),
            height: height.saturatingSubtracting(rows).saturatingSubtracting(rows)
        )
    }
}
