package import ArgumentParser
import Foundation
import ShadeCatalog
import ShadeColor
import ShadeDiagnostics
import ShadeJSON

/// `shade show`: one color in the terminal, with its value in each of the eight appearances.
package struct ShowCommand: ConsoleCommand, ReadingCommand {
    /// The command's name, help and exit statuses.
    package static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show one color: its swatch and value in each appearance, and where it is defined.",
        discussion: """
            For each of the 8 appearances (light and dark, normal and high contrast, base and elevated \
            level) the color's swatch (when standard output is a terminal), its value in hex \
            (#RRGGBB, or #RRGGBBAA when translucent; clipped to sRGB), the variant of the file it comes \
            from, and that variant's value as the file writes it. A translucent swatch is shown over \
            the appearance's system background. Colors with named themes (modes such as a \
            color-blind palette) are shown in each theme too.

            The name is the color's full name (Brand/Primary, color.bg.default); a name that differs \
            only in letter case is accepted when it is the only one. What the reader reported about \
            the color is printed on standard error with its file, line and column; names and values \
            from the file are shown with control and invisible characters escaped (\\u001B).

            EXIT STATUS: 0 shown; 1 no such color, or shown without a part of it that could not be \
            read (the reader's errors on standard error); 2 the input could not be read; 64 a usage \
            error.
            """ + "\n\n" + CommandDocumentation.paragraph(section: "shade show")
    )

    @Argument(
        help: ArgumentHelp(
            "An asset catalog, token file, resolver document, Tokens Studio folder or Figma variables; - reads a "
                + "token document from standard input.", valueName: "input"))
    var input: String

    @Argument(help: ArgumentHelp("The color's full name.", valueName: "name"))
    var name: String

    @OptionGroup var colors: ColorOptions

    @OptionGroup var common: CommonOptions

    /// Creates the command with no arguments, as the argument parser does.
    package init() {}

    /// Shows the color on `console` and returns the exit status.
    func execute(console: Console) -> ExitStatus {
        let input: CatalogInput
        let result: CatalogReadResult
        do {
            input = try CatalogInput.detect(self.input)
            result = try input.read(reading)
        } catch {
            console.printError("\(error: error)")
            return .notDone
        }
        let catalog = result.catalog
        let path = input.path
        guard let entry = Self.entry(named: name, in: catalog) else {
            let names = catalog.colors.map(\.name)
            let suggestions = names.map { ($0, editDistance($0.lowercased(), name.lowercased())) }
                .filter { $0.1 <= max(3, name.count / 3) || $0.0.lowercased().contains(name.lowercased()) }
                .sorted { $0.1 < $1.1 }.prefix(3).map { "\"\($0.0)\"" as TerminalText }
            var message: TerminalText = "\(path): error: no color named \"\(name)\""
            if !suggestions.isEmpty { message += "; did you mean \(suggestions.joined(separator: ", "))?" }
            console.printError(message)
            return .failure
        }
        guard case .color(let set) = entry.value else {
            console.printError("\(path): error: \"\(entry.name)\" is not a color")
            return .failure
        }
        // What the reader said about this color: a value it could not read is missing from what
        // is shown, so the user must hear where and why.
        let problems = result.diagnostics.filter { $0.path == entry.name }.map(input.sources.shown)
        for problem in problems { console.printError("\(problem)") }
        let painter = Painter(mode: colors.color.colorMode(for: console))
        console.write(Self.render(entry: entry, set: set, catalog: catalog, input: input, painter: painter))
        return ExitStatus(failing: problems.contains { $0.severity == .error })
    }

    /// The entry named `name`, or the only one whose name differs from it only in letter case.
    static func entry(named name: String, in catalog: ColorCatalog) -> CatalogEntry? {
        if let entry = catalog[name] { return entry }
        let matches = catalog.entries.filter { $0.name.lowercased() == name.lowercased() }
        return matches.count == 1 ? matches[0] : nil
    }

    /// The text `shade show` prints for one color.
    static func render(entry: CatalogEntry, set: ColorSet, catalog: ColorCatalog, input: CatalogInput, painter: Painter)
        -> TerminalText
    {
        var text = painter.bold("\(entry.name)")
        if let source = entry.source {
            let place = FileLocation(
                file: input.sources.path(of: source.file), line: source.line, column: source.column)
            text += "  " + painter.dim("\(place)")
        }
        text += "\n"
        if let description = entry.description, !description.isEmpty { text += "  \(description)\n" }
        let themes: [String?] = [nil] + set.themes
        for theme in themes {
            if let theme { text += "\n  theme \(theme)\n" }
            guard let resolved = set.resolved(theme: theme) else {
                text += "  no value: the system's default color\n"
                continue
            }
            let width = Appearance.allCases.map(\.label.count).max() ?? 0
            for appearance in Appearance.allCases {
                let color = resolved.colors[appearance.index]
                var line: TerminalText =
                    "  \(appearance.label)\(String(repeating: " ", count: width - appearance.label.count))"
                if painter.showsColor {
                    line += "  " + painter.swatch(color, over: appearance.systemBackground, width: 4)
                }
                let hex = color.hexString
                line += "  \(hex)\(String(repeating: " ", count: 9 - hex.count))"
                let variant = resolved.source(appearance.index, in: set)
                if let value = variant.value {
                    line += "  " + painter.dim("\(variant.label):") + " \(value.writtenForm)"
                    if case .color(let written) = value, !written.color.isInGamut(of: .sRGB, tolerance: 0.5 / 255) {
                        line += " (outside sRGB)"
                    }
                    if let alias = variant.aliasOf { line += " " + painter.dim("= {\(alias)}") }
                }
                text += line + "\n"
            }
        }
        return text
    }
}
