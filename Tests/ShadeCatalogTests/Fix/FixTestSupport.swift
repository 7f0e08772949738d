import Foundation
import Shade
import ShadeDiagnostics
import ShadeTestSupport
import Testing

@testable import ShadeCatalog

/// Helpers for the tests of rewriting values in their files.
enum FixTesting {
    /// The name asset catalog tests give the `Contents.json` they read from bytes.
    static let contentsFile = "Test.colorset/Contents.json"

    /// A color set's `Contents.json` read from bytes, as `Test`.
    static func readContents(_ bytes: [UInt8]) -> ColorSet? {
        let result = AssetCatalogReader.read(contentsJSON: bytes, file: contentsFile, name: "Test")
        guard case .color(let set)? = result.catalog.entries.first?.value else { return nil }
        return set
    }

    /// The text of bytes, for messages and comparisons.
    static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The replacements as `original → replacement` texts, in order.
    static func summary(_ replacements: [ByteReplacement]) -> [String] {
        replacements.map { "\(text($0.original)) → \(text($0.replacement))" }
    }

    /// Checks that `new` is `old` with exactly `replacements` applied: every byte outside the
    /// replaced ranges the same, and each range holding what the replacement says it held.
    static func expectOnlyReplacedBytesDiffer(
        _ old: [UInt8], _ new: [UInt8], _ replacements: [ByteReplacement],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var oldPosition = 0
        var newPosition = 0
        for replacement in replacements.sorted(by: { $0.offset < $1.offset }) {
            let unchanged = replacement.offset - oldPosition
            #expect(
                old[oldPosition..<replacement.offset] == new[newPosition..<(newPosition + unchanged)],
                sourceLocation: sourceLocation)
            #expect(
                Array(old[replacement.offset..<(replacement.offset + replacement.length)]) == replacement.original,
                sourceLocation: sourceLocation)
            newPosition += unchanged
            #expect(
                Array(new[newPosition..<(newPosition + replacement.replacement.count)]) == replacement.replacement,
                sourceLocation: sourceLocation)
            newPosition += replacement.replacement.count
            oldPosition = replacement.offset + replacement.length
        }
        #expect(old[oldPosition...] == new[newPosition...], sourceLocation: sourceLocation)
    }

    /// Checks that `after` is `before` but for the variant at `index` of the entry `name`, whose
    /// value is `value` (and the aliases of `name`, which change with it).
    static func expectSameCatalog(
        _ after: ColorCatalog, as before: ColorCatalog, except name: String, variant index: Int,
        value: CatalogColor, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(after.entries.map(\.name) == before.entries.map(\.name), sourceLocation: sourceLocation)
        for (old, new) in zip(before.entries, after.entries) {
            // An alias of the entry changes with it.
            if case .color(let set) = old.value, set.variants.contains(where: { $0.aliasOf == name }) { continue }
            guard old.name == name, case .color(var set) = old.value else {
                #expect(new == old, "\(old.name) changed", sourceLocation: sourceLocation)
                continue
            }
            set.variants[index].value = .color(value)
            var expected = old
            expected.value = .color(set)
            // A mode's override is written in `$extensions`, which the entry keeps as written.
            expected.extensions = new.extensions
            #expect(new == expected, sourceLocation: sourceLocation)
        }
    }

    /// Copies the files at `paths` under `Fixtures/tokens` into `directory`, keeping their
    /// folders; returns the URL of each copy.
    static func copyTokenFixtures(_ paths: [String], into directory: TemporaryDirectory) throws -> [URL] {
        try paths.map { path in
            let copy = URL(fileURLWithPath: directory.file(path))
            try FileManager.default.createDirectory(
                at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: TokenTesting.fixture(path), to: copy)
            return copy
        }
    }

    /// The bytes of the file at `url`.
    static func bytes(_ url: URL) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url))
    }

    /// The index of the variant of the color entry `name` with `conditions` and `theme`.
    static func variantIndex(
        _ catalog: ColorCatalog, _ name: String, _ conditions: [ColorVariant.Condition], theme: String? = nil
    ) -> Int? {
        guard case .color(let set)? = catalog[name]?.value else { return nil }
        return set.variants.firstIndex { $0.conditions == conditions && $0.theme == theme }
    }

    /// The variant of the color entry `name` at `index`.
    static func variant(_ catalog: ColorCatalog, _ name: String, _ index: Int) -> ColorVariant? {
        guard case .color(let set)? = catalog[name]?.value, set.variants.indices.contains(index) else { return nil }
        return set.variants[index]
    }
}
