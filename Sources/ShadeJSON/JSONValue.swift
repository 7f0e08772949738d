/// A JSON value kept as written: the value `JSONWriter` writes, and what Shade keeps of the
/// parts of a theme file it does not interpret itself (`$extensions`, unknown keys of an asset
/// catalog's `Contents.json`, token values of types without a Shade model), so that a round trip
/// loses nothing.
///
/// Object members keep their order and numbers keep their literal, so `1.50` stays `1.50`. The
/// number constructors here are the one place Shade turns a Swift number into JSON text:
///
/// ```swift
/// let value = JSONValue.object([
///     JSONValue.Member("alpha", .number(0.5)),
///     JSONValue.Member("components", .array([.number(1), .number(0.25), .string("none")])),
/// ])
/// ```
public enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as its literal (`"1.50"`, `"-3e2"`), written as it is.
    case number(String)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, members in document order.
    case object([Member])

    /// One member of an object.
    public struct Member: Hashable, Sendable {
        /// The key.
        public var key: String
        /// The value.
        public var value: JSONValue

        /// Creates a member.
        public init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }

        /// Whether the keys have the same Unicode scalars, as JSON compares names (`café`
        /// precomposed and decomposed are two keys), and the values are equal.
        public static func == (lhs: Member, rhs: Member) -> Bool {
            lhs.key.scalarsEqual(rhs.key) && lhs.value == rhs.value
        }

        /// Hashes the key's scalars and the value, as ``==(_:_:)`` compares them.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(ScalarString(key))
            hasher.combine(value)
        }
    }

    /// The member named `key` of an object, or `nil`.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key.scalarsEqual(key) }?.value
    }

    /// The value of a number as a `Double`, or `nil` when it is not a number.
    public var doubleValue: Double? {
        guard case .number(let literal) = self else { return nil }
        return Double(literal)
    }

    /// The string, or `nil` when the value is not a string.
    public var stringValue: String? {
        guard case .string(let value) = self else { return nil }
        return value
    }

    /// The value of a parsed node, kept as written: members in document order, numbers as their
    /// literal; the locations are left behind.
    package init(_ node: JSONNode) {
        switch node.value {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .number(let literal): self = .number(literal)
        case .string(let value): self = .string(value)
        case .array(let elements): self = .array(elements.map(JSONValue.init))
        case .object(let members): self = .object(members.map { Member($0.key, JSONValue($0.node)) })
        }
    }

    /// Whether the value is neither an array nor an object.
    var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }
}

// MARK: - Numbers

/// The one place Shade turns a Swift number into the literal of a JSON number.
extension JSONValue {
    /// A number value from a `Double`, written with the shortest literal that reads back exactly:
    /// a whole number below 10¹⁵ without a fraction (`4`, `-12`), any other as Swift's
    /// `description` writes it (`0.5`, `1e-07`, `1e+16`). JSON has no infinity or NaN, so a value
    /// that is not finite is `null`.
    public static func number(_ value: Double) -> JSONValue {
        guard value.isFinite else { return .null }
        if value == value.rounded(), abs(value) < 1e15 {
            return .number(String(Int64(value)))
        }
        return .number(value.description)
    }

    /// A number value from an `Int`, in decimal digits (`42`, `-7`).
    public static func number(_ value: Int) -> JSONValue {
        .number(String(value))
    }

    /// A number value from a `Double` as Xcode writes one in a `Contents.json`: a whole number
    /// below 10¹⁵ without a fraction (`1`, `0`), any other as the shortest plain decimal that reads
    /// back exactly, never in exponent form (`0.5`, `0.0000001`; see `plainDecimal(_:)`); `null`
    /// when the value is not finite.
    package static func plainNumber(_ value: Double) -> JSONValue {
        guard value.isFinite else { return .null }
        if value == value.rounded(), abs(value) < 1e15 {
            return .number(String(Int64(value)))
        }
        return .number(plainDecimal(value))
    }

    /// A number value from a `Double` as Swift's `description` writes it, with a fraction even
    /// when the value is whole (`4.0`, `0.5`, `1e-07`), for a report whose readers see a measure
    /// rather than a count; `null` when the value is not finite.
    package static func measure(_ value: Double) -> JSONValue {
        value.isFinite ? .number(value.description) : .null
    }

    /// The shortest decimal text that reads back as `value`, always with a point and never in
    /// exponent form: `0.5`, `1.0`, `0.00001`, `-0.25`, `1000000000000000.0`.
    package static func plainDecimal(_ value: Double) -> String {
        let text = value.description
        guard let exponentIndex = text.firstIndex(where: { $0 == "e" || $0 == "E" }),
            let exponent = Int(text[text.index(after: exponentIndex)...])
        else { return text }
        let mantissa = text[..<exponentIndex]
        let isNegative = mantissa.hasPrefix("-")
        let unsigned = isNegative ? mantissa.dropFirst() : mantissa
        let parts = unsigned.split(separator: ".", omittingEmptySubsequences: false)
        let whole = String(parts[0])
        var fraction = parts.count > 1 ? String(parts[1]) : ""
        if fraction == "0" { fraction = "" }
        let digits = whole + fraction
        let point = whole.count + exponent
        let plain: String
        if point <= 0 {
            plain = "0." + String(repeating: "0", count: -point) + digits
        } else if point >= digits.count {
            plain = digits + String(repeating: "0", count: point - digits.count) + ".0"
        } else {
            plain = String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
        }
        return (isNegative ? "-" : "") + plain
    }
}
