public import ShadeDiagnostics
import ShadeJSON
import ShadeTraits

/// Something the ``ThemeManager`` had to work around, reported through its one problem channel:
/// the handler given at its creation (and its ``ThemeManager/problems`` list). None of them stops
/// the app: the manager always has a theme and an appearance.
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

    /// How serious the problem is: losing the user's choice (it cannot be loaded or saved) is an
    /// error; a theme that does not exist, with a fallback in its place, is a warning.
    public var severity: Severity {
        switch self {
        case .preferencesNotLoaded, .preferencesNotSaved: .error
        case .unknownTheme, .themeRemoved: .warning
        }
    }

    /// The default problem handler of a ``ThemeManager``: writes the problem's description to
    /// standard error.
    public static func writeToStandardError(_ problem: ThemeProblem) {
        StandardError.writeLine("\(problem.severity): \(problem)")
    }

    /// A sentence for a log or an alert.
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
        }
    }
}
