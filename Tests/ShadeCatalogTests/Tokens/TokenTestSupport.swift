import Foundation
import Shade
import Testing

@testable import ShadeCatalog

/// Helpers for the design-token tests.
enum TokenTesting {
    /// `Fixtures/tokens`, next to this file, so the tests find the copies on a clean clone.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/tokens")

    /// A fixture by its path under `Fixtures/tokens`.
    static func fixture(_ path: String) -> URL {
        fixtures.appendingPathComponent(path)
    }

    /// The dtcg-examples fixture at `path`.
    static func example(_ path: String) -> URL {
        fixture("terrazzoapp__dtcg-examples/" + path)
    }

    /// Reads token text as the file `tokens.json`.
    static func read(_ text: String) -> CatalogReadResult {
        TokenReader().read(text: text, name: "tokens.json")
    }

    /// A new empty directory for one test, removed by the caller's `defer`.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("shade-tokens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `files` (name → text) into `directory`.
    static func write(_ files: [String: String], into directory: URL) throws {
        for (name, text) in files {
            let url = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    /// The color of the color entry `name` for `variant`, with no fallback.
    static func color(
        _ catalog: ColorCatalog, _ name: String, _ conditions: [ColorVariant.Condition] = [], theme: String? = nil
    )
        -> CatalogColor?
    {
        guard case .color(let set) = catalog[name]?.value,
            let variant = set.variants.first(where: { $0.conditions == conditions && $0.theme == theme }),
            case .color(let color) = variant.value
        else { return nil }
        return color
    }

    /// A variant's value: the sRGB color `rgb`, as a token object.
    static func colorValue(_ rgb: UInt32) -> ColorVariant.Value {
        .color(
            CatalogColor(
                space: .sRGB, components: Color(rgb: rgb).components(in: .sRGB).map { Optional($0) }, alpha: 1,
                notation: .tokenObject(hex: nil), color: Color(rgb: rgb)))
    }

    /// The variants of the color entry `name`.
    static func variants(_ catalog: ColorCatalog, _ name: String) -> [ColorVariant] {
        guard case .color(let set) = catalog[name]?.value else { return [] }
        return set.variants
    }

    /// The diagnostics as `line:column: severity: path: message` without the file, for exact
    /// comparisons.
    static func located(_ result: CatalogReadResult) -> [String] {
        result.diagnostics.map { diagnostic in
            var text = ""
            if let location = diagnostic.location { text += "\(location.line):\(location.column): " }
            text += diagnostic.severity.rawValue + ": "
            if let path = diagnostic.path { text += path + ": " }
            return text + diagnostic.message
        }
    }

    /// `catalog` as the round-trip comparison sees it: every color's notation reset (a writer
    /// writes 2025.10 objects with 6-digit hex, so a CSS string or a 3-digit hex comes back
    /// as an object) and every entry's source location cleared (the files differ). Everything
    /// else (names, paths, order, values, variants and their aliases, descriptions, deprecation,
    /// extensions, metadata, group metadata) must be equal.
    static func comparable(_ catalog: ColorCatalog) -> ColorCatalog {
        var copy = catalog
        for var entry in catalog.entries {
            entry.source = nil
            if case .color(var set) = entry.value {
                for index in set.variants.indices {
                    if case .color(var color) = set.variants[index].value {
                        color.notation = .tokenObject(hex: nil)
                        set.variants[index].value = .color(color)
                    }
                }
                entry.value = .color(set)
            }
            copy.insert(entry)
        }
        return copy
    }

    /// Writes `catalog` into a new directory, reads it back and returns both for comparison.
    static func roundTrip(_ catalog: ColorCatalog, name: String = "tokens") throws -> (
        written: [URL], again: CatalogReadResult
    ) {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let written = try TokenWriter().write(catalog, to: directory, name: name)
        let reader = TokenReader()
        let again =
            written.files.count == 1
            ? reader.read(file: written.files[0])
            : reader.read(resolver: directory.appendingPathComponent("\(name).resolver.json"))
        return (written.files.map { URL(fileURLWithPath: $0.lastPathComponent) }, again)
    }
}

extension CatalogReadResult {
    /// The warnings.
    var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
}
