public import ShadeDiagnostics
import ShadeJSON
public import ShadeTheme
import ShadeTraits

/// Something a ``ThemeFolder`` met while reading its theme files, reported through its one
/// problem channel (the handler given at its creation, and its ``ThemeFolder/problems`` list).
///
/// None of them stops the app: a theme file that cannot be read keeps its last good version in
/// use (or is not offered until it can be read), and a value a file lacks comes from the base
/// theme. Each problem is reported once, when the file that causes it is read.
public enum ThemeFolderProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The theme file has errors, or could not be read at all. `diagnostics` say where
    /// (`file:line:column`); when `keptLastGood` is `true` the version read before stays in use,
    /// otherwise the theme is not offered until its file is fixed.
    case themeNotLoaded(ThemeID, file: String, diagnostics: [Diagnostic], keptLastGood: Bool)
    /// The theme file was read and the theme is in use, with warnings: `diagnostics` from the
    /// reader (something read by a reasonable guess) and `values` the theme asked for that the
    /// file lacks or has in another form, which came from the base theme.
    case themeLoadedWithWarnings(
        ThemeID, file: String, diagnostics: [Diagnostic], values: [CatalogThemeProblem])
    /// Two files give a theme the same identifier (`ocean.tokens.json` and `ocean.xcassets`);
    /// `used` is read, `ignored` is not.
    case duplicateTheme(ThemeID, used: String, ignored: String)
    /// The folder could not be read or watched: it does not exist, or the system refused.
    case folderUnavailable(path: String, reason: String)

    /// An error for a file or folder that could not be used; a warning otherwise.
    public var severity: Severity {
        switch self {
        case .themeNotLoaded, .folderUnavailable: .error
        case .themeLoadedWithWarnings, .duplicateTheme: .warning
        }
    }

    /// The theme the problem is about, if any.
    public var themeID: ThemeID? {
        switch self {
        case .themeNotLoaded(let id, _, _, _), .themeLoadedWithWarnings(let id, _, _, _),
            .duplicateTheme(let id, _, _):
            id
        case .folderUnavailable: nil
        }
    }

    /// The reader's located diagnostics (`file:line:column`) of the file the problem is about;
    /// empty for two files with one identifier and for a problem of the folder.
    public var diagnostics: [Diagnostic] {
        switch self {
        case .themeNotLoaded(_, _, let diagnostics, _), .themeLoadedWithWarnings(_, _, let diagnostics, _):
            diagnostics
        case .duplicateTheme, .folderUnavailable:
            []
        }
    }

    /// The default problem handler of a ``ThemeFolder``: writes the description to standard error.
    public static func writeToStandardError(_ problem: ThemeFolderProblem) {
        StandardError.writeLine("\(problem.severity): \(problem)")
    }

    /// A sentence, then each located diagnostic on a line of its own:
    ///
    /// ```
    /// The theme "aurora" could not be loaded from /themes/aurora.tokens.json; its last good version stays in use.
    ///   /themes/aurora.tokens.json:3:17: error: color.background: expected a color, found "blue"
    /// ```
    public var description: String {
        switch self {
        case .themeNotLoaded(let id, let file, let diagnostics, let keptLastGood):
            let outcome =
                keptLastGood ? "its last good version stays in use" : "it is not offered until the file is fixed"
            return "The theme \(JSONWriter.displayQuoted(id.rawValue)) could not be loaded from "
                + "\(DisplayText.escaped(file)); \(outcome)."
                + Self.lines(diagnostics.map(\.description))
        case .themeLoadedWithWarnings(let id, let file, let diagnostics, let values):
            return "The theme \(JSONWriter.displayQuoted(id.rawValue)) was loaded from \(DisplayText.escaped(file)) "
                + "with warnings."
                + Self.lines(diagnostics.map(\.description) + values.map(\.description))
        case .duplicateTheme(let id, let used, let ignored):
            return "Two files give the theme \(JSONWriter.displayQuoted(id.rawValue)): "
                + "\(DisplayText.escaped(used)) is used, \(DisplayText.escaped(ignored)) is ignored."
        case .folderUnavailable(let path, let reason):
            return "The themes folder \(DisplayText.escaped(path)) cannot be used: \(DisplayText.escaped(reason))."
        }
    }

    private static func lines(_ lines: [String]) -> String {
        lines.map { "\n  " + $0 }.joined()
    }
}
