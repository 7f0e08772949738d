public import ArgumentParser
import Foundation
import ShadeCatalog
import ShadeColor
import ShadeDiagnostics

/// `shade audit`: checks the colors of theme files in the eight appearances, for contrast,
/// missing or useless variants, gamut, references and near-duplicates.
public struct AuditCommand: ConsoleCommand {
    /// The command's name, help and exit statuses.
    public static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Check contrast, variants, gamut, references and near-duplicates in every appearance.",
        discussion: """
            Every color is resolved in the 8 appearances: light and dark, normal and high contrast, \
            base and elevated level (and in each named theme, for contrast).

            PAIRS. Foreground/background pairs come from shade.json next to the input (or \
            --config): {"pairs": [{"foreground": "label", "background": "background", "use": "text"}]} \
            with use text (default), large-text or non-text, and "*" matching any characters in a name. \
            Without one, from the names. A name is cut into parts at "/" and "." (the parts before \
            the last are its group), and each part into words at "-", "_", spaces, lowercase-to-\
            uppercase changes and letter-digit changes; a token's final "$root" is left out. A name \
            with the word disabled or inactive has no role (WCAG sets no minimum for inactive \
            components). A name whose last part starts with the word "on" (onPrimary, on-brand) is an \
            on-color: it is paired with the color of its group named by the rest (primary) and with \
            the backgrounds whose words include the rest's and have the fewest other words (not \
            counting background words, its group's words and the states hover, pressed, active, \
            focus, focused, selected, highlighted, rest); no other foreground is paired with those \
            backgrounds, unless the rest is just "surface" or "background". Otherwise a name with \
            the word background, bg or surface (or plural) is a background; one with label, text, \
            foreground or fg a text foreground; one with icon or glyph a non-text foreground (an \
            on-color with an icon word too). Every foreground is paired with all backgrounds of its \
            own group and its subgroups; if there are none, of the enclosing group, and so on up to \
            the whole catalog (an on-color only when it matched nothing).

            CONTRAST is WCAG 2's ratio, compared exactly (4.499:1 fails 4.5:1). A translucent \
            background is first composited over the appearance's system background (white in light, \
            black in dark, #1C1C1E dark elevated, ...), a translucent foreground over that.

            CHECKS, with their severity:
            - contrast, error: a pair below WCAG AA (text 4.5:1, large text and non-text 3:1).
            - contrast-aaa, warning with high contrast, info without: AA met, AAA not (text 7:1, \
            large text 4.5:1).
            - high-contrast-lowers-contrast, warning: a color's high-contrast value brings a pair \
            below its ratio with normal contrast and below 7:1 (4.5:1 large text and non-text).
            - missing-dark, warning: no dark variant, and the color does not change in dark mode.
            - dark-same-as-light, warning: dark variants identical to the light ones.
            - missing-high-contrast, info: no high-contrast variant, and no change with it.
            - outside-srgb, warning: a value outside sRGB in a catalog with no Display P3 color.
            - unresolved-reference, warning: a system color Shade does not know; or, with the \
            reader's severity, an alias or reference the reader could not follow.
            - near-duplicate, info: another color within ΔE OK 0.02 (distance in OKLab, alpha a \
            fourth coordinate) in every appearance; aliases of one color are not reported.
            - system-accent, error (with --system-accent): the color Shade derives for text on a \
            desktop accent, or its standalone variant derived for the main background as libadwaita \
            does, below 4.5:1 on a background of the pairs.
            - reader, the reader's severity: a problem in the file.
            - configuration, error: shade.json names a color the catalog lacks (warning: a \
            pattern that matches none).
            Palette colors (aliased by other colors, or in a token file without modes beside files \
            with them) are not checked for missing variants; colors with no value are not audited.

            OUTPUT. Text grouped by color, with swatches when standard output is a terminal \
            (--color auto; NO_COLOR turns colors off; 24-bit color when COLORTERM says truecolor, \
            else 256 colors), or --format json: {"version": 1, "failOn", "exitCode", "summary": \
            {"errors", "warnings", "infos"}, "appearances", "inputs": [{"path", "kind", "readable", \
            "error"?, "colors", "unauditedColors", "themes", "pairSource", "configuration"?, "pairs", \
            "findings": [{"check", "severity", "color"?, "related", "theme"?, "appearances", "message", \
            "location"? {"file", "line", "column"}, "contrast"? [{"appearance", "ratio", "required"?, \
            "normalContrastRatio"?, "foreground", "background"}], "distance"?}]}]}. \
            Progress is shown on standard error when it is a terminal.

            EXIT STATUS: 0 no finding at or above --fail-on; 1 findings at or above it; 2 an input \
            or shade.json could not be read (the others are still audited); 64 a usage error.
            """
    )

    /// What `--fail-on` accepts.
    enum FailOn: String, CaseIterable, ExpressibleByArgument {
        case error, warning

        /// The lowest severity that fails.
        var severity: Severity { self == .error ? .error : .warning }
    }

    /// What `--format` accepts.
    enum Format: String, CaseIterable, ExpressibleByArgument {
        case text, json
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

    @Option(help: "The report's format: text or json.")
    var format: Format = .text

    @Option(help: "The lowest severity that makes the audit fail (exit 1): error or warning.")
    var failOn: FailOn = .error

    @Option(help: "Colors in the text report: auto (when standard output is a terminal), always or never.")
    var color: ColorChoice = .auto

    /// Creates the command with no arguments, as the argument parser does.
    public init() {}

    /// Rejects a command line without an input.
    public func validate() throws {
        guard !inputs.isEmpty else { throw ValidationError("Give at least one catalog or token file to audit.") }
        for accent in systemAccents where (try? Color(parsing: accent)) == nil {
            throw ValidationError("--system-accent \(accent): expected a color such as #3584E4")
        }
    }

    /// Audits every input, writes the report on standard output and exits with the status when
    /// it is not 0.
    public func run() throws {
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
                systemAccents: systemAccents.compactMap { try? Color(parsing: $0) })
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
