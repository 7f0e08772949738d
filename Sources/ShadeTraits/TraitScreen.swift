import ShadeObservation

/// The source of a root node's traits: the system traits of the display a window is on.
///
/// ```swift
/// let screen = TraitScreen(traitCollection: TraitCollection(userInterfaceStyle: .light))
/// window.screen = screen
/// screen.traitCollection = TraitCollection(userInterfaceStyle: .dark)   // the window follows
/// ```
///
/// The screen holds its root nodes weakly.
@MainActor
public final class TraitScreen {
    /// The traits every root node on this screen inherits.
    public var traitCollection: TraitCollection {
        didSet {
            guard traitCollection != oldValue else { return }
            TraitUpdates.shared.batch {
                for root in roots where root.parent == nil {
                    TraitUpdates.shared.schedule(root)
                }
            }
        }
    }

    private var roots = ObserverSet<TraitNode>()

    /// Creates a screen with the given traits.
    public init(traitCollection: TraitCollection = TraitCollection()) {
        self.traitCollection = traitCollection
    }

    func attach(_ node: TraitNode) {
        roots.insert(node)
    }

    func detach(_ node: TraitNode) {
        roots.remove(node)
    }
}
