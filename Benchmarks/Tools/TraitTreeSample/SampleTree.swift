import Shade

// The trait tree that `TraitTreeBenchmarks` times and `InstructionCounts` counts: one file, so both
// measure the same nodes, handlers and baseline.

/// Counts handler calls and accumulates the handlers' work.
///
/// Behind a pointer rather than in stored properties, so the work does not pay Swift's dynamic
/// exclusivity check (which would dwarf what is measured). Only touched on the main thread, which
/// is where package-benchmark runs the benchmarks; `@unchecked Sendable` lets the (Sendable)
/// tree expose it to the benchmark bodies.
public final class Counter: @unchecked Sendable {
    private let storage = UnsafeMutablePointer<(calls: Int, sum: Int)>.allocate(capacity: 1)

    /// Creates a counter at zero calls and a zero sum.
    public init() { storage.initialize(to: (0, 0)) }
    deinit { storage.deallocate() }

    /// The number of handler calls and the sum of what they added, so the work cannot be
    /// optimized away.
    public var value: (calls: Int, sum: Int) { storage.pointee }
    /// The number of handler calls so far.
    public var calls: Int { storage.pointee.calls }

    @inline(__always)
    func add(_ amount: Int) {
        storage.pointee.calls &+= 1
        storage.pointee.sum &+= amount
    }
}

/// The small fixed amount of work every handler does, in the tree and in the baseline alike: it
/// reads the style it is given and adds it to a counter.
@inline(__always)
func handlerWork(_ traits: TraitCollection, _ counter: Counter) {
    counter.add(traits.userInterfaceStyle.rawValue)
}

/// A tree of `nodeCount` nodes built breadth first with the given fan-out, each node with one
/// handler registered for the style (and, for the subtree benchmark, the contrast), plus, when
/// asked, a separate subtree of `subtreeSize` nodes hung under the deepest node.
@MainActor
public final class SampleTree {
    /// The tree's root, whose style override the benchmarks toggle.
    public let root = TraitNode(name: "root")
    private(set) var nodes: [TraitNode] = []
    /// What every handler of the tree, and of the baseline, counts into.
    public nonisolated let counter = Counter()
    /// The number of nodes, the subtree's included.
    public nonisolated let nodeCount: Int
    let subtree = TraitNode(name: "subtree")
    /// The handlers of `nodes` in depth-first order, for the baseline.
    private var handlersInWalkOrder: [(TraitCollection) -> Void] = []

    /// Builds the tree: `nodeCount` nodes in all, each with at most `fanout` children, the last
    /// `subtreeSize` of them in the separate subtree.
    public init(nodeCount: Int, fanout: Int, subtreeSize: Int = 0) {
        self.nodeCount = nodeCount
        nodes = [root]
        var frontier = [root]
        while nodes.count < nodeCount - subtreeSize {
            var next: [TraitNode] = []
            for parent in frontier {
                for _ in 0..<fanout where nodes.count < nodeCount - subtreeSize {
                    let child = TraitNode()
                    parent.addChild(child)
                    nodes.append(child)
                    next.append(child)
                }
            }
            frontier = next
        }
        if subtreeSize > 0 {
            // `nodes` starts with the root, so it always has a last node.
            nodes[nodes.count - 1].addChild(subtree)
            nodes.append(subtree)
            var subtreeNodes = [subtree]
            while subtreeNodes.count < subtreeSize {
                let child = TraitNode()
                subtreeNodes[(subtreeNodes.count - 1) / fanout].addChild(child)
                subtreeNodes.append(child)
                nodes.append(child)
            }
        }
        let counter = counter
        for node in nodes {
            node.registerForTraitChanges([UserInterfaceStyleTrait.self, AccessibilityContrastTrait.self]) {
                node, _ in handlerWork(node.traitCollection, counter)
            }
        }
        var order: [(TraitCollection) -> Void] = []
        func visit(_ node: TraitNode) {
            order.append { traits in handlerWork(traits, counter) }
            node.children.forEach(visit)
        }
        visit(root)
        handlersInWalkOrder = order
    }

    /// Switches the root's style override between light and dark, which every node inherits, so
    /// every handler runs once.
    public func toggleRootStyle() {
        root.overrideUserInterfaceStyle = root.overrideUserInterfaceStyle == .dark ? .light : .dark
    }

    /// Switches the subtree's contrast override between normal and high, so only the subtree's
    /// handlers run.
    public func toggleSubtreeContrast() {
        let contrast = subtree.traitOverrides.accessibilityContrast
        subtree.traitOverrides.accessibilityContrast = contrast == .high ? .normal : .high
    }

    /// The baseline: the same depth-first walk over the same nodes, calling the same handler work
    /// with traits computed beforehand.
    public func walkCallingHandlers(with traits: TraitCollection) {
        var index = 0
        func visit(_ node: TraitNode) {
            handlersInWalkOrder[index](traits)
            index += 1
            for child in node.children { visit(child) }
        }
        visit(root)
    }
}
