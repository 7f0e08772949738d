import Foundation
import ShadeTestSupport
import Testing

@testable import Shade
@testable import ShadeTheme

/// A node that records the styles and themes of its change callbacks.
@MainActor
private final class StyleRecordingNode: TraitNode {
    var styles: [UserInterfaceStyle] = []
    var themes: [ThemeID?] = []

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        styles.append(traitCollection.userInterfaceStyle)
        themes.append(traitCollection.themeID)
    }
}

/// A model object outside the tree that observes the manager through a method.
@MainActor
private final class PlayerModel {
    var received: [ThemeState<BasicTheme>] = []
    func themeDidChange(_ state: ThemeState<BasicTheme>) { received.append(state) }
}

@MainActor
private final class ChartRenderer: StateObserver {
    var received: [ThemeState<BasicTheme>] = []
    func apply(_ state: ThemeState<BasicTheme>) { received.append(state) }
}

@MainActor
@Suite struct ThemeManagerTests {
    private func makeManager(
        store: any PreferenceStore = InMemoryPreferenceStore(),
        system: ManualSystemAppearance = ManualSystemAppearance(SystemAppearance(userInterfaceStyle: .light)),
        onProblem: @escaping @MainActor (ThemeProblem) -> Void = { _ in }
    ) -> ThemeManager<BasicTheme> {
        ThemeManager(themes: BasicTheme.all, store: store, systemAppearance: system, onProblem: onProblem)
    }

    // MARK: - Defaults and state

    @Test func startsWithTheDefaultsAndTheFirstTheme() {
        let manager = makeManager()
        #expect(manager.theme.id == "standard")
        #expect(manager.appearance == .system)
        #expect(manager.contrast == .system)
        #expect(manager.state.userInterfaceStyle == .light)
        #expect(manager.state.accessibilityContrast == .normal)
        #expect(manager.problems.isEmpty)
    }

    @Test func anUnspecifiedSystemAppearanceCountsAsLightAndNormalContrast() {
        let manager = makeManager(system: ManualSystemAppearance())
        #expect(manager.state.userInterfaceStyle == .light)
        #expect(manager.state.accessibilityContrast == .normal)
    }

    @Test func theDefaultThemeCanBeNamed() {
        let manager = ThemeManager(themes: BasicTheme.all, defaultThemeID: "ocean")
        #expect(manager.theme.id == "ocean")
        #expect(manager.defaultTheme.id == "ocean")
    }

    @Test func thePreferencesSetTheRootTraits() {
        let manager = makeManager()
        manager.appearance = .dark
        manager.contrast = .high
        manager.themeID = "sepia"
        let traits = manager.screen.traitCollection
        #expect(traits.userInterfaceStyle == .dark)
        #expect(traits.accessibilityContrast == .high)
        #expect(traits.themeID == "sepia")
        #expect(manager.state.traitCollection == traits)
    }

    @Test func systemTraitsReachTheWindows() {
        let manager = makeManager()
        let window = TraitNode(name: "window")
        manager.attach(window)
        manager.systemTraits = TraitCollection(preferredContentSizeCategory: .accessibilityLarge)
        #expect(window.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
        #expect(window.traitCollection.userInterfaceStyle == .light)
        let font = manager.theme(for: window).bodyFont.resolved(with: window.traitCollection)
        #expect(font.pointSize == 33)
    }

    // MARK: - Observers

    @Test func everyFormOfRegistrationGetsTheCurrentStateAtOnce() async {
        let manager = makeManager()
        manager.themeID = "ocean"
        var closureStates: [ThemeState<BasicTheme>] = []
        let subscription = manager.observe { closureStates.append($0) }
        let model = PlayerModel()
        #expect(manager.subscribe(model, PlayerModel.themeDidChange))
        let renderer = ChartRenderer()
        #expect(manager.subscribe(renderer))
        var iterator = manager.updates.makeAsyncIterator()
        let first = await iterator.next()

        #expect(closureStates.map(\.theme.id) == ["ocean"])
        #expect(model.received.map(\.theme.id) == ["ocean"])
        #expect(renderer.received.map(\.theme.id) == ["ocean"])
        #expect(first?.theme.id == "ocean")

        manager.appearance = .dark
        let second = await iterator.next()
        #expect(closureStates.map(\.userInterfaceStyle) == [.light, .dark])
        #expect(model.received.map(\.userInterfaceStyle) == [.light, .dark])
        #expect(renderer.received.map(\.userInterfaceStyle) == [.light, .dark])
        #expect(second?.userInterfaceStyle == .dark)
        subscription.cancel()
    }

    @Test func noOpChangesNotifyNoOneAndSaveNothing() {
        let store = InMemoryPreferenceStore()
        let manager = makeManager(store: store)
        var count = 0
        let subscription = manager.observe(receivingInitialState: false) { _ in count += 1 }
        manager.appearance = .system
        manager.contrast = .system
        manager.themeID = "standard"
        manager.systemTraits = TraitCollection()
        #expect(count == 0)
        #expect(!manager.hasUnsavedPreferences)
        manager.savePreferences()
        #expect(store.saveCount == 0)
        manager.appearance = .dark
        manager.appearance = .dark
        #expect(count == 1)
        manager.savePreferences()
        #expect(store.saveCount == 1)
        subscription.cancel()
    }

    @Test func aPreferenceChangeThatKeepsTheLookStillTellsTheSettingsScreen() {
        let manager = makeManager()
        var states: [ThemeState<BasicTheme>] = []
        let subscription = manager.observe(receivingInitialState: false) { states.append($0) }
        manager.appearance = .light  // the system is light too: same look, new choice
        #expect(states.map(\.preferences.appearance) == [.light])
        #expect(states.map(\.userInterfaceStyle) == [.light])
        subscription.cancel()
    }

    @Test func observersAreHeldWeakly() {
        let manager = makeManager()
        var model: PlayerModel? = PlayerModel()
        weak let weakModel = model
        manager.subscribe(model!, PlayerModel.themeDidChange)
        #expect(manager.isSubscribed(model!))
        model = nil
        #expect(weakModel == nil)
        manager.appearance = .dark  // delivering to a released target is a no-op
        let renderer = ChartRenderer()
        manager.subscribe(renderer)
        manager.unsubscribe(renderer)
        manager.appearance = .light
        #expect(renderer.received.map(\.userInterfaceStyle) == [.dark])
    }

    // MARK: - System appearance

    @Test func aSystemChangeUnderSystemUpdatesEverything() {
        let system = ManualSystemAppearance(SystemAppearance(userInterfaceStyle: .light))
        let manager = makeManager(system: system)
        let window = StyleRecordingNode(name: "window")
        manager.attach(window)
        var states: [UserInterfaceStyle] = []
        let subscription = manager.observe(receivingInitialState: false) { states.append($0.userInterfaceStyle) }

        system.appearance.userInterfaceStyle = .dark
        #expect(window.traitCollection.userInterfaceStyle == .dark)
        #expect(window.styles.last == .dark)
        #expect(states == [.dark])

        system.appearance.accessibilityContrast = .high
        #expect(window.traitCollection.accessibilityContrast == .high)
        subscription.cancel()
    }

    @Test func aSystemChangeUnderAFixedPreferenceNotifiesNoOne() {
        let system = ManualSystemAppearance(SystemAppearance(userInterfaceStyle: .light))
        let manager = makeManager(system: system)
        manager.appearance = .light
        manager.contrast = .normal
        let window = StyleRecordingNode(name: "window")
        manager.attach(window)
        let callbacksBefore = window.styles.count
        var count = 0
        let subscription = manager.observe(receivingInitialState: false) { _ in count += 1 }

        system.appearance = SystemAppearance(userInterfaceStyle: .dark, accessibilityContrast: .high)
        #expect(count == 0)
        #expect(window.styles.count == callbacksBefore)
        #expect(window.traitCollection.userInterfaceStyle == .light)
        #expect(manager.systemAppearance.userInterfaceStyle == .dark)

        manager.appearance = .system  // now the system's dark applies
        #expect(count == 1)
        #expect(window.traitCollection.userInterfaceStyle == .dark)
        subscription.cancel()
    }

    // MARK: - The tree

    @Test func theNavigationContainerAndItsChildrenFollowWhileALightSubtreeStaysLight() {
        let manager = makeManager()
        let window = StyleRecordingNode(name: "window")
        let navigationController = StyleRecordingNode(name: "navigationController")
        let navigationBar = StyleRecordingNode(name: "navigationBar")
        let list = StyleRecordingNode(name: "list")
        let lightPanel = StyleRecordingNode(name: "lightPanel")
        let lightPanelLabel = StyleRecordingNode(name: "lightPanelLabel")
        let inAppDarkSubview = StyleRecordingNode(name: "inAppDarkSubview")
        window.addChild(navigationController)
        navigationController.addChild(navigationBar)
        navigationController.addChild(list)
        list.addChild(lightPanel)
        lightPanel.overrideUserInterfaceStyle = .light
        lightPanel.addChild(lightPanelLabel)
        lightPanel.addChild(inAppDarkSubview)
        manager.attach(window)
        let followers = [window, navigationController, navigationBar, list]
        let panel = [lightPanel, lightPanelLabel]
        let panelCallbacks = panel.map(\.styles.count)

        manager.appearance = .dark
        for node in followers {
            #expect(node.traitCollection.userInterfaceStyle == .dark, "\(node.name!) follows the preference")
            #expect(node.styles.last == .dark, "\(node.name!) was told")
        }
        for (node, count) in zip(panel, panelCallbacks) {
            #expect(node.traitCollection.userInterfaceStyle == .light, "\(node.name!) stays light")
            #expect(node.styles.count == count, "\(node.name!) gets no callback")
        }

        // The subview inside the light panel follows the manager's style instead.
        inAppDarkSubview.overrideUserInterfaceStyle = manager.state.userInterfaceStyle
        let subscription = manager.observe(receivingInitialState: false) { state in
            inAppDarkSubview.overrideUserInterfaceStyle = state.userInterfaceStyle
        }
        #expect(inAppDarkSubview.traitCollection.userInterfaceStyle == .dark)
        manager.appearance = .light
        manager.appearance = .dark
        #expect(inAppDarkSubview.styles.suffix(3) == [.dark, .light, .dark])
        #expect(lightPanel.traitCollection.userInterfaceStyle == .light)
        subscription.cancel()
    }

    @Test func aSubtreeCanShowAnotherTheme() {
        let manager = makeManager()
        let window = TraitNode(name: "window")
        let preview = TraitNode(name: "preview")
        let previewRow = TraitNode(name: "previewRow")
        window.addChild(preview)
        preview.addChild(previewRow)
        manager.attach(window)
        preview.traitOverrides.themeID = "ocean"
        #expect(manager.theme(for: window).id == "standard")
        #expect(manager.theme(for: previewRow).id == "ocean")
        manager.themeID = "sepia"
        #expect(manager.theme(for: window).id == "sepia")
        #expect(manager.theme(for: previewRow).id == "ocean")
    }

    @Test func aThemeChangeIsAColorAppearanceChange() {
        let manager = makeManager()
        let window = TraitNode(name: "window")
        manager.attach(window)
        let before = window.traitCollection
        manager.themeID = "ocean"
        var reresolved = false
        window.performIfAppearanceChanged(from: before) { reresolved = true }
        #expect(reresolved)
        let ocean = manager.theme(for: window).background.resolvedColor(with: window.traitCollection)
        #expect(ocean == Color(rgb: 0xEEF6FA))
    }

    @Test func eachWindowCanHaveItsOwnThemeAndStyle() {
        let manager = makeManager()
        let main = StyleRecordingNode(name: "main")
        let inspector = StyleRecordingNode(name: "inspector")
        let preview = StyleRecordingNode(name: "preview")
        manager.attach(main)
        manager.attach(inspector, theme: "sepia")
        manager.attach(preview, style: .dark)
        #expect(Set(manager.windows.map(\.name)) == ["main", "inspector", "preview"])

        manager.themeID = "ocean"
        #expect(manager.theme(for: main).id == "ocean")
        #expect(manager.theme(for: inspector).id == "sepia")
        #expect(manager.theme(for: preview).id == "ocean")

        manager.appearance = .light
        #expect(preview.traitCollection.userInterfaceStyle == .dark)
        #expect(inspector.traitCollection.userInterfaceStyle == .light)

        // Attaching again changes the options; detaching removes them and the screen.
        manager.attach(inspector)
        #expect(manager.theme(for: inspector).id == "ocean")
        manager.detach(preview)
        #expect(preview.screen == nil)
        #expect(preview.traitOverrides.userInterfaceStyle == .unspecified)
        manager.appearance = .dark
        #expect(preview.traitCollection.userInterfaceStyle == .unspecified)
        #expect(inspector.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func windowsAreNotRetained() {
        let manager = makeManager()
        var window: TraitNode? = TraitNode(name: "window")
        weak let weakWindow = window
        manager.attach(window!)
        window = nil
        #expect(weakWindow == nil)
        #expect(manager.windows.isEmpty)
    }

    @Test func oneChangeNotifiesEachNodeOnce() {
        let manager = makeManager()
        let window = StyleRecordingNode(name: "window")
        let child = StyleRecordingNode(name: "child")
        window.addChild(child)
        manager.attach(window)
        let before = child.styles.count
        manager.contrast = .high
        manager.appearance = .dark
        #expect(child.styles.count == before + 2)
        TraitNode.performBatchUpdates {
            manager.appearance = .light
            manager.themeID = "sepia"
        }
        #expect(child.styles.count == before + 3)
        #expect(child.themes.last == "sepia")
    }

    // MARK: - Persistence

    @Test func theChoiceSurvivesARestart() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("app/appearance.json")
        do {
            let manager = makeManager(store: FilePreferenceStore(path: path))
            manager.appearance = .dark
            manager.contrast = .high
            manager.themeID = "sepia"
            manager.savePreferences()  // as the app quits
        }
        let restarted = makeManager(store: FilePreferenceStore(path: path))
        #expect(restarted.appearance == .dark)
        #expect(restarted.contrast == .high)
        #expect(restarted.theme.id == "sepia")
        // Loaded in the initializer: a window attached at once is already right.
        let window = TraitNode(name: "window")
        restarted.attach(window)
        #expect(window.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func aDamagedFileStartsWithDefaultsReportsAndIsKept() throws {
        let directory = try TemporaryDirectory()
        try directory.write(#"{"version": 1, "appearance": "dar"#, to: "appearance.json")
        let capture = LogCapture()
        var reported: [ThemeProblem] = []
        let manager = ThemeManager(
            themes: BasicTheme.all, store: FilePreferenceStore(path: directory.file("appearance.json")),
            systemAppearance: ManualSystemAppearance(),
            onProblem: logged(to: capture) { reported.append($0) })

        #expect(manager.preferences == ThemePreferences())
        guard case .preferencesNotLoaded(let error) = try #require(reported.first) else {
            Issue.record("expected preferencesNotLoaded, got \(reported)")
            return
        }
        #expect(error.reason == .malformed)
        #expect(error.location == DocumentLocation(line: 1, column: 34))
        #expect(manager.problems == reported)
        #expect(capture.messages.count == 1)
        #expect(capture.messages.first?.contains("appearance.json:1:34") == true)

        manager.appearance = .dark
        manager.savePreferences()
        let entries = try directory.entries()
        #expect(entries.count == 2)
        let aside = try #require(entries.first { $0.contains(".corrupt-") })
        #expect(try directory.read(aside) == #"{"version": 1, "appearance": "dar"#)
        #expect(try FilePreferenceStore(path: directory.file("appearance.json")).load()?.appearance == .dark)
    }

    @Test func anUnknownSavedThemeFallsBackSaysSoAndIsNotForgotten() throws {
        let store = InMemoryPreferenceStore(ThemePreferences(appearance: .dark, themeID: "aurora"))
        var reported: [ThemeProblem] = []
        let manager = makeManager(store: store, onProblem: { reported.append($0) })
        #expect(manager.theme.id == "standard")
        #expect(manager.state.userInterfaceStyle == .dark)
        #expect(reported == [.unknownTheme("aurora", fallback: "standard")])

        manager.contrast = .high
        manager.savePreferences()
        #expect(store.preferences == ThemePreferences(appearance: .dark, contrast: .high, themeID: "aurora"))
        manager.themeID = "ocean"
        manager.savePreferences()
        #expect(store.preferences?.themeID == "ocean")
    }

    @Test func aFileNamingAnUnknownThemeIsValidAndKeptAsWritten() throws {
        let directory = try TemporaryDirectory()
        let contents = #"{"version": 1, "appearance": "dark", "contrast": "system", "theme": "aurora"}"#
        try directory.write(contents, to: "appearance.json")
        var reported: [ThemeProblem] = []
        let manager = makeManager(
            store: FilePreferenceStore(path: directory.file("appearance.json")), onProblem: { reported.append($0) })
        #expect(reported == [.unknownTheme("aurora", fallback: "standard")])
        #expect(manager.state.userInterfaceStyle == .dark)
        #expect(try directory.read("appearance.json") == contents)

        manager.contrast = .high
        manager.savePreferences()
        #expect(try directory.entries() == ["appearance.json"])
        let saved = try FilePreferenceStore(path: directory.file("appearance.json")).load()
        #expect(saved == ThemePreferences(appearance: .dark, contrast: .high, themeID: "aurora"))
    }

    @Test func choosingAnUnknownThemeChangesNothingAndSaysSo() {
        var reported: [ThemeProblem] = []
        let manager = makeManager(onProblem: { reported.append($0) })
        manager.themeID = "ocean"
        manager.themeID = "aurora"
        #expect(manager.theme.id == "ocean")
        #expect(reported == [.unknownTheme("aurora", fallback: "ocean")])
        #expect(reported.first?.description == #"There is no theme named "aurora"; using "ocean"."#)
    }

    @Test func aFailedSaveIsReportedAndTheChangeStillApplies() {
        var reported: [ThemeProblem] = []
        let capture = LogCapture()
        let manager = ThemeManager(
            themes: BasicTheme.all, store: FailingPreferenceStore(),
            onProblem: logged(to: capture) { reported.append($0) })
        manager.appearance = .dark
        manager.savePreferences()
        #expect(
            capture.messages == [
                "The appearance settings could not be saved: /full/appearance.json: No space left on device"
            ])
        #expect(manager.state.userInterfaceStyle == .dark)
        guard case .preferencesNotSaved(let error) = reported.first else {
            Issue.record("expected preferencesNotSaved, got \(reported)")
            return
        }
        #expect(error.reason == .unwritable)
    }

    // MARK: - Order of a change, and saving after the frame

    @Test func aChangeUpdatesTheStateThenTheTreeThenTheObserversAndSavesLast() {
        let store = InMemoryPreferenceStore()
        let manager = makeManager(store: store)
        let window = TraitNode(name: "window")
        manager.attach(window)
        var events: [String] = []
        window.registerForTraitChanges([UserInterfaceStyleTrait.self]) { (window: TraitNode, _) in
            // A view that asks the manager from its callback gets the new answer.
            events.append("tree: manager \(manager.state.userInterfaceStyle), theme \(manager.theme(for: window).id)")
            events.append("tree: saved \(store.saveCount)")
        }
        let subscription = manager.observe(receivingInitialState: false) { state in
            events.append("observer: \(state.userInterfaceStyle), tree \(window.traitCollection.userInterfaceStyle)")
            events.append("observer: saved \(store.saveCount)")
        }
        manager.appearance = .dark
        #expect(
            events == [
                "tree: manager Dark, theme standard", "tree: saved 0",
                "observer: Dark, tree Dark", "observer: saved 0",
            ])
        #expect(manager.hasUnsavedPreferences)
        manager.savePreferences()
        #expect(store.saveCount == 1)
        #expect(!manager.hasUnsavedPreferences)
        subscription.cancel()
    }

    @Test func rapidChangesAreSavedOnceAfterTheDelay() async throws {
        let store = InMemoryPreferenceStore()
        let manager = ThemeManager(themes: BasicTheme.all, store: store, saveDelay: .milliseconds(20))
        manager.appearance = .dark
        manager.contrast = .high
        manager.themeID = "ocean"
        manager.appearance = .light
        #expect(store.saveCount == 0)
        try await waitUntil { store.saveCount > 0 }
        #expect(store.saveCount == 1)
        #expect(store.preferences == ThemePreferences(appearance: .light, contrast: .high, themeID: "ocean"))
        #expect(!manager.hasUnsavedPreferences)
    }

    @Test func aSaveThatFailsAfterStartUpReachesTheProblemChannel() async throws {
        var reported: [ThemeProblem] = []
        let manager = ThemeManager(
            themes: BasicTheme.all, store: FailingPreferenceStore(), saveDelay: .milliseconds(10),
            onProblem: { reported.append($0) })
        #expect(reported.isEmpty)
        manager.themeID = "sepia"
        try await waitUntil { !reported.isEmpty }
        guard case .preferencesNotSaved(let error) = reported.first else {
            Issue.record("expected preferencesNotSaved, got \(reported)")
            return
        }
        #expect(error.reason == .unwritable)
        #expect(manager.problems == reported)
        #expect(manager.theme.id == "sepia")
    }

    @Test func resetDropsAPendingSave() async throws {
        let store = InMemoryPreferenceStore()
        let manager = ThemeManager(themes: BasicTheme.all, store: store, saveDelay: .milliseconds(10))
        manager.appearance = .dark
        manager.resetPreferences()
        #expect(!manager.hasUnsavedPreferences)
        try await Task.sleep(for: .milliseconds(50))
        #expect(store.saveCount == 0)
        #expect(store.preferences == nil)
    }

    @Test func resetReturnsToTheDefaultsAndForgetsTheFile() throws {
        let directory = try TemporaryDirectory()
        let store = FilePreferenceStore(path: directory.file("appearance.json"))
        let manager = makeManager(store: store)
        manager.appearance = .dark
        manager.themeID = "ocean"
        manager.resetPreferences()
        #expect(manager.preferences == ThemePreferences())
        #expect(manager.theme.id == "standard")
        #expect(manager.state.userInterfaceStyle == .light)
        #expect(try store.load() == nil)
    }
}
