import Foundation
import ShadeCatalog
import ShadeDiagnostics
import ShadeTestSupport
import Testing

@Suite("Damaged Contents.json files")
struct ContentsFuzzTests {
    /// Bytes a mutation inserts: the ones that change how JSON and components read.
    static let alphabet = Array(#"0123456789xX.-+eE"{}[],: abcnrtu"#.utf8)

    /// `bytes` with one to four random insertions, deletions or replacements.
    static func mutate(_ bytes: [UInt8], with generator: inout SplitMix64) -> [UInt8] {
        var result = bytes
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            let index = result.isEmpty ? 0 : Int.random(in: 0..<result.count, using: &generator)
            let byte = alphabet[Int.random(in: alphabet.indices, using: &generator)]
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: result.insert(byte, at: index)
            case 1 where !result.isEmpty: result.remove(at: index)
            default: if !result.isEmpty { result[index] = byte }
            }
        }
        return result
    }

    @Test func damagedColorSetsNeverCrashTheReaderAndWhateverIsReadIsWrittenAndReadBackTheSame() throws {
        var generator = SplitMix64(state: 20_251_123)
        let originals = try Fixtures.colorSets.map {
            [UInt8](try Data(contentsOf: $0.appendingPathComponent("Contents.json")))
        }
        var readBack = 0
        for round in 0..<3000 {
            let original = originals[round % originals.count]
            let damaged = Self.mutate(original, with: &generator)
            let result = AssetCatalogReader.read(contentsJSON: damaged, file: "fuzz", name: "Fuzz")
            #expect(result.diagnostics.allSatisfy { $0.file == "fuzz" && $0.path == "Fuzz" })
            guard let entry = result.catalog.entries.first else {
                #expect(!result.isComplete)
                continue
            }
            let written = try #require(AssetCatalogWriter.contentsJSON(for: entry))
            let again = AssetCatalogReader.read(contentsJSON: written, file: "again", name: "Fuzz")
            #expect(again.isComplete, "\(again.errors.map(\.description))")
            #expect(again.catalog.entries.first?.value == entry.value, "\(String(decoding: damaged, as: UTF8.self))")
            #expect(again.catalog.entries.first?.extensions == entry.extensions)
            readBack += 1
        }
        #expect(readBack > 500)
    }

    @Test func damagedImageSetsNeverCrashTheReaderAndWhateverIsReadIsWrittenAndReadBackTheSame() throws {
        var generator = SplitMix64(state: 7)
        let original = Array(ImageSetTests.contents.utf8)
        for _ in 0..<1000 {
            let damaged = Self.mutate(original, with: &generator)
            let result = AssetCatalogReader.read(contentsJSON: damaged, file: "fuzz", name: "Fuzz", kind: .imageSet)
            guard let entry = result.catalog.entries.first else { continue }
            let written = try #require(AssetCatalogWriter.contentsJSON(for: entry))
            let again = AssetCatalogReader.read(contentsJSON: written, file: "again", name: "Fuzz", kind: .imageSet)
            #expect(again.isComplete, "\(again.errors.map(\.description))")
            #expect(again.catalog.entries.first?.value == entry.value, "\(String(decoding: damaged, as: UTF8.self))")
        }
    }
}
