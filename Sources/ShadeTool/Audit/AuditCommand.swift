package import ArgumentParser
import Foundation
import ShadeCatalog
import ShadeColor
import ShadeDiagnostics

/// `shade audit`: checks the colors of theme files in the eight appearances, for contrast,
/// missing or useless variants, gamut, references and near-duplicates.
package struct AuditCommand: ConsoleCommand {
    /// The command's name, help and exit statuses.
    package static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Check contrast, variants, gamut, references and near-duplicates in every appearance.",
        discussion: AuditRules.helpText + "\n\n" + """
            OUTPUT. Text grouped by color, with swatches when standard output is a terminal \
            (--color auto; NO_COLOR turns colors off; 24-bit color when COLORTERM says truecolor, \
            else 256 colors), or --format json: {"version": 1, "failOn", "exitCode", "summary": \
            {"errors", "warnings", "infos"}, "appearances", "inputs": [{"path", "kind", "readable", \
            "error"?, "colors", "unauditedColors", "themes", "pairSource", "configuration"?, "pairs", \
            "findings": [{"check", "severity", "color"?, "related", "theme"?, "appearances", "message", \
            "location"? {"file", "line", "column"}, "contrast"? [{"appearance", "ratio", "required"?, \
            "normalContrastRatio"?, "unsimulatedRatio"?, "foreground", "background"}], "distance"?, \
            "simulation"?}]}]}. \
            --format sarif: a SARIF 2.1.0 log for code scanning (GitHub's upload-sarif), one rule per \
            check and one result per finding, at the color's definition relative to the current \
            directory, with the pair's other color as a related location, the appearances and ratios \
            in "properties", and a "shade/v1" fingerprint that does not change when a color moves. \
            --format github: one GitHub Actions annotation per finding, \
            ::error file=PATH,line=L,col=C,title=shade CHECK::MESSAGE (::warning, ::notice for an \
            info). Progress is shown on standard error when it is a terminal.

            EXIT STATUS: 0 no finding at or above --fail-on; 1 findings at or above it; 2 an input \
            or shade.json could not be read (the others are still audited); 64 a usage error.
            """ + "\n\n" + CommandDocumentation.paragraph(section: "shade audit") + " The rules above are "
            + CommandDocumentation.auditRules + "."
    )

    /// What `--fail-on` accepts.
    enum FailOn: String, CaseIterable, ExpressibleByArgument {
        case error, warning

        /// The lowest severity that fails.
        var severity: Severity { self == .error ? .error : .warning }
    }

    /// What `--simulate` accepts: a color-vision deficiency, or all three.
    enum Simulation: String, CaseIterable, ExpressibleByArgument {
        case protanopia, deuteranopia, tritanopia, all

        /// The deficiencies it stands for.
        var deficiencies: [ColorVisionDeficiency] {
            ColorVisionDeficiency(rawValue: rawValue).map { [$0] } ?? ColorVisionDeficiency.allCases
        }
    }

    /// What `--format` accepts.
    enum Format: String, CaseIterable, ExpressibleByArgument {
        case text, json, sarif, github
    }

    @Argument(
        help: ArgumentHelp(
            "Asset catalogs (*.xcassets), token files, resolver documents or Tokens Studio folders.",
            valueName: "catalog-or-tokens"))
    var inputs: [String] = []

    @Option(
        help: ArgumentHelp("The pairs to check, instead of shade.json next to each input.", valueName: "shade.json"))
    var config: String?

    @Option(
        name: .customLong("system-accent"),
        help: ArgumentHelp(
            "A desktop accent color (#RRGGBB) an app following it may show: check the on-accent and standalone "
                + "accent colors Shade derives from it on the catalog's backgrounds. Repeatable.",
            valueName: "color"))
    var systemAccents: [String] = []

    @Option(
        name: .customLong("simulate"),
        help: ArgumentHelp(
            "Also check each pair's contrast, and the colors of a group that only hue tells apart, as people with "
                + "a color-vision deficiency see them: protanopia, deuteranopia (Machado et al. 2009, severity 1), "
                + "tritanopia (Brettel et al. 1997) or all. Repeatable.",
            valueName: "deficiency"))
    var simulate: [Simulation] = []

    /// The deficiencies `--simulate` names, each once, in the order given.
    var simulations: [ColorVisionDeficiency] {
        var result: [ColorVisionDeficiency] = []
        for deficiency in simulate.flatMap(\.deficiencies) where !result.contains(deficiency) {
            result.append(deficiency)
        }
        return result
    }

    @Option(help: "The report's format: text, json, sarif (SARIF 2.1.0) or github (GitHub Actions annotations).")
    var format: Format = .text

    @Option(help: "The lowest severity that makes the audit fail (exit 1): error or warning.")
    var failOn: FailOn = .error

    @Option(help: "Colors in the text report: auto (when standard output is a terminal), always or never.")
    var color: ColorChoice = .auto

    /// Creates the command with no arguments, as the argument parser does.
    package init() {}

    /// Rejects a command line without an input.
    package func validate() throws {
        guard !inputs.isEmpty else { throw ValidationError("Give at least one catalog or token file to audit.") }
        for accent in systemAccents where (try? Color(parsing: accent)) == nil {
            throw ValidationError("--system-accent \(accent): expected a color such as #3584E4")
        }
    }

    /// Audits every input, writes the report on standard output and exits with the status when
    /// it is not 0.
    package func run() throws {
        let status = execute(console: .process)
        if status != 0 { throw ExitCode(status) }
    }

    /// Audits every input, writes the report to `console`, and returns the exit status.
    func execute(console: Console) -> Int32 {
        var outcomes: [AuditOutcome] = []
        var unreadable = false
        let progress = ProgressReporter(console: console)

        var sharedConfiguration: AuditConfiguration?
        if let config {
            do {
                sharedConfiguration = try AuditConfiguration.load(from: URL(fileURLWithPath: config), file: config)
            } catch {
                console.printError(error.description)
                return 2
            }
        }

        for path in inputs {
            let input: CatalogInput
            let result: CatalogReadResult
            do {
                input = try CatalogInput.detect(path)
                progress.begin("reading \(path)…")
                defer { progress.finish() }
                result = try input.read()
            } catch {
                console.printError(error.description)
                outcomes.append(
                    .unreadable(path: path, kind: try? CatalogInput.detect(path).kind, message: error.description))
                unreadable = true
                continue
            }
            let configuration: AuditConfiguration?
            do {
                configuration = try AuditConfiguration.configuration(for: input, given: sharedConfiguration)
            } catch {
                console.printError(error.description)
                outcomes.append(.unreadable(path: path, kind: input.kind, message: error.description))
                unreadable = true
                continue
            }
            let auditor = Auditor(
                catalog: result.catalog, diagnostics: result.diagnostics, configuration: configuration,
                systemAccents: systemAccents.compactMap { try? Color(parsing: $0) }, simulations: simulations)
            let audit = auditor.audit { phase, done, total in progress.update(phase, done: done, total: total) }
            progress.finish()
            let paths = DisplayPaths(input: input)
            outcomes.append(.audited(input, audit.renamingFiles(paths.displayPath(of:))))
        }

        let findings = outcomes.flatMap(\.findings)
        let failing = findings.contains { $0.severity >= failOn.severity }
        let status: Int32 = unreadable ? 2 : failing ? 1 : 0
        switch format {
        case .text:
            let report = AuditTextReport(painter: Painter(mode: color.colorMode(for: console)))
            console.writeOutput(report.render(outcomes, failOn: failOn.severity))
        case .json:
            console.print(Self.json(outcomes, failOn: failOn.severity, status: status))
        case .sarif:
            let report = AuditSARIFReport(currentDirectory: FileManager.default.currentDirectoryPath)
            console.print(report.render(outcomes, status: status))
        case .github:
            console.writeOutput(
                AuditGitHubReport(currentDirectory: FileManager.default.currentDirectoryPath).render(outcomes))
        }
        return status
    }

    /// The JSON report (``AuditDocument``), two-space indented.
    static func json(_ outcomes: [AuditOutcome], failOn: Severity, status: Int32) -> String {
        let findings = outcomes.flatMap(\.findings)
        let document = AuditDocument(
            failOn: failOn,
            exitCode: status,
            summary: AuditDocument.Summary(
                errors: findings.count { $0.severity == .error },
                warnings: findings.count { $0.severity == .warning },
                infos: findings.count { $0.severity == .info }),
            inputs: outcomes.map { outcome in
                switch outcome {
                case .audited(let input, let result): AuditDocument.Input(input: input, result: result)
                case .unreadable(let path, let kind, let message):
                    AuditDocument.Input(path: path, kind: kind, error: message)
                }
            })
        return document.jsonText
    }
}
