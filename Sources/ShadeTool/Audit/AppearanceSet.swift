import ShadeColor
import ShadeJSON

/// Some of the eight appearances: the appearances a finding concerns, a measurement was taken in,
/// a change is shown in. One bit for each, by `Appearance.index`.
///
/// The reports name them from here: ``names`` in JSON, SARIF and baselines (`["light",
/// "lightHighContrast"]`), ``phrase`` in sentences (`all dark appearances`). Either way they come
/// in the order of `Appearance.allCases`, however the set was made.
///
/// ```swift
/// var failing: AppearanceSet = [.dark]
/// failing.insert(.light)
/// failing.names    // ["light", "dark"]
/// failing.phrase   // "light, dark"
/// ```
struct AppearanceSet: Hashable, Sendable, Sequence, ExpressibleByArrayLiteral, Codable {
    /// Bit `Appearance.index` of each appearance in the set.
    private(set) var mask: UInt8

    /// The set of the appearances whose indices are `mask`'s bits.
    init(mask: UInt8) { self.mask = mask }

    /// The set of `appearances`.
    init(_ appearances: some Sequence<Appearance>) {
        mask = 0
        for appearance in appearances { insert(appearance) }
    }

    init(arrayLiteral appearances: Appearance...) { self.init(appearances) }

    /// The set of the appearances named `names` (`Appearance.name`), or `nil` if one is not an
    /// appearance's name.
    init?(names: some Sequence<String>) {
        mask = 0
        for name in names {
            guard let appearance = Appearance(name: name) else { return nil }
            insert(appearance)
        }
    }

    /// No appearance.
    static let empty = AppearanceSet(mask: 0)
    /// All eight.
    static let all = AppearanceSet(mask: 0xFF)

    var isEmpty: Bool { mask == 0 }

    var count: Int { mask.nonzeroBitCount }

    func contains(_ appearance: Appearance) -> Bool { mask & 1 << appearance.index != 0 }

    mutating func insert(_ appearance: Appearance) { mask |= 1 << appearance.index }

    mutating func formUnion(_ other: AppearanceSet) { mask |= other.mask }

    /// The appearances of all of `sets`.
    init(unionOf sets: some Sequence<AppearanceSet>) {
        mask = 0
        for set in sets { formUnion(set) }
    }

    func subtracting(_ other: AppearanceSet) -> AppearanceSet { AppearanceSet(mask: mask & ~other.mask) }

    /// The appearances, in the order of `Appearance.allCases`.
    func makeIterator() -> Iterator { Iterator(rest: mask) }

    /// The appearances left, lowest index first.
    struct Iterator: IteratorProtocol {
        fileprivate var rest: UInt8

        mutating func next() -> Appearance? {
            guard rest != 0 else { return nil }
            let index = rest.trailingZeroBitCount
            rest &= rest - 1
            return Appearance(index: index)
        }
    }

    /// The `Appearance.name`s, in the order of `Appearance.allCases`: one array for each of the
    /// 256 sets, shared by every finding that names the same ones.
    var names: [String] { Self.namesByMask[Int(mask)] }

    /// ``names`` as a JSON array, as the reports write it: one value for each of the 256 sets, so
    /// that a report of tens of thousands of findings builds none.
    var json: JSONValue { Self.jsonByMask[Int(mask)] }

    /// A short phrase for the set: `every appearance`, `all dark appearances`, or the labels
    /// joined with commas (`light, dark high contrast`).
    var phrase: String { Self.phrasesByMask[Int(mask)] }

    private static let namesByMask: [[String]] = (0..<256).map { mask in
        Appearance.allCases.filter { mask & 1 << $0.index != 0 }.map(\.name)
    }

    private static let jsonByMask: [JSONValue] = namesByMask.map { .array($0.map(JSONValue.string)) }

    // A report describes tens of thousands of sets, of at most 256 kinds.
    private static let phrasesByMask: [String] = (0..<256).map { whole in
        var mask = whole
        if mask == 0xFF { return "every appearance" }
        var parts: [String] = []
        if mask & 0x0F == 0x0F {
            parts.append("all light appearances")
            mask &= ~0x0F
        }
        if mask & 0xF0 == 0xF0 {
            parts.append("all dark appearances")
            mask &= ~0xF0
        }
        for index in 0..<8 where mask & 1 << index != 0 { parts.append(Appearance(index: index).label) }
        return parts.joined(separator: ", ")
    }

    /// Reads the array of names the reports write.
    init(from decoder: any Decoder) throws {
        let names = try [String](from: decoder)
        guard let set = AppearanceSet(names: names) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "not the names of appearances: \(names)"))
        }
        self = set
    }

    /// Writes ``names``.
    func encode(to encoder: any Encoder) throws { try names.encode(to: encoder) }
}
