import Benchmark
import Shade

// Resolving dynamic colors. One iteration resolves a million times; with `scalingFactor: .mega`
// the scaled wall-clock figure is the time of one resolve and the scaled malloc count the
// allocations of one resolve. The color and the traits are kept in locals, as a view would keep
// them; each resolve goes through an opaque call so the loop cannot be folded away.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: 1,
        scalingFactor: .mega,
        maxDuration: .seconds(3),
        maxIterations: 200
    )
    let iterations = BenchmarkScalingFactor.mega.rawValue

    Benchmark("Resolve VariantTable") { benchmark in
        let color = DynamicColor.systemBackground
        let traits = TraitCollection(traitsFrom: [
            TraitCollection(userInterfaceStyle: .dark), TraitCollection(userInterfaceLevel: .elevated),
        ])
        var sum = 0.0
        benchmark.startMeasurement()
        for _ in 0..<iterations {
            sum += resolve(color, traits).red
        }
        benchmark.stopMeasurement()
        blackHole(sum)
    }

    Benchmark("Resolve Provider") { benchmark in
        let color = DynamicColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }
        let traits = TraitCollection(userInterfaceStyle: .dark)
        var sum = 0.0
        benchmark.startMeasurement()
        for _ in 0..<iterations {
            sum += resolve(color, traits).red
        }
        benchmark.stopMeasurement()
        blackHole(sum)
    }
}

@inline(never)
func resolve(_ color: DynamicColor, _ traits: TraitCollection) -> Color {
    color.resolvedColor(with: traits)
}
