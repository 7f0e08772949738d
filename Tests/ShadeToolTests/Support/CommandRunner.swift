import ArgumentParser
import Foundation
import ShadeCatalog
import ShadeTestSupport
import Synchronization
import Testing

@testable import ShadeTool

/// What one run of a `shade` subcommand wrote and how it ended.
struct CommandRun {
    /// The exit status.
    var status: Int32
    /// Standard output.
    var output: String
    /// Standard error.
    var errors: String
}

/// Runs `shade` with `arguments` in this process, on a captured console: standard output and
/// error are terminals as given, and the environment is only `environment`. A command line
/// ArgumentParser rejects ends with its exit status (64) and message, as the real command does.
func runShade(
    _ arguments: [String], environment: [String: String] = [:], outputIsTerminal: Bool = false,
    errorIsTerminal: Bool = false
) -> CommandRun {
    let capture = Console.Capture()
    let console = capture.console(
        environment: environment, outputIsTerminal: outputIsTerminal, errorIsTerminal: errorIsTerminal)
    do {
        let command = try ShadeCommand.parseAsRoot(arguments)
        guard let command = command as? any ConsoleCommand else {
            return CommandRun(status: -1, output: "", errors: "not a subcommand")
        }
        let status = command.execute(console: console)
        return CommandRun(status: status.rawValue, output: capture.standardOutput, errors: capture.standardError)
    } catch {
        return CommandRun(
            status: ShadeCommand.exitCode(for: error).rawValue, output: "",
            errors: ShadeCommand.fullMessage(for: error))
    }
}

#if os(Linux) || os(macOS)
    /// The built `shade`, beside the tests.
    func shadeExecutable() throws -> URL {
        #if os(macOS)
            let bundle = try #require(Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") })
            let products = bundle.bundleURL.deletingLastPathComponent()
        #else
            let products = try #require(Bundle.main.executableURL).deletingLastPathComponent()
        #endif
        let url = products.appendingPathComponent("shade")
        try #require(FileManager.default.isExecutableFile(atPath: url.path), "shade is built with the tests")
        return url
    }

    /// Runs the built `shade` with `arguments` as a shell would, in `directory` (this process's
    /// own when `nil`), with only `environment` and the sanitizer's settings, and `input` on
    /// standard input through a pipe (none when `nil`).
    func runShadeExecutable(
        _ arguments: [String], environment: [String: String] = [:], in directory: String? = nil,
        input: [UInt8]? = nil
    ) throws -> CommandRun {
        let process = Process()
        process.executableURL = try shadeExecutable()
        process.arguments = arguments
        process.environment = environment.merging(sanitizerEnvironment()) { own, _ in own }
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let output = Pipe()
        let errors = Pipe()
        let inputPipe = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : inputPipe
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        if let input {
            // A command that stops reading early (an input over the limit) closes the pipe: the
            // write then fails with EPIPE instead of ending the tests with SIGPIPE.
            signal(SIGPIPE, SIG_IGN)
            // Written on another thread and closed, so that a large input cannot block the test
            // while the command writes; a command that stops reading early only ends the write.
            let handle = inputPipe.fileHandleForWriting
            DispatchQueue.global().async {
                try? handle.write(contentsOf: Data(input))
                try? handle.close()
            }
        }
        // Standard error is read on another thread, so that neither pipe can fill and block the
        // command while the other is read.
        let errorData = Mutex(Data())
        let reader = DispatchGroup()
        DispatchQueue.global().async(group: reader) {
            let data = errors.fileHandleForReading.readDataToEndOfFile()
            errorData.withLock { $0 = data }
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        reader.wait()
        process.waitUntilExit()
        return CommandRun(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData.withLock { $0 }, as: UTF8.self))
    }
#endif

/// Writes `catalog` as an asset catalog named `name` in `directory` and returns its path.
func writeCatalog(_ catalog: ColorCatalog, named name: String = "Colors.xcassets", in directory: TemporaryDirectory)
    throws -> String
{
    let path = directory.file(name)
    try AssetCatalogWriter.write(catalog, to: URL(fileURLWithPath: path))
    return path
}

/// The folder of the asset catalogs and token files that ShadeCatalogTests reads, real files
/// from public repositories (see its SOURCES.md files).
let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("ShadeCatalogTests/Fixtures")

/// Every asset catalog among the fixtures, sorted.
func fixtureCatalogs() -> [URL] {
    let enumerator = FileManager.default.enumerator(
        at: fixtures.appendingPathComponent("xcassets"), includingPropertiesForKeys: nil)
    var catalogs: [URL] = []
    while let url = enumerator?.nextObject() as? URL {
        if url.pathExtension == "xcassets" {
            catalogs.append(url)
            enumerator?.skipDescendants()
        }
    }
    return catalogs.sorted { $0.path < $1.path }
}
