public import ArgumentParser
import Foundation
import Shade
import ShadeCatalog

/// `shade show`: one color in the terminal, with its value in each of the eight appearances.
public struct ShowCommand: ConsoleCommand {
    /// The command's name, help and exit statuses.
    public static let configuration = CommandConfiguration(
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
            only in letter case is accepted when it is the only one.

            EXIT STATUS: 0 shown; 1 no such color; 2 the input could not be read; 64 a usage error.
            """
    )

    @Argument(
        help: ArgumentHelp(
            "An asset catalog, token file, resolver document or Tokens Studio folder.", valueName: "input"))
    var input: String

    @Argument(help: ArgumentHelp("The color's full name.", valueName: "name"))
    var name: String

    @Option(help: "Colors: auto (when standard output is a terminal), always or never.")
    var color: ColorChoice = .auto

    /// Creates the command with no arguments, as the argument parser does.
    public init() {}

    /// Shows the color on standard output and exits with the status when it is not 0.
    public func run() throws {
        let status = execute(console: .process)
        if status != 0 { throw ExitCode(status) }
    }

    /// Shows the color on `console` and returns the exit status.
    func execute(console: Console) -> Int32 {
        let input: CatalogInput
        let result: CatalogReadResult
        do {
            input = try CatalogInput.detect(self.input)
            result = try input.read()
        } catch {
            console.printError(error.description)
            return 2
        }
        let catalog = result.catalog
        guard let entry = Self.entry(named: name, in: catalog) else {
            let names = catalog.colors.map(\.name)
            let suggestions = names.map { ($0, editDistance($0.lowercased(), name.lowercased())) }
                .filter { $0.1 <= max(3, name.count / 3) || $0.0.lowercased().contains(name.lowercased()) }
                .sorted { $0.1 < $1.1 }.prefix(3).map { "\"\($0.0)\"" }
            var message = "\(input.path): error: no color named \"\(name)\""
            if !suggestions.isEmpty { message += "; did you mean \(suggestions.joined(separator: ", "))?" }
            console.printError(message)
            return 1
        }
        guard case .color(let set) = entry.value else {
            console.printError("\(input.path): error: \"\(entry.name)\" is not a color")
            return 1
        }
        let painter = Painter(mode: color.colorMode(for: console))
        console.writeOutput(Self.render(entry: entry, set: set, catalog: catalog, input: input, painter: painter))
        return 0
    }

    /// The entry named `name`, or the only one whose name differs from it only in letter case.
    static func entry(named name: String, in catalog: ColorCatalog) -> CatalogEntry? {
        if let entry = catalog[name] { return entry }
        let matches = catalog.entries.filter { $0.name.lowercased() == name.lowercased() }
        return matches.count == 1 ? matches[0] : nil
    }

    /// The text `shade show` prints for one color.
    static func render(entry: CatalogEntry, set: ColorSet, catalog: ColorCatalog, input: CatalogInput, painter: Painter)
        -> String
    {
        var text = painter.bold(entry.name)
        if let source = entry.source {
            text +=
                "  "
                + painter.dim(input.displayPath(of: source.file) + ":\(source.location.line):\(source.location.column)")
        }
        text += "\n"
        if let description = entry.description { text += "  \(description)\n" }
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
                var line = "  " + appearance.label + String(repeating: " ", count: width - appearance.label.count)
                if painter.showsColor {
                    line += "  " + painter.swatch(color, over: appearance.systemBackground, width: 4)
                }
                let hex = color.hexCode
                line += "  " + hex + String(repeating: " ", count: 9 - hex.count)
                let variant = resolved.sources[appearance.index]
                if let value = variant.value {
                    line += "  " + painter.dim(variant.label + ":") + " " + value.writtenForm
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
