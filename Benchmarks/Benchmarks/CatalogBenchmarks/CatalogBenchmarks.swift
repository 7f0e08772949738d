import Benchmark
import CatalogSample
import Foundation
import ShadeCatalog

// Reading theme files, each next to its floor: an asset catalog of 10 000 generated color sets
// against reading the same files' bytes with no parsing. One iteration reads the whole catalog.
// CatalogRatios checks the ratio against the target in one run; this suite gives the distribution.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 1,
        maxDuration: .seconds(10),
        maxIterations: 20
    )

    Benchmark("Asset catalog 10 000 color sets: read") { benchmark in
        let catalog = try CatalogSample.writeAssetCatalog(colorSets: 10_000)
        defer { CatalogSample.remove(catalog) }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(AssetCatalogReader.read(at: catalog).catalog.count)
        }
        benchmark.stopMeasurement()
    }

    Benchmark("Asset catalog 10 000 color sets: bytes only (floor)") { benchmark in
        let catalog = try CatalogSample.writeAssetCatalog(colorSets: 10_000)
        defer { CatalogSample.remove(catalog) }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(CatalogSample.readAllContents(under: catalog))
        }
        benchmark.stopMeasurement()
    }
}
