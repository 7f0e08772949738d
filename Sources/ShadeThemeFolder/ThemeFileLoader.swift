public import Foundation
public import ShadeCatalog

/// Reads one theme file — an asset catalog folder, a design-token file or a resolver document —
/// into a catalog with its diagnostics: what a ``ThemeFolder`` calls for each theme it finds.
///
/// ``standard`` uses Shade's readers; an app with a format of its own gives its reader instead:
///
/// ```swift
/// let loader = ThemeFileLoader { url in
///     ThemeFileKind(path: url.path) == .tokens ? MyTokenReader.read(url) : ThemeFileLoader.standard.load(url)
/// }
/// ```
///
/// The loader runs off the main actor, so it must be safe to call from any thread. It returns
/// `nil` when it cannot read that kind of file at all; the folder reports such a file as not
/// loaded.
public struct ThemeFileLoader: Sendable {
    /// Reads the file or folder at a URL.
    public typealias Load = @Sendable (URL) -> CatalogReadResult?

    private let body: Load

    /// Creates a loader that reads with `load`.
    public init(_ load: @escaping Load) {
        body = load
    }

    /// Reads the theme file at `url`.
    public func load(_ url: URL) -> CatalogReadResult? {
        body(url)
    }
}

extension ThemeFileLoader {
    /// Shade's own readers, chosen by the file's `ThemeFileKind`: `AssetCatalogReader` for an
    /// asset catalog, and `TokenReader` for everything else — a resolver document with the token
    /// files it references, a token file, or a Tokens Studio folder.
    public static let standard = ThemeFileLoader { url in
        ThemeFileKind(path: url.path) == .assetCatalog
            ? AssetCatalogReader.read(at: url) : TokenReader().read(contentsOf: url)
    }
}
