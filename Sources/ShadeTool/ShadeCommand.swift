public import ArgumentParser
import ShadeDiagnostics

/// `shade`: audits, converts, previews and shows the colors of a theme file (an Xcode asset catalog
/// or design tokens), for a developer's terminal and for CI.
public struct ShadeCommand: ParsableCommand {
    /// The command's name, help and subcommands.
    public static let configuration = CommandConfiguration(
        commandName: "shade",
        abstract: "Audit, fix, convert, preview and show the colors of a theme file.",
        discussion: """
            A theme file is an Xcode asset catalog (a folder ending in .xcassets) or design tokens \
            (DTCG 2025.10: *.tokens.json, *.resolver.json, or a Tokens Studio folder), or Figma \
            variables (a REST response saved as *.json, or a folder of Figma's <Collection>.<Mode>.json \
            export). Every command reads each kind.
            """ + "\n\n" + CommandDocumentation.paragraph(),
        // `--version` prints `shade 0.1.0`, from the one version constant.
        version: "shade \(ShadeVersion.current)",
        subcommands: [
            AuditCommand.self, FixCommand.self, ShowCommand.self, ConvertCommand.self, PreviewCommand.self,
            GenerateCommand.self, ThemeFilesCommand.self,
        ]
    )

    /// Creates the command; `ShadeCommand.main()` parses the command line into it.
    public init() {}
}
