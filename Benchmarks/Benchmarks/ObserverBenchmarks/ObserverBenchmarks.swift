import Benchmark
import Shade

// Benchmarks of Shade's observer core against a plain closure loop, NotificationCenter,
// OpenCombine and the Observation framework. See README.md for what each figure means.
//
// Naming: "<Group> <Mechanism> N=<observers>", so `--filter` can pick a group, a mechanism or a size.

/// The observer counts every send benchmark runs at.
let observerCounts = [1, 100, 10_000, 1_000_000]

/// Every send benchmark makes 1 000 000 observer calls per iteration (`1_000_000 / N` sends to
/// `N` observers), matching `scalingFactor: .mega`: the scaled wall-clock figure is the time per
/// observer per send, and the scaled `mallocCountTotal` is the allocations per observer call.
let callsPerIteration = BenchmarkScalingFactor.mega.rawValue

/// Registrations that exist while single subscriptions and cancellations are measured.
let existingObserverCount = 1_000_000

/// Subscriptions (or cancellations) per iteration of a registration benchmark (`.kilo`).
let registrationsPerIteration = BenchmarkScalingFactor.kilo.rawValue

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: 1,
        maxDuration: .seconds(5),
        maxIterations: 1_000
    )

    // 1. and 3. Send cost per observer, and allocations per send in steady state.
    for count in observerCounts {
        registerSendBenchmark("PlainLoop", PlainClosureLoop.self, observers: count)
        registerSendBenchmark("ShadeClosure", ShadeClosures.self, observers: count)
        registerSendBenchmark("ShadeTargetAction", ShadeTargetAction.self, observers: count)
        registerSendBenchmark("ShadeProtocol", ShadeProtocolObservers.self, observers: count)
        registerSendBenchmark("NotificationCenter", NotificationCenterBlocks.self, observers: count)
        registerSendBenchmark("OpenCombine", OpenCombineSinks.self, observers: count)
        registerSendBenchmark("Observation", ObservationTracking.self, observers: count)
    }

    // 2. Subscribe and cancel cost with 1M existing observers.
    registerRegistrationBenchmarks("Shade", ShadeRegistrar.self)
    registerRegistrationBenchmarks("NotificationCenter", NotificationCenterRegistrar.self)
    registerRegistrationBenchmarks("OpenCombine", OpenCombineRegistrar.self)

    // 4. Bytes per registration.
    registerMemoryBenchmarks()
}

// MARK: - Send

/// Measures `1_000_000 / observers` sends to `observers` observers of one mechanism.
///
/// The observers are built once, in the setup, outside the measured region. The warm-up iteration
/// brings the mechanism to steady state (queues grown, caches filled), so `mallocCountTotal` counts
/// only what a send allocates. After each iteration the counter proves every observer was called.
func registerSendBenchmark<B: Broadcaster>(_ mechanism: String, _ type: B.Type, observers: Int) {
    let sendsPerIteration = callsPerIteration / observers
    let counter = Counter()
    Benchmark(
        "Send \(mechanism) N=\(observers)",
        configuration: .init(
            scalingFactor: .mega,
            // At a million observers one iteration is a single send, which takes up to seconds for
            // the slow mechanisms (Observation: ~8 s); the cap keeps the whole run within minutes.
            maxDuration: observers == 1_000_000 ? .seconds(10) : .seconds(5),
            maxIterations: observers == 1_000_000 ? 30 : 1_000
        )
    ) { benchmark, broadcaster in
        let before = counter.value
        // Changing values, so nothing is suppressed as a duplicate.
        var value = before
        benchmark.startMeasurement()
        for _ in 0..<sendsPerIteration {
            value &+= 1
            broadcaster.send(value)
        }
        benchmark.stopMeasurement()
        precondition(
            counter.value - before == sendsPerIteration * observers,
            "\(mechanism): \(counter.value - before) calls instead of \(sendsPerIteration * observers)"
        )
    } setup: {
        B(observerCount: observers, counter: counter)
    }
}

// MARK: - Subscribe and cancel

/// Measures single subscriptions and single cancellations on a mechanism that already has
/// `existingObserverCount` observers; the scaled figure is the time of one operation.
func registerRegistrationBenchmarks<R: Registrar>(_ mechanism: String, _ type: R.Type) {
    let configuration = Benchmark.Configuration(
        scalingFactor: .kilo,
        maxDuration: .seconds(3),
        maxIterations: 1_000
    )

    // Subscribe 1000 new observers; they are cancelled again outside the measured region, so every
    // iteration starts from the same `existingObserverCount`.
    Benchmark("Subscribe \(mechanism) existing=1M", configuration: configuration) { benchmark, registrar in
        var tokens: [R.Token] = []
        tokens.reserveCapacity(registrationsPerIteration)
        benchmark.startMeasurement()
        for _ in 0..<registrationsPerIteration {
            tokens.append(registrar.subscribe())
        }
        benchmark.stopMeasurement()
        for token in tokens {
            registrar.cancel(token)
        }
    } setup: {
        R(existingObservers: existingObserverCount, counter: Counter())
    }

    // Cancel 1000 observers subscribed outside the measured region. The tokens themselves are
    // released after the measured region too; only the explicit cancellation is timed.
    Benchmark("Cancel \(mechanism) existing=1M", configuration: configuration) { benchmark, registrar in
        let tokens = (0..<registrationsPerIteration).map { _ in registrar.subscribe() }
        benchmark.startMeasurement()
        for token in tokens {
            registrar.cancel(token)
        }
        benchmark.stopMeasurement()
    } setup: {
        R(existingObservers: existingObserverCount, counter: Counter())
    }
}

// MARK: - Memory

/// Measures the memory that 1 000 000 registrations keep alive, per registration.
///
/// `memoryLeakedBytes` is the bytes requested from malloc minus the bytes freed within the
/// measured region: everything the registrations keep, transient reallocations excluded.
/// `mallocFreeDelta` is the number of live allocations they keep. `peakMemoryResidentDelta` is the
/// growth of the resident set, which adds glibc's per-chunk overhead and the malloc interposer's
/// 16-byte header on every allocation (the interposer is what provides the two malloc metrics), so
/// it is an upper bound. The closures capture only one shared `Counter`, which is their own context
/// and allocates nothing per closure; whatever is allocated per registration is the library's.
func registerMemoryBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.memoryLeakedBytes, .mallocFreeDelta, .peakMemoryResidentDelta],
        warmupIterations: 0,
        scalingFactor: .mega,
        maxDuration: .seconds(10),
        maxIterations: 3
    )
    let registrations = configuration.scalingFactor.rawValue

    Benchmark("Memory ShadeClosure N=1000000", configuration: configuration) { benchmark in
        let counter = Counter()
        // The caller's storage for the subscriptions is not Shade's cost: reserve it beforehand.
        var subscriptions: [Shade.Subscription] = []
        subscriptions.reserveCapacity(registrations)
        benchmark.startMeasurement()
        let subject = Subject(0)
        for _ in 0..<registrations {
            subscriptions.append(subject.observe(receivingInitialState: false) { _ in counter.increment() })
        }
        benchmark.stopMeasurement()
        withExtendedLifetime((subject, subscriptions)) {}
    }

    // For comparison: weakly held targets (the targets themselves are created beforehand).
    Benchmark("Memory ShadeTargetAction N=1000000", configuration: configuration) { benchmark in
        let counter = Counter()
        let targets = (0..<registrations).map { _ in Target(counter: counter) }
        benchmark.startMeasurement()
        let subject = Subject(0)
        for target in targets {
            subject.subscribe(target, Target.receive, receivingInitialState: false)
        }
        benchmark.stopMeasurement()
        withExtendedLifetime((subject, targets)) {}
    }
}
