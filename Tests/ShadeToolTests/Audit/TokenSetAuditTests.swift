import Foundation
import ShadeDiagnostics
import ShadeTestSupport
import Testing

@testable import ShadeTool

/// Token files and folders given together are audited as one set, whose aliases resolve across
/// its files.
@Suite struct TokenSetAuditTests {
    let primer = fixtures.appendingPathComponent("tokens/terrazzoapp__dtcg-examples/github-primer")

    /// The JSON report of `shade audit` with `arguments`.
    func audit(_ arguments: [String]) throws -> AuditDocument {
        let run = runShade(["audit", "--format", "json", "--no-config"] + arguments)
        return try JSONDecoder().decode(AuditDocument.self, from: Data(run.output.utf8))
    }

    func unresolved(_ document: AuditDocument) -> Int {
        document.inputs.flatMap(\.findings).count { $0.check == .unresolvedReference }
    }

    @Test func primersFunctionalFilesResolveAgainstItsBase() throws {
        let functional = primer.appendingPathComponent("functional").path
        let base = primer.appendingPathComponent("base").path
        // Each functional file alone aliases a base it does not have.
        let alone = try audit([
            "--separately", functional + "/color/fgColor.tokens.json", functional + "/color/bgColor.tokens.json",
        ])
        #expect(unresolved(alone) == 303)
        let set = try audit([base, functional])
        #expect(set.inputs.count == 1)
        #expect(set.inputs[0].path == base + " + " + functional)
        #expect(unresolved(set) == 0)
        // The base's light and dark files are its light and dark modes.
        let finding = try #require(set.inputs[0].findings.first { $0.color == "fgColor.default" })
        #expect(finding.location?.file.hasSuffix("functional/color/fgColor.tokens.json") == true)
    }

    @Test func filesNamedForAppearancesAreTheirModes() throws {
        let directory = try TemporaryDirectory()
        func palette(_ gray: Double) -> String {
            """
            { "base": { "$type": "color",
              "gray": { "$value": { "colorSpace": "srgb", "components": [\(gray), \(gray), \(gray)] } },
              "paper": { "$value": { "colorSpace": "srgb", "components": [\(1 - gray), \(1 - gray), \(1 - gray)] } } } }
            """
        }
        try directory.write(palette(0), to: "base/light.tokens.json")
        try directory.write(palette(1), to: "base/dark.tokens.json")
        try directory.write("{\"ignored\": true}", to: "base/package.json")
        try directory.write(
            """
            { "fg": { "$type": "color", "default": { "$value": "{base.gray}" } },
              "bg": { "$type": "color", "default": { "$value": "{base.paper}" } } }
            """, to: "semantic.tokens.json")
        let run = runShade([
            "audit", "--no-config", "--color", "never", directory.file("base"), directory.file("semantic.tokens.json"),
        ])
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(!run.output.contains("unresolved"))
        #expect(run.output.contains("fg.default"))
        #expect(run.output.contains("light #000000 · dark #FFFFFF"))
        #expect(run.output.contains("semantic.tokens.json:1:"))
    }

    @Test func aFolderOfModeFilesReadsAsItsResolverDoes() {
        // Apple's colors: light, dark, light_ax and dark_ax files, which the resolver names as the
        // contexts of its appearance modifier.
        let examples = fixtures.appendingPathComponent("tokens/terrazzoapp__dtcg-examples")
        func values(_ path: String) -> [String] {
            let run = runShade(["audit", "--no-config", "--color", "never", path])
            return run.output.split(separator: "\n").filter { $0.hasPrefix("  color.system") }.map {
                // The name and values, without the definition's place.
                String($0.split(separator: "  ", omittingEmptySubsequences: true).prefix(2).joined(separator: " "))
            }
        }
        let folder = values(examples.appendingPathComponent("apple-hig/color").path)
        #expect(folder.count == 17)
        #expect(folder.contains { $0.contains("dark high contrast") })
        #expect(folder == values(examples.appendingPathComponent("apple-hig.resolver.json").path))
    }

    @Test func aFolderWithoutTokenFilesIsUnreadable() throws {
        let directory = try TemporaryDirectory()
        try directory.write("{}", to: "empty/notes.json")
        let run = runShade(["audit", directory.file("empty")])
        #expect(run.status == 2)
        #expect(run.errors.contains("the folder holds no token file"))
    }
}
