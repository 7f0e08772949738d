import Foundation
import Shade
import ShadeCatalog
import ShadeTestSupport
import Testing

@testable import ShadeTool

/// Shade's outputs agree on every color, whatever it is: opaque or translucent, sRGB, Display P3
/// or beyond, in all eight appearances.
///
/// - The audit and the preview give one contrast for a pair, computed by one function
///   (`Appearance.contrastRatio(of:over:)`) and printed by one (`Color.formattedContrastRatio(_:)`).
/// - Over a catalog of random colors (``generatedCatalog()``, written as design tokens): `shade
///   show` prints the ``SRGBBytes`` of the color the catalog resolves; the Swift of `shade convert
///   --to swift`, compiled and run, resolves the catalog's colors to 1e-9; and the CSS of `shade
///   convert --to css`, as headless Chromium computes it, gives the catalog's colors (the
///   tolerance is ``cssDifference(_:_:)``'s).
@Suite struct OutputsAgreeTests {
    typealias B = CatalogBuilder

    /// A random value: sRGB, translucent sRGB, Display P3, or extended sRGB beyond both.
    static func randomValue(using generator: inout SplitMix64) -> ColorVariant.Value {
        let pick = Int.random(in: 0..<4, using: &generator)
        let channel = { (generator: inout SplitMix64) in Double.random(in: 0...1, using: &generator) }
        switch pick {
        case 0: return B.value(UInt32.random(in: 0...0xFF_FFFF, using: &generator))
        case 1:
            return B.value(
                UInt32.random(in: 0...0xFF_FFFF, using: &generator),
                alpha: Double.random(in: 0.05...0.95, using: &generator))
        case 2:
            return B.displayP3Value(red: channel(&generator), green: channel(&generator), blue: channel(&generator))
        default:
            return B.extendedValue(
                red: Double.random(in: -0.2...1.2, using: &generator), green: channel(&generator),
                blue: Double.random(in: -0.2...1.2, using: &generator))
        }
    }

    /// A color with a random value in each of the four variants Shade's audit distinguishes most.
    static func randomColor(_ name: String, using generator: inout SplitMix64) -> CatalogEntry {
        let variants = [[], [ColorVariant.Condition.dark], [.highContrast], [.dark, .elevated]].map {
            ColorVariant(conditions: $0, value: randomValue(using: &generator))
        }
        return B.entry(name, variants)
    }

    @Test func theAuditAndThePreviewShowTheSameRatioForEveryPairAndAppearance() throws {
        var generator = SplitMix64(seed: 0xA9BEE)
        var compared = 0
        for round in 0..<60 {
            let uses: [PairUse] = [.text, .largeText, .nonText]
            let use = uses[round % uses.count]
            let catalog = B.catalog(
                Self.randomColor("ink", using: &generator), Self.randomColor("paper", using: &generator))
            let configuration = try ShadeConfiguration.parse(
                Array(#"{"pairs": [{"foreground": "ink", "background": "paper", "use": "\#(use.rawValue)"}]}"#.utf8),
                file: "shade.json")
            let result = Auditor(catalog: catalog, configuration: configuration).audit()
            let pair = ColorPair(foreground: "ink", background: "paper", use: use, reason: .configuration(rule: 0))
            let page = PreviewPage(catalog: catalog, pairs: [pair], title: "t").html
            let ink = try #require(catalog.dynamicColor(named: "ink"))
            let paper = try #require(catalog.dynamicColor(named: "paper"))
            var ratios: [Appearance: Double] = [:]
            for appearance in Appearance.allCases {
                let traits = appearance.traitCollection
                let ratio = appearance.contrastRatio(
                    of: ink.resolvedColor(with: traits), over: paper.resolvedColor(with: traits))
                ratios[appearance] = ratio
                #expect(pair.contrastRatio(in: catalog, appearance: appearance) == ratio)
                // The page shows the ratio and the badge by the pair's use.
                let badge = PreviewPage.badge(for: ratio, use: use)
                #expect(
                    page.contains(
                        "<span class=\"ratio\">\(Color.formattedContrastRatio(ratio)):1</span> "
                            + "<span class=\"badge \(badge.class)\" data-check=\"badge\">\(badge.text)</span>"),
                    "\(appearance): \(ratio)")
                compared += 1
            }
            // Every appearance the audit reports below the minimum has the same ratio, and fails
            // the page's badge too.
            for finding in result.findings where finding.check == .contrast && finding.severity == .error {
                for measurement in finding.contrast ?? [] {
                    for appearance in measurement.appearances {
                        #expect(measurement.ratio == ratios[appearance])
                    }
                    #expect(PreviewPage.badge(for: measurement.ratio, use: use).text == "fail" || use == .text)
                    #expect(measurement.ratio < use.minimumRatio)
                }
            }
            for (appearance, ratio) in ratios where ratio < use.minimumRatio {
                let reported = result.findings.contains { (finding: Finding) -> Bool in
                    guard finding.check == .contrast, finding.severity == .error else { return false }
                    return (finding.contrast ?? []).contains { $0.appearances.contains(appearance) }
                }
                #expect(reported, "\(appearance) \(ratio) is below \(use.minimumRatio) but not reported")
            }
        }
        #expect(compared == 480)
    }

    /// The catalog of the tests that run `shade`, the compiler and the browser: 24 colors named
    /// `c0`…`c23` from ``randomColor(_:using:)`` with a fixed seed, so every run checks the same
    /// colors, and few enough that the tests stay fast.
    static func generatedCatalog() -> ColorCatalog {
        var generator = SplitMix64(seed: 0x0A9_BEE5)
        return ColorCatalog(entries: (0..<24).map { randomColor("c\($0)", using: &generator) })
    }

    /// Writes `catalog` into `directory` as design tokens (the default file, a file per mode and
    /// the resolver document that composes them: what `shade convert --to tokens` writes, the only
    /// theme file that holds the elevated variants) and returns the resolver document's path.
    static func writeTokens(_ catalog: ColorCatalog, in directory: TemporaryDirectory) throws -> String {
        let files = try TokenWriter().write(catalog, to: URL(fileURLWithPath: directory.path), name: "random").files
        return try #require(files.first { $0.lastPathComponent.hasSuffix(".resolver.json") }).path
    }

    /// Runs `shade convert` of `input` to `format` (`css`, `swift`) in this process and returns
    /// the text it wrote.
    static func convert(_ input: String, to format: String, in directory: TemporaryDirectory) throws -> String {
        let output = directory.file("converted.\(format)")
        let run = runShade(["convert", input, "--to", format, "-o", output])
        #expect(run.status == 0, "\(run.errors)")
        return try String(contentsOfFile: output, encoding: .utf8)
    }

    @Test func showPrintsTheBytesOfTheCatalogsColorInEveryAppearance() throws {
        let catalog = Self.generatedCatalog()
        let directory = try TemporaryDirectory()
        let input = try Self.writeTokens(catalog, in: directory)
        var compared = 0
        for entry in catalog.entries {
            let run = runShade(["show", input, entry.name])
            // The reader warns of an sRGB component outside 0…1 (read as written), and nothing worse.
            #expect(run.status == 0 && !run.errors.contains("error:"), "\(entry.name): \(run.errors)")
            // The name's line, then one line per appearance: its label, padded, and the hex.
            let lines = run.output.split(separator: "\n").map(String.init)
            try #require(lines.count == 1 + Appearance.allCases.count, "\(run.output)")
            let dynamicColor = try #require(catalog.dynamicColor(named: entry.name))
            for (appearance, line) in zip(Appearance.allCases, lines.dropFirst()) {
                let text = line.dropFirst(2)
                try #require(text.hasPrefix(appearance.label + " "), "\(line)")
                let hex = text.dropFirst(appearance.label.count).drop { $0 == " " }.prefix { $0 != " " }
                let expected = SRGBBytes(dynamicColor.resolvedColor(with: appearance.traitCollection))
                #expect(String(hex) == expected.hex, "\(entry.name) in \(appearance)")
                compared += 1
            }
        }
        #expect(compared == 24 * 8)
    }

    /// Compiles the Swift `shade convert --to swift` writes (in ``GeneratedSwiftPackage``, one
    /// build for the whole test) with a `main.swift` that prints every color resolved in each of
    /// the eight appearances, with its space and exact components.
    @Test(
        .enabled(
            if: GeneratedSwiftPackage.swiftExecutable != nil,
            "needs the swift command on the PATH to build the generated code"
        ))
    func theGeneratedSwiftResolvesToTheCatalogsColorInEveryAppearance() throws {
        let catalog = Self.generatedCatalog()
        let directory = try TemporaryDirectory()
        let source = try Self.convert(try Self.writeTokens(catalog, in: directory), to: "swift", in: directory)
        var writer = SwiftSourceWriter(catalog: catalog)
        _ = writer.write(themeType: nil)
        let main = GeneratedSwiftPackage.main(
            showing: try catalog.entries.map { ($0.name, try #require(writer.staticPaths[$0.name])) })
        let build = try GeneratedSwiftPackage.build([
            GeneratedSwiftPackage.Program(name: "OutputsAgreeColors", generated: source, main: main)
        ])
        try #require(build.succeeded, "the generated Swift did not build:\n\(build.output)")
        let run = try #require(build.runs["OutputsAgreeColors"])
        #expect(run.status == 0)
        var compared = 0
        for line in run.output.split(separator: "\n") {
            let fields = line.split(separator: "\t").map(String.init)
            try #require(fields.count == 3, "\(line)")
            let appearance = try #require(Appearance(name: fields[1]))
            let expected = try #require(catalog.dynamicColor(named: fields[0]))
                .resolvedColor(with: appearance.traitCollection)
            let printed = try #require(GeneratedSwiftPackage.color(fromDescription: fields[2]), "\(line)")
            // The token file may hold a color in another space than the catalog (extended sRGB
            // within Display P3 is written as Display P3): the same color, compared in sRGB.
            let space = try #require(ColorSpace.allCases.first { "\($0)" == printed.space }, "\(line)")
            let color = Color(
                space, red: printed.components[0], green: printed.components[1], blue: printed.components[2],
                alpha: printed.components[3])
            #expect(
                zip(color.components(in: .sRGB) + [color.alpha], expected.components(in: .sRGB) + [expected.alpha])
                    .allSatisfy { abs($0 - $1) <= 1e-9 },
                "\(line): the catalog gives \(expected)")
            compared += 1
        }
        #expect(compared == 24 * 8)
    }

    /// Opens a page that links the style sheet `shade convert --to css` writes and has one scope
    /// per appearance (its `data-appearance`, `data-contrast` and `data-level` attributes, from
    /// `Appearance.dataAttributes`), with an element per color whose background is the color's
    /// custom property, and compares what Chromium computes with the catalog's color, on a light
    /// system and on a dark one with more contrast (the attributes decide).
    @Test(
        .enabled(
            if: Chromium.isAvailable || Chromium.isRequired, "needs chromium on the PATH (apt-get install chromium)"))
    func theCSSAsChromiumComputesItIsTheCatalogsColorInEveryAppearance() throws {
        let catalog = Self.generatedCatalog()
        let directory = try TemporaryDirectory()
        let css = try Self.convert(try Self.writeTokens(catalog, in: directory), to: "css", in: directory)
        try Data(css.utf8).write(to: URL(fileURLWithPath: directory.file("colors.css")))
        let properties = CSSExport.css(for: catalog).properties
        #expect(properties.count == catalog.entries.count)
        var html = """
            <!DOCTYPE html><html><head><link rel="stylesheet" href="colors.css"></head><body>

            """
        for appearance in Appearance.allCases {
            let attributes = appearance.dataAttributes
            html += """
                <div id="\(appearance.name)" data-appearance="\(attributes.appearance)" \
                data-contrast="\(attributes.contrast)" data-level="\(attributes.level)">

                """
            for property in properties {
                html +=
                    "<p data-color=\"\(property.entryName)\" style=\"background-color: var(\(property.name))\"></p>\n"
            }
            html += "</div>\n"
        }
        html += "</body></html>\n"
        let path = directory.file("colors.html")
        try Data(html.utf8).write(to: URL(fileURLWithPath: path))
        let browser = try Chromium()
        defer { browser.close() }
        try browser.open(file: path)
        var compared = 0
        var largest = 0.0
        for (scheme, contrast) in [("light", "no-preference"), ("dark", "more")] {
            try browser.emulateMedia(colorScheme: scheme, contrast: contrast)
            let json = try browser.evaluate(
                """
                JSON.stringify([...document.querySelectorAll("[data-color]")].map(e =>
                  [e.parentElement.id, e.dataset.color, getComputedStyle(e).backgroundColor]))
                """)
            let values = try JSONDecoder().decode([[String]].self, from: Data((json as? String ?? "[]").utf8))
            #expect(values.count == 8 * properties.count)
            for value in values {
                let appearance = try #require(Appearance(name: value[0]))
                let expected = try #require(catalog.dynamicColor(named: value[1]))
                    .resolvedColor(with: appearance.traitCollection)
                let difference = Self.cssDifference(value[2], expected)
                #expect(
                    difference != nil,
                    "\(value[1]) in \(appearance) on a \(scheme) system: Chromium computes \(value[2]), Shade gives \(expected) (\(SRGBBytes(expected).hex), \(CSSExport.wideValue(of: expected) ?? "no wide value"))"
                )
                largest = max(largest, difference ?? .infinity)
                compared += 1
            }
        }
        #expect(compared == 2 * 8 * 24)
        print("the CSS in Chromium: \(compared) colors compared, largest difference of a color() component \(largest)")
    }

    /// How far the color Chromium computes for a custom property of Shade's CSS is from
    /// `expected`, or `nil` when it is not the same color or not the form the CSS gives it.
    ///
    /// - A color within the sRGB gamut (and not Display P3) is written as its hex
    ///   (``SRGBBytes``); Chromium keeps the bytes and serializes them as `rgb()`/`rgba()` with
    ///   integer channels, and alpha with at most three decimals. The channels must be the bytes
    ///   exactly, and alpha must round to the alpha byte: difference 0.
    /// - A Display P3 color or one outside sRGB is written as `color(display-p3 …)` or
    ///   `color(srgb …)` with six decimals (±5e-7); Chromium holds the components as 32-bit floats
    ///   (about 1e-7 relative) and prints them with up to six significant digits. Each component
    ///   and alpha must be within 1e-5 of the color's own components in that space (the largest
    ///   difference seen with Chromium 156 is 3.2e-6): the difference is the largest.
    static func cssDifference(_ computed: String, _ expected: Color) -> Double? {
        let wide = CSSExport.wideValue(of: expected) != nil
        switch ComputedColor.parse(computed) {
        case .rgb(let red, let green, let blue, let alpha) where !wide:
            let bytes = SRGBBytes(expected)
            let same =
                [red, green, blue] == [Double(bytes.red), Double(bytes.green), Double(bytes.blue)]
                && SRGBBytes.byte(alpha) == bytes.alpha
            return same ? 0 : nil
        case .color(let space, let components, let alpha) where wide:
            let difference =
                zip(components + [alpha], expected.components(in: space) + [expected.alpha])
                .map { abs($0 - $1) }.max() ?? .infinity
            return difference <= 1e-5 ? difference : nil
        default:
            return nil
        }
    }
}
