package import ArgumentParser
import Foundation
import ShadeCatalog
import ShadeColor
import ShadeDiagnostics
import ShadeJSON

/// `shade audit`: checks the colors of theme files in the eight appearances, for contrast,
/// missing or useless variants, gamut, references and near-duplicates.
package struct AuditCommand: ConsoleCommand, ReadingCommand {
    /// The command's name, help and exit statuses.
    package static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Check contrast, variants, gamut, references and near-duplicates in every appearance.",
        discussion: AuditRules.helpText + "\n\n" + """
            OUTPUT. Text grouped by color, with swatches when standard output is a terminal \
            (--color auto; NO_COLOR turns colors off; 24-bit color when COLORTERM says truecolor, \
            else 256 colors), or --format json: {"version": \(AuditDocument.currentVersion), "failOn", "exitCode", "summary": \
            {"errors", "warnings", "infos"}, "appearances", "inputs": [{"path", "kind", "readable", \
            "error"?, "colors", "unauditedColors", "themes", "pairSource", "configuration"?, "pairs": \
            [{"foreground", "background", "use", "reason"}], \
            "findings": [{"check", "severity", "color"?, "related", "theme"?, "appearances", "message", \
            "location"? {"file", "line", "column"}, "contrast"? [{"appearances", "ratio", "required"?, \
            "normalContrastRatio"?, "unsimulatedRatio"?, "foreground", "background"}], "distance"?, \
            "simulation"?}]}]}. \
            --format sarif: a SARIF 2.1.0 log for code scanning (GitHub's upload-sarif), one rule per \
            check and one result per finding, at the color's definition relative to the current \
            directory, with the pair's other color as a related location, the appearances and ratios \
            in "properties", and a "shade/v1" fingerprint that does not change when a color moves. \
            --format github: one GitHub Actions annotation per finding, \
            ::error file=PATH,line=L,col=C,title=shade CHECK::MESSAGE (::warning, ::notice for an \
            info); --annotate warning or error leaves out the findings below it (an input that could \
            not be read is always an error). Progress is shown on standard error when it is a terminal, unless --quiet.

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

    /// What `--annotate` accepts: the lowest severity annotated, by its workflow command.
    enum Annotate: String, CaseIterable, ExpressibleByArgument {
        case error, warning, notice

        /// The lowest severity annotated.
        var severity: Severity {
            switch self {
            case .error: .error
            case .warning: .warning
            case .notice: .info
            }
        }
    }

    /// What `--pairs` accepts: where the pairs come from.
    enum PairsOption: String, CaseIterable, ExpressibleByArgument {
        /// `shade.json` only.
        case config
        /// The color names only, even when there is a `shade.json`.
        case names
        /// Both: `shade.json`'s pairs, then the names' other pairs.
        case both
    }

    @Argument(
        help: ArgumentHelp(
            "Asset catalogs (*.xcassets), token files, folders of token files, resolver documents or Tokens Studio "
                + "folders; - reads a token document from standard input (named <stdin>).",
            valueName: "catalog-or-tokens"))
    var inputs: [String] = []

    @OptionGroup var configFile: ConfigurationOptions

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
        help: ArgumentHelp(
            "Where the pairs come from: config (shade.json), names (the color names) or both. "
                + "Default: config when there is a shade.json, else names.",
            valueName: "source"))
    var pairs: PairsOption?

    @Flag(
        help: ArgumentHelp(
            "Print the pairs each input would be checked with, each with the reason it was formed, and exit "
                + "without auditing (text or --format json)."))
    var listPairs = false

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

    @Flag(
        help: ArgumentHelp(
            "For each failing contrast pair, propose the nearest colors (ΔE OK) that pass in every appearance without "
                + "failing another pair: in the text report, as a suggestion per finding in JSON, and as fixes in SARIF."
        ))
    var suggest = false

    @Option(
        help: ArgumentHelp(
            "With --suggest, the color of a failing pair to change: foreground, background or either (the smaller "
                + "change).",
            valueName: "side"))
    var adjust: AdjustedSide = .foreground

    @Option(help: "The report's format: text, json, sarif (SARIF 2.1.0) or github (GitHub Actions annotations).")
    var format: Format = .text

    @Option(
        help: ArgumentHelp(
            "With --format github, the lowest severity annotated: error, warning or notice (an info). "
                + "Default: notice, every finding.",
            valueName: "severity"))
    var annotate: Annotate?

    @Option(
        help: ArgumentHelp(
            "The lowest severity that makes the audit fail (exit 1): error or warning. Default: the failOn of "
                + "each input's shade.json, else error."))
    var failOn: FailOn?

    @OptionGroup var colors: ColorOptions

    @OptionGroup var common: CommonOptions

    /// Creates the command with no arguments, as the argument parser does.
    package init() {}

    /// Rejects a command line without an input.
    package func validate() throws {
        guard !inputs.isEmpty else { throw ValidationError("Give at least one catalog or token file to audit.") }
        if inputs.count(where: { $0 == CatalogInput.standardInputPath }) > 1 {
            throw ValidationError("- (standard input) may be given once: it is read once, to its end.")
        }
        for accent in systemAccents where (try? Color(parsing: accent)) == nil {
            throw ValidationError("--system-accent \(accent): expected a color such as #3584E4")
        }
        if annotate != nil, format != .github {
            throw ValidationError("--annotate is for --format github")
        }
        if adjust != .foreground, !suggest {
            throw ValidationError("--adjust is for --suggest")
        }
        if listPairs, format != .text, format != .json {
            throw ValidationError("--list-pairs prints text or --format json, not \(format.rawValue)")
        }
    }

    /// Audits every input, writes the report to `console`, and returns the exit status.
    func execute(console: Console) -> ExitStatus {
        let console = console.quiet(quiet)
        var outcomes: [AuditOutcome] = []
        // The failOn of the shade.json each audited outcome was checked with, by its index.
        var configuredFailOn: [Int: Severity] = [:]
        var unreadable = false
        // Every file and folder read, which --write-baseline may not write over or inside.
        var inputFiles: [InputFiles] = []
        let progress = ProgressReporter(console: console)

        var sharedConfiguration: ShadeConfiguration?
        if pairs != .names {
            do throws(ConfigurationError) {
                sharedConfiguration = try configFile.given()
            } catch {
                console.printError(error.terminalText)
                return .notDone
            }
        }
        var accepted: AuditBaseline?
        if let baseline {
            do {
                accepted = try AuditBaseline.load(from: baseline, file: baseline)
            } catch {
                console.printError(error.terminalText)
                return .notDone
            }
        }

        var reader = AuditInputReader(
            paths: inputs, separately: separately, reading: reading, pairs: pairs, noConfig: configFile.noConfig,
            shared: sharedConfiguration)
        reader.listsFiles = writeBaseline != nil
        reader.read(console: console, progress: progress) { read in
            guard case .success(let read) = read else {
                if case .failure(let failure) = read {
                    outcomes.append(.unreadable(path: failure.path, kind: failure.kind, message: failure.message))
                }
                unreadable = true
                return
            }
            inputFiles += read.files
            var auditor = Auditor(
                catalog: read.result.catalog, diagnostics: read.result.diagnostics, configuration: read.configuration,
                systemAccents: systemAccents.compactMap { try? Color(parsing: $0) }, simulations: simulations)
            auditor.addsNamePairs = pairs == .both
            auditor.darkSameAsLight = read.result.darkSameAsLight
            // The suggestions are planned while the audit runs: the colors resolved while it finds
            // the pairs, and the changes from the pairs while it checks them, which is all they need.
            let preparing = suggest && !listPairs ? Self.preparedPlanner(for: read, adjust: adjust) : nil
            var planning: Background<(ContrastFixPlan, [Int: [ByteReplacement]])>?
            var audit =
                listPairs
                ? auditor.pairs()
                : auditor.audit(
                    progress: { phase, done, total in progress.update(phase, done: done, total: total) },
                    measuresAhead: preparing != nil,
                    pairsFound: { pairs, measured in
                        guard let preparing else { return }
                        let format = format
                        planning = Background {
                            let plan = Self.plan(preparing.take(), pairs: pairs, measured: measured)
                            return (plan, format == .sarif ? ColorChangeWriter.replacementsByChange(plan) : [:])
                        }
                    })
            progress.finish()
            audit.renameFiles(read.input.sources.path(of:))
            if let (plan, edits) = planning?.take() {
                audit.attach(plan, edits: edits, renamingFiles: read.input.sources.path(of:))
                Background.release((consume plan, consume edits))
            }
            configuredFailOn[outcomes.count] = read.configuration?.failOn
            outcomes.append(.audited(read.input, audit))
        }

        if listPairs {
            let list = AuditPairList(outcomes: outcomes)
            if format == .json { console.printOutput(list.jsonText) } else { console.write(list.text) }
            return unreadable ? .notDone : .success
        }

        // Each input fails at --fail-on, else at its shade.json's failOn, else at an error; the
        // report states the lowest of these.
        let thresholds = outcomes.indices.map { failOn?.severity ?? configuredFailOn[$0] ?? .error }
        let reportFailOn = thresholds.min() ?? failOn?.severity ?? .error
        var gone: [AuditBaseline.Key]?
        var baselineUnwritten = false
        if let writeBaseline {
            let recorded = AuditBaseline(
                findings: zip(outcomes, thresholds).flatMap { outcome, threshold in
                    outcome.findings.filter { $0.severity >= threshold }
                })
            if unreadable {
                // The report of the inputs that were read still follows, without a baseline.
                console.printError(
                    "\(writeBaseline): error: not written: an input could not be read, and a "
                        + "baseline without its findings would let them fail later; the others are reported below")
                baselineUnwritten = true
            } else {
                do {
                    try recorded.write(to: writeBaseline, inputs: inputFiles)
                    console.printInfo(
                        "\(writeBaseline): wrote \(AuditTextReport.plural(recorded.entries.count, "entry", "entries"))")
                    accepted = recorded
                } catch {
                    console.printError(error.terminalText)
                    baselineUnwritten = true
                }
            }
        }
        if let accepted {
            gone = Self.apply(accepted, to: &outcomes)
        }

        let failing = zip(outcomes, thresholds).contains { outcome, threshold in
            outcome.findings.contains { $0.baselined != true && $0.severity >= threshold }
        }
        let status: ExitStatus = unreadable || baselineUnwritten ? .notDone : ExitStatus(failing: failing)
        switch format {
        case .text:
            let report = AuditTextReport(painter: Painter(mode: colors.color.colorMode(for: console)))
            console.write { writer in report.write(outcomes, failOn: reportFailOn, gone: gone) { writer.write($0) } }
        case .json:
            var stream = JSONStream(layout: AuditDocument.layout, sink: console.writeOutput)
            Self.document(outcomes, failOn: reportFailOn, status: status, gone: gone).write(to: &stream)
            stream.finish()
            console.writeOutput("\n")
        case .sarif:
            let report = AuditSARIFReport(currentDirectory: FileManager.default.currentDirectoryPath)
            var stream = JSONStream(layout: AuditSARIFReport.layout, sink: console.writeOutput)
            report.write(outcomes, status: status, to: &stream)
            stream.finish()
            console.writeOutput("\n")
        case .github:
            console.writeOutput(
                AuditGitHubReport(currentDirectory: FileManager.default.currentDirectoryPath).render(
                    outcomes, minimum: annotate?.severity ?? .info))
        }
        // The findings of a large catalog take a while to free: another thread frees them while
        // the command ends. (Handed over whole: a copy left here would free them here.)
        let audited = outcomes
        outcomes = []
        Background.release(consume audited)
        return status
    }

    /// The plan of `planner` for the audit's `pairs` and their measurements. The planner's values
    /// and searches are let go on another thread: the report waits for the plan, not for them.
    private static func plan(
        _ planner: consuming ContrastFixPlanner, pairs: [ColorPair], measured: PairMeasurements?
    ) -> ContrastFixPlan {
        planner.pairs = pairs
        planner.measured = measured
        let plan = planner.plan()
        Background.release(consume planner)
        return plan
    }

    /// A planner of `read`'s suggestions, with its colors resolved on another thread
    /// (``ContrastFixPlanner/prepare()``) while the audit finds the pairs.
    private static func preparedPlanner(for read: AuditInput, adjust: AdjustedSide) -> Background<ContrastFixPlanner> {
        let (result, input) = (read.result, read.input)
        return Background {
            var planner = ContrastFixPlanner(
                catalog: result.catalog, repeatedVariants: result.repeatedVariants, pairs: [], adjust: adjust,
                input: input)
            planner.prepare()
            return planner
        }
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

    /// The JSON report (``AuditDocument``); `gone` is the baseline's entries no finding used,
    /// when there is a baseline.
    static func document(
        _ outcomes: [AuditOutcome], failOn: Severity, status: ExitStatus, gone: [AuditBaseline.Key]? = nil
    ) -> AuditDocument {
        var summary = AuditDocument.Summary(errors: 0, warnings: 0, infos: 0, baselined: gone == nil ? nil : 0)
        for outcome in outcomes {
            let findings = outcome.findings
            // Each finding's two fields read where it is: counting copies no finding.
            for index in findings.indices {
                if findings[index].baselined == true {
                    summary.baselined? += 1
                    continue
                }
                switch findings[index].severity {
                case .error: summary.errors += 1
                case .warning: summary.warnings += 1
                case .info: summary.infos += 1
                }
            }
        }
        return AuditDocument(
            failOn: failOn,
            exitCode: status.rawValue,
            summary: summary,
            baselineGone: gone,
            inputs: outcomes.map { outcome in
                switch outcome {
                case .audited(let input, let result): AuditDocument.Input(input: input, result: result)
                case .unreadable(let path, let kind, let message):
                    AuditDocument.Input(path: path, kind: kind, error: message)
                }
            })
    }
}
