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
/// `<c-z>` for Ctrl with a letter, and `<lt>` for a literal `<`. A `>` on its own is a literal `>`.
/// A newline or carriage return in the script is ``Key/enter`` and a tab character ``Key/tab``, so
/// a script can come from a file.
///
/// An unknown name, or a `<` with no closing `>`, throws a ``KeyScriptError`` that gives the
/// column and the text at fault.
public struct KeyScript: Hashable, Sendable {
    /// The keys, in the order they are pressed.
    public var keys: [Key]

    /// Creates a script from keys; its ``description`` is the text that parses back to them.
    public init(keys: [Key]) {
        self.keys = keys
    }

    /// Parses a script such as `"jj<enter>q"`.
    ///
    /// - Throws: ``KeyScriptError`` for an unknown `<name>` or a `<` that is never closed.
    public init(parsing script: String) throws(KeyScriptError) {
        var keys: [Key] = []
        var characters = script[...]
        var column = 1
        while let character = characters.first {
            guard character == "<" else {
                keys.append(Self.key(forLiteral: character))
                characters.removeFirst()
                column += 1
                continue
            }
            guard let close = characters.firstIndex(of: ">") else {
                throw KeyScriptError(input: script, column: column, reason: .unterminatedName(String(characters)))
            }
            let token = characters[...close]
            let name = String(token.dropFirst().dropLast())
            guard let key = Self.key(named: name) else {
                throw KeyScriptError(input: script, column: column, reason: .unknownName(String(token)))
            }
            keys.append(key)
            column += token.count
            characters = characters[characters.index(after: close)...]
        }
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
        if name.count == 3, name.hasPrefix("c-"), let letter = name.last, ("a"..."z").contains(letter) {
            return .control(letter)
        }
        return nil
    }

    private static func key(forLiteral character: Character) -> Key {
        switch character {
        case "\n", "\r", "\r\n": .enter
        case "\t": .tab
        default: .character(character)
        }
    }
}

extension KeyScript: CustomStringConvertible {
    /// The script as text: each key's ``Key/description`` in order, such as `jj<enter>q`.
    public var description: String {
        keys.map(\.description).joined()
    }
}
