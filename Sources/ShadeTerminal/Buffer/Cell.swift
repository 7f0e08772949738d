public import ShadeColor

/// One column of one row of a ``ScreenBuffer``: a character, its colors and its attributes.
///
/// A wide character (East Asian wide, most emoji; see ``ShadeTerminal/Swift/Character/terminalWidth``) covers
/// two cells: the first holds the character, the second is a *continuation* cell whose
/// ``isContinuation`` is `true`, whose ``character`` is a space, and whose colors and attributes
/// repeat the first cell's. Renderers and snapshots skip continuation cells.
///
/// Colors are what the terminal shows: `nil` is the terminal's own default color, and a color
/// drawn translucently has already been composited over the background beneath it.
public struct Cell: Hashable, Sendable {
    /// The character shown; never a control character.
    public internal(set) var character: Character
    /// The text color, or `nil` for the terminal's default text color.
    public internal(set) var foreground: Color?
    /// The background color, or `nil` for the terminal's default background.
    public internal(set) var background: Color?
    /// The attributes, such as bold or inverse.
    public internal(set) var attributes: TextAttributes
    /// Whether this cell is the right half of a wide character that starts in the cell to its
    /// left.
    public internal(set) var isContinuation: Bool

    /// A space in the terminal's default colors with no attributes: what a new buffer holds.
    public static let blank = Cell(
        character: " ",
        foreground: nil,
        background: nil,
        attributes: [],
        isContinuation: false
    )

    /// The number of columns the cell's character covers: 0 for a continuation cell, otherwise 1
    /// or 2.
    public var width: Int {
        isContinuation ? 0 : character.terminalWidth
    }
}
