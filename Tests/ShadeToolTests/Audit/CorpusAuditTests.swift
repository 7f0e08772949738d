import Foundation
import Testing

@testable import ShadeTool

/// `shade audit` over real catalogs and token sets from public repositories (copies in
/// ShadeCatalogTests/Fixtures): every one is read and audited, and the findings that real files
/// are known to have are found.
@Suite struct CorpusAuditTests {
    /// The JSON report of auditing `paths`.
    func audit(_ paths: [String]) throws -> AuditDocument {
        let run = runShade(["audit", "--format", "json"] + paths)
        return try JSONDecoder().decode(AuditDocument.self, from: Data(run.output.utf8))
    }

    @Test func everyFixtureCatalogIsAudited() throws {
        let catalogs = fixtureCatalogs()
        #expect(catalogs.count >= 19)
        let document = try audit(catalogs.map(\.path))
        #expect(document.inputs.allSatisfy { $0.readable })
        #expect(document.exitCode == 1)
        let findings = document.inputs.flatMap(\.findings)
        // NetNewsWire's white vibrant text is paired, by its name, with its light backgrounds.
        #expect(findings.contains { $0.check == .contrast && $0.color == "vibrantTextColor" })
        // Blackboard's palette has no dark variants.
        #expect(findings.contains { $0.check == .missingDark && $0.color == "Bisque" })
        // Its delete background is the system red, which is lighter with high contrast in dark
        // mode: white text on it drops from 3.4:1 to 2.82:1.
        #expect(
            findings.contains {
                $0.check == .highContrastLowersContrast && $0.color == "vibrantTextColor"
                    && $0.related == ["deleteBackgroundColor"]
            })
        // Its two backgrounds that refer to the system background differ where one has its own
        // dark value: dark elevated. Not near-duplicates.
        #expect(!findings.contains { $0.check == .nearDuplicate && $0.color == "barBackgroundColor" })
        // Its vibrant text has a dark variant equal to the light one.
        #expect(findings.contains { $0.check == .darkSameAsLight && $0.color == "vibrantTextColor" })
    }

    @Test func everyFixtureTokenSetIsAudited() throws {
        let tokens = fixtures.appendingPathComponent("tokens/terrazzoapp__dtcg-examples")
        let document = try audit([
            tokens.appendingPathComponent("apple-hig.resolver.json").path,
            tokens.appendingPathComponent("figma-sds.resolver.json").path,
        ])
        #expect(document.inputs.allSatisfy { $0.readable })
        let figma = try #require(document.inputs.last)
        // Figma's Simple Design System: on-colors over their backgrounds, icons over the default ones.
        #expect(
            figma.pairs.contains(
                ColorPair(
                    foreground: "color.text.brand.on-brand", background: "color.background.brand.$root", use: .text,
                    reason: .onColor)))
        #expect(figma.findings.contains { $0.check == .contrast && $0.color == "color.icon.positive.tertiary" })
        // Its brand palette repeats its gray palette.
        #expect(
            figma.findings.contains {
                $0.check == .nearDuplicate && $0.color == "color.brand.100" && $0.related.contains("color.gray.100")
            })
    }
}
