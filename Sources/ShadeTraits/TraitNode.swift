import ShadeObservation

/// A node of the trait tree: a view, a view controller, a window — anything whose appearance
/// depends on the traits it inherits.
///
/// Nodes form a tree. Each node's effective ``traitCollection`` is its parent's, with the node's
/// own ``traitOverrides`` on top; a root inherits from its ``screen``. When an effective trait
/// changes, the node is told through ``traitCollectionDidChange(_:)`` (override it in a subclass)
/// and through the handlers registered with
/// ``registerForTraitChanges(_:handler:)``, which fire only for the traits they name.
///
/// ```swift
/// let window = TraitNode(name: "window")
/// window.screen = screen
/// let toolbar = TraitNode(name: "toolbar")
/// window.addChild(toolbar)
///
/// toolbar.registerForTraitChanges([UserInterfaceStyleTrait.self]) { node, previous in
///     node.repaint()   // `TraitCollection.current` is the node's traits in here
/// }
///
/// window.overrideUserInterfaceStyle = .dark   // the toolbar's handler runs once
/// ```
///
/// ## Updates
/// Changes take effect at once, or at the end of ``performBatchUpdates(_:)-type.method`` when made inside it.
/// An update walks down from the changed node: a node whose effective traits did not change gets
/// no callback and its subtree is not visited. Callbacks run once per update, parent before child,
/// with the previous collection and with ``TraitCollection/current`` set to the node's traits.
/// A change made from inside a callback joins the running update when the walk has not reached
/// that node yet, and is applied right after it otherwise; either way each node is told in order.
///
/// Moving a node under a parent with different traits counts as a change for it and its subtree.
///
/// Like UIKit's views, nodes live on the main actor, and like them they should be released there.
/// A node holds its children strongly and its parent without keeping it alive: when a parent is
/// released, its children become roots.
///
/// The node's hot stored properties are marked `@exclusivity(unchecked)`: they are main-actor
/// state, so no other thread can touch them, and the tree never holds an access to one of them
/// across a call out to user code (it iterates copies), so the dynamic checks would only cost time.
/// They are declared first, so that with the object's header they fill its first cache line: a
/// walk through a large tree reads little else of each node.
@MainActor
open class TraitNode {
    /// The nodes below this one, in order.
    public final var children: [TraitNode] { childNodes }

    /// The storage of ``children``, and of ``traitCollection`` below: computed public properties
    /// over private stored ones, because other modules read a public stored property in place,
    /// with a dynamic exclusivity check on each read (`@exclusivity(unchecked)` only applies to code
    /// in this module), and views and handlers read these often.
    // Unchecked, as all the node's hot fields: see the type's note on exclusivity.
    @exclusivity(unchecked) private final var childNodes: [TraitNode] = []

    /// The effective traits: the inherited ones with this node's overrides on top.
    public final var traitCollection: TraitCollection { effectiveTraits }

    /// The storage of ``traitCollection``.
    // Unchecked: written only by the walk, which reads it into a local before calling out.
    @exclusivity(unchecked) private final var effectiveTraits: TraitCollection

    /// Whether ``traitOverrides`` specifies anything; kept so a walk need not copy the overrides
    /// to find out.
    // Unchecked: a flag read and written in single statements, never across a call.
    @exclusivity(unchecked) private final var hasOverrides = false

    /// The registrations made with ``registerForTraitChanges(_:handler:)`` and its target–action form.
    // Unchecked: the registration pass reads the live table slot by slot and holds no access to
    // it while a handler runs, so a handler that registers or unregisters makes a new access.
    @exclusivity(unchecked) final var registrations = ObserverRegistry<TraitChangeAction>()

    /// A name used in descriptions and change logs.
    public let name: String?

    /// The node above this one, or `nil` for a root.
    public final var parent: TraitNode? { parentReference }

    /// The parent, held unowned rather than weak: a weak reference would give every parent a side
    /// table, which puts all of its reference counting on the slow path. A parent clears this in
    /// its children when it is released (see `deinit`), so it never dangles; `unowned(safe)` would
    /// trap rather than read freed memory if it ever did. Written from `deinit`, which is
    /// nonisolated, hence `nonisolated(unsafe)`: nodes are released on the main actor.
    nonisolated(unsafe) private final unowned(safe) var parentReference: TraitNode?

    /// Traits this node sets for itself and its subtree; unspecified traits are inherited.
    ///
    /// ```swift
    /// node.traitOverrides.userInterfaceStyle = .light
    /// node.traitOverrides[ThemeTrait.self] = .sepia
    /// ```
    @exclusivity(unchecked) public final var traitOverrides = MutableTraits() {
        // Exclusivity unchecked: a write ends before `didSet` runs the update, so a callback that
        // changes the overrides again makes a new access rather than one overlapping the first.
        didSet {
            guard traitOverrides != oldValue else { return }
            hasOverrides = !traitOverrides.traitCollection.isEmpty
            TraitUpdates.shared.schedule(self)
        }
    }

    /// Where a root takes its inherited traits from: its screen (a window's system traits).
    /// Ignored while the node has a parent.
    public final var screen: TraitScreen? {
        didSet {
            guard screen !== oldValue else { return }
            oldValue?.detach(self)
            screen?.attach(self)
            if parent == nil { TraitUpdates.shared.schedule(self) }
        }
    }

    /// Creates a node with no parent, no children and no overrides.
    public init(name: String? = nil) {
        self.name = name
        effectiveTraits = TraitCollection()
    }

    deinit {
        for child in childNodes {
            child.parentReference = nil
        }
    }

    // MARK: - Overrides

    /// Shorthand for `traitOverrides.userInterfaceStyle`: `.unspecified` follows the parent.
    public var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { traitOverrides.userInterfaceStyle }
        set { traitOverrides.userInterfaceStyle = newValue }
    }

    /// The traits this node inherits: its parent's effective traits, or its screen's for a root.
    public var inheritedTraitCollection: TraitCollection {
        if let parent { return parent.traitCollection }
        return screen?.traitCollection ?? TraitCollection()
    }

    // MARK: - Hierarchy

    /// Appends `child` to this node's children, first removing it from its current parent.
    ///
    /// Adding an ancestor of this node (or the node itself) is refused with a precondition
    /// failure: the tree would become a cycle.
    public func addChild(_ child: TraitNode) {
        insertChild(child, at: childNodes.count)
    }

    /// Inserts `child` at `index` among this node's children, first removing it from its current
    /// parent. `index` is clamped to the valid range.
    public func insertChild(_ child: TraitNode, at index: Int) {
        precondition(!child.isAncestor(of: self), "adding \(child) under \(self) would make a cycle")
        child.detachFromParent()
        childNodes.insert(child, at: min(max(index, 0), childNodes.count))
        child.parentReference = self
        TraitUpdates.shared.schedule(child)
    }

    /// Removes this node from its parent. It becomes a root, inheriting from its ``screen``.
    public func removeFromParent() {
        guard parent != nil else { return }
        detachFromParent()
        TraitUpdates.shared.schedule(self)
    }

    /// Whether this node is `node` or one of its ancestors.
    public func isAncestor(of node: TraitNode) -> Bool {
        var current: TraitNode? = node
        while let candidate = current {
            if candidate === self { return true }
            current = candidate.parent
        }
        return false
    }

    /// The number of edges between this node and its root.
    public var depth: Int {
        var depth = 0
        var current = parent
        while let node = current {
            depth += 1
            current = node.parent
        }
        return depth
    }

    private func detachFromParent() {
        guard let parent else { return }
        parent.childNodes.removeAll { $0 === self }
        parentReference = nil
    }

    // MARK: - Change notification

    /// Called when this node's effective traits changed, after ``traitCollection`` was updated and
    /// with ``TraitCollection/current`` set to it; before the handlers registered for the changed
    /// traits and before any descendant is told.
    ///
    /// The default implementation does nothing. Subclasses override it the way UIKit views
    /// override `traitCollectionDidChange(_:)`.
    ///
    /// - Parameter previousTraitCollection: the effective traits before the change.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    // MARK: - Helpers for views that cache resolved values

    /// Runs `body` with this node's traits as ``TraitCollection/current``; when they already are
    /// current, `body` runs directly.
    public func performWithTraitsAsCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        if TraitCollection.current == traitCollection {
            return try body()
        }
        return try traitCollection.performAsCurrent(body)
    }

    /// Runs `body`, with this node's traits as current, only if they could resolve dynamic colors
    /// differently than `previous` did (``TraitCollection/hasDifferentColorAppearance(comparedTo:)``).
    ///
    /// A view that caches resolved colors calls it from ``traitCollectionDidChange(_:)`` so that
    /// changes that do not affect colors (say, the content size) do not repaint.
    ///
    /// - Returns: whether `body` ran.
    @discardableResult
    public func performIfAppearanceChanged(from previous: TraitCollection?, _ body: () throws -> Void) rethrows -> Bool
    {
        guard traitCollection.hasDifferentColorAppearance(comparedTo: previous) else { return false }
        try performWithTraitsAsCurrent(body)
        return true
    }

    // MARK: - Updates

    /// Applies every pending trait change now; changes made inside `body` are applied once, at
    /// the end, so each affected node is told once.
    ///
    /// Calls nest; the outermost one applies the changes.
    public static func performBatchUpdates<Result>(_ body: () throws -> Result) rethrows -> Result {
        try TraitUpdates.shared.batch(body)
    }

    /// Applies every pending trait change now; changes made inside `body` are applied once, at
    /// the end. The same as ``performBatchUpdates(_:)-swift.type.method``.
    public func performBatchUpdates<Result>(_ body: () throws -> Result) rethrows -> Result {
        try TraitUpdates.shared.batch(body)
    }

    /// Recomputes the effective traits of this node from `inherited`; when they changed, tells the
    /// node and continues into its children.
    ///
    /// `inheritedIsCurrent` says whether `inherited` is already bound as `TraitCollection.current`
    /// (true below a node that changed: it bound its own traits before telling its children), so
    /// that a node whose traits equal its parent's is not bound again.
    func propagate(inherited: TraitCollection, inheritedIsCurrent: Bool, updates: TraitUpdates) {
        updates.visitedNodeCount &+= 1
        guard hasOverrides else {
            // Most nodes: the effective traits are the inherited ones, compared and stored as they
            // are, with no merged copy.
            guard inherited != effectiveTraits else { return }
            let previous = effectiveTraits
            effectiveTraits = inherited
            if inheritedIsCurrent {
                traitsDidChange(from: previous, to: inherited, updates: updates)
            } else {
                inherited.performAsCurrent { traitsDidChange(from: previous, to: inherited, updates: updates) }
            }
            return
        }
        var current = inherited
        current.overlay(traitOverrides.traitCollection)
        guard current != effectiveTraits else { return }
        let previous = effectiveTraits
        effectiveTraits = current
        if inheritedIsCurrent, current == inherited {
            traitsDidChange(from: previous, to: current, updates: updates)
        } else {
            current.performAsCurrent { traitsDidChange(from: previous, to: current, updates: updates) }
        }
    }

    /// Tells this node that its traits changed to `current`, then walks into its children. `current`
    /// is bound as `TraitCollection.current` by now.
    private func traitsDidChange(from previous: TraitCollection, to current: TraitCollection, updates: TraitUpdates) {
        notifyTraitChange(from: previous, to: current, updates: updates)
        // Leaves, most of a tree, stop here without touching the (empty) array's reference count.
        guard !childNodes.isEmpty else { return }
        // A copy of `children`, so callbacks may add or remove children meanwhile: changing the
        // node's array then copies it, and this one keeps every child alive until the loop ends.
        // So the loop borrows each child from it rather than retaining it: a node may be removed
        // from the tree during the walk, but not freed.
        let children = childNodes
        children.forEachBorrowed { child in
            child.propagate(inherited: current, inheritedIsCurrent: true, updates: updates)
        }
    }

    private func notifyTraitChange(from previous: TraitCollection, to current: TraitCollection, updates: TraitUpdates) {
        if updates.isLoggingChanges {
            TraitChangeLog.record(self, previous: previous, current: current)
        }
        traitCollectionDidChange(previous)
        callRegistrations(changedFrom: previous, to: current)
    }
}

extension TraitNode: CustomStringConvertible {
    /// `<TypeName: name>` for a named node, `<TypeName: 0x…>` otherwise.
    nonisolated public var description: String {
        let type = String(describing: Swift.type(of: self))
        if let name { return "<\(type): \(name)>" }
        return "<\(type): 0x\(String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16))>"
    }
}
