public import ShadeColor

/// How text or a shape is drawn into a ``ScreenBuffer``: colors and attributes.
///
/// Drawing works like painting: a `nil` color leaves the cell's current color as it is, and a
/// translucent color is composited over what is already there. So text drawn with only a
/// foreground keeps the background of the panel it is drawn on, and a secondary label color with
/// alpha 0.6 shows as the lighter, opaque color it looks like on that background.
///
/// ```swift
/// let panel = CellStyle(background: Color(rgb: 0x1C1C1E))
/// let label = CellStyle(foreground: .white, attributes: .bold)
/// buffer.fill(Rect(column: 0, row: 0, width: 40, height: 10), style: panel)
/// buffer.put("Appearance", column: 2, row: 1, style: label)
/// ```
///
/// The ``attributes`` always replace the cell's attributes.
public struct CellStyle: Hashable, Sendable {
    /// The text color, or `nil` to keep each cell's current text color.
    public var foreground: Color?
    /// The background color, or `nil` to keep each cell's current background.
    public var background: Color?
    /// The attributes the drawn cells get.
    public var attributes: TextAttributes

    /// Creates a style; by default it keeps both colors and sets no attributes.
    public init(foreground: Color? = nil, background: Color? = nil, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }
}
