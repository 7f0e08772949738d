// swift-tools-version: 6.2
import PackageDescription

/// Settings every target gets: Swift 6 language mode with strict concurrency, and the upcoming
/// features that make intent explicit. Applied in one loop so no target drifts.
let strictSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

/// The core layers, lowest first. Each depends only on the layers below it and imports no
/// Foundation (the Swift standard library, `Synchronization` and the C library only), so they
/// build for every platform Swift targets; `.ci/run` checks both rules.
let coreLayers: [Target] = [
    // Severity, source locations, the one diagnostic and its rendering, text made safe to show.
    .target(name: "ShadeDiagnostics"),
    .target(name: "ShadeObservation"),
    .target(name: "ShadeTraits", dependencies: ["ShadeObservation"]),
    .target(name: "ShadeColor", dependencies: ["ShadeTraits", "ShadeDiagnostics"]),
    // The strict JSON reader and writer with located errors, for the preference file and the theme files.
    .target(name: "ShadeJSON", dependencies: ["ShadeDiagnostics"]),
    .target(name: "ShadeTheme", dependencies: ["ShadeColor", "ShadeJSON", "ShadeDiagnostics"]),
]

/// The fuzz targets (Fuzz/README.md): each an executable that checks a parser's properties on one
/// input. `Scripts/fuzz` builds them with libFuzzer; built normally, they replay files.
let fuzzTargets: [Target] = [
    .systemLibrary(name: "CLibFuzzer", path: "Fuzz/LibFuzzer"),
    .target(name: "FuzzSupport", dependencies: ["CLibFuzzer", "ShadeDiagnostics"], path: "Fuzz/Support"),
    .executableTarget(name: "fuzz-color", dependencies: ["FuzzSupport", "ShadeColor"], path: "Fuzz/Color"),
    .executableTarget(name: "fuzz-json", dependencies: ["FuzzSupport", "ShadeJSON"], path: "Fuzz/JSON"),
    .executableTarget(name: "fuzz-preferences", dependencies: ["FuzzSupport", "ShadeTheme"], path: "Fuzz/Preferences"),
    .executableTarget(name: "fuzz-keys", dependencies: ["FuzzSupport", "ShadeTerminal"], path: "Fuzz/Keys"),
    .executableTarget(name: "fuzz-keyscript", dependencies: ["FuzzSupport", "ShadeTerminal"], path: "Fuzz/KeyScript"),
    .executableTarget(
        name: "fuzz-assetcatalog", dependencies: ["FuzzSupport", "ShadeCatalog", "ShadeTool"],
        path: "Fuzz/AssetCatalog"),
    .executableTarget(
        name: "fuzz-tokens", dependencies: ["FuzzSupport", "ShadeCatalog", "ShadeTool"], path: "Fuzz/Tokens"),
    .executableTarget(
        name: "fuzz-figma", dependencies: ["FuzzSupport", "ShadeCatalog", "ShadeColor", "ShadeTool"],
        path: "Fuzz/Figma"),
    .executableTarget(
        name: "fuzz-themefolder", dependencies: ["FuzzSupport", "ShadeCatalog", "ShadeThemeFolder", "Shade"],
        path: "Fuzz/ThemeFolder"),
    .executableTarget(
        name: "fuzz-codegen",
        dependencies: ["FuzzSupport", "GeneratedCodeCheck", "ShadeTool", "ShadeCatalog", "Shade"],
        path: "Fuzz/Codegen"),
    .executableTarget(
        name: "fuzz-auditfiles", dependencies: ["FuzzSupport", "ShadeTool"],
        path: "Fuzz/AuditFiles"),
    .executableTarget(
        name: "fuzz-fix", dependencies: ["FuzzSupport", "ShadeCatalog", "ShadeDiagnostics", "ShadeJSON", "ShadeTool"],
        path: "Fuzz/Fix"),
]

let package = Package(
    name: "Shade",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        // The umbrella: `import Shade` gives the four layers and the operating-system integration.
        .library(name: "Shade", targets: ["Shade"]),
        // Each layer on its own, for code that wants less than the whole.
        .library(name: "ShadeDiagnostics", targets: ["ShadeDiagnostics"]),
        .library(name: "ShadeObservation", targets: ["ShadeObservation"]),
        .library(name: "ShadeTraits", targets: ["ShadeTraits"]),
        .library(name: "ShadeColor", targets: ["ShadeColor"]),
        .library(name: "ShadeTheme", targets: ["ShadeTheme"]),
        .library(name: "ShadeSystem", targets: ["ShadeSystem"]),
        .library(name: "ShadeTerminal", targets: ["ShadeTerminal"]),
        // Theme files: Xcode asset catalogs and design tokens, read, written and loaded while running.
        .library(name: "ShadeCatalog", targets: ["ShadeCatalog"]),
        // A folder of theme files offered as themes and loaded again while the app runs.
        .library(name: "ShadeThemeFolder", targets: ["ShadeThemeFolder"]),
        // The demos' shared model, for the desktop demo in GTK/ (a package of its own).
        .library(name: "ShadeDemoModel", targets: ["ShadeDemoModel"]),
        // The `shade` command: audit, convert, preview and show a theme.
        .executable(name: "shade", targets: ["shade"]),
        // The command's entry point, `ShadeCommand`, for the benchmarks that time the command
        // (Benchmarks/Tools/CatalogRatios); the rest of ShadeTool is the package's own.
        .library(name: "ShadeTool", targets: ["ShadeTool"]),
        // The build-tool plugin: Swift for each theme file of a target, and its audit as build diagnostics.
        .plugin(name: "ShadeColors", targets: ["ShadeColors"]),
        // `swift package shade audit|convert|preview|show` over the theme files of a package's targets.
        .plugin(name: "ShadeCommandPlugin", targets: ["ShadeCommandPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log.git", from: "1.6.0"),
        // The demo's command line only; the library targets do not depend on it.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: coreLayers + [
        // Files as the operating system has them: reads bounded in size that never block, atomic
        // replacement, no overwriting on rename, links kept inside a folder (POSIX only).
        .target(name: "ShadeFiles"),
        // The operating system: the preference file, the environment's and the desktop's appearance.
        .target(
            name: "ShadeSystem",
            dependencies: [
                "ShadeDiagnostics", "ShadeObservation", "ShadeTraits", "ShadeColor", "ShadeJSON", "ShadeTheme",
                "ShadeFiles", .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "Shade",
            dependencies: [
                "ShadeDiagnostics", "ShadeObservation", "ShadeTraits", "ShadeColor", "ShadeJSON", "ShadeTheme",
                "ShadeSystem",
            ]
        ),
        // The catalog model every theme-file format reads into and writes from, with no format's
        // fields, and the theme a catalog gives.
        .target(
            name: "ShadeCatalogModel",
            dependencies: ["ShadeDiagnostics", "ShadeTraits", "ShadeColor", "ShadeJSON", "ShadeTheme"]),
        // The formats, a module each, reading into the model and writing from it; each keeps what
        // only it needs in its own sidecar and declares its own naming.
        // Xcode asset catalogs: `Contents.json` files in folders, written as Xcode writes them.
        .target(
            name: "ShadeAssetCatalog",
            dependencies: ["ShadeCatalogModel", "ShadeDiagnostics", "ShadeColor", "ShadeJSON", "ShadeFiles"]),
        // Design tokens (DTCG, its resolver, Tokens Studio), which also carry an asset catalog's
        // names and notation in `$extensions` so that one comes back whole.
        .target(
            name: "ShadeTokens",
            dependencies: [
                "ShadeCatalogModel", "ShadeAssetCatalog", "ShadeDiagnostics", "ShadeColor", "ShadeJSON",
                "ShadeTheme", "ShadeFiles",
            ]),
        // Figma variables (the plugin export and the REST response), read as design tokens.
        .target(
            name: "ShadeFigma",
            dependencies: ["ShadeCatalogModel", "ShadeTokens", "ShadeDiagnostics", "ShadeJSON", "ShadeFiles"]),
        // Theme files: the model and every format, which it re-exports, with what spans formats:
        // telling a file's format, and writing new colors into any of them byte for byte.
        .target(
            name: "ShadeCatalog",
            dependencies: [
                "ShadeCatalogModel", "ShadeAssetCatalog", "ShadeTokens", "ShadeFigma", "ShadeDiagnostics",
                "ShadeColor", "ShadeJSON", "ShadeFiles",
            ]),
        // The live themes folder: theme files offered as themes, watched through the operating system.
        .target(
            name: "ShadeThemeFolder",
            dependencies: ["ShadeDiagnostics", "ShadeJSON", "ShadeTheme", "ShadeFiles", "ShadeSystem", "ShadeCatalog"]),
        // Fixtures/ holds real asset catalogs and token files the tests read by path (see the SOURCES.md files there).
        .testTarget(
            name: "ShadeCatalogTests",
            dependencies: [
                "ShadeCatalog", "ShadeAssetCatalog", "ShadeTokens", "ShadeFigma", "ShadeColor", "ShadeFiles", "Shade",
                "ShadeJSON", "ShadeDiagnostics", "ShadeTestSupport",
            ],
            exclude: ["Fixtures"]
        ),
        // The themes folder's tests: loading, live reloading, and hostile folders.
        .testTarget(
            name: "ShadeThemeFolderTests",
            dependencies: [
                "ShadeThemeFolder", "ShadeCatalog", "ShadeFiles", "Shade", "ShadeJSON", "ShadeObservation",
                "ShadeTheme", "ShadeTestSupport",
            ]
        ),
        // The `shade` command's logic (audit, exports, preview, show), so tests call it directly.
        .target(
            name: "ShadeTool",
            dependencies: [
                "ShadeDiagnostics", "ShadeTraits", "ShadeColor", "ShadeJSON", "ShadeTheme", "ShadeSystem",
                "ShadeFiles", "ShadeCatalog", "ShadeTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "shade",
            dependencies: ["ShadeTool", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // Runs `shade generate` for each theme file of the target that applies it (Plugins/ShadeColors).
        .plugin(name: "ShadeColors", capability: .buildTool(), dependencies: ["shade"]),
        // Exact parsers of the Swift, CSS and HTML the exports write, for the tests and the
        // fuzz target that check no theme file can write code of its own.
        .target(
            name: "GeneratedCodeCheck", dependencies: ["ShadeTool", "ShadeCatalog", "Shade"],
            path: "Tests/GeneratedCodeCheck"),
        // `shade` is a dependency so that the tests can run the built command as a shell would;
        // Fixtures/ holds the theme files the tests export, preview and compile.
        .testTarget(
            name: "ShadeToolTests",
            dependencies: [
                "ShadeTool", "ShadeCatalog", "Shade", "ShadeDiagnostics", "ShadeJSON", "ShadeTerminal",
                "ShadeTestSupport", "GeneratedCodeCheck", "shade",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            exclude: ["Fixtures"]
        ),
        // The layers' tests, a target per module.
        .testTarget(name: "ShadeDiagnosticsTests", dependencies: ["ShadeDiagnostics"]),
        .testTarget(
            name: "ShadeObservationTests",
            dependencies: ["Shade", "ShadeObservation", "ShadeTraits", "ShadeTestSupport"]),
        .testTarget(
            name: "ShadeTraitsTests",
            dependencies: [
                "Shade", "ShadeTraits", "ShadeTestSupport", .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(name: "ShadeColorTests", dependencies: ["Shade", "ShadeColor", "ShadeTestSupport"]),
        .testTarget(name: "ShadeJSONTests", dependencies: ["ShadeJSON", "ShadeDiagnostics", "Shade"]),
        .testTarget(
            name: "ShadeThemeTests",
            dependencies: [
                "Shade", "ShadeTheme", "ShadeSystem", "ShadeTestSupport",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "ShadeSystemTests",
            dependencies: [
                "Shade", "ShadeSystem", "ShadeFiles", "ShadeTheme", "ShadeObservation", "ShadeTestSupport",
                "preference-writer", .product(name: "Logging", package: "swift-log"),
            ],
            // The fake desktop portal the portal tests run with python-dbusmock.
            exclude: ["Fixtures"]
        ),
        // Saves preferences in a loop until killed: the child process of the crash-safety test.
        .executableTarget(name: "preference-writer", dependencies: ["Shade"], path: "Tests/PreferenceWriter"),
        // Terminal drawing, input and sessions; it uses Shade's colors and nothing above them.
        .target(name: "ShadeTerminal", dependencies: ["ShadeColor", "ShadeJSON", "ShadeDiagnostics"]),
        .testTarget(name: "ShadeTerminalTests", dependencies: ["ShadeTerminal", "Shade", "ShadeTestSupport"]),
        // What the tests share: pseudo-terminals, temporary folders, a seeded generator, waits.
        .target(
            name: "ShadeTestSupport",
            dependencies: [
                "ShadeObservation", "ShadeTraits", "ShadeColor", .product(name: "Logging", package: "swift-log"),
            ],
            path: "Tests/ShadeTestSupport"),
        // What the terminal demo and the desktop demo (GTK/) share: the library, the player, and
        // where the choice is saved.
        .target(
            name: "ShadeDemoModel",
            dependencies: ["ShadeObservation", "ShadeTheme", "ShadeSystem", "ShadeThemeFolder"]),
        .target(
            name: "ShadeDemo",
            dependencies: [
                "ShadeDemoModel", "ShadeDiagnostics", "ShadeObservation", "ShadeTraits", "ShadeColor", "ShadeJSON",
                "ShadeTheme",
                "ShadeSystem", "ShadeCatalog", "ShadeThemeFolder", "ShadeTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(
            name: "shade-demo",
            dependencies: ["ShadeDemo", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .testTarget(
            name: "ShadeDemoTests",
            dependencies: [
                "ShadeDemo", "ShadeDemoModel", "ShadeTerminal", "Shade", "ShadeCatalog", "ShadeThemeFolder",
                "ShadeTestSupport",
                "shade-demo",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            exclude: ["Snapshots"]
        ),
        .executableTarget(name: "quick-start", dependencies: ["Shade"], path: "Examples/QuickStart"),
        // The soak: a theme manager with many windows and observers switched many times while
        // other threads use subjects, and shade-demo typed random keys on a pseudo-terminal.
        // Run by Scripts/soak.
        .executableTarget(
            name: "shade-soak",
            dependencies: [
                "Shade", "ShadeTestSupport", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Tests/Soak"
        ),
        // The command plugin: runs `shade` over the asset catalogs and token files of the targets
        // (Sources/ShadeTool/ShadeTool.docc/Plugins.md).
        .plugin(
            name: "ShadeCommandPlugin",
            capability: .command(
                intent: .custom(
                    verb: "shade", description: "Audit, convert, preview or show the targets' theme files."),
                permissions: [
                    .writeToPackageDirectory(reason: "shade convert and shade preview write the files -o names.")
                ]
            ),
            dependencies: ["shade"]
        ),
    ] + fuzzTargets
)

// SwiftPM accepts no settings on a plugin target; a plugin is compiled in Swift 6 mode by its tools version.
for target in package.targets where target.type != .system && target.type != .plugin {
    target.swiftSettings = (target.swiftSettings ?? []) + strictSettings
}

// A run that needs only some of the tests (the thread sanitizer's, in `.ci/run`) names their targets
// in SHADE_ONLY_TESTS, separated by commas: the package then declares those test targets and what
// they depend on, and nothing else, so that such a run does not build the rest. `Scripts/fuzz
// --build` names the fuzz targets there, to build them all at once with libFuzzer.
if let only = Context.environment["SHADE_ONLY_TESTS"] {
    let targets = Dictionary(uniqueKeysWithValues: package.targets.map { ($0.name, $0) })
    var kept = Set(only.split(separator: ",").map(String.init))
    var pending = Array(kept)
    while let name = pending.popLast() {
        for dependency in targets[name]?.dependencies ?? [] {
            let dependencyName: String
            switch dependency {
            case .targetItem(let name, _), .byNameItem(let name, _): dependencyName = name
            case .productItem: continue
            @unknown default: continue
            }
            if targets[dependencyName] != nil, kept.insert(dependencyName).inserted { pending.append(dependencyName) }
        }
    }
    package.targets.removeAll { !kept.contains($0.name) }
    package.products.removeAll { product in
        let targets =
            (product as? Product.Library)?.targets ?? (product as? Product.Executable)?.targets
            ?? (product as? Product.Plugin)?.targets ?? []
        return !targets.allSatisfy(kept.contains)
    }
}
