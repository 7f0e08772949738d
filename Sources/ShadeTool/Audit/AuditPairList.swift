import ShadeDiagnostics
import ShadeJSON

/// What `shade audit --list-pairs` prints: the pairs of each input, each with the reason it was
/// formed, and no audit.
///
/// ```
/// Colors.xcassets: 2 pairs from the color names
///   onPrimary on primary (text): on-color
///   label on background (text): neutral background
/// ```
///
/// With `--format json`: `{"version": 1, "inputs": [{"path", "kind", "readable", "error"?,
/// "colors", "pairSource", "configuration"?, "pairs": [{"foreground", "background", "use",
/// "reason"}], "findings": [message]}]}`, the findings being the messages of the rules of
/// `shade.json` that name no color.
struct AuditPairList {
    /// The outcomes of ``Auditor/pairs()`` for each input.
    var outcomes: [AuditOutcome]

    /// The list as text.
    var text: TerminalText {
        var text: TerminalText = ""
        for outcome in outcomes {
            guard case .audited(let input, let result) = outcome else { continue }
            text += "\(input.path): \(AuditTextReport.plural(result.pairs.count, "pair")) \(result.pairSource.phrase)\n"
            for pair in result.pairs {
                text +=
                    "  \(pair.foreground) on \(pair.background) (\(pair.use.rawValue)): \(pair.reason.description)\n"
            }
            for finding in result.findings {
                let place: TerminalText = finding.location.map { "\($0): " } ?? ""
                text += "  \(place)\(finding.severity.rawValue): \(finding.message)\n"
            }
        }
        return text
    }

    /// The list as JSON text, laid out as the audit's JSON report is.
    var jsonText: String {
        let inputs = outcomes.map { outcome -> JSONValue in
            let document: AuditDocument.Input =
                switch outcome {
                case .audited(let input, let result): AuditDocument.Input(input: input, result: result)
                case .unreadable(let path, let kind, let message):
                    AuditDocument.Input(path: path, kind: kind, error: message)
                }
            var members: [JSONValue.Member] = [
                JSONValue.Member("path", .string(document.path)),
                JSONValue.Member("kind", document.kind.map { .string($0.rawValue) } ?? .null),
                JSONValue.Member("readable", .bool(document.readable)),
            ]
            if let error = document.error { members.append(JSONValue.Member("error", .string(error))) }
            members += [
                JSONValue.Member("colors", .number(document.colors)),
                JSONValue.Member("pairSource", .string(document.pairSource)),
            ]
            if let configuration = document.configuration {
                members.append(JSONValue.Member("configuration", .string(configuration)))
            }
            members += [
                JSONValue.Member("pairs", .array(document.pairs.map(\.jsonValue))),
                JSONValue.Member("findings", .array(document.findings.map { .string($0.message) })),
            ]
            return .object(members)
        }
        var layout = JSONLayout.pretty
        layout.writesScalarArraysOnOneLine = false
        layout.escapesHiddenCharacters = true
        return JSONWriter.text(
            .object([JSONValue.Member("version", .number(1)), JSONValue.Member("inputs", .array(inputs))]),
            layout: layout)
    }
}

extension ColorPair {
    /// The pair as the JSON report and the pair list write it: `{"foreground", "background",
    /// "use", "reason"}`.
    var jsonValue: JSONValue {
        .object([
            JSONValue.Member("foreground", .string(foreground)), JSONValue.Member("background", .string(background)),
            JSONValue.Member("use", .string(use.rawValue)), JSONValue.Member("reason", .string(reason.description)),
        ])
    }
}
