import Testing

@testable import Shade
@testable import ShadeColor

@Suite("System colors")
struct SystemColorTests {
    /// Each system color resolves, for every combination of style, contrast and level, to the value
    /// system-colors.json gives (the expectations are generated from the data file).
    @Test(arguments: systemColorExpectations)
    func resolvesToTheDataFileValueForEveryCombination(expectation: SystemColorExpectation) throws {
        for combination in Combination.allCases {
            let hex = try #require(expectation.values[combination.rawValue])
            let resolved = expectation.color.resolvedColor(with: combination.traits)
            #expect(resolved == (try Color(parsing: hex)), "\(expectation.name) \(combination.rawValue)")
            #expect(resolved.hexString + (resolved.isOpaque ? "FF" : "") == hex.uppercased())
        }
    }

    @Test(arguments: systemColorExpectations)
    func staticFallbackIsTheLightValue(expectation: SystemColorExpectation) throws {
        let light = try Color(parsing: try #require(expectation.values["light"]))
        #expect(expectation.fallback == light)
        #expect(expectation.color.staticFallback == light)
    }

    /// The colors the issue asks for, by name, are all in the table.
    @Test func everyRequiredColorIsPresent() {
        let required = [
            "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
            "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground",
            "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText",
            "separator", "opaqueSeparator", "link",
            "systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill",
            "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
            "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemMint", "systemTeal",
            "systemCyan", "systemBlue", "systemIndigo", "systemPurple", "systemPink", "systemBrown",
        ]
        let names = systemColorExpectations.map(\.name)
        #expect(Set(names).isSuperset(of: required))
        #expect(Set(names).count == names.count)
    }

    @Test func elevatedChangesOnlyDarkBackgrounds() {
        let changed = systemColorExpectations.filter { $0.values["dark"] != $0.values["darkElevated"] }.map(\.name)
        #expect(
            Set(changed)
                == [
                    "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
                    "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground",
                ]
        )
        #expect(
            DynamicColor.systemBackground.resolvedColor(with: Combination.darkElevated.traits) == Color(rgb: 0x1C1C1E))
    }
}
