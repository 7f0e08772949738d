import Foundation
import Shade
import ShadeTestSupport
import ShadeThemeFolder
import Testing

@testable import ShadeCatalog

/// A themes folder read with Shade's own readers: real token files, an asset catalog and a
/// resolver, as a user would write them.
@MainActor
@Suite("Theme files read with Shade's readers")
struct StandardThemeLoaderTests {
    static let tokens = ##"""
        {
          "color": {
            "$type": "color",
            "background": { "$value": "#102030" },
            "secondary-background": { "$value": "#203040" },
            "label": { "$value": "#F0F0F0" }
          },
          "size": {
            "spacing": { "$type": "dimension", "$value": { "value": 12, "unit": "px" } }
          },
          "font": {
            "body": {
              "$type": "typography",
              "$value": {
                "fontFamily": "Avenir", "fontSize": { "value": 15, "unit": "px" }, "fontWeight": 400,
                "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.2
              }
            }
          }
        }
        """##

    static func colorSet(light: String, dark: String) -> String {
        func components(_ hex: String) -> String {
            let digits = Array(hex.dropFirst())
            let pairs = stride(from: 0, to: 6, by: 2).map { "0x" + String(digits[$0..<($0 + 2)]) }
            return #"{ "alpha" : "1.000", "blue" : "\#(pairs[2])", "green" : "\#(pairs[1])", "red" : "\#(pairs[0])" }"#
        }
        return #"""
            {
              "colors" : [
                { "color" : { "color-space" : "srgb", "components" : \#(components(light)) }, "idiom" : "universal" },
                {
                  "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                  "color" : { "color-space" : "srgb", "components" : \#(components(dark)) },
                  "idiom" : "universal"
                }
              ],
              "info" : { "author" : "xcode", "version" : 1 }
            }
            """#
    }

    static let resolver = ##"""
        {
          "version": "2025.10",
          "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }],
          "sets": { "base": { "sources": [{ "$ref": "./duo/base.tokens.json" }] } },
          "modifiers": {
            "theme": {
              "contexts": {
                "light": [{ "$ref": "./duo/light.tokens.json" }],
                "dark": [{ "$ref": "./duo/dark.tokens.json" }]
              },
              "default": "light"
            }
          }
        }
        """##

    @Test func tokenFilesAssetCatalogsAndResolversBecomeThemesByTheirValuesNames() throws {
        let directory = try TemporaryDirectory()
        try directory.write(Self.tokens, to: "midnight.tokens.json")
        try directory.write(#"{ "info" : { "author" : "xcode", "version" : 1 } }"#, to: "Brand.xcassets/Contents.json")
        try directory.write(
            Self.colorSet(light: "#F4ECD8", dark: "#2A241C"), to: "Brand.xcassets/Background.colorset/Contents.json")
        try directory.write(Self.resolver, to: "duo.resolver.json")
        try directory.write(
            ##"{ "color": { "$type": "color", "accent": { "$value": "#00AA00" } } }"##, to: "duo/base.tokens.json")
        try directory.write(
            ##"{ "color": { "$type": "color", "background": { "$value": "#FFFFFF" } } }"##, to: "duo/light.tokens.json")
        try directory.write(
            ##"{ "color": { "$type": "color", "background": { "$value": "#000000" } } }"##, to: "duo/dark.tokens.json")

        let log = ProblemLog()
        let folder = ThemeFolder<BasicTheme>(path: directory.path, builtInThemes: [.standard])
        folder.connect(to: log.manager)
        folder.load()
        #expect(folder.folderThemes.map(\.id) == ["Brand", "duo", "midnight"])
        #expect(log.problems.allSatisfy { $0.severity == .warning }, "\(log.problems)")
        let byID = Dictionary(uniqueKeysWithValues: folder.folderThemes.map { ($0.id, $0) })

        let midnight = try #require(byID["midnight"])
        #expect(midnight.background.lightAndDark == ["#102030", "#102030"])
        #expect(midnight.secondaryBackground.lightAndDark[0] == "#203040")
        #expect(midnight.label.lightAndDark[0] == "#F0F0F0")
        #expect(midnight.spacing.base == 12)
        #expect(midnight.bodyFont.family == "Avenir")
        #expect(midnight.bodyFont.size == 15)
        #expect(midnight.accent == BasicTheme.standard.accent)

        #expect(byID["Brand"]?.background.lightAndDark == ["#F4ECD8", "#2A241C"])
        #expect(byID["duo"]?.background.lightAndDark == ["#FFFFFF", "#000000"])
        #expect(byID["duo"]?.accent.lightAndDark[0] == "#00AA00")
    }

    @Test func aTokenFileWithAnErrorIsReportedWithItsPlaceAndNotOffered() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "{\n  \"color\": {\n    \"background\": { \"$type\": \"color\", \"$value\": \"#1020\" \n}",
            to: "aurora.tokens.json")
        let log = ProblemLog()
        let folder = ThemeFolder<BasicTheme>(path: directory.path, builtInThemes: [.standard])
        folder.connect(to: log.manager)
        folder.load()
        #expect(folder.folderThemes.isEmpty)
        guard case .themeNotLoaded(let id, _, let diagnostics, false) = log.problems.first else {
            Issue.record("expected themeNotLoaded, got \(log.problems)")
            return
        }
        #expect(id == "aurora")
        let error = try #require(diagnostics.first { $0.severity == .error })
        #expect(error.file == directory.file("aurora.tokens.json"))
        #expect(error.location != nil)
    }
}
