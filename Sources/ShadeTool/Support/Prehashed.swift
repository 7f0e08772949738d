/// A value with its hash computed once, where hashing it is long or is better done elsewhere: a
/// search's key of tens of thousands of requirements, looked up again at every growth of its
/// table, or keys hashed on both cores and looked up on one.
///
/// ```swift
/// let keys = Background.map(changes) { Prehashed(ChangeKey($0)) }   // hashed on both cores
/// var numbers: [Prehashed<ChangeKey>: Int] = [:]
/// for key in keys where numbers[key] == nil { numbers[key] = numbers.count }   // hashes integers
/// ```
struct Prehashed<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The value.
    let value: Value
    private let hash: Int

    /// `value`, hashed now.
    init(_ value: Value) {
        self.value = value
        hash = value.hashValue
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    static func == (first: Self, second: Self) -> Bool {
        first.hash == second.hash && first.value == second.value
    }
}
