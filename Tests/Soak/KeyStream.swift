import ShadeTestSupport

/// Random keys as a terminal sends them, from a fixed seed: printable characters (ASCII and a
/// few others), and the bytes of Enter, Tab, Backspace, Escape, the arrows, Home, End, Page Up,
/// Page Down and Shift-Tab.
///
/// The quit key `q` (and Ctrl-C) is never among them, so the demo runs until it is told to quit.
/// A lone Escape is never followed by `[` or `O`: those would turn it into the start of a
/// sequence, and the key would be another one than generated.
struct KeyStream {
    private var random: SplitMix64
    private var lastWasEscape = false

    /// The sequences of the keys other than characters.
    static let specialKeys: [[UInt8]] = [
        [0x0D],  // Enter
        [0x09],  // Tab
        [0x7F],  // Backspace
        [0x1B],  // Escape
        Array("\u{1B}[A".utf8), Array("\u{1B}[B".utf8), Array("\u{1B}[C".utf8), Array("\u{1B}[D".utf8),
        Array("\u{1B}OA".utf8), Array("\u{1B}OB".utf8),  // arrows in application cursor mode
        Array("\u{1B}[H".utf8), Array("\u{1B}[F".utf8), Array("\u{1B}[5~".utf8), Array("\u{1B}[6~".utf8),
        Array("\u{1B}[Z".utf8),  // Shift-Tab
        Array("\u{1B}[1;5A".utf8),  // Ctrl-Up
    ]

    /// Characters beyond ASCII, of one to four bytes.
    static let otherCharacters: [[UInt8]] = ["é", "ß", "→", "漢", "🎵"].map { Array(String($0).utf8) }

    init(seed: UInt64) {
        random = SplitMix64(state: seed)
    }

    /// The bytes of the next key.
    mutating func next() -> [UInt8] {
        while true {
            let key = candidate()
            if lastWasEscape, let first = key.first, first == UInt8(ascii: "[") || first == UInt8(ascii: "O") {
                continue
            }
            lastWasEscape = key == [0x1B]
            return key
        }
    }

    private mutating func candidate() -> [UInt8] {
        switch random.below(100) {
        case 0..<65:
            // Printable ASCII without `q`; the demo's own keys (s, a, ?, d, c, t, j, k, x, space…) are
            // among them, so it changes screens, sheets, settings and the player as it goes.
            while true {
                let byte = UInt8(0x20 + random.below(0x7F - 0x20))
                if byte != UInt8(ascii: "q") { return [byte] }
            }
        case 65..<95:
            return Self.specialKeys[random.below(Self.specialKeys.count)]
        default:
            return Self.otherCharacters[random.below(Self.otherCharacters.count)]
        }
    }
}
