import ArgumentParser
import Shade
import ShadeCatalog
import Testing

@testable import ShadeTool

/// `shade audit --system-accent`: the colors derived from a desktop's accent, checked on the
/// catalog's backgrounds.
@Suite struct SystemAccentCheckTests {
    typealias B = CatalogBuilder

    /// GNOME's default accent.
    static let blue = Color(rgb: 0x3584E4)

    func findings(_ catalog: ColorCatalog, accents: [Color] = [blue]) -> [Finding] {
        Auditor(catalog: catalog, systemAccents: accents).audit().findings.filter { $0.check == .systemAccent }
    }

    @Test func theStandaloneAccentDerivedForTheMainBackgroundIsCheckedOnTheOthers() throws {
        // Label is on both backgrounds; the main one (first of the most used) is `background`.
        let catalog = B.catalog(
            B.color("label", 0x000000, dark: 0xFFFFFF),
            B.color("background", 0xFFFFFF, dark: 0x000000),
            B.color("secondaryBackground", 0x8A8A8A, dark: 0x8A8A8A))
        let found = findings(catalog)
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0.color == "secondaryBackground" && $0.related == ["background"] })
        #expect(found.allSatisfy { $0.severity == .error })
        // One finding for the background, naming every appearance it fails in.
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.appearances.contains(.light))
        let measurements = try #require(finding.contrast)
        #expect(AppearanceSet(measurements.flatMap(\.appearances)) == finding.appearances)
        let measurement = try #require(measurements.first { $0.appearances.contains(.light) })
        #expect(measurement.ratio < 4.5)
        #expect(measurement.required == 4.5)
        #expect(measurement.background.hex == "#8A8A8A")
        let standalone = AccentColors(accent: Self.blue, background: .white, appearance: .light).standalone
        #expect(measurement.foreground.hex == standalone.hexString)
        #expect(
            finding.message.hasPrefix("the system accent #3584E4 as text on secondaryBackground: its standalone "))
        #expect(finding.message.contains(standalone.hexString))
        #expect(finding.message.contains("\(Color.formattedContrastRatio(measurement.ratio)):1 in "))
        #expect(finding.message.hasSuffix("below 4.5:1"))
    }

    @Test func backgroundsCloseToTheMainOneRaiseNothing() {
        let catalog = B.catalog(
            B.color("label", 0x000000, dark: 0xFFFFFF),
            B.color("background", 0xFFFFFF, dark: 0x000000),
            B.color("secondaryBackground", 0xF2F2F7, dark: 0x1C1C1E))
        // libadwaita's nine accents: blue, teal, green, yellow, orange, red, pink, purple, slate.
        let accents: [UInt32] = [
            0x3584E4, 0x2190A4, 0x3A944A, 0xC88800, 0xED5B00, 0xE62D42, 0xD56199, 0x9141AC, 0x6F8396,
        ]
        #expect(findings(catalog, accents: accents.map { Color(rgb: $0) }).isEmpty)
    }

    @Test func withoutSystemAccentsTheCheckDoesNotRun() {
        let catalog = B.catalog(
            B.color("label", 0x000000, dark: 0xFFFFFF),
            B.color("background", 0xFFFFFF, dark: 0x000000),
            B.color("secondaryBackground", 0x8A8A8A, dark: 0x8A8A8A))
        #expect(findings(catalog, accents: []).isEmpty)
    }

    @Test func theOptionTakesColorsAndRejectsOthers() throws {
        let command = try AuditCommand.parse([
            "Colors.xcassets", "--system-accent", "#3584E4", "--system-accent", "#C88800",
        ])
        #expect(command.systemAccents == ["#3584E4", "#C88800"])
        #expect(throws: (any Error).self) { try AuditCommand.parse(["Colors.xcassets", "--system-accent", "blueish"]) }
    }
}
