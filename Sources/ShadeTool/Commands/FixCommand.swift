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
            folders of the inputs. Figma variables are read-only: their changes name the variable, its \
            collection and the mode. A compromise (no value of the same hue passes every pair) is \
            listed, not written, and so is each pair that still fails after the changes with no change \
            to say why.

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

    @OptionGroup var configFile: ConfigurationOptions

    @Flag(help: "Fix token files and folders each on its own, not as one set whose aliases resolve across them.")
    var separately = false

    @Option(
        help: ArgumentHelp(
            "Where the pairs come from: config (shade.json), names (the color names) or both.", valueName: "source"))
    var pairs: AuditCommand.PairsOption?

    @OptionGroup var common: CommonOptions

    /// Creates the command with no arguments, as the argument parser does.
    package init() {}

    /// Rejects a command line without an input, or with standard input, which cannot be written.
    package func validate() throws {
        guard !inputs.isEmpty else { throw ValidationError("Give at least one catalog or token file to fix.") }
        if inputs.contains(CatalogInput.standardInputPath) {
            throw ValidationError("- (standard input) cannot be fixed in place: give the file.")
        }
    }

    /// Fixes every input, reporting on `console`, and returns the exit status.
    func execute(console: Console) -> ExitStatus {
        execute(console: console, beforeWriting: { _ in })
    }

    /// Fixes every input, reporting on `console`, and returns the exit status.
    ///
    /// `beforeWriting` is called with each file's path just before it is read again to be
    /// written: where another program could change the file after the audit read it, which the
    /// tests do. A file changed since the audit read it, in any byte, is refused; so is one that
    /// changes between that second read and the rename over it.
    func execute(console: Console, beforeWriting: (String) -> Void) -> ExitStatus {
        let console = console.quiet(quiet)
        var shared: ShadeConfiguration?
        if pairs != .names {
            do throws(ConfigurationError) {
                shared = try configFile.given()
            } catch {
                console.printError("\(error: error)")
                return .notDone
            }
        }
        var failed = false
        var remaining = false
        let reader = AuditInputReader(
            paths: inputs, separately: separately, reading: reading, pairs: pairs, noConfig: configFile.noConfig,
            shared: shared)
        reader.read(console: console, progress: ProgressReporter(console: console)) { read in
            guard case .success(let read) = read else {
                failed = true
                return
            }
            let outcome = fix(read, console: console, beforeWriting: beforeWriting)
            failed = failed || outcome.failed
            remaining = remaining || outcome.remaining
        }
        return failed ? .notDone : ExitStatus(failing: remaining)
    }

    /// What fixing one input left.
    private struct Outcome {
        /// Whether a file could not be written.
        var failed = false
        /// Whether failing pairs remain.
        var remaining = false
    }

    /// Audits one input, plans its fixes, and writes (or prints) them.
    private func fix(_ read: AuditInput, console: Console, beforeWriting: (String) -> Void) -> Outcome {
        // Each file that holds a value, as it is now, just read: a file changed after this, in
        // any byte, is not written (the plan was made on what was read).
        var stamps: [String: FileStamp?] = [:]
        let sources = read.input.sources
        for entry in read.result.catalog.entries {
            guard case .color(let set) = entry.value else { continue }
            for variant in set.variants + (read.result.repeatedVariants[entry.name] ?? []) {
                guard let file = variant.valueSource?.file, stamps[file] == nil else { continue }
                stamps[file] = FileTree.stamp(of: file, followingLinks: true)
            }
        }
        Self.report(read.result.diagnostics, rename: sources.path(of:), on: console)
        var auditor = Auditor(
            catalog: read.result.catalog, diagnostics: read.result.diagnostics, configuration: read.configuration)
        auditor.addsNamePairs = pairs == .both
        auditor.darkSameAsLight = read.result.darkSameAsLight
        let audit = auditor.audit()
        let failingBefore = audit.findings.filter { $0.check == .contrast }
        let path = TerminalText(quoting: read.input.path)
        guard !failingBefore.isEmpty else {
            console.printInfo("\(path): no failing contrast pair")
            return Outcome()
        }
        var planner = ContrastFixPlanner(
            catalog: read.result.catalog, repeatedVariants: read.result.repeatedVariants, pairs: audit.pairs,
            adjust: adjust, input: read.input)
        planner.countsUnwritableChanges = false
        let plan = planner.plan()
        var figma = FigmaVariableNames(input: read.input)
        for change in plan.changes {
            console.print(
                Self.describe(
                    change, rename: sources.path(of:), entry: read.result.catalog[change.color],
                    figma: figma?.variable(of: change, in: read.result.catalog)))
        }
        for entry in read.result.catalog.entries {
            guard let note = plan.notes[entry.name] else { continue }
            console.print(Self.placed("note: \(note)", at: Self.place(of: entry), rename: sources.path(of:)))
        }

        let files = plan.writtenChangesByFile
        var outcome = Outcome()
        var written: [ColorChange] = []
        var writtenFiles = 0
        for (file, positions) in files {
            let changes = positions.map { plan.changes[$0] }
            let shown = TerminalText(quoting: sources.path(of: file))
            do {
                if !dryRun { beforeWriting(file) }
                guard stamps[file] == FileTree.stamp(of: file, followingLinks: true) else {
                    throw FileSystem.ReplaceFailure(path: file, kind: .changedSinceRead)
                }
                let bytes = try FileSystem.contents(ofFileAt: file, limit: JSONReader.maximumThemeFileSize)
                let replacements = try ColorChangeWriter.replacements(for: changes, in: bytes, file: file)
                let fixed = ColorValueRewriter.applying(replacements, to: bytes)
                if dryRun {
                    let diff = UnifiedDiff.text(from: bytes, to: fixed, path: sources.path(of: file))
                    console.writeOutput(console.outputIsTerminal ? Self.shownOnTerminal(diff) : diff)
                } else {
                    try FileSystem.replaceContents(
                        ofFileAt: file, expecting: bytes, with: fixed, inside: folder(for: file, of: read.input))
                }
                written += changes
                writtenFiles += 1
            } catch let error as ColorValueRewriteError {
                var location = error.location
                location.file = sources.path(of: location.file)
                console.printError("\(location): error: not fixed: \(error.message)")
                outcome.failed = true
            } catch let error as FileSystem.ReplaceFailure {
                console.printError("\(shown): error: not fixed: \(error.reason)")
                outcome.failed = true
            } catch let error as FileSystem.ReadFailure {
                console.printError("\(shown): error: not fixed: \(error.reason)")
                outcome.failed = true
            } catch {
                console.printError("\(shown): error: not fixed: \(error: error)")
                outcome.failed = true
            }
        }

        // The catalog as the files now read (or would, after --dry-run): the changes written,
        // and the aliases of the colors they change, which change with them.
        let fixedCatalog = ContrastFixPlan(changes: written).applied(to: plan.catalog)
        var check = Auditor(catalog: fixedCatalog, configuration: read.configuration)
        check.addsNamePairs = pairs == .both
        let failingAfter = check.audit().findings.filter { $0.check == .contrast }
        Self.reportUnexplained(failingAfter, before: failingBefore, plan: plan, rename: sources.path(of:), on: console)

        let unwritten = plan.changes.count - written.count
        outcome.remaining = !failingAfter.isEmpty || unwritten > 0
        var summary: TerminalText = "\(path): "
        if files.isEmpty {
            summary += "nothing to write"
        } else if written.isEmpty {
            summary += dryRun ? "nothing could be written" : "wrote nothing"
        } else {
            summary += "\(dryRun ? "would write" : "wrote") \(AuditTextReport.plural(written.count, "change")) in "
            summary += "\(AuditTextReport.plural(writtenFiles, "file"))"
        }
        summary += "; contrast errors \(failingBefore.count) → \(failingAfter.count)"
        if unwritten > 0 { summary += "; \(AuditTextReport.plural(unwritten, "change")) not written (above)" }
        console.printInfo(summary)
        return outcome
    }

    // MARK: - Reporting

    /// The most of an input's reader diagnostics printed; `shade audit` lists them all.
    static let diagnosticLimit = 20

    /// Prints the reader's errors and warnings on standard error, as `file:line:column:
    /// severity: path: message`, at most ``diagnosticLimit`` of them.
    private static func report(_ diagnostics: [Diagnostic], rename: (String) -> String, on console: Console) {
        for diagnostic in diagnostics.prefix(diagnosticLimit) {
            console.printError("\(with(diagnostic) { $0.file = rename($0.file) })")
        }
        if diagnostics.count > diagnosticLimit {
            console.printError("… and \(diagnostics.count - diagnosticLimit) more (shade audit lists them all)")
        }
    }

    /// Prints each pair that still fails and that no line above accounts for: one that no change
    /// and no note is about, and one that passed before the changes.
    private static func reportUnexplained(
        _ failing: [Finding], before: [Finding], plan: ContrastFixPlan, rename: (String) -> String,
        on console: Console
    ) {
        func key(_ finding: Finding) -> ContrastFixPlan.PairKey {
            ContrastFixPlan.PairKey(
                foreground: finding.color ?? "", background: finding.related.first ?? "", theme: finding.theme)
        }
        var failedBefore: [ContrastFixPlan.PairKey: AppearanceSet] = [:]
        for finding in before { failedBefore[key(finding), default: []].formUnion(finding.appearances) }
        for finding in failing {
            let pair = key(finding)
            let why: String
            if let appearances = failedBefore[pair] {
                let new = finding.appearances.subtracting(appearances)
                if !new.isEmpty {
                    why = "it passed in \(new.phrase) before the changes above"
                } else if !plan.changes.contains(where: { $0.color == pair.foreground || $0.color == pair.background }),
                    plan.notes[pair.foreground] == nil, plan.notes[pair.background] == nil
                {
                    why = "no change of its colors was found"
                } else {
                    continue
                }
            } else {
                why = "it passed before the changes above"
            }
            console.print(placed("error: \(finding.message); \(why)", at: finding.location, rename: rename))
        }
    }

    /// `file:line:column: text` (the place as the reports show it), or `text` with no place.
    private static func placed(_ text: TerminalText, at place: FileLocation?, rename: (String) -> String)
        -> TerminalText
    {
        guard let place else { return text }
        return "\(renamed(place, rename)): \(text)"
    }

    /// `place` in the file `rename` gives its file.
    private static func renamed(_ place: FileLocation, _ rename: (String) -> String) -> FileLocation {
        with(place) { $0.file = rename($0.file) }
    }

    /// Where a color is written: the first of its variants that records a place, else the entry.
    private static func place(of entry: CatalogEntry) -> FileLocation? {
        if case .color(let set) = entry.value, let source = set.variants.lazy.compactMap(\.valueSource).first {
            return source
        }
        return entry.source
    }

    /// A change as the audit's text report shows it (``Finding/Suggestion/Change/summary``), with
    /// why it is not written when it is not, and where it is written (or, for a value no file of
    /// the input holds, where its color is defined).
    ///
    /// A change of a Figma variable names the variable, its collection and the mode, to make in
    /// Figma: the REST response and the export are read-only.
    static func describe(
        _ change: ColorChange, rename: (String) -> String, entry: CatalogEntry? = nil,
        figma: FigmaVariableNames.Variable? = nil
    ) -> TerminalText {
        var text = Finding.Suggestion.Change(change).summary
        if change.isCompromise {
            text += "; not written: no value of the same hue meets every pair, and the nearest still fails "
            text += change.unmet.map { TerminalText(quoting: $0) }.joined(separator: ", ")
            if let figma { text += "; " + figma.terminalText }
        } else if let figma {
            text += "; not written: Figma variables are read-only: change " + figma.terminalText + " in Figma"
        } else if let reason = change.unwritable {
            text += "; not written: \(reason)"
        }
        if let place = change.source ?? entry?.source {
            text += "  \(renamed(place, rename))"
        }
        return text
    }

    /// A diff as a terminal shows it: each hidden character of the files' text and paths (a
    /// bidirectional control, an escape, a line separator; ``DisplayText/isHidden(_:)``) written
    /// as its escape, tabs and line ends kept. A diff written to a file or a pipe keeps the files'
    /// bytes, so that `patch` applies it.
    static func shownOnTerminal(_ diff: String) -> String {
        var shown = String.UnicodeScalarView()
        for scalar in diff.unicodeScalars {
            if scalar != "\n", scalar != "\t", DisplayText.isHidden(scalar) {
                shown.append(contentsOf: DisplayText.escape(scalar).unicodeScalars)
            } else {
                shown.append(scalar)
            }
        }
        return String(shown)
    }

    // MARK: - Writing

    /// The folder that `file` may be written in: that of the input among the command's that holds
    /// it as its path is written (the input itself for a folder, the input's folder for a file),
    /// else `input`'s. `FileSystem.replaceContents` then refuses the file when, its symbolic links
    /// followed, it lies outside that folder.
    private func folder(for file: String, of input: CatalogInput) -> String {
        func folder(of url: URL) -> String {
            (FileTree.isDirectory(url.path) ? url : url.deletingLastPathComponent()).standardizedFileURL.path
        }
        let path = URL(fileURLWithPath: file).standardizedFileURL.path
        for given in inputs {
            let candidate = folder(of: URL(fileURLWithPath: given))
            if path.hasPrefix(candidate.hasSuffix("/") ? candidate : candidate + "/") { return candidate }
        }
        return folder(of: input.url)
    }
}
