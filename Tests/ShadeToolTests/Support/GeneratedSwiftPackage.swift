import Foundation
import Shade
import ShadeCatalog
import Synchronization

@testable import ShadeTool

/// The scratch package in which tests compile generated Swift against this checkout of Shade and
/// run it: `.build-generated-swift/Package` in the repository, with its build folder beside it.
///
/// Each program is an executable target of its own (the generated file and a `main.swift`);
/// every call builds all its programs with one `swift build`. The folder is kept between runs, so
/// that later builds are incremental (the first builds Shade, a minute or two). Calls are made one
/// at a time, since the package and its build folder are shared.
enum GeneratedSwiftPackage {
    /// One program to build: an executable target named `name`.
    struct Program {
        /// The target's name, a Swift identifier.
        var name: String
        /// The generated Swift (`Generated.swift`).
        var generated: String
        /// The program's `main.swift`, such as ``main(showing:)`` gives.
        var main: String
    }

    /// What a build gave: the build's output, and each program's exit status and output by name.
    struct Build {
        /// Whether the build succeeded.
        var succeeded: Bool
        /// What `swift build` printed.
        var output: String
        /// Each program's exit status and output (standard output and error), by name, when it built.
        var runs: [String: (status: Int32, output: String)]
    }

    /// The `swift` executable on the `PATH`, or `nil`.
    static let swiftExecutable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/swift" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }()

    /// Held while a build uses the shared package.
    private static let inUse = Mutex(())

    /// A `main.swift` that prints each dynamic color of `colors` (a label and a Swift expression)
    /// resolved in each of the eight appearances, one line each: the label, the appearance's
    /// ``Appearance/name`` and the resolved `Color`'s description, which holds its space and exact
    /// components, separated by tabs. ``lines(label:color:)`` gives the lines to expect.
    static func main(showing colors: [(label: String, expression: String)]) -> String {
        var main = "import Shade\n\n"
        main += "let appearances: [(String, TraitCollection)] = [\n"
        for appearance in Appearance.allCases {
            main += """
                    ("\(appearance.name)", TraitCollection {
                        $0.userInterfaceStyle = .\(appearance.isDark ? "dark" : "light")
                        $0.accessibilityContrast = .\(appearance.isHighContrast ? "high" : "normal")
                        $0.userInterfaceLevel = .\(appearance.isElevated ? "elevated" : "base")
                    }),

                """
        }
        main += "]\n\nfunc show(_ name: String, _ color: DynamicColor) {\n"
        main +=
            "    for (key, traits) in appearances { print(\"\\(name)\\t\\(key)\\t\\(color.resolvedColor(with: traits))\") }\n}\n\n"
        for (label, expression) in colors {
            main += "show(\(SwiftSourceText.stringLiteral(label)), \(expression))\n"
        }
        return main
    }

    /// The lines a program of ``main(showing:)`` prints for `color` under `label`, as Shade
    /// resolves it here.
    static func lines(label: String, color: DynamicColor) -> [String] {
        Appearance.allCases.map {
            "\(label)\t\($0.name)\t\(color.resolvedColor(with: $0.traitCollection))"
        }
    }

    /// The space and the components (red, green, blue, alpha; a gray's white three times) of a
    /// `Color`'s description as a program of ``main(showing:)`` prints it
    /// (`Color(displayP3, red: 1.0, green: 0.5, blue: 0.0, alpha: 1.0)`), or `nil`.
    static func color(fromDescription description: String) -> (space: String, components: [Double])? {
        guard description.hasPrefix("Color("), description.hasSuffix(")") else { return nil }
        let fields = description.dropFirst("Color(".count).dropLast().split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard let space = fields.first else { return nil }
        let values = fields.dropFirst().map { field in
            field.split(separator: ":").last.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        }
        guard values.allSatisfy({ $0 != nil }) else { return nil }
        let numbers = values.compactMap { $0 }
        switch numbers.count {
        case 4: return (space, numbers)
        case 2: return (space, [numbers[0], numbers[0], numbers[0], numbers[1]])
        default: return nil
        }
    }

    /// Writes `programs` into the package, builds them all with one `swift build`, and runs each
    /// one that built.
    static func build(_ programs: [Program]) throws -> Build {
        guard let swift = swiftExecutable else { throw CocoaError(.executableNotLoadable) }
        return try inUse.withLock { _ in
            let root = TestCatalogs.repositoryRoot
            let package = "\(root)/.build-generated-swift/Package"
            let scratch = "\(package)/../build"
            let dependency = URL(fileURLWithPath: root).lastPathComponent
            var manifest = """
                // swift-tools-version: 6.2
                import PackageDescription

                let package = Package(
                    name: "GeneratedSwiftCheck",
                    platforms: [.macOS(.v15)],
                    dependencies: [.package(path: \(SwiftSourceText.stringLiteral(root)))],
                    targets: [

                """
            for program in programs {
                manifest += """
                            .executableTarget(name: "\(program.name)", dependencies: [.product(name: "Shade", package: \(SwiftSourceText.stringLiteral(dependency)))]),

                    """
                try FileManager.default.createDirectory(
                    atPath: "\(package)/Sources/\(program.name)", withIntermediateDirectories: true)
                try write(program.generated, to: "\(package)/Sources/\(program.name)/Generated.swift")
                try write(program.main, to: "\(package)/Sources/\(program.name)/main.swift")
            }
            manifest += "    ]\n)\n"
            try write(manifest, to: "\(package)/Package.swift")

            // SwiftPM keeps a path dependency's list of files from the last build: start afresh when
            // Shade's files or manifest changed since then (edits to existing files build incrementally).
            let sourceList = try sourceList(of: root)
            let sourceListPath = "\(package)/../sources.txt"
            if (try? String(contentsOfFile: sourceListPath, encoding: .utf8)) != sourceList {
                try? FileManager.default.removeItem(atPath: scratch)
                try write(sourceList, to: sourceListPath)
            }
            let build = try run(swift, ["build", "--package-path", package, "--scratch-path", scratch])
            guard build.status == 0 else { return Build(succeeded: false, output: build.output, runs: [:]) }
            let binaries = try run(
                swift, ["build", "--package-path", package, "--scratch-path", scratch, "--show-bin-path"])
            let binPath =
                binaries.output.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").last
                .map(String.init) ?? ""
            var runs: [String: (status: Int32, output: String)] = [:]
            for program in programs {
                runs[program.name] = try run("\(binPath)/\(program.name)", [])
            }
            return Build(succeeded: true, output: build.output, runs: runs)
        }
    }

    /// Writes `text` to `path` unless the file holds it already, so that the scratch build stays
    /// incremental.
    static func write(_ text: String, to path: String) throws {
        guard (try? String(contentsOfFile: path, encoding: .utf8)) != text else { return }
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// The paths of the files under `Sources`, sorted, and the manifest, of the package at `root`.
    static func sourceList(of root: String) throws -> String {
        let sources = "\(root)/Sources"
        let files = FileManager.default.enumerator(atPath: sources)?.compactMap { $0 as? String } ?? []
        let manifest = try String(contentsOfFile: "\(root)/Package.swift", encoding: .utf8)
        return files.sorted().joined(separator: "\n") + "\n" + manifest
    }

    /// Runs `executable` and returns its exit status and its output (standard output and error).
    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
