/// The character attributes a terminal cell can carry besides its colors: bold, dim, italic,
/// underline and inverse.
///
/// Attributes are emitted in every ``ColorMode``, ``ColorMode/none`` included, so a selection
/// drawn with ``inverse`` or a heading in ``bold`` stays visible when colors are off.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    /// One bit per attribute.
    public let rawValue: UInt8

    /// Creates a set from its bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Bold or increased intensity (SGR 1).
    public static let bold = TextAttributes(rawValue: 1 << 0)
    /// Faint or decreased intensity (SGR 2).
    public static let dim = TextAttributes(rawValue: 1 << 1)
    /// Italic (SGR 3); some terminals show it as inverse or not at all.
    public static let italic = TextAttributes(rawValue: 1 << 2)
    /// Single underline (SGR 4).
    public static let underline = TextAttributes(rawValue: 1 << 3)
    /// Foreground and background swapped (SGR 7), the classic way to show a selection.
    public static let inverse = TextAttributes(rawValue: 1 << 4)
}
