import ArgumentParser
import Foundation
import Shade
import ShadeTestSupport
import Testing

@testable import ShadeDemo

/// Runs `shade-demo`'s command in-process, as a new user would from a shell without a terminal:
/// parsed as `DemoCommand.main()` parses it, with the help and the errors going where it sends them.
@MainActor
struct CommandRun {
    var status: Int32 = 0
    var output = ""
    var errors = ""

    init(_ arguments: [String], configHome: String, environment extra: [String: String] = [:]) {
        var environment = ["HOME": configHome, "XDG_CONFIG_HOME": configHome, "SHADE_SYSTEM_APPEARANCE": "light"]
        environment.merge(extra) { $1 }
        var output = ""
        var errors = ""
        do {
            let options = try DemoCommand.parse(arguments)
            let runner = DemoRunner(
                options: options, environment: environment, isInteractive: false,
                standardOutput: { output += $0 + "\n" }, standardError: { errors += $0 + "\n" })
            status = runner.run().rawValue
        } catch {
            status = DemoCommand.exitCode(for: error).rawValue
            let message = DemoCommand.fullMessage(for: error, columns: 100) + "\n"
            if status == 0 { output += message } else { errors += message }
        }
        self.output = output
        self.errors = errors
    }
}

@MainActor
@Suite struct DemoCommandTests {
    let directory: TemporaryDirectory
    var configHome: String { directory.path }

    init() throws {
        directory = try TemporaryDirectory()
    }

    var preferencePath: String { "\(configHome)/org.shade.demo/appearance.json" }

    @Test func withoutATerminalItPrintsOneScreenAndExits() {
        let run = CommandRun([], configHome: configHome)
        #expect(run.status == 0)
        #expect(run.output.contains("Library"))
        #expect(run.output.dropLast().split(separator: "\n", omittingEmptySubsequences: false).count == 24)
        #expect(!run.output.contains("\u{1B}"), "plain text: no escape sequences")
    }

    @Test func theChoiceSurvivesARestart() throws {
        let first = CommandRun(["--keys", "s<right><right>jj<right>", "--snapshot"], configHome: configHome)
        #expect(first.status == 0)
        #expect(first.output.contains("Now: Dark, normal contrast, Sepia"))
        let saved = try String(contentsOfFile: preferencePath, encoding: .utf8)
        #expect(saved.contains(#""appearance": "dark""#))

        let second = CommandRun(["--keys", "s", "--snapshot"], configHome: configHome)
        #expect(second.output.contains("Now: Dark, normal contrast, Sepia"))
        #expect(second.output.contains("◉ Dark"))
    }

    @Test func resetForgetsTheChoice() {
        _ = CommandRun(["--keys", "d", "--snapshot"], configHome: configHome)
        #expect(FileManager.default.fileExists(atPath: preferencePath))
        let reset = CommandRun(["--reset", "--keys", "s", "--snapshot"], configHome: configHome)
        #expect(reset.errors.contains("cleared"))
        #expect(reset.output.contains("◉ System"))
        #expect(!FileManager.default.fileExists(atPath: preferencePath))
    }

    @Test func aDamagedSettingsFileIsReportedAndKept() throws {
        try FileManager.default.createDirectory(
            atPath: "\(configHome)/org.shade.demo", withIntermediateDirectories: true)
        try Data("{\"version\": 1, \"appea".utf8).write(to: URL(fileURLWithPath: preferencePath))
        let run = CommandRun(["--keys", "d", "--snapshot"], configHome: configHome)
        #expect(run.status == 0)
        #expect(run.errors.contains("appearance.json:1:22"))
        let entries = try FileManager.default.contentsOfDirectory(atPath: "\(configHome)/org.shade.demo")
        #expect(entries.contains { $0.hasPrefix("appearance.json.corrupt-") })
    }

    @Test func theSystemAppearanceCanBeSetForTrying() {
        let dark = CommandRun(
            ["--system-appearance", "dark", "--keys", "s", "--snapshot"], configHome: configHome)
        #expect(dark.output.contains("Now: Dark, normal contrast, Standard · System: Dark"))
        let environment = CommandRun(
            ["--keys", "s", "--snapshot"], configHome: configHome,
            environment: ["SHADE_SYSTEM_APPEARANCE": "dark", "SHADE_SYSTEM_CONTRAST": "high"])
        #expect(environment.output.contains("Now: Dark, high contrast, Standard"))
    }

    @Test func colorSnapshotsFollowTheTerminalsColorSupport() {
        let trueColor = CommandRun(
            ["--snapshot", "--color"], configHome: configHome, environment: ["COLORTERM": "truecolor"])
        #expect(trueColor.output.contains("\u{1B}[1;38;2;0;0;0;48;2;255;255;255m 9:41"))
        let palette = CommandRun(
            ["--snapshot", "--color"], configHome: configHome, environment: ["TERM": "xterm-256color"])
        #expect(palette.output.contains("38;5;"))
        #expect(!palette.output.contains("38;2;"))
        let none = CommandRun(["--snapshot", "--color"], configHome: configHome, environment: ["NO_COLOR": "1"])
        #expect(!none.output.contains("38;"))
        #expect(none.output.contains("\u{1B}[1m 9:41"), "attributes stay")
    }

    @Test(arguments: [
        (["--bogus"], "Error: Unknown option '--bogus'"),
        (["--keys"], "Error: Missing value for '--keys <script>'"),
        (["--keys", "<nope>"], #"invalid for '--keys <script>': unknown key name "<nope>" at column 1"#),
        (["--size", "80by24"], "Error: The value '80by24' is invalid for '--size <size>': a size is <columns>x<rows>"),
        (["--system-appearance", "purple"], "Please provide one of 'light' and 'dark'"),
        (["--color"], "Error: --color only applies with --snapshot"),
    ])
    func badArgumentsGetAClearMessage(arguments: [String], message: String) {
        let run = CommandRun(arguments, configHome: configHome)
        #expect(run.status == 64, "EX_USAGE")
        #expect(run.errors.contains(message))
        #expect(run.errors.contains("Usage: shade-demo"))
        #expect(run.errors.contains("See 'shade-demo --help' for more information."))
        #expect(run.output.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: preferencePath), "nothing ran")
    }

    @Test(arguments: ["--help", "-h"])
    func helpDescribesTheOptions(argument: String) {
        let run = CommandRun([argument], configHome: configHome)
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        #expect(run.output.contains("OVERVIEW: The in-app dark mode sample, in the terminal."))
        #expect(run.output.contains("USAGE: shade-demo"))
        for option in [
            "--keys <script>", "--snapshot", "--color", "--size <size>", "--reset", "--system-appearance <style>",
            "--system-contrast <level>", "--measure", "-h, --help",
        ] {
            #expect(run.output.contains(option), "\(option)")
        }
        #expect(!FileManager.default.fileExists(atPath: preferencePath), "nothing ran")
    }

    @Test func theMeasurementReportsEachSwitch() {
        let run = CommandRun(["--measure", "--size", "80x24"], configHome: configHome)
        #expect(run.status == 0)
        #expect(run.output.contains("Theme switch on a 80×24 screen, 300 switches"))
        #expect(run.output.contains("median"))
    }
}
