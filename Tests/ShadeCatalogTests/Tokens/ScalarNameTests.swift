import Foundation
import Shade
import ShadeTestSupport
import Testing

@testable import ShadeCatalog

/// Names that are canonically equal but different strings: `café` with a precomposed `é`
/// (U+00E9) and with `e` and a combining acute accent (U+0065 U+0301), `Ω` (U+03A9) and the ohm
/// sign (U+2126). Swift's `String ==`, and a `Dictionary` or `Set` of `String`s, make each pair
/// one name, so the second was merged into the first as a duplicate, and a token object holding
/// both was refused as a repeated member. JSON compares names by their scalars, and so does every
/// reader now: each pair is two tokens (two variables, two color sets where the file system holds
/// two folders), and a writer keeps both.
@Suite struct ScalarNameTests {
    static let precomposed = "caf\u{E9}"
    static let decomposed = "cafe\u{301}"
    static let omega = "\u{3A9}"
    static let ohm = "\u{2126}"

    /// A token file with the four names in one group, and an alias of each spelling.
    static let tokens = """
        {
          "color": {
            "$type": "color",
            "\(precomposed)": { "$value": "#111111" },
            "\(decomposed)": { "$value": "#222222" },
            "\(omega)": { "$value": "#333333" },
            "\(ohm)": { "$value": "#444444" },
            "first": { "$value": "{color.\(precomposed)}" },
            "second": { "$value": "{color.\(decomposed)}" }
          }
        }
        """

    /// The sRGB hex of the entry `name`'s default value, or `nil`.
    static func hex(_ catalog: ColorCatalog, _ name: String) -> String? {
        catalog.dynamicColor(named: name)?.resolvedColor(with: TraitCollection()).hexString
    }

    @Test func theNamesAreEqualToSwiftButNotToJSON() {
        #expect(Self.precomposed == Self.decomposed)
        #expect(Self.omega == Self.ohm)
        #expect(!Self.precomposed.unicodeScalars.elementsEqual(Self.decomposed.unicodeScalars))
    }

    @Test func aTokenFileWithBothSpellingsReadsBoth() throws {
        let result = TokenTesting.read(Self.tokens)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let names = result.catalog.names.map { Array($0.unicodeScalars) }
        #expect(
            names == [
                Array("color.\(Self.precomposed)".unicodeScalars), Array("color.\(Self.decomposed)".unicodeScalars),
                Array("color.\(Self.omega)".unicodeScalars), Array("color.\(Self.ohm)".unicodeScalars),
                Array("color.first".unicodeScalars), Array("color.second".unicodeScalars),
            ])
        let catalog = result.catalog
        #expect(Self.hex(catalog, "color.\(Self.precomposed)") == "#111111")
        #expect(Self.hex(catalog, "color.\(Self.decomposed)") == "#222222")
        #expect(Self.hex(catalog, "color.\(Self.omega)") == "#333333")
        #expect(Self.hex(catalog, "color.\(Self.ohm)") == "#444444")
        #expect(Self.hex(catalog, "color.first") == "#111111")
        #expect(Self.hex(catalog, "color.second") == "#222222")
        #expect(catalog["color.second"]?.aliasOf?.unicodeScalars.last == "\u{301}")
    }

    @Test func twoFilesOfOneModeKeepBothSpellingsAndReplaceTheSameOne() {
        let first = "{\"c\": {\"$type\": \"color\", \"\(Self.precomposed)\": {\"$value\": \"#111111\"}}}"
        let second =
            "{\"c\": {\"$type\": \"color\", \"\(Self.decomposed)\": {\"$value\": \"#222222\"}, "
            + "\"\(Self.precomposed)\": {\"$value\": \"#333333\"}}}"
        let result = TokenReader().read([
            .bytes(Array(first.utf8), name: "a.tokens.json"), .bytes(Array(second.utf8), name: "b.tokens.json"),
        ])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.catalog.count == 2)
        #expect(Self.hex(result.catalog, "c.\(Self.precomposed)") == "#333333")
        #expect(Self.hex(result.catalog, "c.\(Self.decomposed)") == "#222222")
    }

    @Test func writingBackKeepsBothSpellings() throws {
        let result = TokenTesting.read(Self.tokens)
        let (documents, _) = try TokenWriter().documents(for: result.catalog, name: "t")
        let text = try #require(documents.first?.text)
        for name in [Self.precomposed, Self.decomposed, Self.omega, Self.ohm] {
            #expect(text.utf8.firstRange(of: "\"\(name)\"".utf8) != nil, "\(name.unicodeScalars.map(\.value))")
        }
        let (_, again) = try TokenTesting.roundTrip(result.catalog)
        #expect(again.diagnostics.isEmpty, "\(again.diagnostics)")
        #expect(again.catalog.count == 6)
        for (name, hex) in [
            (Self.precomposed, "#111111"), (Self.decomposed, "#222222"), (Self.omega, "#333333"), (Self.ohm, "#444444"),
        ] {
            #expect(Self.hex(again.catalog, "color.\(name)") == hex)
        }
    }

    /// Found by fuzzing: a group `Ω` (with a property) beside a token `Ω` (the ohm sign) was
    /// refused by the writer as a token that is also a group, because the writer kept group paths
    /// as `[String]`s.
    @Test func aGroupAndATokenOfTheTwoSpellingsAreWrittenAndReadBack() throws {
        let text = """
            {
              "color": {
                "$type": "color",
                "\(Self.omega)": { "$description": "a group", "inner": { "$value": "#111111" } },
                "\(Self.ohm)": { "$value": "#222222" },
                "\(Self.precomposed)": { "$description": "first group", "x": { "$value": "#333333" } },
                "\(Self.decomposed)": { "$description": "second group", "x": { "$value": "#444444" } }
              }
            }
            """
        let result = TokenTesting.read(text)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let metadata = result.catalog.groupMetadata
        #expect(metadata.count == 3)
        #expect(metadata[["color", Self.precomposed]] == [CatalogJSON.Member("$description", .string("first group"))])
        #expect(metadata[["color", Self.decomposed]] == [CatalogJSON.Member("$description", .string("second group"))])
        #expect(metadata[["color", Self.ohm]] == nil)
        let (_, again) = try TokenTesting.roundTrip(result.catalog)
        #expect(again.diagnostics.isEmpty, "\(again.diagnostics)")
        #expect(again.catalog.groupMetadata == result.catalog.groupMetadata)
        #expect(Self.hex(again.catalog, "color.\(Self.omega).inner") == "#111111")
        #expect(Self.hex(again.catalog, "color.\(Self.ohm)") == "#222222")
    }

    @Test func aFigmaResponseWithBothSpellingsReadsBothVariables() {
        let variables = [(Self.precomposed, "0.5"), (Self.decomposed, "1")].enumerated().map { index, pair in
            #""v\#(index)": {"name": "brand/\#(pair.0)", "variableCollectionId": "c", "resolvedType": "COLOR", "valuesByMode": {"m": {"r": \#(pair.1), "g": 0, "b": 0, "a": 1}}}"#
        }
        let text =
            #"{"meta": {"variables": {"# + variables.joined(separator: ", ")
            + #"}, "variableCollections": {"c": {"name": "C", "modes": [{"modeId": "m", "name": "Light"}]}}}}"#
        let result = TokenReader().read(figmaVariablesBytes: Array(text.utf8), name: "variables.json")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.catalog.count == 2)
        #expect(Self.hex(result.catalog, "brand.\(Self.precomposed)") == "#800000")
        #expect(Self.hex(result.catalog, "brand.\(Self.decomposed)") == "#FF0000")
    }

    #if os(Linux)
        /// An asset catalog's folder names follow the file system, which on Linux keeps both
        /// spellings as two folders (APFS on macOS holds only one of them).
        @Test func anAssetCatalogWithBothFoldersReadsBothColorSets() throws {
            let directory = try TemporaryDirectory()
            try directory.write(#"{"info": {"author": "xcode", "version": 1}}"#, to: "C.xcassets/Contents.json")
            for (name, red) in [(Self.precomposed, "0.000"), (Self.decomposed, "1.000")] {
                try directory.write(
                    #"{"colors": [{"color": {"color-space": "srgb", "components": {"alpha": "1.000", "blue": "0.000", "green": "0.000", "red": "\#(red)"}}, "idiom": "universal"}], "info": {"author": "xcode", "version": 1}}"#,
                    to: "C.xcassets/\(name).colorset/Contents.json")
            }
            let result = AssetCatalogReader.read(at: URL(fileURLWithPath: directory.file("C.xcassets")))
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
            #expect(result.catalog.count == 2)
            #expect(Self.hex(result.catalog, Self.precomposed) == "#000000")
            #expect(Self.hex(result.catalog, Self.decomposed) == "#FF0000")
        }
    #endif
}
