import Foundation
import ShadeCatalog
import ShadeTestSupport
import Testing

@testable import ShadeTool

/// The Swift that `shade generate` and `convert --to swift` write, type-checked with `swiftc
/// -typecheck` against the Shade modules built with the tests, next to code of an app's own that
/// names the standard library's and Shade's types inside `extension DynamicColor`: no group of a
/// theme file (`String`, `Swift`, `Double`, `Color`) may hide one of them.
@Suite struct GeneratedSwiftTypeCheckTests {
    /// An app's code that needs the real types where the generated enums are declared.
    static let appCode = """
        import Shade

        extension DynamicColor {
            static let standardValues: (String, Swift.String, Substring, Character, Double, Float, Int, UInt32, Bool) = (
                "a", "b", "c", "d", 1.5, 2.5, 1, 2, true)
            static let standardCollections: ([Int], Set<Int>, [String: Int], Int?, Range<Int>, Result<Int, Never>) = (
                [1], [2], ["a": 1], nil, 0..<1, .success(1))
            static func throwing() throws(any Error) -> Void {}
            static let shadeValues: (Color, DynamicColor, ThemeID, Appearance, ColorSpace) = (
                Color(rgba: 0x1122_33FF), DynamicColor(any: Color(rgba: 0x1122_33FF)), "id", Appearance.light, .sRGB)
            static let traits = TraitCollection { $0.userInterfaceStyle = UserInterfaceStyle.dark }
        }

        """

    /// The folder of the modules built with the tests, or `nil` when there is none.
    static var modules: String? {
        guard let executable = Bundle.main.executableURL else { return nil }
        #if os(macOS)
            let products = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundleURL
                .deletingLastPathComponent()
        #else
            let products: URL? = executable.deletingLastPathComponent()
        #endif
        guard let products else { return nil }
        let modules = products.appendingPathComponent("Modules").path
        return FileManager.default.fileExists(atPath: modules + "/Shade.swiftmodule") ? modules : nil
    }

    /// `swiftc` on the `PATH`, or `nil`.
    static let swiftc: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/swiftc" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }()

    /// Whether `swiftc` and the built modules are there.
    static var isAvailable: Bool { swiftc != nil && modules != nil }

    /// Type-checks `generated` with ``appCode``; returns the compiler's status and messages.
    static func typeCheck(_ generated: String) throws -> (status: Int32, output: String) {
        let swiftc = try #require(Self.swiftc)
        let modules = try #require(Self.modules, "the Shade modules are built with the tests")
        let directory = try TemporaryDirectory()
        try directory.write(generated, to: "Generated.swift")
        try directory.write(appCode, to: "App.swift")
        return try GeneratedSwiftPackage.run(
            swiftc,
            [
                "-typecheck", "-swift-version", "6", "-I", modules, "-module-name", "App",
                directory.file("Generated.swift"), directory.file("App.swift"),
            ])
    }

    /// A token document with a group named each of `names` at the top, holding a color named
    /// `string` and a group `Double` with a color.
    static func tokens(groups names: [String]) -> String {
        let members = names.map { name in
            """
              "\(name)": {"$type": "color", "string": {"$value": "#123456"}, "Double": {"x": {"$value": "#222222"}}}
            """
        }
        return "{\n" + members.joined(separator: ",\n") + "\n}\n"
    }

    @Test(.enabled(if: GeneratedSwiftTypeCheckTests.isAvailable, "needs swiftc and the built Shade modules"))
    func groupsNamedForStandardAndShadeTypesHideNone() throws {
        let directory = try TemporaryDirectory()
        let names = SwiftIdentifier.reservedTypeNames.sorted() + ["string", "swift", "double", "color"]
        try directory.write(Self.tokens(groups: names), to: "String.tokens.json")
        let run = runShade([
            "generate", directory.file("String.tokens.json"), "-o", directory.file("Colors.swift"), "--no-config",
        ])
        #expect(run.status == 0 || run.status == 1, "\(run.errors)")
        let generated = try directory.read("Colors.swift")
        #expect(!generated.contains("enum String {"))
        let check = try Self.typeCheck(generated)
        #expect(check.status == 0, "\(check.output)")

        let convert = runShade([
            "convert", directory.file("String.tokens.json"), "--to", "swift", "--theme-type", "AppTheme", "-o",
            directory.file("Theme.swift"),
        ])
        #expect(convert.status == 0, "\(convert.errors)")
        let themed = try Self.typeCheck(try directory.read("Theme.swift"))
        #expect(themed.status == 0, "\(themed.output)")
    }

    @Test(.enabled(if: GeneratedSwiftTypeCheckTests.isAvailable, "needs swiftc and the built Shade modules"))
    func theHostileCatalogsSwiftTypeChecks() throws {
        var options = SwiftExport.Options(themeType: "HostileTheme")
        options.listType = "HostileColors"
        options.origin = "hostile.tokens.json"
        let source = SwiftExport.source(for: TestCatalogs.hostileCatalog(), options: options).source
        let check = try Self.typeCheck(source)
        #expect(check.status == 0, "\(check.output)")
    }

    @Test func aThemeOrListTypeMayNotTakeAStandardName() {
        for name in ["String", "Swift", "Double", "Color", "Appearance"] {
            #expect(!SwiftExport.isValidTypeName(name), "\(name)")
        }
        let run = runShade(["convert", "in.tokens.json", "--to", "swift", "--theme-type", "String", "-o", "x.swift"])
        #expect(run.status == 64)
    }
}
