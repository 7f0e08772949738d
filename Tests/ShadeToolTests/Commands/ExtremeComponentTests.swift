#if os(Linux) || os(macOS)
    import Foundation
    import Shade
    import ShadeDiagnostics
    import ShadeCatalog
    import ShadeTestSupport
    import Testing

    @testable import ShadeTool

    /// A color component of 10³⁰ (a Figma `{"r": 0, "g": 0, "b": 1e30}`, a design token's
    /// component, an asset catalog's `extended-srgb` component) stopped `shade audit`, `preview`,
    /// `generate` (after writing its file) and `convert --to css` with SIGILL: the audit's
    /// near-duplicate grid and the CSS export turned a `Double` beyond `Int.max` into an `Int`.
    ///
    /// The readers now refuse a component beyond 10⁶ either way with an error at the component
    /// (`CatalogColor.maximumComponentMagnitude`), and every later stage takes any color a catalog
    /// made in code can hold, infinities included, without stopping. These run the command in this
    /// process: before the change each of them ended the test run.
    @Suite struct ExtremeComponentTests {
        let directory: TemporaryDirectory

        init() throws {
            directory = try TemporaryDirectory()
        }

        /// Figma's REST response with two colors whose blue is 10³⁰, as the hostile run had it.
        static let figma =
            #"{"status": 200, "error": false, "meta": {"variableCollections": {"c": {"id": "c", "name": "Colors", "modes": [{"modeId": "m", "name": "Light"}], "defaultModeId": "m"}}, "variables": {"v1": {"id": "v1", "name": "text", "variableCollectionId": "c", "resolvedType": "COLOR", "valuesByMode": {"m": {"r": 0, "g": 0, "b": 1e30, "a": 1}}}, "v2": {"id": "v2", "name": "background", "variableCollectionId": "c", "resolvedType": "COLOR", "valuesByMode": {"m": {"r": 0, "g": 0, "b": 1e30, "a": 1}}}, "v3": {"id": "v3", "name": "border", "variableCollectionId": "c", "resolvedType": "COLOR", "valuesByMode": {"m": {"r": 1, "g": 1, "b": 1, "a": 1}}}}}}"#

        /// The same as design tokens.
        static let tokens = """
            {"color": {"$type": "color",
              "text": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1e30]}},
              "background": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1e30]}},
              "border": {"$value": "#ffffff"}}}
            """

        /// A color set's `Contents.json` whose blue is `"1e30"` in extended sRGB.
        static let colorSet = """
            {"colors": [{"color": {"color-space": "extended-srgb", "components": {"alpha": "1.000", "blue": "1e30", "green": "0.000", "red": "0.000"}}, "idiom": "universal"}], "info": {"author": "xcode", "version": 1}}
            """

        /// Writes the three inputs; returns each with the place (`file:line:column`) and the
        /// message of the first error its reader gives.
        func inputs() throws -> [(input: String, place: String, message: String)] {
            try directory.write(Self.figma, to: "colors.variables.json")
            try directory.write(Self.tokens, to: "colors.tokens.json")
            try directory.write(#"{"info": {"author": "xcode", "version": 1}}"#, to: "Big.xcassets/Contents.json")
            for name in ["text", "background"] {
                try directory.write(Self.colorSet, to: "Big.xcassets/\(name).colorset/Contents.json")
            }
            try directory.write(
                #"{"colors": [{"color": {"color-space": "srgb", "components": {"alpha": "1.000", "blue": "1.000", "green": "1.000", "red": "1.000"}}, "idiom": "universal"}], "info": {"author": "xcode", "version": 1}}"#,
                to: "Big.xcassets/border.colorset/Contents.json")
            let component = "to be a number from -1000000 to 1000000, found 1e30"
            return [
                (
                    directory.file("colors.variables.json"), "colors.variables.json:1:317",
                    "text: expected component 3 (blue) of `srgb` \(component)"
                ),
                (
                    directory.file("colors.tokens.json"), "colors.tokens.json:2:66",
                    "color.text: expected component 3 (blue) of `srgb` \(component)"
                ),
                (
                    directory.file("Big.xcassets"), "text.colorset/Contents.json:1:97",
                    "text: colors[0].color.components.blue: expected a number from -1000000 to 1000000 in extended-srgb, found \"1e30\"; the variant is left out"
                ),
            ]
        }

        @Test func everyCommandReportsTheComponentWhereItIsInEveryFormat() throws {
            for (input, place, message) in try inputs() {
                let audit = runShade(["audit", input, "--color", "never"])
                #expect(audit.status == 1, "\(input): \(audit.errors)")
                #expect(audit.output.contains(message) && audit.output.contains(place), "\(input): \(audit.output)")
                let sarif = runShade(["audit", input, "--format", "sarif"])
                #expect(sarif.status == 1, "\(input): \(sarif.errors)")
                #expect(sarif.output.contains("from -1000000 to 1000000"))
                #expect((try? JSONSerialization.jsonObject(with: Data(sarif.output.utf8))) != nil)
                let outputs: [(String, CommandRun)] = [
                    ("preview", runShade(["preview", input, "-o", directory.file("p.html"), "--force"])),
                    (
                        "convert css",
                        runShade(["convert", input, "--to", "css", "-o", directory.file("o.css"), "--force"])
                    ),
                ]
                for (name, run) in outputs {
                    #expect(run.errors.contains("\(place): error: \(message)"), "\(name) of \(input): \(run.errors)")
                    #expect(run.status == 1, "\(name) of \(input): \(run.status)")
                }
                // `generate` prints what the audit finds as a compiler does, a reader's error as a
                // warning unless shade.json's failOn says otherwise, and has written its file.
                let generate = runShade(["generate", input, "-o", directory.file("Colors.swift")])
                #expect(generate.errors.contains("\(place): warning: \(message) [shade reader]"), "\(generate.errors)")
                #expect(generate.status == 0)
                #expect(FileManager.default.fileExists(atPath: directory.file("Colors.swift")))
                try FileManager.default.removeItem(atPath: directory.file("Colors.swift"))
            }
        }

        /// Colors a catalog made in code may hold: components of 10⁶ (the most a reader takes),
        /// 10³⁰, 10³⁰⁰ and infinities, in extended sRGB and linear sRGB, as pairs so that the
        /// near-duplicate check compares them.
        static func extremeCatalog() -> ColorCatalog {
            let values: [(String, Color)] = [
                ("million", Color(.extendedSRGB, red: 1e6, green: -1e6, blue: 0)),
                ("huge", Color(.extendedSRGB, red: 0, green: 0, blue: 1e30)),
                ("huge-too", Color(.extendedSRGB, red: 0, green: 0, blue: 1e30)),
                ("enormous", Color(.linearSRGB, red: 1e300, green: 1e300, blue: -1e300)),
                ("infinite", Color(.extendedSRGB, red: .infinity, green: 0, blue: -.infinity)),
                ("infinite-too", Color(.extendedSRGB, red: .infinity, green: 0, blue: -.infinity)),
                ("not-a-number", Color(.extendedSRGB, red: .nan, green: 1e30, blue: 0)),
            ]
            return ColorCatalog(
                entries: values.map { name, color in
                    TestCatalogs.entry(
                        name,
                        [
                            TestCatalogs.variant(.any, color),
                            TestCatalogs.variant(.dark, Color(.extendedSRGB, red: -color.red, green: 0, blue: 1e30)),
                        ])
                } + [
                    TestCatalogs.entry(
                        "text", [TestCatalogs.variant(.any, Color(.extendedSRGB, red: 0, green: 0, blue: 1e30))]),
                    TestCatalogs.entry(
                        "background",
                        [TestCatalogs.variant(.any, Color(.extendedSRGB, red: 1e30, green: 1e30, blue: 1e30))]),
                ])
        }

        @Test func everyLaterStageTakesAnyComponentACatalogCanHold() throws {
            let catalog = Self.extremeCatalog()
            let result = Auditor(catalog: catalog, configuration: nil).audit()
            #expect(!result.findings.isEmpty)
            let css = CSSExport.css(for: catalog)
            #expect(css.properties.count == catalog.count)
            #expect(css.css.contains("1000000000000000000000000000000"))
            let swift = SwiftExport.source(for: catalog)
            #expect(swift.source.contains("blue: 1e+30"))
            #expect(swift.source.contains("red: .infinity"))
            let page = PreviewPage(catalog: catalog, pairs: ContrastPairing.conventionalPairs(in: catalog), title: "T")
            #expect(page.html.contains("huge-too"))
            for color in catalog.colors.flatMap({ $0.set.variants }) {
                guard case .color(let value)? = color.value else { continue }
                _ = value.color.hslString
                _ = value.color.rgbString
                _ = Color.formattedContrastRatio(Color.contrastRatio(value.color, .white))
            }
        }

        @Test func theNumbersOfTheOutputsStayTotal() {
            #expect(CSSExport.number(1e30) == "1000000000000000000000000000000")
            #expect(CSSExport.number(-1e12) == "-1000000000000")
            #expect(CSSExport.number(123_456_789.123_456) == "123456789.123456")
            #expect(CSSExport.number(999_999_999_999.5) == "999999999999.5")
            #expect(CSSExport.number(.infinity) == "0")
            #expect(Auditor.formatDistance(1e300) == "9223372036854775.807")
            #expect(Auditor.formatDistance(.nan) == "0.000")
            #expect(
                OKLabGrid.key(1e30, -.infinity, .nan, cell: 0.02)
                    == OKLabGrid.key(1e30, -.infinity, .nan, cell: 0.02))
            #expect(Int(clamping: 1e30) == .max && Int(clamping: -1e30) == .min && Int(clamping: Double.nan) == 0)
            #expect(UInt8(clamping: 255.9) == 255 && UInt8(clamping: -1.0) == 0 && Int(clamping: -2.7) == -2)
            #expect(SwiftSourceWriter.number(-.infinity) == "-.infinity")
        }
    }
#endif
