import ArgumentParser
import Foundation
import ShadeCatalog

/// `shade convert`: reads a theme file and writes it in another format.
struct ConvertCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert a theme file to an asset catalog or design tokens.",
        discussion: """
            The input's kind is detected: a folder ending in .xcassets is an asset catalog; a *.json \
            file is a token file or, named *.resolver.json, a resolver document; a folder with \
            $themes.json or $metadata.json is a Tokens Studio folder.

            --to xcassets writes an asset catalog; -o must end in .xcassets. --to tokens writes DTCG \
            2025.10 token files: <name>.tokens.json with the default values and, when colors have \
            other modes, <name>.<mode>.tokens.json and <name>.resolver.json; -o is the folder (made \
            if missing), or a file name ending in .tokens.json whose stem is the name; the name is \
            otherwise --name or the input's own (Colors for Colors.xcassets).

            Nothing is overwritten without --force, and even with it an asset catalog only replaces \
            an asset catalog and token files only replace token files. What the reader reports, and \
            what the target format cannot hold, is printed on standard error.

            EXIT STATUS: 0 written; 1 not written (the output exists, or writing failed), or written \
            without what the reader could not read (errors on standard error); 2 the input could \
            not be read; 64 a usage error.
            """
    )

    /// The formats `convert` writes.
    enum Target: String, CaseIterable, ExpressibleByArgument {
        /// An Xcode asset catalog.
        case xcassets
        /// DTCG 2025.10 design tokens, with a resolver document for modes.
        case tokens
    }

    @Argument(
        help: ArgumentHelp(
            "An asset catalog, token file, resolver document or Tokens Studio folder.", valueName: "input"))
    var input: String

    @Option(help: "The format to write: xcassets or tokens.")
    var to: Target

    @Option(name: .shortAndLong, help: ArgumentHelp("Where to write.", valueName: "path"))
    var output: String

    @Option(help: ArgumentHelp("The base name of token files (default: the input's name).", valueName: "name"))
    var name: String?

    @Flag(help: "Replace an existing asset catalog or existing token files.")
    var force = false

    @Flag(help: "Print every diagnostic, not only the first \(ConvertCommand.diagnosticLimit).")
    var verbose = false

    func validate() throws {
        if to == .xcassets, !output.lowercased().hasSuffix(".xcassets") && !output.lowercased().hasSuffix(".xcassets/")
        {
            throw ValidationError(
                "With --to xcassets, the output must be a folder ending in .xcassets, not '\(output)'.")
        }
        if name != nil, to != .tokens {
            throw ValidationError("--name applies only with --to tokens.")
        }
    }

    /// Converts, reports on `console`, and returns the exit status.
    func execute(console: Console) -> Int32 {
        let source: CatalogInput
        let result: CatalogReadResult
        let progress = ProgressReporter(console: console)
        do {
            source = try CatalogInput.detect(input)
            progress.begin("reading \(input)…")
            defer { progress.finish() }
            result = try source.read()
        } catch {
            console.printError(error.description)
            return 2
        }
        let paths = DisplayPaths(input: source)
        let readerDiagnostics = result.diagnostics.map { with($0) { $0.file = paths.displayPath(of: $0.file) } }
        // The writers name what they write by absolute path: name it from here.
        let here = FileManager.default.currentDirectoryPath + "/"
        func relative(_ path: String) -> String { path.hasPrefix(here) ? String(path.dropFirst(here.count)) : path }
        report(readerDiagnostics, on: console)
        switch export(result.catalog, to: to, output: URL(fileURLWithPath: output), source: source) {
        case .success(let written):
            let outputRoot = URL(fileURLWithPath: output).path
            report(
                written.diagnostics.map { diagnostic in
                    with(diagnostic) {
                        $0.file =
                            $0.file.hasPrefix(outputRoot)
                            ? output + $0.file.dropFirst(outputRoot.count) : relative($0.file)
                    }
                }, on: console)
            console.print(written.summary)
            guard result.isComplete else {
                let count = result.errors.count
                console.printError(
                    "\(input): error: \(count) \(count == 1 ? "part" : "parts") of the input could not be read and "
                        + "\(count == 1 ? "is" : "are") missing from the output")
                return 1
            }
            return 0
        case .failure(.exists(let path)):
            console.printError(ConvertError.exists(path: relative(path)).description)
            return 1
        case .failure(let error):
            console.printError(error.description)
            return 1
        }
    }

    /// The most diagnostics printed without `--verbose`.
    static let diagnosticLimit = 20

    /// Prints `diagnostics` on standard error: all with `--verbose`, else the first
    /// ``diagnosticLimit`` and how many more there are.
    private func report(_ diagnostics: [CatalogDiagnostic], on console: Console) {
        let shown = verbose ? diagnostics : Array(diagnostics.prefix(Self.diagnosticLimit))
        for diagnostic in shown { console.printError(diagnostic.description) }
        if shown.count < diagnostics.count {
            console.printError("… and \(diagnostics.count - shown.count) more (--verbose shows them all)")
        }
    }

    /// What a writer wrote: a line for standard output and the writer's warnings.
    struct Written {
        /// `wrote 12 colors to Colors.xcassets`.
        var summary: String
        /// What the format could not hold.
        var diagnostics: [CatalogDiagnostic]
    }

    /// Writes `catalog` in the `target` format at `output`: the one place a new format plugs in.
    ///
    /// Names are first made what the target format expects (`ColorCatalog.namedForAssetCatalog()`,
    /// `ColorCatalog.namedForDesignTokens()`): the token `color.bg.default` becomes the color set
    /// `default` in the namespaced folders `color/bg/`, and the other way round.
    func export(_ catalog: ColorCatalog, to target: Target, output: URL, source: CatalogInput) -> Result<
        Written, ConvertError
    > {
        let colors = catalog.colors.count
        let count = "\(colors) \(colors == 1 ? "color" : "colors")"
        switch target {
        case .xcassets:
            if FileManager.default.fileExists(atPath: output.path), !force {
                return .failure(.exists(path: self.output))
            }
            do {
                let diagnostics = try AssetCatalogWriter.write(catalog.namedForAssetCatalog(), to: output)
                return .success(Written(summary: "wrote \(count) to \(self.output)", diagnostics: diagnostics))
            } catch {
                return .failure(.writer(error.description))
            }
        case .tokens:
            var directory = output
            var baseName = name ?? Self.baseName(of: source.url)
            if output.lastPathComponent.lowercased().hasSuffix(".tokens.json") {
                directory = output.deletingLastPathComponent()
                baseName = name ?? String(output.lastPathComponent.dropLast(".tokens.json".count))
            }
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            } catch {
                return .failure(
                    .writer("\(directory.path): error: cannot make the folder: \(error.localizedDescription)"))
            }
            do {
                let writer = TokenWriter(existingFiles: force ? .replaceTokenFiles : .refuse)
                let (files, diagnostics) = try writer.write(
                    catalog.namedForDesignTokens(), to: directory, name: baseName)
                let names = files.map(\.lastPathComponent).joined(separator: ", ")
                let folder = directory.path == URL(fileURLWithPath: ".").path ? "" : " in \(directory.relativePath)"
                let fileCount = files.count == 1 ? "" : " (\(files.count) files)"
                return .success(
                    Written(summary: "wrote \(count) to \(names)\(folder)\(fileCount)", diagnostics: diagnostics))
            } catch {
                if case .existingFile(let path, _) = error, !force { return .failure(.exists(path: path)) }
                return .failure(.writer(error.description))
            }
        }
    }

    /// The input's name without its extensions: `Colors` for `Colors.xcassets`, `brand` for
    /// `brand.tokens.json` or `brand.resolver.json`.
    static func baseName(of url: URL) -> String {
        var name = url.lastPathComponent
        for suffix in [".xcassets", ".resolver.json", ".tokens.json", ".json", ".tokens"]
        where name.lowercased().hasSuffix(suffix) && name.count > suffix.count {
            name = String(name.dropLast(suffix.count))
            break
        }
        return name
    }
}

/// Why `shade convert` wrote nothing.
enum ConvertError: Error, CustomStringConvertible {
    /// The output exists and `--force` was not given.
    case exists(path: String)
    /// The writer refused or failed; its message.
    case writer(String)

    /// A message that names the path and says what to do.
    var description: String {
        switch self {
        case .exists(let path): "\(path): error: already exists; nothing was written (--force replaces it)"
        case .writer(let message): message
        }
    }
}
