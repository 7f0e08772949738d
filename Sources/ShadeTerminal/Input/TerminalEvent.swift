/// Something that happened at the terminal: a key press or a change of the window size.
public enum TerminalEvent: Hashable, Sendable {
    /// A key was pressed.
    case key(Key)
    /// The window now has this many columns and rows.
    case resize(width: Int, height: Int)
}
