/// Applies trait changes to the tree: immediately, or once at the end of a batch.
///
/// Nodes whose inputs changed (their overrides, their parent, their screen) are scheduled. A flush
/// walks down from each scheduled node, shallowest first, so a node below another scheduled node
/// is normally covered by that node's walk and is then visited once more only to find nothing
/// changed. Nodes scheduled while a flush is running are applied after the walk in progress.
@MainActor
final class TraitUpdates {
    static let shared = TraitUpdates()

    private var pending: [TraitNode] = []
    private var batchDepth = 0
    private var isFlushing = false

    /// Nodes visited by walks so far, for tests and benchmarks that check pruning.
    // Unchecked: main-actor state, incremented once per visited node with no call in between.
    @exclusivity(unchecked) var visitedNodeCount = 0
    /// Whether the walk in progress logs changes; read once per flush.
    private(set) var isLoggingChanges = false

    func schedule(_ node: TraitNode) {
        pending.append(node)
        if batchDepth == 0, !isFlushing {
            flush()
        }
    }

    func batch<Result>(_ body: () throws -> Result) rethrows -> Result {
        batchDepth += 1
        defer {
            batchDepth -= 1
            if batchDepth == 0, !isFlushing {
                flush()
            }
        }
        return try body()
    }

    private func flush() {
        isFlushing = true
        isLoggingChanges = TraitChangeLog.isEnabled
        defer { isFlushing = false }
        while !pending.isEmpty {
            var nodes = pending
            pending.removeAll(keepingCapacity: true)
            if nodes.count > 1 {
                nodes = nodes.map { ($0, $0.depth) }.sorted { $0.1 < $1.1 }.map(\.0)
            }
            for node in nodes {
                node.propagate(inherited: node.inheritedTraitCollection, inheritedIsCurrent: false, updates: self)
            }
        }
    }
}
