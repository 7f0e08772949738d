import Foundation
package import ShadeCatalog
import ShadeColor
import ShadeJSON

/// Writes the colors of a catalog as CSS custom properties that follow the system's appearance
/// and a page's own switch.
///
/// ```css
/// :where(:is(:root, [data-appearance], [data-contrast], [data-level]):not(…dark…):not(…high…)) {
///     color-scheme: light;
///     --brand-primary: #007AFF;
/// }
/// ```
///
/// ## Names
/// Each color is a custom property named after its entry: the name's words, split at every
/// character that is not a letter or digit and between a lowercase letter and a capital, lowered
/// and joined with `-` (`Brand/Primary` → `--brand-primary`, `color.bg.default` →
/// `--color-bg-default`, `SidebarUnreadCount` → `--sidebar-unread-count`; the exact rule is
/// ``propertyName(for:)``'s, which no name can escape). Two entries that give
/// the same name keep the first and number the others (`--my-red-2`) in catalog order.
///
/// ## The cascade
/// A *scope* is the root element or any element with a `data-appearance` (`light`, `dark`;
/// anything else, or none, means "System"), `data-contrast` (`normal`, `high`) or `data-level`
/// (`base`, `elevated`) attribute. On every scope the properties get the values of one of the eight
/// appearances, and the elements inside inherit them. Each trait is taken from:
///
/// 1. the scope's own attribute: `light`, `dark`, `normal`, `high`, `base`, `elevated`; any other
///    value (`system`) means the system, whatever the root element says;
/// 2. else, when the scope has no such attribute, the root element's (the page's in-app switch,
///    set on `<html>`);
/// 3. else the system: `prefers-color-scheme: dark` for the style, `prefers-contrast: more` for the
///    contrast, and the base level.
///
/// So `<html data-appearance="light">` keeps a page light on a dark system, a sheet with
/// `data-level="elevated"` follows the page's switch and the system for the rest, and an element
/// with all three attributes shows one appearance whatever the page and the system say (the
/// preview's swatches). An intermediate element's attributes do not reach a scope nested inside
/// it: give the inner scope the attributes it needs.
///
/// Every selector is wrapped in `:where()`, so it has no specificity: rules are applied in the
/// order they are written (media queries last, so that they override the plain rules for the
/// scopes that follow the system), and any rule of the page's own overrides them.
///
/// ## Wide colors
/// A Display P3 color, or any color outside the sRGB gamut, is written twice: as its sRGB hex
/// (gamut mapped with CSS Color 4's algorithm, so the fallback keeps the color's hue), and inside `@supports (color: color(display-p3 1 1 1))` as
/// `color(display-p3 r g b)` (or `color(srgb …)` with components outside 0…1 for a color beyond
/// Display P3). A custom property accepts any value, so a plain second declaration would not fall
/// back; `@supports` does.
package enum CSSExport {
    /// What an export wrote.
    package struct Result: Hashable, Sendable {
        /// The style sheet.
        package var css: String
        /// Each exported color's entry name and its custom property (`--brand-primary`), in catalog
        /// order.
        package var properties: [Property]
        /// The names of the color entries that were left out because they have no value.
        package var skipped: [String]
    }

    /// A color entry and the custom property it became.
    package struct Property: Hashable, Sendable {
        /// The entry's name in the theme file.
        package var entryName: String
        /// The custom property's name, with its leading `--`.
        package var name: String
    }

    /// The style sheet for the colors of `catalog`.
    package static func css(for catalog: ColorCatalog) -> Result {
        let (colors, skipped) = ExportedColor.colors(in: catalog)
        let named = propertyNames(for: colors.map(\.name))
        let properties = zip(colors, named).map { Property(entryName: $0.name, name: $1) }
        return Result(css: styleSheet(colors: colors, names: named), properties: properties, skipped: skipped)
    }

    /// The custom property name for an entry name, before it is made unique: `--brand-primary`.
    ///
    /// The name's words are those of the Swift export (runs of letters, digits `0`–`9` and the
    /// combining marks that follow them, in normalization form C; every other scalar, such as
    /// punctuation, a control or format character or an invisible one, ends a word and is left
    /// out), each split again between a lowercase letter or digit and a capital, lowered and
    /// joined with `-`; a name with no word is `--color`. The result is always a CSS custom
    /// property name without escapes (`--`, then only letters, digits, `-` and non-ASCII
    /// letters and marks), so a name cannot write CSS of its own.
    package static func propertyName(for entryName: String) -> String {
        var entryName = entryName
        if let name = entryName.withUTF8({ $0.allSatisfy { $0 < 0x80 } ? asciiPropertyName(for: $0) : nil }) {
            return name
        }
        var words: [String] = []
        for nameWord in SwiftIdentifier.words(entryName) {
            var word = ""
            var previous: Character?
            for character in nameWord {
                // A capital after a lowercase letter or digit starts a word: `unreadCount`.
                if character.isUppercase, let previous, previous.isLowercase || previous.isNumber, !word.isEmpty {
                    words.append(word)
                    word = ""
                }
                word += SwiftIdentifier.changingCase(character) { $0.lowercased() }
                previous = character
            }
            if !word.isEmpty { words.append(word) }
        }
        return "--" + (words.isEmpty ? "color" : words.joined(separator: "-"))
    }

    /// ``propertyName(for:)`` of an ASCII name, byte by byte: the same words, split the same way.
    private static func asciiPropertyName(for entryName: UnsafeBufferPointer<UInt8>) -> String {
        let hyphen = UInt8(ascii: "-")
        // `--`, then at most a hyphen before each byte; or `--color`.
        return String(unsafeUninitializedCapacity: max(2 + 2 * entryName.count, 7)) { name in
            name[0] = hyphen
            name[1] = hyphen
            var count = 2
            var previous: UInt8?
            for byte in entryName {
                guard SwiftIdentifier.isASCIIWordByte(byte) else {
                    previous = nil
                    continue
                }
                let isUpper = byte &- UInt8(ascii: "A") < 26
                if let previous {
                    let previousIsLowerOrDigit =
                        previous &- UInt8(ascii: "a") < 26 || previous &- UInt8(ascii: "0") < 10
                    if isUpper, previousIsLowerOrDigit {
                        name[count] = hyphen
                        count += 1
                    }
                } else if count > 2 {
                    name[count] = hyphen
                    count += 1
                }
                name[count] = isUpper ? byte + 32 : byte
                count += 1
                previous = byte
            }
            if count == 2 {
                for byte in "color".utf8 {
                    name[count] = byte
                    count += 1
                }
            }
            return count
        }
    }

    /// Unique custom property names for `entryNames`, in order.
    static func propertyNames(for entryNames: [String]) -> [String] {
        var taken: Set<String> = []
        taken.reserveCapacity(entryNames.count)
        return entryNames.map { entryName in
            let base = propertyName(for: entryName)
            var candidate = base
            var number = 2
            while !taken.insert(candidate).inserted {
                candidate = "\(base)-\(number)"
                number += 1
            }
            return candidate
        }
    }
}

// MARK: - The style sheet

extension CSSExport {
    /// A condition on one trait of a scope, as a selector argument list.
    enum Condition {
        static let scope = #":root, [data-appearance], [data-contrast], [data-level]"#
        // A scope with its own attribute takes it, whatever the root says: `system` (or any other
        // value) follows the system. Only a scope without the attribute takes the root's.
        static let dark = #"[data-appearance="dark"], :root[data-appearance="dark"] :not([data-appearance])"#
        static let systemStyle =
            #"[data-appearance="light"], [data-appearance="dark"], :root[data-appearance="light"] :not([data-appearance]), :root[data-appearance="dark"] :not([data-appearance])"#
        static let high = #"[data-contrast="high"], :root[data-contrast="high"] :not([data-contrast])"#
        static let systemContrast =
            #"[data-contrast="normal"], [data-contrast="high"], :root[data-contrast="normal"] :not([data-contrast]), :root[data-contrast="high"] :not([data-contrast])"#
        static let elevated = #"[data-level="elevated"], :root[data-level="elevated"] :not([data-level])"#
    }

    /// One rule of the style sheet: the scopes it applies to and the appearance it gives them.
    struct Block {
        /// The media query it is inside, or `nil`.
        var media: String?
        /// The conditions after the scope: `:is(…)` or `:not(…)` with one of ``Condition``'s lists.
        var conditions: [(negated: Bool, list: String)]
        /// The appearance whose values it sets.
        var appearance: Appearance
        /// What it means, for the comment above it.
        var comment: String
    }

    /// The fifteen rules, in cascade order.
    static let blocks: [Block] = {
        typealias C = Condition
        var blocks: [Block] = []
        func add(
            _ media: String?, _ conditions: [(Bool, String)], dark: Bool, high: Bool, elevated: Bool, _ comment: String
        ) {
            blocks.append(
                Block(
                    media: media, conditions: conditions.map { (negated: $0.0, list: $0.1) },
                    appearance: Appearance(isDark: dark, isHighContrast: high, isElevated: elevated && dark),
                    comment: comment))
        }
        // The attributes, with the system's light style and normal contrast for the traits they leave open.
        add(
            nil, [(true, C.dark), (true, C.high)], dark: false, high: false, elevated: false,
            "Light (or System on a light system), normal contrast.")
        add(
            nil, [(true, C.dark), (false, C.high)], dark: false, high: true, elevated: false,
            "Light (or System), high contrast by the attributes.")
        for high in [false, true] {
            for elevated in [false, true] {
                add(
                    nil, [(false, C.dark), (!high, C.high), (!elevated, C.elevated)], dark: true, high: high,
                    elevated: elevated,
                    "Dark by the attributes, \(high ? "high contrast by the attributes" : "normal contrast"), \(elevated ? "elevated" : "base")."
                )
            }
        }
        let darkSystem = "(prefers-color-scheme: dark)"
        let moreContrast = "(prefers-contrast: more)"
        for high in [false, true] {
            for elevated in [false, true] {
                add(
                    darkSystem, [(true, C.systemStyle), (!high, C.high), (!elevated, C.elevated)], dark: true,
                    high: high,
                    elevated: elevated,
                    "System on a dark system, \(high ? "high contrast by the attributes" : "normal contrast"), \(elevated ? "elevated" : "base")."
                )
            }
        }
        add(
            moreContrast, [(true, C.dark), (true, C.systemContrast)], dark: false, high: true, elevated: false,
            "Light (or System on a light system), contrast System with more contrast.")
        for elevated in [false, true] {
            add(
                moreContrast, [(false, C.dark), (true, C.systemContrast), (!elevated, C.elevated)], dark: true,
                high: true,
                elevated: elevated,
                "Dark by the attributes, contrast System with more contrast, \(elevated ? "elevated" : "base").")
        }
        for elevated in [false, true] {
            add(
                "\(darkSystem) and \(moreContrast)",
                [(true, C.systemStyle), (true, C.systemContrast), (!elevated, C.elevated)],
                dark: true, high: true, elevated: elevated,
                "System on a dark system with more contrast, \(elevated ? "elevated" : "base").")
        }
        return blocks
    }()

    /// The selector of a block, over several lines.
    static func selector(of block: Block, indent: String) -> String {
        var selector = ":where(:is(\(Condition.scope))"
        for condition in block.conditions {
            selector += ":\(condition.negated ? "not" : "is")(\n\(indent)    \(condition.list)\n\(indent))"
        }
        return selector + ")"
    }

    static func styleSheet(colors: [ExportedColor], names: [String]) -> String {
        // One string, its room reserved for the properties' lines (fifteen rules of a line per
        // color; a catalog of long names makes a sheet of tens of megabytes), each piece appended
        // in place rather than a string made per line and the lines joined at the end.
        var css = ""
        let namesLength = names.reduce(0) { $0 + $1.utf8.count }
        css.reserveCapacity(blocks.count * (namesLength + 20 * names.count) + 16_384)
        func line(_ pieces: String...) {
            for piece in pieces { css += piece }
            css += "\n"
        }
        for text in header(names: names) { line(text) }
        // Each appearance's values, made once: the fifteen rules give eight appearances. A value
        // is kept with the end of its line (`#RRGGBB;\n` is short enough to need no allocation).
        var rendered: [[(sRGB: String, wide: String?)]?] = Array(repeating: nil, count: Appearance.allCases.count)
        func values(in appearance: Appearance) -> [(sRGB: String, wide: String?)] {
            if let values = rendered[appearance.index] { return values }
            let traits = appearance.traitCollection
            let values = colors.map { color in
                let value = color.dynamicColor.resolvedColor(with: traits)
                return (sRGBValue(of: value) + ";\n", wideValue(of: value))
            }
            rendered[appearance.index] = values
            return values
        }
        // Each property's `    --name: `, made once for each indent, so the hot line is two appends.
        var starts: [String: [String]] = [:]
        func lineStarts(indent: String) -> [String] {
            if let made = starts[indent] { return made }
            let made = names.map { indent + "    " + $0 + ": " }
            starts[indent] = made
            return made
        }
        for block in blocks {
            let indent = block.media == nil ? "" : "    "
            line()
            if let media = block.media { line("@media ", media, " {") }
            line(indent, "/* ", block.comment, " */")
            let selector = selector(of: block, indent: indent)
            line(indent, selector, " {")
            line(indent, "    color-scheme: ", block.appearance.isDark ? "dark" : "light", ";")
            var wide: [(name: String, value: String)] = []
            for ((value, start), name) in zip(zip(values(in: block.appearance), lineStarts(indent: indent)), names) {
                // The hot line: `    --name: ` and `#RRGGBB;\n`.
                css += start
                css += value.sRGB
                if let wideValue = value.wide { wide.append((name, wideValue)) }
            }
            line(indent, "}")
            if !wide.isEmpty {
                line(indent, "@supports (color: color(display-p3 1 1 1)) {")
                line(indent, "    ", selector.replacingOccurrences(of: "\n", with: "\n    "), " {")
                for (name, value) in wide { line(indent, "        ", name, ": ", value, ";") }
                line(indent, "    }")
                line(indent, "}")
            }
            if block.media != nil { line("}") }
        }
        return css
    }

    static func header(names: [String]) -> [String] {
        [
            "/* Generated by `shade convert --to css` from a theme file: edit the theme file and convert it again.",
            "",
            "   Each color is a custom property (\(names.first ?? "--name"), …) whose value follows the appearance:",
            "   light or dark, normal or high contrast, base or elevated. It applies to the root element and to any",
            "   element with a data-appearance (light | dark | system), data-contrast (normal | high | system) or",
            "   data-level (base | elevated) attribute; the elements inside inherit it. Each trait comes from the",
            "   element's own attribute (system: the system, whatever the root says), else from the root element's",
            "   (a page's own switch: set the attributes on the html element), else from the system",
            "   (prefers-color-scheme, prefers-contrast; the base level). So an explicit data-appearance=\"light\"",
            "   overrides a dark system. The selectors are in :where(), without",
            "   specificity: later rules win, and the page's own rules override these. */",
        ]
    }

    /// The sRGB hex of a color, gamut mapped into sRGB (``SRGBBytes``): `#RRGGBB` or `#RRGGBBAA`.
    static func sRGBValue(of color: Color) -> String {
        color.hexString
    }

    /// `color(display-p3 …)` for a Display P3 color or a color outside the sRGB gamut, else `nil`.
    static func wideValue(of color: Color) -> String? {
        guard color.colorSpace == .displayP3 || !color.isWithinGamut(of: .sRGB) else { return nil }
        let space: CSSColorSpace = color.isInGamut(of: .displayP3) ? .displayP3 : .sRGB
        let components = color.components(in: space).map { number($0) }.joined(separator: " ")
        let alpha = color.alpha == 1 ? "" : " / \(number(color.alpha))"
        return "color(\(space.rawValue) \(components)\(alpha))"
    }

    /// A number with at most six decimals and no trailing zeros: `0.5`, `1`, `-0.226725`.
    ///
    /// The readers refuse a component beyond ±10⁶ (`CatalogColor.maximumComponentMagnitude`); a
    /// color made in code may hold more. A number of 10⁹ or more, whose millionths a `Double` no
    /// longer holds, is written as the shortest decimal that reads back as it, without an exponent
    /// (`1000000000000000000000000000000` for 10³⁰), and one that is not finite, which CSS cannot
    /// write, as `0`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        guard abs(value) < 1e9 else {
            let digits = JSONValue.plainDecimal(value)
            return digits.hasSuffix(".0") ? String(digits.dropLast(2)) : digits
        }
        let scaled = (value * 1_000_000).rounded()
        let sign = scaled < 0 ? "-" : ""
        let magnitude = Int(abs(scaled))
        var fraction = String(magnitude % 1_000_000)
        fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return sign + String(magnitude / 1_000_000) + (fraction.isEmpty ? "" : "." + fraction)
    }
}
