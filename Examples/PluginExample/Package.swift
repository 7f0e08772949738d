// swift-tools-version: 6.2
import PackageDescription

// A package that uses Shade as an app would: the target `Palette` holds an asset catalog and a
// token file, and the build-tool plugin `ShadeColors` writes a `DynamicColor` for each of their
// colors when the target builds. `.ci/run` builds it and runs its tests.
let package = Package(
    name: "PluginExample",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [
        .package(name: "Shade", path: "../..")
    ],
    targets: [
        .target(
            name: "Palette",
            dependencies: [.product(name: "Shade", package: "Shade")],
            plugins: [.plugin(name: "ShadeColors", package: "Shade")]
        ),
        .testTarget(name: "PaletteTests", dependencies: ["Palette", .product(name: "Shade", package: "Shade")]),
    ],
    swiftLanguageModes: [.v6]
)
