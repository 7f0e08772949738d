/// The custom traits a collection specifies, sorted by definition type.
///
/// Only values that differ from their definition's default are stored, so two collections with
/// the same specified values have equal storage. Apps declare a handful of custom traits, so the
/// entries are a small array sorted by the definition's `ObjectIdentifier` rather than a hash
/// table: lookups are a binary search over pointer-sized keys, equality and the color comparison
/// are one linear walk, and no key is ever hashed. Collections derived from one another share the
/// array until one of them changes a custom trait, and shared storage compares equal at once. An
/// empty instance allocates nothing.
struct CustomTraitValues: Hashable, Sendable {
    /// One specified custom trait.
    struct Entry: Hashable, Sendable {
        /// `ObjectIdentifier` of the definition type.
        let key: ObjectIdentifier
        /// `definition.affectsColorAppearance`, read once when the value is stored.
        let affectsColorAppearance: Bool
        /// The value, never the definition's default value.
        let box: any CustomTraitValueBox

        var definition: any TraitDefinition.Type { box.definition }

        static func == (lhs: Entry, rhs: Entry) -> Bool {
            lhs.key == rhs.key && lhs.hasEqualValue(as: rhs)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(key)
            box.hash(into: &hasher)
        }

        /// Whether `other`, an entry for the same definition, holds an equal value.
        @inline(__always)
        func hasEqualValue(as other: Entry) -> Bool {
            box === other.box || box.hasEqualValue(as: other.box)
        }
    }

    /// The entries and their color-affecting count in one immutable object, or `nil` when there
    /// are none. A single optional reference keeps a ``TraitCollection`` at two words whose copy is
    /// one retain (of nothing, when there are no custom traits), which the trait tree does for
    /// every node; writes replace the object, so it is never shared mutably.
    private var storage: Storage?

    /// The specified traits, sorted by `key`, one entry per trait.
    private(set) var entries: ContiguousArray<Entry> {
        get { storage?.entries ?? [] }
        set { storage = newValue.isEmpty ? nil : Storage(newValue) }
    }

    /// The number of entries whose definition affects color appearance.
    var colorAffectingCount: Int { storage?.colorAffectingCount ?? 0 }

    var isEmpty: Bool { storage == nil }

    static func == (lhs: CustomTraitValues, rhs: CustomTraitValues) -> Bool {
        // Shared storage (or none on both sides) is equal at once; otherwise both arrays are
        // sorted by key, so equal sets of traits line up entry by entry.
        if lhs.storage === rhs.storage { return true }
        guard let mine = lhs.storage, let theirs = rhs.storage else { return false }
        return mine.entries == theirs.entries
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(entries)
    }

    // MARK: - Reading and writing

    /// The value of the trait, or its default when it is not specified.
    func value<Definition: TraitDefinition>(for _: Definition.Type) -> Definition.Value {
        guard let entry = entry(for: ObjectIdentifier(Definition.self)) else { return Definition.defaultValue }
        // The entry under this key was made by `setValue(_:for:)` for this very definition.
        return unsafeDowncast(entry.box, to: CustomTraitValue<Definition>.self).value
    }

    /// The entry for the trait whose definition has this `ObjectIdentifier`.
    func entry(for key: ObjectIdentifier) -> Entry? {
        guard let entries = storage?.entries else { return nil }
        return Self.index(of: key, in: entries).found.map { entries[$0] }
    }

    /// Stores the value, or removes the trait when the value is the definition's default.
    mutating func setValue<Definition: TraitDefinition>(_ value: Definition.Value, for _: Definition.Type) {
        let key = ObjectIdentifier(Definition.self)
        if value == Definition.defaultValue {
            remove(key)
        } else {
            let entry = Entry(
                key: key,
                affectsColorAppearance: Definition.affectsColorAppearance,
                box: CustomTraitValue<Definition>(value)
            )
            var entries = self.entries
            Self.insert(entry, into: &entries)
            self.entries = entries
        }
    }

    /// Removes the trait whose definition has this `ObjectIdentifier`, if it is specified.
    mutating func remove(_ key: ObjectIdentifier) {
        var entries = self.entries
        guard let index = Self.index(of: key, in: entries).found else { return }
        entries.remove(at: index)
        self.entries = entries
    }

    /// Sets every trait that `other` specifies to its value there.
    mutating func overlay(_ other: CustomTraitValues) {
        if other.isEmpty { return }
        if isEmpty {
            self = other
            return
        }
        var merged = entries
        for entry in other.entries {
            Self.insert(entry, into: &merged)
        }
        entries = merged
    }

    // MARK: - Comparing

    /// Whether every trait specified in `other` has an equal value here.
    func contains(_ other: CustomTraitValues) -> Bool {
        other.entries.allSatisfy { theirs in
            entry(for: theirs.key).map { $0.hasEqualValue(as: theirs) } ?? false
        }
    }

    /// Whether any trait that affects color appearance differs.
    ///
    /// Walks the color-affecting entries of both sorted arrays side by side, in place: no
    /// allocation and no reference counting.
    func hasDifferentColorAppearance(comparedTo other: CustomTraitValues) -> Bool {
        if colorAffectingCount != other.colorAffectingCount { return true }
        if colorAffectingCount == 0 { return false }
        return entries.withUnsafeBufferPointer { mine in
            other.entries.withUnsafeBufferPointer { theirs in
                if mine.baseAddress == theirs.baseAddress && mine.count == theirs.count { return false }
                var next = 0
                for index in mine.indices where mine[index].affectsColorAppearance {
                    // Both sides hold the same number of color-affecting entries, so one remains.
                    while !theirs[next].affectsColorAppearance { next += 1 }
                    if mine[index].key != theirs[next].key || !mine[index].hasEqualValue(as: theirs[next]) {
                        return true
                    }
                    next += 1
                }
                return false
            }
        }
    }

    /// The definitions of the traits whose values differ, in key order.
    func changedDefinitions(from other: CustomTraitValues) -> [any TraitDefinition.Type] {
        var changed: [any TraitDefinition.Type] = []
        var mine = entries[...]
        var theirs = other.entries[...]
        while let first = mine.first, let counterpart = theirs.first {
            if first.key == counterpart.key {
                if !first.hasEqualValue(as: counterpart) { changed.append(first.definition) }
                mine.removeFirst()
                theirs.removeFirst()
            } else if first.key < counterpart.key {
                changed.append(first.definition)
                mine.removeFirst()
            } else {
                changed.append(counterpart.definition)
                theirs.removeFirst()
            }
        }
        changed += mine.map(\.definition)
        changed += theirs.map(\.definition)
        return changed
    }

    /// Whether the trait whose definition has this `ObjectIdentifier` has the same value in both.
    func hasEqualValue(for key: ObjectIdentifier, as other: CustomTraitValues) -> Bool {
        switch (entry(for: key), other.entry(for: key)) {
        case (nil, nil): true
        case (let mine?, let theirs?): mine.hasEqualValue(as: theirs)
        default: false
        }
    }

    // MARK: - Storage

    /// The position of `key`: where it is, or where it would be inserted.
    private static func index(of key: ObjectIdentifier, in entries: ContiguousArray<Entry>) -> (
        found: Int?, insertion: Int
    ) {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            let candidate = entries[middle].key
            if candidate == key { return (middle, middle) }
            if candidate < key { low = middle + 1 } else { high = middle }
        }
        return (nil, low)
    }

    /// Puts `entry` in its place in `entries`, replacing the entry for the same trait.
    private static func insert(_ entry: Entry, into entries: inout ContiguousArray<Entry>) {
        let position = index(of: entry.key, in: entries)
        if let found = position.found {
            entries[found] = entry
        } else {
            entries.insert(entry, at: position.insertion)
        }
    }

    /// The entries of a collection that specifies custom traits. Immutable: collections derived
    /// from one another share it until one of them changes a custom trait.
    private final class Storage: Sendable {
        let entries: ContiguousArray<Entry>
        /// The number of entries whose definition affects color appearance.
        let colorAffectingCount: Int

        init(_ entries: ContiguousArray<Entry>) {
            self.entries = entries
            colorAffectingCount = entries.count { $0.affectsColorAppearance }
        }
    }
}

/// A custom trait value with its definition, compared and hashed without dynamic casts.
protocol CustomTraitValueBox: AnyObject, Sendable {
    /// The definition type the value belongs to.
    var definition: any TraitDefinition.Type { get }
    /// Whether `other`, a box for the same definition, holds an equal value.
    func hasEqualValue(as other: any CustomTraitValueBox) -> Bool
    /// Feeds the value to `hasher`.
    func hash(into hasher: inout Hasher)
}

/// The box for one value of a custom trait. Immutable, so collections share it freely.
final class CustomTraitValue<Definition: TraitDefinition>: CustomTraitValueBox {
    let value: Definition.Value

    init(_ value: Definition.Value) {
        self.value = value
    }

    var definition: any TraitDefinition.Type { Definition.self }

    func hasEqualValue(as other: any CustomTraitValueBox) -> Bool {
        guard let other = other as? CustomTraitValue<Definition> else { return false }
        return value == other.value
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}
