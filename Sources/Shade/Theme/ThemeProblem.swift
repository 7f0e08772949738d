/// Something the ``ThemeManager`` had to work around, reported through its problem handler and
/// its log. None of them stops the app: the manager always has a theme and an appearance.
public enum ThemeProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The saved preferences could not be loaded; the manager started with the defaults. A damaged
    /// preference file is kept and moved aside before the next save.
    case preferencesNotLoaded(PreferenceStoreError)
    /// A change could not be saved; it still applies until the app quits.
    case preferencesNotSaved(PreferenceStoreError)
    /// A theme was asked for by an identifier no theme has; the manager used `fallback` instead.
    case unknownTheme(ThemeID, fallback: ThemeID)

    /// A sentence for a log or an alert.
    public var description: String {
        switch self {
        case .preferencesNotLoaded(let error):
            "The appearance settings could not be loaded, so the defaults apply: \(error)"
        case .preferencesNotSaved(let error):
            "The appearance settings could not be saved: \(error)"
        case .unknownTheme(let id, let fallback):
            "There is no theme named \(JSONWriter.quoted(id.rawValue)); using \(JSONWriter.quoted(fallback.rawValue))."
        }
    }
}
