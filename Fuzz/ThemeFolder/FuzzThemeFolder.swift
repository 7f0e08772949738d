import Foundation
import FuzzSupport
import Shade
import ShadeCatalog
import ShadeThemeFolder

/// A `ThemeFolder` loading one theme file made of any bytes: written as a token file, a resolver
/// document or an asset catalog's color set (which of the three follows from the input's hash).
///
/// Properties: loading ends, and the file becomes a theme or a "not loaded" problem, never both
/// or neither; no line of a problem shows a control character, and the located diagnostics about the
/// file lie inside it; a theme made from the file gives finite colors with values in 0…1 in all
/// eight combinations of light or dark, normal or high contrast, base or elevated level, and
/// finite font sizes and metrics.
enum ThemeFolderTarget {
    /// The themes folder, the same for every input, emptied before each.
    static let folder: String = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "shade-fuzz-themes-\(ProcessInfo.processInfo.processIdentifier)"
        ).path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    static let traitCollections: [TraitCollection] = [UserInterfaceStyle.light, .dark].flatMap { style in
        [AccessibilityContrast.normal, .high].flatMap { contrast in
            [UserInterfaceLevel.base, .elevated].map { level in
                TraitCollection {
                    $0.userInterfaceStyle = style
                    $0.accessibilityContrast = contrast
                    $0.userInterfaceLevel = level
                }
            }
        }
    }

    static func check(_ bytes: [UInt8]) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            try? FileManager.default.removeItem(atPath: folder + "/" + name)
        }
        let file = write(bytes)
        MainActor.assumeIsolated { load(bytes, file: file) }
    }

    /// Writes `bytes` as one of the three kinds of theme file; returns the file's path.
    static func write(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        let path: String
        switch hash % 3 {
        case 0: path = folder + "/fuzz.tokens.json"
        case 1: path = folder + "/fuzz.resolver.json"
        default:
            let set = folder + "/fuzz.xcassets/Fuzz.colorset"
            try? FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
            path = set + "/Contents.json"
        }
        FuzzTarget.require(FileManager.default.createFile(atPath: path, contents: Data(bytes)), "cannot write \(path)")
        return path
    }

    @MainActor
    static func load(_ bytes: [UInt8], file: String) {
        // The folder reports through the manager's problem channel.
        let manager = ThemeManager(themes: [BasicTheme.standard], onProblem: { _ in })
        let themes = ThemeFolder<BasicTheme>(path: folder, builtInThemes: [.standard])
        themes.connect(to: manager)
        themes.load()
        let problems = manager.problems
        let notLoaded = problems.contains {
            if case .themeNotLoaded(let id, _, _, _) = $0 { return id == "fuzz" }
            return false
        }
        let theme = themes.folderThemes.first { $0.id == "fuzz" }
        FuzzTarget.require(
            (theme != nil) != notLoaded, "the file is \(theme == nil ? "neither" : "both") a theme and a problem")
        let lines = FuzzTarget.Lines(bytes)
        for problem in problems {
            // A sentence, then each diagnostic on a line of its own.
            for line in problem.description.split(separator: "\n") {
                FuzzTarget.requirePrintable(String(line), "the problem")
            }
            for diagnostic in problem.diagnostics where diagnostic.file == file {
                if let location = diagnostic.location { lines.requireInside(location, "the diagnostic \(diagnostic)") }
            }
        }
        guard let theme else { return }
        let colors = [
            theme.background, theme.secondaryBackground, theme.label, theme.secondaryLabel, theme.accent,
            theme.onAccent, theme.separator, theme.destructive,
        ]
        for color in colors {
            for traits in traitCollections {
                let resolved = color.resolvedColor(with: traits)
                for value in [resolved.red, resolved.green, resolved.blue, resolved.alpha] {
                    FuzzTarget.require(value.isFinite, "\(resolved) is not finite")
                }
                FuzzTarget.require(resolved.alpha >= 0 && resolved.alpha <= 1, "\(resolved) has an alpha outside 0…1")
            }
        }
        for font in [theme.titleFont, theme.headlineFont, theme.bodyFont, theme.captionFont] {
            FuzzTarget.require(font.size.isFinite && font.size > 0, "a font of size \(font.size)")
        }
        for metric in [theme.spacing, theme.cornerRadius] {
            FuzzTarget.require(metric.base.isFinite, "a metric of \(metric.base)")
        }
    }
}

#if FUZZING
    /// libFuzzer's entry point: checks one input, the `size` bytes at `data`, with
    /// ``ThemeFolderTarget/check(_:)``.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        FuzzTarget.run(data, size, ThemeFolderTarget.check)
    }

    /// The executable's `main` (SwiftPM calls `<module>_main`): runs libFuzzer's loop on
    /// ``testOneInput(_:_:)`` with the options on the command line.
    @_cdecl("fuzz_themefolder_main")
    public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
        FuzzTarget.runLibFuzzer(argc, argv, testOneInput)
    }
#else
    @main
    enum Main {
        static func main() {
            Replay.main("fuzz-themefolder", ThemeFolderTarget.check)
        }
    }
#endif
