public import Foundation
public import ShadeCatalog

/// Reads the theme file a command is given.
///
/// For now it reads Xcode asset catalogs (a folder whose name ends in `.xcassets`).
public enum CatalogInput {
    /// Why an input cannot be read at all.
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// What is wrong, naming the input.
        public var description: String
    }

    /// Reads the theme file at `path`.
    ///
    /// - Returns: The catalog with every diagnostic of its reader.
    /// - Throws: ``Failure`` when the path does not exist or is not a kind of file Shade reads.
    public static func read(path: String) throws(Failure) -> CatalogReadResult {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw Failure(description: "\(path): no such file or folder")
        }
        let url = URL(fileURLWithPath: path)
        guard isDirectory.boolValue, url.pathExtension == "xcassets" else {
            throw Failure(description: "\(path): expected an Xcode asset catalog (a folder ending in .xcassets)")
        }
        return AssetCatalogReader.read(at: url)
    }
}
