import Testing

@testable import ShadeJSON

@Suite struct JSONWriterTests {
    /// A value with every kind of JSON value, members out of key order, empty containers, an array
    /// of scalars and an array of containers, nested three levels deep.
    static let value = JSONValue.object([
        JSONValue.Member("b", .array([.number(1), .string("x"), .bool(true), .null])),
        JSONValue.Member("a", .object([JSONValue.Member("z", .array([])), JSONValue.Member("y", .object([]))])),
        JSONValue.Member("c", .array([.object([JSONValue.Member("k", .number("1.50"))]), .array([.number(2)])])),
    ])

    @Test func xcodeLayoutSortsKeysAndSpacesColonsAsXcodeDoes() throws {
        let expected = """
            {
              "a" : {
                "y" : {

                },
                "z" : [

                ]
              },
              "b" : [
                1,
                "x",
                true,
                null
              ],
              "c" : [
                {
                  "k" : 1.50
                },
                [
                  2
                ]
              ]
            }

            """
        #expect(JSONWriter.document(Self.value, layout: .xcode) == expected)
        #expect(JSONWriter.text(Self.value, layout: .xcode) + "\n" == expected)
        #expect(JSONWriter.text(.array([]), layout: .xcode) == "[\n\n]")
    }

    @Test func prettyLayoutKeepsOrderAndPutsScalarArraysOnOneLine() {
        let expected = """
            {
              "b": [1, "x", true, null],
              "a": {
                "z": [],
                "y": {}
              },
              "c": [
                {
                  "k": 1.50
                },
                [2]
              ]
            }
            """
        #expect(JSONWriter.text(Self.value, layout: .pretty) == expected)
        #expect(JSONWriter.document(Self.value, layout: .pretty) == expected + "\n")
    }

    @Test func prettyLayoutCanPutEveryArrayElementOnItsOwnLine() {
        var layout = JSONLayout.pretty
        layout.writesScalarArraysOnOneLine = false
        let expected = """
            {
              "b": [
                1,
                "x",
                true,
                null
              ],
              "a": {
                "z": [],
                "y": {}
              },
              "c": [
                {
                  "k": 1.50
                },
                [
                  2
                ]
              ]
            }
            """
        #expect(JSONWriter.text(Self.value, layout: layout) == expected)
    }

    @Test func compactLayoutWritesOneLineWithoutSpaces() {
        #expect(
            JSONWriter.text(Self.value, layout: .compact)
                == #"{"b":[1,"x",true,null],"a":{"z":[],"y":{}},"c":[{"k":1.50},[2]]}"#)
        var layout = JSONLayout.compact
        layout.writesScalarArraysOnOneLine = true
        #expect(JSONWriter.text(.array([.number(1), .number(2)]), layout: layout) == "[1,2]")
    }

    @Test func everyLayoutReadsBackToTheSameValue() throws {
        for layout in [JSONLayout.pretty, .compact] {
            #expect(JSONValue(try JSONReader.parse(JSONWriter.text(Self.value, layout: layout))) == Self.value)
        }
        let sorted = JSONValue(try JSONReader.parse(JSONWriter.document(Self.value, layout: .xcode)))
        #expect(sorted["a"] == .object([JSONValue.Member("y", .object([])), JSONValue.Member("z", .array([]))]))
        #expect(sorted["b"] == Self.value["b"])
        #expect(sorted["c"] == Self.value["c"])
    }

    /// Control characters, quotes and backslashes escaped as RFC 8259 requires, and everything
    /// else, a character beyond U+FFFF included, written as it is.
    static let awkward = "q\" b\\ s/ \u{0}\u{1F}\u{8}\u{C}\n\r\t del\u{7F} nbsp\u{A0} ls\u{2028} 🌊 tag\u{E0041} é"

    @Test func stringsAreEscapedAsRFC8259RequiresAndNoMore() throws {
        let expected =
            #""q\" b\\ s/ \u0000\u001F\b\f\n\r\t del\#u{7F} nbsp\#u{A0} ls\#u{2028} 🌊 tag\#u{E0041} é""#
        #expect(JSONWriter.quoted(Self.awkward) == expected)
        for layout in [JSONLayout.xcode, .pretty, .compact] {
            #expect(JSONWriter.text(.string(Self.awkward), layout: layout) == expected)
        }
        #expect(JSONWriter.text(.object([JSONValue.Member("k\u{1}", .null)]), layout: .compact) == #"{"k\u0001":null}"#)
        #expect(try JSONReader.parse(expected).value == .string(Self.awkward))
        #expect(JSONWriter.quoted("plain ascii") == #""plain ascii""#)
    }

    @Test func hiddenCharactersAreEscapedWhenTheLayoutSaysSo() throws {
        var layout = JSONLayout.pretty
        layout.escapesHiddenCharacters = true
        let expected =
            #""q\" b\\ s/ \u0000\u001F\b\f\n\r\t del\u007F nbsp\u00A0 ls\u2028 🌊 tag\uDB40\uDC41 é""#
        #expect(JSONWriter.text(.string(Self.awkward), layout: layout) == expected)
        #expect(JSONWriter.displayQuoted(Self.awkward) == expected)
        #expect(
            JSONWriter.text(.object([JSONValue.Member("k\u{202E}", .string("v"))]), layout: layout)
                == "{\n  \"k\\u202E\": \"v\"\n}")
        #expect(try JSONReader.parse(expected).value == .string(Self.awkward))
    }

    @Test func numbersAreWrittenWithTheShortestLiteralThatReadsBack() {
        #expect(JSONValue.number(4.0) == .number("4"))
        #expect(JSONValue.number(-12.0) == .number("-12"))
        #expect(JSONValue.number(0.5) == .number("0.5"))
        #expect(JSONValue.number(0.1 + 0.2) == .number("0.30000000000000004"))
        #expect(JSONValue.number(123_456_789_012_345.0) == .number("123456789012345"))
        #expect(JSONValue.number(1e15) == .number("1000000000000000.0"))
        #expect(JSONValue.number(1e16) == .number("1e+16"))
        #expect(JSONValue.number(1e-7) == .number("1e-07"))
        #expect(JSONValue.number(Double.infinity) == .null)
        #expect(JSONValue.number(Double.nan) == .null)
        #expect(JSONValue.number(42) == .number("42"))
        #expect(JSONValue.number(-7) == .number("-7"))
    }

    @Test func plainNumbersNeverUseAnExponentAsXcodeWrites() {
        #expect(JSONValue.plainNumber(1.0) == .number("1"))
        #expect(JSONValue.plainNumber(0.5) == .number("0.5"))
        #expect(JSONValue.plainNumber(1e-7) == .number("0.0000001"))
        #expect(JSONValue.plainNumber(-2.5e-5) == .number("-0.000025"))
        #expect(JSONValue.plainNumber(1e15) == .number("1000000000000000.0"))
        #expect(JSONValue.plainNumber(Double.nan) == .null)
        #expect(JSONValue.plainDecimal(1) == "1.0")
        #expect(JSONValue.plainDecimal(123.456) == "123.456")
    }

    @Test func measuresKeepTheirFractionWhenWhole() {
        #expect(JSONValue.measure(21) == .number("21.0"))
        #expect(JSONValue.measure(4.5) == .number("4.5"))
        #expect(JSONValue.measure(1e-7) == .number("1e-07"))
        #expect(JSONValue.measure(-Double.infinity) == .null)
    }

    @Test func numberLiteralsAreWrittenAsTheyAre() {
        let numbers = JSONValue.array([.number("1.50"), .number("-3e2"), .number("0"), .number(2.0)])
        #expect(JSONWriter.text(numbers, layout: .compact) == "[1.50,-3e2,0,2]")
        #expect(JSONWriter.text(numbers, layout: .pretty) == "[1.50, -3e2, 0, 2]")
        #expect(JSONWriter.text(numbers, layout: .xcode) == "[\n  1.50,\n  -3e2,\n  0,\n  2\n]")
    }

    @Test func appendingContinuesTheTextGiven() {
        var text = "report: "
        JSONWriter.append(.array([.bool(false)]), layout: .compact, to: &text)
        #expect(text == "report: [false]")
    }
}
