import Foundation

/// The command line of one `shade` subcommand, as `shade <verb> --experimental-dump-help` states
/// it (swift-argument-parser's description of its own options), so the plugin tells shade's
/// inputs from its options' values without a second copy of shade's options.
struct ShadeGrammar {
    /// The spellings (`--output`, `-o`) of the options that take a value.
    let valueOptions: Set<String>
    /// How many positional arguments the subcommand has (`show`: the input and the name).
    let positionalCount: Int

    /// Reads the grammar from the JSON that `--experimental-dump-help` prints.
    ///
    /// - Throws: ``PluginError`` when the JSON is not that description.
    init(dumpHelp data: Data) throws(PluginError) {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let command = root["command"] as? [String: Any],
            let arguments = command["arguments"] as? [[String: Any]]
        else { throw PluginError("shade --experimental-dump-help did not describe the command") }
        var valueOptions = Set<String>()
        var positionalCount = 0
        for argument in arguments {
            switch argument["kind"] as? String {
            case "positional":
                positionalCount += 1
            case "option":
                for name in argument["names"] as? [[String: String]] ?? [] {
                    guard let spelling = name["name"] else { continue }
                    valueOptions.insert((name["kind"] == "long" ? "--" : "-") + spelling)
                }
            default:
                continue
            }
        }
        self.valueOptions = valueOptions
        self.positionalCount = positionalCount
    }

    /// The positional arguments among `arguments`: not an option, not an option's value; `-`
    /// (standard input) and everything after `--` are positional.
    func positionals(in arguments: [String]) -> [String] {
        var result: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                result += remaining
                break
            } else if argument == "-" || !argument.hasPrefix("-") {
                result.append(argument)
            } else if !argument.contains("="), valueOptions.contains(argument) {
                _ = remaining.popFirst()
            }
        }
        return result
    }

    /// Whether `arguments` name the input: they hold more positional arguments than the
    /// subcommand has besides its input (`show`'s name).
    func namesInputs(_ arguments: [String]) -> Bool {
        positionals(in: arguments).count > positionalCount - 1
    }
}
