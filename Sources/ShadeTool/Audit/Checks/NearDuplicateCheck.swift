import ShadeColor
import ShadeDiagnostics

/// `near-duplicate`: two colors whose Euclidean distance in OKLab, with the difference in alpha as
/// a fourth coordinate, is below 0.02 in every appearance.
///
/// An alias and its target, or two aliases of one token, are the same on purpose and are not
/// reported; a color that is an alias in every mode is not compared at all (the color it refers
/// to is). Each color is put in a cell of an ``OKLabGrid`` of 0.02-wide cells by its light value,
/// so the search takes time in proportion to the number of colors. A color reported as another's
/// duplicate is not reported again with its own.
enum NearDuplicateCheck: CatalogCheck {
    static let id = Finding.Check.nearDuplicate
    static let defaultSeverity = Severity.info
    static let severityRule = "info"
    static let finds = """
        Another color within ΔE OK 0.02 (the Euclidean distance in OKLab, alpha as a fourth \
        coordinate) in every appearance; aliases of one color are not reported.
        """

    /// Below this ΔE OK, in every appearance, two colors are near-duplicates.
    static let distance = 0.02

    static func check(pairs: [ColorPair], in state: inout AuditState, progress: (String, Int, Int) -> Void) {
        let count = state.names.count
        let phase = "finding near-duplicates"
        let cell = distance
        // OKLab lightness, a, b and alpha of every color in every appearance, four numbers each.
        var points = [Double](repeating: 0, count: count * 32)
        var grid: [Int: [Int]] = [:]
        // A color that is an alias in every mode is the color it refers to: compare that one.
        let compared = (0..<count).filter { state.hasValue[$0] && state.aliasSignatures[$0] == nil }
        var keys = [Int](repeating: 0, count: count)
        for index in compared {
            for appearance in 0..<8 {
                let color = state.resolved[index * 8 + appearance]
                let lab = color.components(in: .oklab)
                let offset = (index * 8 + appearance) * 4
                points[offset] = lab[0]
                points[offset + 1] = lab[1]
                points[offset + 2] = lab[2]
                points[offset + 3] = color.alpha
            }
            keys[index] = OKLabGrid.key(points[index * 32], points[index * 32 + 1], points[index * 32 + 2], cell: cell)
            grid[keys[index], default: []].append(index)
        }
        let limit = cell * cell
        var claimed = [Bool](repeating: false, count: count)
        // The grid holds colors close in light mode; comparing dark mode first rules most
        // candidates out at the first step.
        let order = [4, 0, 6, 2, 5, 1, 7, 3].map { $0 * 4 }
        var duplicates: [(index: Int, distance: Double)] = []
        for index in compared {
            if index % 256 == 0 { progress(phase, index, count) }
            duplicates.removeAll(keepingCapacity: true)
            for offset in OKLabGrid.neighborOffsets {
                guard let candidates = grid[keys[index] &+ offset] else { continue }
                for other in candidates where other > index && !claimed[other] {
                    var largest = 0.0
                    for component in order {
                        let first = index * 32 + component
                        let second = other * 32 + component
                        let dl = points[first] - points[second]
                        let da = points[first + 1] - points[second + 1]
                        let db = points[first + 2] - points[second + 2]
                        let dalpha = points[first + 3] - points[second + 3]
                        largest = max(largest, dl * dl + da * da + db * db + dalpha * dalpha)
                        if largest >= limit { break }
                    }
                    if largest < limit, !state.isAlias(index, other) {
                        duplicates.append((other, largest.squareRoot()))
                    }
                }
            }
            guard !duplicates.isEmpty else { continue }
            duplicates.sort { $0.index < $1.index }
            for duplicate in duplicates { claimed[duplicate.index] = true }
            let name = state.names[index]
            let list = duplicates.map { "\(state.names[$0.index]) (ΔE OK \(Auditor.formatDistance($0.distance)))" }
            // Made at its exact size: a message grown by appending keeps up to as much room again,
            // and the near-duplicates of many colors are the longest messages an audit holds.
            let parts = [name, " looks the same as ", list.joined(separator: ", "), " in every appearance"]
            var message = ""
            message.reserveCapacity(parts.reduce(0) { $0 + $1.utf8.count })
            for part in parts { message += part }
            state.append(
                forColor: index,
                Finding(
                    check: id, severity: defaultSeverity, color: name,
                    related: duplicates.map { state.names[$0.index] },
                    message: message,
                    location: state.locations[index], distance: duplicates.map(\.distance).max()))
        }
        progress(phase, count, count)
    }
}
