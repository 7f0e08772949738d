import ShadeColor
import ShadeDiagnostics
import ShadeJSON

/// One member of the report's JSON.
private typealias Field = JSONValue.Member

extension AuditDocument {
    /// The layout of the report: the pretty one with every array element on its own line, and
    /// every character a terminal would act on or a reader could not see written as a `\u`
    /// escape (`DisplayText`), so that the report is safe to print.
    static var layout: JSONLayout {
        var layout = JSONLayout.pretty
        layout.writesScalarArraysOnOneLine = false
        layout.escapesHiddenCharacters = true
        return layout
    }

    /// The document as JSON text (``write(to:)``), with no final line break. `JSONDecoder` reads
    /// it back into an equal document.
    var jsonText: String {
        var text = ""
        var stream = JSONStream(layout: Self.layout) { text += $0 }
        write(to: &stream)
        stream.finish()
        return text
    }

    /// Writes the document, members in the order of the schema (``version`` first), a field with
    /// no value left out, one finding at a time: the report of any number of findings is written
    /// with the stream's buffer, never whole in memory.
    func write(to stream: inout JSONStream) {
        stream.beginObject()
        stream.write(.number(version), key: "version")
        stream.write(.string(failOn.rawValue), key: "failOn")
        stream.write(.number(Int(exitCode)), key: "exitCode")
        stream.write(
            .object(
                [
                    Field("errors", .number(summary.errors)), Field("warnings", .number(summary.warnings)),
                    Field("infos", .number(summary.infos)),
                ] + (summary.baselined.map { [Field("baselined", .number($0))] } ?? [])),
            key: "summary")
        stream.write(.array(appearances.map(JSONValue.string)), key: "appearances")
        if let baselineGone { stream.write(.array(baselineGone.map(\.json)), key: "baselineGone") }
        stream.beginArray(key: "inputs")
        for input in inputs { input.write(to: &stream) }
        stream.end()
        stream.end()
    }
}

extension AuditDocument.Input {
    /// The findings laid out as one piece of text by one thread.
    private static let findingsInARun = 64
    /// The pieces laid out before they are written: about 4,000 findings, a few megabytes.
    private static let runsAtOnce = 64

    fileprivate func write(to stream: inout JSONStream) {
        stream.beginObject()
        stream.write(.string(path), key: "path")
        stream.write(kind.map { .string($0.rawValue) } ?? .null, key: "kind")
        stream.write(.bool(readable), key: "readable")
        if let error { stream.write(.string(error), key: "error") }
        stream.write(.number(colors), key: "colors")
        stream.write(.array(unauditedColors.map(JSONValue.string)), key: "unauditedColors")
        stream.write(.array(themes.map(JSONValue.string)), key: "themes")
        stream.write(.string(pairSource), key: "pairSource")
        if let configuration { stream.write(.string(configuration), key: "configuration") }
        stream.beginArray(key: "pairs")
        for pair in pairs { stream.write(pair.jsonValue) }
        stream.end()
        stream.beginArray(key: "findings")
        // The findings are laid out on both cores, as the text report's are, a few thousand at a
        // time so that little of the text is held at once; each is read where it is, not copied.
        let (findings, depth) = (findings, stream.depth)
        let runs = stride(from: 0, to: findings.count, by: Self.findingsInARun).map {
            $0..<min($0 + Self.findingsInARun, findings.count)
        }
        Background.mapInBatches(runs, atOnce: Self.runsAtOnce) { run in
            JSONElements(layout: AuditDocument.layout, depth: depth) { elements in
                for index in run { findings[index].write(to: &elements) }
            }
        } each: {
            stream.write($0)
        }
        stream.end()
        stream.end()
    }
}

extension Finding {
    /// Writes the finding as one element of the report's `findings`, member by member: a report
    /// of tens of thousands of findings builds no tree of each.
    fileprivate func write(to stream: inout JSONStream) {
        stream.beginObject()
        stream.write(.string(check.rawValue), key: "check")
        stream.write(.string(severity.rawValue), key: "severity")
        if let color { stream.write(.string(color), key: "color") }
        stream.beginArray(key: "related")
        for name in related { stream.write(.string(name)) }
        stream.end()
        if let theme { stream.write(.string(theme), key: "theme") }
        stream.write(appearances.json, key: "appearances")
        stream.write(.string(message), key: "message")
        if let location { stream.write(location.json, key: "location") }
        if let contrast {
            stream.beginArray(key: "contrast")
            for measurement in contrast { stream.write(measurement.jsonValue) }
            stream.end()
        }
        if let distance { stream.write(.measure(distance), key: "distance") }
        if let simulation { stream.write(.string(simulation), key: "simulation") }
        if let suggestion { stream.write(suggestion.json, key: "suggestion") }
        if let baselined { stream.write(.bool(baselined), key: "baselined") }
        stream.end()
    }
}

extension Finding.Measurement {
    /// The measurement as the JSON report and the SARIF log's properties write it: its
    /// appearances, the ratio, the required ratio and the normal-contrast ratio where there are
    /// ones, and the two colors.
    var jsonValue: JSONValue {
        var fields: [Field] = [
            Field("appearances", appearances.json),
            Field("ratio", .measure(ratio)),
        ]
        if let required { fields.append(Field("required", .measure(required))) }
        if let normalContrastRatio { fields.append(Field("normalContrastRatio", .measure(normalContrastRatio))) }
        if let unsimulatedRatio { fields.append(Field("unsimulatedRatio", .measure(unsimulatedRatio))) }
        fields += [
            Field("foreground", .string(foreground.hex)),
            Field("background", .string(background.hex)),
        ]
        return .object(fields)
    }
}

extension Finding.Suggestion {
    /// The suggestion as the JSON report writes it, in the order of its declaration.
    fileprivate var json: JSONValue {
        .object(
            [
                Field("changes", .array(changes.map(\.json))),
                Field("note", note.map(JSONValue.string) ?? .null),
                Field("contrast", .array(contrast.map(\.jsonValue))),
                Field("fixes", .bool(fixes)),
            ].filter { $0.key != "note" || note != nil })
    }
}

extension Finding.Suggestion.Change.Fields {
    fileprivate var json: JSONValue {
        var members: [Field] = [Field("color", .string(color)), Field("variant", .string(variant))]
        if let theme { members.append(Field("theme", .string(theme))) }
        if let mode { members.append(Field("mode", .string(mode))) }
        members += [
            Field("appearances", appearances.json),
            Field("before", .string(before)),
            Field("after", .string(after)),
            Field("beforeHex", .string(beforeHex)),
            Field("afterHex", .string(afterHex)),
            Field("deltaEOK", .measure(deltaEOK)),
            Field("writable", .bool(writable)),
        ]
        if let reason { members.append(Field("reason", .string(reason))) }
        members.append(Field("unmet", .array(unmet.map(JSONValue.string))))
        if let location { members.append(Field("location", location.json)) }
        if !edits.isEmpty {
            members.append(
                Field(
                    "edits",
                    .array(
                        edits.map { edit in
                            .object([
                                Field("startLine", .number(edit.startLine)),
                                Field("startColumn", .number(edit.startColumn)),
                                Field("endLine", .number(edit.endLine)), Field("endColumn", .number(edit.endColumn)),
                                Field("text", .string(edit.text)),
                            ])
                        })))
        }
        return .object(members)
    }
}

extension FileLocation {
    /// `{"file", "line"?, "column"?}`, as the JSON report places a finding.
    fileprivate var json: JSONValue {
        var place: [Field] = [Field("file", .string(file))]
        if let line { place.append(Field("line", .number(line))) }
        if let column { place.append(Field("column", .number(column))) }
        return .object(place)
    }
}
