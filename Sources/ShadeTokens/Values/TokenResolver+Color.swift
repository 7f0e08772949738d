import ShadeCatalogModel
import ShadeColor
import ShadeDiagnostics
import ShadeJSON

extension TokenResolver {
    /// Reads a color value: the DTCG 2025.10 object (`colorSpace`, `components`, `alpha`, `hex`,
    /// each of which may be a JSON pointer), or a CSS color string of the older format (`#rgb`,
    /// `#rrggbb`, `#rrggbbaa`, `rgb()`, `rgba()`, `hsl()`, `hsla()`, including the four-argument
    /// `hsl(357, 100%, 26%, 1)` real files use).
    mutating func readColor(_ node: JSONNode, at site: ValueSite, log: inout DiagnosticLog) -> CatalogColor? {
        switch node.value {
        case .string(let text):
            do {
                let color = try Color(parsing: text)
                return CatalogColor(
                    space: .sRGB, components: [color.red, color.green, color.blue], alpha: color.alpha,
                    notation: .cssString(text), color: color)
            } catch {
                log.error(
                    site.file, node.location, site.path,
                    "expected a color (an object with `colorSpace` and `components`, or a CSS color such as \"#rrggbb\"), found \(node.foundDescription): \(error)"
                )
                return nil
            }
        case .object(let members):
            return readColorObject(members, node: node, at: site, log: &log)
        default:
            log.error(
                site.file, node.location, site.path,
                "expected a color (an object with `colorSpace` and `components`, or a CSS color string), found \(node.foundDescription)"
            )
            return nil
        }
    }

    private mutating func readColorObject(
        _ members: [(key: String, node: JSONNode)], node: JSONNode, at site: ValueSite, log: inout DiagnosticLog
    ) -> CatalogColor? {
        // One pass over the members (their keys are all different).
        var spaceNode: JSONNode?
        var componentsNode: JSONNode?
        var alphaNode: JSONNode?
        var hexNode: JSONNode?
        for (key, child) in members {
            switch key {
            case "colorSpace": spaceNode = child
            case "components": componentsNode = child
            case "alpha": alphaNode = child
            case "hex": hexNode = child
            default:
                log.warning(
                    site.file, child.location, site.path,
                    "a color has `colorSpace`, `components`, `alpha` and `hex`, found `\(key)`; ignored")
            }
        }
        guard let spaceNode else {
            log.error(site.file, node.location, site.path, "a color object needs `colorSpace`; left out")
            return nil
        }
        guard let componentsNode else {
            log.error(site.file, node.location, site.path, "a color object needs `components`; left out")
            return nil
        }
        guard
            let spaceValue = followingReference(
                spaceNode, file: site.file, document: site.document, path: site.path, log: &log)
        else { return nil }
        guard let spaceName = spaceValue.node.stringValue, let space = CatalogColor.Space(tokenName: spaceName) else {
            let names = CatalogColor.Space.tokenSpaces.compactMap(\.tokenName).joined(separator: ", ")
            log.error(
                spaceValue.file, spaceValue.node.location, site.path,
                "expected `colorSpace` to be one of \(names), found \(spaceValue.node.foundDescription)")
            return nil
        }
        guard
            let componentsValue = followingReference(
                componentsNode, file: site.file, document: site.document, path: site.path, log: &log)
        else { return nil }
        guard case .array(let elements) = componentsValue.node.value else {
            log.error(
                componentsValue.file, componentsValue.node.location, site.path,
                "expected `components` to be an array of 3 numbers, found \(componentsValue.node.foundDescription)")
            return nil
        }
        guard elements.count == 3 else {
            log.error(
                componentsValue.file, componentsValue.node.location, site.path,
                "expected 3 components for `\(spaceName)` (\(space.componentNames.joined(separator: ", "))), found \(elements.count)"
            )
            return nil
        }
        var components: [Double?] = []
        components.reserveCapacity(3)
        var failed = false
        for (index, element) in elements.enumerated() {
            // A component written out is read where it is; only a reference is followed.
            var followed: ReferencedValue?
            if Self.reference(element) != nil {
                followed = followingReference(
                    element, file: componentsValue.file, document: componentsValue.document, path: site.path, log: &log)
                if followed == nil {
                    failed = true
                    continue
                }
            }
            let valueNode = followed?.node ?? element
            var valueFile: String { followed?.file ?? componentsValue.file }
            var label: String { "component \(index + 1) (\(space.componentNames[index])) of `\(spaceName)`" }
            if valueNode.stringValue == "none" {
                components.append(nil)
            } else if let number = valueNode.doubleValue {
                guard CatalogColor.isAcceptedComponent(number) else {
                    log.error(
                        valueFile, valueNode.location, site.path,
                        "expected \(label) to be a number \(CatalogColor.acceptedComponentRange), found \(valueNode.foundDescription)"
                    )
                    failed = true
                    continue
                }
                components.append(number)
                if let range = space.tokenRange(ofComponent: index), !range.contains(number) {
                    log.warning(
                        valueFile, valueNode.location, site.path,
                        "expected \(label) to be \(range), found \(valueNode.foundDescription); read as written")
                }
            } else {
                log.error(
                    valueFile, valueNode.location, site.path,
                    "expected \(label) to be a number or \"none\", found \(valueNode.foundDescription)")
                failed = true
            }
        }
        var alpha = 1.0
        if let alphaNode {
            guard
                let value = followingReference(
                    alphaNode, file: site.file, document: site.document, path: site.path, log: &log)
            else { return nil }
            guard let number = value.node.doubleValue, (0...1).contains(number) else {
                log.error(
                    value.file, value.node.location, site.path,
                    "expected `alpha` to be a number from 0 to 1, found \(value.node.foundDescription)")
                return nil
            }
            alpha = number
        }
        guard !failed else { return nil }
        let color: Color
        do {
            color = try CatalogColor.color(space: space, components: components, alpha: alpha)
        } catch {
            log.error(site.file, componentsValue.node.location, site.path, "\(error); left out")
            return nil
        }
        // Components within the bound convert to finite values; this keeps it so if a space's
        // conversion ever changes.
        guard [color.red, color.green, color.blue].allSatisfy(\.isFinite) else {
            log.error(
                site.file, componentsValue.node.location, site.path,
                "the components do not make a finite color in extended sRGB; left out")
            return nil
        }
        var hex: String?
        if let hexNode {
            if let value = followingReference(
                hexNode, file: site.file, document: site.document, path: site.path, log: &log)
            {
                hex = checkHex(value, of: color, at: site, log: &log)
            }
        }
        return CatalogColor(
            space: space, components: components, alpha: alpha, notation: .tokenObject(hex: hex), color: color)
    }

    /// The `hex` fallback as written, after checking it is a 6-digit hex color that matches the
    /// components; a mismatch or another form is reported and the hex kept as written.
    private func checkHex(_ value: ReferencedValue, of color: Color, at site: ValueSite, log: inout DiagnosticLog)
        -> String?
    {
        guard let text = value.node.stringValue else {
            log.warning(
                value.file, value.node.location, site.path,
                "expected `hex` to be a string such as \"#ff00ff\", found \(value.node.foundDescription); ignored")
            return nil
        }
        let digits = text.dropFirst()
        let isHex = text.first == "#" && digits.allSatisfy(\.isHexDigit)
        guard isHex, digits.count == 6 || digits.count == 3 else {
            log.warning(
                value.file, value.node.location, site.path,
                "expected `hex` to be a 6-digit hex color such as \"#ff00ff\", found \(value.node.foundDescription); kept as written"
            )
            return text
        }
        if digits.count == 3 {
            log.warning(
                value.file, value.node.location, site.path,
                "expected `hex` to have 6 digits (DTCG 2025.10), found 3 (\(text)); read as \(TokenColorConversion.expandedHex(text))"
            )
        }
        if let expected = TokenColorConversion.hex(of: color), expected != TokenColorConversion.expandedHex(text) {
            log.warning(
                value.file, value.node.location, site.path,
                "the `hex` fallback \(text) differs from the components (\(expected)); the components are used")
        }
        return text
    }
}

extension CatalogColor.Space {
    /// The names of the three components, for messages.
    var componentNames: [String] {
        cssColorSpace?.componentNames ?? ["red", "green", "blue"]
    }

    /// The range of component `index` (0, 1 or 2) in the DTCG 2025.10 schema, `nil` where it sets
    /// none (Lab's a and b): RGB and XYZ 0…1, hues 0…360 (360 excluded), percentages 0…100,
    /// chroma 0 or more.
    func tokenRange(ofComponent index: Int) -> TokenRange? {
        let unit = TokenRange(lower: 0, upper: 1)
        let percent = TokenRange(lower: 0, upper: 100)
        let hue = TokenRange(lower: 0, upper: 360, excludesUpper: true)
        let chroma = TokenRange(lower: 0, upper: nil)
        switch (self, index) {
        case (.hsl, 0), (.hwb, 0): return hue
        case (.hsl, _), (.hwb, _): return percent
        case (.lab, 0): return percent
        case (.lab, _): return nil
        case (.lch, 0): return percent
        case (.lch, 1): return chroma
        case (.lch, _): return hue
        case (.oklab, 0): return unit
        case (.oklab, _): return nil
        case (.oklch, 0): return unit
        case (.oklch, 1): return chroma
        case (.oklch, _): return hue
        default: return unit
        }
    }
}
