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
            "normalContrastRatio"?, "foreground", "background"}], "distance"?}]}]}. \
            --format sarif: a SARIF 2.1.0 log for code scanning (GitHub's upload-sarif), one rule per \
            check and one result per finding, at the color's definition relative to the current \
            directory, with the pair's other color as a related location, the appearances and ratios \
            in "properties", and a "shade/v1" fingerprint that does not change when a color moves. \
            --format github: one GitHub Actions annotation per finding, \
            ::error file=PATH,line=L,col=C,title=shade CHECK::MESSAGE (::warning, ::notice for an \
            info). Progress is shown on standard error when it is a terminal.

            BASELINE. --write-baseline FILE records the findings at or above --fail-on ({"version": 1, \
            "tool": "shade", "entries": [{"check", "color"?, "related", "theme"?, "appearances", \
            "message"?}]}, sorted) and replaces only a Shade baseline; --baseline FILE fails only on \
            findings it does not list and lists its entries no finding matches ("fixed since the \
            baseline"). An entry is keyed by check, colors, theme and appearances, not by file or \
            line, so a moved color stays baselined; two identical findings need two entries. JSON: \
            "baselined" per finding, "summary.baselined", "baselineGone"; SARIF: "baselineState".

            CONFIGURATION. A shade.json beside the input that is not a configuration (empty, \
            malformed, or another program's JSON with no "pairs") is an error at its line and column; \
            --no-config ignores it.

            SETS. Token files and plain folders (their *.tokens.json and *.tokens files) given \
            together are read as one set: aliases resolve across them; light.tokens.json, \
            dark.tokens.json… are those modes when the set has a light file. --separately audits each \
            on its own.

            EXIT STATUS: 0 no finding at or above --fail-on that a baseline does not cover; 1 such \
            findings; 2 an input, shade.json or the baseline could not be read, or the baseline \
            could not be written (the other inputs are still audited); 64 a usage error.
            """ + "\n\n" + CommandDocumentation.paragraph(section: "shade audit") + " The rules above are "
            + CommandDocumentation.auditRules + "."
    )

    /// What `--fail-on` accepts.
    enum FailOn: String, CaseIterable, ExpressibleByArgument {
        case error, warning

        /// The lowest severity that fails.
        var severity: Severity { self == .error ? .error : .warning }
    }

    /// What `--format` accepts.
    enum Format: String, CaseIterable, ExpressibleByArgument {
        case text, json, sarif, github
    }

    @Argument(
        help: ArgumentHelp(
            "Asset catalogs (*.xcassets), token files, folders of token files, resolver documents or Tokens Studio "
                + "folders.",
            valueName: "catalog-or-tokens"))
    var inputs: [String] = []

    @Option(
        help: ArgumentHelp("The pairs to check, instead of shade.json next to each input.", valueName: "shade.json"))
    var config: String?

    @Flag(
        name: .customLong("no-config"),
        help: "Ignore the shade.json beside each input: pair the colors by their names.")
    var noConfig = false

    @Flag(help: "Audit token files and folders each on its own, not as one set whose aliases resolve across them.")
    var separately = false

    @Option(
        help: ArgumentHelp(
            "Fail only on findings this baseline file does not list, and list its entries that are gone.",
            valueName: "file"))
    var baseline: String?

    @Option(
        name: .customLong("write-baseline"),
        help: ArgumentHelp(
            "Record the findings at or above --fail-on as the baseline file (replaces only a Shade baseline).",
            valueName: "file"))
    var writeBaseline: String?

    @Option(
        name: .customLong("system-accent"),
        help: ArgumentHelp(
            "A desktop accent color (#RRGGBB) an app following it may show: check the on-accent and standalone "
                + "accent colors Shade derives from it on the catalog's backgrounds. Repeatable.",
            valueName: "color"))
    var systemAccents: [String] = []

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
        if noConfig, config != nil { throw ValidationError("--no-config and --config exclude each other.") }
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
        var accepted: AuditBaseline?
        if let baseline {
            do {
                accepted = try AuditBaseline.load(from: baseline, file: baseline)
            } catch {
                console.printError(error.description)
                return 2
            }
        }

        // Token files and plain folders are read as one set when there are several, or a folder.
        let setPaths = separately ? [] : inputs.filter(TokenSetInput.isMember)
        let tokenSet =
            setPaths.count > 1 || setPaths.contains(where: TokenSetInput.isFolderMember)
            ? TokenSetInput(paths: setPaths) : nil
        for path in inputs {
            let input: CatalogInput
            let result: CatalogReadResult
            let rename: (String) -> String
            // The input shade.json is looked for beside: for a set, its first member.
            let configurationInput: CatalogInput
            if let tokenSet, setPaths.contains(path) {
                guard path == setPaths[0] else { continue }
                input = tokenSet.input
                configurationInput = tokenSet.members[0]
                rename = tokenSet.displayPath(of:)
                do {
                    progress.begin("reading \(input.path)…")
                    defer { progress.finish() }
                    result = try tokenSet.read()
                } catch {
                    console.printError(error.description)
                    outcomes.append(.unreadable(path: input.path, kind: .tokens, message: error.description))
                    unreadable = true
                    continue
                }
            } else {
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
                rename = DisplayPaths(input: input).displayPath(of:)
                configurationInput = input
            }
            let configuration: AuditConfiguration?
            do {
                configuration =
                    noConfig
                    ? nil : try AuditConfiguration.configuration(for: configurationInput, given: sharedConfiguration)
            } catch {
                console.printError(error.description)
                outcomes.append(.unreadable(path: input.path, kind: input.kind, message: error.description))
                unreadable = true
                continue
            }
            let auditor = Auditor(
                catalog: result.catalog, diagnostics: result.diagnostics, configuration: configuration,
                systemAccents: systemAccents.compactMap { try? Color(parsing: $0) })
            let audit = auditor.audit { phase, done, total in progress.update(phase, done: done, total: total) }
            progress.finish()
            outcomes.append(.audited(input, audit.renamingFiles(rename)))
        }

        var gone: [AuditBaseline.Key]?
        if let writeBaseline {
            guard !unreadable else {
                console.printError(
                    "\(DisplayText.escaped(writeBaseline)): error: not written: an input could not be read, and a "
                        + "baseline without its findings would let them fail later")
                return 2
            }
            let recorded = AuditBaseline(
                findings: outcomes.flatMap(\.findings).filter { $0.severity >= failOn.severity })
            do {
                try recorded.write(to: writeBaseline)
            } catch {
                console.printError(error.description)
                return 2
            }
            console.printError(
                "\(DisplayText.escaped(writeBaseline)): wrote \(AuditTextReport.plural(recorded.entries.count, "entry", "entries"))"
            )
            accepted = recorded
        }
        if let accepted {
            gone = Self.apply(accepted, to: &outcomes)
        }

        let findings = outcomes.flatMap(\.findings)
        let failing = findings.contains { $0.baselined != true && $0.severity >= failOn.severity }
        let status: Int32 = unreadable ? 2 : failing ? 1 : 0
        switch format {
        case .text:
            let report = AuditTextReport(painter: Painter(mode: color.colorMode(for: console)))
            console.writeOutput(report.render(outcomes, failOn: failOn.severity, gone: gone))
        case .json:
            console.print(Self.json(outcomes, failOn: failOn.severity, status: status, gone: gone))
        case .sarif:
            let report = AuditSARIFReport(currentDirectory: FileManager.default.currentDirectoryPath)
            console.print(report.render(outcomes, status: status))
        case .github:
            console.writeOutput(
                AuditGitHubReport(currentDirectory: FileManager.default.currentDirectoryPath).render(outcomes))
        }
        return status
    }

    /// Marks each finding of `outcomes` that `baseline` covers, and returns the entries no
    /// finding used.
    static func apply(_ baseline: AuditBaseline, to outcomes: inout [AuditOutcome]) -> [AuditBaseline.Key] {
        let comparison = baseline.compare(outcomes.flatMap(\.findings))
        var next = comparison.baselined.makeIterator()
        for index in outcomes.indices {
            guard case .audited(let input, var result) = outcomes[index] else { continue }
            for finding in result.findings.indices { result.findings[finding].baselined = next.next() ?? false }
            outcomes[index] = .audited(input, result)
        }
        return comparison.gone
    }

    /// The JSON report (``AuditDocument``), two-space indented; `gone` is the baseline's entries
    /// no finding used, when there is a baseline.
    static func json(
        _ outcomes: [AuditOutcome], failOn: Severity, status: Int32, gone: [AuditBaseline.Key]? = nil
    ) -> String {
        let all = outcomes.flatMap(\.findings)
        let findings = all.filter { $0.baselined != true }
        let document = AuditDocument(
            failOn: failOn,
            exitCode: status,
            summary: AuditDocument.Summary(
                errors: findings.count { $0.severity == .error },
                warnings: findings.count { $0.severity == .warning },
                infos: findings.count { $0.severity == .info },
                baselined: gone == nil ? nil : all.count - findings.count),
            baselineGone: gone,
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
