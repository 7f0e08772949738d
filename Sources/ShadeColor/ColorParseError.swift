/// The error thrown when a string is not a color ``Color/init(parsing:)`` understands.
///
/// It says where the problem is, what the parser expected there and what it found:
///
/// ```
/// expected a hex digit at position 4 in "#12G", found "G"
/// expected "," or ")" at position 14 in "rgb(255, 0, 0", found the end of the input
/// ```
///
/// Positions count characters (as `String` does, so an emoji or an accented letter is one
/// position) and start at 1 for the first character, like a column number in a text editor.
public struct ColorParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What the parser expected at ``position``.
    public enum Expectation: Hashable, Sendable, CustomStringConvertible {
        /// The start of a color: `#` or one of the functions `rgb`, `rgba`, `hsl`, `hsla`.
        case color
        /// A hexadecimal digit, `0`–`9`, `a`–`f` or `A`–`F`.
        case hexDigit
        /// Another hex digit or the end of the color, after 3, 4 or 6 hex digits.
        case hexDigitOrEnd
        /// The end of the color: nothing but whitespace may follow.
        case end
        /// One of the function names `rgb`, `rgba`, `hsl` or `hsla` (in any letter case).
        case functionName
        /// The `(` that opens the arguments, directly after the function name.
        case openingParenthesis
        /// A number, such as `255` or `0.5`.
        case number
        /// A percentage, such as `50%`.
        case percentage
        /// A number or a percentage.
        case numberOrPercentage
        /// A hue: a number of degrees, or an angle such as `120deg`, `2.1rad`, `200grad` or `0.5turn`.
        case hue
        /// One of the angle units `deg`, `rad`, `grad` or `turn`.
        case angleUnit
        /// The `,` between arguments in the comma-separated syntax.
        case comma
        /// A `,` before the alpha value or the closing `)`.
        case commaOrClosingParenthesis
        /// A `/` before the alpha value or the closing `)`.
        case slashOrClosingParenthesis
        /// The `)` that closes the arguments.
        case closingParenthesis

        /// The expectation as the error message words it, such as `a hex digit`.
        public var description: String {
            switch self {
            case .color: ##"a color: "#", "rgb(", "rgba(", "hsl(" or "hsla(""##
            case .hexDigit: "a hex digit"
            case .hexDigitOrEnd: "a hex digit or the end of the color"
            case .end: "the end of the color"
            case .functionName: #""rgb", "rgba", "hsl" or "hsla""#
            case .openingParenthesis: #""(""#
            case .number: "a number"
            case .percentage: "a percentage"
            case .numberOrPercentage: "a number or a percentage"
            case .hue: "a hue (a number or an angle)"
            case .angleUnit: #""deg", "rad", "grad" or "turn""#
            case .comma: #"",""#
            case .commaOrClosingParenthesis: #""," or ")""#
            case .slashOrClosingParenthesis: #""/" or ")""#
            case .closingParenthesis: #"")""#
            }
        }
    }

    /// The string that failed to parse.
    public let input: String
    /// The 1-based character position of the problem; one past the last character when the input
    /// ended too early.
    public let position: Int
    /// What the parser expected at ``position``.
    public let expected: Expectation
    /// The text found at ``position`` (a character, or a word or number for the function syntax),
    /// or `nil` when the input ended there.
    public let found: String?

    /// Creates an error; ``Color/init(parsing:)`` is the usual source of these.
    public init(input: String, position: Int, expected: Expectation, found: String?) {
        self.input = input
        self.position = position
        self.expected = expected
        self.found = found
    }

    /// The message: `expected <what> at position <n> in "<input>", found "<text>"`, ending in
    /// `found the end of the input` when the input ended early.
    public var description: String {
        let found = self.found.map { "\"\($0)\"" } ?? "the end of the input"
        return "expected \(expected) at position \(position) in \"\(input)\", found \(found)"
    }
}
