import Foundation
import Testing

@testable import ShadeTool

/// Every format of `shade audit` on a real catalog, NetNewsWire's iOS `Assets.xcassets`,
/// compared byte for byte with the reports kept in `Fixtures/golden`. A change to a report shows
/// here as a difference to review; `SHADE_UPDATE_GOLDEN=1 swift test --filter AuditGoldenTests`
/// writes the new reports.
///
/// The catalog's folder is written `$FIXTURES` in the kept reports, and the current directory's
/// URL `file:///$CWD/`, so that they do not depend on where the package is.
@Suite struct AuditGoldenTests {
    static let catalog = fixtures.appendingPathComponent("xcassets/Ranchero-Software__NetNewsWire/iOS/Resources")
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/golden")

    /// `text` with the machine's paths replaced by placeholders.
    static func normalized(_ text: String) -> String {
        let directory = FileManager.default.currentDirectoryPath
        var folder = catalog.path
        var result = text.replacingOccurrences(of: ArtifactPath.directoryURI(directory), with: "file:///$CWD/")
        result = result.replacingOccurrences(of: folder, with: "$FIXTURES")
        if folder.hasPrefix(directory + "/") {
            folder.removeFirst(directory.count + 1)
            result = result.replacingOccurrences(of: folder, with: "$FIXTURES")
        }
        return result
    }

    /// Audits NetNewsWire's catalog with `options` and compares the report with the one kept as
    /// `NetNewsWire-iOS<suffix>.<format>`.
    func compare(format: String, options: [String] = [], suffix: String = "") throws {
        let input = Self.catalog.appendingPathComponent("Assets.xcassets").path
        let run = runShade(["audit", input, "--format", format] + options)
        #expect(run.status == 1)
        let report = Self.normalized(run.output)
        let kept = Self.golden.appendingPathComponent("NetNewsWire-iOS\(suffix).\(format)")
        if ProcessInfo.processInfo.environment["SHADE_UPDATE_GOLDEN"] == "1" {
            try Data(report.utf8).write(to: kept)
        }
        let expected = try String(contentsOf: kept, encoding: .utf8)
        #expect(report == expected, "the \(format) report differs from \(kept.lastPathComponent)")
        #expect(!report.contains(Self.catalog.path))
    }

    @Test(arguments: ["text", "json", "sarif", "github"])
    func eachFormatIsTheKeptReport(format: String) throws {
        try compare(format: format)
    }

    @Test(arguments: ["text", "json", "sarif", "github"])
    func eachFormatWithEverySimulationIsTheKeptReport(format: String) throws {
        try compare(format: format, options: ["--simulate", "all"], suffix: "-simulated")
    }
}
