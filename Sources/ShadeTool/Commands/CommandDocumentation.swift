/// Where the `shade` command's reference lives, for every `--help` to point to: the articles of
/// ShadeTool's DocC catalog, which `Scripts/build-docs` builds.
enum CommandDocumentation {
    /// The catalog, as a path in Shade's repository.
    static let catalog = "Sources/ShadeTool/ShadeTool.docc"

    /// The article on the command: every subcommand, its output and exit statuses, with examples.
    static let command = "the article \"The shade command\" (\(catalog)/TheShadeCommand.md)"

    /// The article on the audit's checks and pairs, made from ``AuditRules``.
    static let auditRules = "the article \"Audit rules\" (\(catalog)/AuditRules.md)"

    /// The help of `--quiet`, the same for every subcommand.
    static let quietHelp =
        "Leave out informational messages (what was written, progress); errors and warnings still show."

    /// The last paragraph of a command's help: where the command is documented in full.
    ///
    /// - Parameter section: The section's title in the article "The shade command", or `nil` for
    ///   the whole article.
    /// - Returns: The paragraph, in one line.
    static func paragraph(section: String? = nil) -> String {
        let place = section.map { "the section \"\($0)\" of " } ?? ""
        return "DOCUMENTATION: \(place)\(command), built with DocC by Scripts/build-docs."
    }
}
