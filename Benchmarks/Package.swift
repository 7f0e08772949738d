// swift-tools-version: 6.1
import PackageDescription

/// Performance benchmarks for Shade's observer core (compared with a plain closure loop,
/// NotificationCenter, OpenCombine and the Observation framework), dynamic colors and the trait
/// tree, and a driver that counts the instructions of the hot paths (`instruction-counts.sh`).
///
/// Run from this directory:
///     swift package --allow-writing-to-package-directory benchmark
let package = Package(
    name: "ShadeBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Shade", path: ".."),
        // The GTK bridge, for GTKSwitchRatios (it needs GTK 4 and libadwaita: see ../GTK).
        .package(name: "ShadeGTK", path: "../GTK"),
        // Only the malloc interposer (for the allocation and memory metrics). The default traits also
        // enable the Linux ARC runtime interposer (swift-runtime-interposer), which only the
        // retain/release metrics need; these benchmarks do not use them.
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
        ),
        .executableTarget(
            name: "TraitTreeBenchmarks",
            dependencies: [
                .product(name: "Shade", package: "Shade"),
                .product(name: "Benchmark", package: "benchmark"),
                "TraitTreeSample",
            ],
            path: "Benchmarks/TraitTreeBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "ColorBenchmarks",
            dependencies: [
                .product(name: "Shade", package: "Shade"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/ColorBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "CatalogBenchmarks",
            dependencies: [
                .product(name: "ShadeCatalog", package: "Shade"),
                .product(name: "Benchmark", package: "benchmark"),
                "CatalogSample",
            ],
            path: "Benchmarks/CatalogBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The generated theme files of CatalogBenchmarks, shared with CatalogRatios.
        .target(name: "CatalogSample", path: "Tools/CatalogSample", swiftSettings: [.swiftLanguageMode(.v6)]),
        // Checks the readers' speed targets against their floors in one run: see README.md.
        .executableTarget(
            name: "CatalogRatios",
            dependencies: [
                .product(name: "ShadeCatalog", package: "Shade"), .product(name: "Shade", package: "Shade"),
                .product(name: "ShadeTool", package: "Shade"), "CatalogSample",
            ],
            path: "Tools/CatalogRatios",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Checks the GTK bridge's switch against its floor in one run: see README.md → GTK.
        .executableTarget(
            name: "GTKSwitchRatios",
            dependencies: [
                .product(name: "ShadeGTK", package: "ShadeGTK"), .product(name: "Shade", package: "Shade"),
            ],
            path: "Tools/GTKSwitchRatios",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The trait tree of TraitTreeBenchmarks, shared with InstructionCounts.
        .target(
            name: "TraitTreeSample",
            dependencies: [.product(name: "Shade", package: "Shade")],
            path: "Tools/TraitTreeSample",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Runs one hot path a fixed number of times, for counting its instructions under callgrind:
        // see instruction-counts.sh.
        .executableTarget(
            name: "InstructionCounts",
            dependencies: [.product(name: "Shade", package: "Shade"), "TraitTreeSample"],
            path: "Tools/InstructionCounts",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
