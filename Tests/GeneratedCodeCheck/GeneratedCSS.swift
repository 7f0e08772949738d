/// The custom properties a style sheet written by `CSSExport` declares, read by a strict parser
/// of CSS's tokens as far as the export uses them.
///
/// Comments (`/* … */`) are skipped; a quoted string in a selector is read to its closing quote;
/// a block's contents are declarations (`name: value;`) and nested rules (`prelude { … }`). Every
/// declaration's name must be `color-scheme` or a custom property name of CSS ident code points
/// only (`--`, then ASCII letters, digits, `-`, `_` or non-ASCII scalars, no escapes), and its
/// value `light`, `dark`, a hex color or `color(…)` of letters, digits, spaces, `.`, `-` and `/`.
/// Any scalar other than a line feed and U+0020 that is a control, format, separator or space
/// character is refused, as is a `<` (which could close a `<style>` element) or a `\`.
package struct GeneratedCSS: Sendable {
    /// A rule with declarations: its prelude (selector, with the at-rules it is inside) and the
    /// custom properties it sets, in order.
    package struct Rule: Hashable, Sendable {
        package var prelude: [String]
        package var properties: [String]
    }

    /// The rules that declare something, in order.
    package var rules: [Rule] = []

    /// A way the style sheet differs from what the export writes.
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// Reads `css`.
    ///
    /// - Throws: ``Failure`` at the first thing the export does not write.
    package init(parsing css: String) throws {
        var scalars: [Unicode.Scalar] = []
        var iterator = css.unicodeScalars.makeIterator()
        // Comments out first, as CSS's tokenizer does.
        var pending: Unicode.Scalar? = iterator.next()
        while let scalar = pending {
            pending = iterator.next()
            if scalar == "/", pending == "*" {
                var previous: Unicode.Scalar = " "
                pending = iterator.next()
                while let inner = pending, !(previous == "*" && inner == "/") {
                    previous = inner
                    pending = iterator.next()
                }
                guard pending != nil else { throw Failure(description: "an unclosed comment") }
                pending = iterator.next()
                continue
            }
            if GeneratedSwift.Lexer.isRefused(scalar) || scalar == "<" || scalar == "\\" {
                throw Failure(description: "U+\(GeneratedSwift.Lexer.hex(scalar.value)) in the style sheet")
            }
            scalars.append(scalar)
        }
        var index = 0
        try block(scalars, &index, prelude: [], topLevel: true)
        guard index == scalars.count else { throw Failure(description: "a } too many") }
    }

    /// The contents of a block up to its `}` (or the end of the sheet, at the top level).
    mutating func block(_ scalars: [Unicode.Scalar], _ index: inout Int, prelude: [String], topLevel: Bool) throws {
        var properties: [String] = []
        var text = ""
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "\"", "'":
                text.unicodeScalars.append(scalar)
                while index < scalars.count, scalars[index] != scalar, scalars[index] != "\n" {
                    text.unicodeScalars.append(scalars[index])
                    index += 1
                }
                guard index < scalars.count, scalars[index] == scalar else {
                    throw Failure(description: "an unclosed string")
                }
                text.unicodeScalars.append(scalar)
                index += 1
            case "{":
                try block(scalars, &index, prelude: prelude + [Self.trimmed(text)], topLevel: false)
                text = ""
            case "}":
                guard !topLevel else { throw Failure(description: "a } too many") }
                guard Self.trimmed(text).isEmpty else { throw Failure(description: "\(text) before a }") }
                if !properties.isEmpty { rules.append(Rule(prelude: prelude, properties: properties)) }
                return
            case ";":
                guard !topLevel else { throw Failure(description: "a declaration outside a rule") }
                if let property = try Self.declaration(Self.trimmed(text)) { properties.append(property) }
                text = ""
            default:
                text.unicodeScalars.append(scalar)
            }
        }
        guard topLevel else { throw Failure(description: "an unclosed block") }
        guard Self.trimmed(text).isEmpty else { throw Failure(description: "\(text) at the end") }
    }

    /// The custom property a declaration sets, or `nil` for `color-scheme`.
    static func declaration(_ text: String) throws -> String? {
        guard let colon = text.firstIndex(of: ":") else { throw Failure(description: "\(text) is no declaration") }
        let name = trimmed(String(text[..<colon]))
        let value = trimmed(String(text[text.index(after: colon)...]))
        if name == "color-scheme" {
            guard value == "light" || value == "dark" else { throw Failure(description: "color-scheme: \(value)") }
            return nil
        }
        guard name.hasPrefix("--"), name.count > 2,
            name.unicodeScalars.allSatisfy({
                !$0.isASCII || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                    || $0 == "-" || $0 == "_"
            })
        else { throw Failure(description: "\(name) is no custom property name") }
        let isHex =
            value.first == "#" && [7, 9].contains(value.count) && value.dropFirst().allSatisfy(\.isHexDigit)
        let isFunction =
            value.hasPrefix("color(") && value.hasSuffix(")")
            && value.unicodeScalars.allSatisfy({
                ("a"..."z").contains($0) || ("0"..."9").contains($0) || " .-/()".unicodeScalars.contains($0)
            })
        guard isHex || isFunction else { throw Failure(description: "\(name): \(value)") }
        return name
    }

    static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\n" }),
            let last = scalars.lastIndex(where: { $0 != " " && $0 != "\n" })
        else { return "" }
        return String(scalars[first...last])
    }
}
