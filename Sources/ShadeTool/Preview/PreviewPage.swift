import Shade
public import ShadeCatalog

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
/// - **Contrast.** Each pair's WCAG 2.x ratio in each appearance, with a badge: `AAA` (7:1),
///   `AA` (4.5:1), `AA large` (3:1) or `fail`.
///
/// Every checked element carries `data-check` (`swatch` or `sample`), `data-color` (the entry
/// name), `data-property` (`background-color` or `color`), and `data-appearance-key` (a swatch's
/// `Appearance.name`) or `data-scope` (a sample's: `page` or `elevated`), so a test can compare
/// what the browser computes with what Shade resolves.
public struct PreviewPage: Sendable {
    /// The catalog shown.
    public var catalog: ColorCatalog
    /// The pairs whose contrast is shown.
    public var pairs: [ContrastPair]
    /// The page's title, such as the theme file's name.
    public var title: String

    /// Creates a page.
    public init(catalog: ColorCatalog, pairs: [ContrastPair], title: String) {
        self.catalog = catalog
        self.pairs = pairs
        self.title = title
    }

    /// The page's HTML.
    public var html: String {
        let export = CSSExport.css(for: catalog)
        let colors = ExportedColor.colors(in: catalog).colors
        let property = Dictionary(export.properties.map { ($0.entryName, $0.name) }, uniquingKeysWith: { a, _ in a })
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
            <p class="note">\(colors.count) \(colors.count == 1 ? "color" : "colors") · \(pairs.count) \(pairs.count == 1 ? "pair" : "pairs") · made by <code>shade preview</code></p>
            <form class="switches" id="switches">
            \(Self.switchGroup("appearance", "Appearance", ["system": "System", "light": "Light", "dark": "Dark"]))
            \(Self.switchGroup("contrast", "Contrast", ["system": "System", "normal": "Normal", "high": "High"]))
            \(Self.switchGroup("level", "Level", ["base": "Base", "elevated": "Elevated"]))
            </form>
            </header>
            <main>
            <section id="sample">
            <h2>Sample</h2>
            <p class="note">Styled only by the CSS that <code>shade convert --to css</code> writes: it follows the \
            system and the switches above.</p>

            """
        html += sample(colors: colors, property: property, scope: "page")
        html += """
            <div class="card" data-level="elevated">
            <h3>Elevated</h3>

            """
        html += sample(colors: colors, property: property, scope: "elevated")
        html += "</div>\n</section>\n"
        html += swatches(colors: colors)
        html += contrastTable()
        html += "</main>\n<script>\n\(Self.script)</script>\n</body>\n</html>\n"
        return html
    }

    /// The chips and text lines of one sample scope.
    func sample(colors: [ExportedColor], property: [String: String], scope: String) -> String {
        var html = "<div class=\"chips\">\n"
        for color in colors {
            guard let name = property[color.name] else { continue }
            html += """
                <div class="chip"><span class="chip-color" data-check="sample" data-scope="\(scope)" \
                data-color="\(HTMLText.escaped(color.name))" data-property="background-color" \
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
                <p class="pair" data-check="sample" data-scope="\(scope)" data-color="\(HTMLText.escaped(pair.background))" \
                data-property="background-color" style="background-color: var(\(HTMLText.escaped(background)))"><span \
                data-check="sample" data-scope="\(scope)" data-color="\(HTMLText.escaped(pair.foreground))" data-property="color" \
                style="color: var(\(HTMLText.escaped(foreground)))">\(Self.shownName(pair.foreground)) on \(Self.shownName(pair.background))</span></p>

                """
        }
        return html + "</div>\n"
    }

    /// The table of every color in every appearance.
    func swatches(colors: [ExportedColor]) -> String {
        var html =
            "<section id=\"swatches\">\n<h2>Every appearance</h2>\n<div class=\"scroll\"><table>\n<thead><tr><th>Color</th>"
        for appearance in Appearance.allCases {
            html += "<th>\(Self.heading(of: appearance))</th>"
        }
        html += "</tr></thead>\n<tbody>\n"
        for color in colors {
            html += "<tr><th scope=\"row\">\(Self.shownName(color.name))</th>"
            for appearance in Appearance.allCases {
                let value = color.color(in: appearance)
                var style = "background-color: \(CSSExport.sRGBValue(of: value))"
                if let wide = CSSExport.wideValue(of: value) { style += "; background-color: \(wide)" }
                // Over the appearance's own system background and a checkerboard, so that a
                // translucent color looks as it does there, whatever the viewer's own appearance.
                html += """
                    <td><div class="backdrop" style="background-color: \(appearance.systemBackground.hexString)">\
                    <div class="swatch" data-check="swatch" data-color="\(HTMLText.escaped(color.name))" \
                    data-property="background-color" data-appearance-key="\(appearance.name)" style="\(style)"></div></div>\
                    <code>\(value.hexString)</code>\(CSSExport.wideValue(of: value) == nil ? "" : " <small>P3</small>")</td>
                    """
            }
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table></div>\n</section>\n"
    }

    /// The table of each pair's contrast in every appearance.
    func contrastTable() -> String {
        guard !pairs.isEmpty else {
            return
                "<section id=\"contrast\">\n<h2>Contrast</h2>\n<p class=\"note\">No pairs to check.</p>\n</section>\n"
        }
        var html =
            "<section id=\"contrast\">\n<h2>Contrast</h2>\n<div class=\"scroll\"><table>\n<thead><tr><th>Text on background</th>"
        for appearance in Appearance.allCases {
            html += "<th>\(Self.heading(of: appearance))</th>"
        }
        html += "</tr></thead>\n<tbody>\n"
        for pair in pairs {
            html +=
                "<tr><th scope=\"row\">\(Self.shownName(pair.foreground)) on \(Self.shownName(pair.background))</th>"
            for appearance in Appearance.allCases {
                guard let ratio = pair.contrastRatio(in: catalog, appearance: appearance) else {
                    html += "<td>—</td>"
                    continue
                }
                let badge = Self.badge(for: ratio, use: pair.use)
                html += """
                    <td><span class="ratio">\(Color.formattedContrastRatio(ratio)):1</span> \
                    <span class="badge \(badge.class)" data-check="badge">\(badge.text)</span></td>
                    """
            }
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table></div>\n</section>\n"
    }

    /// An entry's name as the page shows it: a group's own value (`color.accent.$root`) by the
    /// group's name, as a design tool shows it.
    static func shownName(_ name: String) -> String {
        HTMLText.shown(name.hasSuffix(".$root") ? String(name.dropLast(".$root".count)) : name)
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

    /// The page's own style: system colors only (`Canvas`, `CanvasText`), which follow the
    /// `color-scheme` the theme's rules set, so the page is readable in every appearance.
    static let pageStyle = """
        * { box-sizing: border-box; }
        body { margin: 0; font: 14px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; background: Canvas; color: CanvasText; }
        header { padding: 16px 24px; border-bottom: 1px solid GrayText; }
        h1 { margin: 0 0 4px; font-size: 22px; }
        h2 { font-size: 17px; margin: 24px 0 8px; }
        h3 { font-size: 14px; margin: 0 0 8px; }
        main { padding: 0 24px 24px; }
        .note { margin: 0; color: GrayText; }
        .switches { display: flex; flex-wrap: wrap; gap: 12px; margin-top: 12px; }
        fieldset { border: 1px solid GrayText; border-radius: 8px; padding: 4px 10px; margin: 0; }
        legend { font-weight: 600; padding: 0 4px; }
        label { margin-right: 8px; white-space: nowrap; }
        .chips { display: flex; flex-wrap: wrap; gap: 8px 16px; margin: 8px 0; }
        .chip { display: flex; align-items: center; gap: 6px; }
        .chip-color { display: inline-block; width: 28px; height: 28px; border-radius: 6px; border: 1px solid GrayText; }
        .pairs { display: flex; flex-wrap: wrap; gap: 8px; }
        .pair { margin: 0; padding: 10px 14px; border-radius: 8px; border: 1px solid GrayText; font-size: 15px; }
        .card { margin-top: 16px; padding: 12px 16px; border: 1px solid GrayText; border-radius: 12px; }
        .scroll { overflow-x: auto; }
        table { border-collapse: collapse; }
        th, td { padding: 6px 8px; text-align: left; vertical-align: top; font-weight: normal; }
        thead th { font-size: 12px; color: GrayText; }
        tbody th { font-weight: 600; white-space: nowrap; }
        td code { font-size: 12px; }
        .swatch { width: 64px; height: 32px; border-radius: 6px; border: 1px solid GrayText; }
        .backdrop { display: inline-block; padding: 4px; border-radius: 8px; margin-bottom: 2px;
            background-image: conic-gradient(#8080803d 25%, transparent 0 50%, #8080803d 0 75%, transparent 0);
            background-size: 12px 12px; }
        /* The colors are the content: keep them in forced colors and in print. */
        @media (forced-colors: active) { .swatch, .backdrop, .chip-color { forced-color-adjust: none; } }
        @media print { .swatch, .backdrop, .chip-color { print-color-adjust: exact; } }
        .badge { display: inline-block; padding: 0 6px; border-radius: 8px; font-size: 12px; font-weight: 600; color: #fff; }
        .badge.pass { background: #1b7f3b; }
        .badge.large { background: #8a6100; }
        .badge.fail { background: #b3261e; }

        """

    /// The switches' script: each sets or removes its attribute on `<html>`.
    static let script = """
        for (const input of document.querySelectorAll("#switches input")) {
          input.addEventListener("change", () => {
            const root = document.documentElement;
            if (input.value === "system") {
              root.removeAttribute("data-" + input.name);
            } else {
              root.setAttribute("data-" + input.name, input.value);
            }
          });
        }

        """
}
