import Foundation
import Shade
import ShadeCatalog
import ShadeTestSupport
import Testing

@testable import ShadeTool

/// `shade convert`: round trips, safe output, diagnostics.
@Suite struct ConvertCommandTests {
    typealias B = CatalogBuilder

    let directory: TemporaryDirectory
    let catalog: ColorCatalog
    let source: String

    init() throws {
        directory = try TemporaryDirectory()
        catalog = B.catalog(
            B.color("Brand/primary", 0x007AFF, dark: 0x0A84FF, highContrast: 0x0040DD, darkHighContrast: 0x409CFF),
            B.color("Brand/background", 0xFFFFFF, dark: 0x000000),
            B.color("overlay", 0x000000, alpha: 0.4))
        source = try writeCatalog(catalog, in: directory)
    }

    /// Every color's value in every appearance, by name.
    func values(_ catalog: ColorCatalog) -> [String: [String]] {
        var values: [String: [String]] = [:]
        for (name, set) in catalog.colors {
            values[name.replacingOccurrences(of: ".", with: "/")] = set.resolved(theme: nil)?.colors.map(\.hexString)
        }
        return values
    }

    @Test func anAssetCatalogRoundTripsThroughTokens() throws {
        let toTokens = runShade(["convert", source, "--to", "tokens", "-o", directory.file("tokens")])
        #expect(toTokens.status == 0, "\(toTokens.errors)")
        #expect(toTokens.errors.contains("wrote 3 colors to Colors.tokens.json"))
        let entries = try directory.entries(in: "tokens")
        #expect(entries.contains("Colors.resolver.json"))
        let back = directory.file("Back.xcassets")
        let toCatalog = runShade([
            "convert", directory.file("tokens/Colors.resolver.json"), "--to", "xcassets", "-o", back,
        ])
        #expect(toCatalog.status == 0, "\(toCatalog.errors)")
        let read = AssetCatalogReader.read(at: URL(fileURLWithPath: back))
        #expect(read.diagnostics.isEmpty)
        #expect(values(read.catalog) == values(catalog))
    }

    @Test func tokensRoundTripThroughAnAssetCatalog() throws {
        try directory.write(
            """
            {
              "color": {
                "$type": "color",
                "ink": {
                  "$value": { "colorSpace": "srgb", "components": [0.1, 0.2, 0.3] },
                  "$extensions": { "mode": { "dark": { "colorSpace": "srgb", "components": [0.9, 0.8, 0.7] } } }
                }
              }
            }
            """, to: "in/brand.tokens.json")
        let original = TokenReader().read(contentsOf: URL(fileURLWithPath: directory.file("in/brand.tokens.json")))
        #expect(
            runShade([
                "convert", directory.file("in/brand.tokens.json"), "--to", "xcassets", "-o",
                directory.file("Brand.xcassets"),
            ]).status == 0)
        let run = runShade([
            "convert", directory.file("Brand.xcassets"), "--to", "tokens", "-o",
            directory.file("out/brand.tokens.json"),
        ])
        #expect(run.status == 0, "\(run.errors)")
        // The dark mode stays in the token's `$extensions`, where it was: one file, no resolver.
        #expect(try directory.entries(in: "out") == ["brand.tokens.json"])
        let back = TokenReader().read(contentsOf: URL(fileURLWithPath: directory.file("out/brand.tokens.json")))
        #expect(values(back.catalog) == values(original.catalog))
        #expect(values(back.catalog)["color/ink"]?[4] == "#E6CCB3")
    }

    /// An asset catalog converted to an asset catalog keeps its names: a color set in a folder
    /// that provides no namespace is written under the name it had, with no warning of a rename.
    @Test func anAssetCatalogConvertedToAnAssetCatalogIsNotRenamed() throws {
        let gray = """
            {"colors": [{"color": {"color-space": "srgb", "components": {"red": "0.5", "green": "0.5", "blue": "0.5", \
            "alpha": "1"}}, "idiom": "universal"}], "info": {"author": "xcode", "version": 1}}
            """
        try directory.write(#"{"info": {"author": "xcode", "version": 1}}"#, to: "Plain.xcassets/Contents.json")
        try directory.write(#"{"info": {"author": "xcode", "version": 1}}"#, to: "Plain.xcassets/Dark/Contents.json")
        try directory.write(gray, to: "Plain.xcassets/Dark/Night.colorset/Contents.json")
        let output = directory.file("Copy.xcassets")
        let run = runShade(["convert", directory.file("Plain.xcassets"), "--to", "xcassets", "-o", output])
        #expect(run.status == 0, "\(run.errors)")
        #expect(!run.errors.contains("warning"), "\(run.errors)")
        let copy = AssetCatalogReader.read(at: URL(fileURLWithPath: output)).catalog
        #expect(copy.names == ["Night"])
        #expect(copy["Night"]?.path == ["Dark", "Night"])
    }

    @Test func nothingIsOverwrittenWithoutForce() throws {
        let output = directory.file("Out.xcassets")
        #expect(runShade(["convert", source, "--to", "xcassets", "-o", output]).status == 0)
        let again = runShade(["convert", source, "--to", "xcassets", "-o", output])
        #expect(again.status == 2)
        #expect(again.errors.contains("already exists; nothing was written (--force replaces it)"))
        #expect(runShade(["convert", source, "--to", "xcassets", "-o", output, "--force"]).status == 0)

        #expect(runShade(["convert", source, "--to", "tokens", "-o", directory.file("t")]).status == 0)
        #expect(runShade(["convert", source, "--to", "tokens", "-o", directory.file("t")]).status == 2)
        #expect(runShade(["convert", source, "--to", "tokens", "-o", directory.file("t"), "--force"]).status == 0)
        // Even with --force, a folder that is no asset catalog is not replaced.
        try directory.write("keep", to: "Folder.xcassets/keep.txt")
        try FileManager.default.removeItem(atPath: directory.file("Folder.xcassets/keep.txt"))
        try directory.write("keep", to: "notes.json")
        let tokens = runShade(["convert", source, "--to", "tokens", "-o", directory.file("notes.json")])
        #expect(tokens.status != 0)
        #expect(try directory.read("notes.json") == "keep")
    }

    @Test func cssAndSwiftAreWrittenByTheExportersAndNotOverwrittenWithoutForce() throws {
        let css = runShade(["convert", source, "--to", "css", "-o", directory.file("colors.css")])
        #expect(css.status == 0, "\(css.errors)")
        #expect(css.output.isEmpty)
        #expect(css.errors == "wrote 3 colors to \(directory.file("colors.css"))\n")
        let read = AssetCatalogReader.read(at: URL(fileURLWithPath: source)).catalog
        #expect(try directory.read("colors.css") == CSSExport.css(for: read).css)
        let swift = runShade([
            "convert", source, "--to", "swift", "-o", directory.file("Colors.swift"), "--theme-type", "AppTheme",
        ])
        #expect(swift.status == 0, "\(swift.errors)")
        #expect(try directory.read("Colors.swift").contains("AppTheme"))
        let again = runShade(["convert", source, "--to", "css", "-o", directory.file("colors.css")])
        #expect(again.status == 2)
        #expect(again.errors.contains("already exists"))
        #expect(
            runShade(["convert", source, "--to", "css", "-o", directory.file("colors.css"), "--force"]).status == 0)
    }

    @Test func usageErrorsExitWithSixtyFour() {
        #expect(runShade(["convert", source, "--to", "xcassets", "-o", directory.file("Out")]).status == 64)
        #expect(runShade(["convert", source, "--to", "png", "-o", directory.file("x.png")]).status == 64)
        #expect(
            runShade(["convert", source, "--to", "css", "-o", directory.file("x.css"), "--theme-type", "T"]).status
                == 64)
        #expect(runShade(["convert", source, "-o", directory.file("Out.xcassets")]).status == 64)
        #expect(runShade(["convert", source, "--to", "xcassets"]).status == 64)
        #expect(
            runShade(["convert", source, "--to", "xcassets", "-o", directory.file("O.xcassets"), "--name", "x"]).status
                == 64)
    }

    @Test func readerDiagnosticsGoToStandardErrorAndAnIncompleteInputExitsWithOne() throws {
        try directory.write(
            """
            {
              "color": {
                "$type": "color",
                "ink": { "$value": "{color.missing}" },
                "paper": { "$value": "#ffffff" }
              }
            }
            """, to: "broken.tokens.json")
        let run = runShade([
            "convert", directory.file("broken.tokens.json"), "--to", "xcassets", "-o", directory.file("B.xcassets"),
        ])
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.errors.contains("wrote 1 color to \(directory.file("B.xcassets"))\n"))
        #expect(run.errors.contains("broken.tokens.json:4:"))
        #expect(run.errors.contains("color.missing"))
        #expect(run.errors.contains("1 part of the input could not be read and is missing from the output"))
        #expect(
            runShade([
                "convert", directory.file("nothing.json"), "--to", "xcassets", "-o", directory.file("N.xcassets"),
            ]).status == 2)
    }
}
