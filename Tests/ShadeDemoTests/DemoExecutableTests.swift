#if os(Linux) || os(macOS)
    import Foundation
    import Shade
    import ShadeTestSupport
    import Testing

    /// Runs the built `shade-demo` as a shell would, for what only the real entry point decides:
    /// where the help and the errors are printed, and the exit status.
    @Suite struct DemoExecutableTests {
        /// What one run of `shade-demo` printed and how it exited.
        struct Result {
            var status: Int32
            var output: String
            var errors: String
        }

        /// The configuration directory of the runs, removed after the test.
        let directory: TemporaryDirectory

        init() throws {
            directory = try TemporaryDirectory()
        }

        /// The directory the tests and `shade-demo` are built into, such as `.build/debug`.
        static func productsDirectory() throws -> URL {
            #if os(macOS)
                // The tests are a bundle loaded by a runner that lives elsewhere.
                let bundle = try #require(
                    Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }, "the test bundle is loaded")
                return bundle.bundleURL.deletingLastPathComponent()
            #else
                // The tests are an executable of their own.
                let executable = try #require(Bundle.main.executableURL, "the tests are an executable")
                return executable.deletingLastPathComponent()
            #endif
        }

        /// Runs `shade-demo` with `arguments`, without a terminal, configured in ``directory``.
        func runDemo(_ arguments: [String]) throws -> Result {
            let executable = try Self.productsDirectory().appendingPathComponent("shade-demo")
            try #require(
                FileManager.default.isExecutableFile(atPath: executable.path), "shade-demo is built with the tests")
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            process.environment = [
                "HOME": directory.path, "XDG_CONFIG_HOME": directory.path, "SHADE_SYSTEM_APPEARANCE": "light",
            ].merging(sanitizerEnvironment()) { $1 }
            let output = Pipe()
            let errors = Pipe()
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = output
            process.standardError = errors
            try process.run()
            // Both are small, well under a pipe's buffer, so reading one first cannot block the demo.
            let outputData = output.fileHandleForReading.readDataToEndOfFile()
            let errorData = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return Result(
                status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
                errors: String(decoding: errorData, as: UTF8.self))
        }

        @Test func versionIsTheOneConstantOnStandardOutput() throws {
            let result = try runDemo(["--version"])
            #expect(result.status == 0)
            #expect(result.output == "shade-demo \(ShadeVersion.current)\n")
            #expect(result.errors.isEmpty)
        }

        @Test func helpIsPrintedToStandardOutputAndExitsZero() throws {
            let result = try runDemo(["--help"])
            #expect(result.status == 0)
            #expect(result.output.hasPrefix("OVERVIEW: The in-app dark mode sample, in the terminal."))
            #expect(result.output.contains("--system-appearance <style>"))
            #expect(result.errors.isEmpty)
        }

        @Test func anUnknownOptionIsAUsageErrorOnStandardError() throws {
            let result = try runDemo(["--bogus"])
            #expect(result.status == 64, "EX_USAGE")
            #expect(result.errors.hasPrefix("Error: Unknown option '--bogus'\nUsage: shade-demo "))
            #expect(result.errors.contains("See 'shade-demo --help' for more information."))
            #expect(result.output.isEmpty)
        }

        @Test func aBadValueIsAUsageErrorOnStandardError() throws {
            let result = try runDemo(["--size", "80by24", "--snapshot"])
            #expect(result.status == 64, "EX_USAGE")
            #expect(result.errors.hasPrefix("Error: The value '80by24' is invalid for '--size <size>'"))
            #expect(result.output.isEmpty)
        }

        @Test func aSnapshotIsPrintedAndExitsZero() throws {
            let result = try runDemo(["--keys", "s", "--snapshot"])
            #expect(result.status == 0)
            #expect(result.output.contains("APPEARANCE"))
            #expect(result.errors.isEmpty)
        }
    }
#endif
