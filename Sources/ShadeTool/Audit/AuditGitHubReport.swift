import ShadeDiagnostics

/// The report of `shade audit --format github`: one GitHub Actions workflow command per
/// finding, which the runner turns into an annotation on the file and line:
///
/// ```
/// ::error file=Colors.xcassets/label.colorset/Contents.json,line=1,col=1,title=shade contrast::label on background: …
/// ```
///
/// An error is `::error`, a warning `::warning`, an info `::notice`; `line` and `col` are left
/// out when unknown, and a finding without a place is put on its input. An input that could not
/// be read is an `::error` too. A finding a baseline covers (`--baseline`) is left out. Files are named as ``ArtifactPath`` names them, relative to the
/// current directory (the workspace, in a workflow).
///
/// Names come from theme files, which are hostile input: in a message and a title, every
/// character a terminal would act on or a reader could not see is first shown as an escape
/// (`DisplayText`, `\u000A` for a line break), then the text is escaped as GitHub's toolkit
/// escapes it (``escapedData(_:)``, ``escapedProperty(_:)``), so no name can end the line or
/// start another command. The file is the real path, escaped only as the toolkit escapes it, so
/// that the annotation is put on that file.
struct AuditGitHubReport {
    /// The absolute path of the current directory, which files are named relative to.
    var currentDirectory: String

    /// The lines for `outcomes`, one per input in command-line order, each ending in a line
    /// break: the findings at `minimum` or above (`--annotate`), and every input that could not
    /// be read.
    func render(_ outcomes: [AuditOutcome], minimum: Severity = .info) -> String {
        var text = ""
        var paths = ArtifactPaths(currentDirectory: currentDirectory)
        for outcome in outcomes {
            switch outcome {
            case .audited(let input, let audit):
                paths.sources = input.sources
                for finding in audit.findings where finding.baselined != true && finding.severity >= minimum {
                    let place = finding.location ?? FileLocation(file: input.path)
                    text += command(
                        Self.command(for: finding.severity), file: place.file, line: place.line,
                        column: place.column, title: "shade \(finding.check.rawValue)", message: finding.message,
                        paths: &paths)
                }
            case .unreadable(let path, _, let message):
                paths.sources = nil
                text += command(
                    "error", file: path, line: nil, column: nil, title: "shade audit", message: message, paths: &paths)
            }
        }
        return text
    }

    /// The workflow command for a severity: `error`, `warning`, or `notice` for an info.
    static func command(for severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "notice"
        }
    }

    /// One workflow command line, ending in a line break; `paths` holds the files named so far.
    private func command(
        _ name: String, file: String, line: Int?, column: Int?, title: String, message: String,
        paths: inout ArtifactPaths
    ) -> String {
        // The file is named as it is, so that the annotation lands on it: the toolkit's escapes
        // keep it on its line, and a runner reads it, not a terminal.
        var properties = ["file=" + Self.escapedProperty(paths(file).path.path)]
        if let line, line >= 1 {
            properties.append("line=\(line)")
            if let column, column >= 1 { properties.append("col=\(column)") }
        }
        properties.append("title=" + Self.escapedProperty(DisplayText.escaped(title)))
        return "::\(name) \(properties.joined(separator: ","))::\(Self.escapedData(DisplayText.escaped(message)))\n"
    }

    /// `text` escaped as a command's message, as `escapeData` in GitHub's toolkit
    /// (`@actions/core`, `command.ts`) does: `%` as `%25`, a carriage return as `%0D`, a line
    /// feed as `%0A`.
    static func escapedData(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` escaped as a command's property value, as `escapeProperty` in GitHub's toolkit
    /// does: as ``escapedData(_:)``, and `:` as `%3A`, `,` as `%2C`.
    static func escapedProperty(_ text: String) -> String {
        var result = ""
        for scalar in escapedData(text).unicodeScalars {
            switch scalar {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
