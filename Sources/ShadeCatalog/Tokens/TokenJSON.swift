import ShadeJSON

extension CatalogJSON {
    /// The value of a parsed JSON node, kept as written: members in document order, numbers as
    /// their literal.
    init(_ node: JSONNode) {
        switch node.value {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .number(let literal): self = .number(literal)
        case .string(let value): self = .string(value)
        case .array(let elements): self = .array(elements.map(CatalogJSON.init))
        case .object(let members): self = .object(members.map { Member($0.key, CatalogJSON($0.node)) })
        }
    }

    /// The text of this value as the token writer formats JSON: two-space indentation, `": "`
    /// after a key, objects one member a line, arrays of numbers, strings, booleans and nulls on
    /// one line, and arrays holding objects or arrays one element a line.
    func formatted(indent: Int = 0) -> String {
        var text = ""
        write(to: &text, indent: indent)
        return text
    }

    private func write(to text: inout String, indent: Int) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .number(let literal): text += literal
        case .string(let value): text += JSONWriter.quoted(value)
        case .array(let elements):
            if elements.isEmpty {
                text += "[]"
            } else if elements.allSatisfy(\.isScalar) {
                text += "["
                for (index, element) in elements.enumerated() {
                    if index > 0 { text += ", " }
                    element.write(to: &text, indent: indent)
                }
                text += "]"
            } else {
                let inner = String(repeating: " ", count: indent + 2)
                text += "[\n"
                for (index, element) in elements.enumerated() {
                    text += inner
                    element.write(to: &text, indent: indent + 2)
                    text += index == elements.count - 1 ? "\n" : ",\n"
                }
                text += String(repeating: " ", count: indent) + "]"
            }
        case .object(let members):
            guard !members.isEmpty else {
                text += "{}"
                return
            }
            let inner = String(repeating: " ", count: indent + 2)
            text += "{\n"
            for (index, member) in members.enumerated() {
                text += inner + JSONWriter.quoted(member.key) + ": "
                member.value.write(to: &text, indent: indent + 2)
                text += index == members.count - 1 ? "\n" : ",\n"
            }
            text += String(repeating: " ", count: indent) + "}"
        }
    }

    /// Whether the value is neither an array nor an object.
    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    /// The members of an object, or `nil` when the value is not an object.
    var members: [Member]? {
        guard case .object(let members) = self else { return nil }
        return members
    }
}

extension JSONNode {
    /// The members of an object, or `nil` when the node is not an object.
    var members: [(key: String, node: JSONNode)]? {
        guard case .object(let members) = value else { return nil }
        return members
    }

    /// The member named `key` of an object, or `nil`.
    subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        for index in members.indices where members[index].key == key {
            return members[index].node
        }
        return nil
    }

    /// The string, or `nil` when the node is not a string.
    var stringValue: String? {
        guard case .string(let value) = value else { return nil }
        return value
    }

    /// The number, or `nil` when the node is not a number.
    var doubleValue: Double? {
        guard case .number(let literal) = value else { return nil }
        return Double(literal)
    }

    /// The node as a message quotes what it found: `"blue"`, `1.5`, `an object`.
    var foundDescription: String {
        switch value {
        case .string(let text): JSONWriter.quoted(text)
        case .number(let literal): literal
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        case .array, .object: value.kindDescription
        }
    }
}
