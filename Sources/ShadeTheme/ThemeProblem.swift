public import ShadeDiagnostics
import ShadeJSON
import ShadeTraits

/// Something the ``ThemeManager`` had to work around, reported through its one problem channel:
/// the handler given at its creation (and its ``ThemeManager/problems`` list). None of them stops
/// the app: the manager always has a theme and an appearance.
///
/// The manager's own problems concern the saved preferences and the themes asked for. The others
/// concern theme files read while the app runs, and are reported through the same channel by what
/// reads them (`ThemeFolder` in `ShadeCatalog`, with ``ThemeManager/report(_:)``): a file that
/// cannot be used keeps its last good version in use (or is not offered until it can be read),
/// and a value a file lacks comes from a fallback. Each is reported once, when the file that
/// causes it is read, with the reader's located diagnostics (`file:line:column`).
public enum ThemeProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The saved preferences could not be loaded; the manager started with the defaults. A damaged
    /// preference file is kept and moved aside before the next save.
    case preferencesNotLoaded(PreferenceStoreError)
    /// A change could not be saved; it still applies until the app quits.
    case preferencesNotSaved(PreferenceStoreError)
    /// A theme was asked for by an identifier no theme has; the manager used `fallback` instead.
    case unknownTheme(ThemeID, fallback: ThemeID)
    /// The theme in use was removed (its file deleted while the app runs, see
    /// ``ThemeManager/replaceThemes(_:defaultThemeID:)``); the manager uses `fallback`, the
    /// default theme, instead. The user's choice is kept: the theme returns when it is added again.
    case themeRemoved(ThemeID, fallback: ThemeID)
    /// The theme file has errors, or could not be read at all. `diagnostics` say where
    /// (`file:line:column`); when `keptLastGood` is `true` the version read before stays in use,
    /// otherwise the theme is not offered until its file is fixed.
    case themeNotLoaded(ThemeID, file: String, diagnostics: [Diagnostic], keptLastGood: Bool)
    /// The theme file was read and the theme is in use, with warnings: the reader's (something
    /// read by a reasonable guess), and one for each value the theme asked for that the file
    /// lacks or has in another form, which came from the theme's fallback.
    case themeLoadedWithWarnings(ThemeID, file: String, diagnostics: [Diagnostic])
    /// Two files give a theme the same identifier (`ocean.tokens.json` and `ocean.xcassets`);
    /// `used` is read, `ignored` is not.
    case duplicateTheme(ThemeID, used: String, ignored: String)
    /// The folder of theme files could not be read or watched: it does not exist, or the system
    /// refused. The themes read from it before stay.
    case themesFolderUnavailable(path: String, reason: String)

    /// How serious the problem is: losing the user's choice (it cannot be loaded or saved), or a
    /// theme file or folder that cannot be used, is an error; a theme that does not exist, with a
    /// fallback in its place, a theme file read with warnings and two files for one theme are
    /// warnings.
    public var severity: Severity {
        switch self {
        case .preferencesNotLoaded, .preferencesNotSaved, .themeNotLoaded, .themesFolderUnavailable: .error
        case .unknownTheme, .themeRemoved, .themeLoadedWithWarnings, .duplicateTheme: .warning
        }
    }

    /// The theme the problem is about, if any.
    public var themeID: ThemeID? {
        switch self {
        case .unknownTheme(let id, _), .themeRemoved(let id, _), .themeNotLoaded(let id, _, _, _),
            .themeLoadedWithWarnings(let id, _, _), .duplicateTheme(let id, _, _):
            id
        case .preferencesNotLoaded, .preferencesNotSaved, .themesFolderUnavailable: nil
        }
    }

    /// The located diagnostics (`file:line:column`) of the theme file the problem is about;
    /// empty for every other problem.
    public var diagnostics: [Diagnostic] {
        switch self {
        case .themeNotLoaded(_, _, let diagnostics, _), .themeLoadedWithWarnings(_, _, let diagnostics):
            diagnostics
        case .preferencesNotLoaded, .preferencesNotSaved, .unknownTheme, .themeRemoved, .duplicateTheme,
            .themesFolderUnavailable:
            []
        }
    }

    /// The default problem handler of a ``ThemeManager``: writes the problem's description to
    /// standard error.
    public static func writeToStandardError(_ problem: ThemeProblem) {
        StandardError.writeLine("\(problem.severity): \(problem)")
    }

    /// A sentence for a log or an alert; for a theme file, then each located diagnostic on a line
    /// of its own:
    ///
    /// ```
    /// The theme "aurora" could not be loaded from /themes/aurora.tokens.json; its last good version stays in use.
    ///   /themes/aurora.tokens.json:3:17: error: color.background: expected a color, found "blue"
    /// ```
    public var description: String {
        switch self {
        case .preferencesNotLoaded(let error):
            "The appearance settings could not be loaded, so the defaults apply: \(error)"
        case .preferencesNotSaved(let error):
            "The appearance settings could not be saved: \(error)"
        case .unknownTheme(let id, let fallback):
            "There is no theme named \(JSONWriter.displayQuoted(id.rawValue)); using \(JSONWriter.displayQuoted(fallback.rawValue))."
        case .themeRemoved(let id, let fallback):
            "The theme \(JSONWriter.displayQuoted(id.rawValue)) was removed; using \(JSONWriter.displayQuoted(fallback.rawValue)) "
                + "until it returns."
        case .themeNotLoaded(let id, let file, let diagnostics, let keptLastGood):
            "The theme \(JSONWriter.displayQuoted(id.rawValue)) could not be loaded from \(DisplayText.escaped(file)); "
                + (keptLastGood ? "its last good version stays in use." : "it is not offered until the file is fixed.")
                + Self.lines(diagnostics)
        case .themeLoadedWithWarnings(let id, let file, let diagnostics):
            "The theme \(JSONWriter.displayQuoted(id.rawValue)) was loaded from \(DisplayText.escaped(file)) "
                + "with warnings." + Self.lines(diagnostics)
        case .duplicateTheme(let id, let used, let ignored):
            "Two files give the theme \(JSONWriter.displayQuoted(id.rawValue)): "
                + "\(DisplayText.escaped(used)) is used, \(DisplayText.escaped(ignored)) is ignored."
        case .themesFolderUnavailable(let path, let reason):
            "The themes folder \(DisplayText.escaped(path)) cannot be used: \(DisplayText.escaped(reason))."
        }
    }

    /// Each diagnostic on a line of its own, indented.
    private static func lines(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { "\n  \($0)" }.joined()
    }
}
