public import ArgumentParser
import Foundation
import ShadeCatalog

/// `shade convert`: writes a theme file's colors in another form.
public struct ConvertCommand: ParsableCommand {
    /// The forms `convert` writes.
    public enum Format: String, ExpressibleByArgument, CaseIterable, Sendable {
        /// CSS custom properties (``CSSExport``).
        case css
        /// Swift source (``SwiftExport``).
        case swift
    }

    public static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Write a theme file's colors as CSS custom properties or Swift source.",
        discussion: """
            css: one custom property per color (Brand/Primary is --brand-primary), for light and dark, \
            normal and high contrast, base and elevated, following prefers-color-scheme and \
            prefers-contrast and the data-appearance, data-contrast and data-level attributes of a \
            page's own switch. swift: one DynamicColor static per color (DynamicColor.Brand.primary), \
            and with --theme-type a Theme with a property per color.
            """
    )

    /// The theme file.
    @Argument(
        help: "The theme file: an Xcode asset catalog (.xcassets) or design tokens (.tokens.json, .resolver.json).")
    public var input: String

    /// The form to write.
    @Option(name: .long, help: "The form to write: css or swift.")
    public var to: Format

    /// Where to write.
    @Option(name: [.short, .customLong("output")], help: "The file to write.")
    public var output: String

    /// The name of the `Theme` type to generate, with `--to swift`.
    @Option(name: .long, help: "With --to swift: also write a Theme type of this name, with a property per color.")
    public var themeType: String?

    /// Creates the command with no arguments, as the argument parser does.
    public init() {}

    public func validate() throws {
        if let themeType {
            guard to == .swift else { throw ValidationError("--theme-type is for --to swift only.") }
            guard SwiftExport.isValidTypeName(themeType) else {
                throw ValidationError(
                    "--theme-type '\(themeType)' is not a Swift type name (letters, digits and _, not starting with a digit)."
                )
            }
        }
    }

    public func run() throws {
        let catalog = try ToolOutput.readCatalog(input)
        let url = URL(fileURLWithPath: output)
        let skipped: [String]
        do {
            switch to {
            case .css: skipped = try CSSExport.write(catalog: catalog, to: url).skipped
            case .swift: skipped = try SwiftExport.write(catalog: catalog, to: url, themeType: themeType).skipped
            }
        } catch {
            ToolOutput.printError("\(output): cannot write: \(error.localizedDescription)")
            throw ExitCode.failure
        }
        for name in skipped {
            ToolOutput.printError(
                "\(input): warning: \(name): the color has no value (the system's default) and is left out")
        }
    }
}
