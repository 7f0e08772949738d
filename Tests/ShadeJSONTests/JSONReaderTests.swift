import Testing

@testable import Shade
@testable import ShadeJSON

@Suite struct JSONReaderTests {
    @Test func readsEveryKindOfValueWithItsLocation() throws {
        let document = """
            {
              "name": "Sepia \\u00e9\\n",
              "sizes": [1, -2.5, 3e2],
              "on": true, "off": false, "none": null
            }
            """
        let root = try JSONReader.parse(document)
        guard case .object(let members) = root.value else {
            Issue.record("expected an object, got \(root.value)")
            return
        }
        #expect(members.map(\.key) == ["name", "sizes", "on", "off", "none"])
        #expect(members[0].node.value == .string("Sepia é\n"))
        #expect(members[0].node.location == DocumentLocation(line: 2, column: 11))
        #expect(
            members[1].node.value
                == .array([
                    JSONNode(value: .number(literal: "1"), location: DocumentLocation(line: 3, column: 13)),
                    JSONNode(value: .number(literal: "-2.5"), location: DocumentLocation(line: 3, column: 16)),
                    JSONNode(value: .number(literal: "3e2"), location: DocumentLocation(line: 3, column: 22)),
                ]))
        #expect(members[2].node.value == .bool(true))
        #expect(members[3].node.value == .bool(false))
        #expect(members[4].node.value == .null)
        #expect(members[4].node.location == DocumentLocation(line: 4, column: 37))
    }

    @Test func decodesSurrogatePairsAndCountsColumnsInCharacters() throws {
        let root = try JSONReader.parse(#"["é", "\ud83c\udf0a"]"#)
        guard case .array(let elements) = root.value else {
            Issue.record("expected an array, got \(root.value)")
            return
        }
        #expect(elements.map(\.value) == [.string("é"), .string("🌊")])
        #expect(elements[1].location == DocumentLocation(line: 1, column: 7))
        #expect(
            throws: JSONSyntaxError(
                message: "expected a value, found 'x'", location: DocumentLocation(line: 1, column: 12))
        ) {
            try JSONReader.parse(#"["é", "🌊", x]"#)
        }
    }

    @Test(arguments: [
        ("", "line 1, column 1: the document is empty"),
        ("{\"version\": 1, \"appearance\": \"da", "line 1, column 33: the document ends inside a string"),
        (
            "{\"version\": 1,",
            "line 1, column 15: expected a member name in double quotes, found the end of the document"
        ),
        ("{\"a\": 1,}", "line 1, column 9: a trailing comma is not allowed"),
        ("[1, 2,]", "line 1, column 7: a trailing comma is not allowed"),
        ("{\"a\": 1, \"a\": 2}", "line 1, column 10: the member \"a\" appears twice"),
        ("{\n  \"a\": tru\n}", "line 2, column 8: expected true, found 'tru'"),
        ("{\"a\": 01}", "line 1, column 8: a number must not start with 0"),
        ("{\"a\": \"\\x\"}", "line 1, column 8: \\x is not an escape sequence"),
        ("{\"a\": \"\t\"}", "line 1, column 8: a control character (U+0009) must be escaped in a string"),
        ("{\"a\": \"\\ud800\"}", "line 1, column 8: a high surrogate must be followed by a low one"),
        ("{} {}", "line 1, column 4: unexpected '{' after the end of the document"),
        ("{a: 1}", "line 1, column 2: expected a member name in double quotes, found 'a'"),
        ("// comment\n{}", "line 1, column 1: expected a value, found '/'"),
        ("{\"é\": ?}", "line 1, column 7: expected a value, found '?'"),
    ])
    func reportsWhereADocumentGoesWrong(document: String, expected: String) {
        #expect(throws: JSONSyntaxError.self) { try JSONReader.parse(document) }
        do {
            _ = try JSONReader.parse(document)
        } catch {
            #expect(error.description == expected)
        }
    }

    /// Member names are compared by their Unicode scalars, as RFC 8259 compares them: `café` with
    /// a precomposed `é` (U+00E9) and with `e` and U+0301, and `Ω` (U+03A9) and the ohm sign
    /// (U+2126), are different names, though Swift's `String ==` finds them equal. The same
    /// scalars are the same name however they are written (`\u00e9` or the character itself),
    /// both in a small object and in one of more than 16 members, which the reader checks with a
    /// set.
    @Test(arguments: [0, 20])
    func membersAreComparedByTheirScalars(padding: Int) throws {
        let filler = (0..<padding).map { "\"m\($0)\": 0, " }.joined()
        let document = "{\(filler)\"caf\u{E9}\": 1, \"cafe\u{301}\": 2, \"\u{3A9}\": 3, \"\u{2126}\": 4}"
        #expect("caf\u{E9}" == "cafe\u{301}" && "\u{3A9}" == "\u{2126}")
        let root = try JSONReader.parse(document)
        guard case .object(let members) = root.value else {
            Issue.record("expected an object")
            return
        }
        let keys = members.suffix(4).map { Array($0.key.unicodeScalars) }
        #expect(keys == [["c", "a", "f", "\u{E9}"], ["c", "a", "f", "e", "\u{301}"], ["\u{3A9}"], ["\u{2126}"]])
        #expect(JSONValue(root)["cafe\u{301}"] == .number("2"))
        #expect(JSONValue(root)["\u{2126}"] == .number("4"))
        // Written back, both are kept, and read again they are the same members.
        let written = JSONWriter.text(JSONValue(root), layout: .pretty)
        let again = try JSONValue(JSONReader.parse(written))
        #expect(again == JSONValue(root))
        #expect(JSONValue.Member("caf\u{E9}", .null) != JSONValue.Member("cafe\u{301}", .null))
        #expect(throws: JSONSyntaxError.self) {
            try JSONReader.parse("{\(filler)\"caf\u{E9}\": 1, \"caf\\u00e9\": 2}")
        }
    }

    @Test func refusesNestingDeeperThanTheLimit() throws {
        let deep = String(repeating: "[", count: JSONReader.maximumDepth + 1)
        #expect(throws: JSONSyntaxError.self) { try JSONReader.parse(deep) }
        let allowed =
            String(repeating: "[", count: JSONReader.maximumDepth)
            + String(repeating: "]", count: JSONReader.maximumDepth)
        _ = try JSONReader.parse(allowed)
    }

    @Test func skipsAByteOrderMark() throws {
        let root = try JSONReader.parse([0xEF, 0xBB, 0xBF] + Array("[]".utf8))
        #expect(root.value == .array([]))
    }

    @Test func quotesStringsSoTheyReadBack() throws {
        let text = "tab\t \"quote\" back\\slash \u{01} é 🌊"
        let quoted = JSONWriter.quoted(text)
        #expect(quoted == #""tab\t \"quote\" back\\slash \u0001 é 🌊""#)
        #expect(try JSONReader.parse(quoted).value == .string(text))
    }
}
