/// A string compared and hashed by its Unicode scalars, as JSON compares member names.
///
/// RFC 8259 (§8.3) compares member names code unit by code unit, and so does Shade for every name
/// a theme file gives: `café` with a precomposed `é` (U+00E9) and `café` with `e` and a combining
/// acute accent (U+0065 U+0301) are two names, as are `Ω` (U+03A9) and the ohm sign (U+2126).
/// Swift's `String` compares by canonical equivalence, which makes them one, and so does a
/// `Dictionary` or `Set` of `String`s; names go through this type instead. Comparing the UTF-8
/// bytes is comparing the scalars, and costs no more than `String`'s own comparison of ASCII.
package struct ScalarString: Hashable, Sendable, CustomStringConvertible {
    /// The string.
    package var string: String

    /// The string `string`, compared by its scalars.
    package init(_ string: String) {
        self.string = string
    }

    package var description: String { string }

    package static func == (lhs: ScalarString, rhs: ScalarString) -> Bool {
        lhs.string.scalarsEqual(rhs.string)
    }

    package func hash(into hasher: inout Hasher) {
        let hashed: Void? = string.utf8.withContiguousStorageIfAvailable {
            hasher.combine(bytes: UnsafeRawBufferPointer($0))
        }
        if hashed == nil {
            for byte in string.utf8 { hasher.combine(byte) }
        }
        hasher.combine(string.utf8.count)
    }
}

extension String {
    /// Whether the two strings have the same Unicode scalars (the same UTF-8 bytes), which is how
    /// JSON compares member names; `==` compares by canonical equivalence (``ScalarString``).
    package func scalarsEqual(_ other: String) -> Bool {
        let first = utf8
        let second = other.utf8
        guard first.count == second.count else { return false }
        let compared = first.withContiguousStorageIfAvailable { lhs in
            second.withContiguousStorageIfAvailable { rhs in lhs.elementsEqual(rhs) }
        }
        if let compared, let compared { return compared }
        return first.elementsEqual(second)
    }
}

/// A dictionary whose keys are names compared by their Unicode scalars (``ScalarString``), used
/// with `String`s as a `Dictionary<String, Value>` is.
package struct ScalarKeyed<Value> {
    /// The values by name.
    package private(set) var storage: [ScalarString: Value]

    /// An empty dictionary.
    package init() {
        storage = [:]
    }

    /// The dictionary `storage`, made by a caller that keys it by ``ScalarString`` itself (so
    /// that its work is compiled for the caller's values).
    package init(_ storage: [ScalarString: Value]) {
        self.storage = storage
    }

    /// A dictionary of `pairs`, whose names must all be different.
    package init(uniqueKeysWithValues pairs: some Sequence<(String, Value)>) {
        storage = Dictionary(uniqueKeysWithValues: pairs.lazy.map { (ScalarString($0.0), $0.1) })
    }

    /// The value of `key`.
    package subscript(key: String) -> Value? {
        get { storage[ScalarString(key)] }
        set { storage[ScalarString(key)] = newValue }
    }

    /// The value of `key`, or `defaultValue` when there is none (set in place when mutated).
    package subscript(key: String, default defaultValue: @autoclosure () -> Value) -> Value {
        get { storage[ScalarString(key), default: defaultValue()] }
        _modify { yield &storage[ScalarString(key), default: defaultValue()] }
    }

    /// Sets the value of `key`, returning the value it replaces.
    @discardableResult
    package mutating func updateValue(_ value: Value, forKey key: String) -> Value? {
        storage.updateValue(value, forKey: ScalarString(key))
    }

    /// Makes room for `count` names.
    package mutating func reserveCapacity(_ count: Int) {
        storage.reserveCapacity(count)
    }

    /// The number of names.
    package var count: Int { storage.count }

    /// Whether there is no name.
    package var isEmpty: Bool { storage.isEmpty }

    /// The names, in no order.
    package var keys: [String] { storage.keys.map(\.string) }

    /// The values, in no order.
    package var values: Dictionary<ScalarString, Value>.Values { storage.values }
}

extension ScalarKeyed: ExpressibleByDictionaryLiteral {
    package init(dictionaryLiteral elements: (String, Value)...) {
        self.init(uniqueKeysWithValues: elements)
    }
}

extension ScalarKeyed: Sendable where Value: Sendable {}

/// A set of names compared by their Unicode scalars (``ScalarString``), used with `String`s as a
/// `Set<String>` is.
package struct ScalarSet: Sendable, ExpressibleByArrayLiteral {
    private var storage: Set<ScalarString> = []

    /// An empty set.
    package init() {}

    package init(arrayLiteral elements: String...) {
        storage = Set(elements.map(ScalarString.init))
    }

    /// Adds `name`; returns whether it was not in the set yet.
    @discardableResult
    package mutating func insert(_ name: String) -> (inserted: Bool, memberAfterInsert: String) {
        let (inserted, member) = storage.insert(ScalarString(name))
        return (inserted, member.string)
    }

    /// Whether `name` is in the set.
    package func contains(_ name: String) -> Bool {
        storage.contains(ScalarString(name))
    }

    /// Removes `name`.
    @discardableResult
    package mutating func remove(_ name: String) -> String? {
        storage.remove(ScalarString(name))?.string
    }

    /// The number of names.
    package var count: Int { storage.count }

    /// Whether the set is empty.
    package var isEmpty: Bool { storage.isEmpty }
}
