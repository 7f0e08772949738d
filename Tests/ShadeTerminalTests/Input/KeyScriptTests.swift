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
}
