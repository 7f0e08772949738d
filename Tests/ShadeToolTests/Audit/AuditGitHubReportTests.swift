import Foundation
import ShadeDiagnostics
import ShadeTestSupport
import Testing

@testable import ShadeTool

/// `shade audit --format github`: one workflow command per finding, which no name from a theme
/// file can end early or follow with a command of its own.
@Suite struct AuditGitHubReportTests {
    /// A command line as GitHub's runner reads it: the command, its properties (which cannot hold
    /// `:` or `,`) and the message.
    static var commandLine: Regex<(Substring, Substring, Substring, Substring?, Substring?, Substring, Substring)> {
        /^::(error|warning|notice) file=([^:,\r\n]*)(,line=\d+)?(,col=\d+)?,title=([^:,\r\n]*)::(.*)$/
    }

    @Test func messagesAndPropertiesAreEscapedAsGitHubsToolkitEscapesThem() {
        #expect(AuditGitHubReport.escapedData("100% done\r\n::error::x, y: z") == "100%25 done%0D%0A::error::x, y: z")
        #expect(AuditGitHubReport.escapedProperty("a:b,c%d\re\nf") == "a%3Ab%2Cc%25d%0De%0Af")
        #expect(AuditGitHubReport.escapedProperty("::") == "%3A%3A")
    }

    @Test func eachFindingIsOneCommandAtItsPlace() throws {
        let directory = try TemporaryDirectory()
        let path = try AuditSARIFReportTests.write(
            AuditSARIFReportTests.tokens(textFirst: true), to: "theme.tokens.json", in: directory)
        let outcome = try auditOutcome(path)
        let text = AuditGitHubReport(currentDirectory: directory.path).render([outcome])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(text.hasSuffix("\n"))
        #expect(lines.count == outcome.findings.count)
        for (line, finding) in zip(lines, outcome.findings) {
            let match = try #require(try Self.commandLine.wholeMatch(in: String(line)))
            #expect(match.output.1 == AuditGitHubReport.command(for: finding.severity))
            #expect(match.output.2 == "theme.tokens.json")
            #expect(match.output.5 == "shade \(finding.check.rawValue)")
            #expect(match.output.6 == Substring(finding.message))
        }
        let contrast = try #require(lines.first { $0.contains("title=shade contrast::") })
        #expect(contrast.hasPrefix("::error file=theme.tokens.json,line=4,col=13,title=shade contrast::color.text on"))
        #expect(lines.contains { $0.hasPrefix("::notice ") && $0.contains("title=shade missing-high-contrast::") })
        #expect(lines.contains { $0.hasPrefix("::warning ") && $0.contains("title=shade missing-dark::") })
    }

    @Test func annotateLimitsTheAnnotationsToASeverity() throws {
        let directory = try TemporaryDirectory()
        let path = try AuditSARIFReportTests.write(
            AuditSARIFReportTests.tokens(textFirst: true), to: "theme.tokens.json", in: directory)
        func commands(_ options: [String]) -> Set<String> {
            let run = runShade(["audit", path, "--format", "github"] + options)
            #expect(run.status == 1)
            return Set(run.output.split(separator: "\n").map { String($0.prefix { $0 != " " }) })
        }
        #expect(commands([]) == ["::error", "::warning", "::notice"])
        #expect(commands(["--annotate", "notice"]) == ["::error", "::warning", "::notice"])
        #expect(commands(["--annotate", "warning"]) == ["::error", "::warning"])
        #expect(commands(["--annotate", "error"]) == ["::error"])
        // An input that cannot be read is always annotated.
        let missing = runShade([
            "audit", path, directory.file("Missing.xcassets"), "--format", "github", "--annotate", "error",
        ])
        #expect(missing.status == 2)
        #expect(missing.output.contains("::error file=\(directory.file("Missing.xcassets"))"))
        #expect(runShade(["audit", path, "--annotate", "error"]).status == 64)
        #expect(runShade(["audit", path, "--format", "github", "--annotate", "info"]).status == 64)
    }

    @Test func aFindingWithoutALineHasNoLineOrColumn() throws {
        let directory = try TemporaryDirectory()
        let path = try AuditSARIFReportTests.write(
            AuditSARIFReportTests.tokens(textFirst: true), to: "theme.tokens.json", in: directory)
        guard case .audited(let input, var audit) = try auditOutcome(path) else {
            Issue.record("the token file was not read")
            return
        }
        audit.findings = [
            with(audit.findings[0]) { $0.location = nil },
            with(audit.findings[0]) { $0.location?.column = nil },
        ]
        let lines = AuditGitHubReport(currentDirectory: directory.path).render([.audited(input, audit)])
            .split(separator: "\n")
        #expect(lines.count == 2)
        // Without a place, the finding is put on its input.
        #expect(lines.first?.hasPrefix("::error file=theme.tokens.json,title=") == true)
        #expect(lines.last?.hasPrefix("::error file=theme.tokens.json,line=4,title=") == true)
    }

    @Test func namesFromAThemeFileCannotStartAnotherCommand() throws {
        // Names with line breaks, carriage returns, `::`, commas, percent signs and a terminal's
        // escape sequence, in a file whose own name tries to add properties.
        let foreground = "text \\n::error file=evil::injected \\r\\n::warning::twice, 100%"
        let background = "background \\r::notice title=x,line=1::y\\u001B[2J,%0A::error::z"
        let json = """
            {"color": {"$type": "color",
              "\(foreground)": {"$value": "#777777"},
              "\(background)": {"$value": "#FFFFFF"}}}
            """
        let directory = try TemporaryDirectory()
        let path = try AuditSARIFReportTests.write(json, to: "evil,line=9::title=x.tokens.json", in: directory)
        let outcome = try auditOutcome(path)
        #expect(outcome.findings.contains { $0.check == .contrast })
        #expect(outcome.findings.contains { $0.color?.contains("\n::error") == true })

        let text = AuditGitHubReport(currentDirectory: directory.path).render([outcome])
        #expect(!text.contains("\r"))
        let lines = text.split(separator: "\n")
        #expect(lines.count == outcome.findings.count)
        for line in lines {
            let match = try #require(try Self.commandLine.wholeMatch(in: String(line)), "\(line)")
            #expect(match.output.2 == "evil%2Cline=9%3A%3Atitle=x.tokens.json")
        }
        #expect(
            !lines.contains {
                $0.hasPrefix("::error file=evil::") || $0.hasPrefix("::warning::") || $0.hasPrefix("::error::")
            })
        #expect(
            lines.contains {
                $0.contains(#"text \u000A::error file=evil::injected \u000D\u000A::warning::twice, 100%25"#)
            })
        #expect(lines.contains { $0.contains(#"\u001B[2J,%250A::error::z"#) })

        // The command runs the same through the real command line.
        let run = runShade(["audit", path, "--format", "github"])
        #expect(run.status == 1)
        #expect(run.output.split(separator: "\n").count == outcome.findings.count)
    }
}
