public import Foundation
public import ShadeCatalogModel
import ShadeFiles
import ShadeJSON
public import ShadeTokens

extension TokenReader {
    /// Reads Figma variables: a REST response of `GET /v1/files/:file_key/variables/local` saved
    /// to a file, or a folder of Figma's `<Collection>.<Mode>.json` export, as
    /// ``ThemeFileKind/figmaVariables`` and ``ThemeFileKind/figmaExport`` tell them apart.
    ///
    /// Each mode of a collection with several modes is a mode of the catalog, read by the rule of
    /// ``TokenMode`` (`Light`, `Dark`, `High contrast`, `HC`, `Light HC`, `Dark High Contrast`
    /// are appearances, whatever their letter case; any other name is a named theme). In each
    /// mode, every other collection is read in its mode of the same meaning, else, with one
    /// mode, in that mode, else in its default mode:
    /// 1. the mode named ``figmaDefaultMode``, when the collection has one of that name;
    /// 2. else the response's `defaultModeId` (an export does not record it);
    /// 3. else a mode whose name reads as the default appearance (`Light`, `Default`, `Light
    ///    Default`: no condition and no theme by the rule of ``TokenMode``);
    /// 4. else the first by name, with a warning.
    ///
    /// Each theme is also read in each appearance of the other collections (`Modern Theme ×
    /// Dark`: the themes' collection in `Modern Theme`, the appearances' in `Dark`), unless a
    /// collection has both but not the two together. Two modes of one collection of the same
    /// meaning (`Dark` and `dark`) are one variant: the first is read, with a warning naming both.
    ///
    /// Aliases resolve across collections within each mode; an alias of a variable of another
    /// type is an error. A variable whose value in the default mode cannot be read is left out,
    /// with an error, not given another mode's value.
    ///
    /// `COLOR` variables become colors (sRGB, with their alpha), `FLOAT`, `STRING` and `BOOLEAN`
    /// variables other values of type `number`, `string` and `boolean`, with a value per mode
    /// where they differ (``CatalogEntry/modeValues``). A variable named `a/b/c` is the entry
    /// `a.b.c`; a `.` inside a part of the name (`spacing/1.5`, which Figma allows) is written
    /// `%2E` (`spacing.1%2E5`), a `{` or `}` `%7B` or `%7D`, a `$` that starts a part `%24`
    /// (`brand/$value` is `brand.%24value`, not the value of `brand`), and a `%` followed by two
    /// hex digits `%25`, so that every name is a token name, and the export's aliases of it
    /// (`{spacing.1.5}`) are read as such. A name with an empty part (`a//b`) is an error that
    /// names the variable, and every variable is read or reported. A variable's
    /// `hiddenFromPublishing`, `scopes` and `codeSyntax` are kept in ``CatalogEntry/extensions``
    /// under `com.figma`, as Figma's export writes them. An alias whose target is not in the
    /// response is a located error, and the value is left out.
    public func read(figma url: URL) -> CatalogReadResult {
        if FileTree.isDirectory(url.path) {
            return read(figmaExport: url)
        }
        return read(figmaVariables: url)
    }

    /// Reads a REST response of `GET /v1/files/:file_key/variables/local` saved to a file (see
    /// ``read(figma:)``).
    public func read(figmaVariables url: URL) -> CatalogReadResult {
        var session = TokenReadSession()
        guard let root = session.parse(url: url, file: url.path, reference: nil) else { return session.finish([]) }
        return readFigmaVariables(root: root, file: url.path, session: &session)
    }

    /// Reads the bytes of a REST response of `GET /v1/files/:file_key/variables/local`; `name`
    /// names it in diagnostics (see ``read(figma:)``).
    public func read(figmaVariablesBytes bytes: [UInt8], name: String = "variables.json") -> CatalogReadResult {
        var session = TokenReadSession()
        guard let root = session.parse(bytes: bytes, file: name, reference: nil) else { return session.finish([]) }
        return readFigmaVariables(root: root, file: name, session: &session)
    }

    /// Reads a folder of Figma's `<Collection>.<Mode>.json` export (see ``read(figma:)``).
    public func read(figmaExport folder: URL) -> CatalogReadResult {
        var session = TokenReadSession()
        var reading = FigmaReading()
        reading.defaultModeName = figmaDefaultMode
        let collections = reading.exportCollections(in: folder, session: &session)
        let contexts = reading.contexts(collections: collections, input: folder.path, session: &session)
        return session.finish(contexts, everyTokenInEveryMode: true, recordsValueSources: false)
    }

    private func readFigmaVariables(root: JSONNode, file: String, session: inout TokenReadSession)
        -> CatalogReadResult
    {
        var reading = FigmaReading()
        reading.defaultModeName = figmaDefaultMode
        let collections = reading.restCollections(root: root, file: file, session: &session)
        let contexts =
            collections.isEmpty ? [] : reading.contexts(collections: collections, input: file, session: &session)
        return session.finish(contexts, everyTokenInEveryMode: true, recordsValueSources: false)
    }
}
