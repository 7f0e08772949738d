import ArgumentParser
import Foundation
import Testing

@testable import ShadeTool

/// The audit's rules are written once, in `AuditRules` and `Finding.Check`: the help prints them
/// and the DocC article is made from them.
@Suite struct AuditRulesTests {
    /// The committed article, in ShadeTool's DocC catalog.
    static let articlePath = "\(TestCatalogs.repositoryRoot)/Sources/ShadeTool/ShadeTool.docc/AuditRules.md"

    /// Fails when the article differs from the rules; with `SHADE_WRITE_ARTICLES=1`, writes it.
    @Test func theArticleIsMadeFromTheRules() throws {
        let made = AuditRules.article
        if ProcessInfo.processInfo.environment["SHADE_WRITE_ARTICLES"] == "1" {
            try made.write(toFile: Self.articlePath, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOfFile: Self.articlePath, encoding: .utf8)
        #expect(
            committed == made,
            """
            AuditRules.md differs from the rules in AuditRules.swift; write it anew with \
            SHADE_WRITE_ARTICLES=1 swift test --filter AuditRulesTests
            """)
    }

    @Test func theHelpAndTheArticleStateEveryCheckWithItsSeverity() {
        let help = AuditCommand.helpMessage(columns: 10_000)
        for check in Finding.Check.allCases {
            #expect(help.contains("- \(check.rawValue), \(check.severityRule): "), "\(check)")
            #expect(AuditRules.article.contains("| `\(check.rawValue)` | \(check.severityRule) |"), "\(check)")
        }
    }

    @Test func theHelpIsPlainTextAndPointsToTheArticles() {
        let help = AuditCommand.helpMessage(columns: 10_000)
        #expect(!help.contains("`"))
        #expect(help.contains("ShadeTool.docc/AuditRules.md"))
        #expect(help.contains("ShadeTool.docc/TheShadeCommand.md"))
        let commands: [any ParsableCommand.Type] = [
            ShadeCommand.self, ShowCommand.self, ConvertCommand.self, PreviewCommand.self,
        ]
        for command in commands {
            #expect(command.helpMessage(columns: 10_000).contains("ShadeTool.docc/TheShadeCommand.md"), "\(command)")
        }
    }

    @Test func theWordListsAreTheNamingConventionsOwn() {
        let words = NamingConvention.backgroundWords.union(NamingConvention.stateWords)
            .union(NamingConvention.roleWords).union(NamingConvention.systemBackgroundNonTextWords)
            .union(NamingConvention.systemBackgrounds)
        for word in words {
            #expect(AuditRules.article.contains("`\(word)`"), "\(word)")
        }
    }
}
