import ShadeDiagnostics

/// A grid of cubic cells over OKLab, for finding the colors near each color in time in proportion
/// to their number, not its square: each color is put in its cell, and compared only with the
/// colors of the 27 cells around and including it (``neighborOffsets``). With cells as wide as the
/// distance sought, no pair closer than that is missed.
enum OKLabGrid {
    /// The cell of an OKLab point: its three coordinates divided by the cell size, rounded down,
    /// packed into one integer (21 bits each, far more than OKLab's range needs). A coordinate far
    /// outside that range (an extended-range component of 10⁶ has a lightness near 10⁵) wraps
    /// around: its cell may share a key with another, which only adds candidates that the exact
    /// distance then rules out.
    static func key(_ lightness: Double, _ a: Double, _ b: Double, cell: Double) -> Int {
        func part(_ value: Double) -> Int { (Int(clamping: (value / cell).rounded(.down)) &+ (1 << 20)) & 0x1F_FFFF }
        return part(lightness) << 42 | part(a) << 21 | part(b)
    }

    /// What adding to a ``key(_:_:_:cell:)`` gives the 27 cells around and including a cell.
    static let neighborOffsets: [Int] = {
        var offsets: [Int] = []
        for dl in -1...1 {
            for da in -1...1 {
                for db in -1...1 { offsets.append(dl << 42 + da << 21 + db) }
            }
        }
        return offsets
    }()
}
