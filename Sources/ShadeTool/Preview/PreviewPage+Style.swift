import ShadeColor

extension PreviewPage {
    /// The colors of the page's own text over its background in one color scheme.
    ///
    /// The page takes the light or the dark palette with `light-dark()`, by the `color-scheme` that
    /// the theme's rules set from the switches and the system, so that its text is readable in the
    /// appearance it shows. Every text color, the grey of notes and column headings included,
    /// meets WCAG AA (4.5:1) over the background.
    struct Palette: Sendable {
        /// The page's background.
        var background: Color
        /// Headings, names and values.
        var text: Color
        /// Notes, column headings and counts: grey, yet at least 4.5:1 over ``background``.
        var secondaryText: Color
    }

    /// The page's colors in a light color scheme.
    static let lightPalette = Palette(
        background: Color(rgb: 0xFFFFFF), text: Color(rgb: 0x1D1D1F), secondaryText: Color(rgb: 0x5E5E63))

    /// The page's colors in a dark color scheme.
    static let darkPalette = Palette(
        background: Color(rgb: 0x121212), text: Color(rgb: 0xF2F2F7), secondaryText: Color(rgb: 0xA1A1A6))

    /// The custom properties of the page's colors: `light-dark()` of the two palettes.
    static var paletteProperties: String {
        func property(_ name: String, _ color: KeyPath<Palette, Color>) -> String {
            "--page-\(name): light-dark(\(lightPalette[keyPath: color].hexString), \(darkPalette[keyPath: color].hexString));"
        }
        return ":root { \(property("background", \.background)) \(property("text", \.text)) "
            + "\(property("secondary", \.secondaryText)) }"
    }

    /// The page's own style: the ``Palette`` colors, which follow the `color-scheme` the theme's
    /// rules set, and `GrayText` for borders.
    ///
    /// Below 480 px the margins narrow; names wrap anywhere rather than widen the page; a table's
    /// box scrolls sideways, with a thin scrollbar, and its names' column stays in view.
    static let pageStyle = """
        \(paletteProperties)
        * { box-sizing: border-box; }
        [hidden] { display: none !important; }
        body { margin: 0; font: 14px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; background: var(--page-background); color: var(--page-text); }
        header { padding: 16px 24px; border-bottom: 1px solid GrayText; }
        h1 { margin: 0 0 4px; font-size: 22px; overflow-wrap: anywhere; }
        h2 { font-size: 17px; margin: 24px 0 8px; }
        h3 { font-size: 14px; margin: 0 0 8px; }
        main { padding: 0 24px 24px; }
        @media (max-width: 480px) { header { padding: 12px; } main { padding: 0 12px 16px; } }
        .note { margin: 0; color: var(--page-secondary); }
        .switches { display: flex; flex-wrap: wrap; gap: 12px; margin-top: 12px; }
        fieldset { border: 1px solid GrayText; border-radius: 8px; padding: 4px 10px; margin: 0; min-width: 0; }
        legend { font-weight: 600; padding: 0 4px; }
        label { margin-right: 8px; white-space: nowrap; }
        .filter { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 8px; margin: 12px 0 0; }
        .filter label { font-weight: 600; margin: 0; }
        .filter input { font: inherit; width: 16em; max-width: 100%; }
        .chips { display: flex; flex-wrap: wrap; gap: 8px 16px; margin: 8px 0; }
        .chip { display: flex; align-items: center; gap: 6px; min-width: 0; }
        .chip-color { flex: none; display: inline-block; width: 28px; height: 28px; border-radius: 6px; border: 1px solid GrayText; }
        .chip-name, .pair { min-width: 0; overflow-wrap: anywhere; }
        .pairs { display: flex; flex-wrap: wrap; gap: 8px; }
        .pair { margin: 0; padding: 10px 14px; border-radius: 8px; border: 1px solid GrayText; font-size: 15px; }
        .card { margin-top: 16px; padding: 12px 16px; border: 1px solid GrayText; border-radius: 12px; }
        .scroll { overflow-x: auto; scrollbar-width: thin; scrollbar-color: var(--page-secondary) transparent; }
        .scroll:focus-visible { outline: 2px solid var(--page-text); outline-offset: 2px; }
        .scroll-hint { font-size: 12px; margin-bottom: 4px; }
        table { border-collapse: collapse; }
        th, td { padding: 6px 8px; text-align: left; vertical-align: top; font-weight: normal; }
        thead th { font-size: 12px; color: var(--page-secondary); }
        th[scope="row"] { font-weight: 600; min-width: 8em; overflow-wrap: anywhere; }
        th[scope="row"], thead th:first-child { position: sticky; left: 0; z-index: 1; background: var(--page-background); }
        .group-heading th { padding-top: 16px; border-bottom: 1px solid GrayText; }
        .group-label { position: sticky; left: 8px; display: inline-block; }
        .group-name { font-size: 15px; font-weight: 600; overflow-wrap: anywhere; }
        td code { font-size: 12px; white-space: nowrap; }
        .swatch { width: 64px; height: 32px; border-radius: 6px; border: 1px solid GrayText; }
        .backdrop { display: inline-block; padding: 4px; border-radius: 8px; margin-bottom: 2px;
            background-image: conic-gradient(#8080803d 25%, transparent 0 50%, #8080803d 0 75%, transparent 0);
            background-size: 12px 12px; }
        tr.simulated th, tr.simulated td { padding-top: 0; font-size: 11px; }
        .simulations { display: flex; gap: 3px; }
        .simulation { display: flex; flex-direction: column; align-items: center; color: var(--page-secondary); }
        .simulated-swatch { width: 20px; height: 14px; border-radius: 3px; border: 1px solid GrayText; }
        /* The colors are the content: keep them in forced colors and in print. */
        @media (forced-colors: active) { .swatch, .backdrop, .chip-color, .simulated-swatch { forced-color-adjust: none; } }
        @media print { .swatch, .backdrop, .chip-color, .simulated-swatch { print-color-adjust: exact; } }
        .badge { display: inline-block; padding: 0 6px; border-radius: 8px; font-size: 12px; font-weight: 600; color: #fff; }
        .badge.pass { background: #1b7f3b; }
        .badge.large { background: #8a6100; }
        .badge.fail { background: #b3261e; }
        .suggested { margin-top: 4px; font-size: 12px; }
        .suggested::before { content: "suggested "; color: #666; }
        .suggested .sample { display: inline-block; padding: 0 6px; border: 1px solid #8888; border-radius: 4px; }

        """

    /// The page's script: the switches set or remove their attributes on `<html>`, the filter (on
    /// a page with one) hides what does not match it, and a table's note shows while the table
    /// does not fit its box.
    ///
    /// A browser may restore the switches and the filter on Back or reload, or show the page again
    /// from its back/forward cache: the script reads them when it runs and again on each
    /// `pageshow`, so that what the controls show is what the page applies.
    static let script = """
        (() => {
          const root = document.documentElement;
          const switches = document.getElementById("switches");
          const filter = document.getElementById("filter");
          const items = [...document.querySelectorAll("[data-filter-names]")].map(element => ({
            element, names: element.dataset.filterNames.toLowerCase().split("\\n")
          }));

          /* Each switch's checked button sets its attribute; "system" removes it. */
          function applySwitches() {
            for (const name of new Set([...switches.querySelectorAll("input")].map(input => input.name))) {
              const value = switches.elements[name].value;
              if (value === "" || value === "system") {
                root.removeAttribute("data-" + name);
              } else {
                root.setAttribute("data-" + name, value);
              }
            }
          }

          /* Shows what one of whose names holds the filter's text, a group while it shows a
             color, and the count of the colors shown. */
          function applyFilter() {
            if (!filter) return;
            const text = filter.value.trim().toLowerCase();
            for (const item of items) {
              item.element.hidden = text !== "" && !item.names.some(name => name.includes(text));
            }
            for (const group of document.querySelectorAll("[data-group]")) {
              group.hidden = !group.querySelector("[data-filter-names]:not([hidden])");
            }
            const rows = document.querySelectorAll("#swatches tr[data-filter-names]:not(.simulated)");
            const shown = [...rows].filter(row => !row.hidden).length;
            document.getElementById("filter-count").textContent =
              shown + " of " + rows.length + (rows.length === 1 ? " color" : " colors");
            markScrolling();
          }

          /* Shows a table's note while the table is wider than its box. */
          function markScrolling() {
            for (const box of document.querySelectorAll(".scroll")) {
              box.previousElementSibling.hidden = box.scrollWidth <= box.clientWidth + 1;
            }
          }

          function applyAll() {
            applySwitches();
            applyFilter();
            markScrolling();
          }

          switches.addEventListener("change", applySwitches);
          filter?.addEventListener("input", applyFilter);
          window.addEventListener("pageshow", applyAll);
          new ResizeObserver(markScrolling).observe(document.body);
          applyAll();
        })();

        """
}
