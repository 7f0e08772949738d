// swift-tools-version: 6.1
import PackageDescription

/// Performance benchmarks for Shade's observer core, compared with a plain closure loop,
/// NotificationCenter, OpenCombine and the Observation framework.
///
/// Run from this directory:
///     swift package --allow-writing-to-package-directory benchmark
let package = Package(
    name: "ShadeBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Shade", path: ".."),
        // Only the malloc interposer: the default traits also ask for the ARC runtime interposer
        // (swift-runtime-interposer), which is not needed for these metrics.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        .executableTarget(
            name: "ObserverBenchmarks",
            dependencies: [
                .product(name: "Shade", package: "Shade"),
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            path: "Benchmarks/ObserverBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    ]
)
