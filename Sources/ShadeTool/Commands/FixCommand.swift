package import ArgumentParser
import Foundation
import ShadeCatalog
import ShadeColor
import ShadeDiagnostics
import ShadeFiles
import ShadeJSON

/// `shade fix`: writes the changes `shade audit --suggest` proposes back into the theme files,
/// changing only the bytes of the values it changes.
package struct FixCommand: ConsoleCommand, ReadingCommand {
    /// The command's name, help and exit statuses.
    package static let configuration = CommandConfiguration(
        commandName: "fix",
        abstract: "Write the nearest passing colors back into the theme files: what audit --suggest proposes.",
        discussion: """
            Audits each input as shade audit does (the same pairs, shade.json and sets), finds for each \
            failing contrast pair the nearest colors (ΔE OK, lightness first along the hue, in the \
            value's own space and gamut) that pass in every appearance without failing another pair, \
            and writes them. Only the bytes of the changed components change: Xcode's layout, key \
            order, number spelling and the tokens' $extensions stay as they are, and each value keeps \
            its notation (an 8-bit hex stays hex, "0.500" keeps three places). An alias is pointed at \
            the nearest token of its hue that passes, when there is one. A file is replaced \
            atomically, only while it still holds the bytes that were read, and never outside the \
            input's folder. Figma variables are read-only: their changes are listed by variable and \
            mode. A compromise (no value of the same hue passes every pair) is listed, not written.

            --dry-run prints the changes as a unified diff instead of writing them.

            EXIT STATUS: 0 every failing pair is fixed (or there was none); 1 some failing pairs remain \
            (a compromise, an alias with no passing token, a read-only value); 2 an input could not be \
            read or a file could not be written; 64 a usage error.
            """ + "\n\n" + CommandDocumentation.paragraph(section: "shade fix")
    )

    @Argument(
        help: ArgumentHelp(
            "Asset catalogs (*.xcassets), token files, folders of token files, resolver documents or Tokens Studio "
                + "folders.",
            valueName: "catalog-or-tokens"))
    var inputs: [String] = []

    @Option(help: "Which color of a failing pair changes: foreground, background or either (the smaller change).")
    var adjust: AdjustedSide = .foreground

    @Flag(help: "Print the changes as a unified diff, and write nothing.")
    var dryRun = false

    @Option(
        help: ArgumentHelp("The pairs to check, instead of shade.json next to each input.", valueName: "shade.json"))
    var config: String?

    @Flag(
        name: .customLong("no-config"),
        help: "Ignore the shade.json beside each input: pair the colors by their names.")
    var noConfig = false

    @Flag(help: "Fix token files and folders each on its own, not as one set whose aliases resolve across them.")
    var separately = false

    @Option(
        help: ArgumentHelp(
            "Where the pairs come from: config (shade.json), names (the color names) or both.", valueName: "source"))
    var pairs: AuditCommand.PairsOption?

    /// The mode read as each Figma collection's default (``ReadingOptions/figmaDefaultMode``).
    @Option(name: ReadingOptions.figmaDefaultModeName, help: ReadingOptions.figmaDefaultModeHelp)
    var figmaDefaultMode: String?

    @Flag(name: [.short, .long], help: ArgumentHelp(CommandDocumentation.quietHelp))
    var quiet = false

    /// Creates the command with no arguments, as the argument parser does.
    package init() {}

    /// Rejects a command line without an input, or with standard input, which cannot be written.
    package func validate() throws {
        guard !inputs.isEmpty else { throw ValidationError("Give at least one catalog or token file to fix.") }
        if inputs.contains(CatalogInput.standardInputPath) {
            throw ValidationError("- (standard input) cannot be fixed in place: give the file.")
        }
        if noConfig, config != nil { throw ValidationError("--no-config and --config exclude each other.") }
    }

    /// Fixes every input and exits with the status when it is not 0.
    package func run() throws {
        let status = execute(console: .process)
        if status != 0 { throw ExitCode(status) }
    }

    /// Fixes every input, reporting on `console`, and returns the exit status.
    func execute(console: Console) -> Int32 {
        let console = console.quiet(quiet)
        var shared: AuditConfiguration?
        if let config, pairs != .names {
            do {
                shared = try AuditConfiguration.load(from: URL(fileURLWithPath: config), file: config)
            } catch {
                console.printError(error.description)
                return 2
            }
        }
        var failed = false
        var remaining = false
        let reader = AuditInputReader(
            paths: inputs, separately: separately, reading: reading, pairs: pairs, noConfig: noConfig, shared: shared)
        reader.read(console: console, progress: ProgressReporter(console: console)) { read in
            guard case .success(let read) = read else {
                failed = true
                return
            }
            let outcome = fix(read, console: console)
            failed = failed || outcome.failed
            remaining = remaining || outcome.remaining
        }
        return failed ? 2 : remaining ? 1 : 0
    }

    /// What fixing one input left.
    private struct Outcome {
        /// Whether a file could not be written.
        var failed = false
        /// Whether failing pairs remain.
        var remaining = false
    }

    /// Audits one input, plans its fixes, and writes (or prints) them.
    private func fix(_ read: AuditInput, console: Console) -> Outcome {
        var auditor = Auditor(
            catalog: read.result.catalog, diagnostics: read.result.diagnostics, configuration: read.configuration)
        auditor.addsNamePairs = pairs == .both
        auditor.darkSameAsLight = read.result.darkSameAsLight
        let audit = auditor.audit()
        let errorsBefore = audit.findings.count { $0.check == .contrast }
        let path = DisplayText.escaped(read.input.path)
        guard errorsBefore > 0 else {
            console.printInfo("\(path): no failing contrast pair")
            return Outcome()
        }
        var planner = ContrastFixPlanner(
            catalog: read.result.catalog, pairs: audit.pairs, adjust: adjust, input: read.input)
        planner.countsUnwritableChanges = false
        let plan = planner.plan()
        var outcome = Outcome()
        let written = plan.changes.filter(\.isMade)
        for change in plan.changes {
            console.print(Self.describe(change, rename: read.rename))
        }
        var isFolder: ObjCBool = false
        let isDirectory =
            FileManager.default.fileExists(atPath: read.input.url.path, isDirectory: &isFolder) && isFolder.boolValue
        let folder = isDirectory ? read.input.url.path : read.input.url.deletingLastPathComponent().path
        var byFile: [String: [ColorChange]] = [:]
        var files: [String] = []
        for change in written {
            guard let file = change.source?.file else { continue }
            if byFile[file] == nil { files.append(file) }
            byFile[file, default: []].append(change)
        }
        var writtenFiles = 0
        for file in files {
            do {
                let bytes = try FileSystem.contents(ofFileAt: file, limit: JSONReader.maximumThemeFileSize)
                let replacements = try ColorChangeWriter.replacements(for: byFile[file] ?? [], in: bytes, file: file)
                let fixed = ColorValueRewriter.applying(replacements, to: bytes)
                if dryRun {
                    console.writeOutput(UnifiedDiff.text(from: bytes, to: fixed, path: read.rename(file)))
                } else {
                    try FileSystem.replaceContents(ofFileAt: file, expecting: bytes, with: fixed, inside: folder)
                    writtenFiles += 1
                }
            } catch {
                console.printError("\(DisplayText.escaped(read.rename(file))): error: not fixed: \(error)")
                outcome.failed = true
            }
        }
        let fixedCatalog = plan.applied(to: read.result.catalog)
        var check = Auditor(catalog: fixedCatalog, configuration: read.configuration)
        check.addsNamePairs = pairs == .both
        let errorsAfter = check.audit().findings.count { $0.check == .contrast }
        let unwritten = plan.changes.count - written.count
        outcome.remaining = errorsAfter > 0 || unwritten > 0
        var summary = "\(path): "
        if written.isEmpty {
            summary += "nothing to write"
        } else if dryRun {
            summary += "would write \(AuditTextReport.plural(written.count, "change")) in "
            summary += AuditTextReport.plural(files.count, "file")
        } else {
            summary += "wrote \(AuditTextReport.plural(written.count, "change")) in "
            summary += AuditTextReport.plural(writtenFiles, "file")
        }
        summary += "; contrast errors \(errorsBefore) → \(dryRun || !outcome.failed ? errorsAfter : errorsBefore)"
        if unwritten > 0 { summary += "; \(AuditTextReport.plural(unwritten, "change")) not written (above)" }
        console.printInfo(summary)
        return outcome
    }

    /// A change as the audit's text report shows it (``Finding/Suggestion/Change/summary``), with
    /// why it is not written when it is not, and where it is written.
    static func describe(_ change: ColorChange, rename: (String) -> String) -> String {
        var text = Finding.Suggestion.Change(change).summary
        if change.isCompromise {
            text += "; not written: no value of the same hue meets every pair, and the nearest still fails "
            text += change.unmet.map(DisplayText.escaped).joined(separator: ", ")
        } else if let reason = change.unwritable {
            text += "; not written: " + DisplayText.escaped(reason)
        }
        if let source = change.source {
            var place = source
            place.file = rename(place.file)
            text += "  " + DisplayText.escaped(place.description)
        }
        return text
    }
}
