// shade-soak: a bounded soak of the theme manager and of the demo (see Scripts/soak). Prints its
// figures and exits with status 1 when a check failed.

import ArgumentParser
import Foundation

let options = SoakOptions.parseOrExit()
var failures: [String] = []
say("shade-soak \(CommandLine.arguments.dropFirst().joined(separator: " "))")
if options.part != .demo {
    let report = await ThemeSoak(options: options).run()
    say(report.description)
    failures += report.failures
}
if options.part != .themes, options.keys > 0 {
    let report = DemoSoak(options: options).run()
    say(report.description)
    failures += report.failures
}
if failures.isEmpty {
    say("soak passed")
} else {
    say("soak FAILED:")
    for failure in failures.prefix(20) { say("  \(failure)") }
    if failures.count > 20 { say("  … and \(failures.count - 20) more") }
    exit(1)
}
