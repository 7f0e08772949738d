import Foundation
import Shade
import ShadeTestSupport
import Testing

@testable import ShadeCatalog

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every reader is total: hostile or broken input gives a located diagnostic, never a crash, a
/// hang or a silently wrong color.
@Suite("Bad input to the theme-file readers")
struct BadInputTests {
    static func expectError(
        _ result: CatalogReadResult, containing text: String, line: Int? = nil, column: Int? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let error = result.errors.first { $0.message.contains(text) }
        #expect(error != nil, "no error saying \"\(text)\" in \(result.diagnostics)", sourceLocation: sourceLocation)
        if let line { #expect(error?.location?.line == line, sourceLocation: sourceLocation) }
        if let column { #expect(error?.location?.column == column, sourceLocation: sourceLocation) }
    }

    @Test func aMissingFileOrCatalogIsOneErrorNamingIt() throws {
        let directory = try TemporaryDirectory()
        let tokens = TokenReader().read(contentsOf: URL(fileURLWithPath: directory.file("none.tokens.json")))
        Self.expectError(tokens, containing: "there is no such file")
        #expect(tokens.errors.first?.file.hasSuffix("none.tokens.json") == true)
        let catalog = AssetCatalogReader.read(at: URL(fileURLWithPath: directory.file("None.xcassets")))
        Self.expectError(catalog, containing: "there is no asset catalog")
        #expect(catalog.catalog.count == 0)
    }

    @Test func aFolderWhereAFileShouldBeIsReportedAsSuch() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(
            atPath: directory.file("a.tokens.json"), withIntermediateDirectories: true)
        Self.expectError(
            TokenReader().read(file: URL(fileURLWithPath: directory.file("a.tokens.json"))),
            containing: "it is a folder, not a file")
        try FileManager.default.createDirectory(
            atPath: directory.file("C.xcassets/Red.colorset/Contents.json"), withIntermediateDirectories: true)
        let catalog = AssetCatalogReader.read(at: URL(fileURLWithPath: directory.file("C.xcassets")))
        Self.expectError(catalog, containing: "has a folder named Contents.json, not a file")
        #expect(catalog.errors.first?.path == "Red")
    }

    @Test func aFileThatIsNotUTF8IsRefusedAtItsFirstBadByteNotReadWithReplacementCharacters() {
        var bytes = Array(##"{ "color": { "$type": "color", "$value": "#ff0000", "$description": "r"##.utf8)
        bytes += [0xC3, 0x28] + Array(#"d" } }"#.utf8)
        let tokens = TokenReader().read([.bytes(bytes, name: "bad.tokens.json")])
        Self.expectError(tokens, containing: "not valid UTF-8: found byte 0xC3", line: 1, column: 71)
        #expect(tokens.catalog.count == 0)
        let set = AssetCatalogReader.read(contentsJSON: [0x7B, 0xFF, 0x7D], file: "Contents.json", name: "A")
        Self.expectError(set, containing: "found byte 0xFF", line: 1, column: 2)
    }

    @Test func aFileOverThe64MiBLimitIsRefusedWithItsSizeQuickly() {
        let filler = String(repeating: " ", count: 65 << 20)
        let started = ContinuousClock.now
        let tokens = TokenReader().read(text: "{" + filler + "}", name: "big.tokens.json")
        Self.expectError(tokens, containing: "the largest read is 67108864 bytes (64 MiB)")
        #expect(ContinuousClock.now - started < .seconds(5))
    }

    @Test func nesting10000DeepIsRefusedAtTheDepthLimitNotByExhaustingTheStack() {
        let deep = String(repeating: #"{"a":"#, count: 10_000) + "1" + String(repeating: "}", count: 10_000)
        Self.expectError(TokenReader().read(text: deep), containing: "nest")
        let array = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        Self.expectError(
            AssetCatalogReader.read(contentsJSON: Array(array.utf8), file: "Contents.json", name: "A"),
            containing: "nest")
    }

    @Test func aCycleOfAliasesIsReportedWithItsPathAndLeavesTheTokensOut() {
        let result = TokenReader().read(
            text: """
                { "$type": "color",
                  "a": { "$value": "{b}" }, "b": { "$value": "{c}" }, "c": { "$value": "{a}" },
                  "ok": { "$value": "#00ff00" } }
                """)
        Self.expectError(result, containing: "a → b → c → a")
        #expect(result.catalog["a"] == nil)
        #expect(result.catalog.dynamicColor(named: "ok")?.resolvedColor() == Color(rgb: 0x00FF00))
    }

    @Test func anUnknownColorSpaceIsReportedWhereItIsWrittenInBothFormats() {
        let tokens = TokenReader().read(
            text: #"{ "c": { "$type": "color", "$value": { "colorSpace": "cmyk", "components": [0, 0, 0] } } }"#)
        Self.expectError(tokens, containing: "cmyk", line: 1)
        #expect(tokens.catalog["c"] == nil)
        let set = AssetCatalogReader.read(
            contentsJSON: Array(
                #"{"colors":[{"idiom":"universal","color":{"color-space":"cmyk","components":{"red":"1","green":"0","blue":"0","alpha":"1"}}}]}"#
                    .utf8), file: "Contents.json", name: "A")
        Self.expectError(set, containing: "cmyk", line: 1)
        #expect(set.catalog.dynamicColor(named: "A") == nil)
    }

    @Test func aComponentOutOfRangeIsReportedNeverClampedSilently() {
        let set = AssetCatalogReader.read(
            contentsJSON: Array(
                #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1.500","green":"0","blue":"0","alpha":"1"}}}]}"#
                    .utf8), file: "Contents.json", name: "A")
        #expect(!set.diagnostics.isEmpty, "an sRGB red of 1.5 was read without a word")
        #expect(set.diagnostics.contains { $0.message.contains("1.500") })
        let tokens = TokenReader().read(
            text: #"{ "c": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [2, 0, 0] } } }"#)
        #expect(tokens.diagnostics.contains { $0.location?.line == 1 && $0.path == "c" })
    }

    /// Found by fuzzing: a key or value with a control character was quoted raw in a diagnostic.
    @Test func aDiagnosticShowsTheCharactersAFileHoldsThatDoNotShowAsEscapesAndQuotesLongValuesInPart() {
        let set = AssetCatalogReader.read(
            contentsJSON: Array(
                "{\"colors\":[{\"idiom\":\"universal\",\"color\":{\"platf\u{7F}rm\":\"ios\",\"reference\":\"systemBlueColor\"}}]}"
                    .utf8), file: "Contents.json", name: "A")
        let warning = set.diagnostics.first { $0.message.contains("platf") }
        #expect(warning?.message.contains(#"platf\u007Frm"#) == true)
        #expect(warning?.description.unicodeScalars.contains("\u{7F}") == false)
        // The escape character written as a JSON escape, DEL as itself (JSON allows it raw).
        let value = ##"#\u001B[2J"## + String(repeating: "\u{7F}", count: 1000)
        let tokens = TokenReader().read(
            text: #"{"c": {"$type": "color", "$value": ""# + value + #""}}"#, name: "t.json")
        let error = tokens.errors.first { $0.path == "c" }
        #expect(error?.message.contains(##"found "#\u001B[2J\u007F"##) == true)
        #expect((error?.description.count ?? 0) < 1_500)
        #expect(error?.description.unicodeScalars.contains { $0.properties.generalCategory == .control } == false)
        let named = Diagnostic(.error, file: "a\u{1B}.json", path: "b\u{202E}", message: "m\u{7}")
        #expect(named.description == #"a\u001B.json: error: b\u202E: m\u0007"#)
    }

    @Test func aContentsJsonThatIsAPipeIsReportedNotWaitedFor() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(
            atPath: directory.file("C.xcassets/Red.colorset"), withIntermediateDirectories: true)
        #expect(mkfifo(directory.file("C.xcassets/Red.colorset/Contents.json"), 0o600) == 0)
        let catalog = AssetCatalogReader.read(at: URL(fileURLWithPath: directory.file("C.xcassets")))
        Self.expectError(catalog, containing: "it is not a regular file (a device, a pipe or a socket)")
    }

    @Test func aThemesFoldersProblemsEscapeWhatFileNamesAndThemeNamesHoldThatDoesNotShow() {
        let problem = ThemeProblem.themeNotLoaded(
            "a\u{1B}]0;x\u{7}", file: "/themes/a\u{1B}]0;x\u{7}.tokens.json",
            diagnostics: [Diagnostic(.error, file: "/themes/a\u{1B}.json", message: "m")], keptLastGood: false)
        #expect(
            problem.description == #"""
                The theme "a\u001B]0;x\u0007" could not be loaded from /themes/a\u001B]0;x\u0007.tokens.json; \#
                it is not offered until the file is fixed.
                  /themes/a\u001B.json: error: m
                """#)
    }
}
