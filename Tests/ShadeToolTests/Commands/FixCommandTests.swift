import ArgumentParser
import Foundation
import Shade
import ShadeCatalog
import ShadeDiagnostics
import ShadeTestSupport
import Testing

@testable import ShadeTool

/// `shade fix` as a command: what it writes into asset catalogs and token files (only the bytes
/// of the values it changes), what it reports and leaves alone, and its exit status. Every test
/// works on files of its own in a temporary folder.
@Suite struct FixCommandTests {
    typealias B = CatalogBuilder

    // MARK: - Asset catalogs

    @Test func aFailingPairIsFixedAndTheAuditThenFindsNoContrastError() throws {
        let directory = try TemporaryDirectory()
        let catalog = try writeCatalog(
            B.catalog(
                B.color("label", 0x999999, dark: 0xFFFFFF, highContrast: 0x222222, darkHighContrast: 0xFFFFFF),
                B.color("background", 0xFFFFFF, dark: 0x000000, highContrast: 0xFFFFFF, darkHighContrast: 0x000000)),
            in: directory)
        #expect(contrastErrors(catalog) == ["label on background"])

        let run = runShade(["fix", catalog])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("label (Any): #999999 → #"), "\(run.output)")
        #expect(run.output.contains("label.colorset/Contents.json:"), "the change names its place")
        #expect(
            run.errors.contains("Colors.xcassets: wrote 1 change in 1 file; contrast errors 1 → 0"), "\(run.errors)")
        #expect(contrastErrors(catalog).isEmpty)
        // A second run finds nothing to do.
        let again = runShade(["fix", catalog])
        #expect(again.status == 0)
        #expect(again.errors.contains("no failing contrast pair"))
    }

    @Test func onlyTheBytesOfTheChangedComponentsChange() throws {
        let directory = try TemporaryDirectory()
        // As other tools write them: `info` first, hexadecimal and 8-bit components, JSON numbers,
        // spacing of their own and no final line break.
        let label = """
            {"info":{"version":1,"author":"zeplin"},
              "colors":[
                {"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0x99","alpha":"1.000","blue":"0x99","green":"0x99"}}},
                {"appearances" : [ {"appearance":"luminosity","value":"dark"} ],
                 "idiom" : "universal",
                 "color" : { "color-space" : "srgb", "components" : { "red" : "0.800", "green" : "0.800", "blue" : "0.800", "alpha" : "1.000" } } }
              ]
            }
            """
        let background = """
            {
              "colors" : [
                {
                  "color" : {
                    "color-space" : "srgb",
                    "components" : { "alpha" : "1.000", "blue" : "255", "green" : "255", "red" : "255" }
                  },
                  "idiom" : "universal"
                },
                {
                  "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                  "color" : {
                    "color-space" : "srgb",
                    "components" : { "alpha" : 1, "blue" : 0.1, "green" : 0.1, "red" : 0.1 }
                  },
                  "idiom" : "universal"
                }
              ],
              "info" : { "author" : "xcode", "version" : 1 }
            }

            """
        try directory.write(#"{"info":{"version":1,"author":"xcode"}}"#, to: "Colors.xcassets/Contents.json")
        try directory.write(label, to: "Colors.xcassets/label.colorset/Contents.json")
        try directory.write(background, to: "Colors.xcassets/background.colorset/Contents.json")
        let catalog = directory.file("Colors.xcassets")
        #expect(contrastErrors(catalog) == ["label on background"])

        let run = runShade(["fix", catalog])
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        let fixed = try directory.read("Colors.xcassets/label.colorset/Contents.json")
        let changes = try #require(changedValues(from: label, to: fixed))
        #expect(!changes.isEmpty)
        for change in changes {
            #expect(["red", "green", "blue"].contains(change.key), "\(change)")
            #expect(change.old == "\"0x99\"", "only the light variant fails: \(change)")
            #expect(change.new.hasPrefix("\"0x") && change.new.count == 6, "a hexadecimal byte stays one: \(change)")
        }
        #expect(!fixed.hasSuffix("\n"), "no line break is added")
        #expect(try directory.read("Colors.xcassets/background.colorset/Contents.json") == background)
        #expect(contrastErrors(catalog).isEmpty)
    }

    @Test func aDarkVariantFailingAloneGetsANewDarkValueAndTheLightOneStays() throws {
        let directory = try TemporaryDirectory()
        let catalog = try writeCatalog(
            B.catalog(
                B.color("label", 0x000000, dark: 0x333333), B.color("background", 0xFFFFFF, dark: 0x000000)),
            in: directory)
        let file = "Colors.xcassets/label.colorset/Contents.json"
        let before = try directory.read(file)
        let read = AssetCatalogReader.read(at: URL(fileURLWithPath: catalog))
        let run = runShade(["fix", catalog])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("label (Dark): #333333 → #"), "\(run.output)")
        #expect(!run.output.contains("label (Any)"))
        let changes = try #require(changedValues(from: before, to: try directory.read(file)))
        #expect(!changes.isEmpty)
        // The dark components are "0.200", the light ones "0.000": only dark ones changed.
        #expect(changes.allSatisfy { $0.old == "\"0.200\"" && $0.new.count == 7 }, "\(changes)")

        let again = AssetCatalogReader.read(at: URL(fileURLWithPath: catalog))
        guard case .color(let old)? = read.catalog["label"]?.value,
            case .color(let set)? = again.catalog["label"]?.value
        else {
            Issue.record("no label")
            return
        }
        #expect(set.variants[0] == old.variants[0], "the light value is unchanged")
        guard case .color(let dark)? = set.variants[1].value else {
            Issue.record("no dark value")
            return
        }
        #expect(dark.color.sRGBBytes.red > 0x33, "the dark value is lighter against black")
        #expect(contrastErrors(catalog).isEmpty)
    }

    @Test func adjustBackgroundMovesTheBackgroundAndNotTheText() throws {
        let directory = try TemporaryDirectory()
        let catalog = try writeCatalog(
            B.catalog(B.color("label", 0x6A6A6A), B.color("background", 0xCCCCCC)), in: directory)
        let labelFile = "Colors.xcassets/label.colorset/Contents.json"
        let label = try directory.read(labelFile)
        let run = runShade(["fix", catalog, "--adjust", "background"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("background (Any): #CCCCCC → #"), "\(run.output)")
        #expect(try directory.read(labelFile) == label, "the text is not touched")
        let read = AssetCatalogReader.read(at: URL(fileURLWithPath: catalog))
        guard case .color(let set)? = read.catalog["background"]?.value, case .color(let value)? = set.variants[0].value
        else {
            Issue.record("no background")
            return
        }
        #expect(value.color.sRGBBytes.red > 0xCC, "the background is lighter")
        #expect(contrastErrors(catalog).isEmpty)
    }

    // MARK: - Design tokens

    @Test func aTokenFileKeepsItsExtensionsAndItsAliases() throws {
        let directory = try TemporaryDirectory()
        let text = """
            {
              "color": {
                "$type": "color",
                "gray": {
                  "400": { "$value": "#999999" },
                  "900": { "$value": "#222222" }
                },
                "text": {
                  "$value": { "colorSpace": "srgb", "components": [0.6, 0.6, 0.6], "hex": "#999999" },
                  "$extensions": { "com.example.source": { "id": "t-1", "note": "keep me" } }
                },
                "secondaryText": { "$value": "{color.gray.400}" },
                "border": { "$value": "{color.gray.400}" },
                "background": { "$value": "#ffffff", "$extensions": { "com.example.source": { "id": "b-1" } } }
              }
            }

            """
        try directory.write(text, to: "brand.tokens.json")
        let file = directory.file("brand.tokens.json")
        #expect(contrastErrors(file) == ["color.text on color.background", "color.secondaryText on color.background"])

        let run = runShade(["fix", file])
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        let fixed = try directory.read("brand.tokens.json")
        let changes = try #require(changedValues(from: text, to: fixed))
        #expect(Set(changes.map(\.key)) == ["components", "hex", "$value"], "\(changes)")
        // The alias that fails is pointed at another token; the others stay as written.
        let alias = try #require(changes.first { $0.key == "$value" })
        #expect(alias.old == #""{color.gray.400}""#)
        #expect(alias.new.hasPrefix("\"{") && alias.new.hasSuffix("}\""), "still an alias: \(alias.new)")
        #expect(fixed.contains(#""border": { "$value": "{color.gray.400}" }"#))
        #expect(fixed.contains(#""$extensions": { "com.example.source": { "id": "t-1", "note": "keep me" } }"#))

        let read = TokenReader().read(contentsOf: URL(fileURLWithPath: file))
        #expect(read.isComplete)
        #expect(
            read.catalog["color.text"]?.extensions == TokenReader().read(text: text).catalog["color.text"]?.extensions)
        guard case .color(let set)? = read.catalog["color.secondaryText"]?.value else {
            Issue.record("no secondaryText")
            return
        }
        #expect(set.variants.allSatisfy { $0.aliasOf != nil && $0.aliasOf != "color.gray.400" })
        #expect(contrastErrors(file).isEmpty)
    }

    @Test func aTokenSetOfTwoFoldersIsWrittenInTheFolderOfEachFile() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            ##"{ "color": { "$type": "color", "background": { "$value": "#ffffff" } } }"##,
            to: "base/palette.tokens.json")
        try directory.write(
            ##"{ "color": { "$type": "color", "text": { "$value": "#999999" } } }"##, to: "functional/fg.tokens.json")
        let run = runShade(["fix", directory.file("base"), directory.file("functional")])
        #expect(run.status == 0, "\(run.errors)")
        #expect(!run.errors.contains("outside"), "\(run.errors)")
        #expect(run.errors.contains("wrote 1 change in 1 file; contrast errors 1 → 0"), "\(run.errors)")
        #expect(try directory.read("functional/fg.tokens.json").contains(##""$value": "#767676""##))
    }

    @Test func aPairOfAnAliasOfTheChangedColorKeepsPassing() throws {
        // `caption` is an alias of `text`: darkening `text` for `background` would darken
        // `caption` on the dark `panel` too, which would then fail. The plan sees both pairs: no
        // value of the hue passes both, and none passes more than `text` does now, so it is left
        // as it is, with a note.
        let directory = try TemporaryDirectory()
        let tokens = """
            {
              "text": { "$type": "color", "$value": "#999999" },
              "background": { "$type": "color", "$value": "#ffffff" },
              "caption": { "$type": "color", "$value": "{text}" },
              "panel": { "$type": "color", "$value": "#1a1a1a" }
            }
            """
        try directory.write(tokens, to: "theme.tokens.json")
        try directory.write(
            """
            {"pairs": [{"foreground": "text", "background": "background"},
                       {"foreground": "caption", "background": "panel"}]}
            """, to: "shade.json")
        let file = directory.file("theme.tokens.json")
        let run = runShade(["fix", file])
        #expect(run.status == 1, "a failing pair remains: \(run.errors)")
        #expect(
            run.output.contains(
                "note: no lightness of text's hue (Any) meets more of its pairs than its own value does, so it is "
                    + "left as it is; it still fails text on background in every appearance"), "\(run.output)")
        #expect(!run.output.contains("before the changes above"), "\(run.output)")
        #expect(run.errors.contains("contrast errors 1 → 1"), "\(run.errors)")
        #expect(try directory.read("theme.tokens.json") == tokens)
        #expect(contrastErrors(file) == ["text on background"])
    }

    @Test func anAliasWithAnOpacityOfItsOwnIsJudgedWithIt() throws {
        // `scrim` is `ink` at 85 % opacity (Primer's `alpha`), over `card`: a new `ink` must keep
        // that pair at 4.5:1 as `scrim` shows it, translucent, while `ink` itself fails on `paper`.
        let directory = try TemporaryDirectory()
        try directory.write(
            """
            {
              "ink": { "$type": "color", "$value": "#8a8a8a" },
              "paper": { "$type": "color", "$value": "#ffffff" },
              "scrim": { "$type": "color", "$value": "{ink}", "alpha": 0.85 },
              "card": { "$type": "color", "$value": "#000000" }
            }
            """, to: "theme.tokens.json")
        try directory.write(
            """
            {"pairs": [{"foreground": "ink", "background": "paper"},
                       {"foreground": "scrim", "background": "card"}]}
            """, to: "shade.json")
        let file = directory.file("theme.tokens.json")
        let before = runShade(["audit", file, "--format", "json"])
        #expect(before.status == 1, "\(before.errors)")
        let run = runShade(["fix", file])
        // Darkening `ink` for `paper` darkens `scrim` on black: no gray passes both (#767676 on
        // white leaves `scrim` at 3.6:1), so the change is a compromise and nothing is written.
        // Either way one pair fails in all 8 appearances; of the two, #767676 leaves the failing
        // ratio nearer its minimum (3.6 against 3.45:1), so it is the compromise.
        #expect(run.output.contains("ink (Any): #8A8A8A → #767676"), "\(run.output)")
        #expect(run.output.contains("still fails scrim on card"), "\(run.output)")
        #expect(!run.output.contains("before the changes above"), "\(run.output)")
        #expect(contrastErrors(file) == ["ink on paper"])
    }

    @Test func anAliasStepsAlongItsOwnRampBeforeAnotherOfTheSameHue() throws {
        // `color.orange.700` is nearer `color.red.500` by ΔE OK than `color.red.700`, and within
        // the hue's 30°; the danger color still stays red.
        let directory = try TemporaryDirectory()
        try directory.write(
            """
            {
              "color": {
                "$type": "color",
                "red": { "500": { "$value": "#ff5c5c" }, "700": { "$value": "#c40000" } },
                "orange": { "700": { "$value": "#d03a00" } },
                "danger": { "$value": "{color.red.500}" },
                "page": { "$value": "#ffffff" }
              }
            }
            """, to: "theme.tokens.json")
        try directory.write(
            #"{"pairs": [{"foreground": "color.danger", "background": "color.page"}]}"#, to: "shade.json")
        let run = runShade(["fix", directory.file("theme.tokens.json")])
        #expect(run.status == 0, "\(run.errors)")
        #expect(
            run.output.contains("color.danger (Any): #FF5C5C ({color.red.500}) → #C40000 ({color.red.700})"),
            "\(run.output)")
        #expect(try directory.read("theme.tokens.json").contains(##""danger": { "$value": "{color.red.700}" }"##))
    }

    @Test func aValueThatAnotherModeReadsTooIsKeptPassingInThatMode() throws {
        // Found by the `fix` fuzz target: `bgColor.default` has no dark-high-contrast override,
        // so that mode reads its `$value`, which a change of the light value changes too. The
        // plan sees that mode: darkening the light value fixes the light appearances and fails
        // the two dark high-contrast ones, so it is a compromise, reported and not written; the
        // dark value, written in its own override, moves.
        let directory = try TemporaryDirectory()
        try directory.write(
            Self.primerMuted(overrides: ##"{ "dark": { "$value": "#30363d" }, "dark-high-contrast": "#3d444d" }"##),
            to: "primer.tokens.json")
        try directory.write(
            #"{"pairs": [{"foreground": "fgColor.muted", "background": "bgColor.default"}]}"#, to: "shade.json")
        let file = directory.file("primer.tokens.json")
        let run = runShade(["fix", file, "--adjust", "background"])
        #expect(run.output.contains("bgColor.default (Dark, mode dark): #0D1117 → #"), "\(run.output)")
        #expect(
            run.output.contains(
                "bgColor.default (Any, mode light): #FFFFFF → #2D2D2D, ΔE OK 0.703; not written: no value of the same "
                    + "hue meets every pair, and the nearest still fails fgColor.muted on bgColor.default in dark "
                    + "high contrast, dark elevated high contrast  "), "\(run.output)")
        #expect(run.errors.contains("1 change not written (above)"), "\(run.errors)")
        #expect(!run.output.contains("before the changes above"), "\(run.output)")
        #expect(run.errors.contains("contrast errors 1 → 1"), "\(run.errors)")
        #expect(run.status == 1)
        #expect(try directory.read("primer.tokens.json").contains(##""$value": "#ffffff""##))
        #expect(contrastErrors(file) == ["fgColor.muted on bgColor.default"], "the audit agrees")
    }

    @Test func aModeThatWritesTheSameValueApartKeepsItsOwnValue() throws {
        // The dark override repeats the light `$value`, so the catalog holds no dark variant, but
        // the file writes dark apart: changing `$value` leaves dark as it is. The plan sees that,
        // so the light value moves alone, where it had been held back by the dark background.
        let directory = try TemporaryDirectory()
        try directory.write(Self.primerMuted(overrides: ##"{ "dark": "#8c959f" }"##), to: "primer.tokens.json")
        let file = directory.file("primer.tokens.json")
        let run = runShade(["fix", file])
        #expect(run.output.contains("fgColor.muted (Any, mode light): #8C959F → #6F7781, ΔE OK 0.100"), "\(run.output)")
        #expect(run.errors.contains("wrote 1 change in 1 file; contrast errors 1 → 0"), "\(run.errors)")
        #expect(run.status == 0)
        let fixed = try directory.read("primer.tokens.json")
        #expect(fixed.contains(##""$value": "#6f7781""##))
        #expect(fixed.contains(##""dark": "#8c959f""##))
        #expect(contrastErrors(file).isEmpty, "the audit agrees")
    }

    @Test func aDarkFileThatRepeatsTheLightOneIsWrittenToo() throws {
        // Every token of `dark.tokens.json` repeats the light value, so the catalog holds no dark
        // variant at all; but the dark file is where dark reads its values, and a change of the
        // light file alone would leave dark failing. The dark value is changed in its own file.
        let directory = try TemporaryDirectory()
        let tokens = """
            { "color": { "$type": "color", "text": { "$value": "#8c959f" }, "paper": { "$value": "#ffffff" } } }
            """
        try directory.write(tokens, to: "set/light.tokens.json")
        try directory.write(tokens, to: "set/dark.tokens.json")
        let folder = directory.file("set")
        let run = runShade(["fix", folder])
        #expect(run.output.contains("color.text (Any, mode light): #8C959F → #"), "\(run.output)")
        #expect(run.output.contains("color.text (Dark, mode dark): #8C959F → #"), "\(run.output)")
        #expect(run.errors.contains("wrote 2 changes in 2 files; contrast errors"), "\(run.errors)")
        #expect(run.errors.contains(" → 0"), "\(run.errors)")
        for mode in ["light", "dark"] {
            #expect(try !directory.read("set/\(mode).tokens.json").contains("8c959f"), "\(mode)")
        }
        #expect(contrastErrors(folder).isEmpty, "the audit agrees")
    }

    @Test func aThemeThatWritesTheSameValueApartIsFixedInItsOwnPlace() throws {
        // Found by the `fix` fuzz target, with a theme named `$value`: the theme `brand` repeats
        // the `$value`, so the catalog holds no variant for it and the theme shows the default's.
        // A change of `$value` alone would leave `brand` failing as it was, while counting it
        // fixed; the plan changes both.
        let directory = try TemporaryDirectory()
        try directory.write(
            Self.primerMuted(overrides: ##"{ "dark": "#30363d", "brand": "#8c959f", "contrast": "#3d444d" }"##),
            to: "primer.tokens.json")
        let file = directory.file("primer.tokens.json")
        let run = runShade(["fix", file])
        #expect(run.output.contains("fgColor.muted (Any, mode light): #8C959F → #6F7781"), "\(run.output)")
        #expect(
            run.output.contains("fgColor.muted (Any (theme brand), mode brand): #8C959F → #6F7781"), "\(run.output)")
        #expect(run.output.contains("fgColor.muted (Dark, mode dark): #30363D → #"), "\(run.output)")
        #expect(run.errors.contains("wrote 3 changes in 1 file; contrast errors 2 → 0"), "\(run.errors)")
        let fixed = try directory.read("primer.tokens.json")
        #expect(fixed.contains(##""brand": "#6f7781""##), "\(fixed)")
        #expect(contrastErrors(file).isEmpty, "the audit agrees")
    }

    /// A Primer token file: `fgColor.muted` (`#8c959f`, with the overrides `overrides`, a JSON
    /// object) over `bgColor.default` (`#ffffff`, dark `#0d1117`).
    static func primerMuted(overrides: String) -> String {
        """
        {
          "fgColor": {
            "muted": {
              "$value": "#8c959f",
              "$type": "color",
              "$extensions": { "org.primer.overrides": \(overrides) }
            }
          },
          "bgColor": {
            "default": {
              "$value": "#ffffff",
              "$type": "color",
              "$extensions": { "org.primer.overrides": { "dark": "#0d1117" } }
            }
          }
        }
        """
    }

    // MARK: - What is not written

    @Test func dryRunPrintsAUnifiedDiffAndWritesNothing() throws {
        let directory = try TemporaryDirectory()
        let catalog = try writeCatalog(
            B.catalog(B.color("label", 0x999999, dark: 0x444444), B.color("background", 0xFFFFFF, dark: 0x000000)),
            in: directory)
        let file = "Colors.xcassets/label.colorset/Contents.json"
        let before = try directory.read(file)
        let listing = try directory.entries(in: "Colors.xcassets/label.colorset")

        let run = runShade(["fix", catalog, "--dry-run"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(try directory.read(file) == before, "nothing is written")
        #expect(try directory.entries(in: "Colors.xcassets/label.colorset") == listing, "no file is left beside it")
        // The path as the input names it: absolute here, so as itself, for `patch -p0`.
        let path = directory.file(file)
        #expect(run.output.contains("--- \(path)\n+++ \(path)\n@@ -"), "\(run.output)")
        #expect(run.output.contains("\n-          \"red\" : \"0.600\"\n"), "\(run.output)")
        #expect(run.output.contains("\n+          \"red\" : \"0."), "\(run.output)")
        #expect(run.errors.contains("would write 2 changes in 1 file; contrast errors 1 → 0"), "\(run.errors)")

        // The diff is the change `shade fix` then makes: patch applies it to a copy.
        let diffStart = try #require(run.output.range(of: "--- /")).lowerBound
        let diff = String(run.output[diffStart...]).replacingOccurrences(of: directory.path + "/", with: "")
        #expect(runShade(["fix", catalog]).status == 0)
        let fixed = try directory.read(file)
        #expect(fixed != before)
        let patchTool = "/usr/bin/patch"
        if FileManager.default.isExecutableFile(atPath: patchTool) {
            let copy = try TemporaryDirectory()
            try copy.write(before, to: file)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: patchTool)
            process.arguments = ["-p0", "--quiet", "-d", copy.path]
            let input = Pipe()
            process.standardInput = input
            try process.run()
            try input.fileHandleForWriting.write(contentsOf: Data(diff.utf8))
            try input.fileHandleForWriting.close()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            #expect(try copy.read(file) == fixed)
        }
    }

    @Test func aDiffOnATerminalShowsHiddenCharactersAsEscapesAndKeepsTheBytesElsewhere() throws {
        // A right-to-left override in a description beside the value that changes.
        let directory = try TemporaryDirectory()
        try directory.write(
            "{ \"text\": { \"$type\": \"color\", \"$value\": \"#999999\", \"$description\": \"a\u{202E}b\" },\n"
                + "  \"background\": { \"$type\": \"color\", \"$value\": \"#ffffff\" } }\n",
            to: "theme.tokens.json")
        let file = directory.file("theme.tokens.json")
        let onTerminal = runShade(["fix", file, "--dry-run"], outputIsTerminal: true)
        #expect(onTerminal.status == 0, "\(onTerminal.errors)")
        #expect(onTerminal.output.contains(#"a\u202Eb"#), "\(onTerminal.output)")
        #expect(!onTerminal.output.unicodeScalars.contains("\u{202E}"))
        let piped = runShade(["fix", file, "--dry-run"])
        #expect(piped.output.unicodeScalars.contains("\u{202E}"), "the bytes of the file, for patch")
        #expect(FixCommand.shownOnTerminal("+\t\"x\": \"\u{1B}[31m\"\n") == "+\t\"x\": \"\\u001B[31m\"\n")
    }

    @Test func aFileChangedBetweenReadingAndWritingIsRefusedAndLeftAsItIs() throws {
        let directory = try TemporaryDirectory()
        let catalog = try writeCatalog(
            B.catalog(B.color("label", 0x999999), B.color("background", 0xFFFFFF)), in: directory)
        let file = directory.file("Colors.xcassets/label.colorset/Contents.json")
        let edited = try directory.read("Colors.xcassets/label.colorset/Contents.json")
            .replacingOccurrences(of: "\"universal\"", with: "\"iphone\"")
        // Another program saves the file after shade fix read it and before it replaces it,
        // changing no value: the plan was made on what was read, so the file is not written.
        let run = runFix([catalog]) { path in
            #expect(path.hasSuffix("label.colorset/Contents.json"))
            try? Data(edited.utf8).write(to: URL(fileURLWithPath: file))
        }
        #expect(run.status == 2)
        #expect(
            run.errors.contains(
                "Colors.xcassets/label.colorset/Contents.json: error: not fixed: the file changed since it was read; "
                    + "it is left as it is"), "\(run.errors)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == edited, "the other program's change stays")
        #expect(run.errors.contains("Colors.xcassets: wrote nothing; contrast errors 1 → 1"), "\(run.errors)")
        #expect(!run.errors.contains("wrote 1 change"))
    }

    @Test func aSymbolicLinkLeadingOutsideTheInputsIsNotWrittenThrough() throws {
        let directory = try TemporaryDirectory()
        let text =
            ##"{ "text": { "$type": "color", "$value": "#999999" }, "background": { "$type": "color", "$value": "#ffffff" } }"##
        try directory.write(text, to: "elsewhere/brand.tokens.json")
        try FileManager.default.createDirectory(atPath: directory.file("inputs"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: directory.file("inputs/brand.tokens.json"), withDestinationPath: "../elsewhere/brand.tokens.json")
        let run = runShade(["fix", directory.file("inputs/brand.tokens.json")])
        #expect(run.status == 2)
        #expect(run.errors.contains("error: not fixed: it leads outside"), "\(run.errors)")
        #expect(try directory.read("elsewhere/brand.tokens.json") == text)
        #expect(
            (try? FileManager.default.destinationOfSymbolicLink(atPath: directory.file("inputs/brand.tokens.json")))
                == "../elsewhere/brand.tokens.json", "the link is still a link")
        #expect(try directory.entries(in: "elsewhere") == ["brand.tokens.json"])
        // The summary does not claim the change was made.
        #expect(run.errors.contains("brand.tokens.json: wrote nothing; contrast errors 1 → 1"), "\(run.errors)")
    }

    @Test func aCompromiseIsReportedAndNotWritten() throws {
        // `text` over a light and a dark background: lighter fails the one, darker the other.
        let directory = try TemporaryDirectory()
        let text = """
            {
              "text": { "$type": "color", "$value": "#808080" },
              "surface": { "$type": "color", "$value": "#eeeeee" },
              "card": { "$type": "color", "$value": "#222222" }
            }
            """
        try directory.write(text, to: "theme.tokens.json")
        try directory.write(
            #"{"pairs": [{"foreground": "text", "background": "surface"}, {"foreground": "text", "background": "card"}]}"#,
            to: "shade.json")
        let run = runShade(["fix", directory.file("theme.tokens.json")])
        #expect(run.status == 1)
        #expect(
            run.output.contains("text (Any): #808080 → #")
                && run.output.contains(
                    "; not written: no value of the same hue meets every pair, and the nearest still fails text on "),
            "\(run.output)")
        #expect(run.output.contains("theme.tokens.json:2:"), "the place of the value")
        #expect(
            run.errors.contains(
                "theme.tokens.json: nothing to write; contrast errors 2 → 2; 1 change not written (above)"),
            "\(run.errors)")
        #expect(try directory.read("theme.tokens.json") == text)
        #expect(try directory.entries() == ["shade.json", "theme.tokens.json"])
    }

    @Test func aFigmaRESTResponseIsReadOnlyAndItsChangesNameTheVariableAndMode() throws {
        let directory = try TemporaryDirectory()
        try directory.write(Self.figmaResponse, to: "variables.json")
        let before = try directory.read("variables.json")
        let run = runShade(["fix", directory.file("variables.json")])
        #expect(run.status == 1, "a failing pair remains: \(run.errors)")
        let line = try #require(
            run.output.split(separator: "\n").first { $0.hasPrefix("color.text (Dark, mode Dark)") })
        #expect(
            line.contains(
                "not written: Figma variables are read-only: change the variable `color/text` of the collection "
                    + "`Theme` in the mode `Dark` in Figma"), "\(line)")
        #expect(line.hasSuffix("/variables.json:6:7"), "where the variable is in the response: \(line)")
        #expect(run.errors.contains("nothing to write"), "\(run.errors)")
        #expect(try directory.read("variables.json") == before)
        #expect(try directory.entries() == ["variables.json"])
    }

    // MARK: - What is reported

    @Test func aSystemColorsNoteIsPrintedAtItsPlace() throws {
        let directory = try TemporaryDirectory()
        try directory.write(#"{"info":{"author":"xcode","version":1}}"#, to: "Colors.xcassets/Contents.json")
        try directory.write(
            """
            {
              "colors" : [
                {
                  "color" : { "platform" : "ios", "reference" : "systemGray2Color" },
                  "idiom" : "universal"
                }
              ],
              "info" : { "author" : "xcode", "version" : 1 }
            }
            """, to: "Colors.xcassets/label.colorset/Contents.json")
        try directory.write(
            """
            {
              "colors" : [
                {
                  "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "1.000", "green" : "1.000", "red" : "1.000" } },
                  "idiom" : "universal"
                }
              ],
              "info" : { "author" : "xcode", "version" : 1 }
            }
            """, to: "Colors.xcassets/background.colorset/Contents.json")
        let run = runShade(["fix", directory.file("Colors.xcassets")])
        #expect(run.status == 1)
        #expect(
            run.output.contains(
                "Colors.xcassets/label.colorset/Contents.json:4:17: note: label is the system color systemGray2Color "
                    + "there, which a fix does not change"), "\(run.output)")
        #expect(run.errors.contains("nothing to write; contrast errors 1 → 1"), "\(run.errors)")
    }

    @Test func theReadersErrorsAndWarningsArePrinted() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            """
            {
              "color": {
                "$type": "color",
                "text": { "$value": { "colorSpace": "srgb", "components": [0.6, 0.6, 0.6], "note": "x" } },
                "broken": { "$value": "#zzzzzz" },
                "background": { "$value": "#ffffff" }
              }
            }
            """, to: "brand.tokens.json")
        let run = runShade(["fix", directory.file("brand.tokens.json")])
        #expect(
            run.errors.contains(
                "brand.tokens.json:4:88: warning: color.text: a color has `colorSpace`, `components`, `alpha` and "
                    + "`hex`, found `note`; ignored"), "\(run.errors)")
        #expect(run.errors.contains("brand.tokens.json:5:27: error: color.broken: expected a color"), "\(run.errors)")
        #expect(run.errors.contains("wrote 1 change in 1 file"), "the rest is fixed: \(run.errors)")
    }

    @Test func usageErrorsExitWithSixtyFour() throws {
        #expect(runShade(["fix"]).status == 64)
        #expect(runShade(["fix", "-"]).status == 64)
        #expect(runShade(["fix", "x.tokens.json", "--adjust", "sideways"]).status == 64)
        let missing = runShade(["fix", "/nonexistent/Colors.xcassets"])
        #expect(missing.status == 2)
    }

    // MARK: - Helpers

    /// A REST response of one collection `Theme` with the modes `Light` and `Dark`: `color/text`
    /// passes on `color/background` in light and fails in dark.
    static let figmaResponse = """
        {"status":200,"error":false,"meta":{
        "variableCollections":{"C:1":{"id":"C:1","name":"Theme","key":"c1","modes":[{"modeId":"1:0","name":"Light"},
          {"modeId":"1:1","name":"Dark"}],"defaultModeId":"1:0","remote":false,"hiddenFromPublishing":false,
          "variableIds":["V:1","V:2"]}},
        "variables":{
        "V:1":{"id":"V:1","name":"color/text","key":"k1","variableCollectionId":"C:1","resolvedType":"COLOR",
          "valuesByMode":{"1:0":{"r":0,"g":0,"b":0,"a":1},"1:1":{"r":0.2,"g":0.2,"b":0.2,"a":1}},"remote":false,
          "description":"","hiddenFromPublishing":false,"scopes":["ALL_FILLS"],"codeSyntax":{}},
        "V:2":{"id":"V:2","name":"color/background","key":"k2","variableCollectionId":"C:1","resolvedType":"COLOR",
          "valuesByMode":{"1:0":{"r":1,"g":1,"b":1,"a":1},"1:1":{"r":0,"g":0,"b":0,"a":1}},"remote":false,
          "description":"","hiddenFromPublishing":false,"scopes":["ALL_FILLS"],"codeSyntax":{}}}}}
        """

    /// The pairs `shade audit` reports a contrast error for in the input at `path`, as
    /// `foreground on background`.
    func contrastErrors(_ path: String) -> [String] {
        let run = runShade(["audit", path, "--format", "json"])
        guard let document = try? JSONDecoder().decode(AuditDocument.self, from: Data(run.output.utf8)) else {
            Issue.record("no report: \(run.errors)")
            return []
        }
        return document.inputs.flatMap(\.findings).filter { $0.check == .contrast }.map {
            "\($0.color ?? "") on \($0.related.first ?? "")"
        }
    }

    /// Runs `shade fix` with `arguments`, calling `beforeWriting` with each file just before it
    /// is replaced.
    func runFix(_ arguments: [String], beforeWriting: (String) -> Void) -> CommandRun {
        let capture = Console.Capture()
        guard let command = try? ShadeCommand.parseAsRoot(["fix"] + arguments) as? FixCommand else {
            return CommandRun(status: -1, output: "", errors: "not shade fix")
        }
        let status = command.execute(console: capture.console(), beforeWriting: beforeWriting)
        return CommandRun(status: status.rawValue, output: capture.standardOutput, errors: capture.standardError)
    }
}

// MARK: - Comparing JSON text token by token

/// A value of a JSON text that differs between two versions of it.
struct ChangedValue: Hashable, CustomStringConvertible {
    /// The key of the member that holds it, or of the array that holds it.
    var key: String
    /// The literal as it was, and as it is.
    var old: String
    var new: String

    var description: String { "\(key): \(old) → \(new)" }
}

/// The values (string and number literals) that differ between `old` and `new`, with the key of
/// the member or array holding each; `nil` (with an issue recorded) when anything else differs:
/// a key, punctuation, the spacing, the order, or the number of tokens.
func changedValues(from old: String, to new: String, sourceLocation: SourceLocation = #_sourceLocation)
    -> [ChangedValue]?
{
    let before = JSONTokens(old)
    let after = JSONTokens(new)
    guard before.tokens.count == after.tokens.count else {
        Issue.record(
            "the texts have \(before.tokens.count) and \(after.tokens.count) tokens", sourceLocation: sourceLocation)
        return nil
    }
    var changes: [ChangedValue] = []
    for index in before.tokens.indices where before.tokens[index] != after.tokens[index] {
        guard let key = before.valueKeys[index], after.valueKeys[index] == key else {
            Issue.record(
                "\(before.tokens[index].debugDescription) became \(after.tokens[index].debugDescription), which is no value",
                sourceLocation: sourceLocation)
            return nil
        }
        changes.append(ChangedValue(key: key, old: before.tokens[index], new: after.tokens[index]))
    }
    return changes
}

/// A JSON text as its tokens, byte for byte: strings, numbers and words, punctuation, and runs
/// of whitespace; and for each token that is a value, the key that holds it.
struct JSONTokens {
    var tokens: [String] = []
    /// By token: the key of the member that holds the value (or of the array that holds it),
    /// `nil` for a token that is no value.
    var valueKeys: [String?] = []

    init(_ text: String) {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        var containers: [String?] = []
        var lastString: String?
        var pendingKey: String?
        func add(_ token: String, key: String?) {
            tokens.append(token)
            valueKeys.append(key)
        }
        while index < scalars.count {
            let scalar = scalars[index]
            let start = index
            switch scalar {
            case " ", "\t", "\n", "\r":
                while index < scalars.count, [" ", "\t", "\n", "\r"].contains(scalars[index]) { index += 1 }
                add(String(String.UnicodeScalarView(scalars[start..<index])), key: nil)
            case "{", "[":
                containers.append(pendingKey ?? (containers.last ?? nil))
                pendingKey = nil
                index += 1
                add(String(scalar), key: nil)
            case "}", "]":
                _ = containers.popLast()
                index += 1
                add(String(scalar), key: nil)
            case ":":
                pendingKey = lastString
                index += 1
                add(":", key: nil)
            case ",":
                pendingKey = nil
                index += 1
                add(",", key: nil)
            case "\"":
                index += 1
                while index < scalars.count, scalars[index] != "\"" { index += scalars[index] == "\\" ? 2 : 1 }
                index = min(index + 1, scalars.count)
                let token = String(String.UnicodeScalarView(scalars[start..<index]))
                lastString = String(token.dropFirst().dropLast())
                // A string is a value after a colon or inside an array; otherwise it is a key.
                add(token, key: pendingKey ?? (isInArray(containers, tokens) ? containers.last ?? nil : nil))
            default:
                while index < scalars.count, !" \t\n\r{}[]:,\"".unicodeScalars.contains(scalars[index]) { index += 1 }
                if index == start { index += 1 }
                add(String(String.UnicodeScalarView(scalars[start..<index])), key: pendingKey ?? containers.last ?? nil)
            }
        }
    }

    /// Whether the innermost open container of `tokens` is an array.
    private func isInArray(_ containers: [String?], _ tokens: [String]) -> Bool {
        var depth = 0
        for token in tokens.reversed() {
            switch token {
            case "}", "]": depth += 1
            case "{", "[":
                if depth == 0 { return token == "[" }
                depth -= 1
            default: continue
            }
        }
        return false
    }
}
