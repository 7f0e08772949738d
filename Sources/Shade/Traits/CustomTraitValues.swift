/// The custom traits a collection specifies, keyed by the definition type.
///
/// Only values that differ from their definition's default are stored, so two collections with
/// the same specified values have equal storage. An empty instance allocates nothing.
struct CustomTraitValues: Hashable, Sendable {
    /// One specified custom trait.
    struct Entry: Hashable, Sendable {
        /// The definition type; the dictionary key is its `ObjectIdentifier`.
        let definition: any TraitDefinition.Type
        /// The value, always of type `definition.Value` and never its default value.
        let value: any Hashable & Sendable
        /// `definition.affectsColorAppearance`, read once when the value is stored.
        let affectsColorAppearance: Bool

        static func == (lhs: Entry, rhs: Entry) -> Bool {
            ObjectIdentifier(lhs.definition) == ObjectIdentifier(rhs.definition)
                && AnyHashable(lhs.value) == AnyHashable(rhs.value)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(definition))
            hasher.combine(AnyHashable(value))
        }

        /// Whether `other` holds the same value; both entries are for the same definition.
        func hasEqualValue(as other: Entry) -> Bool {
            AnyHashable(value) == AnyHashable(other.value)
        }
    }

    private(set) var entries: [ObjectIdentifier: Entry] = [:]
    /// The number of entries whose definition affects color appearance.
    private(set) var colorAffectingCount = 0

    var isEmpty: Bool { entries.isEmpty }

    static func == (lhs: CustomTraitValues, rhs: CustomTraitValues) -> Bool {
        lhs.entries == rhs.entries
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(entries)
    }

    /// The value of the trait, or its default when it is not specified.
    func value<Definition: TraitDefinition>(for _: Definition.Type) -> Definition.Value {
        guard let entry = entries[ObjectIdentifier(Definition.self)] else { return Definition.defaultValue }
        // The entry for this key was stored by `setValue(_:for:)` with a `Definition.Value`.
        return entry.value as! Definition.Value
    }

    /// Stores the value, or removes the trait when the value is the definition's default.
    mutating func setValue<Definition: TraitDefinition>(_ value: Definition.Value, for _: Definition.Type) {
        let key = ObjectIdentifier(Definition.self)
        if value == Definition.defaultValue {
            remove(key)
        } else {
            insert(
                Entry(
                    definition: Definition.self,
                    value: value,
                    affectsColorAppearance: Definition.affectsColorAppearance
                ),
                for: key
            )
        }
    }

    /// Removes the trait whose definition has this `ObjectIdentifier`, if it is specified.
    mutating func remove(_ key: ObjectIdentifier) {
        if let removed = entries.removeValue(forKey: key), removed.affectsColorAppearance {
            colorAffectingCount -= 1
        }
    }

    /// Sets every trait that `other` specifies to its value there.
    mutating func overlay(_ other: CustomTraitValues) {
        if entries.isEmpty {
            self = other
            return
        }
        for (key, entry) in other.entries {
            insert(entry, for: key)
        }
    }

    /// Whether every trait specified in `other` has an equal value here.
    func contains(_ other: CustomTraitValues) -> Bool {
        other.entries.allSatisfy { key, entry in
            entries[key].map { $0.hasEqualValue(as: entry) } ?? false
        }
    }

    /// Whether any trait that affects color appearance differs.
    func hasDifferentColorAppearance(comparedTo other: CustomTraitValues) -> Bool {
        if colorAffectingCount != other.colorAffectingCount { return true }
        if colorAffectingCount == 0 { return false }
        // Same number on both sides, so every one here matching one there means the sets agree.
        for (key, entry) in entries where entry.affectsColorAppearance {
            guard let theirs = other.entries[key], theirs.hasEqualValue(as: entry) else { return true }
        }
        return false
    }

    /// The definitions of the traits whose values differ.
    func changedDefinitions(from other: CustomTraitValues) -> [any TraitDefinition.Type] {
        var changed: [any TraitDefinition.Type] = []
        for (key, entry) in entries {
            if let theirs = other.entries[key], theirs.hasEqualValue(as: entry) { continue }
            changed.append(entry.definition)
        }
        for (key, entry) in other.entries where entries[key] == nil {
            changed.append(entry.definition)
        }
        return changed
    }

    /// Whether the trait identified by `key` has the same value in both.
    func hasEqualValue(for key: ObjectIdentifier, as other: CustomTraitValues) -> Bool {
        switch (entries[key], other.entries[key]) {
        case (nil, nil): true
        case (let mine?, let theirs?): mine.hasEqualValue(as: theirs)
        default: false
        }
    }

    private mutating func insert(_ entry: Entry, for key: ObjectIdentifier) {
        let previous = entries.updateValue(entry, forKey: key)
        if previous?.affectsColorAppearance ?? false { colorAffectingCount -= 1 }
        if entry.affectsColorAppearance { colorAffectingCount += 1 }
    }
}
