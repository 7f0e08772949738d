/// A JSON value kept as written, for the parts of a theme file Shade does not interpret itself:
/// `$extensions`, unknown keys of an asset catalog's `Contents.json`, and token values of types
/// without a Shade model. A writer puts it back unchanged, so a round trip loses nothing.
///
/// Object members keep their document order and numbers keep their literal, so `1.50` stays
/// `1.50`.
public enum CatalogJSON: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as its literal (`"1.50"`, `"-3e2"`).
    case number(String)
    /// A string.
    case string(String)
    /// An array.
    case array([CatalogJSON])
    /// An object, members in document order.
    case object([Member])

    /// One member of an object.
    public struct Member: Hashable, Sendable {
        /// The key.
        public var key: String
        /// The value.
        public var value: CatalogJSON

        /// Creates a member.
        public init(_ key: String, _ value: CatalogJSON) {
            self.key = key
            self.value = value
        }
    }

    /// A number value from a `Double`, written with the shortest literal that reads back exactly.
    public static func number(_ value: Double) -> CatalogJSON {
        if value == value.rounded(), abs(value) < 1e15 {
            return .number(String(Int64(value)))
        }
        return .number("\(value)")
    }

    /// The member named `key` of an object, or `nil`.
    public subscript(key: String) -> CatalogJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
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
}

extension String {
    /// Whether the first character is `character`, an ASCII character, as `hasPrefix` decides
    /// it; without comparing characters unless the bytes leave it open.
    func hasPrefixCharacter(_ character: Unicode.Scalar) -> Bool {
        let utf8 = self.utf8
        guard let first = utf8.first, first == UInt8(ascii: character) else { return false }
        // Only CR LF joins two ASCII characters: before an ASCII byte (or none) a character ends.
        let second = utf8.dropFirst().first
        guard second == nil || second! < 0x80 else { return hasPrefix(String(character)) }
        return true
    }
}
