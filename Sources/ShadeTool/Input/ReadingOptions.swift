package import ArgumentParser

/// The options of every command that reads a theme file: how an input is read, declared once and
/// included with `@OptionGroup`.
package struct ReadingOptions: ParsableArguments, Sendable {
    /// The mode read as the default of each Figma collection that has a mode of this name.
    @Option(
        name: .customLong("figma-default-mode"),
        help: ArgumentHelp(
            "The mode read as the default of each Figma collection with a mode of this name (letter case aside if "
                + "no name is exact). Without it: the REST response's defaultModeId, else a mode named as the default "
                + "appearance (Light, Default), else the first by name, with a warning.",
            valueName: "name"))
    package var figmaDefaultMode: String?

    /// Creates the options with their defaults, as the argument parser does.
    package init() {}
}
