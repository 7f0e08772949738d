package import ArgumentParser
import Foundation
import ShadeCatalog
import ShadeDiagnostics
import ShadeJSON

/// `shade preview`: writes a self-contained HTML page showing a theme file's colors.
package struct PreviewCommand: ConsoleCommand, ReadingCommand {
    /// The command's name, help and exit statuses.
    package static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Write an HTML page that shows every color in all eight appearances, with contrast badges.",
        discussion: """
            The page is self-contained (no network): swatches of every color in light and dark, \
            normal and high contrast, base and elevated, with their hex values; the contrast of the \
            pairs shade audit checks (from shade.json beside the input or --config, which --no-config \
            leaves out, else from the \
            names, by the rules of shade audit --help, the article "Audit rules"); and a sample styled by the CSS of \
            `shade convert --to css`, with the page's own Appearance, Contrast and Level switches.

            A page shows at most \(PreviewCommand.maximumColors) colors; for a larger theme file, \
            preview a part of it. The page never replaces the input, and replaces an existing file \
            only with --force.

            EXIT STATUS: 0 written; 1 written without what the reader could not read or with pairs \
            of shade.json that name no color (errors on standard error); 2 not written: the input \
            or shade.json could not be read, the input has more colors than a page shows, or the \
            output exists, is the input or could not be written; 64 a usage error.
            """ + "\n\n" + CommandDocumentation.paragraph(section: "shade preview")
    )

    /// The theme file.
    @Argument(
        help: ArgumentHelp(
            "The theme file: an Xcode asset catalog (.xcassets) or design tokens (.tokens.json, .resolver.json); "
                + "- reads a token document from standard input.", valueName: "input"))
    package var input: String

    /// Where to write the page.
    @Option(
        name: [.short, .customLong("output")],
        help: ArgumentHelp("The HTML file to write; - writes the page to standard output.", valueName: "path"))
    package var output: String

    @OptionGroup var configFile: ConfigurationOptions

    /// Whether to show, beside each failing ratio, the pair with the changes `shade audit
    /// --suggest` proposes.
    @Flag(
        help: "Show beside each failing ratio the pair with the nearest passing colors, as audit --suggest proposes.")
    var suggest = false

    /// Whether to replace an existing file.
    @Flag(help: "Replace an existing file (never the input).")
    package var force = false

    @OptionGroup var common: CommonOptions

    /// The most colors a page shows. A page takes about 2.5 KB per color (5,000 colors make a page
    /// of 12.5 MB), which a browser still opens quickly; a theme file with more colors than this
    /// is refused rather than turned into a page nobody can use.
    static let maximumColors = 5_000

    /// Creates the command with no arguments, as the argument parser does.
    package init() {}

    /// Rejects an empty output path.
    package func validate() throws {
        guard !output.isEmpty else { throw ValidationError("The output path (-o) is empty.") }
    }

    /// Writes the page, reports on `console`, and returns the exit status.
    func execute(console: Console) -> ExitStatus {
        let console = console.quiet(quiet)
        let output: OutputPath
        let source: CatalogInput
        let result: CatalogReadResult
        let configuration: ShadeConfiguration?
        do {
            output = try OutputPath(self.output)
            source = try CatalogInput.detect(input)
            result = try source.read(reading)
            configuration = try configFile.configuration(for: source, command: "preview")
        } catch let error as OutputProblem {
            console.printError("\(error: error)")
            return error.exitStatus
        } catch {
            console.printError("\(error: error)")
            return .notDone
        }
        let diagnostics = result.diagnostics.map(source.sources.shown)
        for diagnostic in diagnostics { console.printError("\(diagnostic)") }
        let colorCount = result.catalog.colors.count
        guard colorCount <= PreviewCommand.maximumColors else {
            console.printError(
                "\(source.path): error: \(colorCount) colors are more than a page shows "
                    + "(\(PreviewCommand.maximumColors)); nothing was written")
            return .notDone
        }
        if !output.isStandardOutput,
            let overwritten = InputFiles(input: source, catalog: result.catalog).input(
                overwrittenBy: output.url.path, isFolder: false)
        {
            let problem = OutputProblem.replacesInput(path: output.given, input: overwritten)
            console.printError("\(error: problem)")
            return problem.exitStatus
        }
        // The pairs are those shade audit checks, found by the same code, without the checks.
        let found = Auditor(catalog: result.catalog, configuration: configuration).pairs()
        let configurationErrors = found.findings.filter { $0.check == .configuration }
        for finding in configurationErrors {
            let place: TerminalText = finding.location.map { "\($0): " } ?? ""
            console.printError("\(place)\(finding.severity.rawValue): \(finding.message)")
        }
        // The page shows the catalog's colors: not the system backgrounds.
        var planned: ContrastFixPlan?
        if suggest {
            var planner = ContrastFixPlanner(
                catalog: result.catalog, repeatedVariants: result.repeatedVariants, pairs: found.pairs)
            planned = planner.plan()
        }
        let pairs = found.pairs.filter { $0.reason != .systemBackground }
        var page = PreviewPage(catalog: result.catalog, pairs: pairs, title: source.url.lastPathComponent)
        page.suggestions = planned?.after.all ?? [:]
        do {
            try output.write(page.html, force: force, console: console)
        } catch {
            console.printError("\(error: error)")
            return error.exitStatus
        }
        console.printInfo("wrote a page of \(ConvertCommand.colors(colorCount)) to \(output.shown)")
        let isComplete = result.isComplete && !configurationErrors.contains { $0.severity == .error }
        return ExitStatus(failing: !isComplete)
    }
}
