import ShadeJSON

/// The error thrown when a ``KeyScript`` cannot be parsed.
///
/// It says where the problem is, what was found there, and what is allowed:
///
/// ```
/// unknown key name "<entr>" at column 3 in "jj<entr>q"; known names: <up> <down> … <c-a>…<c-z>, and <lt> for "<"
/// unclosed key name "<up" at column 2 in "j<up": expected ">"
/// ```
///
/// Columns count characters and start at 1, like a column number in a text editor.
public struct KeyScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong at ``column``.
    public enum Reason: Hashable, Sendable {
        /// A `<name>` that is not a key name; the associated text includes the brackets.
        case unknownName(String)
        /// A `<` with no `>` after it; the associated text runs to the end of the script.
        case unterminatedName(String)
        /// The script is longer than ``KeyScript/maximumLength`` characters; the column is the
        /// first one past the limit.
        case tooLong
    }

    /// The script that failed to parse.
    public let input: String
    /// The 1-based column of the `<` that starts the faulty name.
    public let column: Int
    /// What is wrong there.
    public let reason: Reason

    /// Creates an error; ``KeyScript/init(parsing:)`` is the usual source of these.
    public init(input: String, column: Int, reason: Reason) {
        self.input = input
        self.column = column
        self.reason = reason
    }

    /// The message, naming the text at fault, its column and the script.
    ///
    /// Long text is quoted in part (60 characters, with `…` for the rest), and characters that do
    /// not show, such as control characters, as escapes (`\u0007`), so that the message is one
    /// readable line whatever the script holds.
    public var description: String {
        let script = JSONWriter.displayQuoted(input, limit: 60)
        switch reason {
        case .unknownName(let token):
            let known = KeyScript.names.filter { $0.name != "lt" }.map { "<\($0.name)>" }.joined(separator: " ")
            return "unknown key name \(JSONWriter.displayQuoted(token, limit: 60)) at column \(column) in \(script); "
                + "known names: \(known) <c-a>…<c-z>, and <lt> for \"<\""
        case .unterminatedName(let token):
            return "unclosed key name \(JSONWriter.displayQuoted(token, limit: 60)) at column \(column) in \(script): "
                + "expected \">\""
        case .tooLong:
            return "the script \(script) is longer than \(KeyScript.maximumLength) characters; "
                + "it is not read past column \(column - 1)"
        }
    }
}
