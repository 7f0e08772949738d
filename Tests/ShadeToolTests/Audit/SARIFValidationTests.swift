import Foundation
import ShadeTestSupport
import Testing

@testable import ShadeTool

/// `shade audit --format sarif` on real theme files, validated against the OASIS SARIF 2.1.0
/// schema (a copy in `Fixtures/sarif`, so no network is needed) by `Scripts/validate-sarif.py`.
///
/// The script needs Python's jsonschema. Where it is missing the validation is skipped with the
/// reason in the test report; `.ci/run` installs it (Debian's `python3-jsonschema`) and sets
/// `SHADE_REQUIRE_JSONSCHEMA=1`, which turns a missing validator into a failure
/// (``jsonschemaIsInstalledWhereRequired()``).
@Suite struct SARIFValidationTests {
    /// The validation script.
    static let script = "\(TestCatalogs.repositoryRoot)/Scripts/validate-sarif.py"

    /// Whether `python3` on the `PATH` has jsonschema.
    static let isAvailable: Bool = {
        guard let status = try? run(["python3", "-c", "import jsonschema"]).status else { return false }
        return status == 0
    }()

    /// Whether the validation must run rather than be skipped: `SHADE_REQUIRE_JSONSCHEMA=1`.
    static var isRequired: Bool {
        ProcessInfo.processInfo.environment["SHADE_REQUIRE_JSONSCHEMA"] == "1"
    }

    /// The theme files audited, relative to the repository's root: the sample catalog (a
    /// contrast error), NetNewsWire's iOS catalog (contrast pairs, high contrast that lowers it,
    /// dark variants equal to the light ones, in folders with spaces in their names) and a token
    /// corpus's resolver document.
    static let fixtures = [
        "Tests/ShadeToolTests/Fixtures/Sample.xcassets",
        "Tests/ShadeCatalogTests/Fixtures/xcassets/Ranchero-Software__NetNewsWire/iOS/Resources/Assets.xcassets",
        "Tests/ShadeCatalogTests/Fixtures/tokens/terrazzoapp__dtcg-examples/figma-sds.resolver.json",
    ]

    /// Runs `arguments` through `/usr/bin/env`, in the repository's root, and returns its status
    /// and what it wrote on both streams.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: TestCatalogs.repositoryRoot)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func jsonschemaIsInstalledWhereRequired() {
        // CI sets SHADE_REQUIRE_JSONSCHEMA=1 after installing python3-jsonschema: there, the
        // validation below must run, not be skipped.
        guard Self.isRequired else { return }
        #expect(
            Self.isAvailable, "SHADE_REQUIRE_JSONSCHEMA=1 but python3 has no jsonschema: the SARIF was not validated")
    }

    // Skipped, with this reason in the report, where python3 or its jsonschema is missing.
    @Test(
        .enabled(
            if: isAvailable || isRequired,
            "needs python3 with jsonschema (apt-get install python3-jsonschema); SHADE_REQUIRE_JSONSCHEMA=1 requires it"
        ))
    func theAuditOfRealThemeFilesIsValidSARIF() throws {
        let audit = try runShadeExecutable(
            // With every simulation, so that the simulated checks' rules and results are validated too.
            ["audit"] + Self.fixtures + ["--format", "sarif", "--simulate", "all"], in: TestCatalogs.repositoryRoot)
        #expect(audit.status == 1)
        let log = try SARIFLog(audit.output)
        let checks = Set(log.results.map(\.ruleId))
        #expect(
            checks.isSuperset(of: [
                "contrast", "contrast-aaa", "high-contrast-lowers-contrast", "missing-high-contrast",
                "contrast-simulated",
            ]))
        #expect(log.results.contains { $0.ruleId == "contrast" && $0.relatedLocations?.first?.physicalLocation != nil })
        let uris = log.results.compactMap { $0.locations.first?.physicalLocation?.artifactLocation.uri }
        #expect(uris.contains { $0.hasPrefix("Tests/ShadeCatalogTests/Fixtures/xcassets/") && $0.contains("%20") })
        #expect(!uris.contains { $0.contains(" ") || $0.contains("\\") || $0.hasPrefix("/") })

        let directory = try TemporaryDirectory()
        let file = directory.file("audit.sarif")
        try Data(audit.output.utf8).write(to: URL(fileURLWithPath: file))
        let validation = try Self.run(["python3", Self.script, file])
        #expect(validation.status == 0, "\(validation.output)")
        #expect(validation.output.contains("valid SARIF 2.1.0"))
    }

    @Test(.enabled(if: isAvailable, "needs python3 with jsonschema (apt-get install python3-jsonschema)"))
    func theValidatorRejectsALogTheSchemaDoesNotAllow() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("bad.sarif")
        let bad =
            #"{"$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0", "runs": [{"results": []}]}"#
        try Data(bad.utf8).write(to: URL(fileURLWithPath: file))
        let validation = try Self.run(["python3", Self.script, file])
        #expect(validation.status == 1)
        #expect(validation.output.contains("'tool' is a required property"))
    }
}
