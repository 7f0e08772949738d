import Testing

@testable import ShadeTerminal

@Suite("Decoding key bytes")
struct KeyDecoderTests {
    func decodeAll(_ bytes: [UInt8]) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(bytes) + decoder.flush()
    }

    func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func printableASCIIBecomesCharacters() {
        #expect(decodeAll(bytes("jq ~")) == [.character("j"), .character("q"), .character(" "), .character("~")])
    }

    @Test func multiByteUTF8BecomesOneCharacter() {
        #expect(decodeAll(bytes("é日😀")) == [.character("é"), .character("日"), .character("😀")])
    }

    @Test func scalarsThatFormOneGraphemeBecomeOneCharacter() {
        #expect(decodeAll(bytes("e\u{301}👍🏽")) == [.character("e\u{301}"), .character("👍🏽")])
    }

    static let controlBytes: [([UInt8], Key)] = [
        ([0x0D], Key.enter), ([0x0A], .enter), ([0x09], .tab), ([0x7F], .backspace), ([0x08], .backspace),
        ([0x1B, 0x5B, 0x5A], .backTab),
        ([0x03], .control("c")), ([0x01], .control("a")), ([0x1A], .control("z")), ([0x00], .control("@")),
        ([0x1C], .control("\\")), ([0x1F], .control("_")),
    ]

    @Test(arguments: controlBytes)
    func controlBytesBecomeNamedKeys(input: [UInt8], key: Key) {
        #expect(decodeAll(input) == [key])
    }

    @Test(arguments: [
        ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
        ("\u{1B}[1;5A", .up), ("\u{1B}[1;2D", .left),
        ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
        ("\u{1B}[1~", .home), ("\u{1B}[4~", .end), ("\u{1B}[7~", .home), ("\u{1B}[8~", .end),
        ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[3~", .delete), ("\u{1B}[2~", .insert),
        ("\u{1B}[5;5~", .pageUp),
    ])
    func escapeSequencesBecomeNavigationKeys(sequence: String, key: Key) {
        #expect(decodeAll(bytes(sequence)) == [key])
    }

    @Test func loneEscapeWaitsForFlush() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.hasPendingBytes)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.hasPendingBytes)
    }

    @Test func escapeFollowedByAKeyIsEscapeThenThatKey() {
        #expect(decodeAll(bytes("\u{1B}x")) == [.escape, .character("x")])
        #expect(decodeAll([0x1B, 0x1B]) == [.escape, .escape])
    }

    @Test func sequenceSplitAcrossReadsDecodesOnceComplete() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.decode([0x5B]).isEmpty)
        #expect(decoder.decode([0x31, 0x3B]).isEmpty)
        #expect(decoder.decode([0x35, 0x43, 0x6A]) == [.right, .character("j")])
        #expect(!decoder.hasPendingBytes)
    }

    @Test func everySplitOfAMixedInputDecodesTheSame() {
        let input = bytes("a\u{1B}[Aé\u{1B}OD日\u{1B}[6~\r😀\u{1B}[Z")
        let expected: [Key] = [
            .character("a"), .up, .character("é"), .left, .character("日"), .pageDown, .enter, .character("😀"),
            .backTab,
        ]
        #expect(decodeAll(input) == expected)
        for split in 1..<input.count {
            var decoder = KeyDecoder()
            let keys = decoder.decode(input[..<split]) + decoder.decode(input[split...]) + decoder.flush()
            #expect(keys == expected, "split at \(split)")
        }
    }

    @Test func utf8SplitAcrossReadsWaitsForTheRest() {
        var decoder = KeyDecoder()
        let bytes = Array("日".utf8)
        #expect(decoder.decode(bytes[..<1]).isEmpty)
        #expect(decoder.decode(bytes[1..<2]).isEmpty)
        #expect(decoder.decode(bytes[2...]) == [.character("日")])
    }

    @Test func invalidUTF8BecomesTheReplacementCharacter() {
        #expect(decodeAll([0xFF, 0x61]) == [.character("\u{FFFD}"), .character("a")])
        #expect(decodeAll([0xE6, 0x61]) == [.character("\u{FFFD}"), .character("a")])
        #expect(decodeAll([0xED, 0xA0, 0x80]) == [.character("\u{FFFD}")])  // a UTF-16 surrogate
    }

    @Test func unfinishedUTF8AtFlushBecomesTheReplacementCharacter() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0xE6, 0x97]).isEmpty)
        #expect(decoder.flush() == [.character("\u{FFFD}")])
    }

    @Test func unfinishedSequenceAtFlushIsEscapeAndItsCharacters() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(bytes("\u{1B}[1")).isEmpty)
        #expect(decoder.flush() == [.escape, .character("["), .character("1")])
    }

    @Test func unknownSequencesAreDroppedNotTyped() {
        // F5 (CSI 15~), F1 (SS3 P), an SGR mouse report, and a cursor position report.
        #expect(decodeAll(bytes("\u{1B}[15~\u{1B}OP\u{1B}[<0;3;4M\u{1B}[12;40Rq")) == [.character("q")])
    }

    @Test func escapeInsideASequenceStartsANewKey() {
        #expect(decodeAll(bytes("\u{1B}[1\u{1B}[B")) == [.down])
    }

    /// The keys do not depend on how the bytes arrive: whole, byte by byte, or in reads of any
    /// size (the fuzz target `fuzz-keys` checks this on any bytes), except that characters from
    /// different reads are not joined into one grapheme.
    @Test func theKeysDoNotDependOnHowTheBytesAreSplit() {
        let input =
            Array("a\u{1B}[1;5A\u{1B}OH\u{1B}[3~é日\u{1B}x\u{1B}[<0;1;1M\u{3}\u{1B}\u{1B}[Zq".utf8) + [0xFF, 0xE6]
        let whole = decodeAll(input)
        for size in 1...7 {
            var decoder = KeyDecoder()
            var keys: [Key] = []
            var start = 0
            while start < input.count {
                keys += decoder.decode(input[start..<min(input.count, start + size)])
                start += size
            }
            keys += decoder.flush()
            #expect(keys == whole, "in reads of \(size) bytes")
        }
        #expect(whole.contains(.up) && whole.contains(.home) && whole.contains(.delete) && whole.contains(.backTab))
    }

    @Test func aCombiningMarkInALaterReadIsAKeyOfItsOwn() {
        var decoder = KeyDecoder()
        let keys = decoder.decode(Array("e".utf8)) + decoder.decode(Array("\u{301}".utf8)) + decoder.flush()
        #expect(keys == [.character("e"), .character("\u{301}")])
    }
}
