import Foundation
import Shade
import ShadeJSON
import ShadeObservation
import Testing

@testable import ShadeCatalog
@testable import ShadeThemeFolder

/// A loader for a small stand-in format, so the folder can be tested apart from the real readers.
///
/// - A token file is a JSON object: a string member is a color (`"background": "#102030"`), a
///   number a metric in points, an object with `font` and `size` a font. Anything else, and a
///   string that is not a color, is a located error.
/// - An `.xcassets` folder holds `<Name>.colorset/Contents.json` files (in subfolders too), each
///   `{"color": "#102030"}`.
/// - A resolver is read through its `$ref`s, later files overriding earlier ones.
/// - A Tokens Studio folder (with `$themes.json`) is read file by file, in name order.
final class FakeThemeLoader: Sendable {
    /// The paths read, in order.
    let reads = Locked<[String]>([])

    var loader: ThemeFileLoader {
        ThemeFileLoader { [self] url in read(url.path) }
    }

    /// How many times `path` was read.
    func readCount(_ path: String) -> Int {
        reads.withLock { $0.filter { $0 == path }.count }
    }

    private func read(_ path: String) -> CatalogReadResult? {
        reads.withLock { $0.append(path) }
        var catalog = ColorCatalog()
        var diagnostics: [Diagnostic] = []
        switch ThemeFileKind(path: path) {
        case .assetCatalog:
            let enumerator = FileManager.default.enumerator(atPath: path)
            while let relative = enumerator?.nextObject() as? String {
                guard relative.hasSuffix(".colorset/Contents.json"),
                    let folder = relative.split(separator: "/").dropLast().last
                else { continue }
                let name = String(folder.dropLast(".colorset".count))
                readTokens(path + "/" + relative, into: &catalog, &diagnostics) { key in key == "color" ? name : nil }
            }
        case .tokensStudio:
            for name in (try? FileManager.default.contentsOfDirectory(atPath: path).sorted()) ?? []
            where name.hasSuffix(".json") && !name.hasPrefix("$") {
                readTokens(path + "/" + name, into: &catalog, &diagnostics) { $0 }
            }
        case .resolver:
            guard let references = ThemeFolderScan.resolverReferences(path) else {
                return CatalogReadResult(
                    catalog: catalog, diagnostics: [Diagnostic(.error, file: path, message: "not JSON")])
            }
            for reference in references { readTokens(reference, into: &catalog, &diagnostics) { $0 } }
        case .tokens, .figmaVariables, .figmaExport:
            readTokens(path, into: &catalog, &diagnostics) { $0 }
        case nil:
            return nil
        }
        return CatalogReadResult(catalog: catalog, diagnostics: diagnostics)
    }

    private func readTokens(
        _ path: String, into catalog: inout ColorCatalog, _ diagnostics: inout [Diagnostic],
        name: (String) -> String?
    ) {
        guard let data = FileManager.default.contents(atPath: path) else {
            diagnostics.append(Diagnostic(.error, file: path, message: "the file cannot be read"))
            return
        }
        let root: JSONNode
        do {
            root = try JSONReader.parse(Array(data))
        } catch {
            diagnostics.append(Diagnostic(.error, file: path, location: error.location, message: error.message))
            return
        }
        guard case .object(let members) = root.value else {
            diagnostics.append(
                Diagnostic(.error, file: path, location: root.location, message: "expected an object"))
            return
        }
        for member in members {
            guard let entryName = name(member.key) else { continue }
            let source = FileLocation(file: path, position: member.node.location)
            func entry(_ value: CatalogEntry.Value) {
                catalog.insert(CatalogEntry(name: entryName, value: value, source: source))
            }
            func error(_ message: String) {
                diagnostics.append(
                    Diagnostic(
                        .error, file: path, location: member.node.location, path: entryName, message: message))
            }
            switch member.node.value {
            case .string(let text):
                guard let color = try? Color(parsing: text) else {
                    error("expected a color, found \(JSONWriter.quoted(text))")
                    continue
                }
                entry(.color(ColorSet(variants: [ColorVariant(value: catalogValue(color))])))
            case .number(let literal):
                guard let points = Double(literal) else {
                    error("expected a number, found \(literal)")
                    continue
                }
                entry(.metric(ThemeMetric(points), Dimension(points, unit: "px")))
            case .object(let fields):
                let family = fields.first { $0.key == "font" }.flatMap {
                    if case .string(let family) = $0.node.value { family } else { nil }
                }
                let size = fields.first { $0.key == "size" }.flatMap {
                    if case .number(let literal) = $0.node.value { Double(literal) } else { nil }
                }
                guard let family, let size else {
                    error("expected a font and a size")
                    continue
                }
                entry(.font(ThemeFont(family: family, size: size), Typography(fontFamilies: [family])))
            default:
                error("expected a color, a number or a font, found \(member.node.value.kindDescription)")
            }
        }
    }
}

/// `color` as a catalog color value in sRGB, written as its hex string.
private func catalogValue(_ color: Color) -> ColorVariant.Value {
    .color(
        CatalogColor(
            space: .sRGB, components: [color.red, color.green, color.blue], alpha: color.alpha,
            notation: .cssString(color.hexString), color: color))
}
