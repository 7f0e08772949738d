#if os(Linux)
    import Foundation
    import Glibc
    import ShadeTestSupport
    import Testing

    /// Runs the real `shade-demo` on a pseudo-terminal, types at it, and checks that it draws, saves
    /// and gives the terminal back as it found it.
    @Suite(.serialized) final class DemoInTerminalTests {
        static let enterAlternateScreen = "\u{1B}[?1049h"
        static let leaveAlternateScreen = "\u{1B}[?1049l"
        static let hideCursor = "\u{1B}[?25l"
        static let showCursor = "\u{1B}[?25h"

        let pseudoTerminal: PseudoTerminal
        let directory: TemporaryDirectory
        var configHome: String { directory.path }
        let process = Process()

        init() throws {
            pseudoTerminal = try PseudoTerminal()
            pseudoTerminal.setWindowSize(width: 80, height: 24)
            directory = try TemporaryDirectory()
        }

        deinit {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }

        /// Waits for the demo to exit; kills it and fails if it does not within ten seconds.
        func waitForExit(sourceLocation: SourceLocation = #_sourceLocation) {
            let deadline = ContinuousClock.now + .seconds(10)
            while process.isRunning && ContinuousClock.now < deadline {
                usleep(10_000)
            }
            if process.isRunning {
                // A sanitizer's report, written to the terminal at exit, is what most often holds
                // a demo up here (it blocks once the terminal's buffer is full): show the output.
                let output = pseudoTerminal.readOutput(until: "\u{0}", timeout: .seconds(1))
                Issue.record(
                    "shade-demo did not exit; the end of its output: \(output.suffix(4000).debugDescription)",
                    sourceLocation: sourceLocation)
                kill(process.processIdentifier, SIGKILL)
            }
            process.waitUntilExit()
        }

        /// Starts the demo on the pseudo-terminal with `arguments` and waits for its first frame.
        func start(arguments: [String] = []) throws -> String {
            let executable = try #require(
                Bundle.main.executableURL.map { $0.deletingLastPathComponent().appendingPathComponent("shade-demo") },
                "shade-demo is built with the tests")
            process.executableURL = executable
            process.arguments = arguments
            process.environment = [
                "HOME": configHome, "XDG_CONFIG_HOME": configHome, "TERM": "xterm-256color",
                "COLORTERM": "truecolor", "SHADE_SYSTEM_APPEARANCE": "light",
            ].merging(sanitizerEnvironment()) { $1 }
            let terminal = FileHandle(fileDescriptor: pseudoTerminal.terminal, closeOnDealloc: false)
            process.standardInput = terminal
            process.standardOutput = terminal
            process.standardError = terminal
            try process.run()
            return pseudoTerminal.readOutput(until: "Not playing", timeout: .seconds(20))
        }

        @Test func quittingGivesTheTerminalBackAndKeepsTheChoice() throws {
            let modesBefore = pseudoTerminal.attributes
            let firstFrame = try start()
            #expect(firstFrame.contains(Self.enterAlternateScreen))
            #expect(firstFrame.contains(Self.hideCursor))
            #expect(firstFrame.contains("Library"))
            #expect(firstFrame.contains("48;2;255;255;255"), "24-bit color for COLORTERM=truecolor")

            pseudoTerminal.type("dd")  // System → Light → Dark
            let darkFrame = pseudoTerminal.readOutput(until: "48;2;0;0;0", timeout: .seconds(10))
            #expect(darkFrame.contains("48;2;0;0;0"), "the screen turned dark")
            #expect(!darkFrame.contains("\u{1B}[2J"), "a switch redraws changed cells, not the whole screen")

            pseudoTerminal.type("q")
            let exitOutput = pseudoTerminal.readOutput(until: Self.leaveAlternateScreen, timeout: .seconds(10))
            waitForExit()
            #expect(process.terminationStatus == 0)
            #expect(exitOutput.contains(Self.showCursor))
            #expect(exitOutput.contains(Self.leaveAlternateScreen))
            #expect(sameModes(pseudoTerminal.attributes, modesBefore), "raw mode was undone")

            let saved = try String(
                contentsOfFile: "\(configHome)/org.shade.demo/appearance.json", encoding: .utf8)
            #expect(saved.contains(#""appearance": "dark""#))
        }

        @Test func aTerminationSignalGivesTheTerminalBack() throws {
            let modesBefore = pseudoTerminal.attributes
            _ = try start()
            kill(process.processIdentifier, SIGTERM)
            let exitOutput = pseudoTerminal.readOutput(until: Self.leaveAlternateScreen, timeout: .seconds(10))
            waitForExit()
            #expect(process.terminationStatus == 128 + SIGTERM)
            #expect(exitOutput.contains(Self.leaveAlternateScreen))
            #expect(sameModes(pseudoTerminal.attributes, modesBefore))
        }

        @Test func anEditedThemeFileChangesTheScreenWhileItRuns() throws {
            let themes = directory.file("themes")
            try directory.write(
                ##"{"color": {"$type": "color", "background": {"$value": "#102030"}}}"##,
                to: "themes/aurora.tokens.json")
            /// Saves the theme file as editors do: a new file renamed over the old one.
            func save(_ text: String) throws {
                try directory.write(text, to: "themes/.aurora.tokens.json.swp")
                rename(directory.file("themes/.aurora.tokens.json.swp"), directory.file("themes/aurora.tokens.json"))
            }
            _ = try start(arguments: ["--themes", themes])
            pseudoTerminal.type("ttt")  // Standard → Sepia → Ocean → Aurora, the file's theme
            let aurora = pseudoTerminal.readOutput(until: "48;2;16;32;48", timeout: .seconds(10))
            #expect(aurora.contains("48;2;16;32;48"), "the screen shows the file's background")

            try save(##"{"color": {"$type": "color", "background": {"$value": "#405060"}}}"##)
            let edited = pseudoTerminal.readOutput(until: "48;2;64;80;96", timeout: .seconds(10))
            #expect(edited.contains("48;2;64;80;96"), "the edit reached the screen while the demo ran")

            // A broken edit: the screen keeps the last good version, and the footer says where.
            try save("{\"color\": {\"$type\": \"color\", \"background\": {\"$value\": \"#4050")
            let broken = pseudoTerminal.readOutput(until: "Last good version kept", timeout: .seconds(10))
            #expect(broken.contains("Last good version kept"))
            #expect(!broken.contains("48;2;16;32;48"), "the screen did not go back")
            // Only changed cells are written; a resize redraws the whole footer, to read it at once.
            pseudoTerminal.setWindowSize(width: 100, height: 30)
            kill(process.processIdentifier, SIGWINCH)
            let redrawn = pseudoTerminal.readOutput(until: "aurora.tokens.json:1:", timeout: .seconds(10))
            #expect(redrawn.contains("Last good version kept — aurora.tokens.json:1:"))
            #expect(redrawn.contains("48;2;64;80;96"), "the last good version is still on screen")

            pseudoTerminal.type("q")
            waitForExit()
            #expect(process.terminationStatus == 0)
        }

        @Test func aResizeRedrawsForTheNewSize() throws {
            _ = try start()
            pseudoTerminal.setWindowSize(width: 100, height: 30)
            kill(process.processIdentifier, SIGWINCH)
            // A new size is a full redraw, down to the footer on the new last row, 30.
            let resized = pseudoTerminal.readOutput(until: "\u{1B}[30;1H", timeout: .seconds(10))
            #expect(resized.contains("\u{1B}[2J"))
            #expect(resized.contains("\u{1B}[30;1H"))
            #expect(resized.contains("Not playing"))
            pseudoTerminal.type("q")
            waitForExit()
            #expect(process.terminationStatus == 0)
        }
    }
#endif
