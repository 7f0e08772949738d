/// A sequence of key presses written as text, for replaying input: the value of a `--keys`
/// command-line option, or a test's input.
///
/// Each character stands for itself, and names in angle brackets stand for the other keys:
///
/// ```swift
/// let script = try KeyScript(parsing: "jj<enter><s-tab>q")
/// script.keys   // [.character("j"), .character("j"), .enter, .backTab, .character("q")]
/// ```
///
/// The names, in any letter case: `<up>` `<down>` `<left>` `<right>` `<enter>` `<esc>` `<tab>`
/// `<s-tab>` `<space>` `<bs>` `<del>` `<ins>` `<home>` `<end>` `<pgup>` `<pgdn>`, `<c-a>` to
/// `<c-z>` for Ctrl with a letter (and `<c-@>` `<c-\>` `<c-]>` `<c-^>` `<c-_>`, the other
/// control keys), and `<lt>` for a literal `<`. A `>` on its own is a literal `>`.
/// A newline or carriage return in the script is ``Key/enter`` and a tab character ``Key/tab``, so
/// a script can come from a file; any other control character stands for the key a terminal
/// sends it for, as ``KeyDecoder`` reads it (U+0003 is `<c-c>`, U+001B `<esc>`, U+007F `<bs>`).
///
/// An unknown name, a `<` with no closing `>`, or a script longer than ``maximumLength``
/// characters throws a ``KeyScriptError`` that gives the column and the text at fault.
public struct KeyScript: Hashable, Sendable {
    /// The keys, in the order they are pressed.
    public var keys: [Key]

    /// Creates a script from keys; its ``description`` is the text that parses back to them.
    public init(keys: [Key]) {
        self.keys = keys
    }

    /// The longest script ``init(parsing:)`` reads, in characters: 65 536, enough for any
    /// replayed session, so that a script read from a damaged file is refused rather than read.
    public static let maximumLength = 65_536

    /// Parses a script such as `"jj<enter>q"`.
    ///
    /// - Throws: ``KeyScriptError`` for an unknown `<name>`, a `<` that is never closed, or a
    ///   script longer than ``maximumLength`` characters.
    public init(parsing script: String) throws(KeyScriptError) {
        if let limit = script.index(script.startIndex, offsetBy: Self.maximumLength, limitedBy: script.endIndex),
            limit < script.endIndex
        {
            throw KeyScriptError(input: script, column: Self.maximumLength + 1, reason: .tooLong)
        }
        // Names are found among scalars, not characters: a `>` followed by a combining mark is
        // one character, but still closes the name before it.
        let scalars = script.unicodeScalars
        var keys: [Key] = []
        var literalStart = scalars.startIndex
        var index = scalars.startIndex
        while index < scalars.endIndex {
            guard scalars[index] == "<" else {
                index = scalars.index(after: index)
                continue
            }
            keys += String(scalars[literalStart..<index]).map(Self.key(forLiteral:))
            let column = String(scalars[..<index]).count + 1
            guard let close = scalars[index...].firstIndex(of: ">") else {
                throw KeyScriptError(
                    input: script, column: column, reason: .unterminatedName(String(scalars[index...])))
            }
            let name = String(scalars[scalars.index(after: index)..<close])
            guard let key = Self.key(named: name) else {
                throw KeyScriptError(
                    input: script, column: column, reason: .unknownName(String(scalars[index...close])))
            }
            keys.append(key)
            index = scalars.index(after: close)
            literalStart = index
        }
        keys += String(scalars[literalStart...]).map(Self.key(forLiteral:))
        self.keys = keys
    }

    /// The keys with names, in the order the documentation lists them; ``Key/description`` uses
    /// the first name of each key.
    static let names: [(name: String, key: Key)] = [
        ("up", .up), ("down", .down), ("left", .left), ("right", .right), ("enter", .enter), ("esc", .escape),
        ("tab", .tab), ("s-tab", .backTab), ("space", .character(" ")), ("bs", .backspace), ("del", .delete),
        ("ins", .insert), ("home", .home), ("end", .end), ("pgup", .pageUp), ("pgdn", .pageDown),
        ("lt", .character("<")),
    ]

    private static func key(named name: String) -> Key? {
        let name = name.lowercased()
        if let entry = names.first(where: { $0.name == name }) { return entry.key }
        guard name.count == 3, name.hasPrefix("c-"), let key = name.last, controlKeys.contains(key) else { return nil }
        return .control(key)
    }

    /// What `<c-x>` may name: the keys ``Key/control(_:)`` holds.
    static let controlKeys = Set("abcdefghijklmnopqrstuvwxyz@\\]^_")

    private static func key(forLiteral character: Character) -> Key {
        switch character {
        case "\n", "\r", "\r\n": return .enter
        case "\t": return .tab
        default:
            // Any other control character is the key a terminal sends it for.
            guard let ascii = character.asciiValue, ascii < 0x20 || ascii == 0x7F else { return .character(character) }
            var decoder = KeyDecoder()
            return (decoder.decode([ascii]) + decoder.flush()).first ?? .character(character)
        }
    }
}

extension KeyScript: CustomStringConvertible {
    /// The script as text: each key's ``Key/description`` in order, such as `jj<enter>q`.
    public var description: String {
        keys.map(\.description).joined()
    }
}
