import Testing

@testable import Shade
@testable import ShadeTheme

/// Themes that change while the app runs: `replaceThemes(_:defaultThemeID:)`.
@MainActor
@Suite struct ThemeManagerReplaceThemesTests {
    private func makeManager(
        themes: [BasicTheme] = BasicTheme.all,
        store: any PreferenceStore = InMemoryPreferenceStore(),
        onProblem: @escaping @MainActor (ThemeProblem) -> Void = { _ in }
    ) -> ThemeManager<BasicTheme> {
        ThemeManager(
            themes: themes, store: store,
            systemAppearance: ManualSystemAppearance(SystemAppearance(userInterfaceStyle: .light)),
            onProblem: onProblem)
    }

    /// Sepia with another background, as after an edit of its file.
    private static let editedSepia: BasicTheme = {
        var theme = BasicTheme.sepia
        theme.background = DynamicColor(any: Color(rgb: 0xFFEEDD), dark: Color(rgb: 0x221100))
        return theme
    }()

    private static let aurora = BasicTheme(
        id: "aurora", displayName: "Aurora", background: DynamicColor(any: Color(rgb: 0x102030)),
        secondaryBackground: .secondarySystemBackground, label: .label, secondaryLabel: .secondaryLabel,
        accent: .systemGreen, onAccent: DynamicColor(any: .white), separator: .separator)

    @Test func equalThemesChangeNothingAndNotifyNoOne() {
        let manager = makeManager()
        let window = TraitNode(name: "window")
        manager.attach(window)
        var count = 0
        let subscription = manager.observe(receivingInitialState: false) { _ in count += 1 }
        var callbacks = 0
        window.registerForTraitChanges([ThemeRevisionTrait.self]) { (_: TraitNode, _) in callbacks += 1 }

        manager.replaceThemes(BasicTheme.all)
        manager.replaceThemes(BasicTheme.all, defaultThemeID: "standard")
        #expect(count == 0)
        #expect(callbacks == 0)
        #expect(manager.state.themesRevision == 0)
        #expect(window.traitCollection.themeRevision == 0)
        subscription.cancel()
    }

    @Test func anEditedThemeInUseReachesTheTreeThenTheObserversOnce() {
        let manager = makeManager()
        manager.themeID = "sepia"
        manager.savePreferences()
        let window = TraitNode(name: "window")
        manager.attach(window)
        var events: [String] = []
        window.registerForTraitChanges([ThemeTrait.self, ThemeRevisionTrait.self]) { (window: TraitNode, _) in
            // A view that asks the manager from its callback gets the edited theme.
            let background = manager.theme(for: window).background.resolvedColor(with: window.traitCollection)
            events.append("tree: \(background.hexString), state \(manager.state.themesRevision)")
        }
        let subscription = manager.observe(receivingInitialState: false) { state in
            let background = state.theme.background.resolvedColor(with: state.traitCollection)
            events.append(
                "observer: \(state.theme.id) \(background.hexString), tree \(window.traitCollection.themeRevision)")
        }

        manager.replaceThemes([.standard, Self.editedSepia, .ocean])
        #expect(events == ["tree: #FFEEDD, state 1", "observer: sepia #FFEEDD, tree 1"])
        #expect(manager.theme == Self.editedSepia)
        #expect(manager.themes.map(\.id) == ["standard", "sepia", "ocean"])
        #expect(!manager.hasUnsavedPreferences)  // nothing the user chose changed

        manager.replaceThemes([.standard, Self.editedSepia, .ocean])  // the same again: nothing
        #expect(events.count == 2)
        subscription.cancel()
    }

    @Test func anEditedThemeShownByASubtreeIsResolvedAgainThere() {
        let manager = makeManager()
        let window = TraitNode(name: "window")
        let preview = TraitNode(name: "preview")
        window.addChild(preview)
        preview.traitOverrides.themeID = "sepia"
        manager.attach(window)
        var resolved: [String] = []
        preview.registerForTraitChanges([ThemeRevisionTrait.self]) { (preview: TraitNode, _) in
            resolved.append(
                manager.theme(for: preview).background.resolvedColor(with: preview.traitCollection).hexString)
        }
        manager.replaceThemes([.standard, Self.editedSepia, .ocean])
        #expect(resolved == ["#FFEEDD"])
        #expect(manager.theme.id == "standard")
    }

    @Test func anAddedThemeIsOfferedAndTheSettingsScreenIsTold() {
        let manager = makeManager()
        var revisions: [Int] = []
        let subscription = manager.observe(receivingInitialState: false) { revisions.append($0.themesRevision) }
        manager.replaceThemes(BasicTheme.all + [Self.aurora])
        #expect(revisions == [1])
        #expect(manager.themes.map(\.id) == ["standard", "sepia", "ocean", "aurora"])
        manager.themeID = "aurora"
        #expect(manager.theme.id == "aurora")
        #expect(manager.problems.isEmpty)
        subscription.cancel()
    }

    @Test func aSavedChoiceOfAThemeThatArrivesLaterIsSelectedWhenItDoes() {
        var reported: [ThemeProblem] = []
        let store = InMemoryPreferenceStore(ThemePreferences(themeID: "aurora"))
        let manager = makeManager(store: store, onProblem: { reported.append($0) })
        #expect(manager.theme.id == "standard")
        manager.replaceThemes(BasicTheme.all + [Self.aurora])
        #expect(manager.theme.id == "aurora")
        #expect(reported == [.unknownTheme("aurora", fallback: "standard")])
    }

    @Test func removingTheThemeInUseFallsBackSaysSoAndKeepsTheChoice() {
        var reported: [ThemeProblem] = []
        let store = InMemoryPreferenceStore()
        let manager = makeManager(themes: BasicTheme.all + [Self.aurora], store: store) { reported.append($0) }
        manager.themeID = "aurora"
        manager.savePreferences()
        let window = TraitNode(name: "window")
        manager.attach(window)
        var states: [ThemeID] = []
        let subscription = manager.observe(receivingInitialState: false) { states.append($0.theme.id) }

        manager.replaceThemes(BasicTheme.all)
        #expect(manager.theme.id == "standard")
        #expect(window.traitCollection.themeID == "standard")
        #expect(states == ["standard"])
        #expect(reported == [.themeRemoved("aurora", fallback: "standard")])
        #expect(reported.first?.description == #"The theme "aurora" was removed; using "standard" until it returns."#)
        #expect(reported.first?.severity == .warning)
        #expect(manager.preferences.themeID == "aurora")
        #expect(!manager.hasUnsavedPreferences)
        #expect(store.preferences?.themeID == "aurora")

        // Its file comes back: so does the user's choice, without another problem.
        manager.replaceThemes(BasicTheme.all + [Self.aurora])
        #expect(manager.theme.id == "aurora")
        #expect(window.traitCollection.themeID == "aurora")
        #expect(states == ["standard", "aurora"])
        #expect(reported.count == 1)
        subscription.cancel()
    }

    @Test func removingAThemeNotInUseReportsNothing() {
        var reported: [ThemeProblem] = []
        let manager = makeManager(themes: BasicTheme.all + [Self.aurora]) { reported.append($0) }
        manager.themeID = "ocean"
        manager.replaceThemes(BasicTheme.all)
        #expect(manager.theme.id == "ocean")
        #expect(reported.isEmpty)
    }

    @Test func removingTheDefaultThemeMakesTheFirstOneTheDefault() {
        var reported: [ThemeProblem] = []
        let manager = makeManager { reported.append($0) }
        manager.replaceThemes([.sepia, .ocean])
        #expect(manager.defaultTheme.id == "sepia")
        #expect(manager.theme.id == "sepia")
        #expect(reported == [.themeRemoved("standard", fallback: "sepia")])
    }

    @Test func theDefaultCanBeNamedAndIsOtherwiseKept() {
        let manager = makeManager()
        manager.replaceThemes([.ocean, .sepia, .standard])
        #expect(manager.defaultTheme.id == "standard")
        #expect(manager.theme.id == "standard")
        manager.replaceThemes([.ocean, .sepia, .standard], defaultThemeID: "ocean")
        #expect(manager.defaultTheme.id == "ocean")
        #expect(manager.theme.id == "ocean")
        manager.replaceThemes([.ocean, .sepia], defaultThemeID: "aurora")  // unknown: the current one stays
        #expect(manager.defaultTheme.id == "ocean")
    }

    @Test func aReorderedListIsAChange() {
        let manager = makeManager()
        var count = 0
        let subscription = manager.observe(receivingInitialState: false) { _ in count += 1 }
        manager.replaceThemes([.ocean, .sepia, .standard])
        #expect(count == 1)
        #expect(manager.themes.map(\.id) == ["ocean", "sepia", "standard"])
        subscription.cancel()
    }

    @Test func theFirstOfTwoThemesWithOneIdentifierIsUsed() {
        let manager = makeManager()
        manager.replaceThemes([.standard, Self.editedSepia, .sepia])
        #expect(manager.themes.map(\.id) == ["standard", "sepia"])
        #expect(manager.theme(withID: "sepia") == Self.editedSepia)
    }

    @Test func themesThatAreNotEquatableCountAsEditedEachTime() {
        struct PlainTheme: Theme {
            let id: ThemeID
        }
        let manager = ThemeManager(themes: [PlainTheme(id: "plain")], onProblem: { _ in })
        var count = 0
        let subscription = manager.observe(receivingInitialState: false) { _ in count += 1 }
        manager.replaceThemes([PlainTheme(id: "plain")])
        manager.replaceThemes([PlainTheme(id: "plain")])
        #expect(count == 2)
        #expect(manager.state.themesRevision == 2)
        subscription.cancel()
    }
}
