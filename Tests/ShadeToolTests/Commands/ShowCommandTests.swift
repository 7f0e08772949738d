import Foundation
import ShadeCatalog
import ShadeTestSupport
import Testing

@testable import ShadeTool

/// `shade show`.
@Suite struct ShowCommandTests {
    typealias B = CatalogBuilder

    let directory: TemporaryDirectory
    let catalog: String

    init() throws {
        directory = try TemporaryDirectory()
        catalog = try writeCatalog(
            B.catalog(
                B.color("Brand/primary", 0x007AFF, dark: 0x0A84FF, highContrast: 0x0040DD),
                B.color("overlay", 0x000000, alpha: 0.4)),
            in: directory)
    }

    @Test func showsEachAppearanceWithItsHexTheVariantAndItsNotation() {
        let run = runShade(["show", catalog, "Brand/primary"])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines[0] == "Brand/primary  \(catalog)/Brand/primary.colorset/Contents.json:1:1")
        #expect(lines.count == 9)
        #expect(lines[1] == "  light                         #007AFF    Any: srgb 0.000 0.478 1.000, alpha 1.000")
        #expect(lines[2].hasPrefix("  light elevated                #007AFF    Any: srgb"))
        #expect(lines[3].hasPrefix("  light high contrast           #0040DD    Any, high contrast: srgb"))
        #expect(lines[5].hasPrefix("  dark                          #0A84FF    Dark: srgb"))
        #expect(lines[8].hasPrefix("  dark elevated high contrast   #0A84FF    Dark:"))
    }

    @Test func aTranslucentColorShowsItsAlphaAndASwatchOverTheSystemBackground() {
        let plain = runShade(["show", catalog, "overlay"])
        #expect(plain.output.contains("#00000066"))
        let colored = runShade(["show", catalog, "overlay", "--color", "always"])
        #expect(colored.output.contains("\u{1B}[48;2;153;153;153m    \u{1B}[0m"), "40 % black over white")
        #expect(colored.output.contains("\u{1B}[48;2;0;0;0m    \u{1B}[0m"), "40 % black over black")
    }

    @Test func aNameInAnotherCaseIsFoundAndAnUnknownOneGetsSuggestions() {
        #expect(runShade(["show", catalog, "brand/PRIMARY"]).status == 0)
        let run = runShade(["show", catalog, "Brand/primry"])
        #expect(run.status == 1)
        #expect(run.errors.contains(#"no color named "Brand/primry"; did you mean "Brand/primary"?"#))
    }

    @Test func anUnreadableInputExitsWithTwo() {
        #expect(runShade(["show", directory.file("None.xcassets"), "x"]).status == 2)
        #expect(runShade(["show", catalog]).status == 64)
    }

    @Test func aSystemColorReferenceShowsTheSystemColorInEachAppearance() throws {
        let reference = B.entry(
            "tint", [ColorVariant(value: .reference(SystemColorReference(platform: "ios", name: "systemBlueColor")))])
        let path = try writeCatalog(B.catalog(reference), named: "Reference.xcassets", in: directory)
        let run = runShade(["show", path, "tint"])
        #expect(run.output.contains("light                         #007AFF    Any: system color systemBlueColor (ios)"))
        #expect(run.output.contains("dark                          #0A84FF    Any: system color systemBlueColor (ios)"))
    }
}
