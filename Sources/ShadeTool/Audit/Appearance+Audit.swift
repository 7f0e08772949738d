import ShadeColor

/// How the audit's reports speak of several appearances at once.
extension Appearance {
    /// A short phrase for a set of appearances: `every appearance`, `all dark appearances`, or
    /// the labels joined with commas.
    static func describe(_ appearances: some Collection<Appearance>) -> String {
        var mask = 0
        for appearance in appearances { mask |= 1 << appearance.index }
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
}
