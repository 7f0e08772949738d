import Foundation
import Palette
import Shade
import Testing

/// The colors the `ShadeColors` plugin generated for the target `Palette`, compared, in each of
/// the eight appearances, with what `shade show` prints for the same name in the theme file.
struct GeneratedColorsTests {
    /// The example package's folder.
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func everyColorOfTheAssetCatalogMatchesShadeShow() throws {
        #expect(Colors.names.count == 8)
        try compare(Colors.names, Colors.named, with: "Sources/Palette/Colors.xcassets")
    }

    @Test func everyColorOfTheTokenFileMatchesShadeShow() throws {
        #expect(BrandColors.names.count == 6)
        try compare(BrandColors.names, BrandColors.named, with: "Sources/Palette/Tokens/brand.tokens.json")
    }

    @Test func theStaticsAreTheListedColors() {
        #expect(Colors.named["Brand/Primary"] == DynamicColor.Brand.primary)
        #expect(BrandColors.named["web.link"] == DynamicColor.Web.link)
        #expect(Palette.accent(in: Appearance(index: 4).traitCollection).hexString == "#4493F8")
    }

    /// Checks each of `names`: its generated color resolved in every appearance is the color
    /// `shade show` gives for that appearance.
    func compare(_ names: [String], _ colors: [String: DynamicColor], with file: String) throws {
        for name in names {
            let color = try #require(colors[name], "\(name) is listed but not in the dictionary")
            let shown = try Self.shownHex(of: name, in: file)
            #expect(shown.count == Appearance.allCases.count, "\(name): \(shown)")
            for (appearance, hex) in zip(Appearance.allCases, shown) {
                #expect(
                    color.resolvedColor(with: appearance.traitCollection).hexString == hex, "\(name), \(appearance)")
            }
        }
    }

    /// The hex values `shade show FILE NAME` prints, one per appearance in the order of
    /// `Appearance.allCases`.
    static func shownHex(of name: String, in file: String) throws -> [String] {
        let process = Process()
        process.executableURL = try shade()
        process.arguments = ["show", package.appending(path: file).path, name, "--color", "never"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "shade show \(file) \(name)")
        let lines = String(decoding: output, as: UTF8.self).split(separator: "\n")
        // The default theme's lines: "  light  #RRGGBB  …", one per appearance, labels in order.
        var hexByLabel: [String: String] = [:]
        for line in lines {
            guard let hash = line.firstIndex(of: "#") else { continue }
            let label = line[..<hash].trimmingCharacters(in: .whitespaces)
            let hex = line[hash...].prefix { !$0.isWhitespace }
            if hexByLabel[label] == nil { hexByLabel[label] = String(hex) }
        }
        return Appearance.allCases.compactMap { hexByLabel[$0.label] }
    }

    /// The `shade` the plugin ran: `SHADE` from the environment, else the one SwiftPM built for the
    /// plugin in this package's build folder (`shade-tool`).
    static func shade() throws -> URL {
        if let path = ProcessInfo.processInfo.environment["SHADE"] { return URL(fileURLWithPath: path) }
        let built = package.appending(path: ".build/debug/shade-tool")
        guard FileManager.default.isExecutableFile(atPath: built.path) else {
            throw ShadeNotFound(path: built.path)
        }
        return built
    }

    struct ShadeNotFound: Error, CustomStringConvertible {
        var path: String
        var description: String { "no shade at \(path): build the package first, or set SHADE" }
    }
}
