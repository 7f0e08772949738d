import Foundation
import PackagePlugin

/// The build-tool plugin `ShadeColors`: for each theme file of a target, a build command that
/// runs `shade generate` (built from source with the package) to write the Swift of its colors
/// and report its audit findings as compiler diagnostics.
///
/// A target applies it with `plugins: [.plugin(name: "ShadeColors", package: "Shade")]`. Its
/// theme files are the asset catalogs (`*.xcassets`), token files (`*.tokens.json`, `*.tokens`),
/// resolver documents (`*.resolver.json`) and Figma variables saved from the REST API (a `.json`
/// file whose `meta` holds `variables` and `variableCollections`) among the target's files, by
/// the names of ShadeCatalog's `ThemeFileNames` (the same source file, linked into the plugin: a
/// build-tool plugin can import no library and cannot run `shade` while SwiftPM plans the build).
/// When the target has a resolver document, its token files are read through it and get no
/// command of their own.
///
/// A theme file is audited with the `shade.json` beside it, else the one at the target's root.
/// Each command declares as inputs every file and folder of its theme file and that `shade.json`,
/// and as output one Swift file in the plugin's work folder: SwiftPM runs a command
/// again only when one of its own inputs changed, and `shade generate` rewrites its output only
/// when the content changes, so nothing else is compiled again.
@main
struct ShadeColors: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let shade = try context.tool(named: "shade").url
        let targetConfiguration = target.directoryURL.appending(path: "shade.json")
        let themeFiles = ThemeFile.all(
            in: target.sourceFiles.map(\.url),
            targetConfiguration: FileManager.default.fileExists(atPath: targetConfiguration.path)
                ? targetConfiguration : nil)
        var outputNames: Set<String> = []
        return themeFiles.map { themeFile in
            var outputName = themeFile.url.lastPathComponent + ".swift"
            var number = 2
            while !outputNames.insert(outputName).inserted {
                outputName = "\(themeFile.url.lastPathComponent)-\(number).swift"
                number += 1
            }
            let output = context.pluginWorkDirectoryURL.appending(path: outputName)
            return .buildCommand(
                displayName: "Generating Swift for \(themeFile.url.lastPathComponent) (Shade)",
                executable: shade,
                arguments: ["generate", themeFile.url.path, "--output", output.path, "--quiet"]
                    + (themeFile.configuration.map { ["--config", $0.path] } ?? []),
                inputFiles: themeFile.inputs,
                outputFiles: [output])
        }
    }
}

/// A theme file of a target and the files its command depends on.
struct ThemeFile {
    /// The asset catalog, token file, resolver document or Figma variables file.
    var url: URL
    /// Every file and folder it is read from, and its `shade.json`.
    var inputs: [URL]
    /// The target's `shade.json`, when there is none beside the theme file (which `shade
    /// generate` finds itself).
    var configuration: URL?

    /// The theme files among a target's files, in their order; `targetConfiguration` is the
    /// `shade.json` at the target's root, for those with none beside them.
    static func all(in files: [URL], targetConfiguration: URL?) -> [ThemeFile] {
        let resolvers = files.filter { has(ThemeFileNames.resolverEnding, $0) }
        let tokenFiles = files.filter { isTokenFile($0) }
        var themeFiles: [ThemeFile] = []
        for file in files {
            let inputs: [URL]
            if has(ThemeFileNames.assetCatalogEnding, file) {
                inputs = [file] + contents(of: file)
            } else if has(ThemeFileNames.resolverEnding, file) {
                // A resolver reads the token files it names, which are the target's token files.
                inputs = [file] + tokenFiles
            } else if isTokenFile(file) {
                guard resolvers.isEmpty else { continue }
                inputs = [file]
            } else if has(ThemeFileNames.jsonEnding, file), isFigmaResponse(file) {
                inputs = [file]
            } else {
                continue
            }
            let beside = file.deletingLastPathComponent().appending(path: "shade.json")
            if FileManager.default.fileExists(atPath: beside.path) {
                themeFiles.append(ThemeFile(url: file, inputs: inputs + [beside]))
            } else {
                let inputs = inputs + (targetConfiguration.map { [$0] } ?? [])
                themeFiles.append(ThemeFile(url: file, inputs: inputs, configuration: targetConfiguration))
            }
        }
        return themeFiles
    }

    /// Whether the file's name ends in `ending`, by ShadeCatalog's rule (`ThemeFileNames`, the
    /// same source file).
    private static func has(_ ending: String, _ url: URL) -> Bool {
        ThemeFileNames.hasEnding(url.lastPathComponent, ending)
    }

    private static func isTokenFile(_ url: URL) -> Bool {
        ThemeFileNames.tokenEndings.contains { has($0, url) }
    }

    /// Every file and folder inside `folder`, so that an edited color or a new color set reruns
    /// the command.
    private static func contents(of folder: URL) -> [URL] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { return [] }
        return enumerator.compactMap { $0 as? URL }
    }

    /// Whether a `.json` file is Figma's `variables/local` response, as ShadeCatalog's
    /// `ThemeFileKind.isFigmaResponse(atPath:)` tells it: a JSON object whose `meta` has
    /// `variables` and `variableCollections`, in a file no larger than the JSON reader reads a
    /// theme file (64 MiB).
    private static func isFigmaResponse(_ url: URL) -> Bool {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
            let size = attributes[.size] as? NSNumber, size.intValue <= 64 << 20,
            let data = FileManager.default.contents(atPath: url.path),
            data.range(of: Data("\"variableCollections\"".utf8)) != nil,
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let meta = root["meta"] as? [String: Any]
        else { return false }
        return meta["variables"] != nil && meta["variableCollections"] != nil
    }
}
