public import Foundation
public import ShadeCatalogModel
public import ShadeDiagnostics
import ShadeFiles
import ShadeJSON

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Writes a ``ColorCatalog`` as design tokens in the DTCG Format module 2025.10, with its modes
/// as a resolver document (Resolver module 2025.10).
///
/// ```swift
/// let writer = TokenWriter()
/// let urls = try writer.write(catalog, to: folder, name: "brand")
/// // brand.tokens.json, brand.dark.tokens.json, brand.resolver.json
/// ```
///
/// ## Files
/// - `<name>.tokens.json` holds every entry with its default value: a color's variant with no
///   condition and no theme, and every font, metric and other value.
/// - When colors have other variants, `<name>.<mode>.tokens.json` holds, for each other mode,
///   the colors that have a variant for it, and `<name>.resolver.json` composes them: the set
///   `tokens` (the first file), then the modifier `mode` whose contexts are the modes, named as
///   ``TokenMode/name(conditions:theme:)`` names them (`light`, the default, `dark`,
///   `dark-high-contrast`, `dark-dimmed`, …). Each context lists the mode files Shade's lookup
///   falls back through, least specific first (`dark-high-contrast` is `high-contrast`, `dark`,
///   then its own file), so that any resolver tool gets the same color Shade resolves. When some
///   color has an explicit Light variant, the default context `light` is the one that holds it
///   (what light mode shows, as in Xcode) and `any` is the context of the variants with no
///   luminosity; Shade reads `light` beside `any` back as explicit Light.
///
/// Separate files per mode, rather than tokens inline in the resolver, keep each file a plain
/// token file that other tools read on its own, and read back into the same catalog.
///
/// ## Tokens
/// Groups nest by ``CatalogEntry/path``. `$type` is written on the outermost group whose tokens
/// all share it, otherwise on each token. Colors are 2025.10 objects (`colorSpace`,
/// `components` with `"none"` for a missing one, `alpha`, and a 6-digit `hex` fallback when the
/// color is within the sRGB gamut); a color written as a CSS string, or with a 3-digit `hex`,
/// comes back as an object with a 6-digit `hex` (its ``CatalogColor/Notation`` changes, its value
/// does not). An alias is written back as `{a.b}` when ``CatalogEntry/aliasOf`` (or
/// ``ColorVariant/aliasOf``, or ``Typography/fieldAliases``) names it. `$description`,
/// `$deprecated`, `$extensions` and the other kept members are written as they were read (a mode
/// file repeats a token's kept members, since its token replaces the default one in that mode);
/// the variants a token's `$extensions` overrides give (`org.primer.overrides`, `mode`) are left
/// to those overrides, and a `$value` they replaced (kept in ``CatalogEntry/extensions``) is
/// written back as the token's `$value`.
///
/// Reading the files back gives an equal catalog: the same entries in the same order, with the
/// same values (colors compared by space, components, alpha and resulting `Color`), variants,
/// aliases, descriptions, deprecations, extensions, metadata and group metadata. Only two things
/// differ: a color's ``CatalogColor/notation`` where the writer normalizes it, as said above, and
/// each entry's ``CatalogEntry/source``, which points into the new files.
///
/// Text is two-space indented JSON with `": "` after keys and a final newline.
public struct TokenWriter: Sendable {
    /// What ``write(_:to:name:)`` does with a file already at a path it writes.
    public enum ExistingFiles: Sendable, Hashable {
        /// Never replaces a file.
        case refuse
        /// Replaces design-token and resolver documents (JSON with a `$value` or a
        /// `resolutionOrder`, or a designtokens.org `$schema`), and refuses any other file.
        case replaceTokenFiles
        /// Replaces any file.
        case replaceAll
    }

    /// One file the writer produces.
    public struct Document: Hashable, Sendable {
        /// The file name, such as `brand.dark.tokens.json`.
        public var fileName: String
        /// The mode whose tokens it holds, or `nil` for the default file and the resolver.
        public var mode: TokenMode?
        /// The text.
        public var text: String
    }

    /// What to do with files already there.
    public var existingFiles: ExistingFiles

    /// Creates a writer.
    public init(existingFiles: ExistingFiles = .replaceTokenFiles) {
        self.existingFiles = existingFiles
    }

    /// The documents for `catalog`, with base name `name`, and warnings for what token files
    /// cannot hold (an idiom or display-gamut variant, a system-color reference, an unknown
    /// appearance): those variants are left out.
    ///
    /// A catalog read from another format is first named as design tokens
    /// (``ColorCatalog/namedForDesignTokens()``): the color set `Brand/Primary` is the token
    /// `Brand.Primary`.
    public func documents(for catalog: ColorCatalog, name: String) throws(TokenWriteError) -> (
        documents: [Document], diagnostics: [Diagnostic]
    ) {
        var plan = TokenWritePlan(name: name)
        try plan.build(catalog.named(for: .designTokens))
        return (plan.documents(), plan.diagnostics)
    }

    /// Writes `catalog` into `directory` as ``documents(for:name:)`` gives it, each file through
    /// a temporary file moved into place, so that a reader never sees half a file.
    ///
    /// Every target is checked against ``existingFiles`` before anything is written; then every
    /// file is written to its temporary file and flushed to disk, and only then moved into place.
    /// With ``ExistingFiles/refuse`` the move never replaces a file (a hard link to the new name,
    /// which fails when the name is taken): when another writer creates one of the files
    /// meanwhile, that file is left as it is, the files this call had already placed are removed
    /// again, and the call throws ``TokenWriteError/existingFile(path:reason:)``, so of two writers
    /// racing for the same new files exactly one writes them.
    ///
    /// - Returns: The files written, and warnings for what was left out.
    /// - Throws: ``TokenWriteError`` for an entry that is also a group, a file it must not
    ///   replace, or a file system error.
    @discardableResult
    public func write(_ catalog: ColorCatalog, to directory: URL, name: String) throws(TokenWriteError) -> (
        files: [URL], diagnostics: [Diagnostic]
    ) {
        let (documents, diagnostics) = try self.documents(for: catalog, name: name)
        let targets = documents.map { directory.appendingPathComponent($0.fileName).path }
        for target in targets { try checkReplaceable(URL(fileURLWithPath: target)) }
        var temporaries: [String] = []
        var placed: [String] = []
        do throws(TokenWriteError) {
            for document in documents {
                let temporary = "\(directory.path)/.\(document.fileName).\(UUID().uuidString).tmp"
                try Self.writeNewFile(Array(document.text.utf8), at: temporary)
                temporaries.append(temporary)
            }
            for (temporary, target) in zip(temporaries, targets) {
                try move(temporary, to: target)
                placed.append(target)
            }
        } catch {
            for temporary in temporaries { unlink(temporary) }
            // Only files that did not exist were placed without replacing: they are this call's own.
            if existingFiles == .refuse { for target in placed { unlink(target) } }
            throw error
        }
        return (targets.map { URL(fileURLWithPath: $0) }, diagnostics)
    }

    /// Moves the temporary file to `target`, replacing a file there only when ``existingFiles``
    /// allows it.
    private func move(_ temporary: String, to target: String) throws(TokenWriteError) {
        guard existingFiles == .refuse else {
            guard rename(temporary, target) == 0 else {
                throw .fileSystem(path: target, reason: String(cString: strerror(errno)))
            }
            return
        }
        do {
            try FileSystem.moveWithoutReplacing(temporary, to: target)
        } catch {
            if error.code == EEXIST { throw .existingFile(path: target, reason: "the file exists") }
            throw .fileSystem(path: target, reason: String(cString: strerror(error.code)))
        }
    }

    /// Creates the file at `path`, which must not exist, with `bytes`, flushed to disk
    /// (``FileSystem/createFile(_:atPath:display:mode:)``).
    private static func writeNewFile(_ bytes: [UInt8], at path: String) throws(TokenWriteError) {
        do {
            try FileSystem.createFile(bytes, atPath: path, display: path)
        } catch {
            throw .fileSystem(path: path, reason: String(cString: strerror(error.code)))
        }
    }

    private func checkReplaceable(_ target: URL) throws(TokenWriteError) {
        guard FileManager.default.fileExists(atPath: target.path) else { return }
        switch existingFiles {
        case .replaceAll:
            return
        case .refuse:
            throw TokenWriteError.existingFile(path: target.path, reason: "the file exists")
        case .replaceTokenFiles:
            guard let data = try? Data(contentsOf: target), let root = try? JSONReader.parse(Array(data)),
                Self.isTokenDocument(root)
            else {
                throw TokenWriteError.existingFile(
                    path: target.path, reason: "the file exists and is not a design-token file")
            }
        }
    }

    /// Whether a JSON document is a token or resolver document.
    static func isTokenDocument(_ root: JSONNode) -> Bool {
        guard root.members != nil else { return false }
        if root["resolutionOrder"] != nil { return true }
        if root["$schema"]?.stringValue?.contains("designtokens.org") == true { return true }
        func hasValue(_ node: JSONNode) -> Bool {
            guard let members = node.members else { return false }
            return members.contains { $0.key == "$value" || $0.key == "value" || hasValue($0.node) }
        }
        return hasValue(root)
    }
}
