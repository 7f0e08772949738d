import ArgumentParser
import ShadeDiagnostics

/// Text for people, as `shade` prints it on a terminal: its own words as they are, and every
/// string it quotes from its input (a name, a path, a file's message) with the characters a
/// terminal would act on or a reader could not see written as escapes (`DisplayText`).
///
/// The type decides, so no call site has to remember: a literal and another `TerminalText` (a
/// ``Painter``'s colors, a line built before) are kept as they are, and anything else interpolated
/// is escaped.
///
/// ```swift
/// let name = "dark\u{1B}[2J"                       // read from a file
/// let line: TerminalText = "no color named \"\(name)\""
/// line.text                                         // no color named "dark\u001B[2J"
/// ```
///
/// Text that goes to another program (JSON, SARIF, a diff for `patch`, generated code) is not
/// terminal text: its format escapes it.
struct TerminalText: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The text, safe to print.
    private(set) var text: String

    /// `text` as it is: text Shade wrote itself, such as a terminal's escape sequences.
    init(verbatim text: String) { self.text = text }

    /// `string` quoted from input, escaped.
    init(quoting string: some StringProtocol) { text = DisplayText.escaped(String(string)) }

    init(stringLiteral text: String) { self.text = text }

    init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// The parts of an interpolation: literals as they are, values escaped.
    struct StringInterpolation: StringInterpolationProtocol {
        fileprivate var text = ""

        init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + 16 * interpolationCount)
        }

        mutating func appendLiteral(_ literal: String) { text += literal }

        /// Terminal text, as it is.
        mutating func appendInterpolation(_ value: TerminalText) { text += value.text }

        /// Any other value, by its description, escaped.
        mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            text += DisplayText.escaped(value.description)
        }

        /// An error: a ``ReportedProblem``'s own text, any other error's description escaped.
        mutating func appendInterpolation(error: any Error) {
            if let problem = error as? any ReportedProblem {
                text += problem.terminalText.text
            } else {
                text += DisplayText.escaped(String(describing: error))
            }
        }
    }

    /// ``text``.
    var description: String { text }

    var isEmpty: Bool { text.isEmpty }

    /// Whether the text ends with `suffix`.
    func hasSuffix(_ suffix: String) -> Bool { text.hasSuffix(suffix) }

    static func + (first: TerminalText, second: TerminalText) -> TerminalText {
        TerminalText(verbatim: first.text + second.text)
    }

    static func += (text: inout TerminalText, more: TerminalText) { text.text += more.text }
}

extension Sequence<TerminalText> {
    /// The texts one after another, `separator` between each two.
    func joined(separator: TerminalText = "") -> TerminalText {
        TerminalText(verbatim: map(\.text).joined(separator: separator.text))
    }
}

extension ValidationError {
    /// A usage error whose message quotes the command line: what it quotes is escaped.
    init(message: TerminalText) { self.init(message.text) }
}
