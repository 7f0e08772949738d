import ShadeDiagnostics

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
        /// The end of the color within ``Color/maximumParsedLength`` characters: a longer string
        /// is not read.
        case endWithinLimit

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
            case .endWithinLimit: "the end of the color within \(Color.maximumParsedLength) characters"
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
    ///
    /// A character that does not show (a control or format character, a space other than U+0020)
    /// is named by its code point, `found U+0007`, and escaped in the quoted input, `"\u0007"`,
    /// so that no message hands a terminal a control character. An input longer than 60
    /// characters is quoted in part, around the position, with `…` for what is left out.
    public var description: String {
        let found: String
        switch self.found {
        case nil: found = "the end of the input"
        case let text? where text.count == 1 && text.unicodeScalars.contains(where: DisplayText.isHidden):
            found = text.unicodeScalars.map(DisplayText.codePoint).joined(separator: " ")
        case let text?: found = "\"\(DisplayText.escaped(text))\""
        }
        return "expected \(expected) at position \(position) in \(quotedInput), found \(found)"
    }

    /// The input in quotes, escaped, and cut to the 60 characters around the position when longer.
    private var quotedInput: String {
        let count = input.count
        guard count > 60 else { return "\"\(DisplayText.escaped(input))\"" }
        let start = min(max(0, position - 31), count - 60)
        let lower = input.index(input.startIndex, offsetBy: start)
        let upper = input.index(lower, offsetBy: 60)
        let head = start > 0 ? "…" : ""
        let tail = upper < input.endIndex ? "…" : ""
        return "\"\(head)\(DisplayText.escaped(String(input[lower..<upper])))\(tail)\""
    }
}
