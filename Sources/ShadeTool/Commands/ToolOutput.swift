import ArgumentParser
import Foundation
import ShadeCatalog

/// What the commands share: reading the input and reporting on standard error.
enum ToolOutput {
    /// Writes `message` and a newline to standard error.
    static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// Reads the theme file at `path`, printing its diagnostics on standard error.
    ///
    /// - Throws: `ExitCode(2)`, the status of every command for an input that cannot be read, when
    ///   it cannot be read at all.
    static func readCatalog(_ path: String) throws -> ColorCatalog {
        do {
            let result = try CatalogInput.read(path: path)
            for diagnostic in result.diagnostics { printError(diagnostic.description) }
            return result.catalog
        } catch {
            printError(error.description)
            throw ExitCode(2)
        }
    }
}
