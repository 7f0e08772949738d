import ArgumentParser

/// How a command reads its input: the meaning of the options every command that reads a theme
/// file takes (``CommonOptions``), as a plain value that ``CatalogInput/read(_:)`` takes, so that
/// reading needs no parsed command line.
package struct ReadingOptions: Hashable, Sendable {
    /// The mode read as the default of each Figma collection that has a mode of this name, or
    /// `nil` to choose it as ShadeCatalog's `TokenReader.figmaDefaultMode` describes.
    package var figmaDefaultMode: String?

    /// Creates the options; with no arguments, each as without its option.
    package init(figmaDefaultMode: String? = nil) {
        self.figmaDefaultMode = figmaDefaultMode
    }

    /// The name of `--figma-default-mode`.
    static let figmaDefaultModeName = NameSpecification.customLong("figma-default-mode")

    /// The help of `--figma-default-mode`, which states the rule.
    static let figmaDefaultModeHelp = ArgumentHelp(
        "The mode read as the default of each Figma collection with a mode of this name (letter case aside if "
            + "no name is exact). Without it: the REST response's defaultModeId, else a mode named as the default "
            + "appearance (Light, Default), else the first by name, with a warning.",
        valueName: "name")
}

/// A subcommand that reads a theme file, and so takes ``CommonOptions``:
///
/// ```swift
/// @OptionGroup var common: CommonOptions
/// ```
protocol ReadingCommand {
    /// `--figma-default-mode` and `--quiet`.
    var common: CommonOptions { get }
}

extension ReadingCommand {
    /// How the command reads its input, from its options.
    var reading: ReadingOptions { common.reading }

    /// `--quiet`: whether to leave out the informational messages.
    var quiet: Bool { common.quiet }
}
