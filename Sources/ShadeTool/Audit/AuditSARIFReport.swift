import ShadeDiagnostics
import ShadeJSON

/// One member of the log's JSON.
private typealias Field = JSONValue.Member

/// The report of `shade audit --format sarif`: a SARIF 2.1.0 log, which GitHub code scanning
/// (`github/codeql-action/upload-sarif`), editors and other CI services read.
///
/// The log has one run. Its tool, `shade`, declares one rule per ``Finding/Check``, its id the
/// check's name (`contrast`) and its descriptions the rules' (``Finding/Check/finds``), at the
/// level of its ``Finding/Check/defaultSeverity``. Each finding is one result — a contrast
/// finding covers all the appearances it concerns, which are in its `properties` with their
/// ratios — located at the color's definition, with the color's name as its logical location,
/// the other colors involved (a pair's background, near-duplicates) as related locations, and a
/// fingerprint (`shade/v1`) made from the check, the color names, the theme and the
/// appearances, not from the line, so that moving a color keeps its alerts. With a baseline
/// (`--baseline`), each result has a `baselineState`: `unchanged` when the baseline covers it,
/// `new` otherwise. An input that could not be read is a notification of the run's invocation,
/// which is then not successful.
///
/// Files are the ones each input recorded (``SourceFiles``), named relative to the current
/// directory (``ArtifactPath``), against the base
/// `%SRCROOT%`; lines and columns are 1-based, columns counted in Unicode scalars.
///
/// A message is text for a reader, shown as the text report shows it: every character that does
/// not show (a right-to-left override, a line separator) written as an escape `\u202E` by
/// `DisplayText.escaped(_:)`, so that a viewer of the log shows what the text report does. Names
/// elsewhere in the log (logical locations, properties) are data, and keep their characters.
struct AuditSARIFReport {
    /// The JSON schema the log names in `$schema`.
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The SARIF version.
    static let version = "2.1.0"
    /// The base that relative file names are resolved against: the current directory.
    static let sourceRoot = "%SRCROOT%"
    /// The key of the fingerprint in each result's `partialFingerprints`.
    static let fingerprintKey = "shade/v1"

    /// The absolute path of the current directory, which files are named relative to.
    var currentDirectory: String

    /// The layout of the log: the pretty one, with every character a terminal would act on
    /// written as a `\u` escape.
    static var layout: JSONLayout {
        var layout = JSONLayout.pretty
        layout.escapesHiddenCharacters = true
        return layout
    }

    /// The log of `outcomes`, one per input in command-line order, after an audit that exits
    /// with `status`, as JSON text (``write(_:status:to:)``); no final line break.
    func render(_ outcomes: [AuditOutcome], status: ExitStatus) -> String {
        var text = ""
        var stream = JSONStream(layout: Self.layout) { text += $0 }
        write(outcomes, status: status, to: &stream)
        stream.finish()
        return text
    }

    /// Writes the log of `outcomes` one result at a time, so that a log of any number of
    /// results is written with the stream's buffer, never whole in memory.
    func write(_ outcomes: [AuditOutcome], status: ExitStatus, to stream: inout JSONStream) {
        var paths = ArtifactPaths(currentDirectory: currentDirectory)
        var notifications: [JSONValue] = []
        for case .unreadable(let path, _, let message) in outcomes {
            notifications.append(
                .object([
                    Field("level", .string("error")),
                    Field("message", .object([Field("text", .string(DisplayText.escaped(message)))])),
                    Field(
                        "locations",
                        .array([.object([physicalLocation(file: path, line: nil, column: nil, paths: &paths)])])),
                ]))
        }
        var invocation: [Field] = [
            Field("executionSuccessful", .bool(notifications.isEmpty)),
            Field("exitCode", .number(Int(status.rawValue))),
        ]
        if !notifications.isEmpty { invocation.append(Field("toolExecutionNotifications", .array(notifications))) }

        stream.beginObject()
        stream.write(.string(Self.schema), key: "$schema")
        stream.write(.string(Self.version), key: "version")
        stream.beginArray(key: "runs")
        stream.beginObject()
        stream.write(.object([Field("driver", driver)]), key: "tool")
        stream.write(.array([.object(invocation)]), key: "invocations")
        stream.write(
            .object([
                Field(Self.sourceRoot, .object([Field("uri", .string(ArtifactPath.directoryURI(currentDirectory)))]))
            ]),
            key: "originalUriBaseIds")
        stream.write(.string("unicodeCodePoints"), key: "columnKind")
        stream.beginArray(key: "results")
        var fingerprints: [String: Int] = [:]
        for case .audited(let input, let audit) in outcomes {
            paths.sources = input.sources
            // Each finding read where it is, not copied out of the array first.
            let findings = audit.findings
            for index in findings.indices {
                stream.write(
                    result(
                        of: findings[index], input: input.path, audit: audit, fingerprints: &fingerprints,
                        paths: &paths))
            }
        }
        stream.end()
        stream.end()
        stream.end()
        stream.end()
    }

    /// `tool.driver`: shade and its rules, one per check in the order of
    /// ``Finding/Check/allCases``, which results' `ruleIndex` counts in.
    private var driver: JSONValue {
        let rules = Finding.Check.allCases.map { check -> JSONValue in
            let finds = AuditRules.plainText(check.finds)
            let full = "\(finds) Severity: \(check.severityRule)."
            return .object([
                Field("id", .string(check.rawValue)),
                Field("shortDescription", .object([Field("text", .string(finds))])),
                Field("fullDescription", .object([Field("text", .string(full))])),
                Field(
                    "help",
                    .object([
                        Field("text", .string(full)),
                        Field("markdown", .string("\(check.finds)\n\nSeverity: \(check.severityRule).")),
                    ])),
                Field(
                    "defaultConfiguration", .object([Field("level", .string(Self.level(of: check.defaultSeverity)))])),
            ])
        }
        var fields: [Field] = [
            Field("name", .string("shade")), Field("version", .string(ShadeVersion.current)),
            Field("semanticVersion", .string(ShadeVersion.current)),
        ]
        if let informationURI = Self.informationURI { fields.append(Field("informationUri", .string(informationURI))) }
        fields.append(Field("rules", .array(rules)))
        return .object(fields)
    }

    /// The project's home page, for `tool.driver.informationUri`; `nil`, and the field left
    /// out, until the project publishes one.
    static let informationURI: String? = nil

    /// SARIF's level for a severity: `error`, `warning`, or `note` for an info.
    static func level(of severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    /// The result for `finding`, of the input at `input`; `fingerprints` counts the
    /// fingerprints given so far, so that two findings alike in every way that counts (one per
    /// input, say) still get different ones; `paths` holds the files named so far.
    private func result(
        of finding: Finding, input: String, audit: AuditResult, fingerprints: inout [String: Int],
        paths: inout ArtifactPaths
    ) -> JSONValue {
        let check = finding.check
        var location = [physicalLocation(finding.location, or: input, paths: &paths)]
        if let color = finding.color {
            location.append(Field("logicalLocations", .array([logicalLocation(color, path: finding.location?.path)])))
        }
        var members: [Field] = [
            Field("ruleId", .string(check.rawValue)),
            Field("ruleIndex", .number(Finding.Check.allCases.firstIndex(of: check) ?? 0)),
            Field("level", .string(Self.level(of: finding.severity))),
            Field("message", .object([Field("text", .string(DisplayText.escaped(finding.message)))])),
            Field("locations", .array([.object(location)])),
        ]
        if !finding.related.isEmpty {
            var related: [JSONValue] = []
            for (offset, name) in finding.related.enumerated() {
                var fields: [Field] = [Field("id", .number(offset + 1))]
                let definition = audit.definition(of: name)
                if let definition { fields.append(physicalLocation(definition, or: input, paths: &paths)) }
                fields += [
                    Field("logicalLocations", .array([logicalLocation(name, path: definition?.path)])),
                    Field(
                        "message",
                        .object([Field("text", .string(DisplayText.escaped(Self.role(of: name, in: finding))))])),
                ]
                related.append(.object(fields))
            }
            members.append(Field("relatedLocations", .array(related)))
        }
        let hash = Self.fingerprint(of: finding)
        let occurrence = (fingerprints[hash] ?? 0) + 1
        fingerprints[hash] = occurrence
        members.append(
            Field("partialFingerprints", .object([Field(Self.fingerprintKey, .string("\(hash):\(occurrence)"))])))
        if let baselined = finding.baselined {
            members.append(Field("baselineState", .string(baselined ? "unchanged" : "new")))
        }
        if let suggestion = finding.suggestion {
            let fixes = suggestion.changes.compactMap { fix(for: $0, paths: &paths) }
            if !fixes.isEmpty { members.append(Field("fixes", .array(fixes))) }
        }
        members.append(Field("properties", properties(of: finding, input: input)))
        return .object(members)
    }

    /// What a related color is to the finding: `the background, paper`.
    private static func role(of name: String, in finding: Finding) -> String {
        switch finding.check {
        case .contrast, .enhancedContrast, .highContrastLowersContrast, .systemAccent, .contrastSimulated:
            "the background, \(name)"
        case .indistinctSimulated: "a color only hue tells apart from it, \(name)"
        case .nearDuplicate: "a near-duplicate, \(name)"
        default: "a related color, \(name)"
        }
    }

    /// `physicalLocation` at `location`, or at the whole input `input` when there is none.
    private func physicalLocation(_ location: FileLocation?, or input: String, paths: inout ArtifactPaths) -> Field {
        guard let location else { return physicalLocation(file: input, line: nil, column: nil, paths: &paths) }
        return physicalLocation(file: location.file, line: location.line, column: location.column, paths: &paths)
    }

    /// `physicalLocation` in `file`, with a region when the line is known.
    private func physicalLocation(file: String, line: Int?, column: Int?, paths: inout ArtifactPaths) -> Field {
        let (path, uri) = paths(file)
        var artifact: [Field] = [Field("uri", .string(uri))]
        if path.isRelative { artifact.append(Field("uriBaseId", .string(Self.sourceRoot))) }
        var fields: [Field] = [Field("artifactLocation", .object(artifact))]
        if let line, line >= 1 {
            var region: [Field] = [Field("startLine", .number(line))]
            if let column, column >= 1 { region.append(Field("startColumn", .number(column))) }
            fields.append(Field("region", .object(region)))
        }
        return Field("physicalLocation", .object(fields))
    }

    /// A suggested change as a SARIF `fix` (§3.55): its description, and one artifact change whose
    /// replacements replace exactly the bytes of the changed components (or alias) in the file;
    /// `nil` for a change `shade fix` does not write.
    private func fix(for change: Finding.Suggestion.Change, paths: inout ArtifactPaths) -> JSONValue? {
        guard change.writable, !change.edits.isEmpty, let file = change.location?.file else { return nil }
        let (path, uri) = paths(file)
        var artifact: [Field] = [Field("uri", .string(uri))]
        if path.isRelative { artifact.append(Field("uriBaseId", .string(Self.sourceRoot))) }
        let replacements = change.edits.map { edit -> JSONValue in
            .object([
                Field(
                    "deletedRegion",
                    .object([
                        Field("startLine", .number(edit.startLine)), Field("startColumn", .number(edit.startColumn)),
                        Field("endLine", .number(edit.endLine)), Field("endColumn", .number(edit.endColumn)),
                    ])),
                Field("insertedContent", .object([Field("text", .string(edit.text))])),
            ])
        }
        return .object([
            Field("description", .object([Field("text", .string(change.summary.text))])),
            Field(
                "artifactChanges",
                .array([
                    .object([Field("artifactLocation", .object(artifact)), Field("replacements", .array(replacements))])
                ])),
        ])
    }

    /// A color as a logical location: its name, and the path in the document when it differs.
    private func logicalLocation(_ name: String, path: String?) -> JSONValue {
        var fields: [Field] = [Field("name", .string(name))]
        fields.append(Field("fullyQualifiedName", .string(path ?? name)))
        return .object(fields)
    }

    /// The finding's details SARIF has no place for: its appearances, the ratios of a contrast
    /// finding (grouped by appearance, as the JSON report writes them), theme, related colors,
    /// distance and input.
    private func properties(of finding: Finding, input: String) -> JSONValue {
        var fields: [Field] = [Field("appearances", finding.appearances.json)]
        if let contrast = finding.contrast { fields.append(Field("contrast", .array(contrast.map(\.jsonValue)))) }
        if let theme = finding.theme { fields.append(Field("theme", .string(theme))) }
        if !finding.related.isEmpty { fields.append(Field("related", .array(finding.related.map(JSONValue.string)))) }
        if let distance = finding.distance { fields.append(Field("distance", .measure(distance))) }
        if let simulation = finding.simulation { fields.append(Field("simulation", .string(simulation))) }
        fields.append(Field("input", .string(input)))
        return .object(fields)
    }

    /// The finding's fingerprint, before its occurrence number: 16 hexadecimal digits of the
    /// 64-bit FNV-1a hash of its check, theme, color, related colors and appearances — and, for
    /// a finding about no color, its message, and for a simulated check, the deficiency — but not
    /// of its file, line or ratios.
    static func fingerprint(of finding: Finding) -> String {
        var parts = [finding.check.rawValue, finding.theme ?? "", finding.color ?? ""]
        parts.append(finding.related.joined(separator: "\u{1F}"))
        parts.append(finding.appearances.names.joined(separator: "\u{1F}"))
        if finding.color == nil { parts.append(finding.message) }
        if let simulation = finding.simulation { parts.append(simulation) }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in parts {
            // Each part with its length first, so that no two lists of parts give the same bytes.
            for byte in Array("\(part.utf8.count):".utf8) + Array(part.utf8) {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01B3
            }
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
