import ArgumentParser
import Foundation

/// `--figma-default-mode` and `--quiet`: the options of every command that reads a theme file
/// (``ReadingCommand``), declared once and taken with `@OptionGroup var common: CommonOptions`.
struct CommonOptions: ParsableArguments {
    /// The mode read as each Figma collection's default (``ReadingOptions/figmaDefaultMode``).
    @Option(name: ReadingOptions.figmaDefaultModeName, help: ReadingOptions.figmaDefaultModeHelp)
    var figmaDefaultMode: String?

    /// Whether to leave out the informational messages (a command that prints none takes the
    /// option as every subcommand does).
    @Flag(name: [.short, .long], help: ArgumentHelp(CommandDocumentation.quietHelp))
    var quiet = false

    /// How the command reads its input.
    var reading: ReadingOptions {
        ReadingOptions(figmaDefaultMode: figmaDefaultMode)
    }
}

/// `--config` and `--no-config`: which `shade.json` a command reads, in every command that reads
/// one, with the rule that they exclude each other.
struct ConfigurationOptions: ParsableArguments {
    /// The `shade.json` given instead of the one beside each input.
    @Option(
        help: ArgumentHelp(
            "The shade.json to read instead of the one beside each input: the pairs to check "
                + #"({"pairs": [{"foreground": …, "background": …}]}) and the other settings."#,
            valueName: "shade.json"))
    var config: String?

    /// Whether to read no `shade.json`.
    @Flag(
        name: .customLong("no-config"),
        help: "Ignore the shade.json beside each input: pair the colors by their names.")
    var noConfig = false

    /// Rejects the two together.
    func validate() throws {
        if noConfig, config != nil { throw ValidationError("--no-config and --config exclude each other.") }
    }

    /// The configuration `--config` names, read; `nil` without `--config`.
    func given() throws(ConfigurationError) -> ShadeConfiguration? {
        guard let config else { return nil }
        return try ShadeConfiguration.load(from: URL(fileURLWithPath: config), file: config)
    }

    /// The configuration of `input` for `command`: `--config`'s, else the `shade.json` beside
    /// the input (``ShadeConfiguration/configuration(for:given:command:)``); `nil` with
    /// `--no-config`.
    func configuration(for input: CatalogInput, command: String) throws(ConfigurationError) -> ShadeConfiguration? {
        guard !noConfig else { return nil }
        return try ShadeConfiguration.configuration(for: input, given: given(), command: command)
    }
}

/// `--color`: whether the output has colors, in every command that can print them.
struct ColorOptions: ParsableArguments {
    /// Whether to color the output: on a terminal only (`auto`), always or never.
    @Option(help: "Colors: auto (when standard output is a terminal), always or never.")
    var color: ColorChoice = .auto
}
