package import ArgumentParser
import Foundation
import ShadeCatalog
import ShadeDiagnostics
import ShadeFiles
import ShadeJSON
import ShadeSystem

/// `shade convert`: reads a theme file and writes it in another format: an asset catalog, design
/// tokens, CSS custom properties (``CSSExport``) or Swift source (``SwiftExport``).
package struct ConvertCommand: ConsoleCommand, ReadingCommand {
    /// The command's name, help and exit statuses.
    package static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert a theme file to an asset catalog, design tokens, CSS or Swift.",
        discussion: """
            The input's kind is detected: a folder ending in .xcassets is an asset catalog; a *.json \
            file is a token file or, named *.resolver.json, a resolver document; a folder with \
            $themes.json or $metadata.json is a Tokens Studio folder. Figma variables are told by \
            content: a *.json file with meta.variables and meta.variableCollections is Figma's REST \
            response (GET /v1/files/:key/variables/local), a folder of <Collection>.<Mode>.json \
            files with com.figma extensions is Figma's export. Figma mode names map onto \
            appearances, letter case aside: Light (or Default), Dark, High contrast, HC, Light HC, \
            Dark High Contrast; any other mode is a named theme. A collection is read in its \
            default mode where the mode is none of its own: --figma-default-mode NAME if it has \
            that mode, else the REST response's defaultModeId, else a mode named Light or Default, \
            else the first by name (with a warning). Each theme is also read in each appearance \
            of the other collections (Modern Theme × Dark). A . in a variable's name (spacing/1.5) \
            is written %2E in the token's (spacing.1%2E5), a { or } %7B or %7D, a $ that starts a \
            part %24 (brand/$value is brand.%24value), and a % before two hex digits %25.

            --to xcassets writes an asset catalog; -o must end in .xcassets. --to tokens writes DTCG \
            2025.10 token files: <name>.tokens.json with the default values and, when colors have \
            other modes, <name>.<mode>.tokens.json and <name>.resolver.json; -o is the folder (made \
            if missing), or a file name ending in .tokens.json whose stem is the name; the name is \
            otherwise --name or the input's own (Colors for Colors.xcassets).

            --to css writes one custom property per color (Brand/Primary is --brand-primary), for \
            light and dark, normal and high contrast, base and elevated, following \
            prefers-color-scheme and prefers-contrast and the data-appearance, data-contrast and \
            data-level attributes of a page's own switch. --to swift writes one DynamicColor static \
            per color (DynamicColor.Brand.primary), and with --theme-type a Theme with a property \
            per color.

            Nothing is overwritten without --force, and even with it an asset catalog only replaces \
            an asset catalog and token files only replace token files. An output never replaces its \
            input or writes inside it (paths compared with links resolved); the one exception is an \
            asset catalog converted onto itself with --force, which keeps the files it does not \
            own. What the reader reports, and what the target format cannot hold, is printed on \
            standard error; names from the input are shown with control and invisible characters \
            escaped (\\u001B).

            STANDARD INPUT AND OUTPUT. - as the input reads one token document (JSON) from \
            standard input, named <stdin> in messages; an asset catalog is a folder and cannot \
            come from it. -o - writes a single file (css, swift, tokens without modes) to standard \
            output; an output of several files with -o - is a usage error. What was written is \
            said on standard error; --quiet leaves that out, never a warning or an error.

            EXIT STATUS: 0 written; 1 written without what the reader could not read or the format \
            cannot hold (errors on standard error); 2 not written: the input could not be read, or \
            the output exists, is the input or could not be written; 64 a usage error.
            """ + "\n\n" + CommandDocumentation.paragraph(section: "shade convert")
    )

    /// The formats `convert` writes.
    package enum Target: String, CaseIterable, ExpressibleByArgument, Sendable {
        /// An Xcode asset catalog.
        case xcassets
        /// DTCG 2025.10 design tokens, with a resolver document for modes.
        case tokens
        /// CSS custom properties (``CSSExport``).
        case css
        /// Swift source (``SwiftExport``).
        case swift
    }

    /// The theme file.
    @Argument(
        help: ArgumentHelp(
            "An asset catalog, token file, resolver document, Tokens Studio folder or Figma variables; - reads a "
                + "token document from standard input.", valueName: "input"))
    package var input: String

    /// The format to write.
    @Option(help: "The format to write: xcassets, tokens, css or swift.")
    package var to: Target

    /// Where to write.
    @Option(
        name: [.short, .customLong("output")],
        help: ArgumentHelp(
            "Where to write; - writes one file (css, swift, one token document) to standard output.", valueName: "path")
    )
    package var output: String

    /// The base name of token files, with `--to tokens`.
    @Option(help: ArgumentHelp("With --to tokens: the files' base name (default: the input's).", valueName: "name"))
    package var name: String?

    /// The name of the `Theme` type to generate, with `--to swift`.
    @Option(help: "With --to swift: also write a Theme type of this name, with a property per color.")
    package var themeType: String?

    /// Whether to replace what is at the output.
    @Flag(
        help:
            "Replace an existing output (an asset catalog only replaces an asset catalog, token files only token files)."
    )
    package var force = false

    /// Whether to print every diagnostic.
    @Flag(help: "Print every diagnostic, not only the first \(ConvertCommand.diagnosticLimit).")
    package var verbose = false

    @OptionGroup var common: CommonOptions

    /// Creates the command with no arguments, as the argument parser does.
    package init() {}

    /// Rejects options that do not go with the format, an empty output path, a `--name` that is a
    /// path, and an asset catalog's name that does not end in `.xcassets`.
    package func validate() throws {
        guard !output.isEmpty else { throw ValidationError("The output path (-o) is empty.") }
        if to == .xcassets, output == OutputPath.standardOutput {
            throw ValidationError(
                "-o - writes one file to standard output, and an asset catalog is a folder: give a path ending in .xcassets."
            )
        }
        if to == .xcassets, !output.lowercased().hasSuffix(".xcassets") && !output.lowercased().hasSuffix(".xcassets/")
        {
            throw ValidationError(
                message: "With --to xcassets, the output must be a folder ending in .xcassets, not '\(output)'.")
        }
        if let name {
            guard to == .tokens else { throw ValidationError("--name applies only with --to tokens.") }
            if let problem = Self.problem(withName: name) {
                throw ValidationError(message: "--name '\(name)' \(problem); -o says where to write.")
            }
        }
        if let themeType {
            guard to == .swift else { throw ValidationError("--theme-type is for --to swift only.") }
            guard SwiftExport.isValidTypeName(themeType) else {
                throw ValidationError(
                    message:
                        "--theme-type '\(themeType)' is not a Swift type name (letters, digits and _, not starting with a digit)."
                )
            }
        }
    }

    /// Why `name` cannot be the base name of token files, or `nil` when it can: it must be a
    /// file name, not a path.
    static func problem(withName name: String) -> String? {
        if name.isEmpty { return "is empty" }
        if name == "." || name == ".." { return "is a folder, not a name" }
        if name.contains("/") || name.contains("\\") { return "is a path, not a name" }
        if name.unicodeScalars.contains(where: DisplayText.isHidden) {
            return "holds a character that does not show (a control or format character)"
        }
        return nil
    }

    /// Converts, reports on `console`, and returns the exit status.
    func execute(console: Console) -> ExitStatus {
        let console = console.quiet(quiet)
        let source: CatalogInput
        let result: CatalogReadResult
        let output: OutputPath
        let progress = ProgressReporter(console: console)
        do {
            output = try OutputPath(self.output)
            source = try CatalogInput.detect(input)
            progress.begin("reading \(source.path)…")
            defer { progress.finish() }
            result = try source.read(reading)
        } catch let error as OutputProblem {
            console.printError(error.terminalText)
            return error.exitStatus
        } catch {
            console.printError("\(error: error)")
            return .notDone
        }
        let input = source.path
        report(result.diagnostics.map(source.sources.shown), on: console)
        let inputs = InputFiles(input: source, catalog: result.catalog)
        switch export(result.catalog, to: to, output: output, source: source, inputs: inputs, console: console) {
        case .success(let written):
            let outputRoot = output.url.path
            let here = FileManager.default.currentDirectoryPath + "/"
            report(
                written.diagnostics.map { diagnostic in
                    with(diagnostic) {
                        if $0.file.hasPrefix(outputRoot) {
                            $0.file = output.given + $0.file.dropFirst(outputRoot.count)
                        } else if case let shown = source.sources.path(of: $0.file), shown != $0.file {
                            $0.file = shown
                        } else if $0.file.hasPrefix(here) {
                            $0.file = String($0.file.dropFirst(here.count))
                        }
                    }
                }, on: console)
            console.printInfo(written.summary)
            guard result.isComplete else {
                let count = result.errors.count
                console.printError(
                    "\(input): error: \(count) \(count == 1 ? "part" : "parts") of the input "
                        + "could not be read and \(count == 1 ? "is" : "are") missing from the output")
                return .failure
            }
            // An entry the format cannot hold is left out with an error: the output is incomplete.
            return ExitStatus(failing: written.diagnostics.contains { $0.severity == .error })
        case .failure(.output(let problem)):
            console.printError(problem.terminalText)
            return problem.exitStatus
        case .failure(let error):
            console.printError(error.terminalText)
            return .notDone
        }
    }

    /// The most diagnostics printed without `--verbose`.
    static let diagnosticLimit = 20

    /// Prints `diagnostics` on standard error: all with `--verbose`, else the first
    /// ``diagnosticLimit`` and how many more there are.
    private func report(_ diagnostics: [Diagnostic], on console: Console) {
        let shown = verbose ? diagnostics : Array(diagnostics.prefix(Self.diagnosticLimit))
        for diagnostic in shown { console.printError("\(diagnostic)") }
        if shown.count < diagnostics.count {
            console.printError("… and \(diagnostics.count - shown.count) more (--verbose shows them all)")
        }
    }

    /// What a writer wrote: a line for standard error (unless `--quiet`) and the writer's warnings.
    struct Written {
        /// `wrote 12 colors to Colors.xcassets`.
        var summary: TerminalText
        /// What the format could not hold.
        var diagnostics: [Diagnostic]
    }

    /// Writes `catalog` in the `target` format at `output`: the one place a new format plugs in.
    ///
    /// Each writer names the entries as its format does (`ColorCatalog.naming`): the token
    /// `color.bg.default` becomes the color set `default` in the namespaced folders `color/bg/`,
    /// and the other way round. Nothing is
    /// written over or inside `inputs` (see ``OutputPath``), but an asset catalog rewritten in
    /// place with `--force`. With `-o -`, a single file is written on `console`'s standard output.
    func export(
        _ catalog: ColorCatalog, to target: Target, output: OutputPath, source: CatalogInput, inputs: InputFiles,
        console: Console
    ) -> Result<Written, ConvertError> {
        let count = Self.colors(catalog.colors.count)
        switch target {
        case .xcassets:
            let isInPlace = InputFiles.Identity(path: output.url.path) == InputFiles.Identity(path: source.url.path)
            if isInPlace, source.kind == .assetCatalog {
                guard force else { return .failure(.output(.exists(path: output.given))) }
            } else if let input = inputs.input(overwrittenBy: output.url.path, isFolder: true) {
                return .failure(.output(.replacesInput(path: output.given, input: input)))
            } else if output.exists, !force {
                return .failure(.output(.exists(path: output.given)))
            }
            do {
                let diagnostics = try AssetCatalogWriter.write(catalog, to: output.url)
                return .success(
                    Written(summary: "wrote \(count) to \(output.given)", diagnostics: diagnostics)
                )
            } catch {
                return .failure(.writer(error.description))
            }
        case .css, .swift:
            if !output.isStandardOutput, let input = inputs.input(overwrittenBy: output.url.path, isFolder: false) {
                return .failure(.output(.replacesInput(path: output.given, input: input)))
            }
            let text: String
            let skipped: [String]
            if target == .css {
                let result = CSSExport.css(for: catalog)
                (text, skipped) = (result.css, result.skipped)
            } else {
                let result = SwiftExport.source(for: catalog, themeType: themeType)
                (text, skipped) = (result.source, result.skipped)
            }
            do {
                try output.write(text, force: force, console: console)
            } catch {
                return .failure(.output(error))
            }
            let diagnostics = skipped.map {
                Diagnostic(
                    .warning, file: source.path, path: $0,
                    message: "the color has no value (the system's default) and is left out")
            }
            return .success(
                Written(
                    summary:
                        "wrote \(Self.colors(catalog.colors.count - skipped.count)) to \(output.shown)",
                    diagnostics: diagnostics))
        case .tokens where output.isStandardOutput:
            // One document on standard output; a set of files (modes, a resolver) needs a folder.
            do {
                let (documents, diagnostics) = try TokenWriter().documents(
                    for: catalog, name: name ?? Self.baseName(of: source))
                guard documents.count == 1 else {
                    return .failure(.output(.standardOutputTooSmall(files: documents.map(\.fileName))))
                }
                console.writeOutput(documents[0].text)
                let leftOut = Set(diagnostics.filter { $0.severity == .error }.compactMap(\.path))
                let count = Self.colors(catalog.named(for: .designTokens).colors.count { !leftOut.contains($0.name) })
                return .success(Written(summary: "wrote \(count) to \(output.shown)", diagnostics: diagnostics))
            } catch {
                return .failure(.writer(error.description))
            }
        case .tokens:
            var directory = output.url
            var baseName = name ?? Self.baseName(of: source)
            if output.url.lastPathComponent.lowercased().hasSuffix(".tokens.json") {
                directory = output.url.deletingLastPathComponent()
                baseName = name ?? String(output.url.lastPathComponent.dropLast(".tokens.json".count))
            }
            let directoryGiven =
                output.url.lastPathComponent.lowercased().hasSuffix(".tokens.json")
                ? FileSystem.directoryName(of: output.given) : output.given
            let writer = TokenWriter(existingFiles: force ? .replaceTokenFiles : .refuse)
            // Named once here, as the writer names it, to count what it writes.
            let named = catalog.named(for: .designTokens)
            do {
                for document in try writer.documents(for: named, name: baseName).documents {
                    let path = directory.appendingPathComponent(document.fileName).path
                    if let input = inputs.input(overwrittenBy: path, isFolder: false) {
                        let given = directoryGiven == "." ? document.fileName : directoryGiven + "/" + document.fileName
                        return .failure(.output(.replacesInput(path: given, input: input)))
                    }
                }
            } catch {
                return .failure(.writer(error.description))
            }
            do {
                try FileSystem.createDirectory(directory.path, mode: 0o777)
            } catch {
                return .failure(.output(.cannotWrite(path: directoryGiven, code: error.code)))
            }
            do {
                let (files, diagnostics) = try writer.write(named, to: directory, name: baseName)
                // What the writer left out (a name tokens cannot have) is not counted as written.
                let leftOut = Set(diagnostics.filter { $0.severity == .error }.compactMap(\.path))
                let count = Self.colors(named.colors.count { !leftOut.contains($0.name) })
                let names = files.map { TerminalText(quoting: $0.lastPathComponent) }.joined(separator: ", ")
                let folder: TerminalText =
                    directory.path == URL(fileURLWithPath: ".").path ? "" : " in \(directoryGiven)"
                let fileCount = files.count == 1 ? "" : " (\(files.count) files)"
                return .success(
                    Written(summary: "wrote \(count) to \(names)\(folder)\(fileCount)", diagnostics: diagnostics))
            } catch {
                if case .existingFile(let path, _) = error, !force {
                    let name = FileSystem.fileName(of: path)
                    let given = directoryGiven == "." ? name : directoryGiven + "/" + name
                    return .failure(.output(.exists(path: given)))
                }
                return .failure(.writer(error.description))
            }
        }
    }

    /// `1 color`, `12 colors`.
    static func colors(_ count: Int) -> String {
        "\(count) \(count == 1 ? "color" : "colors")"
    }

    /// The input's name without the ending that gives its kind (``ThemeFileKind``): `Colors` for
    /// `Colors.xcassets`, `brand` for `brand.tokens.json` or `brand.resolver.json`.
    static func baseName(of source: CatalogInput) -> String {
        source.isStandardInput ? "tokens" : baseName(of: source.url)
    }

    /// The name of the file or folder at `url` without the ending that gives its kind.
    static func baseName(of url: URL) -> String {
        let name = url.lastPathComponent
        let isDirectory = FileTree.isDirectory(url.path)
        return ThemeFileKind.stem(
            ofName: name, isDirectory: isDirectory,
            isTokensStudioFolder: isDirectory && ThemeFileKind.hasTokensStudioMarker(inFolder: url.path)) ?? name
    }
}

/// Why `shade convert` wrote nothing.
enum ConvertError: ReportedProblem {
    /// The output is not a place the command may write (see ``OutputPath``).
    case output(OutputProblem)
    /// The writer refused or failed; its message.
    case writer(String)

    /// A message that names the path and says what to do.
    var terminalText: TerminalText {
        switch self {
        case .output(let problem): problem.terminalText
        case .writer(let message): "\(message)"
        }
    }
}
