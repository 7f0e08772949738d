import Foundation
import Shade
import ShadeDiagnostics
import Testing

@testable import ShadeCatalog

/// Writing new colors into the `Contents.json` of real asset catalogs: only the changed
/// components' bytes change, each in the form the file wrote it.
@Suite("Fix: asset catalog values")
struct AssetCatalogRewriteTests {
    static let integerAndHex =
        "Ranchero-Software__NetNewsWire/iOS/Resources/Assets.xcassets/secondaryAccentColor.colorset/Contents.json"
    static let hex =
        "CodeEditApp__CodeEdit/CodeEdit/Assets.xcassets/Custom Colors/InspectorBackgroundColor.colorset/Contents.json"
    static let decimal =
        "Ranchero-Software__NetNewsWire/Mac/Resources/Assets.xcassets/Account icon colors/feedbinColor.colorset/Contents.json"
    static let number =
        "mac-cain13__R.swift/Examples/ResourceApp/ResourceApp/Media.xcassets/My Red.colorset/Contents.json"
    static let reference =
        "Ranchero-Software__NetNewsWire/Mac/Resources/Assets.xcassets/timelineSeparatorColor.colorset/Contents.json"

    /// Edits the variant at `index` of the fixture at `path` to `replacement`, checks what a
    /// golden test checks, and returns the replacements and the new bytes.
    func rewrite(_ path: String, variant index: Int, to replacement: Color) throws -> [ByteReplacement] {
        let old = try Fixtures.bytes(path)
        let before = try #require(FixTesting.readContents(old))
        let variant = before.variants[index]
        guard case .color(let original)? = variant.value else {
            Issue.record("expected a color")
            return []
        }
        let edit = try ColorValueEdit(variant: variant, replacement: replacement)
        let replacements = try ColorValueRewriter.replacements(for: [edit], in: old, file: FixTesting.contentsFile)
        let new = ColorValueRewriter.applying(replacements, to: old)
        FixTesting.expectOnlyReplacedBytesDiffer(old, new, replacements)
        let after = try #require(FixTesting.readContents(new))
        var expected = before
        expected.variants[index].value = .color(ColorValueRewriter.written(replacement, like: original))
        #expect(after == expected)
        // The written value is the replacement to within what the notation holds.
        #expect(after.variants[index].value != variant.value)
        return replacements
    }

    @Test func variantsRecordWhereTheirColorObjectStarts() throws {
        let set = try #require(FixTesting.readContents(try Fixtures.bytes(Self.integerAndHex)))
        #expect(
            set.variants.map(\.valueSource) == [
                FileLocation(file: FixTesting.contentsFile, line: 4, column: 17, path: "Test"),
                FileLocation(file: FixTesting.contentsFile, line: 22, column: 17, path: "Test"),
            ])
    }

    @Test func eightBitIntegersChangeOnlyTheChangedComponents() throws {
        // The dark variant is "94", "158", "244"; red stays.
        let replacements = try rewrite(Self.integerAndHex, variant: 1, to: Color(rgb: 0x5E_A0FA))
        #expect(FixTesting.summary(replacements) == [#""244" → "250""#, #""158" → "160""#])
        #expect(
            replacements.map { [$0.start, $0.end] } == [
                [DocumentLocation(line: 26, column: 20), DocumentLocation(line: 26, column: 25)],
                [DocumentLocation(line: 27, column: 21), DocumentLocation(line: 27, column: 26)],
            ])
    }

    @Test func hexadecimalComponentsStayHexadecimalWithTheirPrefix() throws {
        // The dark variant is 0x1C, 0x1F, 0x25.
        let replacements = try rewrite(Self.hex, variant: 1, to: Color(rgb: 0x1C_2A25))
        #expect(FixTesting.summary(replacements) == [#""0x1F" → "0x2A""#])
    }

    @Test func decimalComponentsKeepTheirPlaces() throws {
        // The dark variant is 0.027, 0.271, 0.753.
        let replacements = try rewrite(Self.decimal, variant: 1, to: Color(.sRGB, red: 0.027, green: 0.3, blue: 0.7534))
        #expect(FixTesting.summary(replacements) == [#""0.271" → "0.300""#])
    }

    @Test func jsonNumbersStayNumbersInTheirSpace() throws {
        // Display P3 0.7215686274999999, 0.02745098039, 0.1019607843.
        let replacements = try rewrite(
            Self.number, variant: 0, to: Color(.displayP3, red: 0.5, green: 0.02745098039, blue: 0.1019607843))
        #expect(FixTesting.summary(replacements) == ["0.7215686274999999 → 0.5"])
    }

    @Test func writtenIsTheValueAsTheNotationHoldsIt() throws {
        let set = try #require(FixTesting.readContents(try Fixtures.bytes(Self.integerAndHex)))
        guard case .color(let integers)? = set.variants[1].value else { throw CancellationError() }
        let written = ColorValueRewriter.written(Color(.sRGB, red: 0.5, green: 0.2, blue: 0.9), like: integers)
        // 8-bit: 127.5 rounds to 128, 51 and 229.5 to 230.
        let bytes: [Double?] = [128.0 / 255, 51.0 / 255, 230.0 / 255]
        #expect(written.components == bytes)
        #expect(written.alpha == integers.alpha)
        #expect(written.notation == integers.notation)
        let decimals = try #require(FixTesting.readContents(try Fixtures.bytes(Self.decimal)))
        guard case .color(let threePlaces)? = decimals.variants[1].value else { throw CancellationError() }
        let places: [Double?] = [0.123, 0.5, 1.0]
        let rounded = ColorValueRewriter.written(
            Color(.sRGB, red: 0.12345, green: 0.5, blue: 0.9996), like: threePlaces)
        #expect(rounded.components == places)
    }

    @Test func unchangedColorGivesNoReplacement() throws {
        for path in [Self.integerAndHex, Self.hex, Self.decimal, Self.number] {
            let bytes = try Fixtures.bytes(path)
            let set = try #require(FixTesting.readContents(bytes))
            for variant in set.variants {
                guard case .color(let color)? = variant.value else { continue }
                let edit = try ColorValueEdit(variant: variant, replacement: color.color)
                #expect(
                    try ColorValueRewriter.replacements(for: [edit], in: bytes, file: FixTesting.contentsFile) == [])
            }
        }
    }

    @Test func fileChangedSinceItWasReadIsRefused() throws {
        let bytes = try Fixtures.bytes(Self.integerAndHex)
        let set = try #require(FixTesting.readContents(bytes))
        let edit = try ColorValueEdit(variant: set.variants[1], replacement: .black)
        let changed = Array(FixTesting.text(bytes).replacingOccurrences(of: "\"244\"", with: "\"245\"").utf8)
        #expect(throws: ColorValueRewriteError.self) {
            try ColorValueRewriter.replacements(for: [edit], in: changed, file: FixTesting.contentsFile)
        }
        do {
            _ = try ColorValueRewriter.replacements(for: [edit], in: changed, file: FixTesting.contentsFile)
        } catch {
            #expect(error.reason == .changedSinceRead)
            #expect(error.location == edit.location)
            #expect(error.description.hasPrefix("Test.colorset/Contents.json:22:17: "))
        }
        // A line added above moves the value: nothing starts there any more.
        let moved = Array(("\n" + FixTesting.text(bytes)).utf8)
        #expect(throws: ColorValueRewriteError.self) {
            try ColorValueRewriter.replacements(for: [edit], in: moved, file: FixTesting.contentsFile)
        }
    }

    @Test func systemColorReferenceIsRefused() throws {
        let bytes = try Fixtures.bytes(Self.reference)
        let set = try #require(FixTesting.readContents(bytes))
        #expect(set.variants[1].valueSource?.position == DocumentLocation(line: 20, column: 17))
        #expect(throws: ColorValueRewriteError.self) {
            try ColorValueEdit(variant: set.variants[1], replacement: .black)
        }
        guard case .color(let gray)? = set.variants[0].value, let location = set.variants[1].valueSource else {
            throw CancellationError()
        }
        let edit = ColorValueEdit(location: location, original: gray, replacement: .black)
        do {
            _ = try ColorValueRewriter.replacements(for: [edit], in: bytes, file: FixTesting.contentsFile)
            Issue.record("expected a refusal")
        } catch {
            #expect(error.reason == .systemColorReference)
        }
    }

    @Test func twoEditsOfOneValueAreRefused() throws {
        let bytes = try Fixtures.bytes(Self.integerAndHex)
        let set = try #require(FixTesting.readContents(bytes))
        let first = try ColorValueEdit(variant: set.variants[1], replacement: .black)
        let second = try ColorValueEdit(variant: set.variants[1], replacement: .white)
        do {
            _ = try ColorValueRewriter.replacements(for: [first, second], in: bytes, file: FixTesting.contentsFile)
            Issue.record("expected a refusal")
        } catch {
            #expect(error.reason == .overlappingEdits)
        }
    }
}
