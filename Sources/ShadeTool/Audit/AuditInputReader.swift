import Foundation
import ShadeCatalog
import ShadeDiagnostics

/// One input of a command that audits (`audit`, `fix`), read, with the `shade.json` its pairs
/// come from.
struct AuditInput {
    /// The input: a file, a folder, standard input, or a set of token files read as one; its
    /// ``CatalogInput/sources`` show each file as the user gave it.
    var input: CatalogInput
    /// What reading it gave.
    var result: CatalogReadResult
    /// The `shade.json` beside it or given with `--config`, unless `--pairs names` or
    /// `--no-config`.
    var configuration: ShadeConfiguration?
    /// Every file and folder it was read from, which no output may write over or inside; empty
    /// unless the reader lists them (``AuditInputReader/listsFiles``).
    var files: [InputFiles]
}

/// An input that could not be read, or whose `shade.json` could not: the reports list it.
struct UnreadableInput: Error {
    /// The path as given (`<stdin>` for standard input).
    var path: String
    /// What it is, when that could be told.
    var kind: CatalogInput.Kind?
    /// The error, as printed.
    var message: String
}

/// How a command that audits reads its inputs: token files and plain folders given together
/// as one set (unless `separately`), each other input on its own, and each with its
/// `shade.json`.
struct AuditInputReader {
    /// The inputs as given.
    var paths: [String]
    /// Whether token files and folders are read each on its own.
    var separately: Bool
    /// How the files are read.
    var reading: ReadingOptions
    /// `--pairs`.
    var pairs: AuditCommand.PairsOption?
    /// `--no-config`.
    var noConfig: Bool
    /// The configuration `--config` gave, for every input.
    var shared: ShadeConfiguration?
    /// Whether each input's files are listed (``AuditInput/files``), which costs a look at every
    /// file: for a command that writes an output beside its inputs (`audit --write-baseline`).
    var listsFiles = false

    /// Reads each input in order and calls `body` with it, or with why it could not be read
    /// (after printing that error to `console`).
    func read(
        console: Console, progress: ProgressReporter, _ body: (Result<AuditInput, UnreadableInput>) -> Void
    ) {
        // Token files and plain folders are read as one set when there are several, or a folder.
        let setPaths = separately ? [] : paths.filter(TokenSetInput.isMember)
        let tokenSet =
            setPaths.count > 1 || setPaths.contains(where: TokenSetInput.isFolderMember)
            ? TokenSetInput(paths: setPaths) : nil
        for path in paths {
            let input: CatalogInput
            let result: CatalogReadResult
            var files: [InputFiles] = []
            // The input shade.json is looked for beside: for a set, its first member.
            let configurationInput: CatalogInput
            if let tokenSet, setPaths.contains(path) {
                guard path == setPaths[0] else { continue }
                input = tokenSet.input
                configurationInput = tokenSet.members[0]
                do {
                    progress.begin("reading \(input.path)…")
                    defer { progress.finish() }
                    result = try tokenSet.read()
                    if listsFiles { files = tokenSet.members.map { InputFiles(input: $0, catalog: result.catalog) } }
                } catch {
                    console.printError(error.terminalText)
                    body(.failure(UnreadableInput(path: input.path, kind: .tokens, message: error.description)))
                    continue
                }
            } else {
                do {
                    input = try CatalogInput.detect(path)
                    progress.begin("reading \(input.path)…")
                    defer { progress.finish() }
                    result = try input.read(reading)
                } catch {
                    console.printError(error.terminalText)
                    body(
                        .failure(
                            UnreadableInput(
                                path: path == CatalogInput.standardInputPath ? CatalogInput.standardInputName : path,
                                // Standard input is read once: it is a token document.
                                kind: path == CatalogInput.standardInputPath
                                    ? .tokens : try? CatalogInput.detect(path).kind,
                                message: error.description)))
                    continue
                }
                configurationInput = input
                if listsFiles, !input.isStandardInput { files = [InputFiles(input: input, catalog: result.catalog)] }
            }
            do throws(ConfigurationError) {
                let configuration = try configuration(for: configurationInput, path: path)
                body(
                    .success(
                        AuditInput(
                            input: input, result: result, configuration: configuration, files: files)))
            } catch {
                console.printError(error.terminalText)
                body(.failure(UnreadableInput(path: input.path, kind: input.kind, message: error.description)))
            }
        }
    }

    /// The configuration of one input, or an error when `--pairs config` finds none with pairs.
    private func configuration(for input: CatalogInput, path: String) throws(ConfigurationError)
        -> ShadeConfiguration?
    {
        var configuration: ShadeConfiguration?
        if pairs != .names, !noConfig {
            configuration = try ShadeConfiguration.configuration(for: input, given: shared)
        }
        if pairs == .config, configuration == nil {
            throw ConfigurationError(
                file: path, location: nil,
                message: "--pairs config, but there is no \(ShadeConfiguration.fileName) beside it and no --config")
        }
        if pairs == .config, let configuration, configuration.pairs == nil {
            throw ConfigurationError(
                file: configuration.file, location: nil,
                message:
                    "--pairs config, but the file has no \"pairs\": add them, or pass --pairs names (or "
                    + "leave out --pairs) to pair the colors by their names")
        }
        return configuration
    }
}
