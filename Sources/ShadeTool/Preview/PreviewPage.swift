package import ShadeCatalog
import ShadeColor
import ShadeDiagnostics
import ShadeJSON

/// A self-contained HTML page that shows every color of a catalog in each of the eight
/// appearances, the contrast of its text and background pairs, and a sample styled by the CSS
/// export, with the page's own switches.
///
/// The page loads nothing: its style sheets and its one script are inline, and it names no URL.
/// Every string of the theme file (names, the title) is HTML-escaped on its way into the page, in
/// text and in attributes alike, and shown with its invisible characters as escapes; the style
/// sheet cannot hold `</style>`, and the script holds no theme data.
///
/// - **Sample.** Elements styled only by the custom properties of ``CSSExport`` (embedded as it
///   writes them): a chip per color and a line of text per pair, on the page and again on an
///   elevated card (`data-level="elevated"`), so they follow the system's appearance and the
///   page's Appearance (System, Light, Dark), Contrast (System, Normal, High) and Level (Base,
///   Elevated) switches, which set `data-appearance`, `data-contrast` and `data-level` on `<html>`.
/// - **Swatches.** Each color in each appearance, painted with the value Shade resolves (its hex,
///   and `color(display-p3 …)` for a wide color), with the hex beneath.
/// - **Simulated.** Under each color's swatches, a row of how it looks with each color-vision
///   deficiency ShadeColor simulates (`ColorVisionDeficiency`): protanopia and deuteranopia by
///   Machado et al. 2009 at severity 1, tritanopia by Brettel et al. 1997, as the page says. Each
///   swatch is the color composited over the appearance's system background, then simulated and
///   brought into sRGB (`data-check="simulated"`, `data-deficiency`).
/// - **Contrast.** Each pair's WCAG 2.x ratio in each appearance, with a badge: `AAA` (7:1),
///   `AA` (4.5:1), `AA large` (3:1) or `fail`.
/// - **Groups and filter.** From 200 colors on (`groupingThreshold`), the swatches are grouped by the
///   colors' namespace under a heading each, and a filter box hides the colors (swatches, chips
///   and pairs) whose names do not hold its text, with the count of those shown.
///
/// The page fits a phone's width (375 px): names wrap, and the two tables scroll sideways in their
/// own box, with a note that says so when they do not fit, and the names' column stays in view.
/// Its own text, grey included, meets WCAG AA over its background in light and dark (`Palette`).
/// The switches and the filter are read again whenever the page is shown (`pageshow`), so that
/// what a browser restores on Back is what the page applies.
///
/// Every checked element carries `data-check` (`swatch` or `sample`), `data-color` (the entry
/// name as the page shows it, ``HTMLText/shown(_:)``: a name's invisible characters, a NUL among
/// them, which no HTML attribute can hold, are escapes as in the tool's messages, so that the page
/// holds none of them), `data-property` (`background-color` or `color`), and `data-appearance-key` (a swatch's
/// `Appearance.name`) or `data-scope` (a sample's: `page` or `elevated`), so a test can compare
/// what the browser computes with what Shade resolves.
package struct PreviewPage: Sendable {
    /// The catalog shown.
    package var catalog: ColorCatalog
    /// The pairs whose contrast is shown.
    package var pairs: [ColorPair]
    /// With `shade preview --suggest`, for each pair that fails: the pair in each appearance, by
    /// `Appearance.index`, once the suggested changes are made (``ContrastFixPlan/after``).
    var suggestions: [ContrastFixPlan.PairKey: [Finding.Measurement?]] = [:]
    /// The page's title, such as the theme file's name.
    package var title: String

    /// Creates a page.
    package init(catalog: ColorCatalog, pairs: [ColorPair], title: String) {
        self.catalog = catalog
        self.pairs = pairs
        self.title = title
    }

    /// The number of colors from which the page groups the swatches by namespace and offers a
    /// filter: below it, the page lists every color in one table.
    static let groupingThreshold = 200

    /// The page's HTML.
    package var html: String {
        let export = CSSExport.css(for: catalog)
        let colors = ExportedColor.colors(in: catalog).colors
        // By entry name, compared by its scalars as the catalog compares names.
        var property = ScalarKeyed<String>()
        for exported in export.properties where property[exported.entryName] == nil {
            property[exported.entryName] = exported.name
        }
        let filters = colors.count >= Self.groupingThreshold
        let colorCount = "\(colors.count) \(colors.count == 1 ? "color" : "colors")"
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(HTMLText.shown(title)) — Shade preview</title>
            <style id="shade-theme">
            \(HTMLText.styleSheet(export.css))</style>
            <style>
            \(Self.pageStyle)</style>
            </head>
            <body>
            <header>
            <h1>\(HTMLText.shown(title))</h1>
            <p class="note">\(colorCount) · \(pairs.count) \(pairs.count == 1 ? "pair" : "pairs") · made by <code>shade preview</code></p>
            <form class="switches" id="switches">
            \(Self.switchGroup("appearance", "Appearance", ["system": "System", "light": "Light", "dark": "Dark"]))
            \(Self.switchGroup("contrast", "Contrast", ["system": "System", "normal": "Normal", "high": "High"]))
            \(Self.switchGroup("level", "Level", ["base": "Base", "elevated": "Elevated"]))
            </form>

            """
        if filters {
            html += """
                <p class="filter"><label for="filter">Filter by name</label> <input type="search" id="filter" \
                spellcheck="false"> <span class="note" id="filter-count" aria-live="polite">\(colors.count) of \
                \(colorCount)</span></p>

                """
        }
        html += """
            </header>
            <main>
            <section id="sample">
            <h2>Sample</h2>
            <p class="note">Styled only by the CSS that <code>shade convert --to css</code> writes: it follows the \
            system and the switches above.</p>

            """
        html += sample(colors: colors, property: property, scope: "page", filters: filters)
        html += """
            <div class="card" data-level="elevated">
            <h3>Elevated</h3>

            """
        html += sample(colors: colors, property: property, scope: "elevated", filters: filters)
        html += "</div>\n</section>\n"
        html += swatches(colors: colors, grouped: filters)
        html += contrastTable(filters: filters)
        html += "</main>\n<script>\n\(Self.script)</script>\n</body>\n</html>\n"
        return html
    }

    /// The chips and text lines of one sample scope.
    func sample(colors: [ExportedColor], property: ScalarKeyed<String>, scope: String, filters: Bool) -> String {
        var html = "<div class=\"chips\">\n"
        for color in colors {
            guard let name = property[color.name] else { continue }
            html += """
                <div class="chip"\(Self.filterNames([color.name], if: filters))><span class="chip-color" data-check="sample" data-scope="\(scope)" \
                data-color="\(HTMLText.shown(color.name))" data-property="background-color" \
                style="background-color: var(\(HTMLText.escaped(name)))"></span><span class="chip-name">\(Self.shownName(color.name))</span></div>

                """
        }
        html += "</div>\n"
        guard !pairs.isEmpty else { return html }
        html += "<div class=\"pairs\">\n"
        for pair in pairs {
            guard let foreground = property[pair.foreground], let background = property[pair.background] else {
                continue
            }
            html += """
                <p class="pair"\(Self.filterNames([pair.foreground, pair.background], if: filters)) data-check="sample" data-scope="\(scope)" data-color="\(HTMLText.shown(pair.background))" \
                data-property="background-color" style="background-color: var(\(HTMLText.escaped(background)))"><span \
                data-check="sample" data-scope="\(scope)" data-color="\(HTMLText.shown(pair.foreground))" data-property="color" \
                style="color: var(\(HTMLText.escaped(foreground)))">\(Self.shownName(pair.foreground)) on \(Self.shownName(pair.background))</span></p>

                """
        }
        return html + "</div>\n"
    }

    /// The table of every color in every appearance, in one body, or with `grouped` in one body
    /// per group (``groups(of:)``) under a heading row with the group's name and size.
    func swatches(colors: [ExportedColor], grouped: Bool) -> String {
        var html = "<section id=\"swatches\">\n<h2 id=\"swatches-heading\">Every appearance</h2>\n"
        html += Self.simulationNote
        html += Self.tableHead(labelledBy: "swatches-heading", firstColumn: "Color")
        guard grouped else {
            return html + "<tbody>\n\(colors.map { swatchRow($0, filters: false) }.joined())</tbody>\n"
                + Self.tableEnd
        }
        for group in Self.groups(of: colors) {
            let name = group.name.isEmpty ? "No group" : Self.shownName(group.name)
            html += """
                <tbody data-group><tr class="group-heading"><th scope="rowgroup" colspan="\(Appearance.allCases.count + 1)">\
                <span class="group-label"><span class="group-name">\(name)</span> <span class="note">\(group.colors.count) \
                \(group.colors.count == 1 ? "color" : "colors")</span></span></th></tr>

                """
            html += group.colors.map { swatchRow($0, filters: true) }.joined() + "</tbody>\n"
        }
        return html + Self.tableEnd
    }

    /// One color's row of swatches, one per appearance.
    func swatchRow(_ color: ExportedColor, filters: Bool) -> String {
        var html =
            "<tr\(Self.filterNames([color.name], if: filters))><th scope=\"row\">\(Self.shownName(color.name))</th>"
        for appearance in Appearance.allCases {
            let value = color.color(in: appearance)
            var style = "background-color: \(CSSExport.sRGBValue(of: value))"
            if let wide = CSSExport.wideValue(of: value) { style += "; background-color: \(wide)" }
            // Over the appearance's own system background and a checkerboard, so that a
            // translucent color looks as it does there, whatever the viewer's own appearance.
            html += """
                <td><div class="backdrop" style="background-color: \(appearance.systemBackground.hexString)">\
                <div class="swatch" data-check="swatch" data-color="\(HTMLText.shown(color.name))" \
                data-property="background-color" data-appearance-key="\(appearance.name)" style="\(style)"></div></div>\
                <code>\(value.hexString)</code>\(CSSExport.wideValue(of: value) == nil ? "" : " <small>P3</small>")</td>
                """
        }
        return html + "</tr>\n" + simulatedRow(color, filters: filters)
    }

    /// Under a color's row of swatches, the row of how it looks with each color-vision
    /// deficiency, in each appearance: over the appearance's system background, simulated, as
    /// `#RRGGBB` (gamut mapped into sRGB).
    func simulatedRow(_ color: ExportedColor, filters: Bool) -> String {
        var html = "<tr class=\"simulated\"\(Self.filterNames([color.name], if: filters))>"
        html += "<th scope=\"row\" class=\"note\">simulated</th>"
        for appearance in Appearance.allCases {
            let seen = appearance.seen(color.color(in: appearance), over: appearance.systemBackground).foreground
            html += "<td><div class=\"simulations\">"
            for deficiency in ColorVisionDeficiency.allCases {
                let simulated = seen.simulating(deficiency).hexString
                html += """
                    <span class="simulation" title="\(deficiency.displayName) (\(deficiency.method)): \(simulated)">\
                    <span class="simulated-swatch" data-check="simulated" data-color="\(HTMLText.shown(color.name))" \
                    data-deficiency="\(deficiency)" data-appearance-key="\(appearance.name)" \
                    style="background-color: \(simulated)"></span>\(deficiency.shortName)</span>
                    """
            }
            html += "</div></td>"
        }
        return html + "</tr>\n"
    }

    /// The note above the swatches that names the simulation methods.
    static let simulationNote = """
        <p class="note" id="simulation-note">Under each color, the row “simulated” shows it as people with \
        protanopia (protan) and deuteranopia (deutan) see it, simulated by Machado et al. 2009 at severity 1, \
        and with tritanopia (tritan), simulated by Brettel et al. 1997.</p>

        """

    /// The start of a table with a column per appearance, in a box of its own that scrolls
    /// sideways (a keyboard can focus it), after a note that the script shows while the table does
    /// not fit.
    static func tableHead(labelledBy heading: String, firstColumn: String) -> String {
        var html = """
            <p class="note scroll-hint" hidden>Scroll sideways for all \(Appearance.allCases.count) appearances →</p>
            <div class="scroll" tabindex="0" role="region" aria-labelledby="\(heading)"><table>
            <thead><tr><th>\(firstColumn)</th>
            """
        for appearance in Appearance.allCases {
            html += "<th>\(Self.heading(of: appearance))</th>"
        }
        return html + "</tr></thead>\n"
    }

    /// The end of a table that ``tableHead(labelledBy:firstColumn:)`` starts, and of its section.
    static let tableEnd = "</table></div>\n</section>\n"

    /// The table of each pair's contrast in every appearance.
    func contrastTable(filters: Bool) -> String {
        guard !pairs.isEmpty else {
            return
                "<section id=\"contrast\">\n<h2>Contrast</h2>\n<p class=\"note\">No pairs to check.</p>\n</section>\n"
        }
        var html = "<section id=\"contrast\">\n<h2 id=\"contrast-heading\">Contrast</h2>\n"
        html += Self.tableHead(labelledBy: "contrast-heading", firstColumn: "Text on background") + "<tbody>\n"
        for pair in pairs {
            html +=
                "<tr\(Self.filterNames([pair.foreground, pair.background], if: filters))><th scope=\"row\">\(Self.shownName(pair.foreground)) on \(Self.shownName(pair.background))</th>"
            for appearance in Appearance.allCases {
                guard let ratio = pair.contrastRatio(in: catalog, appearance: appearance) else {
                    html += "<td>—</td>"
                    continue
                }
                let badge = Self.badge(for: ratio, use: pair.use)
                html += """
                    <td><span class="ratio">\(Color.formattedContrastRatio(ratio)):1</span> \
                    <span class="badge \(badge.class)" data-check="badge">\(badge.text)</span>
                    """
                if ratio < pair.use.minimumRatio,
                    let suggested = suggestions[
                        ContrastFixPlan.PairKey(foreground: pair.foreground, background: pair.background, theme: nil)
                    ]?[appearance.index] ?? nil
                {
                    html += Self.suggestion(suggested, use: pair.use)
                }
                html += "</td>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody>\n" + Self.tableEnd
    }

    /// The suggested pair beside a failing one: its two colors as a sample and its ratio and
    /// badge, which `shade audit --suggest` gives for the same pair.
    static func suggestion(_ suggested: Finding.Measurement, use: PairUse) -> String {
        let badge = badge(for: suggested.ratio, use: use)
        return """
            <div class="suggested" data-check="suggestion"><span class="sample" \
            style="color: \(suggested.foreground.hex); background: \(suggested.background.hex)">Aa</span> \
            <span class="ratio">\(Color.formattedContrastRatio(suggested.ratio)):1</span> \
            <span class="badge \(badge.class)">\(badge.text)</span></div>
            """
    }

    /// An entry's name as the page shows it: a group's own value (`color.accent.$root`) by the
    /// group's name, as a design tool shows it.
    static func shownName(_ name: String) -> String {
        HTMLText.escaped(readerName(name))
    }

    /// An entry's name as a reader sees it, before HTML escaping: without `.$root`, and with its
    /// invisible characters as escapes (``HTMLText/shown(_:)``).
    static func readerName(_ name: String) -> String {
        DisplayText.escaped(name.hasSuffix(".$root") ? String(name.dropLast(".$root".count)) : name)
    }

    /// The ` data-filter-names` attribute of an element the filter shows or hides, when `filters`
    /// is true (else nothing): the names as a reader sees them (``readerName(_:)``, which shows a
    /// line break as `\n`), one a line, escaped. The filter shows the element when one of them
    /// holds its text.
    static func filterNames(_ names: [String], if filters: Bool) -> String {
        guard filters else { return "" }
        return " data-filter-names=\"\(HTMLText.escaped(names.map(readerName).joined(separator: "\n")))\""
    }

    /// The colors by group, the groups in the order of their first color: a color's group is the
    /// namespace that holds it, its name's parts but the last joined as in the name (`Brand` for
    /// `Brand/Primary`, `color.accent` for `color.accent.wide` and `color.accent.$root`), and
    /// the empty string for a color in no namespace.
    static func groups(of colors: [ExportedColor]) -> [(name: String, colors: [ExportedColor])] {
        var groups: [(name: String, colors: [ExportedColor])] = []
        var index: [String: Int] = [:]
        for color in colors {
            let separator = color.name.contains("/") ? "/" : "."
            let name = color.nameComponents.dropLast().joined(separator: separator)
            if let position = index[name] {
                groups[position].colors.append(color)
            } else {
                index[name] = groups.count
                groups.append((name, [color]))
            }
        }
        return groups
    }

    /// The badge of a contrast ratio for a pair's use, by the audit's minimums
    /// (``PairUse/minimumRatio`` and ``PairUse/enhancedRatio``), compared exactly: `AAA`, `AA`, or
    /// `fail`; text that only meets the large-text minimum is `AA large`.
    static func badge(for ratio: Double, use: PairUse = .text) -> (text: String, class: String) {
        if let enhanced = use.enhancedRatio, ratio >= enhanced { return ("AAA", "pass") }
        if ratio >= use.minimumRatio { return ("AA", "pass") }
        if use == .text, ratio >= PairUse.largeText.minimumRatio { return ("AA large", "large") }
        return ("fail", "fail")
    }

    /// `Dark<br>high contrast<br>elevated`.
    static func heading(of appearance: Appearance) -> String {
        [
            appearance.isDark ? "Dark" : "Light", appearance.isHighContrast ? "high contrast" : "normal",
            appearance.isElevated ? "elevated" : "base",
        ].joined(separator: "<br>")
    }

    /// One group of radio buttons of the page's switch.
    static func switchGroup(_ name: String, _ legend: String, _ options: KeyValuePairs<String, String>) -> String {
        var html = "<fieldset><legend>\(legend)</legend>"
        for (index, (value, label)) in options.enumerated() {
            html += """
                <label><input type="radio" name="\(name)" value="\(value)"\(index == 0 ? " checked" : "")> \(label)</label>
                """
        }
        return html + "</fieldset>"
    }
}
