import Foundation
import Shade
import ShadeCatalog
import ShadeTestSupport
import Testing

@testable import ShadeTool

/// The preview page in a real browser: headless Chromium, driven through the DevTools protocol.
///
/// These tests need Debian's `chromium` package. Where it is missing they are skipped with the
/// reason in the test report (`.enabled(if:)`); `.ci/run` installs it and sets
/// `SHADE_REQUIRE_CHROMIUM=1`, which turns a missing browser into a failure
/// (``chromiumIsInstalledWhereRequired()``), so CI cannot pass without having run them.
@Suite(.serialized) struct PreviewInBrowserTests {
    /// One checked element as the page reports it.
    struct Element: Decodable {
        var check: String
        var color: String
        var property: String
        var key: String?
        var scope: String?
        var value: String
    }

    /// The catalog the page shows: the sample asset catalog and the colors an asset catalog cannot
    /// hold (elevated variants, colors beyond Display P3, gray, linear sRGB).
    static func catalog() throws -> ColorCatalog {
        var catalog = try TestCatalogs.sample()
        for entry in TestCatalogs.elevated().entries { catalog.insert(entry) }
        return catalog
    }

    /// Writes the preview of ``catalog()`` to a temporary folder.
    static func writePage(in directory: TemporaryDirectory) throws -> (path: String, page: PreviewPage) {
        let catalog = try catalog()
        // The conventional pairs have translucent text; one more has a translucent background.
        let pairs =
            ContrastPairing.conventionalPairs(in: catalog) + [
                ColorPair(
                    foreground: "Label", background: "Secondary Text", use: .nonText, reason: .configuration(rule: 0))
            ]
        let page = PreviewPage(catalog: catalog, pairs: pairs, title: "Sample.xcassets")
        return (try write(page, in: directory), page)
    }

    /// Writes `page` to `name` in `directory`, and returns its path.
    static func write(_ page: PreviewPage, in directory: TemporaryDirectory, as name: String = "preview.html") throws
        -> String
    {
        let path = directory.file(name)
        try Data(page.html.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func chromiumIsInstalledWhereRequired() {
        // CI sets SHADE_REQUIRE_CHROMIUM=1 after installing chromium: there, the browser tests
        // below must run, not be skipped.
        guard Chromium.isRequired else { return }
        #expect(
            Chromium.isAvailable, "SHADE_REQUIRE_CHROMIUM=1 but no chromium on the PATH: the browser tests did not run")
    }

    // Skipped, with this reason in the report, where Debian's chromium package is not installed.
    @Test(.enabled(if: Chromium.isAvailable, "needs chromium on the PATH (apt-get install chromium)"))
    func computedColorsMatchShadeThroughThePageSwitch() throws {
        let directory = try TemporaryDirectory()
        let (path, page) = try Self.writePage(in: directory)
        let browser = try Chromium()
        defer { browser.close() }
        try browser.open(file: path)
        var comparisons = Comparisons()
        for appearance in Appearance.allCases {
            // The system says the opposite of the switch, so the attributes must override it.
            try browser.emulateMedia(
                colorScheme: appearance.isDark ? "light" : "dark",
                contrast: appearance.isHighContrast ? "no-preference" : "more")
            let attributes = appearance.dataAttributes
            for (name, value) in [
                ("appearance", attributes.appearance), ("contrast", attributes.contrast), ("level", attributes.level),
            ] {
                _ = try browser.evaluate(
                    #"document.querySelector('#switches input[name="\#(name)"][value="\#(value)"]').click()"#)
            }
            try comparisons.check(try Self.elements(in: browser), page: appearance, catalog: try Self.catalog())
        }
        comparisons.report("through the page's switch")
        // The pairs with a translucent color were drawn by the browser too, and their ratios and
        // badges are the audit's.
        let translucent = Self.translucentPairs(of: page)
        #expect(
            translucent.contains { Self.isTranslucent($0.foreground, in: page.catalog) }
                && translucent.contains { Self.isTranslucent($0.background, in: page.catalog) },
            "the page has no pair with translucent text, or none with a translucent background")
        for pair in translucent {
            #expect(comparisons.elements.contains("sample \(pair.foreground) color page"), "\(pair)")
            #expect(comparisons.elements.contains("sample \(pair.background) background-color page"), "\(pair)")
        }
        try Self.checkContrastTable(in: browser, page: page)
    }

    /// The pairs of `page` with a translucent color in some appearance.
    static func translucentPairs(of page: PreviewPage) -> [ColorPair] {
        page.pairs.filter {
            isTranslucent($0.foreground, in: page.catalog) || isTranslucent($0.background, in: page.catalog)
        }
    }

    /// Whether the color named `name` is translucent in some appearance.
    static func isTranslucent(_ name: String, in catalog: ColorCatalog) -> Bool {
        guard let color = catalog.dynamicColor(named: name) else { return false }
        return Appearance.allCases.contains { !color.resolvedColor(with: $0.traitCollection).isOpaque }
    }

    /// Checks the contrast table as the browser shows it: for every pair of `page` in each
    /// appearance, the ratio the audit computes (`Appearance.contrastRatio(of:over:)`) as
    /// `Color.formattedContrastRatio(_:)` prints it, and the badge of the pair's use.
    static func checkContrastTable(in browser: Chromium, page: PreviewPage) throws {
        let json = try browser.evaluate(
            """
            JSON.stringify([...document.querySelectorAll("#contrast tbody tr")].map(row =>
              [...row.querySelectorAll("td")].map(cell => cell.textContent)))
            """)
        let rows = try JSONDecoder().decode([[String]].self, from: Data((json as? String ?? "[]").utf8))
        #expect(rows.count == page.pairs.count)
        for (pair, cells) in zip(page.pairs, rows) {
            let foreground = try #require(page.catalog.dynamicColor(named: pair.foreground))
            let background = try #require(page.catalog.dynamicColor(named: pair.background))
            #expect(cells.count == Appearance.allCases.count)
            for (appearance, cell) in zip(Appearance.allCases, cells) {
                let traits = appearance.traitCollection
                let ratio = appearance.contrastRatio(
                    of: foreground.resolvedColor(with: traits), over: background.resolvedColor(with: traits))
                let badge = PreviewPage.badge(for: ratio, use: pair.use)
                #expect(
                    cell == "\(Color.formattedContrastRatio(ratio)):1 \(badge.text)",
                    "\(pair.foreground) on \(pair.background) in \(appearance)")
            }
        }
    }

    @Test(.enabled(if: Chromium.isAvailable, "needs chromium on the PATH (apt-get install chromium)"))
    func computedColorsMatchShadeThroughEmulatedMedia() throws {
        let directory = try TemporaryDirectory()
        let (path, _) = try Self.writePage(in: directory)
        let browser = try Chromium()
        defer { browser.close() }
        try browser.open(file: path)
        var comparisons = Comparisons()
        for appearance in Appearance.allCases {
            // Appearance and contrast on System: the media queries decide. No media feature gives the
            // level, so the page's Level switch sets it.
            try browser.emulateMedia(
                colorScheme: appearance.isDark ? "dark" : "light",
                contrast: appearance.isHighContrast ? "more" : "no-preference")
            for (name, value) in [
                ("appearance", "system"), ("contrast", "system"), ("level", appearance.dataAttributes.level),
            ] {
                _ = try browser.evaluate(
                    #"document.querySelector('#switches input[name="\#(name)"][value="\#(value)"]').click()"#)
            }
            let attributes = try browser.evaluate(
                "[...document.documentElement.attributes].map(a => a.name).filter(n => n.startsWith('data-')).join(',')"
            )
            #expect((attributes as? String)?.contains("data-appearance") == false)
            #expect((attributes as? String)?.contains("data-contrast") == false)
            try comparisons.check(try Self.elements(in: browser), page: appearance, catalog: try Self.catalog())
        }
        comparisons.report("through emulated media")
    }

    /// A scope whose own attribute says `system` follows the system, whatever the root element
    /// says; a scope without the attribute takes the root's.
    @Test(.enabled(if: Chromium.isAvailable, "needs chromium on the PATH (apt-get install chromium)"))
    func aSystemScopeFollowsTheSystemWhateverTheRootSays() throws {
        let catalog = try Self.catalog()
        let export = CSSExport.css(for: catalog)
        let property = try #require(export.properties.first { $0.entryName == "Background" })
        let directory = try TemporaryDirectory()
        let path = directory.file("scopes.html")
        let html = """
            <!DOCTYPE html><html data-appearance="dark" data-contrast="high"><head><style>\(export.css)
            div { background-color: var(\(property.name)); }</style></head><body>
            <div id="inherits"></div>
            <div id="system" data-appearance="system" data-contrast="system"></div>
            <div id="own" data-appearance="light"></div>
            </body></html>
            """
        try Data(html.utf8).write(to: URL(fileURLWithPath: path))
        let browser = try Chromium()
        defer { browser.close() }
        try browser.open(file: path)
        let background = try #require(catalog.dynamicColor(named: "Background"))
        for (scheme, contrast) in [("light", "no-preference"), ("dark", "more")] {
            try browser.emulateMedia(colorScheme: scheme, contrast: contrast)
            let system = Appearance(isDark: scheme == "dark", isHighContrast: contrast == "more", isElevated: false)
            let expectations: [(String, Appearance)] = [
                ("inherits", Appearance(isDark: true, isHighContrast: true, isElevated: false)),
                ("system", system),
                ("own", Appearance(isDark: false, isHighContrast: true, isElevated: false)),
            ]
            for (id, appearance) in expectations {
                let value = try #require(
                    try browser.evaluate("getComputedStyle(document.getElementById('\(id)')).backgroundColor")
                        as? String)
                let expected = background.resolvedColor(with: appearance.traitCollection)
                let difference = try #require(ComputedColor.difference(value, expected))
                #expect(
                    difference <= 1.0 / 255 + 1e-9, "#\(id) on a \(scheme) system: \(value), Shade gives \(expected)")
            }
        }
    }

    @Test(.enabled(if: Chromium.isAvailable, "needs chromium on the PATH (apt-get install chromium)"))
    func thePageMakesNoNetworkRequest() throws {
        let directory = try TemporaryDirectory()
        let (path, page) = try Self.writePage(in: directory)
        #expect(!page.html.contains("http:") && !page.html.contains("https:") && !page.html.contains("//"))
        let browser = try Chromium()
        defer { browser.close() }
        try browser.send("Network.enable")
        try browser.open(file: path)
        for combination in [("dark", "more"), ("light", "no-preference")] {
            try browser.emulateMedia(colorScheme: combination.0, contrast: combination.1)
            _ = try browser.evaluate(
                #"document.querySelector('#switches input[name="level"][value="elevated"]').click()"#)
            _ = try browser.evaluate("new Promise(resolve => requestAnimationFrame(() => resolve(1)))")
        }
        let requests = browser.takeEvents("Network.requestWillBeSent").compactMap {
            ($0["request"] as? [String: Any])?["url"] as? String
        }
        #expect(requests == [URL(fileURLWithPath: path).absoluteString], "requests: \(requests)")
    }

    /// Writes a screenshot of the sample catalog's preview to the path in `SHADE_PREVIEW_SCREENSHOT`
    /// (for `docs/preview.png`); does nothing otherwise.
    /// Each simulated swatch is drawn, labelled, in the color Shade simulates: the color as seen
    /// over its appearance's system background, then simulated.
    /// With `--suggest`, each failing cell shows the suggested pair: the browser draws its sample
    /// in the colors the plan gives, and its ratio is the one `shade audit --suggest` reports.
    @Test(.enabled(if: Chromium.isAvailable, "needs chromium on the PATH (apt-get install chromium)"))
    func suggestedPairsShowThePlannedColorsBesideTheFailingOnes() throws {
        let catalog = CatalogBuilder.catalog(
            CatalogBuilder.color("label", 0x777777, dark: 0x666666),
            CatalogBuilder.color("background", 0xFFFFFF, dark: 0x000000))
        let audit = Auditor(catalog: catalog).audit()
        var planner = ContrastFixPlanner(catalog: catalog, pairs: audit.pairs)
        let plan = planner.plan()
        let key = ContrastFixPlan.PairKey(foreground: "label", background: "background", theme: nil)
        let after = try #require(plan.after[key])
        var page = PreviewPage(
            catalog: catalog, pairs: [ColorPair(foreground: "label", background: "background", reason: .onColor)],
            title: "gray")
        page.suggestions[key] = after
        let directory = try TemporaryDirectory()
        let path = try Self.write(page, in: directory)
        let browser = try Chromium()
        defer { browser.close() }
        try browser.open(file: path)
        let json = try browser.evaluate(
            """
            JSON.stringify([...document.querySelectorAll("[data-check=suggestion]")].map(e => {
              const sample = e.querySelector(".sample");
              return {color: getComputedStyle(sample).color, background: getComputedStyle(sample).backgroundColor,
                      ratio: e.querySelector(".ratio").textContent, visible: e.getBoundingClientRect().height > 0};
            }))
            """)
        struct Shown: Decodable {
            var color: String
            var background: String
            var ratio: String
            var visible: Bool
        }
        let shown = try JSONDecoder().decode([Shown].self, from: Data((json as? String ?? "[]").utf8))
        // Every appearance fails (4.47:1 in light, 3.65:1 in dark): eight cells, each with its fix.
        #expect(shown.count == 8)
        for (cell, appearance) in zip(shown, Appearance.allCases) {
            let planned = try #require(after[appearance.index])
            #expect(cell.visible)
            #expect(cell.ratio == "\(Color.formattedContrastRatio(planned.ratio)):1")
            #expect(planned.ratio >= 4.5)
            let (foreground, background) = (planned.foreground.color, planned.background.color)
            #expect(try #require(ComputedColor.difference(cell.color, foreground)) <= 1.0 / 255 + 1e-9)
            #expect(try #require(ComputedColor.difference(cell.background, background)) <= 1.0 / 255 + 1e-9)
        }
    }

    @Test(.enabled(if: Chromium.isAvailable, "needs chromium on the PATH (apt-get install chromium)"))
    func simulatedSwatchesShowTheSimulatedColors() throws {
        let directory = try TemporaryDirectory()
        let (path, page) = try Self.writePage(in: directory)
        let browser = try Chromium()
        defer { browser.close() }
        try browser.open(file: path)
        let json = try browser.evaluate(
            """
            JSON.stringify([...document.querySelectorAll("[data-check=simulated]")].map(e => ({
              color: e.dataset.color, deficiency: e.dataset.deficiency, key: e.dataset.appearanceKey,
              value: getComputedStyle(e).backgroundColor, width: e.getBoundingClientRect().width,
              label: e.parentElement.textContent
            })))
            """)
        struct Swatch: Decodable {
            var color: String
            var deficiency: String
            var key: String
            var value: String
            var width: Double
            var label: String
        }
        let swatches = try JSONDecoder().decode([Swatch].self, from: Data((json as? String ?? "[]").utf8))
        let colorCount = ExportedColor.colors(in: page.catalog).colors.count
        #expect(swatches.count == colorCount * 8 * 3)
        var largest = 0.0
        for swatch in swatches {
            let dynamicColor = try #require(page.catalog.dynamicColor(named: swatch.color))
            let appearance = try #require(Appearance.allCases.first { $0.name == swatch.key })
            let deficiency = try #require(ColorVisionDeficiency(rawValue: swatch.deficiency))
            let resolved = dynamicColor.resolvedColor(with: appearance.traitCollection)
            let expected = appearance.seen(resolved, over: appearance.systemBackground).foreground.simulating(
                deficiency)
            let difference = try #require(ComputedColor.difference(swatch.value, expected), "\(swatch.value)")
            largest = max(largest, difference)
            #expect(difference <= 1.0 / 255 + 1e-9, "\(swatch.color) \(deficiency) in \(appearance): \(swatch.value)")
            #expect(swatch.width > 0)
            #expect(swatch.label == deficiency.shortName)
        }
        print("simulated swatches: \(swatches.count), largest difference \(largest)")
        let note = try browser.evaluate("document.getElementById('simulation-note').textContent") as? String
        #expect(note?.contains("Machado et al. 2009") == true && note?.contains("Brettel et al. 1997") == true)
    }

    @Test(.enabled(if: Chromium.isAvailable, "needs chromium on the PATH (apt-get install chromium)"))
    func screenshotWhenAsked() throws {
        guard let output = ProcessInfo.processInfo.environment["SHADE_PREVIEW_SCREENSHOT"] else { return }
        let directory = try TemporaryDirectory()
        let catalog = try TestCatalogs.sample()
        let page = PreviewPage(
            catalog: catalog, pairs: ContrastPairing.conventionalPairs(in: catalog), title: "Sample.xcassets")
        let path = try Self.write(page, in: directory)
        let browser = try Chromium()
        defer { browser.close() }
        try browser.setViewport(width: 1280, height: 900, mobile: false)
        try browser.open(file: path)
        try browser.emulateMedia(colorScheme: "light", contrast: "no-preference")
        _ = try browser.evaluate(#"document.querySelector('#switches input[name="appearance"][value="dark"]').click()"#)
        let height = try browser.evaluate("document.documentElement.scrollHeight") as? Int ?? 900
        try browser.setViewport(width: 1280, height: height, mobile: false)
        let shot = try browser.send("Page.captureScreenshot", ["format": "png", "captureBeyondViewport": true])
        let data = try #require(Data(base64Encoded: shot["data"] as? String ?? ""))
        try data.write(to: URL(fileURLWithPath: output))
    }

    /// Every checked element of the page with its computed color.
    static func elements(in browser: Chromium) throws -> [Element] {
        let json = try browser.evaluate(
            """
            JSON.stringify([...document.querySelectorAll("[data-check=swatch], [data-check=sample]")].map(e => ({
              check: e.dataset.check, color: e.dataset.color, property: e.dataset.property,
              key: e.dataset.appearanceKey ?? null, scope: e.dataset.scope ?? null,
              value: getComputedStyle(e).getPropertyValue(e.dataset.property)
            })))
            """)
        return try JSONDecoder().decode([Element].self, from: Data((json as? String ?? "[]").utf8))
    }

    /// The comparisons of one test: how many, and the largest difference.
    struct Comparisons {
        var count = 0
        var elements: Set<String> = []
        var appearances = 0
        var maximumDifference = 0.0

        /// Checks every element against what Shade resolves: a swatch for its own appearance, a
        /// sample for the page's (elevated inside the elevated card).
        mutating func check(_ elements: [Element], page: Appearance, catalog: ColorCatalog) throws {
            #expect(elements.count > 100)
            appearances += 1
            for element in elements {
                let dynamicColor = try #require(catalog.dynamicColor(named: element.color), "\(element.color)")
                var appearance = page
                if element.check == "swatch" {
                    appearance = try #require(Appearance.allCases.first { $0.name == element.key })
                } else if element.scope == "elevated" {
                    appearance.isElevated = true
                }
                let expected = dynamicColor.resolvedColor(with: appearance.traitCollection)
                let difference = try #require(
                    ComputedColor.difference(element.value, expected),
                    "\(element.value) is not a color the test reads")
                maximumDifference = max(maximumDifference, difference)
                count += 1
                self.elements.insert(
                    "\(element.check) \(element.color) \(element.property) \(element.key ?? element.scope ?? "")")
                #expect(
                    difference <= 1.0 / 255 + 1e-9,
                    "\(element.check) \(element.color) \(element.property) in \(appearance) (page \(page)): \(element.value), Shade gives \(expected)"
                )
            }
        }

        func report(_ how: String) {
            print(
                "browser check \(how): \(elements.count) elements × \(appearances) appearances = \(count) comparisons, largest difference \(maximumDifference * 255)/255"
            )
        }
    }
}

/// Reads the colors `getComputedStyle` returns: `rgb(…)`, `rgba(…)` and `color(space r g b / a)`.
enum ComputedColor {
    /// A color as the browser serializes it.
    enum Value: Equatable {
        /// `rgb(r, g, b)` or `rgba(r, g, b, a)`: channels from 0 to 255, alpha from 0 to 1.
        case rgb(red: Double, green: Double, blue: Double, alpha: Double)
        /// `color(space c0 c1 c2 / a)`.
        case color(space: CSSColorSpace, components: [Double], alpha: Double)
    }

    /// The color `value` serializes, or `nil` when it is none of the forms above.
    static func parse(_ value: String) -> Value? {
        let text = value.trimmingCharacters(in: .whitespaces)
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        let function = text[..<open]
        let arguments = text[text.index(after: open)..<text.index(before: text.endIndex)]
            .replacingOccurrences(of: ",", with: " ").replacingOccurrences(of: "/", with: " ")
            .split(separator: " ").map(String.init)
        switch function {
        case "rgb", "rgba":
            let numbers = arguments.compactMap(Double.init)
            guard numbers.count == 3 || numbers.count == 4 else { return nil }
            return .rgb(
                red: numbers[0], green: numbers[1], blue: numbers[2], alpha: numbers.count == 4 ? numbers[3] : 1)
        case "color":
            guard let spaceName = arguments.first, let space = CSSColorSpace(cssName: spaceName) else { return nil }
            let numbers = arguments.dropFirst().compactMap(Double.init)
            guard numbers.count == 3 || numbers.count == 4 else { return nil }
            return .color(
                space: space, components: Array(numbers.prefix(3)), alpha: numbers.count == 4 ? numbers[3] : 1)
        default:
            return nil
        }
    }

    /// The color of a computed `rgb(r, g, b)` or `rgba(r, g, b, a)`, or `nil` for any other value.
    static func sRGB(_ value: String) -> Color? {
        guard case .rgb(let red, let green, let blue, let alpha)? = parse(value) else { return nil }
        return Color(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }

    /// The largest difference of a component or alpha (0…1 scale) between the computed `value` and
    /// `expected`, compared in the space the browser reports, or `nil` when `value` is not read.
    static func difference(_ value: String, _ expected: Color) -> Double? {
        switch parse(value) {
        case .rgb(let red, let green, let blue, let alpha):
            let sRGB = expected.gamutMapped(to: .sRGB)
            let actual = [red / 255, green / 255, blue / 255, alpha]
            return zip(actual, [sRGB.red, sRGB.green, sRGB.blue, sRGB.alpha]).map { abs($0 - $1) }.max()
        case .color(let space, let components, let alpha):
            let expectedComponents = expected.components(in: space) + [expected.alpha]
            return zip(components + [alpha], expectedComponents).map { abs($0 - $1) }.max()
        case nil:
            return nil
        }
    }
}
