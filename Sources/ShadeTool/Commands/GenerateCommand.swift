import ArgumentParser
import Foundation
import ShadeCatalog
import ShadeDiagnostics
import ShadeFiles

/// `shade generate`: the step the `ShadeColors` build-tool plugin runs for each theme file of a
/// target. It writes the Swift of the file's colors, audits them, and reports what it found in
/// the form compilers use, so that SwiftPM and Xcode show each finding on its line.
///
/// - **The Swift** is `shade convert --to swift`'s (one `DynamicColor` static per color,
///   namespaces as nested enums, each variant's hex in the doc comment) and an enum listing every
///   color by its name in the file (``listTypeName(for:)``), at the access level of `--access`,
///   else of `shade.json`'s `swiftAccess`, else `internal`.
/// - **Incremental.** The output is replaced only when its content changes, so a build that
///   reruns the step without a change compiles nothing again. It replaces only a file that this
///   command generated (its first line says so), never an input or a file of the developer's.
/// - **Findings** of `shade audit` with the pairs of `shade.json` (beside the input, or
///   `--config`), else those the names make: `file:line:column: warning: message [shade check]`.
///   Those at or above `shade.json`'s `failOn` are `error:` and make the step fail (exit 1), and
///   the build with it; without `failOn` every finding is a warning. Informational findings are
///   left out.
/// - **An input that cannot be read** is an `error:` at its place, exit 2, and nothing is written.
struct GenerateCommand: ConsoleCommand, ReadingCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write the Swift of a theme file's colors and audit them, as the ShadeColors build plugin does.",
        discussion: """
            Writes one DynamicColor static per color (namespaces as nested enums, each appearance's hex \
            in its doc comment) and an enum listing every color by its name in the file, replacing the \
            output only when its content changes and only when it is a file this command wrote. Then \
            audits the colors with the pairs of shade.json (beside the input, or --config) and prints \
            each warning and error as a compiler does, file:line:column: warning: message; findings at \
            or above shade.json's failOn are errors and fail the command (exit 1). Exit 2: the input \
            or shade.json could not be read, or the output could not be written.
            """ + "\n\n" + CommandDocumentation.paragraph(section: "shade generate")
    )

    @Argument(help: "An asset catalog, token file, resolver document, Tokens Studio folder or Figma variables.")
    var input: String

    @Option(name: [.short, .long], help: ArgumentHelp("The Swift file to write.", valueName: "file.swift"))
    var output: String

    @OptionGroup var configFile: ConfigurationOptions

    @Option(
        help: ArgumentHelp(
            "The name of the enum listing every color by name. Default: from the file's name "
                + "(Colors.xcassets: Colors; brand.tokens.json: BrandColors).",
            valueName: "name"))
    var listType: String?

    @Option(help: "The access level of the generated declarations: internal, package or public.")
    var access: SwiftExport.Access?

    @OptionGroup var common: CommonOptions

    /// Rejects a list type that is not a Swift type name, and an output that is not Swift.
    func validate() throws {
        if let listType, !SwiftExport.isValidTypeName(listType) {
            throw ValidationError(
                message: "--list-type '\(listType)' is not a Swift type name (letters, digits and _).")
        }
        guard output.hasSuffix(".swift") else { throw ValidationError("--output must name a .swift file.") }
    }

    func execute(console: Console) -> ExitStatus {
        let console = console.quiet(quiet)
        let source: CatalogInput
        let result: CatalogReadResult
        let configuration: ShadeConfiguration?
        do {
            source = try CatalogInput.detect(input)
            result = try source.read(reading)
            configuration = try configFile.configuration(for: source, command: "generate")
        } catch {
            console.printError("\(error: error)")
            return .notDone
        }

        var options = SwiftExport.Options()
        options.access = access ?? configuration?.swiftAccess ?? .internal
        options.origin = Self.fileName(of: source.path)
        options.generator = Self.generator
        options.listType = listType ?? Self.listTypeName(for: source.path)
        let swift = SwiftExport.source(for: result.catalog, options: options).source

        let inputs = InputFiles(input: source, catalog: result.catalog)
        if let overwritten = inputs.input(overwrittenBy: output, isFolder: false) {
            let problem = OutputProblem.replacesInput(path: output, input: overwritten)
            console.printError("\(error: problem)")
            return problem.exitStatus
        }
        do {
            switch try Self.write(swift, to: output) {
            case .unchanged: console.printInfo("\(output): unchanged")
            case .written: console.printInfo("\(output): wrote \(swift.utf8.count) bytes")
            }
        } catch {
            console.printError("\(error: error)")
            return .notDone
        }

        var auditor = Auditor(
            catalog: result.catalog, diagnostics: result.diagnostics, configuration: configuration, systemAccents: [],
            simulations: [])
        auditor.addsNamePairs = false
        auditor.darkSameAsLight = result.darkSameAsLight
        let audit = auditor.audit { _, _, _ in }
        let lines = Self.diagnostics(audit.findings, input: source.path, failOn: configuration?.failOn)
        for line in lines.text { console.printError("\(line)") }
        return ExitStatus(failing: lines.failing)
    }

    /// What an output write did.
    enum WriteOutcome: Equatable {
        /// The file already held exactly this source and was left alone.
        case unchanged
        /// The file was written.
        case written
    }

    /// What the header of a generated file says wrote it.
    static let generator = "Shade's ShadeColors plugin (`shade generate`)"

    /// The start of every file this command writes, which it checks before replacing one.
    static let header = "// Generated by \(generator)"

    /// Writes `source` at `path` unless the file already holds it; replaces only a file this
    /// command generated.
    static func write(_ source: String, to path: String) throws(GenerateError) -> WriteOutcome {
        let bytes = Array(source.utf8)
        if FileSystem.exists(path) {
            let existing = try? FileSystem.contents(ofFileAt: path, limit: 1 << 30)
            if existing == bytes { return .unchanged }
            guard let existing, existing.starts(with: header.utf8) else {
                throw GenerateError(path: path, message: "exists and is not a file Shade generated; not replaced")
            }
        }
        do {
            try FileSystem.replaceAtomically(path, with: bytes, mode: 0o644)
        } catch {
            throw GenerateError(path: path, message: "cannot be written: \(error)")
        }
        return .written
    }

    /// The findings of `input` as a compiler prints them, and whether any fails: a finding at or
    /// above `failOn` is an `error:`, any other warning or error a `warning:`; informational
    /// findings are left out. A finding without a place is put on the input.
    static func diagnostics(_ findings: [Finding], input: String, failOn: Severity?) -> (text: [String], failing: Bool)
    {
        var text: [String] = []
        var failing = false
        for finding in findings where finding.severity >= .warning {
            let fails = failOn.map { finding.severity >= $0 } ?? false
            failing = failing || fails
            let place = finding.location ?? FileLocation(file: input, line: 1, column: 1)
            let location = place.line.map { DocumentLocation(line: $0, column: place.column ?? 1) }
            let diagnostic = Diagnostic(
                fails ? .error : .warning, file: place.file, location: location,
                message: "\(finding.message) [shade \(finding.check.rawValue)]")
            text.append(diagnostic.description)
        }
        return (text, failing)
    }

    /// The last component of `path`, a folder's given with or without its trailing `/`.
    static func fileName(of path: String) -> String {
        FileSystem.fileName(of: path.hasSuffix("/") ? String(path.dropLast()) : path)
    }

    /// The default name of the list enum: the file's name up to its first `.`, in UpperCamelCase,
    /// with `Colors` appended unless it ends so (`Colors.xcassets`: `Colors`;
    /// `brand.tokens.json`: `BrandColors`; `Assets.xcassets`: `AssetsColors`).
    static func listTypeName(for path: String) -> String {
        let name = fileName(of: path)
        let stem = name.split(separator: ".", omittingEmptySubsequences: true).first.map(String.init) ?? name
        var type = SwiftIdentifier.type(stem)
        if type.hasPrefix("_") || SwiftIdentifier.keywords.contains(type) { type = "Theme" + type }
        return type.hasSuffix("Colors") ? type : type + "Colors"
    }
}

/// Why `shade generate` wrote nothing: `Colors.swift: error: exists and is not …`.
struct GenerateError: ReportedProblem {
    /// The output's path.
    var path: String
    /// What is wrong.
    var message: String

    var terminalText: TerminalText { "\(Diagnostic(.error, file: path, message: message))" }
}

extension SwiftExport.Access: ExpressibleByArgument {}
