import Foundation
import ShadeCatalog
import ShadeDiagnostics
import ShadeFiles
import ShadeJSON
import ShadeSystem

/// The contents of `shade.json`, the settings every command of `shade` reads beside its inputs:
/// the pairs whose contrast `shade audit`, `shade fix`, `shade preview` and `shade generate`
/// check, the severity that fails an audit, and the access level of generated Swift.
///
/// ```json
/// {
///   "pairs": [
///     { "foreground": "label", "background": "background", "use": "text" },
///     { "foreground": "Icons/*", "background": "Surfaces/*", "use": "non-text" }
///   ]
/// }
/// ```
///
/// `use` is `text` (the default), `large-text` or `non-text`. Two more keys serve the build:
/// `failOn` (`"error"` or `"warning"`), the lowest severity that fails `shade audit` when it is
/// given no `--fail-on`, and fails the build of a target whose plugin `ShadeColors` reads the
/// file (without it the plugin reports every finding as a warning); and `swiftAccess`
/// (`"internal"`, `"package"` or `"public"`), the access level of the Swift the plugin generates.
/// In a name, `*` stands for any run
/// of characters, `/` and `.` included, so one rule can pair every color of a group with every
/// color of another. The file is read strictly: an unknown key, a value of the wrong type or a
/// JSON syntax error is an error with its line and column; so is an empty file, and JSON with
/// none of Shade's keys (`… it is not a Shade configuration`), likely another program's file. An
/// error about a `shade.json` found beside an input (not given with `--config`) adds how to go
/// on without it: `--no-config`, or `--config` with another file. `{}` is a configuration with
/// no pairs, and one without `pairs` has the pairs the names make.
struct ShadeConfiguration: Hashable, Sendable {
    /// The name `shade audit` looks for next to each input.
    static let fileName = "shade.json"

    /// One rule of `pairs`.
    struct PairRule: Hashable, Sendable {
        /// The foreground's name or pattern.
        var foreground: String
        /// The background's name or pattern.
        var background: String
        /// What the pair is used for.
        var use: PairUse
        /// Where the rule's `foreground` value is in the file.
        var foregroundLocation: DocumentLocation
        /// Where the rule's `background` value is in the file.
        var backgroundLocation: DocumentLocation
    }

    /// The file, as found or given.
    var file: String
    /// The rules, in file order, or `nil` when the file has no `pairs` (the names then make the
    /// pairs, as without a file).
    var pairs: [PairRule]?
    /// The lowest severity that fails, when the file says.
    var failOn: Severity?
    /// The access level of generated Swift, when the file says.
    var swiftAccess: SwiftExport.Access?

    /// The keys a configuration may have.
    static let keys = ["pairs", "failOn", "swiftAccess"]

    /// A configuration named `file` with `pairs`.
    init(
        file: String, pairs: [PairRule]?, failOn: Severity? = nil, swiftAccess: SwiftExport.Access? = nil
    ) {
        self.file = file
        self.pairs = pairs
        self.failOn = failOn
        self.swiftAccess = swiftAccess
    }

    /// The configuration file for `input`: `shade.json` in the folder that holds it, or `nil`.
    /// A symbolic link is found too, even one that leads nowhere, so that it is refused with a
    /// message rather than passed over.
    static func file(nextTo input: URL) -> URL? {
        let candidate = input.deletingLastPathComponent().appendingPathComponent(fileName)
        return FileSystem.exists(candidate.path) ? candidate : nil
    }

    /// The configuration an input is checked with: `given` (from `--config`) when there is one,
    /// else the `shade.json` beside the input (named in messages as the input's path names its
    /// folder: `Themes/shade.json` for `Themes/Colors.xcassets`), else `nil`.
    /// `command` is the subcommand, which the error's way out names (`pass --no-config to
    /// preview without it`).
    static func configuration(for input: CatalogInput, given: ShadeConfiguration?, command: String = "audit")
        throws(ConfigurationError) -> ShadeConfiguration?
    {
        if let given { return given }
        // Standard input has no folder to look in.
        guard !input.isStandardInput, let url = file(nextTo: input.url) else { return nil }
        let folder = input.path.hasSuffix("/") ? String(input.path.dropLast()) : input.path
        let name =
            folder.lastIndex(of: "/").map { String(folder[...$0]) + url.lastPathComponent } ?? url.lastPathComponent
        do {
            // A file found, not given: as the readers do with a link in their folder, a link is
            // followed only when it stays inside the folder that holds it.
            return try parse(
                ConfigurationError.contents(of: url.path, file: name, within: url.deletingLastPathComponent().path),
                file: name)
        } catch {
            // A file found rather than given may belong to something else: say how to go on.
            throw with(error) { $0.message += "; \(skipHint(command: command))" }
        }
    }

    /// What an error about a `shade.json` found beside an input adds.
    static func skipHint(command: String) -> String {
        "pass --no-config to \(command) without it (or --config FILE)"
    }

    /// Reads the configuration at `url`; `file` is the name errors give it.
    static func load(from url: URL, file: String) throws(ConfigurationError) -> ShadeConfiguration {
        try parse(ConfigurationError.contents(of: url.path, file: file), file: file)
    }

    /// Reads a configuration from its bytes; `file` is the name errors give it.
    static func parse(_ bytes: [UInt8], file: String) throws(ConfigurationError) -> ShadeConfiguration {
        let root = try ConfigurationError.document(bytes, file: file)
        func fail(_ node: JSONNode, _ message: String) -> ConfigurationError {
            ConfigurationError(file: file, location: node.location, message: message)
        }
        guard case .object(let members) = root.value else {
            throw fail(root, "expected an object with \"pairs\", found \(root.value.kindDescription)")
        }
        if let (key, node) = members.first, !members.contains(where: { keys.contains($0.key) }) {
            // Valid JSON with none of Shade's keys is likely some other program's file, or a
            // configuration whose one key is misspelt: the message says both.
            throw fail(
                node,
                "unknown key \"\(AuditBaseline.quoted(key))\"; the keys are \(keyList), "
                    + "and this file has none of them: it is not a Shade configuration")
        }
        var configuration = ShadeConfiguration(file: file, pairs: nil)
        for (key, node) in members {
            switch key {
            case "pairs":
                guard case .array(let elements) = node.value else {
                    throw fail(node, "pairs: expected an array, found \(node.value.kindDescription)")
                }
                var rules: [PairRule] = []
                for (index, element) in elements.enumerated() {
                    rules.append(try rule(element, keyPath: "pairs[\(index)]", fail: fail))
                }
                configuration.pairs = rules
            case "failOn":
                guard case .string(let name) = node.value, name == "error" || name == "warning" else {
                    throw fail(node, "failOn: expected \"error\" or \"warning\", found \(found(node))")
                }
                configuration.failOn = name == "error" ? .error : .warning
            case "swiftAccess":
                guard case .string(let name) = node.value, let access = SwiftExport.Access(rawValue: name) else {
                    throw fail(
                        node, "swiftAccess: expected \"internal\", \"package\" or \"public\", found \(found(node))")
                }
                configuration.swiftAccess = access
            default:
                throw fail(node, "unknown key \"\(AuditBaseline.quoted(key))\"; the keys are \(keyList)")
            }
        }
        return configuration
    }

    /// `"pairs", "failOn" and "swiftAccess"`.
    private static let keyList =
        keys.dropLast().map { "\"\($0)\"" }.joined(separator: ", ")
        + " and \"\(keys[keys.count - 1])\""

    /// A value as an error shows what was found: a string quoted, anything else by its kind.
    private static func found(_ node: JSONNode) -> String {
        if case .string(let name) = node.value {
            "\"\(AuditBaseline.quoted(name))\""
        } else {
            node.value.kindDescription
        }
    }

    private static func rule(
        _ node: JSONNode, keyPath: String, fail: (JSONNode, String) -> ConfigurationError
    ) throws(ConfigurationError) -> PairRule {
        guard case .object(let members) = node.value else {
            throw fail(
                node,
                "\(keyPath): expected an object with \"foreground\" and \"background\", found \(node.value.kindDescription)"
            )
        }
        var foreground: (String, DocumentLocation)?
        var background: (String, DocumentLocation)?
        var use = PairUse.text
        for (key, value) in members {
            switch key {
            case "foreground", "background":
                guard case .string(let name) = value.value, !name.isEmpty else {
                    throw fail(value, "\(keyPath).\(key): expected a color name, found \(value.value.kindDescription)")
                }
                if key == "foreground" {
                    foreground = (name, value.location)
                } else {
                    background = (name, value.location)
                }
            case "use":
                guard case .string(let name) = value.value, let parsed = PairUse(rawValue: name) else {
                    throw fail(
                        value,
                        "\(keyPath).use: expected \"text\", \"large-text\" or \"non-text\", found \(found(value))")
                }
                use = parsed
            default:
                throw fail(
                    value,
                    "\(keyPath): unknown key \"\(AuditBaseline.quoted(key))\"; expected \"foreground\", \"background\" or \"use\""
                )
            }
        }
        guard let foreground else { throw fail(node, "\(keyPath): \"foreground\" is missing") }
        guard let background else { throw fail(node, "\(keyPath): \"background\" is missing") }
        return PairRule(
            foreground: foreground.0, background: background.0, use: use, foregroundLocation: foreground.1,
            backgroundLocation: background.1)
    }
}

/// A `shade.json` that cannot be used, and where it goes wrong.
struct ConfigurationError: ReportedProblem, Hashable, Sendable {
    /// The file.
    var file: String
    /// Where in it, when known.
    var location: DocumentLocation?
    /// What is wrong.
    var message: String

    /// `shade.json:3:14: error: pairs[0].use: expected …`, with what does not show escaped.
    var terminalText: TerminalText {
        "\(Diagnostic(.error, file: file, location: location, message: message))"
    }

    /// The bytes of the audit's file at `path` (`shade.json`, a baseline), at most the JSON
    /// reader's limit; `file` is the name errors give it.
    static func contents(of path: String, file: String) throws(ConfigurationError) -> [UInt8] {
        do {
            return try FileSystem.contents(ofFileAt: path, limit: JSONReader.maximumSize)
        } catch {
            throw ConfigurationError(file: file, location: nil, message: "cannot be read: \(error.reason)")
        }
    }

    /// The bytes of the audit's file at `path` found in `folder` rather than given, read as the
    /// theme-file readers read a file of their folder: not following a symbolic link, and
    /// looking where one leads only when there is one. A link is followed when what it leads to
    /// is inside `folder`; one that leaves it (or leads nowhere) is refused before anything is
    /// opened through it, so nothing outside the folder is read, quoted or applied.
    static func contents(of path: String, file: String, within folder: String) throws(ConfigurationError)
        -> [UInt8]
    {
        do {
            return try FileSystem.contents(ofFileAt: path, limit: JSONReader.maximumSize, followsLinks: false)
        } catch  where error.kind == .symbolicLink {
            guard let resolvedFolder = FileTree.resolvedPath(folder), FileTree.resolves(path, inside: resolvedFolder)
            else {
                let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
                throw ConfigurationError(
                    file: file, location: nil,
                    message:
                        "is a symbolic link to \"\(DisplayText.excerpt(target))\", which is outside its folder (or "
                        + "leads nowhere); it is not followed")
            }
            return try contents(of: path, file: file)
        } catch {
            throw ConfigurationError(file: file, location: nil, message: "cannot be read: \(error.reason)")
        }
    }

    /// The located tree of an audit's file, or the reader's error at its line and column.
    static func document(_ bytes: [UInt8], file: String) throws(ConfigurationError) -> JSONNode {
        do {
            return try JSONReader.parse(bytes)
        } catch {
            throw ConfigurationError(file: file, location: error.location, message: error.message)
        }
    }
}

/// A name pattern of `shade.json`, where `*` stands for any run of characters.
struct NamePattern: Hashable, Sendable {
    /// The parts between the stars.
    private let parts: [Substring]
    /// Whether the pattern has a star.
    let hasWildcard: Bool

    /// The pattern `text`.
    init(_ text: String) {
        parts = text.split(separator: "*", omittingEmptySubsequences: false)
        hasWildcard = parts.count > 1
    }

    /// Whether `name` matches the whole pattern.
    func matches(_ name: String) -> Bool {
        guard hasWildcard else { return name == parts[0] }
        var rest = Substring(name)
        guard rest.hasPrefix(parts[0]) else { return false }
        rest = rest.dropFirst(parts[0].count)
        for part in parts.dropFirst().dropLast() where !part.isEmpty {
            guard let range = rest.range(of: part) else { return false }
            rest = rest[range.upperBound...]
        }
        let last = parts[parts.count - 1]
        return rest.count >= last.count && rest.hasSuffix(last)
    }
}
