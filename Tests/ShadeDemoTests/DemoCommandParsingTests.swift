import ArgumentParser
import Foundation
import Shade
import ShadeTerminal
import Testing

@testable import ShadeDemo

/// `shade-demo`'s command line as `DemoCommand.parse` reads it: each option's value, and the
/// message and exit status of each command line the demo cannot run with.
@Suite struct DemoCommandParsingTests {
    /// The error `arguments` are rejected with; fails the test if they parse.
    func rejection(
        of arguments: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) -> (message: String, exitCode: ExitCode)? {
        do {
            _ = try DemoCommand.parse(arguments)
            Issue.record("\(arguments) parsed", sourceLocation: sourceLocation)
            return nil
        } catch {
            return (DemoCommand.message(for: error), DemoCommand.exitCode(for: error))
        }
    }

    @Test func withoutArgumentsEveryOptionIsOff() throws {
        let command = try DemoCommand.parse([])
        #expect(command.keys == nil)
        #expect(!command.snapshot)
        #expect(!command.color)
        #expect(command.size == nil)
        #expect(!command.reset)
        #expect(command.systemAppearance == nil)
        #expect(command.systemContrast == nil)
        #expect(!command.measure)
        #expect(command.themes == nil)
    }

    @Test func everyOptionIsRead() throws {
        let folder = FileManager.default.temporaryDirectory.path
        let command = try DemoCommand.parse([
            "--keys", "s<right><esc>", "--snapshot", "--color", "--size", "100x30", "--reset",
            "--system-appearance", "dark", "--system-contrast", "high", "--measure", "--themes", folder,
        ])
        #expect(command.keys == KeyScript(keys: [.character("s"), .right, .escape]))
        #expect(command.snapshot)
        #expect(command.color)
        #expect(command.size == TerminalSize(width: 100, height: 30))
        #expect(command.reset)
        #expect(command.systemAppearance?.style == .dark)
        #expect(command.systemContrast?.contrast == .high)
        #expect(command.measure)
        #expect(command.themes == folder)
    }

    @Test func theOrderOfTheOptionsDoesNotMatter() throws {
        let command = try DemoCommand.parse(["--color", "--system-contrast", "normal", "--snapshot", "--keys", "q"])
        #expect(command.color && command.snapshot)
        #expect(command.systemContrast?.contrast == .normal)
        #expect(command.keys == KeyScript(keys: [.character("q")]))
    }

    @Test func theSystemSettingsAreReadInAnyCase() throws {
        let command = try DemoCommand.parse(["--system-appearance", "Light", "--system-contrast", "HIGH"])
        #expect(command.systemAppearance?.style == .light)
        #expect(command.systemContrast?.contrast == .high)
    }

    @Test(arguments: [
        ("1x1", TerminalSize(width: 1, height: 1)),
        ("80x24", TerminalSize(width: 80, height: 24)),
        ("1000x1000", TerminalSize(width: 1000, height: 1000)),
    ])
    func sizesFromOneToAThousandAreAccepted(text: String, size: TerminalSize) throws {
        #expect(try DemoCommand.parse(["--size", text]).size == size)
    }

    @Test(arguments: ["80by24", "80x", "x24", "80x24x", "0x24", "80x0", "1001x24", "80x1001", "80 x 24", ""])
    func otherSizesAreUsageErrors(text: String) throws {
        let (message, exitCode) = try #require(rejection(of: ["--size", text]))
        #expect(exitCode == .validationFailure)
        #expect(exitCode.rawValue == 64)
        #expect(
            message == "The value '\(text)' is invalid for '--size <size>': "
                + "a size is <columns>x<rows>, each from 1 to 1000, as in 100x30")
    }

    @Test(arguments: [
        (["--bogus"], "Unknown option '--bogus'"),
        (["--snapshot", "extra"], "Unexpected argument 'extra'"),
        (["--keys"], "Missing value for '--keys <script>'"),
        (["--size"], "Missing value for '--size <size>'"),
        (
            ["--keys", "ab<entr>"],
            #"The value 'ab<entr>' is invalid for '--keys <script>': unknown key name "<entr>" at column 3 in "ab<entr>""#
        ),
        (
            ["--keys", "j<up"],
            #"The value 'j<up' is invalid for '--keys <script>': unclosed key name "<up" at column 2 in "j<up": expected ">""#
        ),
        (
            ["--system-appearance", "purple"],
            "The value 'purple' is invalid for '--system-appearance <style>'. Please provide one of 'light' and 'dark'."
        ),
        (
            ["--system-contrast", "medium"],
            "The value 'medium' is invalid for '--system-contrast <level>'. Please provide one of 'normal' and 'high'."
        ),
        (["--color"], "--color only applies with --snapshot."),
        (["--keys", "s", "--color"], "--color only applies with --snapshot."),
        (["--themes"], "Missing value for '--themes <folder>'"),
        (["--themes", "/no/such/themes"], "--themes: there is no folder at /no/such/themes."),
    ])
    func badArgumentsAreUsageErrors(arguments: [String], message: String) throws {
        let (actual, exitCode) = try #require(rejection(of: arguments))
        #expect(actual.hasPrefix(message), "\(actual)")
        #expect(exitCode == .validationFailure, "EX_USAGE, 64")
    }

    @Test func theFullMessageOfAnErrorShowsTheUsage() {
        let message = DemoCommand.fullMessage(for: ValidationError("no"), columns: 200)
        #expect(
            message == """
                Error: no
                Usage: shade-demo [--keys <script>] [--snapshot] [--color] [--size <size>] [--reset] \
                [--system-appearance <style>] [--system-contrast <level>] [--measure] [--themes <folder>]
                  See 'shade-demo --help' for more information.
                """)
    }

    @Test(arguments: [["--help"], ["-h"], ["--snapshot", "--help"], ["--bogus", "--help"]])
    func helpIsACleanExit(arguments: [String]) throws {
        let (message, exitCode) = try #require(rejection(of: arguments))
        #expect(exitCode == .success)
        #expect(message.hasPrefix("OVERVIEW: "))
    }

    @Test func helpHasAnAbstractADiscussionAndEveryOption() {
        let help = DemoCommand.helpMessage(columns: 100)
        #expect(help.hasPrefix("OVERVIEW: The in-app dark mode sample, in the terminal.\n"))
        #expect(help.contains("Appearance (System / Light / Dark)"))
        #expect(help.contains("SHADE_SYSTEM_APPEARANCE"))
        #expect(help.contains("<c-a>...<c-z>"))
        for line in [
            #"  --keys <script>         Play keys first, as in "s<right><esc>"."#,
            "  --snapshot              Print the final screen as text and exit.",
            "  --color                 With --snapshot, print it with colors.",
            "  --size <size>           The screen size, <columns>x<rows>, for --snapshot (default 80x24) and",
            "  --reset                 Forget the saved appearance settings.",
            "  --system-appearance <style>",
            "(values: light, dark)",
            "  --system-contrast <level>",
            "(values: normal, high)",
            "  --measure               Time theme switches (resolve, draw, render) and exit.",
            "  --themes <folder>       Offer the theme files in this folder next to the built-in themes, and",
            "  -h, --help              Show help information.",
        ] {
            #expect(help.contains(line), "\(line)")
        }
    }
}
