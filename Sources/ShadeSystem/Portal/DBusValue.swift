/// A value read from a D-Bus message, with its type kept only as far as the portal reader needs.
///
/// D-Bus's integer types all become ``integer`` (an `Int64` holds every value of `y`, `n`, `q`,
/// `i`, `u` and `x`, and a `t` above `Int64.max` is clamped), `s`, `o` and `g` become ``string``,
/// structures ``structure``, arrays ``array`` (a dictionary is an array of ``dictEntry``), and a
/// variant keeps its layer as ``variant``, so that the extra variant of the portal's `Read` can be
/// seen and peeled (``unwrapped``).
indirect enum DBusValue: Hashable, Sendable {
    case integer(Int64)
    case double(Double)
    case bool(Bool)
    case string(String)
    case variant(DBusValue)
    case structure([DBusValue])
    case array([DBusValue])
    case dictEntry(DBusValue, DBusValue)
    /// A type the reader does not take apart (a Unix file descriptor).
    case unsupported

    /// The value inside any number of variants.
    var unwrapped: DBusValue {
        var value = self
        while case .variant(let inner) = value { value = inner }
        return value
    }

    /// The integer inside any variants, if it is one.
    var integerValue: Int64? {
        if case .integer(let value) = unwrapped { return value }
        return nil
    }

    /// The string inside any variants, if it is one.
    var stringValue: String? {
        if case .string(let value) = unwrapped { return value }
        return nil
    }

    /// The entries of a dictionary (an array of dictionary entries) with string keys, inside any
    /// variants; `nil` for any other value.
    var stringKeyedEntries: [String: DBusValue]? {
        guard case .array(let elements) = unwrapped else { return nil }
        var entries: [String: DBusValue] = [:]
        for element in elements {
            guard case .dictEntry(let key, let value) = element, let key = key.stringValue else { return nil }
            entries[key] = value
        }
        return entries
    }
}
