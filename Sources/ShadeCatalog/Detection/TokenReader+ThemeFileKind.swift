public import Foundation
import ShadeFiles

extension TokenReader {
    /// Reads what `url` holds, told by the rule of ``ThemeFileKind``: a resolver document (a
    /// file ending in `.resolver.json`, in any letter case), a Tokens Studio folder (any folder:
    /// one without `$themes.json` or `$metadata.json` is reported), or one token file (any other
    /// file, and a path where nothing is, which is reported).
    ///
    /// Figma variables (``ThemeFileKind/figmaVariables``, ``ThemeFileKind/figmaExport``, told by
    /// content) are read with ``read(figma:)``.
    public func read(contentsOf url: URL) -> CatalogReadResult {
        switch ThemeFileKind(path: url.path) {
        case .figmaVariables?, .figmaExport?: return read(figma: url)
        default: break
        }
        if FileTree.isDirectory(url.path) {
            return read(tokensStudioFolder: url)
        }
        if ThemeFileKind(name: url.lastPathComponent, isDirectory: false) == .resolver {
            return read(resolver: url)
        }
        return read([.file(url)])
    }
}
