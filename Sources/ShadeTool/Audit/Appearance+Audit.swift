import ShadeColor

/// How the audit's reports speak of several appearances at once.
extension Appearance {
    /// A short phrase for a set of appearances: `every appearance`, `all dark appearances`, or
    /// the labels joined with commas.
    static func describe(_ appearances: some Collection<Appearance>) -> String {
        var mask = 0
        for appearance in appearances { mask |= 1 << appearance.index }
        return descriptionsByMask[mask]
    }

    /// ``describe(_:)`` of each set of appearances, by the mask of their indices: a report
    /// describes tens of thousands of sets, of at most 256 kinds.
    private static let descriptionsByMask: [String] = (0..<256).map { whole in
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

    /// `names`, the `Appearance.name`s of some appearances in the order of ``allCases``, as an
    /// array shared by every finding that names the same appearances: a report of many findings
    /// then holds one copy of each of the 255 lists instead of one per finding. Names in another
    /// order, or that are not appearances', are returned as they are.
    static func sharedNames(_ names: [String]) -> [String] {
        var mask = 0
        var last = -1
        for name in names {
            guard let appearance = Appearance(name: name), appearance.index > last else { return names }
            mask |= 1 << appearance.index
            last = appearance.index
        }
        return namesByMask[mask]
    }

    /// The names of the appearances whose indices a mask's bits are, in the order of
    /// ``allCases``: the array ``sharedNames(_:)`` gives for them.
    static func names(mask: Int) -> [String] {
        namesByMask[mask]
    }

    /// The names of each set of appearances, by the mask of their indices.
    private static let namesByMask: [[String]] = (0..<256).map { mask in
        allCases.filter { mask & 1 << $0.index != 0 }.map(\.name)
    }
}
