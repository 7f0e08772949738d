extension Character {
    /// The number of terminal columns the character takes: 2 for East Asian wide and fullwidth
    /// characters and for emoji, 1 for everything else.
    ///
    /// Terminals decide widths with their own copy of `wcwidth`, and they do not all agree, so
    /// this is an approximation that matches common terminals for the text an app shows:
    /// - A grapheme is 2 columns wide when one of its scalars has the Unicode `Emoji_Presentation`
    ///   property (😀, 👍🏽, flags), or when it is an emoji followed by the emoji variation
    ///   selector U+FE0F (❤️, 1️⃣).
    /// - A grapheme is 2 columns wide when its first scalar lies in an East Asian Wide (W) or
    ///   Fullwidth (F) range of Unicode Standard Annex #11 (`EastAsianWidth.txt`), summarised to
    ///   the blocks Markus Kuhn's `wcwidth.c` lists: Hangul Jamo, CJK radicals through Yi, Hangul
    ///   syllables, CJK compatibility ideographs and forms, fullwidth forms, Tangut and Kana
    ///   supplements, and the CJK extension planes 2 and 3.
    /// - Everything else is 1 column, including ambiguous-width characters (shown narrow, as
    ///   terminals do outside CJK locales) and combining marks, which belong to the grapheme of
    ///   their base character.
    public var terminalWidth: Int {
        if let scalar = singleScalarValue {
            // Most of what a screen shows is one scalar: letters, box drawing, punctuation.
            if scalar < 0x1100 || Self.narrowSymbols.contains(where: { $0.contains(scalar) }) { return 1 }
        }
        let scalars = unicodeScalars
        guard let first = scalars.first else { return 1 }
        if scalars.contains(where: \.properties.isEmojiPresentation) { return 2 }
        if first.properties.isEmoji && scalars.contains(Self.emojiVariationSelector) { return 2 }
        return Self.isWide(first) ? 2 : 1
    }

    /// The character's scalar value when it is a single scalar, read straight from its UTF-8
    /// bytes: `Character`'s scalar view validates indices on every step, which dominates the cost
    /// of drawing a screen cell by cell.
    @inline(__always)
    var singleScalarValue: UInt32? {
        var bytes = utf8.makeIterator()
        guard let lead = bytes.next() else { return nil }
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        var value = UInt32(lead) & [0x7F, 0x1F, 0x0F, 0x07][length - 1]
        for _ in 1..<length {
            guard let byte = bytes.next() else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return bytes.next() == nil ? value : nil
    }

    /// Blocks above U+1100 that hold no wide and no emoji-presentation characters, answered
    /// without looking up Unicode properties: General Punctuation (– — … ‹ ›), and Box Drawing,
    /// Block Elements and Geometric Shapes up to U+25FC (U+25FD and U+25FE are emoji).
    private static let narrowSymbols: [ClosedRange<UInt32>] = [0x2000...0x206F, 0x2500...0x25FC]

    /// U+FE0F VARIATION SELECTOR-16, which asks for the emoji presentation of the character
    /// before it.
    private static let emojiVariationSelector: Unicode.Scalar = "\u{FE0F}"

    /// The East Asian Wide and Fullwidth ranges, after Markus Kuhn's `wcwidth.c`
    /// (https://www.cl.cam.ac.uk/~mgk25/ucs/wcwidth.c) updated for the blocks added since.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x2329...0x232A,  // angle brackets
        0x2E80...0x303E,  // CJK radicals, Kangxi radicals, CJK symbols and punctuation
        0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, … CJK compatibility
        0x3400...0x4DBF,  // CJK unified ideographs extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xA000...0xA4CF,  // Yi syllables and radicals
        0xA960...0xA97F,  // Hangul Jamo extended-A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
        0xFF00...0xFF60,  // fullwidth forms
        0xFFE0...0xFFE6,  // fullwidth signs
        0x16FE0...0x16FE4,  // ideographic symbols and punctuation
        0x17000...0x18CFF,  // Tangut, Khitan small script
        0x1B000...0x1B2FF,  // Kana supplement and extensions, Nushu
        0x1F200...0x1F2FF,  // enclosed ideographic supplement
        0x20000...0x2FFFD,  // CJK extensions B–F, compatibility supplement (plane 2)
        0x30000...0x3FFFD,  // CJK extensions G and H (plane 3)
    ]

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return wideRanges.contains { $0.contains(value) }
    }

    /// Whether the character would change the terminal's state instead of showing a glyph: a C0 or
    /// C1 control character or DEL. A ``ScreenBuffer`` draws these as U+FFFD.
    var isTerminalControl: Bool {
        var bytes = utf8.makeIterator()
        guard let lead = bytes.next() else { return false }
        if lead < 0x20 || lead == 0x7F { return true }
        // C1 controls, U+0080…U+009F, are 0xC2 0x80…0x9F in UTF-8.
        guard lead == 0xC2, let second = bytes.next() else { return false }
        return second <= 0x9F
    }
}

extension StringProtocol {
    /// The number of terminal columns the text takes: the sum of its characters'
    /// ``Swift/Character/terminalWidth``.
    public var terminalWidth: Int {
        reduce(0) { $0 + $1.terminalWidth }
    }
}
