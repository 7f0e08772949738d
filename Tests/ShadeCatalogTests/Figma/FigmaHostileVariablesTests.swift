import Foundation
import Shade
import ShadeJSON
import ShadeTestSupport
import Testing

@testable import ShadeCatalog
@testable import ShadeFigma

/// Figma variables as a user or an attacker might write them: very many, named with `$`, `{`
/// or empty parts, with values that cannot be read in the default mode, modes of the same
/// meaning, and aliases of another type.
@Suite("Figma variables: size, names, missing values and modes")
struct FigmaHostileVariablesTests {
    static let dark = FigmaVariablesTests.dark

    /// A REST response of one collection with `modes` (id = name) and `variables` (name, type,
    /// value per mode name as JSON text), ids `V:1`, `V:2`, … in order.
    static func response(modes: [String], _ variables: [(name: String, type: String, values: [String: String])])
        -> [UInt8]
    {
        let modeList = modes.map { #"{"modeId": "\#($0)", "name": "\#($0)"}"# }.joined(separator: ", ")
        let variableList = variables.enumerated().map { index, variable in
            let values = variable.values.sorted { $0.key < $1.key }.map { #""\#($0.key)": \#($0.value)"# }
                .joined(separator: ", ")
            let name = "\"" + variable.name + "\""  // the names here hold no `"` or `\`
            return #""V:\#(index + 1)": {"id": "V:\#(index + 1)", "name": \#(name), "variableCollectionId": "c", "#
                + #""resolvedType": "\#(variable.type)", "valuesByMode": {\#(values)}}"#
        }.joined(separator: ",\n")
        let text =
            #"{"meta": {"variableCollections": {"c": {"name": "C", "modes": [\#(modeList)], "defaultModeId": "\#(modes[0])"}}, "#
            + #""variables": {\#(variableList)}}}"#
        return Array(text.utf8)
    }

    static func rgb(_ red: Double) -> String { #"{"r": \#(red), "g": 0, "b": 0, "a": 1}"# }
    static func alias(_ index: Int) -> String { #"{"type": "VARIABLE_ALIAS", "id": "V:\#(index)"}"# }

    static func read(_ bytes: [UInt8]) -> CatalogReadResult {
        TokenReader().read(figmaVariablesBytes: bytes, name: "variables.json")
    }

    // MARK: - Size

    /// Many variables in one group, each put in its group by a look-up by name (a search of the
    /// group and a copy of its members made 40 000 take over a minute); the time is the
    /// benchmark's to check (`CatalogRatios`, the Figma response against the same tokens).
    @Test func manyVariablesInOneGroupAreReadInTheirOrder() {
        let count = 5_000
        var variables: [String] = []
        variables.reserveCapacity(count)
        for index in 0..<count {
            let value = index % 5 == 4 ? Self.alias(index) : Self.rgb(Double(index % 256) / 255)
            variables.append(
                #""V:\#(index + 1)": {"name": "palette/c\#(index)", "variableCollectionId": "c", "#
                    + #""resolvedType": "COLOR", "valuesByMode": {"m": \#(value)}}"#)
        }
        let text =
            #"{"meta": {"variableCollections": {"c": {"name": "C", "modes": [{"modeId": "m", "name": "Light"}]}}, "#
            + #""variables": {\#(variables.joined(separator: ","))}}}"#
        let result: CatalogReadResult? = Self.read(Array(text.utf8))
        #expect(result?.diagnostics.isEmpty == true)
        #expect(result?.catalog.count == count)
        #expect(result?.catalog.names.prefix(3) == ["palette.c0", "palette.c1", "palette.c2"])
        #expect(result?.catalog.names.last == "palette.c\(count - 1)")
    }

    /// A collection of very many modes: each mode's id and meaning is looked up, not searched
    /// for among the others.
    @Test func aCollectionOfTwentyThousandModesIsRead() {
        let modes = (0..<20_000).map { "m\($0)" }
        let values = Dictionary(uniqueKeysWithValues: modes.prefix(3).map { ($0, Self.rgb(0.5)) })
        let result: CatalogReadResult? = Self.read(Self.response(modes: modes + ["Dark"], [("ink", "COLOR", values)]))
        let missing = result?.errors.filter { $0.message.contains("has no value for the mode") } ?? []
        #expect(missing.count == 1)
        #expect(missing.first?.message.contains("and 19990 more") == true, "\(missing.first?.message ?? "")")
        #expect(result?.diagnostics.contains { $0.message.contains("more than 64 modes") } == true)
    }

    // MARK: - Names

    @Test func namesThatWouldBeTokenSyntaxAreEscapedAndKeepTheirSiblings() throws {
        let result = Self.read(
            Self.response(
                modes: ["Light"],
                [
                    ("brand/$value", "COLOR", ["Light": Self.rgb(0.1)]),
                    ("brand/primary", "COLOR", ["Light": Self.rgb(0.2)]),
                    ("x/$extensions", "STRING", ["Light": #""not an extension""#]),
                    ("$schema", "STRING", ["Light": #""https://example.com""#]),
                    ("x/$root", "COLOR", ["Light": Self.rgb(0.3)]),
                    ("braces/{a}", "COLOR", ["Light": Self.rgb(0.4)]),
                    ("alias/of-value", "COLOR", ["Light": Self.alias(1)]),
                    ("price/$5", "FLOAT", ["Light": "5"]),
                ]))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        let catalog = result.catalog
        #expect(
            catalog.names == [
                "brand.%24value", "brand.primary", "x.%24extensions", "x.%24root", "%24schema", "braces.%7Ba%7D",
                "alias.of-value", "price.%245",
            ])
        #expect(catalog["x.%24extensions"]?.value == .other(type: "string", value: .string("not an extension")))
        #expect(catalog["alias.of-value"]?.aliasOf == "brand.%24value")
        // The names survive design tokens.
        let directory = try TemporaryDirectory()
        let files = try TokenWriter().write(
            catalog.namedForDesignTokens(), to: URL(fileURLWithPath: directory.path), name: "names"
        ).files
        let reread = TokenReader().read(contentsOf: try #require(files.first))
        #expect(reread.errors.isEmpty, "\(reread.errors.map(\.description))")
        #expect(reread.catalog.names == catalog.names)
    }

    @Test(arguments: [
        ("$value", "%24value"), ("$", "%24"), ("a$b", "a$b"), ("{x}", "%7Bx%7D"), ("%24value", "%2524value"),
        ("%7B", "%257B"),
    ])
    func aLeadingDollarAndBracesAreEscapedAsADotIs(part: String, token: String) {
        #expect(FigmaReading.tokenName(ofPart: part) == token)
    }

    @Test func anExportFileWithAVariableNamedWithADollarReadsItAndItsAliases() throws {
        let token = { (value: String) in
            #"{"$type": "color", "$value": "\#(value)", "$description": "", "$extensions": {"com.figma": {}}}"#
        }
        let (directory, folder) = try FigmaModeValueTests.exportFolder([
            "Brand.Light.json":
                #"{"brand": {"primary": \#(token("#112233")), "$value": \#(token("#445566"))}, "#
                + #""$schema": \#(token("#778899")), "uses": \#(token("{brand.$value}"))}"#
        ])
        _ = directory
        let result = TokenReader().read(contentsOf: folder)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        #expect(Set(result.catalog.names) == ["brand.primary", "brand.%24value", "%24schema", "uses"])
        #expect(result.catalog["uses"]?.aliasOf == "brand.%24value")
        let uses = try #require(result.catalog.dynamicColor(named: "uses"))
        #expect(FigmaVariablesTests.hex(uses.resolvedColor(with: TraitCollection())) == "445566ff")
    }

    @Test(arguments: ["a//b", "//", "/a", "a/"])
    func aNameWithAnEmptyPartIsOneErrorNamingTheVariable(name: String) {
        let result = Self.read(
            Self.response(
                modes: ["Light", "Dark", "Light HC", "Dark HC"],
                [
                    (
                        name, "COLOR",
                        [
                            "Light": Self.rgb(0.1), "Dark": Self.rgb(0.2), "Light HC": Self.rgb(0.3),
                            "Dark HC": Self.rgb(0.4),
                        ]
                    ),
                    (
                        "ok", "COLOR",
                        [
                            "Light": Self.rgb(0.1), "Dark": Self.rgb(0.2),
                            "Light HC": Self.rgb(0.3), "Dark HC": Self.rgb(0.4),
                        ]
                    ),
                ]))
        #expect(result.errors.count == 1, "\(result.diagnostics.map(\.description))")
        #expect(result.errors.first?.path == name)
        #expect(result.errors.first?.message.contains("empty part") == true)
        #expect(result.errors.first?.location != nil)
        #expect(result.diagnostics.count == 1)
        #expect(result.catalog.names == ["ok"])
    }

    // MARK: - Errors name variables and modes, once

    @Test func anErrorNamesTheVariableAndTheModesAndIsReportedOnce() {
        let modes = ["Light", "Dark", "Light HC", "Dark HC"]
        let result = Self.read(
            Self.response(
                modes: modes,
                [
                    (
                        "danger/fg", "COLOR",
                        [
                            "Light": Self.rgb(0.1), "Dark": Self.rgb(0.2), "Light HC": Self.rgb(0.3),
                            "Dark HC": #"{"type": "VARIABLE_ALIAS", "id": "VariableID:7:29"}"#,
                        ]
                    ),
                    ("danger/bg", "COLOR", Dictionary(uniqueKeysWithValues: modes.map { ($0, Self.alias(99)) })),
                    ("dup/name", "COLOR", Dictionary(uniqueKeysWithValues: modes.map { ($0, Self.rgb(0.1)) })),
                    ("dup/name", "COLOR", Dictionary(uniqueKeysWithValues: modes.map { ($0, Self.rgb(0.2)) })),
                ]))
        let descriptions = result.diagnostics.map(\.description)
        let fg = result.errors.filter { $0.path == "danger/fg" }
        #expect(fg.count == 1, "\(descriptions)")
        #expect(fg.first?.message.hasPrefix("in mode `Dark HC`: ") == true, "\(descriptions)")
        #expect(fg.first?.message.contains("\"VariableID:7:29\"") == true)
        #expect(!(fg.first?.message.contains("valuesByMode.") ?? true))
        let bg = result.errors.filter { $0.path == "danger/bg" }
        #expect(bg.count == 1, "\(descriptions)")
        #expect(bg.first?.message.hasPrefix("in modes `Light`, `Dark`, `Light HC`, `Dark HC`: ") == true)
        let duplicate = result.errors.filter { $0.path == "dup/name" }
        #expect(duplicate.count == 1, "\(descriptions)")
        #expect(duplicate.first?.message.contains("is named `dup/name`") == true, "\(descriptions)")
    }

    @Test func aFloatAliasingAColorIsALocatedError() {
        let result = Self.read(
            Self.response(
                modes: ["Light"],
                [("brand", "COLOR", ["Light": Self.rgb(0.1)]), ("size", "FLOAT", ["Light": Self.alias(1)])]))
        #expect(result.errors.count == 1, "\(result.diagnostics.map(\.description))")
        #expect(result.errors.first?.path == "size")
        #expect(result.errors.first?.message.contains("a COLOR variable, where this one is FLOAT") == true)
        #expect(result.errors.first?.location != nil)
        #expect(result.catalog.names == ["brand"])
    }

    @Test func anExportsNumberAliasingAColorIsALocatedError() throws {
        let token = { (type: String, value: String) in
            #"{"$type": "\#(type)", "$value": "\#(value)", "$description": "", "$extensions": {"com.figma": {}}}"#
        }
        let (directory, folder) = try FigmaModeValueTests.exportFolder([
            "A.Mode 1.json": #"{"c": \#(token("color", "#112233")), "n": \#(token("number", "{c}"))}"#
        ])
        _ = directory
        let result = TokenReader().read(contentsOf: folder)
        #expect(result.errors.count == 1, "\(result.diagnostics.map(\.description))")
        #expect(result.errors.first?.path == "n")
        #expect(result.errors.first?.message.contains("a `number` token refers to `c`, a `color` token") == true)
        #expect(result.errors.first?.location != nil)
        #expect(result.catalog.names == ["c"])
    }

    // MARK: - Missing values stay missing

    @Test(
        arguments: [
            // A missing alias target, a value of the wrong type, and an alias cycle in Light only.
            [("ink", "COLOR", ["Light": alias(9), "Dark": rgb(0.5)])],
            [("ink", "COLOR", ["Light": #""red""#, "Dark": rgb(0.5)])],
            [
                ("ink", "COLOR", ["Light": alias(2), "Dark": rgb(0.5)]),
                ("paper", "COLOR", ["Light": alias(1), "Dark": rgb(0.6)]),
            ],
        ] as [[(String, String, [String: String])]])
    func aValueLeftOutInTheDefaultModeIsNotTakenFromDark(variables: [(String, String, [String: String])]) {
        let result = Self.read(
            Self.response(
                modes: ["Light", "Dark"],
                variables + [("other", "COLOR", ["Light": Self.rgb(0.1), "Dark": Self.rgb(0.2)])]))
        #expect(result.catalog["ink"] == nil, "\(result.catalog.names)")
        #expect(result.catalog["paper"] == nil)
        #expect(result.catalog["other"] != nil)
        #expect(
            result.errors.contains { $0.path == "ink" || $0.message.contains("no value in the default mode `Light`") },
            "\(result.diagnostics.map(\.description))")
        #expect(result.errors.allSatisfy { $0.location != nil })
    }

    @Test func anExportWithACycleInLightOnlyDoesNotTakeDarksValue() throws {
        let token = { (value: String) in
            #"{"$type": "color", "$value": "\#(value)", "$description": "", "$extensions": {"com.figma": {}}}"#
        }
        let (directory, folder) = try FigmaModeValueTests.exportFolder([
            "Ink.Light.json": #"{"a": \#(token("{b}")), "b": \#(token("{a}")), "c": \#(token("#000000"))}"#,
            "Ink.Dark.json": #"{"a": \#(token("#ffffff")), "b": \#(token("#eeeeee")), "c": \#(token("#111111"))}"#,
        ])
        _ = directory
        let result = TokenReader().read(contentsOf: folder)
        #expect(result.catalog.names == ["c"])
        #expect(result.errors.contains { $0.path == "a" && $0.message.contains("default mode `Light`") })
    }

    // MARK: - Collections in each other's modes

    /// The color of every token of a file of the export, its aliases followed through `files`
    /// as Figma's export names them (`{color.gray.900}`): what Figma shows in that mode.
    static func colors(of file: String, through files: [String], in folder: URL) throws -> [String: String] {
        func tokens(_ name: String) throws -> [String: Any] {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            var found: [String: Any] = [:]
            func walk(_ object: [String: Any], _ path: [String]) {
                if object["$value"] != nil {
                    found[path.joined(separator: ".")] = object["$value"]
                    return
                }
                for (key, value) in object {
                    if let child = value as? [String: Any] { walk(child, path + [key]) }
                }
            }
            walk(try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any]), [])
            return found
        }
        let own = try tokens(file)
        var all: [String: Any] = [:]
        for other in files { all.merge(try tokens(other)) { first, _ in first } }
        var result: [String: String] = [:]
        for (name, value) in own {
            var value: Any? = value
            var steps = 0
            while let text = value as? String, text.hasPrefix("{"), steps < 10 {
                value = all[String(text.dropFirst().dropLast())]
                steps += 1
            }
            if let hex = value as? String, hex.hasPrefix("#") {
                result[name] = hex.dropFirst().lowercased() + (hex.count == 7 ? "ff" : "")
            }
        }
        return result
    }

    /// In Figma, a layer in Dark that sets the theme `Modern Theme` shows `Tokens — Completed.Dark`
    /// with `Primitives — Completed` in `Modern Theme`: each of its 9 colors differs from the
    /// default theme's (`text.text-primary` is #F1F1F1, not #EEDEFF), and every theme × appearance
    /// is read. The expected colors are read off the export's own files.
    @Test func eachThemeInEachAppearanceReadsEachCollectionInItsOwnMode() throws {
        let folder = FigmaVariablesTests.export
        let result = TokenReader().read(contentsOf: folder)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.description))")
        let catalog = result.catalog
        let cases: [(tokens: String, primitives: String, theme: String?, traits: TraitCollection)] = [
            ("Light", "Brutal Theme", nil, TraitCollection()),
            ("Dark", "Brutal Theme", nil, Self.dark),
            ("Light", "Modern Theme", "Modern-Theme", TraitCollection()),
            ("Dark", "Modern Theme", "Modern-Theme", Self.dark),
        ]
        var differing = 0
        for (tokensMode, primitivesMode, theme, traits) in cases {
            let expected = try Self.colors(
                of: "Tokens — Completed.\(tokensMode).json",
                through: ["Primitives — Completed.\(primitivesMode).json"], in: folder)
            #expect(expected.count == 9)
            for (name, hex) in expected {
                let color = try #require(catalog.dynamicColor(named: name, theme: theme), "\(name)")
                #expect(
                    FigmaVariablesTests.hex(color.resolvedColor(with: traits)) == hex,
                    "\(name) in \(tokensMode) × \(primitivesMode)")
            }
            if tokensMode == "Dark", theme != nil {
                let brutal = try Self.colors(
                    of: "Tokens — Completed.Dark.json", through: ["Primitives — Completed.Brutal Theme.json"],
                    in: folder)
                differing = expected.filter { brutal[$0.key] != $0.value }.count
            }
        }
        // Every color of `Tokens — Completed` aliases a primitive that differs by theme.
        #expect(differing == 9)
        let primary = try #require(catalog.dynamicColor(named: "text.text-primary", theme: "Modern-Theme"))
        #expect(FigmaVariablesTests.hex(primary.resolvedColor(with: Self.dark)) == "f1f1f1ff")
    }

    // MARK: - Modes

    @Test(arguments: [("Dark", "dark"), ("Light HC", "High contrast"), ("Dark HC", "dark high contrast")])
    func twoModesOfOneCollectionWithTheSameMeaningAreAWarningNamingBoth(first: String, second: String) throws {
        let result = Self.read(
            Self.response(
                modes: ["Light", first, second],
                [("ink", "COLOR", ["Light": Self.rgb(0.1), first: Self.rgb(0.2), second: Self.rgb(0.3)])]))
        let warnings = result.diagnostics.filter { $0.severity == .warning }
        #expect(warnings.count == 1, "\(result.diagnostics.map(\.description))")
        #expect(warnings.first?.message.contains("`\(first)` and `\(second)`") == true)
        #expect(warnings.first?.message.contains("`\(second)` is not read") == true)
        // The first is read.
        let ink = try #require(result.catalog.dynamicColor(named: "ink"))
        let traits =
            first.contains("Dark")
            ? TraitCollection {
                $0.userInterfaceStyle = .dark
                $0.accessibilityContrast = first.contains("HC") ? .high : .normal
            } : TraitCollection { $0.accessibilityContrast = .high }
        #expect(FigmaVariablesTests.hex(ink.resolvedColor(with: traits)) == "330000ff")
    }

    @Test func aDefaultModeNoCollectionHasIsWarnedAboutOnceForTheInputNotAFile() {
        let result = TokenReader(figmaDefaultMode: "Nope").read(contentsOf: FigmaVariablesTests.export)
        let warning = result.diagnostics.filter { $0.message.contains("\"Nope\"") }
        #expect(warning.count == 1)
        #expect(warning.first?.file == FigmaVariablesTests.export.path)
        #expect(warning.first?.location == nil)
    }

    /// A name that is a token in one collection's file (a `$value` that is not a variable, so the
    /// group's own value) and holds tokens in another's is left out with an error: a token cannot
    /// hold tokens, and the catalog can be written as design tokens (found by fuzzing).
    @Test func aTokenInOneFileThatHoldsTokensInAnotherIsLeftOut() throws {
        let (directory, folder) = try FigmaModeValueTests.exportFolder([
            "Brand.Light.json":
                ##"{"brand": {"primary": {"$type": "color", "$value": "#223344", "$extensions": {"com.figma": {}}}, "$value": {"$type": "color"}}}"##,
            "Other.Light.json":
                ##"{"brand": {"primary": {"$type": "color", "$value": "#112233", "$extensions": {"com.figma": {}}}}}"##,
        ])
        _ = directory
        let result = TokenReader().read(contentsOf: folder)
        #expect(result.catalog["brand"] == nil)
        #expect(result.catalog["brand.primary"] != nil)
        #expect(
            result.errors.contains {
                $0.description.hasSuffix(
                    "brand: is a token in one file or mode and holds the token `brand.primary` in another; a token "
                        + "cannot hold tokens; left out")
            }, "\(result.diagnostics.map(\.description))")
        let written = try TemporaryDirectory()
        _ = try TokenWriter().write(
            result.catalog.namedForDesignTokens(), to: URL(fileURLWithPath: written.path), name: "modes")
    }
}
