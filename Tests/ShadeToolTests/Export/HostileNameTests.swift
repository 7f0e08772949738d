import Foundation
import GeneratedCodeCheck
import Shade
import ShadeCatalog
import ShadeJSON
import Testing

@testable import ShadeTool

/// Names, descriptions and themes of a theme file that try to write code of their own into the
/// generated Swift, CSS and HTML (``TestCatalogs/hostileCatalog()``). Each output is read back by
/// an exact parser (GeneratedCodeCheck) and must declare exactly the members the catalog gives;
/// `SwiftExportTests.generatedSwiftCompilesAndResolvesAsTheCatalog` compiles the same Swift.
@Suite struct HostileNameTests {
    @Test func generatedSwiftDeclaresOnlyTheCatalogsMembers() throws {
        let catalog = TestCatalogs.hostileCatalog()
        var writer = SwiftSourceWriter(catalog: catalog)
        let source = writer.write(themeType: "HostileTheme")
        let parsed = try GeneratedSwift(parsing: source)
        let colors = ExportedColor.colors(in: catalog).colors
        #expect(colors.count == catalog.count)
        #expect(parsed.statics.count == colors.count)
        #expect(Set(parsed.statics.map(\.expression)) == Set(writer.staticPaths.values))
        #expect(parsed.themeType == "HostileTheme")
        #expect(parsed.themeProperties == writer.themeProperties().map(\.identifier))
        #expect(parsed.instances.map(\.id) == ["standard"] + catalog.themes)
        #expect(parsed.instances.map(\.name) == ["standard"] + writer.themeInstanceNames())
        #expect(Set(catalog.themes) == Set(TestCatalogs.hostileThemes))
        // The injected declarations are nowhere outside comments and literals.
        let declared = parsed.statics.map(\.name) + parsed.themeProperties + parsed.instances.map(\.name)
        #expect(!declared.contains { $0.hasPrefix("injected") })
        // Each line the names and the description would have started is inside a comment, or
        // inside the string literal of a theme's id.
        for line in source.split(separator: "\n") where line.contains("injected") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            #expect(trimmed.hasPrefix("///") || trimmed.hasPrefix("id: \""), "\(line)")
        }
    }

    @Test func generateListsOnlyTheCatalogsNamesAtOneAccessLevel() throws {
        let catalog = TestCatalogs.hostileCatalog()
        let colors = ExportedColor.colors(in: catalog).colors
        var writer = SwiftSourceWriter(catalog: catalog)
        _ = writer.write(themeType: "HostileTheme")
        for access in SwiftExport.Access.allCases {
            var options = SwiftExport.Options(themeType: "HostileTheme")
            options.access = access
            options.listType = "HostileColors"
            options.origin = "hostile\n    static let injected = 1\n.tokens.json"
            let source = SwiftExport.source(for: catalog, options: options).source
            let parsed = try GeneratedSwift(parsing: source)
            #expect(parsed.access == (access == .internal ? nil : access.rawValue))
            #expect(parsed.statics.count == colors.count)
            #expect(parsed.listType == "HostileColors")
            #expect(parsed.list.map(\.name) == colors.map(\.name))
            #expect(parsed.list.map(\.expression) == colors.map { writer.staticPaths[$0.name] })
            #expect(!source.contains("\n    static let injected"))
        }
    }

    @Test func theFirstReportedInjectionIsAComment() throws {
        let name = "x\n    static let injected = String(repeating: \"X\", count: 2)\n    //"
        let catalog = ColorCatalog(entries: [
            TestCatalogs.entry("c." + name, tokenPath: true, [TestCatalogs.variant(.any, Color(rgba: 0x2222_22FF))])
        ])
        let source = SwiftExport.source(for: catalog).source
        #expect(!source.contains("\n    static let injected"))
        #expect(
            source.contains("    /// `c.x`\n    /// `    static let injected = String(repeating: \"X\", count: 2)`\n"))
        #expect(try GeneratedSwift(parsing: source).statics.count == 1)
    }

    @Test func stringLiteralsAndCommentsEscapeWhatWouldEndThem() {
        #expect(SwiftSourceText.stringLiteral("a\"b\\c\n\r\t") == #""a\"b\\c\n\r\t""#)
        #expect(
            SwiftSourceText.stringLiteral("\u{0}\u{7F}\u{85}\u{2028}\u{2029}\u{202E}\u{2066}\u{200B}\u{FEFF}é")
                == #""\u{0}\u{7F}\u{85}\u{2028}\u{2029}\u{202E}\u{2066}\u{200B}\u{FEFF}é""#)
        #expect(SwiftSourceText.commentLines("a\nb\r\nc\rd\u{2028}e\u{2029}f\u{85}g\u{0B}h\u{0C}i").count == 9)
        #expect(SwiftSourceText.commentLines("a\u{202E}b\u{0}c */") == [#"a\u{202E}b\u{0}c */"#])
        #expect(SwiftSourceText.commentLines("one line") == ["one line"])
    }

    /// Every scalar of the Basic Multilingual Plane (and every 31st beyond it), at the start of a
    /// name and after a letter, gives a valid identifier by Swift's grammar with nothing invisible
    /// in it, as a property and as a type.
    @Test func everyScalarGivesAValidIdentifier() {
        var failures: [String] = []
        for value in UInt32(0)...0x10FFFF where value < 0x10000 || value % 31 == 0 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            // The scalar at the start of a name and after a letter, in one name.
            let name = "\(scalar)a\(scalar)B"
            let property = SwiftIdentifier.property(name)
            let type = SwiftIdentifier.type(name)
            if !SwiftIdentifier.isValid(property) || !SwiftIdentifier.isValid(type) {
                failures.append("U+\(String(value, radix: 16)): \(property) \(type)")
            }
            if property.unicodeScalars.contains(where: \.properties.isDefaultIgnorableCodePoint) {
                failures.append("U+\(String(value, radix: 16)) is invisible in \(property)")
            }
            if failures.count > 20 { break }
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test func lettersSwiftRefusesAndOtherDigitsEndAWord() {
        // U+2E2F VERTICAL TILDE is a letter (Lm) that is not an identifier head.
        #expect(SwiftIdentifier.property("tilde\u{2E2F}x") == "tildeX")
        #expect(SwiftIdentifier.property("٣digits") == "digits")
        #expect(SwiftIdentifier.property("Ⅻ") == "color")
        #expect(SwiftIdentifier.property("\u{0301}mark") == "mark")
        #expect(SwiftIdentifier.property("zero\u{200B}width") == "zeroWidth")
        #expect(SwiftIdentifier.property("filler\u{3164}x") == "fillerX")
        #expect(SwiftIdentifier.property("हिन्दी") == "हिन्दी")
        #expect(SwiftIdentifier.property("Cafe\u{0301}") == "café")
        #expect(SwiftIdentifier.type("色") == "色")
        #expect(!SwiftIdentifier.isValid("\u{0301}a"))
        #expect(!SwiftIdentifier.isValid("a\u{2E2F}"))
        #expect(SwiftIdentifier.isValid("a\u{0301}"))
    }

    @Test func cssHasOnlyTheCatalogsCustomProperties() throws {
        let result = CSSExport.css(for: TestCatalogs.hostileCatalog())
        let parsed = try GeneratedCSS(parsing: result.css)
        let names = result.properties.map(\.name)
        #expect(names.count == TestCatalogs.hostileCatalog().count)
        #expect(Set(names).count == names.count)
        let plain = parsed.rules.filter { !$0.prelude.contains { $0.hasPrefix("@supports") } }
        #expect(plain.count == 15)
        #expect(plain.allSatisfy { $0.properties == names })
        #expect(CSSExport.propertyName(for: "*/ } body { color: red } /*") == "--body-color-red")
        #expect(CSSExport.propertyName(for: "</style><script>") == "--style-script")
        #expect(CSSExport.propertyName(for: "bidi\u{202E}evil") == "--bidi-evil")
    }

    @Test func cssParserRefusesInjectedRules() {
        let injected = ":root {\n    --a: #000000;\n}\nbody { background: url(x) }\n"
        #expect(throws: GeneratedCSS.Failure.self) { try GeneratedCSS(parsing: injected) }
        #expect(throws: GeneratedCSS.Failure.self) { try GeneratedCSS(parsing: ":root { --a\u{2028}b: #000000; }") }
    }

    @Test func swiftParserRefusesInjectedMembers() {
        let injected = """
            import Shade

            extension DynamicColor {
                /// `x`
                static let x = DynamicColor(any: Color(rgba: 0x2222_22FF))
                static let injected = String(repeating: "X", count: 2)
            }

            """
        #expect(throws: GeneratedSwift.Failure.self) { try GeneratedSwift(parsing: injected) }
        let commentEndedByCR =
            "import Shade\nextension DynamicColor {\n/// a\rstatic let y = DynamicColor(any: Color.x)\n}\n"
        #expect(throws: GeneratedSwift.Failure.self) { try GeneratedSwift(parsing: commentEndedByCR) }
    }

    @Test func previewPageHasNoInjectedElementOrAttribute() throws {
        let catalog = TestCatalogs.hostileCatalog()
        var harmless = ColorCatalog()
        for (index, entry) in catalog.entries.enumerated() {
            var renamed = entry
            renamed.name = "c\(index)"
            renamed.path = [renamed.name]
            harmless.insert(renamed)
        }
        func page(_ catalog: ColorCatalog, title: String) -> GeneratedHTML {
            let names = catalog.entries.map(\.name)
            let pairs = [ColorPair(foreground: names[0], background: names[15], reason: .configuration(rule: 0))]
            return GeneratedHTML(parsing: PreviewPage(catalog: catalog, pairs: pairs, title: title).html)
        }
        let title = "</title><script>alert(1)</script>\" onload=\"x"
        let hostile = page(catalog, title: title)
        let expected = page(harmless, title: "Title")
        #expect(hostile.structure == expected.structure)
        #expect(hostile.structure.filter { $0.hasPrefix("<script") }.count == 1)
        #expect(hostile.structure.filter { $0.hasPrefix("<style") }.count == 2)
        // The attributes and the text hold the names as shown, hidden characters escaped.
        let original = Dictionary(uniqueKeysWithValues: zip(harmless.entries.map(\.name), catalog.entries.map(\.name)))
        #expect(
            hostile.values(of: "data-color")
                == expected.values(of: "data-color").map { DisplayText.escaped(original[$0]!) })
        let texts = Set(
            hostile.nodes.compactMap { node -> String? in
                guard case .text(let text) = node else { return nil }
                return text
            })
        for name in TestCatalogs.hostileNames {
            #expect(texts.contains(DisplayText.escaped(name)), "\(name.debugDescription)")
        }
        #expect(texts.contains(DisplayText.escaped(title) + " — Shade preview"))
    }

    /// A page large enough to group and filter its colors: group headings and the filter's
    /// names come from hostile names too.
    @Test func groupedPreviewPageHasNoInjectedElementOrAttribute() throws {
        let hostileCatalog = TestCatalogs.hostileCatalog()
        var hostile = ColorCatalog()
        var harmless = ColorCatalog()
        // The harmless names keep the hostile ones' namespaces, part for part, so that both pages
        // have the same groups.
        for (index, entry) in hostileCatalog.entries.enumerated() {
            hostile.insert(entry)
            var renamed = entry
            let parts = entry.name.split(separator: "/", omittingEmptySubsequences: true)
            renamed.name = parts.indices.map { "p\(index)_\($0)" }.joined(separator: "/")
            renamed.path = [renamed.name]
            harmless.insert(renamed)
        }
        for index in 0..<PreviewPage.groupingThreshold {
            let filler = TestCatalogs.entry("Filler/c\(index)", [TestCatalogs.variant(.any, .white)])
            hostile.insert(filler)
            harmless.insert(filler)
        }
        func page(_ catalog: ColorCatalog) -> GeneratedHTML {
            let names = catalog.entries.map(\.name)
            let pairs = [ColorPair(foreground: names[0], background: names[15], reason: .configuration(rule: 0))]
            return GeneratedHTML(parsing: PreviewPage(catalog: catalog, pairs: pairs, title: "Title").html)
        }
        let hostilePage = page(hostile)
        let harmlessPage = page(harmless)
        #expect(hostilePage.structure.contains { $0.hasPrefix("<input") })
        #expect(hostilePage.structure == harmlessPage.structure)
        #expect(hostilePage.structure.filter { $0.hasPrefix("<script") }.count == 1)
        let texts = Set(
            hostilePage.nodes.compactMap { node -> String? in
                guard case .text(let text) = node else { return nil }
                return text
            })
        for group in ["</style><script>alert(1)<", "Brand", "ns\u{2028}evil", "*/ } body { color: red } "] {
            #expect(texts.contains(DisplayText.escaped(group)), "\(group.debugDescription)")
        }
        // The filter reads the names as shown, hidden characters escaped, so none holds a line break.
        let filterNames = hostilePage.values(of: "data-filter-names")
        for name in TestCatalogs.hostileNames {
            #expect(filterNames.contains(DisplayText.escaped(name)), "\(name.debugDescription)")
        }
    }

    @Test func htmlEscapingCoversTextAttributesAndStyle() {
        #expect(
            HTMLText.escaped(#"<a href="x" title='y'>&amp;</a>"#)
                == "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;")
        #expect(HTMLText.shown("a\u{202E}b<") == #"a\u202Eb&lt;"#)
        #expect(HTMLText.styleSheet("a { } </style><script>") == #"a { } \3C /style>\3C script>"#)
        #expect(!CSSExport.css(for: TestCatalogs.hostileCatalog()).css.contains("<"))
    }
}
