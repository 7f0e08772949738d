import ShadeColor
import ShadeObservation
public import ShadeTraits

/// The app's single source of truth for how it looks: the selected theme, the user's
/// "System / Light / Dark" and contrast choices, and the system appearance, applied to every
/// window and told to every observer.
///
/// ```swift
/// let manager = ThemeManager(
///     themes: BasicTheme.all,
///     store: try FilePreferenceStore(appIdentifier: "com.example.player"),
///     systemAppearance: SystemAppearance.automaticProvider()
/// )
/// manager.attach(window)            // the window and everything under it follow
/// manager.appearance = .dark        // saved, applied to every node, observers told
/// ```
///
/// **Windows.** The manager owns a `TraitScreen` whose traits are the system traits with the
/// preferences on top and the selected theme's ``ThemeTrait``. Every root `TraitNode` attached
/// with ``attach(_:theme:style:)`` inherits them, so every node under it — containers such as a
/// navigation bar included — gets its change callback when the appearance changes; no view can
/// be forgotten. A node that overrides the style itself (a panel that is always light) keeps it.
///
/// **Observers** outside the tree (a model, a chart renderer) register with
/// ``observe(receivingInitialState:_:)``, a target–action pair, a `StateObserver`, or iterate
/// ``updates``. Each gets the current ``ThemeState`` at once and then every change, before the
/// change returns; a change that changes nothing (choosing the current theme again, or a system
/// switch to dark while the user chose light) notifies no one. A change made from inside an
/// observer's callback reaches the observers after the current one, and of several such changes
/// only the latest (the manager's observers share a conflated `Subject`).
///
/// **Order of a change.** A change updates the manager's own state first (so a view that asks the
/// manager from its trait-change callback gets the new answer), then the trait tree, then the
/// observers; it is saved last, outside the frame.
///
/// **Themes that change while the app runs.** ``replaceThemes(_:defaultThemeID:)`` swaps the set
/// of themes (theme files added, edited or removed, as `ThemeFolder` in `ShadeCatalog` does):
/// an edited theme keeps its identifier and reaches the windows and observers through
/// ``ThemeState/themesRevision`` and ``ThemeRevisionTrait``; a removed theme that was in use gives
/// way to the default theme, with a ``ThemeProblem/themeRemoved(_:fallback:)``, while the user's
/// choice is kept so that the theme returns when its file does.
///
/// **Persistence.** The saved preferences are loaded synchronously in the initializer, so the
/// first frame is already right. Changes are saved on the main actor after `saveDelay`, so a burst
/// of changes (a user stepping through the options) is written once; ``savePreferences()`` writes
/// at once, and an app calls it when it quits or goes to the background so the file always holds
/// the last choice. A store that cannot load or save never stops the app: the manager falls back
/// to defaults and reports a ``ThemeProblem`` through its one problem channel, the handler given
/// at creation, whenever it happens.
@MainActor
public final class ThemeManager<AppTheme: Theme> {
    /// The themes the user can choose from, in the order given; ``replaceThemes(_:defaultThemeID:)``
    /// changes them.
    public private(set) var themes: [AppTheme]
    /// The theme used when none is chosen or the chosen one does not exist.
    public private(set) var defaultTheme: AppTheme
    /// The screen the attached windows take their traits from.
    public let screen = TraitScreen()
    /// Problems met so far, oldest first: what the problem handler has been given.
    public private(set) var problems: [ThemeProblem] = []
    /// The current state: theme, preferences and the effective appearance. It is updated before
    /// the trait tree and the observers are told.
    public private(set) var state: ThemeState<AppTheme>
    /// Whether a change is waiting to be saved.
    public var hasUnsavedPreferences: Bool { pendingSave != nil }

    /// The traits of the system other than style and contrast (content size, layout direction,
    /// display gamut, custom traits); windows inherit them. Style and contrast come from the
    /// system appearance provider and the preferences and replace any set here; the provider's
    /// accent color and reduced motion, when it states them, replace those set here.
    public var systemTraits: TraitCollection {
        didSet { applyState() }
    }

    private var themesByID: [ThemeID: AppTheme]
    /// How many times ``replaceThemes(_:defaultThemeID:)`` changed the themes.
    private var themesRevision = 0
    private let store: any PreferenceStore
    private let systemAppearanceProvider: any SystemAppearanceProvider
    private let problemHandler: @MainActor (ThemeProblem) -> Void
    private let saveDelay: Duration
    private var pendingSave: Task<Void, Never>?
    let subject: Subject<ThemeState<AppTheme>>
    private var systemAppearanceSubscription: Subscription?
    private var windowRecords: [ObjectIdentifier: WindowRecord] = [:]

    /// What the user chose, exactly as saved: a theme identifier that no theme has is kept (and
    /// saved again), so that a file written by a release with more themes is not rewritten.
    public private(set) var preferences: ThemePreferences

    /// Creates a manager and loads the saved preferences, synchronously.
    ///
    /// - Parameters:
    ///   - themes: the themes to choose from; must not be empty, and identifiers must be unique.
    ///   - defaultThemeID: the theme used when none is chosen; the first theme when `nil` or not
    ///     among `themes`.
    ///   - store: where the preferences are kept; an in-memory store when not given.
    ///   - systemAppearance: where the system appearance comes from; a manual provider (light,
    ///     normal contrast) when not given.
    ///   - systemTraits: the other system traits windows inherit.
    ///   - saveDelay: how long after a change it is saved; changes made meanwhile are saved with it.
    ///   - onProblem: the manager's problem channel, called on the main actor for each
    ///     ``ThemeProblem``: one met while loading here, and any met later (a save that fails
    ///     after start-up, an unknown theme). By default each is written to standard error;
    ///     `ThemeProblem.log(to:)` in `ShadeSystem` sends them to a swift-log `Logger`.
    public init(
        themes: [AppTheme],
        defaultThemeID: ThemeID? = nil,
        store: any PreferenceStore = InMemoryPreferenceStore(),
        systemAppearance: any SystemAppearanceProvider = ManualSystemAppearance(),
        systemTraits: TraitCollection = TraitCollection(),
        saveDelay: Duration = .milliseconds(250),
        onProblem: @escaping @MainActor (ThemeProblem) -> Void = ThemeProblem.writeToStandardError
    ) {
        precondition(!themes.isEmpty, "A ThemeManager needs at least one theme")
        let themesByID = Dictionary(themes.map { ($0.id, $0) }) { first, _ in first }
        precondition(themesByID.count == themes.count, "Theme identifiers must be unique")
        self.themes = themes
        self.themesByID = themesByID
        self.defaultTheme = defaultThemeID.flatMap { themesByID[$0] } ?? themes[0]
        self.store = store
        self.systemAppearanceProvider = systemAppearance
        self.systemTraits = systemTraits
        self.problemHandler = onProblem
        self.saveDelay = saveDelay

        var loadProblem: ThemeProblem?
        do {
            preferences = try store.load() ?? ThemePreferences()
        } catch {
            preferences = ThemePreferences()
            loadProblem = .preferencesNotLoaded(error)
        }
        let initialState = Self.makeState(
            preferences: preferences, themesByID: themesByID, defaultTheme: defaultTheme, themesRevision: 0,
            system: systemAppearance.appearance, systemTraits: systemTraits)
        state = initialState
        subject = Subject(initialState)
        screen.traitCollection = initialState.traitCollection

        if let loadProblem { report(loadProblem) }
        if let id = preferences.themeID, themesByID[id] == nil {
            report(.unknownTheme(id, fallback: defaultTheme.id))
        }
        systemAppearanceSubscription = systemAppearance.observeChanges { [weak self] _ in
            self?.applyState()
        }
    }

    // MARK: - State

    /// The selected theme (the default one while the chosen identifier is unknown).
    public var theme: AppTheme { state.theme }

    /// The system appearance as the provider reports it, before the preferences apply.
    public var systemAppearance: SystemAppearance { systemAppearanceProvider.appearance }

    /// System, light or dark. Setting it saves the choice and updates everything at once.
    public var appearance: AppearancePreference {
        get { preferences.appearance }
        set { updatePreferences { $0.appearance = newValue } }
    }

    /// System, normal or high contrast. Setting it saves the choice and updates everything at once.
    public var contrast: ContrastPreference {
        get { preferences.contrast }
        set { updatePreferences { $0.contrast = newValue } }
    }

    /// The identifier of the selected theme. Setting an identifier no theme has changes nothing and
    /// reports ``ThemeProblem/unknownTheme(_:fallback:)``.
    public var themeID: ThemeID {
        get { theme.id }
        set {
            guard themesByID[newValue] != nil else {
                report(.unknownTheme(newValue, fallback: theme.id))
                return
            }
            // Choosing the default theme while none is chosen changes nothing.
            guard preferences.themeID != nil || newValue != defaultTheme.id else { return }
            updatePreferences { $0.themeID = newValue }
        }
    }

    /// The theme with identifier `id`, if there is one.
    public func theme(withID id: ThemeID) -> AppTheme? {
        themesByID[id]
    }

    /// The theme that applies to `traits`: the one their ``ThemeTrait`` names, else the selected
    /// theme.
    public func theme(for traits: TraitCollection) -> AppTheme {
        traits.themeID.flatMap { themesByID[$0] } ?? theme
    }

    /// The theme that applies to `node`: a subtree that overrides the theme trait shows its own.
    public func theme(for node: TraitNode) -> AppTheme {
        theme(for: node.traitCollection)
    }

    /// Forgets the saved choice and returns to the defaults (system appearance and contrast,
    /// default theme), updating everything at once.
    public func resetPreferences() {
        pendingSave?.cancel()
        pendingSave = nil
        preferences = ThemePreferences()
        applyState()
        do {
            try store.reset()
        } catch {
            report(.preferencesNotSaved(error))
        }
    }

    /// Saves a change that is waiting to be saved, now. Call it when the app quits or goes to the
    /// background; it does nothing when everything is saved.
    public func savePreferences() {
        guard let pending = pendingSave else { return }
        pending.cancel()
        pendingSave = nil
        do {
            try store.save(preferences)
        } catch {
            report(.preferencesNotSaved(error))
        }
    }

    // MARK: - Changing the themes

    /// Replaces the themes the user can choose from, while the app runs: theme files added,
    /// edited or removed.
    ///
    /// Like any change, it updates the manager's state first, then the windows (one batched tree
    /// update), then the observers, and only when something changed: themes equal to the current
    /// ones, in the same order, with the same default, change nothing and notify no one. (Themes
    /// are compared with `==` when `AppTheme` is `Equatable`; otherwise every theme given counts
    /// as edited.) A change raises ``ThemeState/themesRevision`` and the ``ThemeRevisionTrait`` of
    /// the windows, so a theme edited under the same identifier reaches every view and observer.
    ///
    /// When the theme in use is no longer among `themes`, the default theme takes its place and
    /// ``ThemeProblem/themeRemoved(_:fallback:)`` is reported. The user's choice is kept (and
    /// saved as it was), so the theme is selected again when a later call brings it back.
    ///
    /// ```swift
    /// manager.replaceThemes(BasicTheme.all + themesFromFiles)
    /// ```
    ///
    /// - Parameters:
    ///   - themes: the new themes, in the order a settings screen lists them; must not be empty.
    ///     When two have the same identifier, the first is used and the later one ignored.
    ///   - defaultThemeID: the theme used when none is chosen or the chosen one is missing. When
    ///     `nil` or not among `themes`, the current default theme's identifier is kept if it is
    ///     among them, else the first theme is the default.
    public func replaceThemes(_ themes: [AppTheme], defaultThemeID: ThemeID? = nil) {
        precondition(!themes.isEmpty, "A ThemeManager needs at least one theme")
        var byID: [ThemeID: AppTheme] = [:]
        var unique: [AppTheme] = []
        for theme in themes where byID[theme.id] == nil {
            byID[theme.id] = theme
            unique.append(theme)
        }
        let newDefault = defaultThemeID.flatMap { byID[$0] } ?? byID[defaultTheme.id] ?? unique[0]
        let isUnchanged =
            newDefault.id == defaultTheme.id && unique.count == self.themes.count
            && zip(unique, self.themes).allSatisfy { $0.id == $1.id && Self.isEqual($0, $1) }
        guard !isUnchanged else { return }

        let previousThemeID = state.theme.id
        self.themes = unique
        themesByID = byID
        defaultTheme = newDefault
        themesRevision += 1
        applyState()
        if byID[previousThemeID] == nil {
            report(.themeRemoved(previousThemeID, fallback: theme.id))
        }
    }

    /// Whether two themes are equal: by `==` when the theme type is `Equatable`, else never (an
    /// edit cannot be ruled out).
    private static func isEqual(_ lhs: AppTheme, _ rhs: AppTheme) -> Bool {
        guard let lhs = lhs as? any Equatable else { return false }
        return lhs.isEqual(to: rhs)
    }

    // MARK: - Windows

    /// The attached windows that are still alive, in no particular order.
    public var windows: [TraitNode] {
        windowRecords.values.compactMap(\.window)
    }

    /// Makes `window`, a root node, follow the manager: it takes its traits from ``screen``.
    ///
    /// - Parameters:
    ///   - window: the root node of a window; it is not retained.
    ///   - theme: a theme this window shows whatever the selection, or `nil` to follow it.
    ///   - style: a style this window keeps whatever the preference, or `.unspecified` to follow it.
    ///
    /// Attaching again changes the window's options. A node with a parent keeps following its
    /// parent until it becomes a root (as `TraitNode.screen` is ignored below the root); its
    /// options apply at once. The window is not retained.
    public func attach(_ window: TraitNode, theme: ThemeID? = nil, style: UserInterfaceStyle = .unspecified) {
        if let theme, themesByID[theme] == nil {
            report(.unknownTheme(theme, fallback: self.theme.id))
        }
        let key = ObjectIdentifier(window)
        let previous = windowRecords[key].flatMap { $0.window === window ? $0 : nil }
        let record = WindowRecord(
            window: window, theme: theme.flatMap { themesByID[$0] != nil ? $0 : nil }, style: style)
        windowRecords = windowRecords.filter { $0.value.window != nil }
        windowRecords[key] = record
        TraitNode.performBatchUpdates {
            window.screen = screen
            var overrides = window.traitOverrides
            if record.theme != nil || previous?.theme != nil { overrides.themeID = record.theme }
            if record.style != .unspecified || (previous?.style ?? .unspecified) != .unspecified {
                overrides.userInterfaceStyle = record.style
            }
            window.traitOverrides = overrides
        }
    }

    /// Stops `window` following the manager: it leaves ``screen`` and loses the theme and style
    /// given at ``attach(_:theme:style:)``; other overrides stay.
    public func detach(_ window: TraitNode) {
        guard let record = windowRecords.removeValue(forKey: ObjectIdentifier(window)), record.window === window else {
            return
        }
        TraitNode.performBatchUpdates {
            if window.screen === screen { window.screen = nil }
            if record.theme != nil { window.traitOverrides.themeID = nil }
            if record.style != .unspecified { window.traitOverrides.userInterfaceStyle = .unspecified }
        }
    }

    // MARK: - Updating

    /// Applies a change of the user's choice: the state, the windows and the observers now, the
    /// store after ``saveDelay``.
    private func updatePreferences(_ change: (inout ThemePreferences) -> Void) {
        var updated = preferences
        change(&updated)
        guard updated != preferences else { return }
        preferences = updated
        applyState()
        scheduleSave()
    }

    /// Recomputes the state; if it changed, stores it, then updates the windows (one batched tree
    /// update), then tells the observers.
    private func applyState() {
        let newState = Self.makeState(
            preferences: preferences, themesByID: themesByID, defaultTheme: defaultTheme,
            themesRevision: themesRevision, system: systemAppearanceProvider.appearance, systemTraits: systemTraits)
        guard newState != state else { return }
        state = newState
        screen.traitCollection = newState.traitCollection
        subject.send(newState)
    }

    /// Saves after ``saveDelay`` unless a save is already waiting, which will save this change too.
    /// The task holds the manager until it has saved.
    private func scheduleSave() {
        guard pendingSave == nil else { return }
        pendingSave = Task { [saveDelay] in
            try? await Task.sleep(for: saveDelay)
            guard !Task.isCancelled else { return }
            self.savePreferences()
        }
    }

    /// The state for the preferences: the chosen theme (the default one when none is chosen or
    /// the chosen one is unknown), and the system appearance with the preferences on top.
    private static func makeState(
        preferences: ThemePreferences, themesByID: [ThemeID: AppTheme], defaultTheme: AppTheme, themesRevision: Int,
        system: SystemAppearance, systemTraits: TraitCollection
    ) -> ThemeState<AppTheme> {
        let theme = preferences.themeID.flatMap { themesByID[$0] } ?? defaultTheme
        let style = preferences.appearance.userInterfaceStyle ?? (system.userInterfaceStyle == .dark ? .dark : .light)
        let contrast =
            preferences.contrast.accessibilityContrast ?? (system.accessibilityContrast == .high ? .high : .normal)
        let traits = systemTraits.modifyingTraits {
            $0.userInterfaceStyle = style
            $0.accessibilityContrast = contrast
            $0.themeID = theme.id
            $0[ThemeRevisionTrait.self] = themesRevision
            if let accent = system.accentColor { $0.systemAccentColor = accent }
            if system.prefersReducedMotion { $0.prefersReducedMotion = true }
        }
        return ThemeState(
            theme: theme, preferences: preferences, userInterfaceStyle: style, accessibilityContrast: contrast,
            traitCollection: traits, themesRevision: themesRevision)
    }

    // MARK: - Problems

    /// Reports `problem` through the manager's one problem channel: it is added to ``problems``
    /// and given to the handler, as the manager's own are.
    ///
    /// What feeds the manager from outside reports here, so that the app has one channel to
    /// watch: `ThemeFolder` in `ShadeCatalog` reports its theme files' problems
    /// (``ThemeProblem/themeNotLoaded(_:file:diagnostics:keptLastGood:)`` and the others).
    public func report(_ problem: ThemeProblem) {
        problems.append(problem)
        problemHandler(problem)
    }

    private struct WindowRecord {
        weak var window: TraitNode?
        var theme: ThemeID?
        var style: UserInterfaceStyle
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
