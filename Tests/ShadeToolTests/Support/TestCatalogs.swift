import Foundation
import Shade
import ShadeCatalog

/// The catalogs the tool's tests export, preview and compile.
enum TestCatalogs {
    /// The repository's root, found from this file's path.
    static let repositoryRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }  // Support, ShadeToolTests, Tests, the file
        return url.path
    }()

    /// The path of `Fixtures/Sample.xcassets`.
    static let samplePath = "\(repositoryRoot)/Tests/ShadeToolTests/Fixtures/Sample.xcassets"

    /// The sample asset catalog: namespaces, high-contrast variants, Display P3 colors, alpha and
    /// names that clash with `DynamicColor`'s own members.
    static func sample() throws -> ColorCatalog {
        let result = AssetCatalogReader.read(at: URL(fileURLWithPath: samplePath))
        guard result.diagnostics.isEmpty else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "\(result.diagnostics)"])
        }
        return result.catalog
    }

    /// A resolver document of the token corpus in ShadeCatalog's fixtures (`apple-hig`,
    /// `figma-sds`), read with its modes. The documents name some files the corpus does not keep
    /// (sizes, typography); their colors are complete.
    static func tokens(_ name: String) -> ColorCatalog {
        let path =
            "\(repositoryRoot)/Tests/ShadeCatalogTests/Fixtures/tokens/terrazzoapp__dtcg-examples/\(name).resolver.json"
        return TokenReader().read(contentsOf: URL(fileURLWithPath: path)).catalog
    }

    /// A variant of a color set with `color` for `appearance`.
    static func variant(_ appearance: DynamicColor.Variant, _ color: Color, theme: String? = nil) -> ColorVariant {
        ColorVariant(
            conditions: ColorVariant.conditions(for: appearance), theme: theme,
            value: .color(
                CatalogColor(
                    space: .sRGB, components: [color.red, color.green, color.blue], alpha: color.alpha,
                    notation: .cssString(color.hexString), color: color)))
    }

    /// An entry named `name` (its path split at `.` when `tokenPath`), with these variants.
    static func entry(_ name: String, tokenPath: Bool = false, _ variants: [ColorVariant]) -> CatalogEntry {
        CatalogEntry(
            name: name,
            path: tokenPath ? name.split(separator: ".").map(String.init) : nil,
            value: .color(ColorSet(variants: variants)))
    }

    /// Colors an asset catalog cannot hold: every one of the eight variants including the elevated
    /// ones, extended sRGB beyond Display P3, gray, linear sRGB, a Display P3 color with alpha, a
    /// named theme, and token paths with awkward names.
    static func elevated() -> ColorCatalog {
        ColorCatalog(entries: [
            entry(
                "Surfaces/Card",
                [
                    variant(.any, Color(rgba: 0xFFFF_FFFF)),
                    variant(.anyHighContrast, Color(rgba: 0xF8F8_F8FF)),
                    variant(.light, Color(rgba: 0xFEFE_FEFF)),
                    variant(.lightHighContrast, Color(rgba: 0xF0F0_F0FF)),
                    variant(.dark, Color(rgba: 0x1C1C_1EFF)),
                    variant(.darkHighContrast, Color(rgba: 0x2424_26FF)),
                    variant(.darkElevated, Color(rgba: 0x2C2C_2EFF)),
                    variant(.darkElevatedHighContrast, Color(rgba: 0x3636_38FF)),
                ]),
            entry(
                "Surfaces/Sheet background",
                [
                    variant(.any, Color(rgba: 0xF2F2_F7FF)),
                    variant(.dark, Color(rgba: 0x0000_00FF)),
                    variant(.darkElevated, Color(rgba: 0x1C1C_1EFF)),
                ]),
            entry(
                "color.text.on-accent", tokenPath: true,
                [
                    variant(.any, Color(.displayP3, red: 1, green: 0.98, blue: 0.95, alpha: 0.9)),
                    variant(.dark, Color(.displayP3, red: 0.05, green: 0.1, blue: 0.2, alpha: 0.75)),
                ]),
            entry(
                "color.accent.wide", tokenPath: true,
                [
                    variant(.any, Color(.extendedSRGB, red: 1.25, green: -0.25, blue: 0.1)),
                    variant(.darkHighContrast, Color(.linearSRGB, red: 0.5, green: 0.2, blue: 0.9)),
                ]),
            entry(
                "color.accent.default", tokenPath: true,
                [
                    variant(.any, Color(white: 0.42)),
                    variant(.lightHighContrast, Color(red: 0.1, green: 0.2, blue: 0.30000000000000004)),
                    variant(.any, Color(rgba: 0x0077_BEFF), theme: "ocean"),
                ]),
        ])
    }

    /// Names that test the identifier rules: keywords, leading digits, clashes, members of
    /// `DynamicColor`, reserved type names and empty words.
    static func awkwardNames() -> ColorCatalog {
        let red = [variant(.any, Color(rgba: 0xFF00_00FF))]
        return ColorCatalog(
            entries: [
                "My Red", "my-red", "myRed", "default", "class", "self", "Type", "24 Hour", "label",
                "systemBlue", "Color/primary", "Type/x", "Self/y", "Protocol/z", "URLColor", "Brand/default", "Brand/🙂",
                "---", "init", "id",
            ].map { entry($0, red) })
    }

    /// The names, descriptions and theme names of a hostile theme file: line breaks of every kind
    /// followed by code, quotes, backslashes, comment markers, `*/`, tags, Unicode controls (C0,
    /// C1, DEL, U+2028/2029, the bidirectional controls, zero-width characters, the byte order
    /// mark) and scalars that are letters or digits but not identifier heads in Swift.
    static let hostileNames: [String] = [
        "x\n    static let injected = String(repeating: \"X\", count: 2)\n    //",
        "a\rstatic let injectedCR = 1", "b\r\nstatic let injectedCRLF = 1", "c\u{2028}static let injectedLS = 1",
        "d\u{2029}static let injectedPS = 1", "e\u{85}static let injectedNEL = 1", "f\u{0B}\u{0C}g",
        "quote\"); static let injectedQuote = (\"", "back\\slash\\", "\\(interpolated)", "#\"raw\"#",
        "*/ } body { color: red } /*", "/* open", "// comment", "`tick`",
        "</style><script>alert(1)</script>", "<img src=x onerror=alert(1)>", "'single' & \"double\" &amp;",
        "--x: red; }", "bidi\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}evil", "\u{2066}\u{2067}\u{2068}iso\u{2069}",
        "zero\u{200B}\u{200C}\u{200D}\u{2060}width", "<\u{200D}joined>", "\u{FEFF}bom", "nul\u{0}\u{1}\u{1F}",
        "del\u{7F}",
        "c1\u{80}\u{9F}", "٣digits", "tilde\u{2E2F}", "\u{0301}mark", "filler\u{3164}x", "Ⅻ",
        "Brand/x\n}\nstatic let injectedNamespace = 1\n//", "ns\u{2028}evil/name",
    ]

    /// The themes of ``hostileCatalog()``.
    static let hostileThemes = ["t\"); static let injectedTheme = (\"\n//", "ocean\u{2028}deep */"]

    /// A catalog of ``hostileNames``, a token path of them, descriptions with line breaks and code,
    /// and ``hostileThemes``.
    static func hostileCatalog() -> ColorCatalog {
        var entries = hostileNames.enumerated().map { index, name in
            var variants = [variant(.any, Color(rgba: UInt32(index) << 8 | 0xFF))]
            if index < hostileThemes.count {
                variants.append(variant(.any, Color(rgba: 0x1020_30FF), theme: hostileThemes[index]))
            }
            return entry(name, variants)
        }
        entries.append(
            entry("color.a\n/*.b\u{2028}static let injectedPath = 1", tokenPath: true, [variant(.any, .black)]))
        entries[1].description = "line\nstatic let injectedDescription = 1\r\nline\u{2028}two */ \u{202E}"
        return ColorCatalog(entries: entries)
    }
}
