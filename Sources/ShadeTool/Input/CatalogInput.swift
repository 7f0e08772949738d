import Foundation
public import ShadeCatalog

/// Reads the theme file a command is given: an Xcode asset catalog or design tokens.
public enum CatalogInput {
    /// Why an input cannot be read at all.
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// What is wrong, naming the input.
        public var description: String
    }

    /// Reads the theme file at `path`.
    ///
    /// A folder whose name ends in `.xcassets` is an asset catalog (`AssetCatalogReader`); a
    /// `.json` file (a token file, or a resolver document ending in `.resolver.json`) or a Tokens
    /// Studio folder (with `$themes.json` or `$metadata.json`) is read as design tokens
    /// (`TokenReader`).
    ///
    /// - Returns: The catalog with every diagnostic of its reader.
    /// - Throws: ``Failure`` when the path does not exist or is not a kind of file Shade reads.
    public static func read(path: String) throws(Failure) -> CatalogReadResult {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw Failure(description: "\(path): no such file or folder")
        }
        let url = URL(fileURLWithPath: path)
        if isDirectory.boolValue {
            if url.pathExtension == "xcassets" { return AssetCatalogReader.read(at: url) }
            let isTokensStudio = ["$themes.json", "$metadata.json"].contains {
                FileManager.default.fileExists(atPath: url.appendingPathComponent($0).path)
            }
            if isTokensStudio { return TokenReader().read(contentsOf: url) }
        } else if url.pathExtension == "json" {
            return TokenReader().read(contentsOf: url)
        }
        throw Failure(
            description: """
                \(path): expected an Xcode asset catalog (a folder ending in .xcassets), design tokens \
                (a .tokens.json or .resolver.json file) or a Tokens Studio folder
                """)
    }
}
