import ArgumentParser
import ShadeCatalog
import ShadeJSON

/// `shade theme-files <folder> [<entry> …]`: the theme files among a package target's entries,
/// for the command plugin, so that the plugin finds its inputs by ShadeCatalog's own rule
/// (``ThemeFileKind/themeFiles(among:in:)``) rather than by a copy of it. Not in the help: it is
/// an interface between `shade` and its plugin.
///
/// Prints a JSON array of the theme files' paths, sorted; exit 0.
struct ThemeFilesCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "theme-files",
        abstract: "Print the theme files among a target's entries, as JSON (for the command plugin).",
        shouldDisplay: false
    )

    @Argument(help: ArgumentHelp("The target's folder.", valueName: "folder"))
    var folder: String

    @Argument(help: ArgumentHelp("The target's files and folders, inside the folder.", valueName: "entry"))
    var entries: [String] = []

    func execute(console: Console) -> ExitStatus {
        let found = ThemeFileKind.themeFiles(among: entries, in: folder)
        console.printOutput(JSONWriter.text(.array(found.map { .string($0) }), layout: .compact))
        return .success
    }
}
