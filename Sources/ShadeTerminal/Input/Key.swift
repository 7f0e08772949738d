/// A key press, as a terminal reports it.
///
/// Terminals send some keys as the same bytes, so some presses cannot be told apart: Ctrl-M is
/// ``enter``, Ctrl-I is ``tab``, Ctrl-H is ``backspace`` and Ctrl-[ is ``escape``. Modifier keys
/// held with an arrow or another named key are not reported: Ctrl-Up is ``up``.
public enum Key: Hashable, Sendable {
    /// A printable character, such as `j`, `É`, `日` or `👍🏽`; the space bar is `" "`.
    case character(Character)
    /// Enter or Return.
    case enter
    /// Tab.
    case tab
    /// Shift-Tab, which terminals send as "back tab".
    case backTab
    /// Backspace (on macOS keyboards, the key labelled delete).
    case backspace
    /// Escape, alone: reported once no further bytes follow it.
    case escape
    /// The forward delete key.
    case delete
    /// Insert.
    case insert
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Ctrl held with a letter or one of `@ \ ] ^ _`; the letter is lowercase: Ctrl-C is
    /// `.control("c")`.
    case control(Character)
}

extension Key: CustomStringConvertible {
    /// The key in the notation ``KeyScript`` reads: `j`, `<enter>`, `<c-c>`, `<lt>` for `<`,
    /// `<space>` for the space bar.
    ///
    /// A character that starts with `<` and has combining marks after it is written `<lt>` and
    /// the marks, which a script reads as two keys, `<` and the marks.
    public var description: String {
        switch self {
        case .character("<"): "<lt>"
        case .character(" "): "<space>"
        case .character(let character) where character.unicodeScalars.first == "<":
            "<lt>" + String(character.unicodeScalars.dropFirst())
        case .character(let character): String(character)
        case .control(let character): "<c-\(character)>"
        default: KeyScript.names.first { $0.key == self }.map { "<\($0.name)>" } ?? "<?>"
        }
    }
}
