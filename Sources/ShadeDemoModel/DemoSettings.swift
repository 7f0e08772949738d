import ShadeSystem
public import ShadeTheme
public import ShadeThemeFolder

/// What the demos share besides their library and player: where the choice is saved, where the
/// system appearance comes from, which themes there are, and the order of the settings' choices.
/// The terminal demo and the desktop demo both start through it, so a choice made in one is
/// there in the other.
@MainActor
public enum DemoSettings {
    /// The identifier the demos' preference file is stored under.
    public static let appIdentifier = "org.shade.demo"

    /// The contrast choices in the order a switch shows them: System, On, Off.
    public static let contrastChoices: [ContrastPreference] = [.system, .high, .normal]

    /// The value `offset` choices after `value` in `values`, wrapping around (from the first
    /// when `value` is not one of them): the arrow keys, the shortcut keys and the desktop
    /// demo's actions step through a setting with it.
    public static func step<Value: Equatable>(_ value: Value, in values: [Value], _ offset: Int) -> Value {
        let index = values.firstIndex(of: value) ?? 0
        return values[((index + offset) % values.count + values.count) % values.count]
    }

    /// The preference store of the demos, in the user's configuration folder (`environment`
    /// names it); cleared first when `reset` is set. When the file cannot be used, the choice
    /// lives in memory and `report` says why, as it says what a reset did.
    public static func makeStore(
        environment: [String: String], reset: Bool, report: (String) -> Void
    ) -> any PreferenceStore {
        let store: any PreferenceStore
        do {
            store = try FilePreferenceStore(appIdentifier: appIdentifier, environment: environment)
        } catch {
            report("the settings will not be saved: \(error)")
            return InMemoryPreferenceStore()
        }
        if reset {
            do {
                try store.reset()
                report("the saved appearance settings were cleared.")
            } catch {
                report("the saved settings could not be cleared: \(error)")
            }
        }
        return store
    }

    /// The built-in themes, following the desktop's accent color where it states one.
    public static var builtInThemes: [BasicTheme] {
        BasicTheme.all.map { $0.followingSystemAccent() }
    }

    /// The themes folder of `--themes`, read (before the first frame, so that a saved choice of
    /// one of its files is there at once), or `nil` without one.
    public static func loadThemeFolder(
        path: String?, loader: ThemeFileLoader = .standard
    ) -> ThemeFolder<BasicTheme>? {
        guard let path else { return nil }
        let folder = ThemeFolder<BasicTheme>(path: path, builtInThemes: builtInThemes, loader: loader)
        folder.load()
        return folder
    }
}
