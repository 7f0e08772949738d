import FuzzSupport
import GeneratedCodeCheck
import Shade
import ShadeCatalog
import ShadeTool

/// The Swift, CSS and HTML generators (`SwiftExport`, `CSSExport`, `PreviewPage`) on a catalog of
/// any names, descriptions and themes (`FuzzCatalog`: fields of the input split at `0xFF`).
///
/// Properties: the Swift source is exactly the shape the export writes (`GeneratedSwift`: no
/// comment or literal can end early, every identifier is one by Swift's grammar) and declares
/// exactly one static per color, no enum without colors, one theme property per color, and one
/// instance per theme besides `standard`, whose `id` literals spell the themes' names; the CSS
/// parses (`GeneratedCSS`) to the same custom properties as the export reports, unique, one per
/// color, in each of its fifteen rules (and a subset in each `@supports` rule); the preview page
/// has the same elements and attributes as the page of the same catalog with harmless names, holds
/// no NUL, and its `data-color` attributes hold the entries' names as the page shows them
/// (`DisplayText.escaped(_:)`: invisible characters as escapes).
enum CodegenTarget {
    static func check(_ bytes: [UInt8]) {
        let catalog = FuzzCatalog.catalog(from: bytes)
        let swift = SwiftExport.source(for: catalog, themeType: "FuzzTheme")
        let colorCount = catalog.count - swift.skipped.count
        checkSwift(swift.source, catalog: catalog, colorCount: colorCount)
        checkGeneratedList(catalog)
        checkCSS(CSSExport.css(for: catalog), colorCount: colorCount)
        checkHTML(catalog)
    }

    static func checkSwift(_ source: String, catalog: ColorCatalog, colorCount: Int) {
        guard let parsed = parsed(source, of: "the export") else { return }
        FuzzTarget.require(
            parsed.statics.count == colorCount, "\(parsed.statics.count) statics for \(colorCount) colors")
        let enums = Set(parsed.enums)
        for path in parsed.enums {
            FuzzTarget.require(
                parsed.statics.contains { $0.path.starts(with: path) }, "the enum \(path) holds no color")
        }
        for value in parsed.statics {
            FuzzTarget.require(
                value.path.indices.allSatisfy { enums.contains(Array(value.path[...$0])) },
                "\(value.path) is not declared")
        }
        FuzzTarget.require(parsed.themeType == "FuzzTheme", "the theme type is \(String(describing: parsed.themeType))")
        FuzzTarget.require(
            parsed.themeProperties.count == colorCount,
            "\(parsed.themeProperties.count) theme properties for \(colorCount) colors")
        let ids = parsed.instances.map(\.id)
        FuzzTarget.require(ids == ["standard"] + catalog.themes, "the instances' ids are \(ids), not \(catalog.themes)")
    }

    /// `shade generate`'s shape: one access level, and a list whose names are the colors' own,
    /// each naming its static.
    static func checkGeneratedList(_ catalog: ColorCatalog) {
        var options = SwiftExport.Options()
        options.access = .public
        options.listType = "FuzzColors"
        options.origin = catalog.names.first ?? "fuzz.tokens.json"
        let source = SwiftExport.source(for: catalog, options: options).source
        guard let parsed = parsed(source, of: "generate") else { return }
        let names = parsed.names
        let catalogNames = Set(catalog.names.map { Array($0.utf8) })
        FuzzTarget.require(parsed.access == "public", "the access is \(String(describing: parsed.access))")
        FuzzTarget.require(parsed.listType == "FuzzColors", "the list is \(String(describing: parsed.listType))")
        FuzzTarget.require(
            names.allSatisfy { catalogNames.contains(Array($0.utf8)) }, "the list names \(names), not the catalog's")
        // In the theme file's order, which need not be the statics' order of declaration; `named`
        // leaves out a name `==` finds equal to an earlier one (the parser checks which).
        FuzzTarget.require(parsed.names.count == parsed.statics.count, "`names` does not name every static once")
        let listed = parsed.list.map(\.expression)
        FuzzTarget.require(
            Set(listed).count == listed.count && Set(listed).isSubset(of: parsed.statics.map(\.expression)),
            "the list's colors are not the statics")
    }

    /// `source` read by the exact parser, or `nil` after failing the run with what `writer` wrote.
    static func parsed(_ source: String, of writer: String) -> GeneratedSwift? {
        do {
            return try GeneratedSwift(parsing: source)
        } catch {
            FuzzTarget.require(false, "the Swift of \(writer) is not what the export writes: \(error)\n\(source)")
            return nil
        }
    }

    static func checkCSS(_ result: CSSExport.Result, colorCount: Int) {
        let parsed: GeneratedCSS
        do {
            parsed = try GeneratedCSS(parsing: result.css)
        } catch {
            FuzzTarget.require(false, "the CSS is not what the export writes: \(error)\n\(result.css)")
            return
        }
        let names = result.properties.map(\.name)
        FuzzTarget.require(names.count == colorCount, "\(names.count) custom properties for \(colorCount) colors")
        FuzzTarget.require(Set(names).count == names.count, "custom properties twice: \(names)")
        let plain = parsed.rules.filter { !$0.prelude.contains { $0.hasPrefix("@supports") } }
        FuzzTarget.require(colorCount == 0 || plain.count == 15, "\(plain.count) rules")
        for rule in parsed.rules {
            if plain.contains(rule) {
                FuzzTarget.require(rule.properties == names, "\(rule.prelude) sets \(rule.properties), not \(names)")
            } else {
                var rest = names[...]
                for name in rule.properties {
                    guard let found = rest.firstIndex(of: name) else {
                        FuzzTarget.require(false, "\(rule.prelude) sets \(name), out of order or unknown")
                        return
                    }
                    rest = rest[(found + 1)...]
                }
            }
        }
    }

    static func checkHTML(_ catalog: ColorCatalog) {
        let entries = catalog.entries
        let values = entries.map(\.value)
        // The harmless page depends only on the values (FuzzCatalog's colors do not depend on the
        // names), so it is made once for each list of values.
        let expected: GeneratedHTML
        if let cached = harmlessPages[values] {
            expected = cached
        } else {
            let harmless = ColorCatalog(
                entries: values.enumerated().map { CatalogEntry(name: "c\($0.offset)", value: $0.element) })
            expected = page(harmless)
            if harmlessPages.count > 1000 { harmlessPages.removeAll() }
            harmlessPages[values] = expected
        }
        let hostile = page(catalog)
        FuzzTarget.require(
            hostile.structure == expected.structure, "the page's elements differ from those of harmless names")
        let names = entries.map(\.name)
        let original = Dictionary(uniqueKeysWithValues: names.indices.map { ("c\($0)", names[$0]) })
        FuzzTarget.require(
            hostile.values(of: "data-color")
                == expected.values(of: "data-color").map { DisplayText.escaped(original[$0] ?? $0) },
            "the data-color attributes do not hold the names as shown")
    }

    /// The preview page of `catalog`, with its first two colors as a pair, titled with its last name.
    static func page(_ catalog: ColorCatalog) -> GeneratedHTML {
        let names = catalog.entries.map(\.name)
        let pairs =
            names.count < 2
            ? [] : [ColorPair(foreground: names[0], background: names[1], reason: .configuration(rule: 0))]
        let html = PreviewPage(catalog: catalog, pairs: pairs, title: names.last ?? "").html
        FuzzTarget.require(!html.unicodeScalars.contains("\u{0}"), "the page holds a NUL")
        return GeneratedHTML(parsing: html)
    }

    /// The pages of harmless names made so far, by the catalog's values. Only the fuzzing loop's
    /// one thread uses it.
    nonisolated(unsafe) static var harmlessPages: [[CatalogEntry.Value]: GeneratedHTML] = [:]
}

#if FUZZING
    /// libFuzzer's entry point: checks one input, the `size` bytes at `data`, with
    /// ``CodegenTarget/check(_:)``.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        FuzzTarget.run(data, size, CodegenTarget.check)
    }

    /// The executable's `main` (SwiftPM calls `<module>_main`): runs libFuzzer's loop on
    /// ``testOneInput(_:_:)`` with the options on the command line.
    @_cdecl("fuzz_codegen_main")
    public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
        FuzzTarget.runLibFuzzer(argc, argv, testOneInput)
    }
#else
    @main
    enum Main {
        static func main() {
            Replay.main("fuzz-codegen", CodegenTarget.check)
        }
    }
#endif
