#if os(Linux) || os(macOS)
    import Foundation
    import GeneratedCodeCheck
    import ShadeCatalog
    import ShadeTestSupport
    import Testing

    @testable import ShadeTool

    /// A token file with `café` precomposed (U+00E9) and decomposed (`e` U+0301): two tokens, as
    /// JSON compares names, though Swift's `==` finds them equal. Every command keeps both.
    @Suite struct ScalarNameCommandTests {
        let directory: TemporaryDirectory

        init() throws {
            directory = try TemporaryDirectory()
            try directory.write(
                """
                {"c": {"$type": "color",
                  "caf\u{E9}": {"$value": "#111111"},
                  "cafe\u{301}": {"$value": "#EEEEEE"}}}
                """, to: "names.tokens.json")
        }

        @Test func convertingToTokensAndCSSKeepsBoth() throws {
            let input = directory.file("names.tokens.json")
            let tokens = runShade(["convert", input, "--to", "tokens", "-o", directory.file("out")])
            #expect(tokens.status == 0, "\(tokens.errors)")
            let written = try String(contentsOfFile: directory.file("out/names.tokens.json"), encoding: .utf8)
            #expect(written.utf8.firstRange(of: "\"caf\u{E9}\"".utf8) != nil)
            #expect(written.utf8.firstRange(of: "\"cafe\u{301}\"".utf8) != nil)
            let css = runShade(["convert", input, "--to", "css", "-o", directory.file("o.css")])
            #expect(css.status == 0, "\(css.errors)")
            let sheet = try String(contentsOfFile: directory.file("o.css"), encoding: .utf8)
            #expect(sheet.contains("#111111") && sheet.contains("#EEEEEE"))
            let show = runShade(["show", input, "c.cafe\u{301}", "--color", "never"])
            #expect(show.output.contains("#EEEEEE") && !show.output.contains("#111111"), "\(show.output)")
        }

        /// `generate` declares a static for each and lists both in `names`; `named`, a Swift
        /// dictionary, which compares keys as `==` does (a literal with two equal keys stops the
        /// program), holds the first.
        @Test func generateDeclaresBothAndNamedHoldsTheFirst() throws {
            let run = runShade([
                "generate", directory.file("names.tokens.json"), "-o", directory.file("Names.swift"), "--no-config",
            ])
            #expect(run.status == 0, "\(run.errors)")
            let source = try String(contentsOfFile: directory.file("Names.swift"), encoding: .utf8)
            let parsed = try GeneratedSwift(parsing: source)
            #expect(parsed.statics.count == 2)
            #expect(parsed.names.map { Array($0.unicodeScalars) }.count == 2)
            #expect(parsed.list.count == 1)
            #expect(parsed.list.first.map { Array($0.name.unicodeScalars).last } == "\u{E9}")
            #expect(source.contains("is not a key of its own"))
        }
    }
#endif
