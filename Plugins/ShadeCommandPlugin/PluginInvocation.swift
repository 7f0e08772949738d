/// What `swift package shade …` was asked: the verb, the targets chosen with `--target`, and the
/// arguments that go to `shade` unchanged.
struct PluginInvocation: Equatable {
    /// The `shade` subcommands the plugin runs.
    enum Verb: String, CaseIterable {
        case audit, convert, preview, show
    }

    /// What to do.
    enum Action: Equatable {
        /// Print the plugin's help.
        case help
        /// Run `shade <verb>` with `arguments`, over the theme files of `targets` (all source-module
        /// targets when empty) unless the arguments name inputs.
        case run(verb: Verb, targets: [String], arguments: [String])
    }

    /// What the command line asks for.
    let action: Action

    /// Reads the plugin's command line: the verb first, then any `--target NAME` (or
    /// `--target=NAME`) before a `--`, and the rest for `shade`.
    ///
    /// - Throws: ``PluginError`` for a missing or unknown verb and a `--target` without a name.
    init(_ arguments: [String]) throws(PluginError) {
        // SwiftPM 6.3 grants the permission for this flag after the verb too, and passes it on.
        let arguments = Self.withoutSwiftPMFlags(arguments)
        guard let first = arguments.first, !["--help", "-h", "help"].contains(first) else {
            action = .help
            return
        }
        guard let verb = Verb(rawValue: first) else {
            throw PluginError(
                "unknown verb '\(first)': swift package shade runs "
                    + Verb.allCases.map(\.rawValue).joined(separator: ", ") + " (see swift package shade --help)")
        }
        var targets: [String] = []
        var rest: [String] = []
        var remaining = arguments.dropFirst()[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                rest.append(argument)
                rest += remaining
                break
            } else if argument == "--target" {
                guard let name = remaining.popFirst(), !name.hasPrefix("-") else {
                    throw PluginError("--target needs the name of a target")
                }
                targets.append(name)
            } else if argument.hasPrefix("--target=") {
                let name = String(argument.dropFirst("--target=".count))
                guard !name.isEmpty else { throw PluginError("--target needs the name of a target") }
                targets.append(name)
            } else {
                rest.append(argument)
            }
        }
        action = .run(verb: verb, targets: targets, arguments: rest)
    }

    /// `arguments` without `--allow-writing-to-package-directory` before a `--`.
    static func withoutSwiftPMFlags(_ arguments: [String]) -> [String] {
        guard let end = arguments.firstIndex(of: "--") else {
            return arguments.filter { $0 != "--allow-writing-to-package-directory" }
        }
        return arguments[..<end].filter { $0 != "--allow-writing-to-package-directory" } + arguments[end...]
    }
}

/// An error of the plugin's own, shown by SwiftPM as `error: <message>`.
struct PluginError: Error, CustomStringConvertible, Equatable {
    /// What went wrong and what to do.
    let description: String

    /// An error that says `description`.
    init(_ description: String) { self.description = description }
}
