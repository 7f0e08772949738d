import ShadeCatalogModel
package import ShadeJSON

extension CatalogJSON {
    /// The members of an object, or `nil` when the value is not an object.
    package var members: [Member]? {
        guard case .object(let members) = self else { return nil }
        return members
    }
}

extension JSONNode {
    /// The members of an object, or `nil` when the node is not an object.
    package var members: [(key: String, node: JSONNode)]? {
        guard case .object(let members) = value else { return nil }
        return members
    }

    /// The member named `key` of an object, or `nil`.
    package subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        for index in members.indices where members[index].key == key {
            return members[index].node
        }
        return nil
    }

    /// The string, or `nil` when the node is not a string.
    package var stringValue: String? {
        guard case .string(let value) = value else { return nil }
        return value
    }

    /// The number, or `nil` when the node is not a number.
    package var doubleValue: Double? {
        guard case .number(let literal) = value else { return nil }
        return Double(literal)
    }

    /// The node as a message quotes what it found: `"blue"`, `1.5`, `an object`.
    package var foundDescription: String {
        switch value {
        case .string(let text): JSONWriter.displayQuoted(text, limit: 60)
        case .number(let literal): literal
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        case .array, .object: value.kindDescription
        }
    }
}
