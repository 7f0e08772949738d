import ShadeDiagnostics
import Testing

@testable import ShadeJSON

/// What the JSON reader says about input no one would write, and the limits it holds to.
@Suite("JSON: hostile input and limits")
struct JSONReaderHostileInputTests {
    static func message(_ document: [UInt8]) -> String? {
        do {
            _ = try JSONReader.parse(document)
            return nil
        } catch {
            return error.description
        }
    }

    @Test(arguments: [
        ("[1, \u{7}]", "line 1, column 5: expected a value, found U+0007"),
        ("[1,\u{A0}2]", "line 1, column 4: expected a value, found U+00A0"),
        ("[1]\u{200B}", "line 1, column 4: unexpected U+200B after the end of the document"),
        ("{\u{1B}[31m}", "line 1, column 2: expected a member name in double quotes, found U+001B"),
        ("[1, \u{7F}]", "line 1, column 5: expected a value, found U+007F"),
        ("[\"\\\u{1}\"]", "line 1, column 3: '\\' followed by U+0001 is not an escape sequence"),
        ("[\"\\é\"]", "line 1, column 3: \\é is not an escape sequence"),
        (#"{"a\u001B": 1, "a\u001B": 2}"#, #"line 1, column 16: the member "a\u001B" appears twice"#),
    ])
    func aCharacterThatDoesNotShowIsNamedByItsCodePoint(document: String, expected: String) {
        let message = Self.message(Array(document.utf8))
        #expect(message == expected)
        #expect(message?.unicodeScalars.allSatisfy { !DisplayText.isHidden($0) } == true)
    }

    @Test func aByteThatIsNotUTF8IsNamedByItsValue() {
        #expect(
            Self.message([0x5B, 0x31, 0x2C, 0x20, 0x8F, 0x5D])
                == "line 1, column 5: the document is not valid UTF-8: found byte 0x8F")
        // After long runs of ASCII and a character beyond it, on a later line.
        let document =
            Array("{\n  \"name\": \"café crème, longer than a word\",\n  \"x\": \"abcdefgh".utf8) + [0x8F, 0x22, 0x7D]
        #expect(Self.message(document) == "line 3, column 17: the document is not valid UTF-8: found byte 0x8F")
        // A sequence cut off by the end of the document.
        #expect(
            Self.message(Array("[\"0123456789 €".utf8).dropLast(1) + [])
                == "line 1, column 14: the document is not valid UTF-8: found byte 0xE2")
    }

    @Test func aDocumentOfTheLargestSizeIsReadAndALargerOneRefusedBeforeReading() throws {
        let largest =
            [UInt8(ascii: "[")] + Array(repeating: UInt8(ascii: " "), count: JSONReader.maximumSize - 2) + [
                UInt8(ascii: "]")
            ]
        #expect(try JSONReader.parse(largest).value == .array([]))
        let larger = largest + [UInt8(ascii: " ")]
        #expect(
            Self.message(larger)
                == "line 1, column 1: the document is 8388609 bytes; the largest read is 8388608 bytes (8 MiB)")
    }

    @Test func nestingIsRefusedOneLevelPastTheDeepest() {
        let deepest =
            String(repeating: "{\"a\":", count: JSONReader.maximumDepth) + "1"
            + String(repeating: "}", count: JSONReader.maximumDepth)
        #expect(Self.message(Array(deepest.utf8)) == nil)
        let deeper = String(repeating: "[", count: JSONReader.maximumDepth + 1)
        #expect(
            Self.message(Array(deeper.utf8)) == "line 1, column 257: the document nests deeper than 256 levels")
    }

    @Test func everyKindOfValueIsWrittenAndReadBackTheSame() throws {
        let document = #"{"a": [1, -2.50, 3e2, true, false, null], "é\n": {"": "tab\t\u0000 🌊"}, "e": {}, "f": []}"#
        let value = JSONValue(try JSONReader.parse(document))
        for layout in [JSONLayout.compact, .pretty] {
            let text = JSONWriter.text(value, layout: layout)
            let again = JSONValue(try JSONReader.parse(text))
            #expect(again == value)
            #expect(JSONWriter.text(again, layout: layout) == text)
        }
        #expect(
            JSONWriter.text(value, layout: .compact)
                == #"{"a":[1,-2.50,3e2,true,false,null],"é\n":{"":"tab\t\u0000 🌊"},"e":{},"f":[]}"#)
    }

    @Test func displayQuotingEscapesWhatDoesNotShowAndCutsLongText() {
        #expect(JSONWriter.displayQuoted("dark\u{7F}\u{85}\u{202E}\u{A0}") == #""dark\u007F\u0085\u202E\u00A0""#)
        #expect(JSONWriter.displayQuoted("tag\u{E0041}") == #""tag\uDB40\uDC41""#)
        #expect(JSONWriter.displayQuoted(String(repeating: "x", count: 100), limit: 5) == #""xxxxx"…"#)
        #expect(JSONWriter.displayQuoted("é 🌊 日本") == #""é 🌊 日本""#)
    }
}
