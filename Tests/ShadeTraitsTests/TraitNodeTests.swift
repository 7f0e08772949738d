import Logging
import ShadeTestSupport
import Testing

@testable import Shade
@testable import ShadeTraits

/// A node that records each `traitCollectionDidChange` into a shared journal.
@MainActor
final class RecordingNode: TraitNode {
    struct Entry: Equatable {
        var node: String
        var previous: TraitCollection?
        var current: TraitCollection
        var currentDuringCallback: TraitCollection
    }

    let journal: Journal

    init(_ name: String, journal: Journal) {
        self.journal = journal
        super.init(name: name)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        journal.entries.append(
            Entry(
                node: name ?? "?", previous: previousTraitCollection, current: traitCollection,
                currentDuringCallback: TraitCollection.current))
    }
}

/// Holds a registration for a handler that needs it, which is known only once the handler is made.
@MainActor
final class RegistrationBox {
    var registration: TraitChangeRegistration?
}

@MainActor
final class Journal {
    var entries: [RecordingNode.Entry] = []
    var names: [String] { entries.map(\.node) }
}

/// A small tree: window → [navigation → [title, list → [row1, row2]], panel → [panelLabel]].
@MainActor
struct SampleTree {
    let journal = Journal()
    let screen = TraitScreen(traitCollection: TraitCollection(userInterfaceStyle: .light))
    let window: RecordingNode
    let navigation: RecordingNode
    let title: RecordingNode
    let list: RecordingNode
    let rows: [RecordingNode]
    let panel: RecordingNode
    let panelLabel: RecordingNode

    init() {
        window = RecordingNode("window", journal: journal)
        navigation = RecordingNode("navigation", journal: journal)
        title = RecordingNode("title", journal: journal)
        list = RecordingNode("list", journal: journal)
        rows = [RecordingNode("row1", journal: journal), RecordingNode("row2", journal: journal)]
        panel = RecordingNode("panel", journal: journal)
        panelLabel = RecordingNode("panelLabel", journal: journal)
        window.screen = screen
        window.addChild(navigation)
        navigation.addChild(title)
        navigation.addChild(list)
        rows.forEach(list.addChild)
        window.addChild(panel)
        panel.addChild(panelLabel)
        journal.entries.removeAll()
    }

    var allNodes: [RecordingNode] { [window, navigation, title, list] + rows + [panel, panelLabel] }
}

@Suite("Trait tree")
@MainActor
struct TraitNodeTests {
    @Test func effectiveTraitsCascadeFromTheScreenThroughEveryNode() {
        let tree = SampleTree()
        for node in tree.allNodes {
            #expect(node.traitCollection.userInterfaceStyle == .light)
        }
        tree.screen.traitCollection = TraitCollection(userInterfaceStyle: .dark)
        for node in tree.allNodes {
            #expect(node.traitCollection.userInterfaceStyle == .dark)
        }
    }

    @Test func callbacksRunOnceEachParentBeforeChild() {
        let tree = SampleTree()
        tree.window.overrideUserInterfaceStyle = .dark
        #expect(tree.journal.names == ["window", "navigation", "title", "list", "row1", "row2", "panel", "panelLabel"])
        for entry in tree.journal.entries {
            #expect(entry.previous?.userInterfaceStyle == .light)
            #expect(entry.current.userInterfaceStyle == .dark)
        }
    }

    @Test func callbacksRunWithTheNodesTraitsAsCurrent() {
        let tree = SampleTree()
        tree.panel.traitOverrides.accessibilityContrast = .high
        tree.window.overrideUserInterfaceStyle = .dark
        for entry in tree.journal.entries {
            #expect(entry.currentDuringCallback.userInterfaceStyle == entry.current.userInterfaceStyle)
            #expect(entry.currentDuringCallback.accessibilityContrast == entry.current.accessibilityContrast)
        }
        #expect(tree.journal.entries.last?.currentDuringCallback.accessibilityContrast == .high)
    }

    @Test func subtreeOverrideShieldsItsChildrenFromARootChange() {
        let tree = SampleTree()
        tree.panel.overrideUserInterfaceStyle = .light
        tree.journal.entries.removeAll()
        tree.screen.traitCollection = TraitCollection(userInterfaceStyle: .dark)
        #expect(!tree.journal.names.contains("panel"))
        #expect(!tree.journal.names.contains("panelLabel"))
        #expect(tree.panelLabel.traitCollection.userInterfaceStyle == .light)
        #expect(tree.title.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func nodeWhoseTraitsDidNotChangeGetsNoCallback() {
        let tree = SampleTree()
        tree.list.overrideUserInterfaceStyle = .light  // the same as inherited
        #expect(tree.journal.entries.isEmpty)
        tree.list.traitOverrides = MutableTraits()
        #expect(tree.journal.entries.isEmpty)
    }

    @Test func overrideUserInterfaceStyleIsTheStyleOverride() {
        let node = TraitNode()
        node.overrideUserInterfaceStyle = .dark
        #expect(node.traitOverrides.userInterfaceStyle == .dark)
        node.traitOverrides.userInterfaceStyle = .light
        #expect(node.overrideUserInterfaceStyle == .light)
        #expect(node.traitCollection.userInterfaceStyle == .light)
    }

    @Test func settingAnOverrideBackToUnspecifiedInheritsAgain() {
        let tree = SampleTree()
        tree.list.overrideUserInterfaceStyle = .dark
        tree.list.overrideUserInterfaceStyle = .unspecified
        #expect(tree.rows[0].traitCollection.userInterfaceStyle == .light)
        #expect(tree.journal.names == ["list", "row1", "row2", "list", "row1", "row2"])
    }

    @Test func movingUnderAParentWithDifferentTraitsIsAChange() {
        let tree = SampleTree()
        tree.panel.overrideUserInterfaceStyle = .dark
        tree.journal.entries.removeAll()
        tree.panel.addChild(tree.list)
        #expect(tree.journal.names == ["list", "row1", "row2"])
        #expect(tree.rows[1].traitCollection.userInterfaceStyle == .dark)
        #expect(tree.list.parent === tree.panel)
        #expect(!tree.navigation.children.contains { $0 === tree.list })
    }

    @Test func movingUnderAParentWithTheSameTraitsIsNoChange() {
        let tree = SampleTree()
        tree.panel.addChild(tree.list)
        #expect(tree.journal.entries.isEmpty)
        #expect(tree.panel.children.map(\.name) == ["panelLabel", "list"])
    }

    @Test func removedNodeInheritsFromItsOwnScreen() {
        let tree = SampleTree()
        tree.window.overrideUserInterfaceStyle = .dark
        tree.journal.entries.removeAll()
        tree.list.removeFromParent()
        #expect(tree.list.parent == nil)
        #expect(tree.list.traitCollection.userInterfaceStyle == .unspecified)
        #expect(tree.journal.names == ["list", "row1", "row2"])
    }

    @Test func insertChildPlacesTheChildAtTheIndex() {
        let parent = TraitNode(name: "parent")
        let a = TraitNode(name: "a")
        let b = TraitNode(name: "b")
        let c = TraitNode(name: "c")
        parent.addChild(a)
        parent.addChild(b)
        parent.insertChild(c, at: 1)
        #expect(parent.children.map(\.name) == ["a", "c", "b"])
        parent.insertChild(a, at: 99)
        #expect(parent.children.map(\.name) == ["c", "b", "a"])
        #expect(c.depth == 1)
        #expect(parent.isAncestor(of: c))
        #expect(!c.isAncestor(of: parent))
    }

    @Test func nodeHoldsItsParentWeaklyAndChildrenStrongly() {
        var parent: TraitNode? = TraitNode()
        weak var weakChild: TraitNode?
        do {
            let child = TraitNode()
            parent!.addChild(child)
            weakChild = child
        }
        #expect(weakChild != nil)
        weak let weakParent = parent
        parent = nil
        #expect(weakParent == nil)
        #expect(weakChild == nil)
    }

    @Test func childrenOfAReleasedParentBecomeRoots() {
        let child = TraitNode(name: "child")
        do {
            let parent = TraitNode(name: "parent")
            parent.addChild(child)
            #expect(child.parent === parent)
        }
        #expect(child.parent == nil)
        child.overrideUserInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func batchedUpdatesNotifyEachNodeOnce() {
        let tree = SampleTree()
        TraitNode.performBatchUpdates {
            tree.window.overrideUserInterfaceStyle = .dark
            tree.list.traitOverrides.accessibilityContrast = .high
            tree.list.traitOverrides.userInterfaceLevel = .elevated
            #expect(tree.journal.entries.isEmpty)
        }
        #expect(tree.journal.names == ["window", "navigation", "title", "list", "row1", "row2", "panel", "panelLabel"])
        let row = tree.journal.entries.first { $0.node == "row1" }
        #expect(row?.previous == TraitCollection(userInterfaceStyle: .light))
        #expect(row?.current.accessibilityContrast == .high)
        #expect(row?.current.userInterfaceLevel == .elevated)
    }

    @Test func changeMadeInsideACallbackToANodeNotYetVisitedJoinsTheRunningUpdate() {
        let tree = SampleTree()
        // The handler captures only the node it changes: capturing `tree` would hold the window,
        // which holds the navigation node and so this handler, a cycle that never ends.
        tree.navigation.registerForTraitChanges([UserInterfaceStyleTrait.self]) { [panel = tree.panel] _, _ in
            panel.traitOverrides.accessibilityContrast = .high
        }
        tree.window.overrideUserInterfaceStyle = .dark
        #expect(tree.journal.names == ["window", "navigation", "title", "list", "row1", "row2", "panel", "panelLabel"])
        #expect(tree.panelLabel.traitCollection.accessibilityContrast == .high)
        #expect(tree.panelLabel.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func changeMadeInsideACallbackToAVisitedNodeAppliesAfterTheRunningUpdate() {
        let tree = SampleTree()
        tree.panel.registerForTraitChanges([UserInterfaceStyleTrait.self]) { [title = tree.title] _, _ in
            title.traitOverrides.accessibilityContrast = .high
        }
        tree.window.overrideUserInterfaceStyle = .dark
        #expect(
            tree.journal.names == [
                "window", "navigation", "title", "list", "row1", "row2", "panel", "panelLabel", "title",
            ])
        #expect(tree.journal.entries.last?.previous?.accessibilityContrast == .unspecified)
        #expect(tree.title.traitCollection.accessibilityContrast == .high)
    }

    @Test func changeDeepInTheTreeVisitsOnlyThatSubtree() {
        let root = TraitNode(name: "root")
        var leafParent = root
        for _ in 0..<5 {
            let next = TraitNode()
            leafParent.addChild(next)
            for _ in 0..<20 { next.addChild(TraitNode()) }
            leafParent = next
        }
        let subtree = TraitNode(name: "subtree")
        for _ in 0..<9 {
            let child = TraitNode()
            subtree.addChild(child)
        }
        leafParent.addChild(subtree)
        let before = TraitUpdates.shared.visitedNodeCount
        subtree.traitOverrides.accessibilityContrast = .high
        #expect(TraitUpdates.shared.visitedNodeCount - before == 10)
    }

    @Test func unchangedSubtreesArePrunedEarly() {
        let tree = SampleTree()
        tree.navigation.overrideUserInterfaceStyle = .light
        let before = TraitUpdates.shared.visitedNodeCount
        tree.screen.traitCollection = TraitCollection(userInterfaceStyle: .dark)
        // window, navigation (unchanged: its subtree is not visited), panel, panelLabel.
        #expect(TraitUpdates.shared.visitedNodeCount - before == 4)
    }

    @Test func customTraitsCascadeLikeBuiltInOnes() {
        let tree = SampleTree()
        tree.navigation.traitOverrides[BrandThemeTrait.self] = .ocean
        #expect(tree.rows[0].traitCollection.brandTheme == .ocean)
        #expect(tree.panel.traitCollection.brandTheme == .standard)
        #expect(tree.journal.names == ["navigation", "title", "list", "row1", "row2"])
    }
}

@Suite("Trait tree: registrations, helpers and logging")
@MainActor
struct TraitNodeRegistrationTests {
    @MainActor
    final class Controller {
        var styleChanges = 0
        var previousStyles: [UserInterfaceStyle] = []
        func toolbarTraitsChanged(_ node: TraitNode, _ previous: TraitCollection) {
            styleChanges += 1
            previousStyles.append(previous.userInterfaceStyle)
        }
        func refresh() { styleChanges += 100 }
    }

    @Test func handlerFiresOnlyForItsTraits() {
        let node = TraitNode()
        var calls: [TraitCollection] = []
        node.registerForTraitChanges([AccessibilityContrastTrait.self]) { _, previous in calls.append(previous) }
        node.overrideUserInterfaceStyle = .dark
        #expect(calls.isEmpty)
        node.traitOverrides.accessibilityContrast = .high
        #expect(calls == [TraitCollection(userInterfaceStyle: .dark)])
    }

    @Test func handlerForACustomTraitFiresOnlyWhenThatTraitChanges() {
        let node = TraitNode()
        var calls: [String] = []
        node.registerForTraitChanges([BrandThemeTrait.self]) { _, _ in calls.append("theme") }
        node.registerForTraitChanges([CornerRadiusTrait.self, LegibilityWeightTrait.self]) { _, _ in
            calls.append("radius or weight")
        }
        node.overrideUserInterfaceStyle = .dark
        #expect(calls.isEmpty)
        node.traitOverrides[BrandThemeTrait.self] = .ocean
        #expect(calls == ["theme"])
        node.traitOverrides[CornerRadiusTrait.self] = 8
        node.traitOverrides.legibilityWeight = .bold
        #expect(calls == ["theme", "radius or weight", "radius or weight"])
        node.traitOverrides[BrandThemeTrait.self] = .standard
        #expect(calls == ["theme", "radius or weight", "radius or weight", "theme"])
    }

    @Test func handlerReceivesTheNodeAsItsOwnType() {
        let journal = Journal()
        let node = RecordingNode("typed", journal: journal)
        var seen: String?
        node.registerForTraitChanges([UserInterfaceStyleTrait.self]) { (node: RecordingNode, _) in
            seen = node.name
        }
        node.overrideUserInterfaceStyle = .dark
        #expect(seen == "typed")
    }

    @Test func handlersRunAfterTraitCollectionDidChange() {
        let journal = Journal()
        let node = RecordingNode("node", journal: journal)
        var journalSizeAtHandler = -1
        node.registerForTraitChanges([UserInterfaceStyleTrait.self]) { _, _ in
            journalSizeAtHandler = journal.entries.count
        }
        node.overrideUserInterfaceStyle = .dark
        #expect(journalSizeAtHandler == 1)
    }

    @Test func unregisteredHandlerIsNotCalled() {
        let node = TraitNode()
        var calls = 0
        let registration = node.registerForTraitChanges([UserInterfaceStyleTrait.self]) { _, _ in calls += 1 }
        node.unregisterForTraitChanges(registration)
        node.unregisterForTraitChanges(registration)
        node.overrideUserInterfaceStyle = .dark
        #expect(calls == 0)
    }

    @Test func handlerUnregisteredByAnEarlierHandlerOfTheSamePassIsNotCalled() {
        let node = TraitNode()
        var calls: [String] = []
        let second = RegistrationBox()
        node.registerForTraitChanges([UserInterfaceStyleTrait.self]) { node, _ in
            calls.append("first")
            node.unregisterForTraitChanges(second.registration!)
        }
        second.registration = node.registerForTraitChanges([UserInterfaceStyleTrait.self]) { _, _ in
            calls.append("second")
        }
        node.overrideUserInterfaceStyle = .dark
        #expect(calls == ["first"])
    }

    @Test func handlerRegisteredDuringAPassWaitsForTheNextChange() {
        let node = TraitNode()
        var calls: [String] = []
        // The second handler removes the first and registers two more during the pass. The pass does
        // not call them: they wait for the next change, and then run in registration order, after
        // the handler that registered them.
        let early = node.registerForTraitChanges([UserInterfaceStyleTrait.self]) { _, _ in calls.append("early") }
        var registered = false
        node.registerForTraitChanges([UserInterfaceStyleTrait.self]) { node, _ in
            calls.append("registering")
            guard !registered else { return }
            registered = true
            node.unregisterForTraitChanges(early)
            node.registerForTraitChanges([UserInterfaceStyleTrait.self]) { _, _ in calls.append("first new") }
            node.registerForTraitChanges([UserInterfaceStyleTrait.self]) { _, _ in calls.append("second new") }
        }
        node.overrideUserInterfaceStyle = .dark
        #expect(calls == ["early", "registering"])
        calls.removeAll()
        node.overrideUserInterfaceStyle = .light
        #expect(calls == ["registering", "first new", "second new"])
    }

    @Test func handlerMayUnregisterItself() {
        let node = TraitNode()
        var calls = 0
        let box = RegistrationBox()
        box.registration = node.registerForTraitChanges([UserInterfaceStyleTrait.self]) { node, _ in
            calls += 1
            node.unregisterForTraitChanges(box.registration!)
        }
        node.overrideUserInterfaceStyle = .dark
        node.overrideUserInterfaceStyle = .light
        #expect(calls == 1)
        #expect(node.registrations.isEmpty)
    }

    @Test func callbackMayRemoveNodesTheWalkHasYetToReach() {
        let tree = SampleTree()
        weak var extra: RecordingNode?
        do {
            let node = RecordingNode("extra", journal: tree.journal)
            tree.list.addChild(node)
            extra = node
            tree.journal.entries.removeAll()
        }
        // Runs while the walk is going through the list's children: the removed sibling, held only
        // by the list, is still told (the walk goes through the children the list had when it
        // reached it), then told again after the walk that it became a root without traits, and
        // released once the update is over.
        // Weak: the list holds the row, which holds this handler.
        tree.rows[0].registerForTraitChanges([UserInterfaceStyleTrait.self]) { [weak list = tree.list] _, _ in
            list?.children.last?.removeFromParent()
        }
        tree.window.overrideUserInterfaceStyle = .dark
        #expect(extra == nil)
        #expect(tree.list.children.map(\.name) == ["row1", "row2"])
        #expect(
            tree.journal.names == [
                "window", "navigation", "title", "list", "row1", "row2", "extra", "panel", "panelLabel", "extra",
            ])
        #expect(tree.journal.entries.last?.current == TraitCollection())
    }

    @Test func targetActionRegistrationCallsTheMethod() {
        let node = TraitNode()
        let controller = Controller()
        node.registerForTraitChanges(
            [UserInterfaceStyleTrait.self], target: controller, action: Controller.toolbarTraitsChanged)
        node.overrideUserInterfaceStyle = .dark
        node.traitOverrides.accessibilityContrast = .high
        #expect(controller.styleChanges == 1)
        #expect(controller.previousStyles == [.unspecified])
    }

    @Test func targetActionWithoutParameters() {
        let node = TraitNode()
        let controller = Controller()
        node.registerForTraitChanges([UserInterfaceStyleTrait.self], target: controller, action: Controller.refresh)
        node.overrideUserInterfaceStyle = .dark
        #expect(controller.styleChanges == 100)
    }

    @Test func targetIsHeldWeaklyAndItsRegistrationPurged() {
        let node = TraitNode()
        var controller: Controller? = Controller()
        node.registerForTraitChanges([UserInterfaceStyleTrait.self], target: controller!, action: Controller.refresh)
        weak let weakController = controller
        controller = nil
        #expect(weakController == nil)
        node.overrideUserInterfaceStyle = .dark
        #expect(node.registrations.isEmpty)
    }

    @Test func sameTargetAndActionFromTheSamePlaceRegistersOnce() {
        let node = TraitNode()
        let controller = Controller()
        for _ in 0..<3 {
            node.registerForTraitChanges([UserInterfaceStyleTrait.self], target: controller, action: Controller.refresh)
        }
        node.overrideUserInterfaceStyle = .dark
        #expect(controller.styleChanges == 100)
    }

    @Test func performIfAppearanceChangedRunsOnlyForColorAffectingChanges() {
        let node = TraitNode()
        node.overrideUserInterfaceStyle = .dark
        let previous = node.traitCollection
        node.traitOverrides.preferredContentSizeCategory = .extraLarge
        var ran = node.performIfAppearanceChanged(from: previous) {}
        #expect(!ran)
        node.traitOverrides.accessibilityContrast = .high
        var currentInside: TraitCollection?
        ran = node.performIfAppearanceChanged(from: previous) { currentInside = TraitCollection.current }
        #expect(ran)
        #expect(currentInside?.accessibilityContrast == .high)
        #expect(node.performIfAppearanceChanged(from: nil) {})
    }

    @Test func performWithTraitsAsCurrentBindsTheNodesTraits() {
        let node = TraitNode()
        node.overrideUserInterfaceStyle = .dark
        let style = node.performWithTraitsAsCurrent { TraitCollection.current.userInterfaceStyle }
        #expect(style == .dark)
        let nested = node.traitCollection.performAsCurrent {
            node.performWithTraitsAsCurrent { TraitCollection.current.userInterfaceStyle }
        }
        #expect(nested == .dark)
    }

    @Test func changeLoggingWritesUIKitsFormat() {
        var messages: [String] = []
        let previousHandler = TraitNode.changeLogHandler
        TraitNode.changeLogHandler = { messages.append($0) }
        TraitNode.isChangeLoggingEnabled = true
        defer {
            TraitNode.isChangeLoggingEnabled = false
            TraitNode.changeLogHandler = previousHandler
        }
        let node = TraitNode(name: "toolbar")
        node.overrideUserInterfaceStyle = .light
        node.overrideUserInterfaceStyle = .dark
        #expect(
            messages.last == """
                Sending traitCollectionDidChange to <TraitNode: toolbar>
                \t► trait changes: { UserInterfaceStyle: Light → Dark }
                \t► previous: <TraitCollection; UserInterfaceStyle = Light>
                \t► current: <TraitCollection; UserInterfaceStyle = Dark>
                """)
        #expect(messages.count == 2)
    }

    @Test func changeLoggingGoesToASwiftLogLoggerAtTheDebugLevel() {
        let capture = LogCapture()
        let previousHandler = TraitNode.changeLogHandler
        var logger = Logger(label: "test") { _ in capture }
        logger.logLevel = .debug
        TraitNode.logChanges(to: logger)
        TraitNode.isChangeLoggingEnabled = true
        defer {
            TraitNode.isChangeLoggingEnabled = false
            TraitNode.changeLogHandler = previousHandler
        }
        let node = TraitNode(name: "toolbar")
        node.overrideUserInterfaceStyle = .dark
        #expect(capture.messages.count == 1)
        #expect(capture.messages.first?.hasPrefix("Sending traitCollectionDidChange to <TraitNode: toolbar>") == true)
        #expect(capture.levels == [.debug])
    }

    @Test func changeLoggingIsOffByDefault() {
        #expect(TraitNode.isChangeLoggingEnabled == false)
    }
}
