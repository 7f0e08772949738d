import Testing

@testable import ShadeDiagnostics

/// The one diagnostic and its one rendering, `file:line:column: severity: path: message`.
@Suite("Diagnostics")
struct DiagnosticTests {
    @Test func severitiesAreOrderedFromAHintToAnError() {
        #expect(Severity.allCases.sorted() == [.info, .warning, .error])
        #expect(Severity.warning < .error && Severity.info < .warning)
        #expect(Severity.allCases.map(\.description) == ["info", "warning", "error"])
    }

    @Test func aLocationIsWrittenWithWhatIsKnownOfIt() {
        #expect(FileLocation(file: "a.json").description == "a.json")
        #expect(FileLocation(file: "a.json", line: 3).description == "a.json:3")
        #expect(FileLocation(file: "a.json", line: 3, column: 7).description == "a.json:3:7")
        let read = FileLocation(file: "a.json", position: DocumentLocation(line: 2, column: 5), path: "x")
        #expect(read.position == DocumentLocation(line: 2, column: 5) && read.path == "x")
        #expect(FileLocation(file: "a.json", line: 3).position == nil)
    }

    @Test func locationsSortByFileThenPlaceWithTheWholeFileFirst() {
        let places = [
            FileLocation(file: "b.json", line: 1, column: 1), FileLocation(file: "a.json", line: 2, column: 1),
            FileLocation(file: "a.json"), FileLocation(file: "a.json", line: 1, column: 9),
        ]
        #expect(places.sorted().map(\.description) == ["a.json", "a.json:1:9", "a.json:2:1", "b.json:1:1"])
    }

    @Test func aDiagnosticIsWrittenAsCompilersWriteThemWithHiddenCharactersEscaped() {
        let diagnostic = Diagnostic(
            .error, file: "c\u{1B}.json", location: DocumentLocation(line: 4, column: 2), path: "bg\u{202E}",
            message: "found \"\u{7}\"")
        #expect(diagnostic.description == #"c\u001B.json:4:2: error: bg\u202E: found "\u0007""#)
        #expect(diagnostic.source == FileLocation(file: "c\u{1B}.json", line: 4, column: 2, path: "bg\u{202E}"))
        #expect(Diagnostic(.warning, file: "d.json", message: "m").description == "d.json: warning: m")
    }
}
