import Foundation
import ShadeTestSupport
import Testing

@testable import ShadeTool

/// `shade generate`, the step of the `ShadeColors` build-tool plugin: the Swift it writes, that it
/// writes only a change and only over its own file, and its findings as compiler diagnostics.
@Suite struct GenerateCommandTests {
    let directory: TemporaryDirectory
    let input: String
    let output: String

    /// A token file whose `text` is 3.07:1 on `background`, a contrast error for text.
    init() throws {
        directory = try TemporaryDirectory()
        try directory.write(
            """
            {
              "color": {
                "$type": "color",
                "text": { "$value": "#939393" },
                "background": { "$value": "#FFFFFF" }
              }
            }
            """, to: "brand.tokens.json")
        input = directory.file("brand.tokens.json")
        output = directory.file("brand.swift")
    }

    func generate(_ options: [String] = []) -> CommandRun {
        runShade(["generate", input, "--output", output, "--quiet"] + options)
    }

    func written() throws -> String {
        try String(contentsOfFile: output, encoding: .utf8)
    }

    @Test func writesTheStaticsAndAListOfEveryColorByName() throws {
        let run = generate()
        #expect(run.status == 0, "\(run.errors)")
        let source = try written()
        #expect(source.hasPrefix(GenerateCommand.header + " from `brand.tokens.json`."))
        #expect(source.contains("    enum Colors {\n"))
        #expect(source.contains("        static let text = DynamicColor(any: Color(rgba: 0x9393_93FF))"))
        #expect(source.contains("enum BrandColors {"))
        #expect(
            source.contains(
                "    static let names: [String] = [\n        \"color.text\",\n        \"color.background\",\n    ]"))
        #expect(source.contains("        \"color.text\": DynamicColor.Colors.text,"))
    }

    @Test func theAccessLevelComesFromTheOptionElseShadeJSON() throws {
        #expect(generate(["--access", "public"]).status == 0)
        #expect(try written().contains("    public static let names: [String] = ["))
        #expect(try written().contains("    public enum Colors {"))
        try directory.write(#"{"swiftAccess": "package"}"#, to: "shade.json")
        #expect(generate().status == 0)
        #expect(try written().contains("        package static let text = "))
        #expect(try written().contains("package enum BrandColors {"))
    }

    @Test func anUnchangedSourceLeavesTheFileAlone() throws {
        #expect(generate().status == 0)
        // Set the file's time back, so that a rewrite would show.
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: output)
        #expect(generate().status == 0)
        let unchanged = try FileManager.default.attributesOfItem(atPath: output)[.modificationDate] as? Date
        #expect(unchanged == past)

        try directory.write(##"{"color": {"$type": "color", "text": {"$value": "#000000"}}}"##, to: "brand.tokens.json")
        #expect(generate().status == 0)
        let rewritten = try FileManager.default.attributesOfItem(atPath: output)[.modificationDate] as? Date
        #expect(rewritten != past)
        #expect(try written().contains("Color(rgba: 0x0000_00FF)"))
    }

    @Test func aFileItDidNotWriteIsNotReplaced() throws {
        try directory.write("let mine = 1\n", to: "brand.swift")
        let run = generate()
        #expect(run.status == 2)
        #expect(run.errors.contains("brand.swift: error: exists and is not a file Shade generated; not replaced"))
        #expect(try written() == "let mine = 1\n")
    }

    @Test func theInputIsNeverTheOutput() throws {
        try directory.write("{}", to: "colors.tokens.swift")
        let run = runShade([
            "generate", directory.file("colors.tokens.swift"), "-o", directory.file("colors.tokens.swift"),
        ])
        #expect(run.status == 2)
        #expect(try String(contentsOfFile: directory.file("colors.tokens.swift"), encoding: .utf8) == "{}")
    }

    @Test func findingsAreWarningsWithoutFailOn() throws {
        let run = generate()
        #expect(run.status == 0)
        let lines = run.errors.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("\(input):4:13: warning: color.text on color.background: 3.07:1") })
        #expect(lines.allSatisfy { !$0.contains(": error: ") })
        #expect(lines.allSatisfy { $0.hasSuffix("]") && $0.contains(" [shade ") })
    }

    @Test func findingsAtFailOnAreErrorsAndFail() throws {
        try directory.write(#"{"failOn": "error"}"#, to: "shade.json")
        let run = generate()
        #expect(run.status == 1)
        #expect(run.errors.contains("\(input):4:13: error: color.text on color.background: 3.07:1"))
        #expect(run.errors.contains("[shade contrast]"))
        // The Swift is written all the same, so the build shows every error at once.
        #expect(FileManager.default.fileExists(atPath: output))
    }

    @Test func anUnreadableInputIsALocatedErrorAndWritesNothing() throws {
        try directory.write("{\n  \"color\": [\n", to: "brand.tokens.json")
        let run = generate()
        #expect(run.status == 2)
        #expect(run.errors.contains("brand.tokens.json:3:1: error: "))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func theListIsNamedAfterTheFile() {
        #expect(GenerateCommand.listTypeName(for: "Sources/App/Colors.xcassets") == "Colors")
        #expect(GenerateCommand.listTypeName(for: "Sources/App/Assets.xcassets/") == "AssetsColors")
        #expect(GenerateCommand.listTypeName(for: "brand.tokens.json") == "BrandColors")
        #expect(GenerateCommand.listTypeName(for: "dark-mode.resolver.json") == "DarkModeColors")
        #expect(GenerateCommand.listTypeName(for: "2024.tokens.json") == "Theme_2024Colors")
    }

    @Test func failOnInShadeJSONIsShadeAuditsThresholdWithoutTheOption() throws {
        try directory.write(#"{"failOn": "warning"}"#, to: "shade.json")
        try directory.write(
            ##"{"color": {"$type": "color", "text": {"$value": "#000000"}, "background": {"$value": "#FFFFFF"}}}"##,
            to: "brand.tokens.json")
        // No contrast error, and a warning (no dark value): shade.json makes it fail.
        #expect(runShade(["audit", input]).status == 1)
        #expect(runShade(["audit", input, "--fail-on", "error"]).status == 0)
    }
}
