import Foundation
import Shade
import ShadeCatalog
import ShadeTestSupport
import Testing

@testable import ShadeTool

/// The preview page as a reader uses it: on a phone, after Back, with secondary text they can
/// read, and with a filter over a large catalog. Part of ``PreviewInBrowserTests``, so that one
/// browser runs at a time.
extension PreviewInBrowserTests {
    /// A page of long names: namespaces and names of 60 and more letters without a space, pairs
    /// of them, the colors with every variant of ``TestCatalogs/elevated()``, and a long title.
    static func longNamesPage(colors count: Int = 12) -> PreviewPage {
        let word = "ExtraordinarilyLongNamespaceWithoutASingleSpaceInIt"
        var entries: [CatalogEntry] = []
        for index in 0..<count {
            let group = "\(word)\(index / 2)"
            let role = index.isMultiple(of: 2) ? "BackgroundOfAVeryLongRoleName" : "LabelOfAVeryLongRoleName"
            entries.append(
                CatalogBuilder.color(
                    "\(group)/\(role)\(index)", index.isMultiple(of: 2) ? 0xFFFFFF : 0x222222, dark: 0x333333))
        }
        var catalog = ColorCatalog(entries: entries)
        for entry in TestCatalogs.elevated().entries { catalog.insert(entry) }
        let names = entries.map(\.name)
        let pairs = stride(from: 0, to: names.count - 1, by: 2).map {
            ColorPair(foreground: names[$0 + 1], background: names[$0], reason: .configuration(rule: 0))
        }
        return PreviewPage(catalog: catalog, pairs: pairs, title: String(repeating: "LongThemeFileName", count: 8))
    }

    /// The layout of the page in the browser's viewport.
    struct Layout: Decodable {
        /// The viewport's width.
        var viewport: Int
        /// The width of the page's content: more than the viewport when the page scrolls sideways.
        var page: Int
        /// Each table's box.
        var boxes: [Box]

        /// A table's scrolling box and its note.
        struct Box: Decodable {
            var overflowX: String
            var scrollWidth: Int
            var clientWidth: Int
            var hintShown: Bool
        }
    }

    /// The page's layout now.
    static func layout(in browser: Chromium) throws -> Layout {
        try browser.nextFrame()
        let json = try browser.evaluate(
            """
            JSON.stringify({
              viewport: innerWidth, page: document.documentElement.scrollWidth,
              boxes: [...document.querySelectorAll(".scroll")].map(box => ({
                overflowX: getComputedStyle(box).overflowX, scrollWidth: box.scrollWidth, clientWidth: box.clientWidth,
                hintShown: box.previousElementSibling.getClientRects().length > 0
              }))
            })
            """)
        return try JSONDecoder().decode(Layout.self, from: Data((json as? String ?? "").utf8))
    }

    @Test(.enabled(if: Chromium.isAvailable, "needs chromium on the PATH (apt-get install chromium)"))
    func thePageFitsAPhonesWidthAndItsTablesScrollInTheirBoxes() throws {
        let directory = try TemporaryDirectory()
        let browser = try Chromium()
        defer { browser.close() }
        try browser.setViewport(width: 375, height: 812, mobile: true)
        let pages = [("long names", Self.longNamesPage()), ("250 long names", Self.longNamesPage(colors: 250))]
        for (index, (label, page)) in pages.enumerated() {
            try browser.open(file: try Self.write(page, in: directory, as: "page\(index).html"))
            let layout = try Self.layout(in: browser)
            print("at 375 px, \(label): page \(layout.page) px wide, tables \(layout.boxes.map(\.scrollWidth)) px")
            #expect(layout.viewport == 375, "\(label)")
            #expect(layout.page <= 375, "\(label): the page is \(layout.page) px wide")
            #expect(layout.boxes.count == 2, "\(label)")
            for box in layout.boxes {
                #expect(["auto", "scroll"].contains(box.overflowX), "\(label): overflow-x \(box.overflowX)")
                #expect(box.scrollWidth > box.clientWidth, "\(label): the table fits in 375 px")
                #expect(box.hintShown, "\(label): a table wider than its box without the note that it scrolls")
            }
            // Long names wrap within the page rather than widen it.
            let widest = try browser.evaluate(
                "Math.max(...[...document.querySelectorAll('h1, .chip, .pair')].map(e => e.getBoundingClientRect().right))"
            )
            let widestPoint: Double = widest as? Double ?? (widest as? Int).map(Double.init) ?? .infinity
            #expect(widestPoint <= 375)
        }
        // Where a table fits, its note is hidden: the sample at a desktop's width.
        try browser.setViewport(width: 1280, height: 900, mobile: false)
        try browser.open(file: try Self.writePage(in: directory).path)
        let wide = try Self.layout(in: browser)
        #expect(wide.boxes.count == 2)
        for box in wide.boxes {
            #expect(box.scrollWidth <= box.clientWidth && !box.hintShown, "at 1280 px: \(box)")
        }
        // Narrowed to a phone's width, the same page's tables no longer fit and say so.
        try browser.setViewport(width: 375, height: 812, mobile: true)
        let narrow = try Self.layout(in: browser)
        #expect(narrow.page <= 375)
        #expect(narrow.boxes.allSatisfy { $0.scrollWidth > $0.clientWidth && $0.hintShown }, "\(narrow.boxes)")
    }

    /// What each switch shows and what the page applies: the checked button's value and the
    /// attribute on `<html>`.
    struct SwitchState: Decodable {
        var name: String
        var control: String
        var attribute: String?

        /// Whether the attribute is what the control says: none for `system`.
        var agrees: Bool { attribute == (control == "system" ? nil : control) }
    }

    /// The state of the page's three switches.
    static func switches(in browser: Chromium) throws -> [SwitchState] {
        let json = try browser.evaluate(
            """
            JSON.stringify(["appearance", "contrast", "level"].map(name => ({
              name, control: document.getElementById("switches").elements[name].value,
              attribute: document.documentElement.getAttribute("data-" + name)
            })))
            """)
        return try JSONDecoder().decode([SwitchState].self, from: Data((json as? String ?? "").utf8))
    }

    @Test(.enabled(if: Chromium.isAvailable, "needs chromium on the PATH (apt-get install chromium)"))
    func theSwitchesShowWhatThePageAppliesOnLoadAndWhenShownAgain() throws {
        let directory = try TemporaryDirectory()
        let path = try Self.writePage(in: directory).path
        let other = try Self.write(
            PreviewPage(catalog: ColorCatalog(), pairs: [], title: "Other"), in: directory, as: "other.html")
        let browser = try Chromium()
        defer { browser.close() }
        try browser.open(file: path)
        var states = try Self.switches(in: browser)
        #expect(states.map(\.control) == ["system", "system", "base"])
        #expect(states.allSatisfy { $0.agrees }, "on load: \(states)")

        // A browser restoring the controls sets them without a change event, then shows the page.
        _ = try browser.evaluate(
            """
            for (const [name, value] of [["appearance", "dark"], ["contrast", "high"], ["level", "elevated"]]) {
              document.querySelector(`#switches input[name="${name}"][value="${value}"]`).checked = true;
            }
            dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
            """)
        states = try Self.switches(in: browser)
        #expect(states.map(\.control) == ["dark", "high", "elevated"])
        #expect(states.allSatisfy { $0.agrees }, "after pageshow: \(states)")

        // Chosen with clicks, then away and Back: the browser restores the buttons (a file page
        // is not kept in the back/forward cache), and the page applies what they show.
        for (name, value) in [("appearance", "light"), ("contrast", "system"), ("level", "base")] {
            _ = try browser.evaluate(
                #"document.querySelector('#switches input[name="\#(name)"][value="\#(value)"]').click()"#)
        }
        try browser.open(file: other)
        try browser.goBack()
        states = try Self.switches(in: browser)
        print("after Back: \(states.map { "\($0.name) \($0.control) / \($0.attribute ?? "none")" })")
        #expect(states.allSatisfy { $0.agrees }, "after Back: \(states)")
        #expect(states.first?.attribute == "light", "the browser did not restore the switch: \(states)")
    }

    @Test(.enabled(if: Chromium.isAvailable, "needs chromium on the PATH (apt-get install chromium)"))
    func secondaryTextMeetsAAInLightAndDark() throws {
        let directory = try TemporaryDirectory()
        let path = try Self.write(Self.longNamesPage(colors: 250), in: directory)
        let browser = try Chromium()
        defer { browser.close() }
        try browser.setViewport(width: 375, height: 812, mobile: true)
        try browser.open(file: path)
        for (value, palette) in [("light", PreviewPage.lightPalette), ("dark", PreviewPage.darkPalette)] {
            // The system says the opposite, so the page's switch must decide.
            try browser.emulateMedia(colorScheme: value == "dark" ? "light" : "dark", contrast: "no-preference")
            _ = try browser.evaluate(
                #"document.querySelector('#switches input[name="appearance"][value="\#(value)"]').click()"#)
            let json = try browser.evaluate(
                """
                JSON.stringify({
                  background: getComputedStyle(document.body).backgroundColor,
                  texts: [...document.querySelectorAll(".note, thead th, #filter-count, .scroll-hint")]
                    .map(e => getComputedStyle(e).color)
                })
                """)
            struct Colors: Decodable {
                var background: String
                var texts: [String]
            }
            let colors = try JSONDecoder().decode(Colors.self, from: Data((json as? String ?? "").utf8))
            let background = try #require(ComputedColor.sRGB(colors.background))
            #expect(background.hexString == palette.background.hexString, "\(value)")
            #expect(colors.texts.count > 10)
            let ratios = try colors.texts.map { text in
                Color.contrastRatio(try #require(ComputedColor.sRGB(text), "\(text)"), background)
            }
            let lowest = try #require(ratios.min())
            print(
                "\(value): secondary text \(Set(colors.texts).sorted()) over \(colors.background), lowest \(lowest):1")
            #expect(lowest >= 4.5, "\(value): secondary text at \(lowest):1")
        }
    }

    /// What the page shows of a large catalog: the swatch rows' names, the number of chips, of
    /// contrast rows and the groups shown, and the filter's count.
    struct Shown: Decodable {
        var rows: [String]
        var chips: Int
        var pairs: Int
        var groups: [String]
        var count: String
        /// The simulated rows shown, one under each color's row.
        var simulated: Int
    }

    /// What the page shows now.
    static func shown(in browser: Chromium) throws -> Shown {
        let json = try browser.evaluate(
            """
            (() => {
              const shown = e => e.getClientRects().length > 0;
              return JSON.stringify({
                rows: [...document.querySelectorAll("#swatches tbody tr[data-filter-names]:not(.simulated)")]
                  .filter(shown).map(row => row.querySelector("th").textContent),
                simulated: [...document.querySelectorAll("#swatches tr.simulated")].filter(shown).length,
                chips: [...document.querySelectorAll(".chip")].filter(shown).length,
                pairs: [...document.querySelectorAll("#contrast tbody tr")].filter(shown).length,
                groups: [...document.querySelectorAll("#swatches .group-name")].filter(shown).map(e => e.textContent),
                count: document.getElementById("filter-count").textContent
              });
            })()
            """)
        return try JSONDecoder().decode(Shown.self, from: Data((json as? String ?? "").utf8))
    }

    @Test(.enabled(if: Chromium.isAvailable, "needs chromium on the PATH (apt-get install chromium)"))
    func aLargeCatalogIsGroupedByNamespaceAndFilteredByName() throws {
        let catalog = CatalogBuilder.generated(count: 250)
        let names = catalog.entries.map(\.name)
        let pairs = ContrastPairing.conventionalPairs(in: catalog)
        let directory = try TemporaryDirectory()
        let path = try Self.write(PreviewPage(catalog: catalog, pairs: pairs, title: "Large"), in: directory)
        let browser = try Chromium()
        defer { browser.close() }
        try browser.open(file: path)
        let groups = (0..<25).map { "Feature\($0)" }
        for text in ["", "feature1", "SecondaryText", "  Feature24/  ", "Feature3/tint", "nothing"] {
            _ = try browser.evaluate(
                """
                {
                  const filter = document.getElementById("filter");
                  filter.value = \(String(decoding: try JSONEncoder().encode(text), as: UTF8.self));
                  filter.dispatchEvent(new Event("input", { bubbles: true }));
                }
                """)
            let query = text.trimmingCharacters(in: .whitespaces).lowercased()
            func matches(_ name: String) -> Bool { query.isEmpty || name.lowercased().contains(query) }
            let expected = names.filter(matches)
            let shown = try Self.shown(in: browser)
            #expect(shown.rows.sorted() == expected.sorted(), "filter \(text.debugDescription)")
            #expect(shown.chips == 2 * expected.count, "filter \(text.debugDescription): chips")
            #expect(shown.simulated == expected.count, "filter \(text.debugDescription): simulated rows")
            #expect(
                shown.pairs == pairs.filter { matches($0.foreground) || matches($0.background) }.count,
                "filter \(text.debugDescription): pairs")
            #expect(
                shown.groups == groups.filter { group in expected.contains { $0.hasPrefix(group + "/") } },
                "filter \(text.debugDescription): groups")
            #expect(shown.count == "\(expected.count) of 250 colors", "filter \(text.debugDescription)")
        }
        // A filter the browser restores (no input event) applies when the page is shown.
        _ = try browser.evaluate(
            """
            document.getElementById("filter").value = "feature2";
            dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
            """)
        let restored = try Self.shown(in: browser)
        #expect(restored.groups == ["Feature2", "Feature20", "Feature21", "Feature22", "Feature23", "Feature24"])
        #expect(restored.count == "60 of 250 colors")
    }
}
