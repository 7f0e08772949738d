import Foundation
import ShadeDiagnostics
import ShadeJSON
import ShadeTestSupport
import Testing

@testable import ShadeTool

/// `shade.json`: its pairs, patterns, and errors that say where.
@Suite struct ShadeConfigurationTests {
    typealias B = CatalogBuilder

    func parse(_ text: String) throws(ConfigurationError) -> ShadeConfiguration {
        try ShadeConfiguration.parse(Array(text.utf8), file: "shade.json")
    }

    @Test func pairsAreReadWithTheirUse() throws {
        let configuration = try parse(
            """
            {"pairs": [
              {"foreground": "label", "background": "background"},
              {"foreground": "icon", "background": "card", "use": "non-text"},
              {"foreground": "title", "background": "card", "use": "large-text"}
            ]}
            """)
        #expect(configuration.pairs?.map(\.use) == [.text, .nonText, .largeText])
        #expect(configuration.pairs?[1].foregroundLocation == DocumentLocation(line: 3, column: 18))
    }

    @Test func mistakesAreErrorsWithTheirPlace() {
        let cases: [(String, String)] = [
            (
                #"{"pair": []}"#,
                #"shade.json:1:10: error: unknown key "pair"; the keys are "pairs", "failOn" and "swiftAccess""#
            ),
            (#"{"failOn": "info"}"#, #"shade.json:1:12: error: failOn: expected "error" or "warning", found "info""#),
            (
                #"{"swiftAccess": "open"}"#,
                #"shade.json:1:17: error: swiftAccess: expected "internal", "package" or "public", found "open""#
            ),
            (
                #"{"pairs": [{"foreground": "a", "background": "b", "use": "body"}]}"#,
                #"shade.json:1:58: error: pairs[0].use: expected "text", "large-text" or "non-text", found "body""#
            ),
            (#"{"pairs": [{"foreground": "a"}]}"#, #"shade.json:1:12: error: pairs[0]: "background" is missing"#),
            (
                #"{"pairs": [{"foreground": 1, "background": "b"}]}"#,
                "shade.json:1:27: error: pairs[0].foreground: expected a color name, found a number"
            ),
            ("{\"pairs\": [\n}", "shade.json:2:1"),
            ("[]", #"shade.json:1:1: error: expected an object with "pairs", found an array"#),
        ]
        for (text, expected) in cases {
            #expect(throws: ConfigurationError.self) { try parse(text) }
            do {
                _ = try parse(text)
            } catch {
                #expect(error.description.hasPrefix(expected), "\(text)")
            }
        }
    }

    @Test func aStarMatchesAnyRunOfCharacters() {
        #expect(NamePattern("Text/*").matches("Text/primary"))
        #expect(NamePattern("Text/*").matches("Text/a/b"))
        #expect(!NamePattern("Text/*").matches("Icons/primary"))
        #expect(NamePattern("*Background").matches("cardBackground"))
        #expect(NamePattern("a*b*c").matches("a-x-b-y-c"))
        #expect(!NamePattern("a*b*c").matches("a-c"))
        #expect(NamePattern("label").matches("label"))
        #expect(!NamePattern("label").matches("labels"))
    }

    @Test func configuredPairsReplaceTheNamingConventions() throws {
        let catalog = B.catalog(
            B.color("Text/primary", 0, dark: 0xFFFFFF), B.color("Text/secondary", 0x333333, dark: 0xDDDDDD),
            B.color("Surfaces/card", 0xFFFFFF, dark: 0x111111), B.color("background", 0xFFFFFF, dark: 0))
        let configuration = try parse(#"{"pairs": [{"foreground": "Text/*", "background": "Surfaces/*"}]}"#)
        let result = Auditor(catalog: catalog, configuration: configuration).audit()
        #expect(result.pairs.map(\.foreground) == ["Text/primary", "Text/secondary"])
        #expect(result.pairs.allSatisfy { $0.background == "Surfaces/card" })
        #expect(result.pairSource == .configuration(file: "shade.json"))
    }

    @Test func aPairNamingAColorTheCatalogLacksIsAnErrorWithASuggestion() throws {
        let catalog = B.catalog(B.color("label", 0, dark: 0xFFFFFF), B.color("background", 0xFFFFFF, dark: 0))
        let configuration = try parse(
            #"{"pairs": [{"foreground": "Label", "background": "backgrund"}, {"foreground": "Icons/*", "background": "background"}]}"#
        )
        let findings = Auditor(catalog: catalog, configuration: configuration).audit().findings
            .filter { $0.check == .configuration }
        #expect(findings.count == 3)
        #expect(findings[0].severity == .error)
        #expect(
            findings[0].message
                == #"pairs[0].foreground: the catalog has no color named "Label"; did you mean "label"?"#)
        #expect(findings[0].location?.description == "shade.json:1:27")
        #expect(findings[1].message.contains(#"did you mean "background"?"#))
        #expect(findings[2].severity == .warning)
        #expect(findings[2].message == #"pairs[1].foreground: "Icons/*" matches no color"#)
    }

    @Test func theFileIsFoundInTheFolderOfTheInput() throws {
        let directory = try TemporaryDirectory()
        try directory.write("{}", to: "shade.json")
        let input = URL(fileURLWithPath: directory.file("Colors.xcassets"))
        #expect(ShadeConfiguration.file(nextTo: input)?.lastPathComponent == "shade.json")
        #expect(ShadeConfiguration.file(nextTo: URL(fileURLWithPath: directory.file("sub/Colors.xcassets"))) == nil)
    }
}
