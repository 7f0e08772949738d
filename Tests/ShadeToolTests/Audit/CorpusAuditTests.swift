import Foundation
import ShadeDiagnostics
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
        // 276 pairs: 60 of on-colors over their backgrounds, 216 over the neutral default ones; no
        // foreground of one role goes over another role's background.
        #expect(figma.pairs.count == 276)
        #expect(figma.pairs.count { $0.reason == .onColor } == 60)
        #expect(figma.pairs.count { $0.reason == .neutralBackground } == 216)
        #expect(
            figma.pairs.allSatisfy { $0.reason == .onColor || $0.background.hasPrefix("color.background.default.") })
        #expect(figma.findings.count { $0.check == .contrast } == 87)
        // Its brand palette repeats its gray palette.
        #expect(
            figma.findings.contains {
                $0.check == .nearDuplicate && $0.color == "color.brand.100" && $0.related.contains("color.gray.100")
            })
    }

    @Test func aFixtureCatalogWithoutPairsIsCheckedOverTheSystemBackgrounds() throws {
        // Apple's Food Truck sample has only its AccentColor, an indigo.
        let catalog = fixtures.appendingPathComponent("xcassets/apple__sample-food-truck/App/Assets.xcassets")
        let input = try #require(try audit([catalog.path]).inputs.first)
        #expect(input.pairSource == "system-backgrounds")
        #expect(input.pairs.map(\.background) == NamingConvention.systemBackgrounds)
        #expect(input.pairs.allSatisfy { $0.foreground == "AccentColor" && $0.use == .nonText })
        // Indigo on the dark elevated secondary background is 2.75:1, under 3:1.
        let findings = input.findings.filter { $0.check == .contrast }
        #expect(findings.count == 4)
        #expect(
            findings.contains {
                $0.related == ["secondarySystemBackground"] && $0.appearances.names == ["darkElevated"]
                    && $0.location?.file.hasSuffix("AccentColor.colorset/Contents.json") == true
            })
    }
}
