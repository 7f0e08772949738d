internal import ShadeJSON

/// A path in a theme file (its parts outermost first, `["color", "bg"]`), compared and hashed by
/// the Unicode scalars of its parts, as JSON compares member names: `["café"]` precomposed and
/// decomposed are two paths, as ``ColorCatalog`` names are two entries.
///
/// Swift compares `[String]` by canonical equivalence, which would make two groups one.
public struct CatalogPath: Hashable, Sendable, ExpressibleByArrayLiteral, CustomStringConvertible {
    /// The parts, outermost first.
    public var parts: [String]

    /// The path of `parts`, outermost first.
    public init(_ parts: [String]) {
        self.parts = parts
    }

    /// The path of `parts`, outermost first, as a literal: `["color", "bg"]`.
    public init(arrayLiteral parts: String...) {
        self.parts = parts
    }

    /// The parts joined with `.`, as a token path is written.
    public var description: String { parts.joined(separator: ".") }

    /// Whether the paths have as many parts, each with the same scalars.
    public static func == (lhs: CatalogPath, rhs: CatalogPath) -> Bool {
        lhs.parts.count == rhs.parts.count && zip(lhs.parts, rhs.parts).allSatisfy { $0.scalarsEqual($1) }
    }

    /// Hashes the parts' scalars.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(parts.count)
        for part in parts { hasher.combine(ScalarString(part)) }
    }

    /// Whether `self` comes before `other`, part by part in the order of their scalars: an order
    /// that does not depend on how a dictionary stores them.
    public func precedes(_ other: CatalogPath) -> Bool {
        parts.lexicographicallyPrecedes(other.parts) { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
    }
}
