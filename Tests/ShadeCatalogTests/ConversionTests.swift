import Foundation
import Shade
import ShadeTestSupport
import Testing

@testable import ShadeCatalog

/// Asset catalogs written out as design tokens, and token sets written out as asset catalogs, give
/// the same colors when read back.
@Suite("Conversion between asset catalogs and design tokens")
struct ConversionTests {
    /// The eight combinations of style, contrast and level.
    static let combinations: [TraitCollection] = [false, true].flatMap { dark in
        [false, true].flatMap { high in
            [false, true].map { elevated in
                TraitCollection {
                    $0.userInterfaceStyle = dark ? .dark : .light
                    $0.accessibilityContrast = high ? .high : .normal
                    $0.userInterfaceLevel = elevated ? .elevated : .base
                }
            }
        }
    }

    /// The token sets of the fixtures, each as the reader takes it.
    static let tokenSets: [URL] = [
        TokenTesting.example("apple-hig.resolver.json"),
        TokenTesting.example("github-primer/base/color/dark/dark.tokens.json"),
        TokenTesting.example("figma-sds/color.tokens.json"),
        TokenTesting.fixture("terrazzoapp__terrazzo/packages/plugin-swift/test/color/tokens.json"),
        TokenTesting.fixture("tokens-studio__sd-transforms/test/integration/tokens/swift-UI-colors.tokens.json"),
    ]

    /// The 8-bit sRGB value of `color`, for comparing colors exactly to 8 bits.
    static func eightBit(_ color: Color) -> [Int] {
        let srgb = color.converted(to: .extendedSRGB)
        return [srgb.red, srgb.green, srgb.blue, srgb.alpha].map { Int(($0 * 255).rounded()) }
    }

    /// Expects every color of `original` to resolve in `converted` (under the same path) to the
    /// same 8-bit value in all eight combinations. Returns the number of colors compared.
    @discardableResult
    static func expectSameColors(
        _ original: ColorCatalog, _ converted: ColorCatalog, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Int {
        let convertedByPath = Dictionary(
            converted.entries.map { ($0.path.filter { $0 != "$root" }, $0) }, uniquingKeysWith: { first, _ in first })
        var compared = 0
        for entry in original.entries {
            guard case .color(let set) = entry.value, let expected = set.dynamicColor() else { continue }
            let parts: [String] = entry.path.flatMap { part in part.split(separator: ".").map(String.init) }
            let path = parts.filter { $0 != "$root" }
            guard let match = convertedByPath[path] ?? convertedByPath[entry.path.filter { $0 != "$root" }],
                case .color(let convertedSet) = match.value, let actual = convertedSet.dynamicColor()
            else {
                Issue.record("\(entry.name) is missing after the conversion", sourceLocation: sourceLocation)
                continue
            }
            for traits in combinations {
                #expect(
                    eightBit(actual.resolvedColor(with: traits)) == eightBit(expected.resolvedColor(with: traits)),
                    "\(entry.name) in \(traits)", sourceLocation: sourceLocation)
            }
            compared += 1
        }
        return compared
    }

    @Test(arguments: Fixtures.catalogs)
    func everyAssetCatalogWrittenAsTokensReadsBackWithTheSameColors(catalog: URL) throws {
        let original = AssetCatalogReader.read(at: catalog).catalog
        let directory = try TemporaryDirectory()
        let folder = URL(fileURLWithPath: directory.path)
        let files = try TokenWriter().write(original.namedForDesignTokens(), to: folder, name: "colors").files
        // A resolver document when there are modes, else the one token file.
        let written = try #require(files.first { $0.lastPathComponent.hasSuffix(".resolver.json") } ?? files.first)
        let tokens = TokenReader().read(contentsOf: written)
        #expect(tokens.errors.isEmpty, "\(tokens.errors.map(\.description))")
        let compared = Self.expectSameColors(original, tokens.catalog)
        let resolvable = original.colors.filter { $0.set.dynamicColor() != nil }.count
        #expect(compared == resolvable)
    }

    @Test(arguments: tokenSets)
    func everyTokenSetWrittenAsAnAssetCatalogReadsBackWithTheSameColors(tokens: URL) throws {
        let original = TokenReader().read(contentsOf: tokens).catalog
        let directory = try TemporaryDirectory()
        let catalog = URL(fileURLWithPath: directory.file("Colors.xcassets"))
        try AssetCatalogWriter.write(original.namedForAssetCatalog(), to: catalog)
        let reread = AssetCatalogReader.read(at: catalog)
        #expect(reread.errors.isEmpty, "\(reread.errors.map(\.description))")
        #expect(Self.expectSameColors(original, reread.catalog) == original.colors.count)
        let expectedNames = original.colors.map { $0.name.replacingOccurrences(of: ".", with: "/") }
            .map { $0.hasSuffix("/$root") ? String($0.dropLast("/$root".count)) : $0 }
        #expect(reread.catalog.colors.map(\.name).sorted() == expectedNames.sorted())
    }

    /// A token set written as an asset catalog and read back as tokens has the same paths, and
    /// every color resolves to the same value (to 1e-9) in all eight appearances.
    @Test(arguments: tokenSets)
    func tokensAssetCatalogTokensKeepsEveryPathAndValue(tokens: URL) throws {
        let original = TokenReader().read(contentsOf: tokens).catalog
        let directory = try TemporaryDirectory()
        let catalog = URL(fileURLWithPath: directory.file("Colors.xcassets"))
        try AssetCatalogWriter.write(original.namedForAssetCatalog(), to: catalog)
        let back = URL(fileURLWithPath: directory.file("tokens"))
        try FileManager.default.createDirectory(at: back, withIntermediateDirectories: true)
        let files = try TokenWriter().write(
            AssetCatalogReader.read(at: catalog).catalog.namedForDesignTokens(), to: back, name: "colors"
        ).files
        let written = try #require(files.first { $0.lastPathComponent.hasSuffix(".resolver.json") } ?? files.first)
        let reread = TokenReader().read(contentsOf: written)
        #expect(reread.errors.isEmpty, "\(reread.errors.map(\.description))")
        // The same paths; an asset catalog lists its folders by name, so the order is the folders'.
        #expect(reread.catalog.colors.map(\.name).sorted() == original.colors.map(\.name).sorted())
        var largest = 0.0
        for entry in original.colors {
            guard let expected = entry.set.dynamicColor(),
                let actual = reread.catalog.dynamicColor(named: entry.name)
            else {
                Issue.record("\(entry.name) did not come back")
                continue
            }
            for traits in Self.combinations {
                let a = expected.resolvedColor(with: traits).converted(to: .extendedSRGB)
                let b = actual.resolvedColor(with: traits).converted(to: .extendedSRGB)
                let difference = [a.red - b.red, a.green - b.green, a.blue - b.blue, a.alpha - b.alpha].map(abs).max()!
                largest = max(largest, difference)
                #expect(difference <= 1e-9, "\(entry.name) in \(traits)")
            }
        }
        print(
            "tokens there and back: \(tokens.lastPathComponent) \(original.colors.count) colors, largest difference \(largest)"
        )
    }

    /// Colors in every one of the fourteen DTCG color spaces, inside and outside the sRGB gamut,
    /// written as an asset catalog and back as tokens: each keeps its value (to 1e-9, as extended
    /// sRGB) and so its 8-bit sRGB value.
    @Test func tokensInAllFourteenColorSpacesKeepTheirValuesThroughAnAssetCatalog() throws {
        var generator = SystemRandomNumberGenerator()
        var members: [String] = []
        var count = 0
        for space in CSSColorSpace.allCases {
            for index in 0..<25 {
                let components = space.referenceRanges.map { range in
                    Double.random(in: range, using: &generator)
                }
                let alpha = index % 5 == 0 ? Double.random(in: 0...1, using: &generator) : 1
                let numbers = components.map { "\($0)" }.joined(separator: ", ")
                members.append(
                    #""\#(space.rawValue)-\#(index)": {"$value": {"colorSpace": "\#(space.rawValue)", "components": [\#(numbers)], "alpha": \#(alpha)}}"#
                )
                count += 1
            }
        }
        let text = #"{"c": {"$type": "color", \#(members.joined(separator: ", "))}}"#
        let original = TokenReader().read(text: text)
        #expect(original.errors.isEmpty, "\(original.errors.prefix(3))")
        #expect(original.catalog.colors.count == count)
        let directory = try TemporaryDirectory()
        let catalog = URL(fileURLWithPath: directory.file("Colors.xcassets"))
        try AssetCatalogWriter.write(original.catalog.namedForAssetCatalog(), to: catalog)
        let reread = AssetCatalogReader.read(at: catalog)
        #expect(reread.errors.isEmpty, "\(reread.errors.prefix(3))")
        let (documents, diagnostics) = try TokenWriter().documents(
            for: reread.catalog.namedForDesignTokens(), name: "c")
        #expect(diagnostics.isEmpty, "\(diagnostics.prefix(3))")
        let back = TokenReader().read(text: try #require(documents.first).text)
        var largest = 0.0
        for entry in original.catalog.entries {
            let first = try #require(TokenTesting.color(original.catalog, entry.name)).color
            let returned = try #require(TokenTesting.color(back.catalog, entry.name), "\(entry.name)").color
            let a = first.converted(to: .extendedSRGB)
            let b = returned.converted(to: .extendedSRGB)
            let difference = [a.red - b.red, a.green - b.green, a.blue - b.blue, a.alpha - b.alpha].map(abs).max()!
            largest = max(largest, difference)
            #expect(difference <= 1e-9, "\(entry.name): \(first) came back as \(returned)")
            #expect(first.sRGBBytes == returned.sRGBBytes, "\(entry.name)")
        }
        print("fourteen spaces: \(count) colors through an asset catalog, largest difference \(largest)")
    }

    @Test func dottedAssetNamesBecomeTokenGroupsASetBesideAFolderOfItsNameBecomesTheGroupsRoot() {
        let black = CatalogColor(
            space: .sRGB, components: [0, 0, 0], alpha: 1, notation: .tokenObject(hex: nil), color: .black)
        let value = CatalogEntry.Value.color(ColorSet(variants: [ColorVariant(value: .color(black))]))
        let catalog = ColorCatalog(entries: [
            CatalogEntry(name: "navigation.back", path: ["navigation.back"], value: value),
            CatalogEntry(name: "Primary", path: ["Primary"], value: value),
            CatalogEntry(name: "Primary/300", path: ["Primary", "300"], value: value),
        ])
        #expect(catalog.namedForDesignTokens().names == ["navigation.back", "Primary.$root", "Primary.300"])
        #expect(
            catalog.namedForDesignTokens().entries.map(\.path) == [
                ["navigation", "back"], ["Primary", "$root"], ["Primary", "300"],
            ])
        // The asset-catalog names come back, kept in `$extensions` where the tokens lose them.
        #expect(
            catalog.namedForDesignTokens().namedForAssetCatalog().names == [
                "navigation.back", "Primary", "Primary/300",
            ])
    }

    /// Each reader records which format's names its catalog has, and each writer names a catalog
    /// read from the other format for itself: a caller need not rename before writing, and an
    /// asset catalog is not renamed again, not even in a folder that provides no namespace.
    @Test func eachWriterNamesACatalogOfTheOtherFormatForItselfAndOnlyThat() throws {
        let directory = try TemporaryDirectory()
        let url = try makeCatalog(
            [
                ("Contents.json", plainGroup),
                ("Dark/Contents.json", plainGroup),
                ("Dark/Night.colorset/Contents.json", graySet("0.100")),
                ("Brand/Contents.json", namespaced),
                ("Brand/navigation.back.colorset/Contents.json", graySet("0.300")),
            ], in: directory)
        let assets = AssetCatalogReader.read(at: url).catalog
        #expect(assets.naming == .assetCatalog)
        #expect(assets.names == ["Brand/navigation.back", "Night"])
        #expect(assets.namedForAssetCatalog() == assets)

        // Written as tokens as it is, it is written as if named for them first.
        let asIs = try TokenWriter().documents(for: assets, name: "colors").documents
        let named = assets.namedForDesignTokens()
        #expect(named.naming == .designTokens)
        #expect(named.namedForDesignTokens() == named)
        #expect(asIs.map(\.text) == (try TokenWriter().documents(for: named, name: "colors").documents.map(\.text)))

        let files = try TokenWriter().write(assets, to: URL(fileURLWithPath: directory.path), name: "colors").files
        let tokens = TokenReader().read(contentsOf: try #require(files.first)).catalog
        #expect(tokens.naming == .designTokens)
        #expect(tokens.names == ["Brand.navigation.back", "Dark.Night"])

        // And back, the asset catalog's names and folders without renaming by hand.
        let back = URL(fileURLWithPath: directory.file("Back.xcassets"))
        let warnings = try AssetCatalogWriter.write(tokens, to: back)
        #expect(warnings.isEmpty, "\(warnings.map(\.description))")
        let reread = AssetCatalogReader.read(at: back).catalog
        #expect(reread.names == assets.names)
        #expect(reread.entries.map(\.path) == assets.entries.map(\.path))
        #expect(reread.groups == assets.groups)

        // A catalog built in code has no naming: each writer takes its names as given.
        var built = assets
        built.naming = nil
        #expect(built.named(for: .designTokens) == built)
        #expect(built.named(for: .assetCatalog) == built)
    }

    /// A format declares its naming in its own module, with the renamings it knows: a naming
    /// declared here renames a catalog of any other naming into itself; the asset catalog's,
    /// which knows no other, leaves it as it is, and the tokens', which renames any naming into
    /// tokens, names it by its path.
    @Test func aNamingDeclaredOutsideTheFormatsRenamesIntoItselfOnly() {
        let upper = CatalogNaming("upper case") { catalog, target in
            guard target.description == "upper case" else { return nil }
            var renamed = ColorCatalog(
                entries: catalog.entries.map { entry in
                    var entry = entry
                    entry.name = entry.name.uppercased()
                    entry.path = entry.path.map { $0.uppercased() }
                    return entry
                })
            renamed.naming = target
            return renamed
        }
        #expect(upper == CatalogNaming("upper case"))
        #expect(upper != .assetCatalog && upper != .designTokens)

        var tokens = ColorCatalog(entries: [
            CatalogEntry(name: "color.bg", path: ["color", "bg"], value: .other(type: "string", value: .string("x")))
        ])
        tokens.naming = .designTokens
        let renamed = tokens.named(for: upper)
        #expect(renamed.names == ["COLOR.BG"])
        #expect(renamed.naming == upper)
        #expect(renamed.entries.map(\.path) == [["COLOR", "BG"]])
        // Neither the asset catalog's naming nor this one knows the other: the names stay.
        #expect(renamed.named(for: .assetCatalog) == renamed)
        // The tokens' naming renames any other into tokens, by the entries' paths.
        let asTokens = renamed.named(for: .designTokens)
        #expect(asTokens.names == ["COLOR.BG"])
        #expect(asTokens.naming == .designTokens)

        // A naming that knows no other leaves a catalog of another naming as it is.
        let plain = CatalogNaming("plain")
        #expect(tokens.named(for: plain) == tokens)
        // The tokens' naming knows the asset catalog's, into tokens and out of them.
        #expect(tokens.named(for: .assetCatalog).naming == .assetCatalog)
        #expect(tokens.named(for: .assetCatalog).named(for: .designTokens).naming == .designTokens)
    }

    /// What only one format keeps is that format's sidecar: it takes part in a catalog's
    /// equality, and an empty sidecar is the same as none.
    @Test func aCatalogsSidecarsTakePartInItsEqualityAnEmptyOneIsNone() {
        let plain = ColorCatalog(entries: [CatalogEntry(name: "a", value: .other(type: "string", value: .string("x")))])
        var layout = plain
        layout.groups = [CatalogGroup(path: ["Brand"], providesNamespace: true)]
        #expect(layout != plain)
        #expect(layout[sidecar: AssetCatalogLayout.self].groups == layout.groups)
        #expect(plain[sidecar: AssetCatalogLayout.self] == AssetCatalogLayout())
        var tokens = layout
        tokens.groupMetadata = [["Brand"]: [CatalogJSON.Member("$description", .string("the brand"))]]
        #expect(tokens != layout)
        #expect(Set([plain, layout, tokens]).count == 3)
        layout.groups = []
        #expect(layout == plain)
        #expect(layout.hashValue == plain.hashValue)
    }

    /// Every color of an asset catalog, written as design tokens, read back and written as an
    /// asset catalog again, is the color it was: the same name and path, every variant (idioms,
    /// display gamuts and system-color references included) with values equal to 1e-9, and the
    /// same members (`properties`).
    @Test(arguments: Fixtures.catalogs)
    func everyAssetCatalogComesBackWholeThroughDesignTokens(catalog: URL) throws {
        let original = AssetCatalogReader.read(at: catalog).catalog
        let directory = try TemporaryDirectory()
        let folder = URL(fileURLWithPath: directory.path)
        let files = try TokenWriter().write(original.namedForDesignTokens(), to: folder, name: "colors").files
        let written = try #require(files.first { $0.lastPathComponent.hasSuffix(".resolver.json") } ?? files.first)
        let tokens = TokenReader().read(contentsOf: written)
        #expect(tokens.errors.isEmpty, "\(tokens.errors.map(\.description))")
        let output = URL(fileURLWithPath: directory.file("Back.xcassets"))
        try AssetCatalogWriter.write(tokens.catalog.namedForAssetCatalog(), to: output)
        let back = AssetCatalogReader.read(at: output).catalog
        var variants = 0
        var largest = 0.0
        for entry in original.entries {
            guard case .color(let set) = entry.value else { continue }
            guard let match = back[entry.name], case .color(let returned) = match.value else {
                Issue.record("\(entry.name) did not come back")
                continue
            }
            #expect(match.path == entry.path, "\(entry.name)")
            #expect(match.extensions == entry.extensions, "\(entry.name)")
            #expect(returned.variants.count == set.variants.count, "\(entry.name)")
            for variant in set.variants {
                let same = returned.variants.first {
                    Set($0.conditions) == Set(variant.conditions) && $0.idiom == variant.idiom
                        && $0.displayGamut == variant.displayGamut && $0.theme == variant.theme
                }
                guard let same else {
                    Issue.record("\(entry.name): the variant \(variant.conditions) \(variant.idiom) did not come back")
                    continue
                }
                variants += 1
                switch (variant.value, same.value) {
                case (.color(let first)?, .color(let second)?):
                    let a = first.color.converted(to: .extendedSRGB)
                    let b = second.color.converted(to: .extendedSRGB)
                    let difference = [a.red - b.red, a.green - b.green, a.blue - b.blue, a.alpha - b.alpha].map(abs)
                        .max()!
                    largest = max(largest, difference)
                    #expect(difference <= 1e-9, "\(entry.name): \(first.color) came back as \(second.color)")
                case (.reference(let first)?, .reference(let second)?):
                    #expect(first == second, "\(entry.name)")
                case (nil, nil):
                    break
                default:
                    Issue.record(
                        "\(entry.name): \(String(describing: variant.value)) came back as \(String(describing: same.value))"
                    )
                }
            }
        }
        // Written directly and through tokens, every color set's and folder's Contents.json is the
        // same text: the same space, notation (`0xB2`, `"1"`, shortest decimals), order and members.
        let direct = URL(fileURLWithPath: directory.file("Direct.xcassets"))
        try AssetCatalogWriter.write(original, to: direct)
        let directTexts = try Self.colorContents(of: direct)
        let backTexts = try Self.colorContents(of: output)
        #expect(backTexts.keys.sorted() == directTexts.keys.sorted())
        for (path, text) in directTexts.sorted(by: { $0.key < $1.key }) {
            #expect(backTexts[path] == text, "\(path) differs through tokens")
        }
        print(
            "through tokens: \(catalog.lastPathComponent) \(original.colors.count) colors, \(variants) variants, \(directTexts.count) identical Contents.json, largest difference \(largest)"
        )
    }

    /// Color sets in every asset-catalog space and component notation Xcode and generators write,
    /// with an explicit Light variant, variants out of Shade's order and mixed notations, come back
    /// from design tokens as the same text.
    @Test func everyAssetCatalogSpaceAndNotationComesBackAsWrittenThroughDesignTokens() throws {
        let sets: [(String, String)] = [
            ("gray", #""color-space" : "gray-gamma-22", "components" : { "alpha" : "1.000", "white" : "0.500" }"#),
            (
                "extendedGray",
                #""color-space" : "extended-gray", "components" : { "alpha" : "0.500", "white" : "1.200" }"#
            ),
            (
                "extended",
                #""color-space" : "extended-srgb", "components" : { "alpha" : "1.000", "blue" : "1.200", "green" : "-0.100", "red" : "0.500" }"#
            ),
            (
                "extendedInRange",
                #""color-space" : "extended-srgb", "components" : { "alpha" : "1.000", "blue" : "0.2", "green" : "0.1", "red" : "0.5" }"#
            ),
            (
                "linear",
                #""color-space" : "extended-linear-srgb", "components" : { "alpha" : "1.000", "blue" : "0.200", "green" : "0.100", "red" : "0.500" }"#
            ),
            (
                "hexP3",
                #""color-space" : "display-p3", "components" : { "alpha" : "1.000", "blue" : "0x12", "green" : "0x34", "red" : "0XFF" }"#
            ),
            (
                "numbers",
                #""color-space" : "srgb", "components" : { "alpha" : 1, "blue" : 0.5, "green" : 0.25, "red" : 1 }"#
            ),
            (
                "integers",
                #""color-space" : "srgb", "components" : { "alpha" : "1", "blue" : "18", "green" : "52", "red" : "255" }"#
            ),
            (
                "generated",
                #""color-space" : "srgb", "components" : { "alpha" : "0.8", "blue" : "0.9991694919090187", "green" : "0.1", "red" : "0.0" }"#
            ),
        ]
        let directory = try TemporaryDirectory()
        let input = directory.file("In.xcassets")
        func contents(_ colors: [String]) -> String {
            #"{ "colors" : [ \#(colors.joined(separator: ", ")) ], "info" : { "author" : "xcode", "version" : 1 } }"#
        }
        for (name, color) in sets {
            try FileManager.default.createDirectory(
                atPath: "\(input)/\(name).colorset", withIntermediateDirectories: true)
            // The dark variant differs in alpha only, written in the same notation.
            let alphas = [
                (#""alpha" : "1.000""#, #""alpha" : "0.900""#), (#""alpha" : 1,"#, #""alpha" : 0.5,"#),
                (#""alpha" : "1""#, #""alpha" : "0""#), (#""alpha" : "0.500""#, #""alpha" : "0.250""#),
                (#""alpha" : "0.8""#, #""alpha" : "0.4""#),
            ]
            let dark = alphas.reduce(color) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
            let variants = [
                #"{ "color" : { \#(color) }, "idiom" : "universal" }"#,
                #"{ "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "color" : { \#(dark) }, "idiom" : "universal" }"#,
            ]
            try directory.write(contents(variants), to: "In.xcassets/\(name).colorset/Contents.json")
        }
        // iina's SearchResult: an explicit Light variant; then high contrast before dark, and mixed notations.
        let odd = [
            (
                "searchResult",
                [
                    #"{ "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "1.000", "green" : "1.000", "red" : "1.000" } }, "idiom" : "universal" }"#,
                    #"{ "appearances" : [ { "appearance" : "luminosity", "value" : "light" } ], "color" : { "color-space" : "srgb", "components" : { "alpha" : "0.800", "blue" : "0.000", "green" : "0.000", "red" : "0.000" } }, "idiom" : "universal" }"#,
                    #"{ "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "color" : { "color-space" : "srgb", "components" : { "alpha" : "0.800", "blue" : "1.000", "green" : "1.000", "red" : "1.000" } }, "idiom" : "universal" }"#,
                ]
            ),
            (
                "outOfOrder",
                [
                    #"{ "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x10", "green" : "0x20", "red" : "0x30" } }, "idiom" : "universal" }"#,
                    #"{ "appearances" : [ { "appearance" : "contrast", "value" : "high" } ], "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.500", "green" : "0.500", "red" : "0.500" } }, "idiom" : "universal" }"#,
                    #"{ "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "color" : { "color-space" : "srgb", "components" : { "alpha" : 1, "blue" : 0.125, "green" : 0.25, "red" : 1 } }, "idiom" : "universal" }"#,
                ]
            ),
        ]
        for (name, variants) in odd {
            try FileManager.default.createDirectory(
                atPath: "\(input)/\(name).colorset", withIntermediateDirectories: true)
            try directory.write(contents(variants), to: "In.xcassets/\(name).colorset/Contents.json")
        }
        let original = AssetCatalogReader.read(at: URL(fileURLWithPath: input))
        #expect(original.diagnostics.isEmpty, "\(original.diagnostics.map(\.description))")
        #expect(original.catalog.colors.count == sets.count + odd.count)

        let folder = URL(fileURLWithPath: directory.file("tokens"))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try TokenWriter().write(original.catalog.namedForDesignTokens(), to: folder, name: "colors")
        let tokens = TokenReader().read(contentsOf: folder.appendingPathComponent("colors.resolver.json"))
        #expect(tokens.errors.isEmpty, "\(tokens.errors.map(\.description))")
        let back = URL(fileURLWithPath: directory.file("Back.xcassets"))
        try AssetCatalogWriter.write(tokens.catalog.namedForAssetCatalog(), to: back)
        let direct = URL(fileURLWithPath: directory.file("Direct.xcassets"))
        try AssetCatalogWriter.write(original.catalog, to: direct)
        let directTexts = try Self.colorContents(of: direct)
        let backTexts = try Self.colorContents(of: back)
        #expect(directTexts.count == sets.count + odd.count + 1)
        #expect(backTexts.keys.sorted() == directTexts.keys.sorted())
        for (path, text) in directTexts.sorted(by: { $0.key < $1.key }) {
            #expect(backTexts[path] == text, "\(path) differs through tokens")
        }
        // The kept notation is small: a set written in one notation keeps it, not its whole variants.
        let defaultFile = try String(contentsOf: folder.appendingPathComponent("colors.tokens.json"), encoding: .utf8)
        #expect(defaultFile.contains(#""channels": "0XFF""#))
        #expect(defaultFile.contains(#""channels": "255""#))
        #expect(defaultFile.contains(#""color-space": "extended-gray""#))
        // Extended linear sRGB within 0…1 is `srgb-linear`, the same numbers, and needs nothing kept.
        #expect(defaultFile.contains(#""colorSpace": "srgb-linear""#))
        #expect(!defaultFile.contains(#""color-space": "extended-linear-srgb""#))
    }

    /// The text of every `Contents.json` of an asset catalog's color sets and folders, by path.
    static func colorContents(of catalog: URL) throws -> [String: String] {
        var texts: [String: String] = [:]
        let root = catalog.standardizedFileURL.path
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [:] }
        while let relative = enumerator.nextObject() as? String {
            let parts = relative.split(separator: "/")
            guard parts.last == "Contents.json" else { continue }
            // Folders and color sets only: other assets (images, data) have no token form.
            guard parts.dropLast().allSatisfy({ !$0.contains(".") || $0.hasSuffix(".colorset") }) else { continue }
            texts[relative] = try String(contentsOfFile: root + "/" + relative, encoding: .utf8)
        }
        return texts
    }

    @Test func aSystemColorReferenceBecomesTheSystemColorsValuesSoItResolvesTheSameEverywhere() throws {
        let set = ColorSet(variants: [
            ColorVariant(value: .reference(SystemColorReference(platform: "ios", name: "systemBackgroundColor"))),
            ColorVariant(value: .reference(SystemColorReference(name: "controlAccentColor")), extraKeys: []),
        ])
        let expanded = set.expandingSystemColorReferences()
        #expect(
            expanded.variants.contains {
                if case .reference(let r) = $0.value { r.name == "controlAccentColor" } else { false }
            })
        #expect(
            !expanded.variants.contains { if case .reference(let r) = $0.value { r.resolved != nil } else { false } })
        let original = try #require(ColorSet(variants: [set.variants[0]]).dynamicColor())
        let result = try #require(expanded.dynamicColor())
        for traits in Self.combinations {
            #expect(result.resolvedColor(with: traits) == original.resolvedColor(with: traits), "\(traits)")
        }
        #expect(
            Set(expanded.variants.compactMap(\.appearance)) == [
                .any, .light, .lightHighContrast, .dark, .darkHighContrast, .darkElevated, .darkElevatedHighContrast,
            ])
    }
}
