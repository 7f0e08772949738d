public import ArgumentParser
import Foundation
import ShadeCatalog

/// `shade convert`: reads a theme file and writes it in another format: an asset catalog, design
/// tokens, CSS custom properties (``CSSExport``) or Swift source (``SwiftExport``).
public struct ConvertCommand: ConsoleCommand {
    /// The command's name, help and exit statuses.
    public static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert a theme file to an asset catalog, design tokens, CSS or Swift.",
        discussion: """
            The input's kind is detected: a folder ending in .xcassets is an asset catalog; a *.json \
            file is a token file or, named *.resolver.json, a resolver document; a folder with \
            $themes.json or $metadata.json is a Tokens Studio folder.

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
            an asset catalog and token files only replace token files. What the reader reports, and \
            what the target format cannot hold, is printed on standard error.

            EXIT STATUS: 0 written; 1 not written (the output exists, or writing failed), or written \
            without what the reader could not read (errors on standard error); 2 the input could \
            not be read; 64 a usage error.
            """
    )

    /// The formats `convert` writes.
    public enum Target: String, CaseIterable, ExpressibleByArgument, Sendable {
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
            "An asset catalog, token file, resolver document or Tokens Studio folder.", valueName: "input"))
    public var input: String

    /// The format to write.
    @Option(help: "The format to write: xcassets, tokens, css or swift.")
    public var to: Target

    /// Where to write.
    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Where to write.", valueName: "path"))
    public var output: String

    /// The base name of token files, with `--to tokens`.
    @Option(help: ArgumentHelp("With --to tokens: the files' base name (default: the input's).", valueName: "name"))
    public var name: String?

    /// The name of the `Theme` type to generate, with `--to swift`.
    @Option(help: "With --to swift: also write a Theme type of this name, with a property per color.")
    public var themeType: String?

    /// Whether to replace what is at the output.
    @Flag(
        help:
            "Replace an existing output (an asset catalog only replaces an asset catalog, token files only token files)."
    )
    public var force = false

    /// Whether to print every diagnostic.
    @Flag(help: "Print every diagnostic, not only the first \(ConvertCommand.diagnosticLimit).")
    public var verbose = false

    /// Creates the command with no arguments, as the argument parser does.
    public init() {}

    /// Reads the input, converts and writes, and exits with the status when it is not 0.
    public func run() throws {
        let status = execute(console: .process)
        if status != 0 { throw ExitCode(status) }
    }

    /// Rejects options that do not go with the format, and an asset catalog's name that does not
    /// end in `.xcassets`.
    public func validate() throws {
        if to == .xcassets, !output.lowercased().hasSuffix(".xcassets") && !output.lowercased().hasSuffix(".xcassets/")
        {
            throw ValidationError(
                "With --to xcassets, the output must be a folder ending in .xcassets, not '\(output)'.")
        }
        if name != nil, to != .tokens {
            throw ValidationError("--name applies only with --to tokens.")
        }
        if let themeType {
            guard to == .swift else { throw ValidationError("--theme-type is for --to swift only.") }
            guard SwiftExport.isValidTypeName(themeType) else {
                throw ValidationError(
                    "--theme-type '\(themeType)' is not a Swift type name (letters, digits and _, not starting with a digit)."
                )
            }
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
        case .css, .swift:
            if FileManager.default.fileExists(atPath: output.path), !force {
                return .failure(.exists(path: self.output))
            }
            let skipped: [String]
            do {
                skipped =
                    target == .css
                    ? try CSSExport.write(catalog: catalog, to: output).skipped
                    : try SwiftExport.write(catalog: catalog, to: output, themeType: themeType).skipped
            } catch {
                return .failure(.writer("\(self.output): error: cannot write: \(error.localizedDescription)"))
            }
            let diagnostics = skipped.map {
                CatalogDiagnostic(
                    .warning, file: input, path: $0,
                    message: "the color has no value (the system's default) and is left out")
            }
            let written = colors - skipped.count
            return .success(
                Written(
                    summary: "wrote \(written) \(written == 1 ? "color" : "colors") to \(self.output)",
                    diagnostics: diagnostics))
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
