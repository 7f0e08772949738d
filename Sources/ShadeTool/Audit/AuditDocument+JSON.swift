import ShadeDiagnostics
import ShadeJSON

/// One member of the report's JSON.
private typealias Field = JSONValue.Member

extension AuditDocument {
    /// The document as JSON text, members in the order of the schema (``version`` first); a
    /// field with no value is left out. `JSONDecoder` reads it back into an equal document.
    ///
    /// The layout is the pretty one with every array element on its own line, and every
    /// character a terminal would act on or a reader could not see written as a `\u` escape
    /// (`DisplayText`), so that the report is safe to print; no final line break.
    var jsonText: String {
        var members: [Field] = [
            Field("version", .number(version)),
            Field("failOn", .string(failOn.rawValue)),
            Field("exitCode", .number(Int(exitCode))),
            Field(
                "summary",
                .object(
                    [
                        Field("errors", .number(summary.errors)), Field("warnings", .number(summary.warnings)),
                        Field("infos", .number(summary.infos)),
                    ] + (summary.baselined.map { [Field("baselined", .number($0))] } ?? []))
            ),
            Field("appearances", .array(appearances.map(JSONValue.string))),
        ]
        if let baselineGone { members.append(Field("baselineGone", .array(baselineGone.map(\.json)))) }
        members.append(Field("inputs", .array(inputs.map(\.json))))
        var layout = JSONLayout.pretty
        layout.writesScalarArraysOnOneLine = false
        layout.escapesHiddenCharacters = true
        return JSONWriter.text(.object(members), layout: layout)
    }
}

extension AuditDocument.Input {
    fileprivate var json: JSONValue {
        var members: [Field] = [
            Field("path", .string(path)),
            Field("kind", kind.map { .string($0.rawValue) } ?? .null),
            Field("readable", .bool(readable)),
        ]
        if let error { members.append(Field("error", .string(error))) }
        members += [
            Field("colors", .number(colors)),
            Field("unauditedColors", .array(unauditedColors.map(JSONValue.string))),
            Field("themes", .array(themes.map(JSONValue.string))),
            Field("pairSource", .string(pairSource)),
        ]
        if let configuration { members.append(Field("configuration", .string(configuration))) }
        members += [
            Field(
                "pairs",
                .array(
                    pairs.map {
                        .object([
                            Field("foreground", .string($0.foreground)), Field("background", .string($0.background)),
                            Field("use", .string($0.use.rawValue)),
                        ])
                    })
            ),
            Field("findings", .array(findings.map(\.json))),
        ]
        return .object(members)
    }
}

extension Finding {
    fileprivate var json: JSONValue {
        var members: [Field] = [
            Field("check", .string(check.rawValue)),
            Field("severity", .string(severity.rawValue)),
        ]
        if let color { members.append(Field("color", .string(color))) }
        members.append(Field("related", .array(related.map(JSONValue.string))))
        if let theme { members.append(Field("theme", .string(theme))) }
        members += [
            Field("appearances", .array(appearances.map(JSONValue.string))),
            Field("message", .string(message)),
        ]
        if let location {
            var place: [Field] = [Field("file", .string(location.file))]
            if let line = location.line { place.append(Field("line", .number(line))) }
            if let column = location.column { place.append(Field("column", .number(column))) }
            members.append(Field("location", .object(place)))
        }
        if let contrast {
            members.append(
                Field(
                    "contrast",
                    .array(contrast.map(\.jsonValue))
                ))
        }
        if let distance { members.append(Field("distance", .measure(distance))) }
        if let baselined { members.append(Field("baselined", .bool(baselined))) }
        return .object(members)
    }
}

extension Finding.Measurement {
    /// The measurement in one appearance as the JSON report and the SARIF log's properties write
    /// it: the appearance, the ratio, the required ratio and the normal-contrast ratio where there
    /// are ones, and the two colors.
    var jsonValue: JSONValue {
        var fields: [Field] = [
            Field("appearance", .string(appearance)),
            Field("ratio", .measure(ratio)),
        ]
        if let required { fields.append(Field("required", .measure(required))) }
        if let normalContrastRatio { fields.append(Field("normalContrastRatio", .measure(normalContrastRatio))) }
        fields += [
            Field("foreground", .string(foreground)),
            Field("background", .string(background)),
        ]
        return .object(fields)
    }
}
