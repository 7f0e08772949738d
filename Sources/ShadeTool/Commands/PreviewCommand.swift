public import ArgumentParser
import Foundation
import ShadeCatalog

/// `shade preview`: writes a self-contained HTML page showing a theme file's colors.
public struct PreviewCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Write an HTML page that shows every color in all eight appearances, with contrast badges.",
        discussion: """
            The page is self-contained (no network): swatches of every color in light and dark, \
            normal and high contrast, base and elevated, with their hex values; the contrast of the \
            text and background pairs (from shade.json beside the input or --config, else from the \
            names, by the rule of shade audit --help); and a sample styled by \
            the CSS of `shade convert --to css`, with the page's own Appearance, Contrast and Level \
            switches.
            """
    )

    /// The theme file.
    @Argument(
        help: "The theme file: an Xcode asset catalog (.xcassets) or design tokens (.tokens.json, .resolver.json).")
    public var input: String

    /// Where to write the page.
    @Option(name: [.short, .customLong("output")], help: "The HTML file to write.")
    public var output: String

    /// The configuration file naming the pairs.
    @Option(
        name: .long,
        help: "A shade.json naming the pairs to check: {\"pairs\": [{\"foreground\": …, \"background\": …}]}.")
    public var config: String?

    /// Creates the command with no arguments, as the argument parser does.
    public init() {}

    public func run() throws {
        let catalog = try ToolOutput.readCatalog(input)
        let pairs: [ContrastPair]
        do {
            pairs = try ContrastPairing.pairs(for: catalog, input: input, configuration: config)
        } catch {
            ToolOutput.printError(error.description)
            throw ExitCode.failure
        }
        let title = URL(fileURLWithPath: input).lastPathComponent
        let page = PreviewPage(catalog: catalog, pairs: pairs, title: title)
        do {
            try Data(page.html.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            ToolOutput.printError("\(output): cannot write: \(error.localizedDescription)")
            throw ExitCode.failure
        }
    }
}
