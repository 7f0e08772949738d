import Foundation
import ShadeCatalogModel
import ShadeDiagnostics
import ShadeJSON
import ShadeTheme

extension TokenResolver {
    /// Reads a font family: a name, or an array of names in order of preference.
    mutating func readFontFamily(_ node: JSONNode, at site: ValueSite, log: inout DiagnosticLog) -> [String]? {
        switch node.value {
        case .string(let name) where !name.isEmpty:
            return [name]
        case .array(let elements) where !elements.isEmpty:
            var names: [String] = []
            for element in elements {
                guard let name = element.stringValue, !name.isEmpty else {
                    log.error(
                        site.file, element.location, site.path,
                        "expected a font family name, found \(element.foundDescription)")
                    return nil
                }
                names.append(name)
            }
            return names
        default:
            log.error(
                site.file, node.location, site.path,
                "expected a font family (a name, or an array of names), found \(node.foundDescription)")
            return nil
        }
    }

    /// The DTCG 2025.10 weight names and their numbers.
    static let fontWeightNames: [String: Int] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300, "normal": 400,
        "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600, "bold": 700,
        "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900, "extra-black": 950, "ultra-black": 950,
    ]

    /// Reads a font weight: a number from 1 to 1000 or one of the DTCG names (case-sensitive);
    /// Tokens Studio's types also take numeric strings and names in any case and spacing
    /// (`"600"`, `"Regular"`, `"Semi Bold"`). Returns the number.
    mutating func readFontWeight(_ node: JSONNode, at site: ValueSite, log: inout DiagnosticLog) -> Int? {
        switch node.value {
        case .number:
            let value = node.doubleValue ?? 0
            guard (1...1000).contains(value) else {
                log.error(
                    site.file, node.location, site.path,
                    "expected a font weight from 1 to 1000, found \(node.foundDescription)")
                return nil
            }
            return Int(clamping: value.rounded())
        case .string(let text):
            if let number = Self.fontWeightNames[text] { return number }
            if let number = Double(text), (1...1000).contains(number) {
                if !site.lenient {
                    log.warning(
                        site.file, node.location, site.path,
                        "expected a font weight as a number, found the string \(node.foundDescription); read as \(Int(clamping: number))"
                    )
                }
                return Int(clamping: number.rounded())
            }
            if let number = Self.fontWeight(named: text) {
                if !site.lenient {
                    log.warning(
                        site.file, node.location, site.path,
                        "font weight names are lowercase with hyphens (such as \"semi-bold\"), found \(node.foundDescription); read as \(number)"
                    )
                }
                return number
            }
            log.error(
                site.file, node.location, site.path,
                "expected a font weight (a number from 1 to 1000, or a name such as \"bold\"), found \(node.foundDescription)"
            )
            return nil
        default:
            log.error(
                site.file, node.location, site.path,
                "expected a font weight (a number from 1 to 1000, or a name such as \"bold\"), found \(node.foundDescription)"
            )
            return nil
        }
    }

    /// The number of a weight name in any case, with spaces, hyphens or underscores or none
    /// (`SemiBold`, `semi bold`); `nil` for another name.
    static func fontWeight(named name: String) -> Int? {
        let key = name.lowercased().filter { $0.isLetter }
        for (dtcgName, number) in fontWeightNames where dtcgName.filter({ $0.isLetter }) == key {
            return number
        }
        return nil
    }

    /// Shade's weight for a weight as written: the nearest of the nine (CSS 100…900).
    static func fontWeight(of value: CatalogJSON) -> FontWeight? {
        let number: Double?
        switch value {
        case .number(let literal): number = Double(literal)
        case .string(let text):
            number = fontWeightNames[text].map(Double.init) ?? Double(text) ?? fontWeight(named: text).map(Double.init)
        default: number = nil
        }
        guard let number else { return nil }
        let rank = min(max(Int(clamping: (number / 100).rounded()), 1), FontWeight.allCases.count)
        return FontWeight.allCases[rank - 1]
    }

    /// The fields of a typography value Shade reads.
    static let typographyFields = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]

    /// Reads a typography value; each field may be an alias or a pointer.
    mutating func readTypography(_ node: JSONNode, at site: ValueSite, log: inout DiagnosticLog) -> Typography? {
        guard let members = node.members else {
            log.error(
                site.file, node.location, site.path,
                "expected a typography value (an object), found \(node.foundDescription)")
            return nil
        }
        var typography = Typography()
        var failed = false
        for (key, field) in members {
            guard Self.typographyFields.contains(key) else {
                log.warning(site.file, field.location, site.path, "Shade's font model has no `\(key)`; kept as written")
                typography.otherFields.append(CatalogJSON.Member(key, CatalogJSON(field)))
                continue
            }
            guard
                let value = followingReference(
                    field, file: site.file, document: site.document, path: site.path, log: &log)
            else {
                failed = true
                continue
            }
            if let alias = value.aliasOf { typography.fieldAliases[key] = alias }
            if let text = value.node.stringValue, AliasSyntax.containsAlias(text) {
                log.warning(
                    value.file, value.node.location, site.path,
                    "`\(key)` is the Tokens Studio expression \(JSONWriter.displayQuoted(text, limit: 60)), which Shade does not evaluate; the typography is kept as written"
                )
                foundFieldKeptAsWritten = true
                failed = true
                continue
            }
            let fieldSite = ValueSite(
                file: value.file, document: value.document, path: site.path, lastName: site.lastName,
                lenient: site.lenient)
            switch key {
            case "fontFamily":
                if let families = readFontFamily(value.node, at: fieldSite, log: &log) {
                    typography.fontFamilies = families
                } else {
                    failed = true
                }
            case "fontSize":
                if let size = readDimension(value.node, at: fieldSite, log: &log) {
                    if size.points == nil {
                        log.error(
                            value.file, value.node.location, site.path,
                            "expected a font size in px or rem, found \(JSONWriter.displayQuoted(size.unit, limit: 60))"
                        )
                        failed = true
                    } else if size.value <= 0 {
                        log.error(
                            value.file, value.node.location, site.path,
                            "expected a font size greater than 0, found \(value.node.foundDescription)")
                        failed = true
                    }
                    typography.fontSize = size
                } else {
                    failed = true
                }
            case "fontWeight":
                if readFontWeight(value.node, at: fieldSite, log: &log) != nil {
                    typography.fontWeight = CatalogJSON(value.node)
                } else {
                    failed = true
                }
            case "letterSpacing":
                if let spacing = readDimension(value.node, at: fieldSite, log: &log) {
                    typography.letterSpacing = spacing
                } else {
                    failed = true
                }
            default:  // lineHeight
                switch value.node.value {
                case .number: break
                case .object where value.node["unit"] != nil:
                    log.warning(
                        value.file, value.node.location, site.path,
                        "expected `lineHeight` to be a number (a multiple of the font size, DTCG 2025.10), found a dimension; kept as written"
                    )
                case .string
                where site.lenient || Double(value.node.stringValue ?? "") != nil
                    || value.node.stringValue?.hasSuffix("%") == true:
                    break
                default:
                    log.warning(
                        value.file, value.node.location, site.path,
                        "expected `lineHeight` to be a number, found \(value.node.foundDescription); kept as written")
                }
                typography.lineHeight = CatalogJSON(value.node)
            }
        }
        guard !failed else { return nil }
        // A missing field takes its default, and the typography holds it, so that a writer writes
        // what is used and it reads back the same.
        for field in ["fontFamily", "fontSize", "fontWeight"] where !members.contains(where: { $0.key == field }) {
            let fallback: String
            switch field {
            case "fontFamily":
                fallback = "the system font"
                typography.fontFamilies = [ThemeFont.systemFamily]
            case "fontSize":
                fallback = "\(Int(TextStyle.body.defaultSize)) points"
                typography.fontSize = Dimension(TextStyle.body.defaultSize, unit: "px")
            default:
                fallback = "regular"
                typography.fontWeight = .number(Double(FontWeight.regular.cssValue))
            }
            log.warning(site.file, node.location, site.path, "the typography has no `\(field)`; \(fallback) is used")
        }
        return typography
    }
}
