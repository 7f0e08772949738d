import Foundation
import ShadeCatalogModel
import ShadeDiagnostics
import ShadeJSON
import ShadeTheme

extension TokenResolver {
    /// Reads a dimension: the DTCG 2025.10 object `{"value": 16, "unit": "px"}`, or the older
    /// string `"16px"`. Tokens Studio's types also take a plain number or numeric string (pixels)
    /// and percentages. A value too large for a `Double` (`1e400`) is an error, not infinity.
    mutating func readDimension(
        _ node: JSONNode, at site: ValueSite, log: inout DiagnosticLog
    ) -> ShadeCatalogModel.Dimension? {
        guard let dimension = readDimensionValue(node, at: site, log: &log) else { return nil }
        guard dimension.value.isFinite else {
            log.error(
                site.file, node.location, site.path,
                "expected a dimension of finite size, found \(node.foundDescription), which is too large")
            return nil
        }
        return dimension
    }

    private mutating func readDimensionValue(
        _ node: JSONNode, at site: ValueSite, log: inout DiagnosticLog
    ) -> ShadeCatalogModel.Dimension? {
        switch node.value {
        case .object:
            guard let valueNode = node["value"], let value = valueNode.doubleValue else {
                log.error(
                    site.file, (node["value"] ?? node).location, site.path,
                    "expected a dimension's `value` to be a number, found \(node["value"]?.foundDescription ?? "none")")
                return nil
            }
            guard let unitNode = node["unit"], let unit = unitNode.stringValue, !unit.isEmpty else {
                log.error(
                    site.file, (node["unit"] ?? node).location, site.path,
                    "expected a dimension's `unit` to be \"px\" or \"rem\", found \(node["unit"]?.foundDescription ?? "none")"
                )
                return nil
            }
            for (key, child) in node.members ?? [] where key != "value" && key != "unit" {
                log.warning(
                    site.file, child.location, site.path, "a dimension has `value` and `unit`, found `\(key)`; ignored")
            }
            checkUnit(unit, at: unitNode, site: site, log: &log)
            return Dimension(value, unit: unit)
        case .string(let text):
            guard let (value, unit) = Self.splitDimension(text) else {
                log.error(
                    site.file, node.location, site.path,
                    "expected a dimension such as {\"value\": 16, \"unit\": \"px\"} or \"16px\", found \(node.foundDescription)"
                )
                return nil
            }
            if unit.isEmpty {
                if !site.lenient {
                    log.warning(
                        site.file, node.location, site.path,
                        "a dimension needs a unit, found \(node.foundDescription); read as pixels")
                }
                return Dimension(value, unit: "px")
            }
            checkUnit(unit, at: node, site: site, log: &log)
            return Dimension(value, unit: unit)
        case .number:
            let value = node.doubleValue ?? 0
            if !site.lenient {
                log.warning(
                    site.file, node.location, site.path,
                    "a dimension needs a unit, found \(node.foundDescription); read as pixels")
            }
            return Dimension(value, unit: "px")
        default:
            log.error(
                site.file, node.location, site.path,
                "expected a dimension such as {\"value\": 16, \"unit\": \"px\"}, found \(node.foundDescription)")
            return nil
        }
    }

    /// Warns about a unit other than DTCG 2025.10's `px` and `rem` (Tokens Studio's `%` aside).
    private func checkUnit(_ unit: String, at node: JSONNode, site: ValueSite, log: inout DiagnosticLog) {
        guard unit != "px", unit != "rem", !(site.lenient && unit == "%") else { return }
        log.warning(
            site.file, node.location, site.path,
            "expected the unit \"px\" or \"rem\" (DTCG 2025.10), found \(JSONWriter.displayQuoted(unit, limit: 60)); kept as written"
        )
    }

    /// `("16", "px")` for `"16px"`, `(-5, "%")` for `"-5%"`, `(16, "")` for `"16"`.
    static func splitDimension(_ text: String) -> (Double, String)? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let numberEnd =
            trimmed.firstIndex { !($0.isNumber || $0 == "." || $0 == "-" || $0 == "+" || $0 == "e" || $0 == "E") }
            ?? trimmed.endIndex
        // An `e` that starts a unit (`em`) is not an exponent.
        var end = numberEnd
        if let e = trimmed[..<numberEnd].lastIndex(where: { $0 == "e" || $0 == "E" }),
            Double(trimmed[..<numberEnd]) == nil
        {
            end = e
        }
        guard let value = Double(trimmed[..<end]) else { return nil }
        let unit = String(trimmed[end...])
        guard unit.allSatisfy({ $0.isLetter || $0 == "%" }) else { return nil }
        return (value, unit)
    }
}
