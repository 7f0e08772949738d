public import Foundation
public import ShadeCatalogModel
import ShadeDiagnostics
import ShadeFiles
import ShadeJSON

/// Reads design tokens (DTCG Format module 2025.10, and Tokens Studio's legacy format) into a
/// ``ColorCatalog``, with their modes as color variants.
///
/// ```swift
/// let reader = TokenReader()
/// let result = reader.read(resolver: URL(filePath: "tokens/apple-hig.resolver.json"))
/// for diagnostic in result.diagnostics { print(diagnostic) }
/// let blue = result.catalog.dynamicColor(named: "color.systemBlue")
/// ```
///
/// Every entry is named by its dot path (`color.bg.default`; a group's own value is
/// `color.accent.$root`) and records where its token is defined. Reading never stops at the first
/// problem: the result holds everything that could be read and a located diagnostic for every
/// problem (see ``CatalogReadResult``).
///
/// ## What a token file may contain
/// - Tokens (objects with `$value`) in nested groups; `$type` on the token or the nearest group
///   (or from the token an alias refers to); `$description`; `$deprecated` (`true` or a reason,
///   inherited from groups); `$extensions` (kept as written in ``CatalogEntry/extensions``, with
///   any other member Shade does not interpret); `$root`; group `$extends`.
/// - Aliases `"{group.token}"`, followed to the end of their chain (a cycle is reported with its
///   path, `a → b → c → a`), and JSON pointers `{"$ref": "#/colors/blue/$value/components/0"}`,
///   as a whole value or inside one (a color's `colorSpace`, `components`, each component,
///   `alpha`, `hex`; a typography field).
/// - Colors as the 2025.10 object in any of its fourteen spaces (`"none"` components, `alpha`
///   defaulting to 1, a `hex` fallback), or as the older CSS strings (`#rgb`, `#rrggbb`,
///   `#rrggbbaa`, `rgb[a]()`, `hsl[a]()` including the four-argument `hsl(h, s%, l%, a)`).
/// - `dimension` (`{"value": 16, "unit": "px"}` or `"16px"`) as ``CatalogEntry/Value/metric(_:_:)``;
///   `fontFamily`, `fontWeight` (1–1000 or a DTCG name) and `typography` as
///   ``CatalogEntry/Value/font(_:_:)``; any other type as ``CatalogEntry/Value/other(type:value:)``.
/// - Tokens Studio's legacy keys (`value`, `type`, `description`) in a file with no `$value`, and
///   its types `fontFamilies`, `fontWeights`, `fontSizes`, `lineHeights`, `letterSpacing`.
///
/// A token with no type is read as a color, with a warning, when its value is a color object
/// (as in real files where only some tokens have `$type`), and otherwise kept as written without
/// a type, with a warning; Shade never guesses a type silently. A value Shade cannot interpret
/// (a Tokens Studio expression such as `"{size.base} * 2"`) is kept as written, with a warning.
///
/// ## Modes
/// Four ways of giving tokens several modes become ``ColorVariant``s (see ``TokenMode`` for how a
/// mode's name maps to a variant's conditions and named theme):
/// 1. A resolver document, ``read(resolver:)``: each context of a modifier whose contexts are
///    appearances (`light`, `dark`, `light_ax`, `dark-hc`, `light-ocean`, …) is a mode; every other
///    modifier is read in its default context.
/// 2. A Tokens Studio folder, ``read(tokensStudioFolder:)``: each theme of `$themes.json` is a
///    mode; themes with groups combine group by group.
/// 3. One file per mode with the same token paths, ``read(_:)`` with a mode for each source.
/// 4. Overrides in a token's `$extensions`: GitHub Primer's `org.primer.overrides` and Terrazzo's
///    `mode`, each a map from mode names to values (an alias, a value, or Primer's
///    `{"$value": …, "alpha": …}`). In a mode, a token takes its override for that mode, else its
///    `$value`, and aliases see the same, as Primer builds its themes. A mode named only in
///    overrides (`dark-dimmed`) reads the sources of the mode Shade's lookup falls back to
///    (`dark`). A `$value` the default mode overrides is kept in ``CatalogEntry/extensions`` under
///    the key `$value`, for the modes without an override and for the writer.
///
/// Aliases resolve within each mode, so a semantic token that aliases a base palette gets each
/// mode's base color. A color variant that only repeats what Shade's lookup would fall back to
/// (whatever notation either is written in) is left out, so a token shared by every mode has one
/// variant. Fonts, metrics and other values have a value per mode too: the default mode's is the
/// entry's ``CatalogEntry/value``, and a mode that gives another one is in
/// ``CatalogEntry/modeValues``, left out in the same way when it only repeats its fallback.
///
/// ## Limits
/// No file, however written, makes the reader recurse without bound, loop, or multiply its work;
/// past each limit it reports a located error and reads on:
/// - A file is read only if it is a regular file of at most 64 MiB (a resolver's `$ref` to a
///   device or a pipe is refused without waiting on it), and JSON nests at most 256 deep.
/// - An alias chain is followed through at most 128 tokens, and the pointers inside one value
///   through at most 64 pointers.
/// - `$extends` chains are at most 64 groups long, and add at most 10 000 tokens to a mode
///   (groups that extend groups can otherwise double the tokens at every step).
/// - A read has at most 64 modes: a resolver's appearance modifiers whose contexts would multiply
///   past that are read in their default context, and further modes of overrides are not read.
/// - A resolver set whose sources lead back to itself is reported; a set used many times over is
///   loaded once.
///
/// ## The stages of a read
/// Each stage is a folder of `Sources/ShadeTokens/`, one type to a file:
/// 1. `Inputs/`: what is read: the sources of a read (`TokenSource`), a resolver document's sets
///    and modifiers (`ResolverReading`), a Tokens Studio folder's themes (`TokensStudioReading`),
///    and the session that reads each file once (`TokenReadSession`).
/// 2. `Parsing/`: each document parsed into its groups and tokens as written (`TokenDocument`,
///    `RawGroup`, `RawToken`, `ModeOverride`), with the alias syntax (`AliasSyntax`).
/// 3. `Tree/`: each mode's documents merged into one tree of tokens (`TokenTree`, `TokenMode`).
/// 4. `Aliases/`: every alias and JSON pointer followed to the value at the end of its chain
///    (`TokenResolver`, `FinalValue`, `ReferencedValue`).
/// 5. `Values/`: each value decoded by its type (`TokenKind`, `TokenValue`): colors
///    (`TokenResolver+Color`), dimensions (`TokenResolver+Dimension`), font families, weights
///    and typography (`TokenResolver+Typography`).
/// 6. `Catalog/`: the modes' values made into one ``ColorCatalog`` of entries and variants
///    (`TokenCatalogBuilder`).
///
/// `Writing/` holds the other direction, ``TokenWriter``, and `Conversion/` the tokens' naming
/// (``CatalogNaming/designTokens``) with the renaming of an asset catalog into tokens and back
/// (``ColorCatalog/namedForDesignTokens()``). Figma variables (the ShadeFigma module) are read
/// into documents of these stages and go through the rest as any token file does.
public struct TokenReader: Sendable {
    /// The name of the mode to read as the default of each Figma collection with several modes
    /// that has a mode of this name (compared exactly, then ignoring letter case), or `nil` to
    /// choose as ``read(figma:)`` describes. Figma's export does not record a collection's
    /// default mode, and this names it; it is preferred to a REST response's `defaultModeId` too.
    public var figmaDefaultMode: String?

    /// Creates a reader; `figmaDefaultMode` is ``figmaDefaultMode``.
    public init(figmaDefaultMode: String? = nil) {
        self.figmaDefaultMode = figmaDefaultMode
    }

    /// Reads token sources into one catalog: files or text, each either shared by every mode
    /// (no mode) or belonging to one mode (the third way of giving modes).
    ///
    /// Each mode reads the shared sources and its own, in the order given, a later token
    /// replacing an earlier one of the same path. With no mode at all, everything is the default
    /// mode.
    ///
    /// ```swift
    /// reader.read([
    ///     .file(base, mode: nil),
    ///     .file(light, mode: .light),
    ///     .file(dark, mode: .dark),
    /// ])
    /// ```
    public func read(_ sources: [TokenSource]) -> CatalogReadResult {
        var session = TokenReadSession()
        var shared: [(order: Int, document: Int)] = []
        var byMode: [(mode: TokenMode, documents: [(order: Int, document: Int)])] = []
        for (order, source) in sources.enumerated() {
            guard let document = session.load(source) else { continue }
            if let mode = source.mode {
                if let index = byMode.firstIndex(where: { $0.mode == mode }) {
                    byMode[index].documents.append((order, document))
                } else {
                    byMode.append((mode, [(order, document)]))
                }
            } else {
                shared.append((order, document))
            }
        }
        var contexts: [TokenContext] = []
        if byMode.isEmpty {
            contexts = [TokenContext(mode: .light, documents: shared.map(\.document))]
        } else {
            for (mode, documents) in byMode {
                let merged = (shared + documents).sorted { $0.order < $1.order }.map(\.document)
                contexts.append(TokenContext(mode: mode, documents: merged))
            }
        }
        return session.finish(contexts)
    }

    /// Reads one token file, in the default mode (its `$extensions` may still give modes).
    public func read(file url: URL) -> CatalogReadResult {
        read([.file(url)])
    }

    /// Reads token text, in the default mode; `name` names it in diagnostics.
    public func read(text: String, name: String = "tokens.json") -> CatalogReadResult {
        read([.text(text, name: name)])
    }

    /// Reads a DTCG resolver document (Resolver module 2025.10) and the token files it refers to
    /// (relative to the document).
    ///
    /// Sets and modifiers are composed in `resolutionOrder`, a later source overriding an earlier
    /// one. A modifier whose context names are appearances (any name with `light`, `dark`, `hc`,
    /// `ax`, `high contrast`, …; see ``TokenMode``; `light` and `light-ocean` are the default theme
    /// and the theme `ocean`) gives one mode per context (several such
    /// modifiers give every combination); any other modifier (a size, a platform) is read in its
    /// default context, with a warning that names the contexts not read. A set declared but left
    /// out of `resolutionOrder` is read first, with a warning, since token files commonly alias
    /// into it.
    public func read(resolver url: URL) -> CatalogReadResult {
        var session = TokenReadSession()
        let file = url.path
        guard let root = session.parse(url: url, file: file, reference: nil) else { return session.finish([]) }
        var reading = ResolverReading(root: root, file: file, directory: url.deletingLastPathComponent())
        let contexts = reading.contexts(session: &session)
        return session.finish(contexts)
    }

    /// Reads resolver text; references to files are relative to `directory`.
    public func read(resolverText text: String, name: String = "tokens.resolver.json", directory: URL)
        -> CatalogReadResult
    {
        var session = TokenReadSession()
        guard let root = session.parse(bytes: Array(text.utf8), file: name, reference: nil) else {
            return session.finish([])
        }
        var reading = ResolverReading(root: root, file: name, directory: directory)
        let contexts = reading.contexts(session: &session)
        return session.finish(contexts)
    }

    /// Reads a Tokens Studio folder: `$themes.json` (each theme a mode, made of its token sets:
    /// `source` sets before `enabled` ones, `disabled` ones left out; themes with a `group`
    /// combined across groups, their names joined with `-`), `$metadata.json` (`tokenSetOrder`,
    /// the order sets override each other), and one `<set>.json` per token set.
    ///
    /// Without `$themes.json`, every set of `tokenSetOrder` is read in the default mode.
    public func read(tokensStudioFolder url: URL) -> CatalogReadResult {
        var session = TokenReadSession()
        var reading = TokensStudioReading(directory: url)
        let contexts = reading.contexts(session: &session)
        return session.finish(contexts)
    }
}
