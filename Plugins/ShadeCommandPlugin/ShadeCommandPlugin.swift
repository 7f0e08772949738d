import Foundation
import PackagePlugin

/// `swift package shade audit|convert|preview|show [--target NAME …] [shade's options and inputs]`:
/// runs the `shade` command, built from source, over the theme files of the package's targets.
///
/// Without inputs on the command line, the inputs are the theme files of the targets named by
/// `--target` (every source-module target without one), as `shade theme-files` finds them by
/// ShadeCatalog's rule (`ThemeFileKind.themeFiles(among:in:)`); `audit`
/// takes them all, the other verbs need exactly one. `shade` runs from the package directory, so
/// relative paths (the inputs, `-o`) are the package's, and its exit status is the command's.
@main
struct ShadeCommandPlugin: CommandPlugin {
    /// Runs `shade` as `arguments` ask, or prints the help; throws when `shade` fails, so that
    /// `swift package shade` does.
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        guard case .run(let verb, let targetNames, let shadeArguments) = try PluginInvocation(arguments).action else {
            print(Self.help)
            return
        }
        let shade = try context.tool(named: "shade").url
        let package = context.package.directoryURL
        var command = [verb.rawValue]
        let asksForHelp = shadeArguments.contains { $0 == "--help" || $0 == "-h" }
        let grammar = try ShadeGrammar(
            dumpHelp: try Self.output(of: shade, [verb.rawValue, "--experimental-dump-help"]))
        if asksForHelp || grammar.namesInputs(shadeArguments) {
            if !targetNames.isEmpty {
                throw PluginError("--target chooses the inputs; it cannot be given with inputs of your own")
            }
        } else {
            let inputs = try Self.themeFiles(
                of: try Self.targets(named: targetNames, in: context.package), shade: shade)
            if inputs.isEmpty {
                throw PluginError(
                    "no theme file (*.xcassets, *.tokens.json, *.resolver.json, Figma variables) in "
                        + (targetNames.isEmpty
                            ? "the package's targets" : "--target " + targetNames.joined(separator: ", ")))
            }
            if verb != .audit, inputs.count > 1 {
                throw PluginError(
                    "shade \(verb.rawValue) reads one theme file, and there are \(inputs.count):\n"
                        + inputs.map { "  \(Self.relative($0.path, to: package.path)) (target \($0.target))" }
                        .joined(separator: "\n")
                        + "\nname one, a path relative to the package directory: swift package shade \(verb.rawValue) "
                        + Self.relative(inputs[0].path, to: package.path) + " …"
                        + (Set(inputs.map(\.target)).count > 1 ? " (or choose its target with --target)" : ""))
            }
            for input in inputs {
                Diagnostics.progress(
                    "shade \(verb.rawValue): \(Self.relative(input.path, to: package.path)) (target \(input.target))")
            }
            command += inputs.map { Self.relative($0.path, to: package.path) }
        }
        command += shadeArguments
        let status = try Self.run(shade, command, in: package)
        if status != 0 {
            throw PluginError("shade \(verb.rawValue) failed (exit status \(status))")
        }
    }

    /// The source-module targets named `names`, or all of them when `names` is empty.
    static func targets(named names: [String], in package: Package) throws -> [any SourceModuleTarget] {
        let all = package.targets.compactMap { $0 as? any SourceModuleTarget }
        if names.isEmpty { return all }
        return try names.map { name in
            guard let target = all.first(where: { $0.name == name }) else {
                throw PluginError(
                    "no source-module target named '\(name)'; the package has "
                        + all.map(\.name).joined(separator: ", "))
            }
            return target
        }
    }

    /// The theme files of `targets`, each with the name of the target it came from, as `shade
    /// theme-files` lists them: the plugin, which cannot import ShadeCatalog, asks `shade` rather
    /// than keeping a copy of the rule.
    static func themeFiles(of targets: [any SourceModuleTarget], shade: URL) throws -> [(path: String, target: String)]
    {
        var result: [(path: String, target: String)] = []
        for target in targets {
            let data = try output(
                of: shade, ["theme-files", target.directoryURL.path] + target.sourceFiles.map(\.url.path))
            guard let paths = try? JSONSerialization.jsonObject(with: data) as? [String] else {
                throw PluginError("shade theme-files did not list the theme files of \(target.name)")
            }
            for path in paths where !result.contains(where: { $0.path == path }) {
                result.append((path, target.name))
            }
        }
        return result
    }

    /// `path` relative to `directory` when it is inside it, else `path`.
    static func relative(_ path: String, to directory: String) -> String {
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// Runs `tool` with `arguments` in `directory` and returns its exit status. Its output is the
    /// plugin's, which SwiftPM prints on standard output; its errors are passed on as the plugin's
    /// progress messages, which SwiftPM prints on standard error, so that a report or a file
    /// written to standard output (`--format sarif`, `-o -`) holds nothing else.
    static func run(_ tool: URL, _ arguments: [String], in directory: URL) throws -> Int32 {
        let process = Process()
        let errors = Pipe()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardError = errors
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0)
        {
            if !line.isEmpty { Diagnostics.progress(String(line)) }
        }
        return process.terminationStatus
    }

    /// What `tool` prints on standard output when run with `arguments`.
    static func output(of tool: URL, _ arguments: [String]) throws -> Data {
        let process = Process()
        let pipe = Pipe()
        process.executableURL = tool
        process.arguments = arguments
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }

    /// What `swift package shade --help` prints.
    static let help = """
        OVERVIEW: Run the shade command over the theme files of this package's targets.

        USAGE: swift package [--allow-writing-to-package-directory] shade <verb> [--target <name> ...] \
        [<shade's options and inputs>]

        VERBS:
          audit     Check contrast, variants, gamut, references and near-duplicates (all inputs at once).
          convert   Write one theme file as xcassets, tokens, css or swift (-o <path>).
          preview   Write one theme file's colors as an HTML page (-o <path>).
          show      Show one color: swift package shade show [<input>] <name>.

        INPUTS: Without inputs on the command line, the inputs are the theme files of the targets \
        chosen with --target (repeatable; every source-module target without it): asset catalogs \
        (*.xcassets), *.tokens.json and *.tokens files, *.resolver.json documents, Tokens Studio \
        folders and Figma variables (a REST response *.json, or a folder of <Collection>.<Mode>.json). \
        Each is printed on standard error with its target. audit reads them all; convert, preview \
        and show need exactly one, so name it (a path relative to the package directory) or choose \
        a target when there are several.

        PATHS: shade runs from the package directory: inputs and -o are relative to it.

        PERMISSION: the plugin declares that it writes to the package directory (convert and \
        preview write where -o says), and SwiftPM asks for that before any verb, audit too, though \
        audit writes nothing unless --write-baseline is given: at a terminal it asks yes or no; \
        elsewhere (CI, scripts) pass --allow-writing-to-package-directory before the verb.

        EXIT STATUS: the command fails when shade does (audit: findings at or above --fail-on, or \
        an unreadable input), with shade's status in the error message.

        Each verb's own options: swift package shade <verb> --help (shade <verb> --help).
        """
}
