#if os(Linux) || os(macOS)
    import Foundation
    import ShadeTestSupport
    import Testing

    /// Runs the built `shade` as a shell would, for what only the real entry point decides: the
    /// exit status, which stream gets what, and colors on a real terminal.
    @Suite struct ExecutableTests {
        let directory: TemporaryDirectory
        let catalog: String

        init() throws {
            directory = try TemporaryDirectory()
            catalog = try writeCatalog(
                CatalogBuilder.catalog(
                    CatalogBuilder.color("label", 0x999999, dark: 0xFFFFFF),
                    CatalogBuilder.color("background", 0xFFFFFF, dark: 0x000000)),
                in: directory)
        }

        func run(_ arguments: [String], environment: [String: String] = [:]) throws -> CommandRun {
            try runShadeExecutable(arguments, environment: environment)
        }

        @Test func exitStatusesAreThoseTheHelpPromises() throws {
            #expect(try run(["audit", catalog]).status == 1)
            #expect(try run(["audit", catalog, "--config", "/dev/null"]).status == 2)
            #expect(try run(["audit", directory.file("None.xcassets")]).status == 2)
            #expect(try run(["show", catalog, "label"]).status == 0)
            #expect(try run(["show", catalog, "nothing"]).status == 1)
            #expect(try run(["--help"]).status == 0)
        }

        @Test func aUsageErrorExitsWithSixtyFourAndTheUsageOnStandardError() throws {
            let result = try run(["audit", catalog, "--fail-on", "sometimes"])
            #expect(result.status == 64)
            #expect(result.output.isEmpty)
            #expect(result.errors.contains("Usage: shade audit"))
            #expect(try run(["audit"]).status == 64)
            #expect(try run(["frobnicate"]).status == 64)
        }

        @Test func theReportGoesToStandardOutputAndProblemsToStandardError() throws {
            let result = try run(["audit", catalog, directory.file("None.xcassets"), "--format", "json"])
            #expect(result.output.hasPrefix("{"))
            #expect(result.errors.contains("None.xcassets: error: no such file or folder"))
            #expect(!result.errors.contains("{"))
        }

        @Test func helpStatesTheNamingRuleTheSeveritiesAndTheExitStatuses() throws {
            let help = try run(["audit", "--help"]).output
            for phrase in ["shade.json", "bg, surface", "contrast-aaa", "near-duplicate", "EXIT STATUS", "NO_COLOR"] {
                #expect(help.contains(phrase), "\(phrase)")
            }
        }

        #if os(Linux)
            /// Runs `shade` on a pseudo-terminal with `environment` and returns what it wrote.
            func runOnTerminal(_ arguments: [String], environment: [String: String]) throws -> String {
                let terminal = try PseudoTerminal()
                terminal.setWindowSize(width: 200, height: 50)
                let process = Process()
                process.executableURL = try shadeExecutable()
                process.arguments = arguments
                process.environment = environment.merging(sanitizerEnvironment()) { own, _ in own }
                let handle = FileHandle(fileDescriptor: terminal.terminal, closeOnDealloc: false)
                process.standardInput = handle
                process.standardOutput = handle
                process.standardError = handle
                try process.run()
                // The summary's last line: "1 finding at or above error (--fail-on error)".
                let text = terminal.readOutput(until: "at or above error", timeout: .seconds(20))
                process.waitUntilExit()
                return text
            }

            @Test func onATerminalTheReportHasSwatchesUnlessNoColorIsSet() throws {
                let colored = try runOnTerminal(
                    ["audit", catalog], environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"])
                #expect(colored.contains("\u{1B}[48;2;153;153;153m"))
                let plain = try runOnTerminal(
                    ["audit", catalog],
                    environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"])
                #expect(plain.contains("label on background"))
                #expect(!plain.contains("\u{1B}[48;2;"))
            }
        #endif
    }
#endif
