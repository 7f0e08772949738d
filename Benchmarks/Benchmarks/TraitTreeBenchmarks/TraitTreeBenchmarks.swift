import Benchmark
import Shade
import TraitTreeSample

// Benchmarks of Shade's trait tree and trait collections. See README.md for what each figure means.
// The tree (`SampleTree`, in Tools/TraitTreeSample) is shared with the instruction-count driver.
//
// The tree is main-actor state, and package-benchmark runs the bodies elsewhere: each body hops to
// the main actor and measures only what runs there (see `onMainActor`).

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: 2,
        maxDuration: .seconds(5),
        maxIterations: 1_000
    )
    registerRootChangeBenchmarks()
    registerSubtreeBenchmarks()
    registerTraitCollectionBenchmarks()
}

// MARK: - Root change on 10 000 nodes

/// One root style change on a tree of 10 000 nodes of depth 8 (fan-out 3), every node with one
/// handler registered for the style; against a baseline walking the same tree in the same order
/// and calling the same handlers with precomputed traits.
func registerRootChangeBenchmarks() {
    Benchmark("Tree RootStyleChange N=10000") { benchmark, tree in
        let before = tree.counter.calls
        await onMainActor(measuring: benchmark) { tree.toggleRootStyle() }
        precondition(tree.counter.calls - before == tree.nodeCount, "every handler runs once")
    } setup: {
        await MainActor.run { SampleTree(nodeCount: 10_000, fanout: 3) }
    }

    Benchmark("Tree Baseline N=10000") { benchmark, tree in
        let traits = TraitCollection(userInterfaceStyle: .dark)
        let before = tree.counter.calls
        await onMainActor(measuring: benchmark) { tree.walkCallingHandlers(with: traits) }
        precondition(tree.counter.calls - before == tree.nodeCount, "every handler runs once")
    } setup: {
        await MainActor.run { SampleTree(nodeCount: 10_000, fanout: 3) }
    }
}

// MARK: - A change on one subtree, in small and large trees

/// An override changed on one subtree of 100 nodes, in a tree of 1 000 and of 100 000 nodes: the
/// cost must not depend on the size of the rest of the tree.
func registerSubtreeBenchmarks() {
    for nodeCount in [1_000, 100_000] {
        Benchmark("Tree SubtreeChange subtree=100 N=\(nodeCount)") { benchmark, tree in
            let before = tree.counter.calls
            await onMainActor(measuring: benchmark) { tree.toggleSubtreeContrast() }
            precondition(tree.counter.calls - before == 100, "only the subtree's handlers run")
        } setup: {
            await MainActor.run { SampleTree(nodeCount: nodeCount, fanout: 3, subtreeSize: 100) }
        }
    }
}

// MARK: - Trait collections

/// Reading traits and comparing collections: must allocate nothing.
func registerTraitCollectionBenchmarks() {
    let iterations = BenchmarkScalingFactor.mega.rawValue
    let configuration = Benchmark.Configuration(scalingFactor: .mega)

    Benchmark("Traits ReadBuiltIn", configuration: configuration) { benchmark in
        let traits = TraitCollection(traitsFrom: [
            TraitCollection(userInterfaceStyle: .dark), TraitCollection(accessibilityContrast: .high),
        ])
        var sum = 0
        benchmark.startMeasurement()
        for _ in 0..<iterations {
            let traits = opaque(traits)
            sum &+= traits.userInterfaceStyle.rawValue &+ traits[AccessibilityContrastTrait.self].rawValue
        }
        benchmark.stopMeasurement()
        blackHole(sum)
    }

    Benchmark("Traits Compare", configuration: configuration) { benchmark in
        let a = TraitCollection(userInterfaceStyle: .dark)
        let b = TraitCollection(traitsFrom: [a, TraitCollection(userInterfaceLevel: .elevated)])
        var differences = 0
        benchmark.startMeasurement()
        for _ in 0..<iterations {
            if opaque(a) != opaque(b) { differences &+= 1 }
            if opaque(a).hasDifferentColorAppearance(comparedTo: opaque(b)) { differences &+= 1 }
        }
        benchmark.stopMeasurement()
        blackHole(differences)
    }
}

/// Returns its argument through a call the optimiser cannot see into, so loop bodies are not
/// hoisted or folded away.
@inline(never)
func opaque<Value>(_ value: Value) -> Value {
    value
}

/// Runs `work` on the main actor and measures it there, leaving the hop itself out of the figure.
func onMainActor(measuring benchmark: Benchmark, _ work: @escaping @MainActor () -> Void) async {
    // `Benchmark` is not `Sendable`; it is only used by the task that awaits this call, one call at
    // a time, so handing it to the main actor for the duration is safe.
    struct Handle: @unchecked Sendable { let benchmark: Benchmark }
    let handle = Handle(benchmark: benchmark)
    await MainActor.run {
        handle.benchmark.startMeasurement()
        work()
        handle.benchmark.stopMeasurement()
    }
}
