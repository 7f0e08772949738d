import Testing

@testable import ShadeTerminal

@Suite("Key scripts")
struct KeyScriptTests {
    @Test func charactersAndNamedKeysParseInOrder() throws {
        let script = try KeyScript(parsing: "jj<enter>q")
        #expect(script.keys == [.character("j"), .character("j"), .enter, .character("q")])
    }

    @Test(arguments: [
        ("<up>", Key.up), ("<down>", .down), ("<left>", .left), ("<right>", .right), ("<enter>", .enter),
        ("<esc>", .escape), ("<tab>", .tab), ("<s-tab>", .backTab), ("<space>", .character(" ")),
        ("<bs>", .backspace), ("<c-c>", .control("c")), ("<c-z>", .control("z")), ("<lt>", .character("<")),
        ("<del>", .delete), ("<home>", .home), ("<end>", .end), ("<pgup>", .pageUp), ("<pgdn>", .pageDown),
        ("<UP>", .up), ("<C-C>", .control("c")), (">", .character(">")), ("\n", .enter), ("\t", .tab),
    ])
    func eachNameStandsForItsKey(script: String, key: Key) throws {
        #expect(try KeyScript(parsing: script).keys == [key])
    }

    @Test func emptyScriptHasNoKeys() throws {
        #expect(try KeyScript(parsing: "").keys.isEmpty)
    }

    @Test func unknownNameIsAnErrorNamingTheColumnAndToken() {
        #expect(throws: KeyScriptError(input: "jj<entr>q", column: 3, reason: .unknownName("<entr>"))) {
            try KeyScript(parsing: "jj<entr>q")
        }
    }

    @Test func columnsCountCharactersNotBytes() {
        #expect(throws: KeyScriptError(input: "日本<x>", column: 3, reason: .unknownName("<x>"))) {
            try KeyScript(parsing: "日本<x>")
        }
        #expect(throws: KeyScriptError(input: "<up><nope>", column: 5, reason: .unknownName("<nope>"))) {
            try KeyScript(parsing: "<up><nope>")
        }
    }

    @Test func unclosedNameIsAnError() {
        #expect(throws: KeyScriptError(input: "j<up", column: 2, reason: .unterminatedName("<up"))) {
            try KeyScript(parsing: "j<up")
        }
    }

    @Test func literalLessThanMustBeWrittenAsLt() {
        #expect(throws: KeyScriptError(input: "a<b", column: 2, reason: .unterminatedName("<b"))) {
            try KeyScript(parsing: "a<b")
        }
        #expect(throws: KeyScriptError(input: "<<up>", column: 1, reason: .unknownName("<<up>"))) {
            try KeyScript(parsing: "<<up>")
        }
    }

    @Test func errorMessageNamesTokenColumnAndScript() {
        let error = KeyScriptError(input: "jj<entr>q", column: 3, reason: .unknownName("<entr>"))
        #expect(
            error.description.hasPrefix(#"unknown key name "<entr>" at column 3 in "jj<entr>q"; known names: <up>"#))
        #expect(error.description.contains("<lt>"))
        let unclosed = KeyScriptError(input: "j<up", column: 2, reason: .unterminatedName("<up"))
        #expect(unclosed.description == #"unclosed key name "<up" at column 2 in "j<up": expected ">""#)
    }

    @Test(arguments: ["jj<enter>q", "<up><down><left><right><esc><tab><s-tab><bs><c-c>", "a<lt>b<space>日"])
    func descriptionParsesBackToTheSameKeys(script: String) throws {
        let parsed = try KeyScript(parsing: script)
        #expect(parsed.description == script)
        #expect(try KeyScript(parsing: parsed.description) == parsed)
    }

    /// Found by fuzzing: NUL and a combining mark read as `<c-@>` and the mark, but the script
    /// they wrote, `<c-@>` and the mark, did not read, since `>` and the mark are one character.
    @Test func aCombiningMarkAfterANameDoesNotKeepItOpen() throws {
        let keys = try KeyScript(parsing: "\u{0}\u{315}").keys
        #expect(keys == [.control("@"), .character("\u{315}")])
        #expect(KeyScript(keys: keys).description == "<c-@>\u{315}")
        #expect(try KeyScript(parsing: "<c-@>\u{315}").keys == keys)
        #expect(try KeyScript(parsing: "<up>\u{301}x").keys == [.up, .character("\u{301}"), .character("x")])
    }

    @Test func controlCharactersStandForTheKeysATerminalSendsForThem() throws {
        #expect(
            try KeyScript(parsing: "\u{3}\u{1B}\u{7F}\u{8}\u{1C}").keys == [
                .control("c"), .escape, .backspace, .backspace, .control("\\"),
            ])
    }

    @Test func everyControlKeyHasAName() throws {
        #expect(
            try KeyScript(parsing: "<c-@><c-\\><c-]><c-^><c-_><C-A>").keys == [
                .control("@"), .control("\\"), .control("]"), .control("^"), .control("_"), .control("a"),
            ])
    }

    @Test(arguments: ["<c-b\u{301}>", "<c-İ>", "<c-é>", "<c-1>", "<c-ab>"])
    func aControlNameTakesOnlyALetterOrOneOfTheOtherControlKeys(script: String) {
        #expect(throws: KeyScriptError(input: script, column: 1, reason: .unknownName(script))) {
            try KeyScript(parsing: script)
        }
    }

    @Test func aCharacterStartingWithLessThanIsWrittenAsLtAndTheRest() throws {
        #expect(Key.character("<\u{301}").description == "<lt>\u{301}")
        #expect(try KeyScript(parsing: "<lt>\u{301}").keys == [.character("<"), .character("\u{301}")])
    }

    @Test func aScriptOfTheLongestLengthIsReadAndALongerOneRefused() throws {
        let longest = String(repeating: "j", count: KeyScript.maximumLength)
        #expect(try KeyScript(parsing: longest).keys.count == KeyScript.maximumLength)
        let longer = longest + "<up>"
        #expect(throws: KeyScriptError(input: longer, column: KeyScript.maximumLength + 1, reason: .tooLong)) {
            try KeyScript(parsing: longer)
        }
    }

    @Test func theMessageEscapesControlCharactersAndQuotesLongScriptsInPart() throws {
        let script = "\u{1B}]0;title\u{7}<nope>" + String(repeating: "x", count: 5000)
        let error = try #require(throws: KeyScriptError.self) { try KeyScript(parsing: script) }
        #expect(error.column == 11)
        #expect(
            error.description.hasPrefix(#"unknown key name "<nope>" at column 11 in "\u001B]0;title\u0007<nope>xxx"#))
        #expect(error.description.count < 500)
        #expect(!error.description.unicodeScalars.contains { $0.properties.generalCategory == .control })
    }
}
