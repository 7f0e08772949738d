import Foundation
import ShadeColor
package import ShadeDiagnostics
import ShadeFiles
import ShadeJSON

/// The findings a team has accepted for now: the file `shade audit --write-baseline FILE` writes
/// and `shade audit --baseline FILE` reads, so that CI fails only on findings that are new.
///
/// ```json
/// {
///   "version": 1,
///   "tool": "shade",
///   "entries": [
///     { "check": "contrast", "color": "label", "related": ["background"], "appearances": ["dark"] },
///     { "check": "missing-dark", "color": "accent", "related": [], "appearances": [] }
///   ]
/// }
/// ```
///
/// An entry is a finding's key (``Key``): its check, its color, the related colors, its theme
/// (`theme`, left out for the default one) and its appearances, and, for a finding about no
/// color, its message. Not its file, line, input path, ratio or severity: moving a color in its
/// file, moving the file, auditing from another folder or a ratio that changes a little keeps
/// the finding baselined, while a new color, a new pair, a new appearance or a new theme is a
/// new finding. The entries are a multiset: two identical findings (the same color in two
/// inputs) need two entries. They are written sorted by their fields, so that the file changes
/// only where the findings do.
///
/// The file is read strictly: another version, a `tool` other than `shade`, an unknown key, a
/// check Shade does not have or a value of the wrong type is an error with its line and column.
struct AuditBaseline: Hashable, Sendable {
    /// The version this reader reads and the writer writes.
    static let version = 1
    /// The value of `tool`.
    static let tool = "shade"

    /// What identifies a finding in a baseline.
    struct Key: Hashable, Sendable, Comparable, Codable {
        /// The check, by its name (`contrast`).
        var check: Finding.Check
        /// The color, or `nil` for a finding about the catalog as a whole.
        var color: String?
        /// The other colors involved.
        var related: [String] = []
        /// The named theme, or `nil` for the default.
        var theme: String?
        /// The appearances.
        var appearances: AppearanceSet = .empty
        /// For a finding about no color, its message (nothing else tells two such findings apart).
        var message: String?

        /// The key of `finding`.
        init(_ finding: Finding) {
            check = finding.check
            color = finding.color
            related = finding.related
            theme = finding.theme
            appearances = finding.appearances
            message = finding.color == nil ? finding.message : nil
        }

        init(
            check: Finding.Check, color: String?, related: [String], theme: String?, appearances: AppearanceSet,
            message: String?
        ) {
            self.check = check
            self.color = color
            self.related = related
            self.theme = theme
            self.appearances = appearances
            self.message = message
        }

        /// The order entries are written in: by check name, then color, theme, related colors,
        /// appearances and message, comparing strings scalar by scalar.
        static func < (left: Key, right: Key) -> Bool {
            left.sortFields.lexicographicallyPrecedes(right.sortFields) { left, right in
                left.unicodeScalars.lexicographicallyPrecedes(right.unicodeScalars) { $0.value < $1.value }
            }
        }

        private var sortFields: [String] {
            // A field's absence sorts before any value; each list becomes one string with a
            // separator no name uses for ordering.
            [
                check.rawValue, color.map { "1" + $0 } ?? "0", theme.map { "1" + $0 } ?? "0",
                related.joined(separator: "\u{1}"), appearances.names.joined(separator: "\u{1}"),
                message.map { "1" + $0 } ?? "0",
            ]
        }

        /// `contrast label on background (dark, darkHighContrast)`, for the list of entries gone.
        var summary: String {
            var text = check.rawValue
            if let color { text += " " + color }
            if !related.isEmpty {
                text += (check == .nearDuplicate ? " and " : " on ") + related.joined(separator: ", ")
            }
            if let theme { text += " in theme " + theme }
            if !appearances.isEmpty { text += " (" + appearances.names.joined(separator: ", ") + ")" }
            if let message { text += ": " + message }
            return text
        }

        /// The entry as the file writes it.
        var json: JSONValue {
            var members: [JSONValue.Member] = [JSONValue.Member("check", .string(check.rawValue))]
            if let color { members.append(JSONValue.Member("color", .string(color))) }
            members.append(JSONValue.Member("related", .array(related.map(JSONValue.string))))
            if let theme { members.append(JSONValue.Member("theme", .string(theme))) }
            members.append(JSONValue.Member("appearances", appearances.json))
            if let message { members.append(JSONValue.Member("message", .string(message))) }
            return .object(members)
        }
    }

    /// The entries, sorted.
    var entries: [Key]

    /// The baseline of `findings`, sorted.
    init(findings: some Sequence<Finding>) {
        entries = findings.map(Key.init).sorted()
    }

    init(entries: [Key]) {
        self.entries = entries.sorted()
    }

    /// The file's text: the pretty layout, every character a terminal would act on escaped,
    /// with a final line break.
    var text: String {
        let document: JSONValue = .object([
            JSONValue.Member("version", .number(String(Self.version))),
            JSONValue.Member("tool", .string(Self.tool)),
            JSONValue.Member("entries", .array(entries.map(\.json))),
        ])
        var layout = JSONLayout.pretty
        layout.escapesHiddenCharacters = true
        return JSONWriter.text(document, layout: layout) + "\n"
    }

    /// What comparing findings with the baseline gives.
    struct Comparison: Sendable {
        /// For each finding, in order, whether an entry covers it.
        var baselined: [Bool]
        /// The entries no finding used: fixed (or changed) since the baseline was written, in
        /// the baseline's order, one per entry left over.
        var gone: [Key]
    }

    /// Matches `findings` with the entries, each entry covering at most one finding.
    func compare(_ findings: [Finding]) -> Comparison {
        var remaining: [Key: Int] = [:]
        for entry in entries { remaining[entry, default: 0] += 1 }
        var baselined: [Bool] = []
        baselined.reserveCapacity(findings.count)
        for finding in findings {
            let key = Key(finding)
            if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
                baselined.append(true)
            } else {
                baselined.append(false)
            }
        }
        var gone: [Key] = []
        for entry in entries {
            if let count = remaining[entry], count > 0 {
                remaining[entry] = count - 1
                gone.append(entry)
            }
        }
        return Comparison(baselined: baselined, gone: gone)
    }

    /// Reads the baseline at `path`; `file` is the name errors give it.
    static func load(from path: String, file: String) throws(ConfigurationError) -> AuditBaseline {
        try parse(ConfigurationError.contents(of: path, file: file), file: file)
    }

    /// Reads a baseline from its bytes; `file` is the name errors give it.
    static func parse(_ bytes: [UInt8], file: String) throws(ConfigurationError) -> AuditBaseline {
        let root = try ConfigurationError.document(bytes, file: file)
        func fail(_ node: JSONNode, _ message: String) -> ConfigurationError {
            ConfigurationError(file: file, location: node.location, message: message)
        }
        guard case .object(let members) = root.value else {
            throw fail(
                root,
                "expected a Shade baseline, an object with \"version\", \"tool\" and \"entries\", found \(root.value.kindDescription)"
            )
        }
        var version: Int?
        var tool: String?
        var entries: [Key]?
        for (key, node) in members {
            switch key {
            case "version":
                guard case .number(let literal) = node.value, let number = Int(literal) else {
                    throw fail(node, "version: expected 1, found \(node.value.kindDescription)")
                }
                guard number == Self.version else {
                    throw fail(node, "version: this Shade reads baselines of version 1, found \(number)")
                }
                version = number
            case "tool":
                guard case .string(let name) = node.value, name == Self.tool else {
                    throw fail(node, "tool: expected \"shade\", found \(quoted(node))")
                }
                tool = name
            case "entries":
                guard case .array(let elements) = node.value else {
                    throw fail(node, "entries: expected an array, found \(node.value.kindDescription)")
                }
                var read: [Key] = []
                read.reserveCapacity(elements.count)
                for (index, element) in elements.enumerated() {
                    read.append(try entry(element, keyPath: "entries[\(index)]", fail: fail))
                }
                entries = read
            default:
                throw fail(node, "unknown key \"\(quoted(key))\"; expected \"version\", \"tool\" or \"entries\"")
            }
        }
        guard version != nil else { throw fail(root, "not a Shade baseline: \"version\" is missing") }
        guard tool != nil else { throw fail(root, "not a Shade baseline: \"tool\" is missing") }
        guard let entries else { throw fail(root, "not a Shade baseline: \"entries\" is missing") }
        return AuditBaseline(entries: entries)
    }

    /// Writes the baseline as the file at `path`, in one step (a temporary file moved into
    /// place), following the rules of every output (``OutputPath``): a new file, or in place of a
    /// Shade baseline (``isBaseline(_:)``), keeping its permissions. Anything else at the path — a
    /// token file, a configuration, a folder — is left as it is, with an error, and so is a path
    /// that is an input or lies inside an input folder (`inputs`). A symbolic link is written
    /// through: the baseline it leads to is replaced and the link stays; one that leads nowhere
    /// is refused.
    func write(to path: String, inputs: [InputFiles] = []) throws(BaselineWriteError) {
        let output: OutputPath
        do {
            output = try OutputPath(path)
        } catch {
            throw BaselineWriteError(terminalText: error.terminalText)
        }
        func refusal(_ reason: String) -> BaselineWriteError {
            BaselineWriteError(terminalText: "\(path): error: not written: \(reason)")
        }
        // The file written: the path, or where its symbolic link leads.
        var target = output.url.path
        if FileTree.isSymbolicLink(target) {
            guard let resolved = FileTree.resolvedPath(target), !FileTree.isSymbolicLink(resolved) else {
                throw refusal("it is a symbolic link that leads nowhere; a link is written through, not replaced")
            }
            target = resolved
        }
        for files in inputs {
            if let input = files.input(overwrittenBy: target, isFolder: false) {
                throw BaselineWriteError(
                    terminalText: OutputProblem.replacesInput(path: path, input: input).terminalText)
            }
        }
        var replacing = false
        if FileSystem.exists(target) {
            do {
                let bytes = try FileSystem.contents(ofFileAt: target, limit: JSONReader.maximumSize)
                replacing = Self.isBaseline(bytes)
            } catch {
                throw refusal(error.reason)
            }
            guard replacing else {
                throw refusal(
                    "the file is not a Shade baseline (a JSON object with \"tool\": \"shade\" and \"entries\"); "
                        + "--write-baseline replaces only a baseline: remove the file or choose another path")
            }
        }
        do {
            if replacing {
                // The new file takes the old one's permissions, which the umask may narrow while
                // it is written: a baseline a team made group-writable stays so.
                var info = stat()
                let mode = stat(target, &info) == 0 ? info.st_mode & 0o7777 : 0o666
                try FileSystem.writeFile(text, to: target, replacing: true, mode: Int(mode))
                chmod(target, mode)
            } else {
                try FileSystem.writeFile(text, to: target, replacing: false)
            }
        } catch  where error.code == EEXIST && !replacing {
            // Another audit wrote the first baseline meanwhile: it is left as it is.
            throw refusal(
                "a file appeared at the path while the baseline was written (another audit writing it?); it is left "
                    + "as it is: run the audit again to replace a baseline there")
        } catch {
            throw BaselineWriteError(terminalText: OutputProblem.cannotWrite(path: path, code: error.code).terminalText)
        }
    }

    /// Whether `bytes` are a Shade baseline (of any version): a JSON object whose `tool` is
    /// `shade` and which has `entries`. Only such a file is replaced by `--write-baseline`.
    static func isBaseline(_ bytes: [UInt8]) -> Bool {
        guard let root = try? JSONReader.parse(bytes), case .object(let members) = root.value else { return false }
        let isShade = members.contains { $0.key == "tool" && $0.node.value == .string(Self.tool) }
        return isShade && members.contains { $0.key == "entries" }
    }

    /// Text from the file as a message quotes it: at most 60 characters, then `…` (the message
    /// escapes what does not show).
    static func quoted(_ text: String) -> String {
        text.count > 60 ? String(text.prefix(60)) + "…" : text
    }

    private static func quoted(_ node: JSONNode) -> String {
        if case .string(let text) = node.value { return "\"\(quoted(text))\"" }
        return node.value.kindDescription
    }

    private static func entry(
        _ node: JSONNode, keyPath: String, fail: (JSONNode, String) -> ConfigurationError
    ) throws(ConfigurationError) -> Key {
        guard case .object(let members) = node.value else {
            throw fail(node, "\(keyPath): expected an object with \"check\", found \(node.value.kindDescription)")
        }
        func string(_ value: JSONNode, _ key: String) throws(ConfigurationError) -> String {
            guard case .string(let text) = value.value else {
                throw fail(value, "\(keyPath).\(key): expected a string, found \(value.value.kindDescription)")
            }
            return text
        }
        func strings(_ value: JSONNode, _ key: String) throws(ConfigurationError) -> [String] {
            guard case .array(let elements) = value.value else {
                throw fail(
                    value, "\(keyPath).\(key): expected an array of strings, found \(value.value.kindDescription)")
            }
            var result: [String] = []
            for (index, element) in elements.enumerated() {
                result.append(try string(element, "\(key)[\(index)]"))
            }
            return result
        }
        var check: Finding.Check?
        var color: String?
        var related: [String] = []
        var theme: String?
        var appearances: AppearanceSet = .empty
        var message: String?
        for (key, value) in members {
            switch key {
            case "check":
                let name = try string(value, key)
                guard let known = Finding.Check(rawValue: name) else {
                    throw fail(
                        value,
                        "\(keyPath).check: unknown check \"\(quoted(name))\"; expected one of "
                            + Finding.Check.allCases.map(\.rawValue).joined(separator: ", "))
                }
                check = known
            case "color": color = try string(value, key)
            case "related": related = try strings(value, key)
            case "theme": theme = try string(value, key)
            case "appearances":
                let names = try strings(value, key)
                // A finding names only Shade's appearances: an entry naming another would match
                // nothing and be listed as fixed.
                if case .array(let elements) = value.value,
                    let index = names.firstIndex(where: { Appearance(name: $0) == nil })
                {
                    throw fail(
                        elements[index],
                        "\(keyPath).appearances[\(index)]: unknown appearance \"\(quoted(names[index]))\"; "
                            + "expected one of " + Appearance.allCases.map(\.name).joined(separator: ", "))
                }
                appearances = AppearanceSet(names: names) ?? .empty
            case "message": message = try string(value, key)
            default:
                throw fail(
                    value,
                    "\(keyPath): unknown key \"\(quoted(key))\"; expected \"check\", \"color\", "
                        + "\"related\", \"theme\", \"appearances\" or \"message\"")
            }
        }
        guard let check else { throw fail(node, "\(keyPath): \"check\" is missing") }
        return Key(
            check: check, color: color, related: related, theme: theme, appearances: appearances,
            message: color == nil ? message : nil)
    }
}

/// Why `--write-baseline` wrote nothing.
struct BaselineWriteError: ReportedProblem, Hashable, Sendable {
    /// The message, naming the path as given.
    var terminalText: TerminalText
}

/// The readers of the audit's own files, `shade.json` and the baseline, for their fuzz target
/// (`Fuzz/AuditFiles`).
package enum AuditFileReading {
    /// A file refused: the message (`file:line:column: error: …`) and where.
    package struct Refusal: Error, Sendable {
        /// The whole message, as the command prints it.
        package var description: String
        /// Where in the file, when known.
        package var location: DocumentLocation?
    }

    /// Reads `bytes` as `shade.json`; returns the number of pair rules.
    package static func configuration(_ bytes: [UInt8]) throws(Refusal) -> Int {
        do {
            return try ShadeConfiguration.parse(bytes, file: "shade.json").pairs?.count ?? 0
        } catch {
            throw Refusal(description: error.description, location: error.location)
        }
    }

    /// Reads `bytes` as a baseline; returns its entries' number and the text it writes.
    package static func baseline(_ bytes: [UInt8]) throws(Refusal) -> (entries: Int, text: String) {
        do {
            let baseline = try AuditBaseline.parse(bytes, file: "baseline.json")
            return (baseline.entries.count, baseline.text)
        } catch {
            throw Refusal(description: error.description, location: error.location)
        }
    }

    /// Whether `bytes` are a baseline that `--write-baseline` replaces.
    package static func isBaseline(_ bytes: [UInt8]) -> Bool {
        AuditBaseline.isBaseline(bytes)
    }
}
