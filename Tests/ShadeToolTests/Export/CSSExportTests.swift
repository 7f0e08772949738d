import Foundation
import Shade
import ShadeCatalog
import Testing

@testable import ShadeTool

/// The CSS export read back: its rules parsed, its selectors and media queries evaluated for
/// every combination of the attributes (on the root and on an inner element) and of the system's
/// settings, and the winning value of every custom property compared with what Shade resolves.
@Suite struct CSSExportTests {
    @Test func propertyNamesComeFromEntryNames() {
        #expect(CSSExport.propertyName(for: "Brand/Primary") == "--brand-primary")
        #expect(CSSExport.propertyName(for: "color.bg.default") == "--color-bg-default")
        #expect(CSSExport.propertyName(for: "SidebarUnreadCountBackground") == "--sidebar-unread-count-background")
        #expect(CSSExport.propertyName(for: "Secondary Text") == "--secondary-text")
        #expect(CSSExport.propertyName(for: "dark-olive-green") == "--dark-olive-green")
        #expect(CSSExport.propertyName(for: "24Vision/Background") == "--24-vision-background")
        #expect(CSSExport.propertyName(for: "gray2Color") == "--gray2-color")
        #expect(CSSExport.propertyName(for: "---") == "--color")
        #expect(CSSExport.propertyName(for: "Brand/🙂 Smile") == "--brand-smile")
    }

    /// ASCII names take a path of their own, byte by byte; it gives what the general path gives
    /// (a no-break space at the end sends a name down the general path and adds no word).
    @Test func asciiNamesGetTheSamePropertyNamesAsAnyOther() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aAbBzZ09 ._-/$#{}()\t~")
        for _ in 0..<2_000 {
            let name = String(
                (0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            #expect(CSSExport.propertyName(for: name) == CSSExport.propertyName(for: name + "\u{00A0}"), "\(name)")
            #expect(SwiftIdentifier.words(name) == SwiftIdentifier.words(name + "\u{00A0}"), "\(name)")
        }
    }

    @Test func clashingPropertyNamesAreNumberedInCatalogOrder() {
        let names = CSSExport.propertyNames(for: ["My Red", "my-red", "myRed", "My_Red", "---", "***"])
        #expect(names == ["--my-red", "--my-red-2", "--my-red-3", "--my-red-4", "--color", "--color-2"])
        let result = CSSExport.css(for: TestCatalogs.awkwardNames())
        #expect(Set(result.properties.map(\.name)).count == result.properties.count)
    }

    @Test(arguments: ["sample", "elevated", "apple-hig"])
    func everyPropertyResolvesAsShadeInEveryScenario(catalogName: String) throws {
        let catalog =
            switch catalogName {
            case "sample": try TestCatalogs.sample()
            case "elevated": TestCatalogs.elevated()
            default: TestCatalogs.tokens(catalogName)
            }
        let result = CSSExport.css(for: catalog)
        let rules = try CSSRuleParser.parse(result.css)
        #expect(rules.count >= 15)
        let names = result.properties.map(\.name)
        for rule in rules {
            // Every rule gives every color (or, in a P3 override, only the wide ones).
            let declared = Set(rule.declarations.map(\.name)).subtracting(["color-scheme"])
            if rule.supports == nil {
                #expect(declared == Set(names), "\(rule.selector)")
            } else {
                #expect(declared.isSubset(of: Set(names)) && !declared.isEmpty)
            }
        }
        // Each property's color in each of the eight appearances, resolved once: the scenarios
        // (some 2,000, each with and without Display P3) differ in the cascade, not in these.
        var expectedColors: [Appearance: [Color]] = [:]
        for appearance in Appearance.allCases {
            expectedColors[appearance] = try result.properties.map { property in
                try #require(catalog.dynamicColor(named: property.entryName))
                    .resolvedColor(with: appearance.traitCollection)
            }
        }
        var scenarios = 0
        var selectorMatches: [String: [Bool]] = [:]
        // Each rule's selector read once, for the hundreds of elements it is matched against.
        let selectors = rules.map { SelectorList($0.selector) }
        for scenario in CascadeScenario.all {
            let key = scenario.elementKey
            let matches = selectorMatches[key] ?? scenario.selectorMatches(of: selectors)
            selectorMatches[key] = matches
            for supportsP3 in [true, false] {
                let values = scenario.winningValues(of: rules, supportsP3: supportsP3, selectorMatches: matches)
                let appearance = scenario.expectedAppearance
                #expect(values["color-scheme"] == (appearance.isDark ? "dark" : "light"), "\(scenario)")
                let colors = try #require(expectedColors[appearance])
                for (property, expected) in zip(result.properties, colors) {
                    if let problem = Self.problem(values[property.name], expected, supportsP3: supportsP3) {
                        Issue.record("\(property.name) in \(scenario)\(supportsP3 ? ", Display P3" : ""): \(problem)")
                    }
                }
                scenarios += 1
            }
        }
        #expect(scenarios == CascadeScenario.all.count * 2)
    }

    /// What is wrong with a property's `value` after the cascade, which should give `expected`:
    /// its hex, or, where Display P3 is supported and the color is wider than sRGB, its wide value
    /// (to within 1e-6); `nil` when nothing is.
    static func problem(_ value: String?, _ expected: Color, supportsP3: Bool) -> String? {
        guard let value else { return "unset" }
        if value.hasPrefix("#") {
            if value != expected.hexString { return "\(value), Shade gives \(expected.hexString)" }
            if supportsP3, CSSExport.wideValue(of: expected) != nil { return "\(value) where a wide value is due" }
            return nil
        }
        guard supportsP3 else { return "\(value) without Display P3" }
        guard let difference = ComputedColor.difference(value, expected) else { return "\(value) does not parse" }
        return difference < 1e-6 ? nil : "\(value), Shade gives \(expected)"
    }

    @Test func wideColorsHaveAnSRGBFallbackAndADisplayP3Override() {
        #expect(CSSExport.wideValue(of: Color(rgba: 0xFF00_00FF)) == nil)
        #expect(
            CSSExport.wideValue(of: Color(.displayP3, red: 1, green: 0.2, blue: 0.1)) == "color(display-p3 1 0.2 0.1)")
        #expect(
            CSSExport.wideValue(of: Color(.displayP3, red: 1, green: 0.98, blue: 0.95, alpha: 0.9))
                == "color(display-p3 1 0.98 0.95 / 0.9)")
        // Beyond Display P3: extended sRGB components.
        #expect(
            CSSExport.wideValue(of: Color(.extendedSRGB, red: 1.25, green: -0.25, blue: 0.1))
                == "color(srgb 1.25 -0.25 0.1)")
        let css = CSSExport.css(for: TestCatalogs.elevated()).css
        #expect(css.contains("@supports (color: color(display-p3 1 1 1))"))
    }

    @Test func emptyColorsAreLeftOutAndNamed() {
        var catalog = TestCatalogs.elevated()
        catalog.insert(CatalogEntry(name: "AccentColor", value: .color(ColorSet(variants: [ColorVariant(value: nil)]))))
        let result = CSSExport.css(for: catalog)
        #expect(result.skipped == ["AccentColor"])
        #expect(!result.css.contains("--accent-color"))
    }
}

/// One situation the style sheet must handle: the system's settings, the root element's
/// attributes, and the element whose properties are read (the root, or an inner element with
/// attributes of its own).
struct CascadeScenario: CustomStringConvertible {
    var systemDark: Bool
    var systemMoreContrast: Bool
    var root: [String: String]
    /// The inner element's own attributes, or `nil` to read the root.
    var inner: [String: String]?

    static let appearanceValues: [String?] = [nil, "system", "light", "dark"]
    static let contrastValues: [String?] = [nil, "system", "normal", "high"]
    static let levelValues: [String?] = [nil, "base", "elevated"]

    static func attributeSets() -> [[String: String]] {
        appearanceValues.flatMap { appearance in
            contrastValues.flatMap { contrast in
                levelValues.map { level in
                    var attributes: [String: String] = [:]
                    attributes["data-appearance"] = appearance
                    attributes["data-contrast"] = contrast
                    attributes["data-level"] = level
                    return attributes
                }
            }
        }
    }

    /// The root alone with every attribute set, and inner scopes under a few roots, each under the
    /// four system settings.
    static let all: [CascadeScenario] = {
        var scenarios: [CascadeScenario] = []
        let roots = attributeSets()
        let someRoots = roots.filter { $0.count <= 1 || $0 == ["data-appearance": "dark", "data-contrast": "high"] }
        for systemDark in [false, true] {
            for systemMoreContrast in [false, true] {
                for root in roots {
                    scenarios.append(.init(systemDark: systemDark, systemMoreContrast: systemMoreContrast, root: root))
                }
                for root in someRoots {
                    for inner in roots where !inner.isEmpty {
                        scenarios.append(
                            .init(
                                systemDark: systemDark, systemMoreContrast: systemMoreContrast, root: root, inner: inner
                            ))
                    }
                }
            }
        }
        return scenarios
    }()

    var description: String {
        "system \(systemDark ? "dark" : "light")\(systemMoreContrast ? " more contrast" : ""), root \(root)"
            + (inner.map { ", inner \($0)" } ?? "")
    }

    /// What the cascade must give: each trait from the element's own attribute (`system`, or any
    /// other value, meaning the system whatever the root says), else the root's, else the system.
    var expectedAppearance: Appearance {
        func explicit(_ name: String, _ values: [String]) -> String? {
            if let own = inner?[name] { return values.contains(own) ? own : nil }
            if let rootValue = root[name], values.contains(rootValue) { return rootValue }
            return nil
        }
        let style = explicit("data-appearance", ["light", "dark"]) ?? (systemDark ? "dark" : "light")
        let contrast = explicit("data-contrast", ["normal", "high"]) ?? (systemMoreContrast ? "high" : "normal")
        let level = explicit("data-level", ["base", "elevated"]) ?? "base"
        return Appearance(isDark: style == "dark", isHighContrast: contrast == "high", isElevated: level == "elevated")
    }

    /// The value of each property after the cascade: the last declaration of the matching rules
    /// (every selector is in `:where()`, so order alone decides).
    /// `selectorMatches` is ``selectorMatches(of:)`` of the same rules: it depends on the elements'
    /// attributes alone, so scenarios that differ in the system settings share it.
    func winningValues(of rules: [CSSRuleParser.Rule], supportsP3: Bool, selectorMatches: [Bool])
        -> [String: String]
    {
        var values: [String: String] = [:]
        for (index, rule) in rules.enumerated() {
            if let media = rule.media, !mediaMatches(media) { continue }
            if rule.supports != nil, !supportsP3 { continue }
            guard selectorMatches[index] else { continue }
            for declaration in rule.declarations { values[declaration.name] = declaration.value }
        }
        return values
    }

    /// Whether each rule's selector (`selectors`, in the rules' order) matches the element: the
    /// inner one, else the root.
    func selectorMatches(of selectors: [SelectorList]) -> [Bool] {
        let matcher = SelectorMatcher(isRoot: inner == nil, own: inner ?? root, root: root)
        return selectors.map(matcher.matches)
    }

    /// The elements' attributes, which alone decide ``selectorMatches(of:)``.
    var elementKey: String {
        "\(root.sorted { $0.key < $1.key })|\((inner ?? [:]).sorted { $0.key < $1.key })|\(inner == nil)"
    }

    func mediaMatches(_ media: String) -> Bool {
        media.components(separatedBy: " and ").allSatisfy { feature in
            switch feature.trimmingCharacters(in: .whitespaces) {
            case "(prefers-color-scheme: dark)": systemDark
            case "(prefers-contrast: more)": systemMoreContrast
            default: false
            }
        }
    }
}

/// A selector list of the kind the CSS export writes, read once: `:root`, `*`, attribute selectors
/// `[name="value"]`, `:is()`, `:not()` and `:where()` with selector lists, and the descendant
/// combinator with `:root` as the ancestor.
struct SelectorList {
    /// One simple selector of a compound.
    indirect enum Simple {
        case universal
        case root
        /// `[name]` (`value` `nil`) or `[name="value"]`.
        case attribute(name: String, value: String?)
        /// `:is()` and `:where()` (`negated` false) or `:not()`.
        case pseudo(SelectorList, negated: Bool)
        /// An attribute selector without its `]`, or text the export never writes: matches nothing.
        case never
    }

    /// Each complex selector of the list, as its compounds (each its simple selectors).
    var complexes: [[[Simple]]]

    init(_ text: String) {
        complexes = Self.split(text, at: ",").map { complex in
            Self.split(complex, at: " ").map(Self.compound)
        }
    }

    private static func compound(_ text: String) -> [Simple] {
        var simples: [Simple] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            if rest.hasPrefix("*") {
                rest = rest.dropFirst()
                simples.append(.universal)
            } else if rest.hasPrefix(":root") && !rest.hasPrefix(":root-") {
                rest = rest.dropFirst(":root".count)
                simples.append(.root)
            } else if rest.hasPrefix("[") {
                guard let end = rest.firstIndex(of: "]") else { return simples + [.never] }
                let body = rest[rest.index(after: rest.startIndex)..<end]
                rest = rest[rest.index(after: end)...]
                if let equals = body.firstIndex(of: "=") {
                    let value = body[body.index(after: equals)...].trimmingCharacters(
                        in: CharacterSet(charactersIn: "\""))
                    simples.append(.attribute(name: String(body[..<equals]), value: value))
                } else {
                    simples.append(.attribute(name: String(body), value: nil))
                }
            } else if let pseudo = [":is(", ":not(", ":where("].first(where: { rest.hasPrefix($0) }) {
                let open = rest.index(rest.startIndex, offsetBy: pseudo.count - 1)
                let close = Self.matchingParenthesis(in: rest, from: open)
                let argument = String(rest[rest.index(after: open)..<close])
                rest = rest[rest.index(after: close)...]
                simples.append(.pseudo(SelectorList(argument), negated: pseudo == ":not("))
            } else {
                Issue.record("unexpected selector text: \(rest)")
                return simples + [.never]
            }
        }
        return simples
    }

    /// `text` split at `separator` outside parentheses and brackets, each part trimmed.
    private static func split(_ text: String, at separator: Character) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            switch character {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            default: break
            }
            if character == separator, depth == 0 {
                if !current.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                    parts.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
                }
                current = ""
            } else {
                current.append(character == "\n" ? " " : character)
            }
        }
        let last = current.trimmingCharacters(in: .whitespacesAndNewlines)
        if !last.isEmpty { parts.append(last) }
        return parts
    }

    /// The `)` that closes the `(` at `open`, or the end of `text`.
    private static func matchingParenthesis(in text: Substring, from open: Substring.Index) -> Substring.Index {
        var depth = 0
        var index = open
        while index < text.endIndex {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
            index = text.index(after: index)
        }
        return text.endIndex
    }
}

/// Matches the selectors the CSS export writes (``SelectorList``) against an element.
struct SelectorMatcher {
    var isRoot: Bool
    var own: [String: String]
    var root: [String: String]

    func matches(_ list: SelectorList) -> Bool {
        list.complexes.contains { matches(complex: $0) }
    }

    func matches(complex compounds: [[SelectorList.Simple]]) -> Bool {
        switch compounds.count {
        case 1:
            return matches(compound: compounds[0], isRoot: isRoot, attributes: own)
        case 2:
            // An ancestor and the element: the ancestor is the root in every selector of the export.
            return !isRoot && matches(compound: compounds[0], isRoot: true, attributes: root)
                && matches(compound: compounds[1], isRoot: false, attributes: own)
        default:
            return false
        }
    }

    func matches(compound: [SelectorList.Simple], isRoot: Bool, attributes: [String: String]) -> Bool {
        for simple in compound {
            switch simple {
            case .universal:
                continue
            case .root:
                guard isRoot else { return false }
            case .attribute(let name, let value?):
                guard attributes[name] == value else { return false }
            case .attribute(let name, nil):
                guard attributes[name] != nil else { return false }
            case .pseudo(let list, let negated):
                let result = SelectorMatcher(isRoot: isRoot, own: attributes, root: root).matches(list)
                guard negated ? !result : result else { return false }
            case .never:
                return false
            }
        }
        return true
    }
}

/// A parser of the style sheets the CSS export writes: comments, `@media` and `@supports` blocks,
/// and rules of declarations.
enum CSSRuleParser {
    struct Rule {
        var media: String?
        var supports: String?
        var selector: String
        var declarations: [(name: String, value: String)]
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func parse(_ css: String) throws -> [Rule] {
        var text = Substring(stripComments(css))
        var rules: [Rule] = []
        try parseBlock(&text, media: nil, supports: nil, into: &rules)
        guard text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw Failure(description: "unexpected text: \(text.prefix(80))")
        }
        return rules
    }

    static func stripComments(_ css: String) -> String {
        var result = ""
        var rest = Substring(css)
        while let start = rest.range(of: "/*") {
            result += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].range(of: "*/") else { return result }
            rest = rest[end.upperBound...]
        }
        return result + rest
    }

    /// Parses rules until a `}` that closes the enclosing block, or the end.
    static func parseBlock(_ text: inout Substring, media: String?, supports: String?, into rules: inout [Rule]) throws
    {
        while true {
            text = text.drop { $0.isWhitespace }
            guard let first = text.first else { return }
            if first == "}" {
                text = text.dropFirst()
                return
            }
            guard let open = text.firstIndex(of: "{") else {
                throw Failure(description: "no { after \(text.prefix(80))")
            }
            let prelude = text[..<open].trimmingCharacters(in: .whitespacesAndNewlines)
            text = text[text.index(after: open)...]
            if prelude.hasPrefix("@media ") {
                try parseBlock(
                    &text, media: String(prelude.dropFirst("@media ".count)), supports: supports, into: &rules)
            } else if prelude.hasPrefix("@supports ") {
                try parseBlock(
                    &text, media: media, supports: String(prelude.dropFirst("@supports ".count)), into: &rules)
            } else {
                guard let close = text.firstIndex(of: "}") else {
                    throw Failure(description: "unclosed rule \(prelude)")
                }
                let body = text[..<close]
                text = text[text.index(after: close)...]
                let declarations = body.split(separator: ";").compactMap {
                    declaration -> (name: String, value: String)? in
                    guard let colon = declaration.firstIndex(of: ":") else { return nil }
                    return (
                        declaration[..<colon].trimmingCharacters(in: .whitespacesAndNewlines),
                        declaration[declaration.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
                    )
                }
                rules.append(Rule(media: media, supports: supports, selector: prelude, declarations: declarations))
            }
        }
    }
}
