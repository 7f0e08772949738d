import Testing

@testable import ShadeColor

/// What `Color(parsing:)` does with input no one would write: characters that do not show, and
/// strings of any length.
@Suite("Parsing hostile color strings")
struct ColorParsingHostileInputTests {
    @Test func aControlCharacterIsNamedByItsCodePointAndEscapedInTheQuotedInput() throws {
        let error = try #require(throws: ColorParseError.self) { try Color(parsing: "rgb(1,\u{7} 2, 3)") }
        #expect(error.position == 7)
        #expect(error.found == "\u{7}")
        #expect(
            error.description
                == #"expected a number at position 7 in "rgb(1,\u0007 2, 3)", found U+0007"#)
    }

    @Test(arguments: [
        ("rgb(1,\u{A0}2, 3)", "U+00A0"),  // a no-break space, which is not CSS whitespace
        ("#ff\u{200B}f", "U+200B"),  // a zero-width space
        ("\u{202E}#fff", "U+202E"),  // a right-to-left override
        ("#fff\u{1B}[31m", "U+001B"),  // an escape sequence
    ])
    func aCharacterThatDoesNotShowIsNamedByItsCodePoint(input: String, codePoint: String) throws {
        let error = try #require(throws: ColorParseError.self) { try Color(parsing: input) }
        #expect(error.description.hasSuffix("found \(codePoint)"))
        #expect(!error.description.unicodeScalars.contains { $0.properties.generalCategory == .control })
        #expect(!error.description.unicodeScalars.contains { $0.properties.generalCategory == .format })
    }

    @Test func aStringOfTheLongestLengthIsRead() throws {
        let padded = "#FF3B30" + String(repeating: " ", count: Color.maximumParsedLength - 7)
        #expect(padded.count == Color.maximumParsedLength)
        #expect(try Color(parsing: padded) == Color(rgb: 0xFF3B30))
    }

    @Test func aLongerStringIsRefusedAtTheFirstCharacterPastTheLimit() throws {
        let long = "#FF3B30" + String(repeating: " ", count: 1_000_000)
        let error = try #require(throws: ColorParseError.self) { try Color(parsing: long) }
        #expect(error.position == Color.maximumParsedLength + 1)
        #expect(error.expected == .endWithinLimit)
        #expect(error.description.hasPrefix("expected the end of the color within 1024 characters at position 1025"))
    }

    @Test func aLongInputIsQuotedInPartAroundThePosition() throws {
        let input = "rgb(" + String(repeating: "1", count: 200) + ", x)"
        let error = try #require(throws: ColorParseError.self) { try Color(parsing: input) }
        #expect(error.position == 207)
        let quoted = try #require(error.description.split(separator: "\"").dropFirst().first)
        #expect(quoted.hasPrefix("…") && quoted.hasSuffix("x)"))
        #expect(quoted.count == 61)
        #expect(error.description.count < 200)
    }
}
