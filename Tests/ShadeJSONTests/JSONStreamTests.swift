import Testing

@testable import ShadeJSON

@Suite struct JSONStreamTests {
    /// Values whose arrays of scalars are all non-empty or written whole, so that a stream that
    /// opens every container it can must give the same text as the writer.
    static let values: [JSONValue] = [
        JSONWriterTests.value,
        .object([]),
        .array([]),
        .object([
            JSONValue.Member("empty", .object([])),
            JSONValue.Member("none", .array([])),
            JSONValue.Member(
                "rows",
                .array([
                    .object([JSONValue.Member("name", .string("a \"quoted\"\nline")), JSONValue.Member("n", .null)]),
                    .object([]),
                    .array([.object([JSONValue.Member("deep", .array([.array([])]))])]),
                ])),
            JSONValue.Member("hidden\u{200B}key", .string("zero\u{200B}width")),
        ]),
    ]

    /// Streams `value`, opening every object and every array whose elements are not all scalars
    /// (an array of scalars is written whole, as the writer may put it on one line), and returns
    /// the pieces handed on.
    static func streamed(_ value: JSONValue, layout: JSONLayout, pieceSize: Int) -> [String] {
        var pieces: [String] = []
        var stream = JSONStream(layout: layout, pieceSize: pieceSize) { pieces.append($0) }
        func walk(_ value: JSONValue, key: String?) {
            switch value {
            case .object(let members):
                stream.beginObject(key: key)
                for member in members { walk(member.value, key: member.key) }
                stream.end()
            case .array(let elements) where !elements.allSatisfy(\.isScalar) || elements.isEmpty:
                stream.beginArray(key: key)
                for element in elements { walk(element, key: nil) }
                stream.end()
            default:
                stream.write(value, key: key)
            }
        }
        walk(value, key: nil)
        stream.finish()
        return pieces
    }

    @Test(arguments: [1, 7, 1 << 16])
    func aStreamedDocumentIsTheTextTheWriterGivesForTheWholeValue(pieceSize: Int) {
        var hidden = JSONLayout.pretty
        hidden.escapesHiddenCharacters = true
        for layout in [JSONLayout.pretty, .compact, hidden] {
            for value in Self.values {
                let pieces = Self.streamed(value, layout: layout, pieceSize: pieceSize)
                #expect(pieces.joined() == JSONWriter.text(value, layout: layout))
                #expect(!pieces.contains(""))
            }
        }
    }

    @Test func piecesAreHandedOnWhenTheyReachTheirSizeNotAtTheEndOnly() {
        let rows = JSONValue.array((0..<1_000).map { .object([JSONValue.Member("row", .number($0))]) })
        let pieces = Self.streamed(.object([JSONValue.Member("rows", rows)]), layout: .pretty, pieceSize: 1_024)
        #expect(pieces.count > 10)
        #expect(pieces.dropLast().allSatisfy { $0.utf8.count >= 1_024 && $0.utf8.count < 1_024 + 64 })
    }

    /// An array whose elements are laid out apart, in runs of `run` (empty runs among them), is
    /// the text of the same array written element by element, in every layout.
    @Test(arguments: [1, 2, 3, 5])
    func elementsLaidOutApartAreTheTextOfTheSameElementsWrittenInPlace(run: Int) {
        let rows: [JSONValue] = (0..<7).map { row in
            .object([
                JSONValue.Member("row", .number(row)),
                JSONValue.Member("cells", .array((0..<row % 3).map { .object([JSONValue.Member("n", .number($0))]) })),
                JSONValue.Member("note", row == 4 ? .string("a\u{200B}b") : .null),
            ])
        }
        // Keys in byte order, as the Xcode layout sorts them.
        let document = JSONValue.object([
            JSONValue.Member("after", .array([])),
            JSONValue.Member("before", .number(1)),
            JSONValue.Member("rows", .array(rows)),
        ])
        var hidden = JSONLayout.pretty
        hidden.escapesHiddenCharacters = true
        for layout in [JSONLayout.pretty, .compact, .xcode, hidden] {
            var text = ""
            var stream = JSONStream(layout: layout, pieceSize: 16) { text += $0 }
            stream.beginObject()
            stream.beginArray(key: "after")
            stream.write(JSONElements(layout: layout, depth: stream.depth) { _ in })
            stream.end()
            stream.write(.number(1), key: "before")
            stream.beginArray(key: "rows")
            let depth = stream.depth
            stream.write(JSONElements(layout: layout, depth: depth) { _ in })
            for start in stride(from: 0, to: rows.count, by: run) {
                let elements = JSONElements(layout: layout, depth: depth) { elements in
                    for row in rows[start..<min(start + run, rows.count)] { elements.write(row) }
                }
                stream.write(elements)
                stream.write(JSONElements(layout: layout, depth: depth) { _ in })
            }
            stream.end()
            stream.end()
            stream.finish()
            #expect(text == JSONWriter.text(document, layout: layout), "\(layout)")
        }
    }
}
