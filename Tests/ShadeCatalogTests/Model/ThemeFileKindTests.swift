import Foundation
import Shade
import ShadeTestSupport
import Testing

@testable import ShadeCatalog

/// The one rule that tells a theme file's kind from its path.
@Suite("The kind of a theme file")
struct ThemeFileKindTests {
    @Test(
        "each kind is told from the name's ending and whether it is a folder",
        arguments: [
            ("Colors.xcassets", true, false, ThemeFileKind.assetCatalog, "Colors"),
            ("Colors.xcassets", true, true, .assetCatalog, "Colors"),  // the ending wins over a marker
            ("brand.resolver.json", false, false, .resolver, "brand"),
            ("a.b.resolver.json", false, false, .resolver, "a.b"),
            ("brand.tokens.json", false, false, .tokens, "brand"),
            ("brand.tokens", false, false, .tokens, "brand"),
            ("brand.json", false, false, .tokens, "brand"),
            ("studio", true, true, .tokensStudio, "studio"),
            ("studio.json", true, true, .tokensStudio, "studio.json"),
        ])
    func eachKind(name: String, isDirectory: Bool, isTokensStudioFolder: Bool, kind: ThemeFileKind, stem: String) {
        #expect(ThemeFileKind(name: name, isDirectory: isDirectory, isTokensStudioFolder: isTokensStudioFolder) == kind)
        #expect(
            ThemeFileKind.stem(ofName: name, isDirectory: isDirectory, isTokensStudioFolder: isTokensStudioFolder)
                == stem)
    }

    @Test(
        "endings are compared in any letter case of ASCII letters, and the stem keeps the name's own",
        arguments: [
            ("Colors.XCASSETS", true, ThemeFileKind.assetCatalog, "Colors"),
            ("Colors.XcAssets", true, .assetCatalog, "Colors"),
            ("Brand.Resolver.JSON", false, .resolver, "Brand"),
            ("Brand.TOKENS.json", false, .tokens, "Brand"),
            ("Brand.Tokens", false, .tokens, "Brand"),
            ("Ünïcode.JSON", false, .tokens, "Ünïcode"),
        ])
    func letterCase(name: String, isDirectory: Bool, kind: ThemeFileKind, stem: String) {
        #expect(ThemeFileKind(name: name, isDirectory: isDirectory) == kind)
        #expect(ThemeFileKind.stem(ofName: name, isDirectory: isDirectory) == stem)
    }

    @Test(
        "other names, a file named like a folder, a folder named like a file and a bare ending are not theme files",
        arguments: [
            ("Colors.xcassets", false),
            ("brand.tokens.json", true),
            ("brand.json", true),
            ("drafts", true),
            ("notes.txt", false),
            ("brand.yaml", false),
            ("brand.jsonx", false),
            ("brand.xcassetsx", true),
            (".json", false),
            (".tokens.json", false),
            (".resolver.json", false),
            (".xcassets", true),
            ("brand.\u{130}json", false),  // a capital I with a dot is not an ASCII letter
        ])
    func notThemeFiles(name: String, isDirectory: Bool) {
        #expect(ThemeFileKind(name: name, isDirectory: isDirectory) == nil)
        #expect(ThemeFileKind.stem(ofName: name, isDirectory: isDirectory) == nil)
    }

    @Test func theKindOfAPathIsToldFromWhatIsOnDisk() throws {
        let directory = try TemporaryDirectory()
        try directory.write(##"{"color": "#102030"}"##, to: "Colors.XCASSETS/Red.colorset/Contents.json")
        try directory.write("{}", to: "brand.Resolver.json")
        try directory.write("{}", to: "brand.tokens.json")
        try directory.write("[]", to: "studio/$metadata.json")
        try directory.write("{}", to: "plain/colors.json")
        try directory.write("{}", to: "file.xcassets")
        #expect(ThemeFileKind(path: directory.file("Colors.XCASSETS")) == .assetCatalog)
        #expect(ThemeFileKind(path: directory.file("Colors.XCASSETS/")) == .assetCatalog)
        #expect(ThemeFileKind(path: directory.file("brand.Resolver.json")) == .resolver)
        #expect(ThemeFileKind(path: directory.file("brand.tokens.json")) == .tokens)
        #expect(ThemeFileKind(path: directory.file("studio")) == .tokensStudio)
        #expect(ThemeFileKind(path: directory.file("plain")) == nil)
        #expect(ThemeFileKind(path: directory.file("file.xcassets")) == nil)
        #expect(ThemeFileKind(path: directory.file("missing.tokens.json")) == nil)
        // A symbolic link is followed.
        #expect(symlink(directory.file("studio"), directory.file("linked")) == 0)
        #expect(ThemeFileKind(path: directory.file("linked")) == .tokensStudio)
    }

    /// A package target's entries, as SwiftPM lists them on Linux (a catalog as one folder) and on
    /// macOS (a catalog file by file): the theme files among them, each once, and nothing else.
    @Test func theThemeFilesAmongATargetsEntriesAreFoundByTheSameRule() throws {
        let directory = try TemporaryDirectory()
        let figma = #"{"status": 200, "meta": {"variables": {}, "variableCollections": {}}}"#
        try directory.write(#"{"colors": {}}"#, to: "Target/Colors.xcassets/Contents.json")
        try directory.write("{}", to: "Target/Colors.xcassets/label.colorset/Contents.json")
        try directory.write("{}", to: "Target/Nested/More.XCASSETS/Contents.json")
        try directory.write("{}", to: "Target/brand.tokens.json")
        try directory.write("{}", to: "Target/Tokens/dark.TOKENS")
        try directory.write("{}", to: "Target/app.resolver.json")
        try directory.write(figma, to: "Target/variables.json")
        try directory.write("{}", to: "Target/shade.json")
        try directory.write("{}", to: "Target/package.json")
        try directory.write("{}", to: "Target/.tokens.json")
        try directory.write("{}", to: "Target/Studio/$themes.json")
        try directory.write("{}", to: "Target/Studio/core.json")
        try directory.write("let x = 1", to: "Target/Source.swift")
        let root = directory.file("Target")
        let found = [
            "Colors.xcassets", "Nested/More.XCASSETS", "Studio", "Tokens/dark.TOKENS", "app.resolver.json",
            "brand.tokens.json", "variables.json",
        ].map { root + "/" + $0 }.sorted()
        let others = ["shade.json", "package.json", ".tokens.json", "Source.swift"].map { root + "/" + $0 }
        // The catalogs and the Tokens Studio folder listed as folders, and file by file.
        let asFolders = found + others
        let fileByFile =
            [
                "Colors.xcassets/Contents.json", "Colors.xcassets/label.colorset/Contents.json",
                "Nested/More.XCASSETS/Contents.json", "Studio/$themes.json", "Studio/core.json",
                "Tokens/dark.TOKENS", "app.resolver.json", "brand.tokens.json", "variables.json",
            ].map { root + "/" + $0 } + others
        #expect(ThemeFileKind.themeFiles(among: asFolders, in: root) == found)
        #expect(ThemeFileKind.themeFiles(among: fileByFile, in: root + "/") == found)
        // An entry outside the folder is not the target's.
        #expect(ThemeFileKind.themeFiles(among: [directory.file("elsewhere.tokens.json")], in: root).isEmpty)
        // Given to shade, any .json file is read as tokens; among a target's files it is not.
        #expect(ThemeFileKind(path: root + "/package.json") == .tokens)
        #expect(ThemeFileKind.discovered(atPath: root + "/package.json") == nil)
        #expect(ThemeFileKind.discovered(atPath: root + "/variables.json") == .figmaVariables)
    }
}
