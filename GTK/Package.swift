// swift-tools-version: 6.2
import PackageDescription

/// Shade in a GTK 4 app: the bridge `ShadeGTK` (libadwaita's style manager driven by a
/// `ThemeManager`, the theme's colors as GTK CSS, a trait node per widget, the main actor inside
/// GLib's main loop) and `shade-gtk-demo`, the demo as a desktop app.
///
/// A package of its own, so that the main package builds and tests without GTK. It needs GTK 4.8
/// and libadwaita 1.2 or later with their headers (Debian 12:
/// `apt-get install libgtk-4-dev libadwaita-1-dev`). Run from this directory:
///     swift run shade-gtk-demo
///     xvfb-run -a dbus-run-session -- swift test
let package = Package(
    name: "ShadeGTK",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ShadeGTK", targets: ["ShadeGTK"]),
        .executable(name: "shade-gtk-demo", targets: ["shade-gtk-demo"]),
    ],
    dependencies: [
        .package(name: "Shade", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // libadwaita and GTK 4 through their C headers, with a small shim for what Swift cannot
        // import (GObject's cast and signal macros, variadic functions).
        .systemLibrary(
            name: "CAdwaita", pkgConfig: "libadwaita-1",
            providers: [.apt(["libgtk-4-dev", "libadwaita-1-dev"])]),
        .target(
            name: "ShadeGTK",
            dependencies: [
                "CAdwaita",
                .product(name: "Shade", package: "Shade"),
                .product(name: "ShadeTool", package: "Shade"),
            ]),
        // The desktop demo's app and window, a library so that the tests drive its window in process.
        .target(
            name: "ShadeGTKDemo",
            dependencies: [
                "ShadeGTK", "CAdwaita",
                .product(name: "Shade", package: "Shade"),
                .product(name: "ShadeDemoModel", package: "Shade"),
                .product(name: "ShadeThemeFolder", package: "Shade"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(
            name: "shade-gtk-demo",
            dependencies: ["ShadeGTKDemo", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // The app of the article "Shade in a GTK app", whole, so that CI compiles its code.
        .executableTarget(
            name: "gtk-quick-start", dependencies: ["ShadeGTK", "CAdwaita", .product(name: "Shade", package: "Shade")],
            path: "Examples/QuickStart"),
        .testTarget(
            name: "ShadeGTKTests",
            dependencies: [
                "ShadeGTK", "ShadeGTKDemo", "CAdwaita", "shade-gtk-demo", "gtk-quick-start",
                .product(name: "ShadeDemoModel", package: "Shade"),
                // The tests compare the window's pixels with what `shade show` prints.
                .product(name: "shade", package: "Shade"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Shade", package: "Shade"),
                .product(name: "ShadeTool", package: "Shade"),
            ]),
    ]
)

for target in package.targets where target.type != .system {
    target.swiftSettings = [
        .swiftLanguageMode(.v6),
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"),
        .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
