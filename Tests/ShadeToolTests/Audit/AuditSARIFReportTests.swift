import ArgumentParser
import Foundation
import Shade
import ShadeCatalog
import ShadeDiagnostics
import ShadeTestSupport
import Testing

@testable import ShadeTool

/// The subset of a SARIF 2.1.0 log that `shade audit --format sarif` writes, as the tests read it.
struct SARIFLog: Decodable {
    struct Run: Decodable {
        var tool: Tool
        var invocations: [Invocation]
        var results: [Result]
    }

    struct Tool: Decodable {
        var driver: Driver
    }

    struct Driver: Decodable {
        var name: String
        var rules: [Rule]
    }

    struct Rule: Decodable {
        struct Text: Decodable {
            var text: String
        }

        struct Configuration: Decodable {
            var level: String
        }

        var id: String
        var shortDescription: Text
        var fullDescription: Text
        var help: Text
        var defaultConfiguration: Configuration
    }

    struct Invocation: Decodable {
        var executionSuccessful: Bool
        var exitCode: Int32
    }

    struct Message: Decodable {
        var text: String
    }

    struct Result: Decodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
        var relatedLocations: [Location]?
        var partialFingerprints: [String: String]
        var properties: Properties
    }

    struct Location: Decodable {
        var id: Int?
        var physicalLocation: PhysicalLocation?
        var logicalLocations: [LogicalLocation]?
        var message: Message?
    }

    struct PhysicalLocation: Decodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    struct ArtifactLocation: Decodable {
        var uri: String
        var uriBaseId: String?
    }

    struct Region: Decodable {
        var startLine: Int
        var startColumn: Int?
    }

    struct LogicalLocation: Decodable {
        var name: String
    }

    struct Properties: Decodable {
        struct Measurement: Decodable {
            var appearances: [String]
            var ratio: Double
            var required: Double?
        }

        var appearances: [String]
        var contrast: [Measurement]?
    }

    var version: String
    var runs: [Run]

    /// The log in `text`.
    init(_ text: String) throws {
        self = try JSONDecoder().decode(SARIFLog.self, from: Data(text.utf8))
    }

    /// The one run's results.
    var results: [Result] { runs.first?.results ?? [] }
}

/// Audits the theme file at `path` as `shade audit` does, its files named as the user gave them.
func auditOutcome(_ path: String) throws -> AuditOutcome {
    let input = try CatalogInput.detect(path)
    let read = try input.read()
    let configuration = try ShadeConfiguration.configuration(for: input, given: nil)
    let audit = Auditor(catalog: read.catalog, diagnostics: read.diagnostics, configuration: configuration).audit()
    return .audited(input, audit.renamingFiles(input.sources.path(of:)))
}

/// `shade audit --format sarif`: a SARIF 2.1.0 log with one rule per check and one result per
/// finding, located relative to the current directory.
@Suite struct AuditSARIFReportTests {
    /// A token file with a text color below 4.5:1 on its background in every appearance, and
    /// no dark or high-contrast variants; `textFirst` puts the text color first, else last, so
    /// that the two versions define each color on other lines.
    static func tokens(textFirst: Bool) -> String {
        let text = ##""text": {"$value": "#777777"}"##
        let background = ##""background": {"$value": "#FFFFFF"}"##
        let members = textFirst ? [text, background] : [background, text]
        return "{\n  \"color\": {\n    \"$type\": \"color\",\n"
            + (textFirst ? "" : "\n\n\n") + "    " + members.joined(separator: ",\n\n    ") + "\n  }\n}\n"
    }

    /// Writes ``tokens(textFirst:)`` to `name` in `directory` and returns its path.
    static func write(_ text: String, to name: String, in directory: TemporaryDirectory) throws -> String {
        let path = directory.file(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func eachFindingIsOneResultWithItsAppearancesInItsProperties() throws {
        let directory = try TemporaryDirectory()
        let path = try Self.write(Self.tokens(textFirst: true), to: "theme.tokens.json", in: directory)
        let outcome = try auditOutcome(path)
        let log = try SARIFLog(AuditSARIFReport(currentDirectory: directory.path).render([outcome], status: .failure))
        #expect(log.version == "2.1.0")
        #expect(log.results.count == outcome.findings.count)
        #expect(log.results.map(\.message.text) == outcome.findings.map(\.message))
        let contrast = try #require(log.results.first { $0.ruleId == "contrast" })
        let finding = try #require(outcome.findings.first { $0.check == .contrast })
        #expect(finding.appearances.count == 8)
        #expect(log.results.count { $0.ruleId == "contrast" } == 1)
        #expect(contrast.properties.appearances == finding.appearances.names)
        let measurements = try #require(contrast.properties.contrast)
        #expect(measurements.flatMap(\.appearances).sorted() == finding.appearances.names.sorted())
        #expect(measurements.allSatisfy { $0.ratio > 4.4 && $0.required == 4.5 })
        #expect(contrast.level == "error")
    }

    @Test func everyCheckIsARuleAndEveryResultPointsAtItsRule() throws {
        let directory = try TemporaryDirectory()
        let path = try Self.write(Self.tokens(textFirst: true), to: "theme.tokens.json", in: directory)
        let log = try SARIFLog(
            AuditSARIFReport(currentDirectory: directory.path).render([try auditOutcome(path)], status: .failure))
        let run = try #require(log.runs.first)
        #expect(run.tool.driver.name == "shade")
        let rules = run.tool.driver.rules
        #expect(rules.map(\.id) == Finding.Check.allCases.map(\.rawValue))
        for (rule, check) in zip(rules, Finding.Check.allCases) {
            #expect(rule.shortDescription.text == AuditRules.plainText(check.finds))
            #expect(rule.fullDescription.text.contains(check.severityRule))
            #expect(rule.help.text == rule.fullDescription.text)
            #expect(rule.defaultConfiguration.level == AuditSARIFReport.level(of: check.defaultSeverity))
        }
        #expect(rules.first { $0.id == "missing-high-contrast" }?.defaultConfiguration.level == "note")
        #expect(Set(log.results.map(\.ruleId)).count >= 3)
        for result in log.results {
            #expect(rules[result.ruleIndex].id == result.ruleId)
        }
        #expect(log.results.contains { $0.ruleId == "missing-high-contrast" && $0.level == "note" })
        #expect(run.invocations.first?.executionSuccessful == true)
        #expect(run.invocations.first?.exitCode == 1)
    }

    @Test func aRegionOnlyWhereTheLineIsKnownAndAColumnOnlyWithIt() throws {
        let directory = try TemporaryDirectory()
        let path = try Self.write(Self.tokens(textFirst: true), to: "theme.tokens.json", in: directory)
        guard case .audited(let input, var audit) = try auditOutcome(path) else {
            Issue.record("the token file was not read")
            return
        }
        let file = "theme.tokens.json"
        #expect(audit.findings.count >= 3)
        audit.findings[0].location = FileLocation(file: file, line: 4, column: 5)
        audit.findings[1].location = FileLocation(file: file, line: 4)
        audit.findings[2].location = FileLocation(file: file)
        let log = try SARIFLog(
            AuditSARIFReport(currentDirectory: directory.path).render([.audited(input, audit)], status: .failure))
        let places = log.results.prefix(3).map { $0.locations.first?.physicalLocation }
        #expect(places[0]?.region?.startLine == 4)
        #expect(places[0]?.region?.startColumn == 5)
        #expect(places[1]?.region?.startLine == 4)
        #expect(places[1]?.region?.startColumn == nil)
        #expect(places[1] != nil && places[2]?.region == nil)
        for place in places {
            #expect(place?.artifactLocation.uri == "theme.tokens.json")
            #expect(place?.artifactLocation.uriBaseId == "%SRCROOT%")
        }
    }

    @Test func aPairsBackgroundIsARelatedLocation() throws {
        let directory = try TemporaryDirectory()
        let path = try Self.write(Self.tokens(textFirst: true), to: "theme.tokens.json", in: directory)
        let log = try SARIFLog(
            AuditSARIFReport(currentDirectory: directory.path).render([try auditOutcome(path)], status: .failure))
        let contrast = try #require(log.results.first { $0.ruleId == "contrast" })
        #expect(contrast.locations.first?.logicalLocations?.first?.name == "color.text")
        #expect(contrast.locations.first?.physicalLocation?.region?.startLine == 4)
        let related = try #require(contrast.relatedLocations)
        #expect(related.count == 1)
        #expect(related.first?.id == 1)
        #expect(related.first?.logicalLocations?.first?.name == "color.background")
        #expect(related.first?.message?.text == "the background, color.background")
        #expect(related.first?.physicalLocation?.artifactLocation.uri == "theme.tokens.json")
        #expect(related.first?.physicalLocation?.region?.startLine == 6)
        // A finding about one color has none.
        #expect(log.results.first { $0.ruleId == "missing-dark" }?.relatedLocations == nil)
    }

    @Test func aFingerprintStaysWhenAColorMovesToOtherLines() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("theme.tokens.json")
        var runs: [SARIFLog] = []
        for textFirst in [true, false] {
            try Data(Self.tokens(textFirst: textFirst).utf8).write(to: URL(fileURLWithPath: path))
            runs.append(try SARIFLog(runShade(["audit", path, "--format", "sarif"]).output))
        }
        func fingerprints(_ log: SARIFLog) -> [String: String] {
            Dictionary(
                log.results.map { result in
                    (
                        "\(result.ruleId) \(result.locations.first?.logicalLocations?.first?.name ?? "")",
                        result.partialFingerprints["shade/v1"] ?? ""
                    )
                }, uniquingKeysWith: { first, _ in first })
        }
        let before = fingerprints(runs[0])
        #expect(before.count == runs[0].results.count)
        #expect(!before.values.contains(""))
        #expect(before == fingerprints(runs[1]))
        let lines = runs.map {
            $0.results.first { $0.ruleId == "contrast" }?.locations.first?.physicalLocation?.region?.startLine
        }
        #expect(lines[0] != nil && lines[0] != lines[1])
        // Outside the current directory, the file is named by an absolute file URI.
        #expect(
            runs[0].results.first?.locations.first?.physicalLocation?.artifactLocation.uri.hasPrefix("file:///") == true
        )
        #expect(runs[0].results.first?.locations.first?.physicalLocation?.artifactLocation.uriBaseId == nil)
    }

    @Test func fingerprintsDifferByCheckColorAndAppearances() {
        let finding = Finding(
            check: .contrast, severity: .error, color: "label", related: ["background"], appearances: [.dark],
            message: "label on background: 3:1 in dark", location: FileLocation(file: "a.json", line: 3))
        let moved = with(finding) {
            $0.location = FileLocation(file: "a.json", line: 30, column: 2)
            $0.message = "label on background: 3.1:1 in dark"
        }
        let fingerprint = AuditSARIFReport.fingerprint(of: finding)
        #expect(fingerprint.count == 16)
        #expect(AuditSARIFReport.fingerprint(of: moved) == fingerprint)
        #expect(AuditSARIFReport.fingerprint(of: with(finding) { $0.check = .enhancedContrast }) != fingerprint)
        #expect(AuditSARIFReport.fingerprint(of: with(finding) { $0.related = ["paper"] }) != fingerprint)
        #expect(AuditSARIFReport.fingerprint(of: with(finding) { $0.appearances = [.light] }) != fingerprint)
        #expect(AuditSARIFReport.fingerprint(of: with(finding) { $0.theme = "sepia" }) != fingerprint)
    }

    @Test func filesAreNamedRelativeToTheCurrentDirectoryAsURIReferences() {
        let inside = ArtifactPath("/repo/Assets.xcassets/Account icon colors/a.colorset/Contents.json", in: "/repo")
        #expect(inside.isRelative)
        #expect(inside.uri == "Assets.xcassets/Account%20icon%20colors/a.colorset/Contents.json")
        #expect(ArtifactPath("./tokens/../tokens/dark.tokens.json", in: "/repo/").uri == "tokens/dark.tokens.json")
        #expect(ArtifactPath("tokens/ünï:#?.json", in: "/repo").uri == "tokens/%C3%BCn%C3%AF%3A%23%3F.json")
        let outside = ArtifactPath("../elsewhere/a b.json", in: "/repo/sub")
        #expect(!outside.isRelative)
        #expect(outside.uri == "file:///repo/elsewhere/a%20b.json")
        #expect(ArtifactPath("/repository/a.json", in: "/repo").uri == "file:///repository/a.json")
        #expect(ArtifactPath.directoryURI("/home/me/my repo") == "file:///home/me/my%20repo/")
    }

    @Test(arguments: ["sarif", "github"])
    func theExitStatusIsTheOtherFormats(format: String) throws {
        let sample = TestCatalogs.samplePath
        #expect(runShade(["audit", sample, "--format", format]).status == runShade(["audit", sample]).status)
        #expect(runShade(["audit", sample, "--format", format]).status == 1)
        #expect(runShade(["audit", sample, "--format", format, "--fail-on", "warning"]).status == 1)
        let missing = runShade(["audit", sample + "-missing.xcassets", "--format", format])
        #expect(missing.status == 2)
        if format == "sarif" {
            let log = try SARIFLog(missing.output)
            #expect(log.runs.first?.invocations.first?.executionSuccessful == false)
            #expect(log.runs.first?.invocations.first?.exitCode == 2)
        } else {
            #expect(missing.output.hasPrefix("::error file="))
        }
    }

    @Test func theHelpNamesEveryFormat() {
        let help = AuditCommand.helpMessage(columns: 1000)
        #expect(help.contains("text, json, sarif (SARIF 2.1.0) or github (GitHub Actions annotations)"))
        #expect(help.contains("--format sarif: a SARIF 2.1.0 log"))
        #expect(help.contains("--format github: one GitHub Actions annotation per finding"))
        #expect(AuditCommand.Format.allCases.map(\.rawValue) == ["text", "json", "sarif", "github"])
    }
}
