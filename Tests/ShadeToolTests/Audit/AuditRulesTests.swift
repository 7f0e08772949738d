import ArgumentParser
import Foundation
import Testing

@testable import ShadeTool

/// The audit's rules are written once, in `AuditRules` and each check's type (`Audit/Checks/`):
/// the help prints them and the DocC article is made from them.
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

    /// Each check is a type of its own with its own id, and every one but `configuration` (whose
    /// findings the pairing makes) runs at a stage of the audit.
    @Test func everyCheckIsATypeOfItsOwnThatRunsAtItsStage() {
        let types = Finding.Check.allCases.map { ObjectIdentifier($0.rule) }
        #expect(Set(types).count == Finding.Check.allCases.count)
        for check in Finding.Check.allCases {
            #expect(check.rule.id == check, "\(check)")
            #expect(!check.rule.finds.isEmpty && !check.rule.severityRule.isEmpty, "\(check)")
        }
        let staged =
            AuditChecks.diagnosticChecks.map { $0.id } + AuditChecks.colorChecks.map { $0.id }
            + AuditChecks.pairChecks.map { $0.id } + AuditChecks.catalogChecks.map { $0.id }
        #expect(Set(staged) == Set(Finding.Check.allCases).subtracting([.configuration]))
        #expect(staged.count == Finding.Check.allCases.count - 1, "a check runs at one stage")
        #expect(
            AuditChecks.pairChecks.map { $0.id } == [
                .contrast, .enhancedContrast, .highContrastLowersContrast, .contrastSimulated,
            ])
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
