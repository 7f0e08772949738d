/// The elements of an HTML page, read by a tokenizer that follows the HTML standard's states for
/// what the preview page writes: text, start and end tags with attributes (quoted with `"` or
/// `'`, or unquoted), comments, the doctype, and the raw text of `<style>` and `<script>` (up to
/// `</style` or `</script`, whatever the case) and of `<title>` (up to `</title`, with character
/// references read). Character references (`&amp;`, `&#39;`, `&#x2028;`) are decoded in text and
/// attribute values.
///
/// A page in which a theme file's string opened an element or an attribute gives other tags
/// than the same page made from harmless names: that is what the tests compare.
package struct GeneratedHTML: Sendable {
    /// A node of the page, in document order.
    package enum Node: Hashable, Sendable {
        /// A start tag: its lowercased name and its attributes (names lowercased, values decoded).
        case start(String, [Attribute])
        /// An end tag's lowercased name.
        case end(String)
        /// Text, decoded (the raw text of `<style>` and `<script>` as it is).
        case text(String)
    }

    /// An attribute of a start tag.
    package struct Attribute: Hashable, Sendable {
        package var name: String
        package var value: String
    }

    /// The nodes, in order.
    package var nodes: [Node] = []

    /// The start tags' names and attribute names, and the end tags: the page's structure, without
    /// text or values.
    package var structure: [String] {
        nodes.compactMap { node in
            switch node {
            case .start(let name, let attributes): "<\(name) \(attributes.map(\.name).joined(separator: " "))>"
            case .end(let name): "</\(name)>"
            case .text: nil
            }
        }
    }

    /// The values of the attribute `name`, in order.
    package func values(of name: String) -> [String] {
        nodes.flatMap { node -> [String] in
            guard case .start(_, let attributes) = node else { return [] }
            return attributes.filter { $0.name == name }.map(\.value)
        }
    }

    /// Reads `html`.
    package init(parsing html: String) {
        let scalars = Array(html.unicodeScalars)
        var index = 0
        var text = String.UnicodeScalarView()
        func flushText() {
            if !text.isEmpty { nodes.append(.text(Self.decoded(String(text)))) }
            text = String.UnicodeScalarView()
        }
        func at(_ prefix: String, caseInsensitive: Bool = false) -> Bool {
            var position = index
            for wanted in prefix.unicodeScalars {
                guard position < scalars.count else { return false }
                let found = scalars[position]
                guard caseInsensitive ? Self.lowered(found) == Self.lowered(wanted) : found == wanted else {
                    return false
                }
                position += 1
            }
            return true
        }
        while index < scalars.count {
            guard scalars[index] == "<" else {
                text.append(scalars[index])
                index += 1
                continue
            }
            if at("<!--") {
                flushText()
                index += 4
                while index < scalars.count, !at("-->") { index += 1 }
                index = min(scalars.count, index + 3)
            } else if at("<!") {
                flushText()
                while index < scalars.count, scalars[index] != ">" { index += 1 }
                index += 1
            } else if at("</"), index + 2 < scalars.count, Self.isASCIILetter(scalars[index + 2]) {
                flushText()
                index += 2
                let name = Self.tagName(scalars, &index)
                while index < scalars.count, scalars[index] != ">" { index += 1 }
                index += 1
                nodes.append(.end(name))
            } else if scalars[index] == "<", index + 1 < scalars.count, Self.isASCIILetter(scalars[index + 1]) {
                flushText()
                index += 1
                let name = Self.tagName(scalars, &index)
                let attributes = Self.attributes(scalars, &index)
                nodes.append(.start(name, attributes))
                if ["style", "script", "title", "textarea"].contains(name) {
                    let start = index
                    let end = "</\(name)"
                    while index < scalars.count, scalars[index] != "<" || !at(end, caseInsensitive: true) { index += 1 }
                    let raw = String(String.UnicodeScalarView(scalars[start..<index]))
                    if !raw.isEmpty {
                        nodes.append(.text(name == "title" || name == "textarea" ? Self.decoded(raw) : raw))
                    }
                }
            } else {
                text.append(scalars[index])
                index += 1
            }
        }
        flushText()
    }

    static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    static func lowered(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        ("A"..."Z").contains(scalar) ? Unicode.Scalar(UInt8(scalar.value + 32)) : scalar
    }

    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\t", "\n", "\u{0C}", "\r": true
        default: false
        }
    }

    /// A tag's name, up to a space, `/` or `>`, lowercased.
    static func tagName(_ scalars: [Unicode.Scalar], _ index: inout Int) -> String {
        var name = String.UnicodeScalarView()
        while index < scalars.count, !isSpace(scalars[index]), scalars[index] != "/", scalars[index] != ">" {
            name.append(lowered(scalars[index]))
            index += 1
        }
        return String(name)
    }

    /// A start tag's attributes, up to and past its `>`.
    static func attributes(_ scalars: [Unicode.Scalar], _ index: inout Int) -> [Attribute] {
        var attributes: [Attribute] = []
        while index < scalars.count {
            let scalar = scalars[index]
            if isSpace(scalar) || scalar == "/" {
                index += 1
                continue
            }
            if scalar == ">" {
                index += 1
                return attributes
            }
            var name = String.UnicodeScalarView()
            repeat {
                name.append(lowered(scalars[index]))
                index += 1
            } while index < scalars.count && !isSpace(scalars[index]) && !"/>=".unicodeScalars.contains(scalars[index])
            while index < scalars.count, isSpace(scalars[index]) { index += 1 }
            var value = String.UnicodeScalarView()
            if index < scalars.count, scalars[index] == "=" {
                index += 1
                while index < scalars.count, isSpace(scalars[index]) { index += 1 }
                if index < scalars.count, scalars[index] == "\"" || scalars[index] == "'" {
                    let quote = scalars[index]
                    index += 1
                    while index < scalars.count, scalars[index] != quote {
                        value.append(scalars[index])
                        index += 1
                    }
                    index += 1
                } else {
                    while index < scalars.count, !isSpace(scalars[index]), scalars[index] != ">" {
                        value.append(scalars[index])
                        index += 1
                    }
                }
            }
            attributes.append(Attribute(name: String(name), value: decoded(String(value))))
        }
        return attributes
    }

    /// `text` with its character references decoded: `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`,
    /// `&#NNN;` and `&#xHH;` (others are left as they are). Read scalar by scalar, as a browser
    /// does: a `;` followed by a combining character still ends the reference.
    static func decoded(_ text: String) -> String {
        guard text.unicodeScalars.contains("&") else { return text }
        let named: [String: Unicode.Scalar] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            guard scalar == "&",
                let semicolon = scalars[index..<min(scalars.count, index + 10)].firstIndex(of: ";")
            else {
                result.append(scalar)
                continue
            }
            let reference = String(String.UnicodeScalarView(scalars[index..<semicolon]))
            var decoded: Unicode.Scalar?
            if let value = named[reference] {
                decoded = value
            } else if reference.hasPrefix("#x") || reference.hasPrefix("#X") {
                decoded = UInt32(reference.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
            } else if reference.hasPrefix("#") {
                decoded = UInt32(reference.dropFirst()).flatMap(Unicode.Scalar.init)
            }
            if let decoded {
                result.append(decoded)
                index = semicolon + 1
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
