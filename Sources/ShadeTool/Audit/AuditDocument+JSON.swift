import ShadeDiagnostics
import ShadeJSON

/// A JSON value to print, for reports written by hand rather than through `JSONEncoder`, which
/// is several times slower on reports of thousands of findings and prints empty arrays across
/// lines.
enum JSONOutput {
    case string(String)
    case number(Double)
    case integer(Int)
    case bool(Bool)
    case null
    case array([JSONOutput])
    /// Members in the order given.
    case object([(String, JSONOutput)])

    /// The value as two-space indented JSON text, without a final line break.
    var text: String {
        var text = ""
        write(into: &text, indentation: "")
        return text
    }

    /// Appends `value` as a JSON string literal: in one piece when nothing in it needs escaping,
    /// as is almost always so, else escaped as RFC 8259 requires, and with every character a
    /// terminal would act on or a reader could not see written as a `\u` escape too
    /// (`DisplayText`), so that the report is safe to print.
    private static func appendQuoted(_ value: String, to text: inout String) {
        if value.utf8.contains(where: {
            $0 < 0x20 || $0 >= 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")
        }) {
            text += DisplayText.escaped(JSONWriter.quoted(value))
        } else {
            text += "\""
            text += value
            text += "\""
        }
    }

    private func write(into text: inout String, indentation: String) {
        switch self {
        case .string(let value): Self.appendQuoted(value, to: &text)
        case .number(let value): text += value.isFinite ? "\(value)" : "null"
        case .integer(let value): text += String(value)
        case .bool(let value): text += value ? "true" : "false"
        case .null: text += "null"
        case .array(let elements):
            guard !elements.isEmpty else {
                text += "[]"
                return
            }
            let inner = indentation + "  "
            text += "[\n"
            for (index, element) in elements.enumerated() {
                text += inner
                element.write(into: &text, indentation: inner)
                text += index == elements.count - 1 ? "\n" : ",\n"
            }
            text += indentation + "]"
        case .object(let members):
            guard !members.isEmpty else {
                text += "{}"
                return
            }
            let inner = indentation + "  "
            text += "{\n"
            for (index, member) in members.enumerated() {
                text += inner
                Self.appendQuoted(member.0, to: &text)
                text += ": "
                member.1.write(into: &text, indentation: inner)
                text += index == members.count - 1 ? "\n" : ",\n"
            }
            text += indentation + "}"
        }
    }
}

extension AuditDocument {
    /// The document as JSON text, members in the order of the schema (``version`` first); a
    /// field with no value is left out. `JSONDecoder` reads it back into an equal document.
    var jsonText: String {
        let members: [(String, JSONOutput)] = [
            ("version", .integer(version)),
            ("failOn", .string(failOn.rawValue)),
            ("exitCode", .integer(Int(exitCode))),
            (
                "summary",
                .object([
                    ("errors", .integer(summary.errors)), ("warnings", .integer(summary.warnings)),
                    ("infos", .integer(summary.infos)),
                ])
            ),
            ("appearances", .array(appearances.map(JSONOutput.string))),
            ("inputs", .array(inputs.map(\.json))),
        ]
        return JSONOutput.object(members).text
    }
}

extension AuditDocument.Input {
    fileprivate var json: JSONOutput {
        var members: [(String, JSONOutput)] = [
            ("path", .string(path)),
            ("kind", kind.map { .string($0.rawValue) } ?? .null),
            ("readable", .bool(readable)),
        ]
        if let error { members.append(("error", .string(error))) }
        members += [
            ("colors", .integer(colors)),
            ("unauditedColors", .array(unauditedColors.map(JSONOutput.string))),
            ("themes", .array(themes.map(JSONOutput.string))),
            ("pairSource", .string(pairSource)),
        ]
        if let configuration { members.append(("configuration", .string(configuration))) }
        members += [
            (
                "pairs",
                .array(
                    pairs.map {
                        .object([
                            ("foreground", .string($0.foreground)), ("background", .string($0.background)),
                            ("use", .string($0.use.rawValue)),
                        ])
                    })
            ),
            ("findings", .array(findings.map(\.json))),
        ]
        return .object(members)
    }
}

extension Finding {
    fileprivate var json: JSONOutput {
        var members: [(String, JSONOutput)] = [
            ("check", .string(check.rawValue)),
            ("severity", .string(severity.rawValue)),
        ]
        if let color { members.append(("color", .string(color))) }
        members.append(("related", .array(related.map(JSONOutput.string))))
        if let theme { members.append(("theme", .string(theme))) }
        members += [
            ("appearances", .array(appearances.map(JSONOutput.string))),
            ("message", .string(message)),
        ]
        if let location {
            var place: [(String, JSONOutput)] = [("file", .string(location.file))]
            if let line = location.line { place.append(("line", .integer(line))) }
            if let column = location.column { place.append(("column", .integer(column))) }
            members.append(("location", .object(place)))
        }
        if let contrast {
            members.append(
                (
                    "contrast",
                    .array(
                        contrast.map { measurement in
                            var fields: [(String, JSONOutput)] = [
                                ("appearance", .string(measurement.appearance)), ("ratio", .number(measurement.ratio)),
                            ]
                            if let required = measurement.required { fields.append(("required", .number(required))) }
                            if let normal = measurement.normalContrastRatio {
                                fields.append(("normalContrastRatio", .number(normal)))
                            }
                            fields += [
                                ("foreground", .string(measurement.foreground)),
                                ("background", .string(measurement.background)),
                            ]
                            return .object(fields)
                        })
                ))
        }
        if let distance { members.append(("distance", .number(distance))) }
        return .object(members)
    }
}
