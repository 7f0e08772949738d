/// Turns the bytes a terminal sends for key presses into ``Key``s.
///
/// Feed it bytes as they are read; a key whose bytes have not all arrived yet (half an escape
/// sequence, part of a multi-byte UTF-8 character) is kept until the rest comes:
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode([0x1B, 0x5B])   // []: ESC [ could be the start of an arrow key
/// decoder.decode([0x41])         // [.up]
/// decoder.decode([0x1B])         // []: ESC alone, or the start of a sequence?
/// decoder.flush()                // [.escape]: no more bytes came, so it was the Escape key
/// ```
///
/// A lone ESC byte is ambiguous until time has passed, so the decoder never decides it on its own:
/// the reader calls ``flush()`` once no more bytes have arrived for a short while (the Escape
/// delay, as in Vim's `ttimeoutlen` or tmux's `escape-time`).
///
/// What it understands, with the sequences xterm documents in "XTerm Control Sequences"
/// (https://invisible-island.net/xterm/ctlseqs/ctlseqs.html, "PC-Style Function Keys"):
/// - printable ASCII and UTF-8 characters; consecutive ones decoded together form graphemes,
///   so `e` followed by a combining accent is one ``Key/character(_:)``; invalid UTF-8 gives U+FFFD
/// - CR and LF as ``Key/enter``, HT as ``Key/tab``, DEL and BS as ``Key/backspace``
/// - the other C0 bytes as ``Key/control(_:)``: 0x03 is `.control("c")`
/// - `CSI A`–`D` and `SS3 A`–`D` (normal and application cursor mode) as the arrows, with or
///   without modifier parameters (`CSI 1;5A` is Ctrl-Up, reported as ``Key/up``)
/// - Home and End as `CSI H`/`CSI F`, `SS3 H`/`SS3 F`, `CSI 1~`/`CSI 4~` and `CSI 7~`/`CSI 8~`
///   (rxvt); `CSI 2~` Insert, `CSI 3~` Delete, `CSI 5~` Page Up, `CSI 6~` Page Down; `CSI Z`
///   Shift-Tab
/// - ESC followed by anything else as ``Key/escape`` and then that key (how terminals send Alt)
///
/// Other complete escape sequences, such as function keys, are dropped rather than shown as text.
///
/// The keys do not depend on how the bytes are split into reads, with one exception: characters
/// that arrive in different reads are not joined into one grapheme (`e`, then a combining accent
/// in the next read, are two ``Key/character(_:)`` keys), since joining them would mean holding
/// back every character until the next read. The fuzz target `fuzz-keys` checks this on any bytes.
public struct KeyDecoder: Sendable {
    /// Bytes received but not yet decoded: the start of an unfinished key.
    private var pending: [UInt8] = []

    /// An escape sequence longer than this is not one a key sends; it is dropped.
    private static let longestSequence = 32

    /// Creates a decoder with nothing pending.
    public init() {}

    /// Whether bytes of an unfinished key are waiting for more input or a ``flush()``.
    public var hasPendingBytes: Bool { !pending.isEmpty }

    /// Decodes the keys that `bytes`, after any pending bytes, complete; bytes that may be the
    /// start of a longer key are kept for the next call.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        return decodePending(atEnd: false)
    }

    /// Decodes whatever is pending as if no more bytes will follow: a lone ESC becomes
    /// ``Key/escape``, an unfinished sequence becomes ``Key/escape`` followed by its characters,
    /// and an unfinished UTF-8 character becomes U+FFFD.
    public mutating func flush() -> [Key] {
        decodePending(atEnd: true)
    }

    /// What the bytes at an index start.
    private enum Token {
        /// A key of this many bytes.
        case key(Key, length: Int)
        /// A printable scalar of this many bytes, to be grouped into graphemes with its neighbours.
        case scalar(Unicode.Scalar, length: Int)
        /// This many bytes that are no key: an unknown sequence, to be dropped.
        case ignored(length: Int)
        /// The start of a key whose remaining bytes have not arrived.
        case incomplete
    }

    private mutating func decodePending(atEnd: Bool) -> [Key] {
        var keys: [Key] = []
        var text = String.UnicodeScalarView()
        var index = 0
        scanning: while index < pending.count {
            switch token(at: index, atEnd: atEnd) {
            case .key(let key, let length):
                keys += String(text).map(Key.character)
                text = String.UnicodeScalarView()
                keys.append(key)
                index += length
            case .scalar(let scalar, let length):
                text.append(scalar)
                index += length
            case .ignored(let length):
                index += length
            case .incomplete:
                break scanning
            }
        }
        keys += String(text).map(Key.character)
        pending.removeFirst(index)
        return keys
    }

    private func token(at index: Int, atEnd: Bool) -> Token {
        let byte = pending[index]
        switch byte {
        case 0x1B: return escapeToken(at: index, atEnd: atEnd)
        case 0x0D, 0x0A: return .key(.enter, length: 1)
        case 0x09: return .key(.tab, length: 1)
        case 0x08, 0x7F: return .key(.backspace, length: 1)
        case 0x00: return .key(.control("@"), length: 1)
        case 0x01...0x1A: return .key(.control(Character(Unicode.Scalar(byte + 0x60))), length: 1)
        case 0x1C: return .key(.control("\\"), length: 1)
        case 0x1D: return .key(.control("]"), length: 1)
        case 0x1E: return .key(.control("^"), length: 1)
        case 0x1F: return .key(.control("_"), length: 1)
        case 0x20...0x7E: return .scalar(Unicode.Scalar(byte), length: 1)
        default: return utf8Token(at: index, atEnd: atEnd)
        }
    }

    // MARK: - Escape sequences

    private func escapeToken(at index: Int, atEnd: Bool) -> Token {
        guard index + 1 < pending.count else { return atEnd ? .key(.escape, length: 1) : .incomplete }
        switch pending[index + 1] {
        case UInt8(ascii: "["):
            return controlSequenceToken(at: index, atEnd: atEnd)
        case UInt8(ascii: "O"):
            guard index + 2 < pending.count else { return atEnd ? .key(.escape, length: 1) : .incomplete }
            let final = pending[index + 2]
            if let key = Self.cursorKey(final) { return .key(key, length: 3) }
            return (0x40...0x7E).contains(final) ? .ignored(length: 3) : .key(.escape, length: 1)
        default:
            return .key(.escape, length: 1)
        }
    }

    /// `ESC [`, then parameter bytes 0x30–0x3F, intermediate bytes 0x20–0x2F and one final byte
    /// 0x40–0x7E (ECMA-48 5.4).
    private func controlSequenceToken(at index: Int, atEnd: Bool) -> Token {
        var end = index + 2
        while end < pending.count, end - index < Self.longestSequence {
            let byte = pending[end]
            switch byte {
            case 0x20...0x3F:
                end += 1
            case 0x40...0x7E:
                let parameters = pending[(index + 2)..<end]
                let length = end - index + 1
                return Self.controlSequenceKey(parameters: parameters, final: byte).map { .key($0, length: length) }
                    ?? .ignored(length: length)
            default:
                return .ignored(length: end - index)  // not a sequence after all: drop what came so far
            }
        }
        if end - index >= Self.longestSequence { return .ignored(length: end - index) }
        return atEnd ? .key(.escape, length: 1) : .incomplete
    }

    /// The key of a complete control sequence, or `nil` for one that is not a key this decoder
    /// knows.
    private static func controlSequenceKey(parameters: ArraySlice<UInt8>, final: UInt8) -> Key? {
        // Parameters starting with < = > ? are private sequences: mouse reports, replies to queries.
        if let first = parameters.first, (0x3C...0x3F).contains(first) { return nil }
        if let key = cursorKey(final) { return key }
        switch final {
        case UInt8(ascii: "Z"):
            return .backTab
        case UInt8(ascii: "~"):
            let number = parameters.prefix { $0 != UInt8(ascii: ";") }
            switch String(decoding: number, as: UTF8.self) {
            case "1", "7": return .home
            case "2": return .insert
            case "3": return .delete
            case "4", "8": return .end
            case "5": return .pageUp
            case "6": return .pageDown
            default: return nil
            }
        default:
            return nil
        }
    }

    /// The keys both `CSI` and `SS3` send with the same final byte.
    private static func cursorKey(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: nil
        }
    }

    // MARK: - UTF-8

    private func utf8Token(at index: Int, atEnd: Bool) -> Token {
        let length: Int
        switch pending[index] {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .scalar(Self.replacement, length: 1)
        }
        for offset in 1..<length {
            guard index + offset < pending.count else {
                return atEnd ? .scalar(Self.replacement, length: offset) : .incomplete
            }
            if pending[index + offset] & 0xC0 != 0x80 { return .scalar(Self.replacement, length: offset) }
        }
        var iterator = pending[index..<(index + length)].makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
            return .scalar(Self.replacement, length: length)
        }
        // C1 control characters encoded in UTF-8 are no key.
        return (0x80...0x9F).contains(scalar.value) ? .ignored(length: length) : .scalar(scalar, length: length)
    }

    /// U+FFFD REPLACEMENT CHARACTER, for bytes that are not valid UTF-8.
    private static let replacement: Unicode.Scalar = "\u{FFFD}"
}
