import Foundation
import ShadeCatalog
import ShadeDiagnostics
import ShadeTestSupport
import Testing

@testable import ShadeTool

/// Text made safe once for every output: names' invisible characters are shown by
/// `DisplayText.escaped(_:)` in the preview page, a SARIF message and an annotation's message,
/// while a file an annotation names is the real path.
@Suite struct SafeTextTests {
    /// Names holding a NUL, a right-to-left override, a line separator and a zero-width space.
    static let names = ["text\u{0}nul", "text\u{202E}rlo", "text\u{2028}ls", "text\u{200B}zw"]

    /// A token document with a gray `color.<name>` per name on a white `color.background`.
    static func tokens() -> String {
        var members = Self.names.map { name in
            "\"\(name.unicodeScalars.map { $0.value < 0x20 || $0.value > 0x7E ? DisplayText.escape($0) : String($0) }.joined())\": {\"$value\": \"#777777\"}"
        }
        members.append("\"background\": {\"$value\": \"#FFFFFF\"}")
        return "{\"color\": {\"$type\": \"color\",\n" + members.joined(separator: ",\n") + "}}\n"
    }

    @Test func thePreviewPageHoldsNoHiddenCharacter() throws {
        let directory = try TemporaryDirectory()
        try directory.write(Self.tokens(), to: "t.tokens.json")
        let run = runShade(["preview", directory.file("t.tokens.json"), "-o", directory.file("page.html")])
        #expect(run.status == 0, "\(run.errors)")
        let html = try directory.read("page.html")
        let hidden = html.unicodeScalars.filter { DisplayText.isHidden($0) && $0 != "\n" && $0 != "\t" }
        #expect(hidden.isEmpty, "\(hidden.map(DisplayText.codePoint))")
        #expect(html.contains(#"data-color="color.text\u0000nul""#))
    }

    @Test func sarifMessagesShowHiddenCharactersAsTheTextReportDoes() throws {
        let directory = try TemporaryDirectory()
        try directory.write(Self.tokens(), to: "t.tokens.json")
        let run = runShade(["audit", "--format", "sarif", "--no-config", directory.file("t.tokens.json")])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        var messages: [String] = []
        for result in results {
            messages.append(((result["message"] as? [String: Any])?["text"] as? String) ?? "")
            for related in result["relatedLocations"] as? [[String: Any]] ?? [] {
                messages.append(((related["message"] as? [String: Any])?["text"] as? String) ?? "")
            }
        }
        #expect(messages.contains { $0.contains(#"color.text\u202Erlo"#) })
        #expect(messages.contains { $0.contains(#"color.text\u2028ls"#) })
        for message in messages {
            #expect(!message.unicodeScalars.contains(where: DisplayText.isHidden), "\(message.debugDescription)")
        }
        let text = runShade(["audit", "--no-config", directory.file("t.tokens.json")])
        #expect(text.output.contains(#"color.text\u202Erlo"#))
    }

    @Test func anAnnotationNamesTheRealFile() throws {
        let directory = try TemporaryDirectory()
        let name = "a\u{202E}b.tokens.json"
        try directory.write(AuditSARIFReportTests.tokens(textFirst: true), to: name)
        let outcome = try auditOutcome(directory.file(name))
        let text = AuditGitHubReport(currentDirectory: directory.path).render([outcome])
        let lines = text.split(separator: "\n")
        #expect(!lines.isEmpty)
        for line in lines {
            #expect(line.contains("file=\(name),"), "\(line)")
            #expect(!line.contains(#"\u202E"#))
        }
    }
}
