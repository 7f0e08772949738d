import Shade
import TraitTreeSample

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// Runs one hot path of Shade a fixed number of times, for counting its instructions under
// callgrind (see instruction-counts.sh). Each workload builds its fixture, runs the operation once
// to warm up, then runs it `count` times inside one non-inlined function whose name starts with
// `measured`; the script counts only the instructions executed inside that function. The output
// is one line, `operations <n>`: the number of operations (nodes times changes, observers times
// sends, resolves) the instruction count is divided by.
//
// Only `import Shade`, so the driver builds against the library before and after it was split
// into one module per layer.
//
// Usage: InstructionCounts root-change|closure-send|closure-floor|variant-resolve [count]

/// The nodes of the trait tree, as in the "Tree RootStyleChange N=10000" benchmark.
let treeNodeCount = 10_000
/// The observers of the subject, as in the "Send ShadeClosure N=10000" benchmark.
let observerCount = 10_000

let workloads: [String: (defaultCount: Int, run: @MainActor (Int) -> Int)] = [
    "root-change": (50, rootChanges),
    "closure-send": (100, closureSends),
    "closure-floor": (100, closureFloor),
    "variant-resolve": (1_000_000, variantResolves),
]

let arguments = CommandLine.arguments.dropFirst()
guard let name = arguments.first, let workload = workloads[name], arguments.count <= 2,
    let count = arguments.count == 2 ? arguments.last.flatMap({ Int($0) }) : workload.defaultCount, count > 0
else {
    let names = workloads.keys.sorted().joined(separator: "|")
    print("usage: InstructionCounts \(names) [count]")
    exit(2)
}
print("operations \(workload.run(count))")

// MARK: - Root change on the 10 000-node tree

/// `changes` root style changes on the benchmarks' tree of 10 000 nodes (fan-out 3), each node
/// with one handler. Returns the number of handler calls (nodes × changes).
@MainActor
func rootChanges(_ changes: Int) -> Int {
    let tree = SampleTree(nodeCount: treeNodeCount, fanout: 3)
    tree.toggleRootStyle()
    let before = tree.counter.calls
    measuredRootChanges(tree, changes)
    let calls = tree.counter.calls - before
    precondition(calls == changes * tree.nodeCount, "every handler runs once per change")
    return calls
}

@MainActor
@inline(never)
func measuredRootChanges(_ tree: SampleTree, _ changes: Int) {
    for _ in 0..<changes {
        tree.toggleRootStyle()
    }
}

// MARK: - Closure send to 10 000 observers

/// Counts the observers' calls, behind a pointer so an increment is one add (no exclusivity check),
/// as the observer benchmarks' counter.
final class CallCounter: @unchecked Sendable {
    private let storage = UnsafeMutablePointer<Int>.allocate(capacity: 1)

    init() { storage.initialize(to: 0) }
    deinit { storage.deallocate() }

    var value: Int { storage.pointee }

    @inline(__always)
    func increment() { storage.pointee &+= 1 }
}

/// `sends` sends of a new value to a `Subject<Int>` with 10 000 closure observers, from a
/// nonisolated context (so the observers are called on this thread before `send` returns).
/// Returns the number of observer calls (observers × sends).
nonisolated func closureSends(_ sends: Int) -> Int {
    let counter = CallCounter()
    let subject = Subject(0)
    let subscriptions = (0..<observerCount).map { _ in
        subject.observe(receivingInitialState: false) { _ in counter.increment() }
    }
    subject.send(-1)
    let before = counter.value
    measuredClosureSends(subject, sends)
    let calls = counter.value - before
    precondition(calls == sends * observerCount, "every observer is called once per send")
    withExtendedLifetime(subscriptions) {}
    return calls
}

@inline(never)
nonisolated func measuredClosureSends(_ subject: Subject<Int>, _ sends: Int) {
    for value in 1...sends {
        subject.send(value)
    }
}

/// The floor of `closure-send`: `sends` passes of a plain `for` loop over 10 000 closures of type
/// `() -> Void`, each incrementing the same counter (the "Send PlainLoop N=10000" benchmark). The
/// least any observer mechanism can do is one indirect call per observer, so the closure send's
/// instructions divided by these are its overhead as a ratio. Returns the number of calls.
nonisolated func closureFloor(_ sends: Int) -> Int {
    let counter = CallCounter()
    let closures: [() -> Void] = (0..<observerCount).map { _ in { counter.increment() } }
    for closure in closures { closure() }
    let before = counter.value
    measuredClosureFloor(closures, sends)
    let calls = counter.value - before
    precondition(calls == sends * observerCount, "every closure is called once per pass")
    return calls
}

@inline(never)
nonisolated func measuredClosureFloor(_ closures: [() -> Void], _ sends: Int) {
    for _ in 0..<sends {
        for closure in closures {
            closure()
        }
    }
}

// MARK: - Variant-table resolve

/// `resolves` resolves of a variant-table color (`systemBackground`) against dark, elevated traits,
/// each through a non-inlined call, as in the "Resolve VariantTable" benchmark. Returns `resolves`.
nonisolated func variantResolves(_ resolves: Int) -> Int {
    let color = DynamicColor.systemBackground
    let traits = TraitCollection(traitsFrom: [
        TraitCollection(userInterfaceStyle: .dark), TraitCollection(userInterfaceLevel: .elevated),
    ])
    let red = resolve(color, traits).red
    let sum = measuredVariantResolves(color, traits, resolves)
    precondition(sum >= red * Double(resolves) * 0.99, "every resolve gives the same color")
    return resolves
}

@inline(never)
nonisolated func measuredVariantResolves(_ color: DynamicColor, _ traits: TraitCollection, _ resolves: Int) -> Double {
    var sum = 0.0
    for _ in 0..<resolves {
        sum += resolve(color, traits).red
    }
    return sum
}

@inline(never)
nonisolated func resolve(_ color: DynamicColor, _ traits: TraitCollection) -> Color {
    color.resolvedColor(with: traits)
}
