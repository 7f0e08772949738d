/// The line characters of a box frame, from the Unicode Box Drawing block (U+2500–U+257F).
public struct BoxStyle: Hashable, Sendable {
    /// The top-left corner.
    public var topLeft: Character
    /// The top-right corner.
    public var topRight: Character
    /// The bottom-left corner.
    public var bottomLeft: Character
    /// The bottom-right corner.
    public var bottomRight: Character
    /// The top and bottom edges, and horizontal rules.
    public var horizontal: Character
    /// The left and right edges.
    public var vertical: Character
    /// Where a rule across the box meets the left edge.
    public var leftTee: Character
    /// Where a rule across the box meets the right edge.
    public var rightTee: Character

    /// Creates a style from its characters; each should be one column wide.
    public init(
        topLeft: Character,
        topRight: Character,
        bottomLeft: Character,
        bottomRight: Character,
        horizontal: Character,
        vertical: Character,
        leftTee: Character,
        rightTee: Character
    ) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
        self.horizontal = horizontal
        self.vertical = vertical
        self.leftTee = leftTee
        self.rightTee = rightTee
    }

    /// Light lines with square corners: `┌─┐ │ └─┘`.
    public static let light = BoxStyle(
        topLeft: "┌",
        topRight: "┐",
        bottomLeft: "└",
        bottomRight: "┘",
        horizontal: "─",
        vertical: "│",
        leftTee: "├",
        rightTee: "┤"
    )

    /// Light lines with rounded corners: `╭─╮ │ ╰─╯`.
    public static let rounded = BoxStyle(
        topLeft: "╭",
        topRight: "╮",
        bottomLeft: "╰",
        bottomRight: "╯",
        horizontal: "─",
        vertical: "│",
        leftTee: "├",
        rightTee: "┤"
    )

    /// Heavy lines: `┏━┓ ┃ ┗━┛`.
    public static let heavy = BoxStyle(
        topLeft: "┏",
        topRight: "┓",
        bottomLeft: "┗",
        bottomRight: "┛",
        horizontal: "━",
        vertical: "┃",
        leftTee: "┣",
        rightTee: "┫"
    )

    /// Double lines: `╔═╗ ║ ╚═╝`.
    public static let double = BoxStyle(
        topLeft: "╔",
        topRight: "╗",
        bottomLeft: "╚",
        bottomRight: "╝",
        horizontal: "═",
        vertical: "║",
        leftTee: "╠",
        rightTee: "╣"
    )
}
