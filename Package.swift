// swift-tools-version: 6.1
import PackageDescription

/// Settings every target gets: Swift 6 language mode with strict concurrency, and the upcoming
/// features that make intent explicit. Applied in one loop so no target drifts.
let strictSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "Shade",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Shade", targets: ["Shade"]),
        .library(name: "ShadeTerminal", targets: ["ShadeTerminal"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log.git", from: "1.6.0")
    ],
    targets: [
        .target(name: "Shade", dependencies: [.product(name: "Logging", package: "swift-log")]),
        .testTarget(
            name: "ShadeTests",
            dependencies: [
                "Shade", "ShadeTestSupport", "preference-writer", .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Saves preferences in a loop until killed: the child process of the crash-safety test.
        .executableTarget(name: "preference-writer", dependencies: ["Shade"], path: "Tests/PreferenceWriter"),
        .target(name: "ShadeTerminal", dependencies: ["Shade"]),
        .testTarget(name: "ShadeTerminalTests", dependencies: ["ShadeTerminal", "Shade", "ShadeTestSupport"]),
        // Pseudo-terminals for the terminal and demo tests.
        .target(name: "ShadeTestSupport", path: "Tests/ShadeTestSupport"),
        .target(
            name: "ShadeDemo",
            dependencies: ["Shade", "ShadeTerminal", .product(name: "Logging", package: "swift-log")]),
        .executableTarget(name: "shade-demo", dependencies: ["ShadeDemo"]),
        .testTarget(
            name: "ShadeDemoTests",
            dependencies: ["ShadeDemo", "ShadeTerminal", "Shade", "ShadeTestSupport", "shade-demo"],
            exclude: ["Snapshots"]
        ),
        .executableTarget(name: "quick-start", dependencies: ["Shade"], path: "Examples/QuickStart"),
    ]
)

for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + strictSettings
}
